import { createFileRoute } from '@tanstack/react-router';
import { UnbindStudentScreen } from '../features/auth/UnbindStudentScreen';
import { requireSession } from '../lib/guards';

export const Route = createFileRoute('/login/disbindStudentAccount')({
  beforeLoad: ({ context }) => requireSession(context.queryClient),
  component: UnbindStudentScreen,
});
