import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { AnchorLink } from '../components/links';
import { MarkingScreen } from '../features/marking/MarkingScreen';
import { completeTask, markingSearch } from '../features/marking/search';
import { requireSession } from '../lib/guards';

export const Route = createFileRoute('/netview/marking')({
  beforeLoad: ({ context }) => requireSession(context.queryClient),
  validateSearch: markingSearch,
  component: MarkingRoute,
});

function MarkingRoute() {
  const task = completeTask(Route.useSearch());
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
