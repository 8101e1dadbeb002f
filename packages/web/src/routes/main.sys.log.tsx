import { createFileRoute } from '@tanstack/react-router';
import { SystemLogScreen } from '../features/logs/SystemLogScreen';

export const Route = createFileRoute('/main/sys/log')({
  staticData: { title: '日志管理', level: 2 },
  component: SystemLogScreen,
});
