// Placeholder: 登录日志 (/main/sys/loginlog); replaced by the screen of issue 15.
import { PageHeader } from '../../components/PageHeader';

export function LoginLogScreen() {
  return <PageHeader title="登录日志" />;
}
