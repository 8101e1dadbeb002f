import { createFileRoute } from '@tanstack/react-router';
import { StandardPaperScreen } from '../features/marking-papers/StandardPaperScreen';

export const Route = createFileRoute('/main/netview/standardPaperManage')({
  staticData: { title: '标准卷管理', level: 3 },
  component: StandardPaperScreen,
});
