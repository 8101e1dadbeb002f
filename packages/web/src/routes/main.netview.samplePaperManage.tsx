import { createFileRoute } from '@tanstack/react-router';
import { SamplePaperScreen } from '../features/marking-papers/SamplePaperScreen';

export const Route = createFileRoute('/main/netview/samplePaperManage')({
  staticData: { title: '样卷管理', level: 3 },
  component: SamplePaperScreen,
});
