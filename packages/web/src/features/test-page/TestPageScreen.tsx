// Placeholder: 测试页面 (/main/sys/TestPage); replaced by the screen of issue 15.
import { PageHeader } from '../../components/PageHeader';

export function TestPageScreen() {
  return <PageHeader title="测试页面" />;
}
