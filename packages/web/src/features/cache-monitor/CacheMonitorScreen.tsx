// Placeholder: 缓存监控 (/main/sys/redismanager); replaced by the screen of issue 15.
import { PageHeader } from '../../components/PageHeader';

export function CacheMonitorScreen() {
  return <PageHeader title="缓存监控" />;
}
