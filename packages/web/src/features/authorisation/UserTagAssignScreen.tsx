// Placeholder: 用户标签授权 (/main/sys/usertagassgin); replaced by the screen of issue 15.
import { PageHeader } from '../../components/PageHeader';

export function UserTagAssignScreen() {
  return <PageHeader title="用户标签授权" />;
}
