// Placeholder: 标签管理 (/main/sys/tag); replaced by the screen of issue 15.
import { PageHeader } from '../../components/PageHeader';

export function TagsScreen() {
  return <PageHeader title="标签管理" />;
}
