import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '../features/shell/AppLayout';
import { requireSession } from '../lib/guards';

/** The score-analysis report pages outside /main (spec 3 §2.1: /analysis/entiretyreport …), inside the shell. */
export const Route = createFileRoute('/analysis')({
  beforeLoad: ({ context }) => requireSession(context.queryClient),
  component: AppLayout,
});
