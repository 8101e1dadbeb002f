import { createFileRoute } from '@tanstack/react-router';
import { CacheMonitorScreen } from '../features/cache-monitor/CacheMonitorScreen';

export const Route = createFileRoute('/main/sys/redismanager')({
  staticData: { title: '缓存监控', level: 2 },
  component: CacheMonitorScreen,
});
