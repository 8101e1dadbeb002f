import { createFileRoute } from '@tanstack/react-router';
import { StudentsScreen } from '../features/students/StudentsScreen';
import { studentListSearch } from '../features/students/search';

export const Route = createFileRoute('/main/info/student')({
  validateSearch: studentListSearch,
  staticData: { title: '学生管理', level: 2 },
  component: StudentsScreen,
});
