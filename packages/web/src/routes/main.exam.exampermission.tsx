import { createFileRoute } from '@tanstack/react-router';
import { ExamPermissionsScreen } from '../features/exam-permissions/ExamPermissionsScreen';

export const Route = createFileRoute('/main/exam/exampermission')({
  staticData: { title: '分配权限', level: 3 },
  component: ExamPermissionsScreen,
});
