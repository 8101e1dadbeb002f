import { createFileRoute } from '@tanstack/react-router';
import { PermissionScreen } from '../features/permissions/PermissionScreen';

export const Route = createFileRoute('/main/sys/permission')({
  staticData: { title: '权限管理', level: 2 },
  component: PermissionScreen,
});
