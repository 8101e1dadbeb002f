import { createFileRoute } from '@tanstack/react-router';
import { MarkingTeachersScreen } from '../features/marking-teachers/MarkingTeachersScreen';
import { markingTeacherSearch } from '../features/marking-teachers/search';

export const Route = createFileRoute('/main/exam/mgeexamteacher')({
  validateSearch: markingTeacherSearch,
  staticData: { title: '阅卷教师管理', level: 3 },
  component: MarkingTeachersScreen,
});
