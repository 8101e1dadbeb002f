import { createFileRoute } from '@tanstack/react-router';
import { LoginLogScreen } from '../features/logs/LogScreen';
import { logSearch } from '../features/logs/search';

export const Route = createFileRoute('/main/sys/loginlog')({
  validateSearch: logSearch,
  staticData: { title: '登录日志', level: 2 },
  component: LoginLogScreen,
});
