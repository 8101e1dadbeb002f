import { createFileRoute } from '@tanstack/react-router';
import { AdminsScreen } from '../features/admins/AdminsScreen';
import { adminListSearch } from '../features/admins/search';

export const Route = createFileRoute('/main/info/mgeuser')({
  validateSearch: adminListSearch,
  staticData: { title: '管理员管理', level: 2 },
  component: AdminsScreen,
});
