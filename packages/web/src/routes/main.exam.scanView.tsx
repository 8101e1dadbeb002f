import { createFileRoute } from '@tanstack/react-router';
import { ScanViewScreen } from '../features/scan-view/ScanViewScreen';

export const Route = createFileRoute('/main/exam/scanView')({
  staticData: { title: '扫描', level: 3 },
  component: ScanViewScreen,
});
