// Placeholder: 日志管理 (/main/sys/log); replaced by the screen of issue 15.
import { PageHeader } from '../../components/PageHeader';

export function SystemLogScreen() {
  return <PageHeader title="日志管理" />;
}
