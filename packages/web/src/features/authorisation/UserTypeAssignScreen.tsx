// Placeholder: 用户类型授权 (/main/sys/usertypeassgin); replaced by the screen of issue 15.
import { PageHeader } from '../../components/PageHeader';

export function UserTypeAssignScreen() {
  return <PageHeader title="用户类型授权" />;
}
