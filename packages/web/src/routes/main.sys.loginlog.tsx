import { createFileRoute } from '@tanstack/react-router';
import { LoginLogScreen } from '../features/logs/LoginLogScreen';

export const Route = createFileRoute('/main/sys/loginlog')({
  staticData: { title: '登录日志', level: 2 },
  component: LoginLogScreen,
});
