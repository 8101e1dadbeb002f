import { createFileRoute } from '@tanstack/react-router';
import { MarkingTeachersScreen } from '../features/marking-teachers/MarkingTeachersScreen';

export const Route = createFileRoute('/main/exam/mgeexamteacher')({
  staticData: { title: '阅卷教师管理', level: 3 },
  component: MarkingTeachersScreen,
});
