import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/LoginScreen';
import { isMobileBrowser } from '../lib/device';

export const Route = createFileRoute('/login/')({
  beforeLoad: () => {
    if (isMobileBrowser(navigator.userAgent)) throw redirect({ to: '/m_login' });
  },
  component: () => <LoginScreen />,
});
