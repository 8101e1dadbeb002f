import { createFileRoute } from '@tanstack/react-router';
import { UserTypeAssignScreen } from '../features/authorisation/AssignScreen';

export const Route = createFileRoute('/main/sys/usertypeassgin')({
  staticData: { title: '用户类型授权', level: 2 },
  component: UserTypeAssignScreen,
});
