import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { AnchorLink } from '../components/links';
import { MarkingScreen } from '../features/marking/MarkingScreen';
import { completeTask, markingSearch } from '../features/marking/search';
import { NoAccess } from '../features/shell/NoAccess';
import { mayOpen } from '../lib/access';
import { requireSession } from '../lib/guards';
import { sessionQuery } from '../lib/session';

export const Route = createFileRoute('/netview/marking')({
  beforeLoad: ({ context }) => requireSession(context.queryClient),
  validateSearch: markingSearch,
  component: MarkingRoute,
});

function MarkingRoute() {
  const task = completeTask(Route.useSearch());
  const { data: session } = useSuspenseQuery(sessionQuery);
  // The canvas asks what the task list asks (lib/access: teacher marking's page); each task is the server's to grant.
  if (!mayOpen(session.pages, session.user.user_type, '/main/marking')) return <NoAccess />;
  if (!task)
    return (
      <Alert color="orange" m="md" title="没有指定阅卷任务">
        请从
        <AnchorLink to="/main/marking">教师阅卷</AnchorLink>
        的任务列表开始阅卷。
      </Alert>
    );
  return <MarkingScreen key={`${task.exam_id}:${task.subject_id}:${task.question_id}:${task.turn}`} task={task} />;
}
