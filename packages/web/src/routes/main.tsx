import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '../features/shell/AppLayout';
import { requireSession } from '../lib/guards';

export const Route = createFileRoute('/main')({
  beforeLoad: ({ context }) => requireSession(context.queryClient),
  component: AppLayout,
});
