import { createFileRoute } from '@tanstack/react-router';
import { ExceptionManageScreen } from '../features/marking-monitor/ExceptionManageScreen';

export const Route = createFileRoute('/main/netview/exceptionPaperManage')({
  staticData: { title: '异常卷管理', level: 3 },
  component: ExceptionManageScreen,
});
