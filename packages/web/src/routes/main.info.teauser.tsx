import { createFileRoute } from '@tanstack/react-router';
import { TeachersScreen } from '../features/teachers/TeachersScreen';
import { teacherListSearch } from '../features/teachers/search';

export const Route = createFileRoute('/main/info/teauser')({
  validateSearch: teacherListSearch,
  staticData: { title: '用户管理', level: 2 },
  component: TeachersScreen,
});
