// Placeholder: 权限管理 (/main/sys/permission); replaced by the screen of issue 15.
import { PageHeader } from '../../components/PageHeader';

export function PermissionScreen() {
  return <PageHeader title="权限管理" />;
}
