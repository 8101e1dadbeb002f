import { createFileRoute } from '@tanstack/react-router';
import { SystemLogScreen } from '../features/logs/LogScreen';
import { logSearch } from '../features/logs/search';

export const Route = createFileRoute('/main/sys/log')({
  validateSearch: logSearch,
  staticData: { title: '日志管理', level: 2 },
  component: SystemLogScreen,
});
