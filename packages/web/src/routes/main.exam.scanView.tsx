import { createFileRoute } from '@tanstack/react-router';
import { ScanViewScreen } from '../features/scan-view/ScanViewScreen';
import { scanViewSearch } from '../features/scan-view/search';

export const Route = createFileRoute('/main/exam/scanView')({
  staticData: { title: '扫描', level: 3 },
  validateSearch: scanViewSearch,
  component: ScanViewScreen,
});
