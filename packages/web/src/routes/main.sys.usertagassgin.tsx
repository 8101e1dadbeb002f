import { createFileRoute } from '@tanstack/react-router';
import { UserTagAssignScreen } from '../features/authorisation/AssignScreen';

export const Route = createFileRoute('/main/sys/usertagassgin')({
  staticData: { title: '用户标签授权', level: 2 },
  component: UserTagAssignScreen,
});
