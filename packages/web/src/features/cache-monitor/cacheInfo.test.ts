import { describe, expect, it } from 'vitest';
import { fieldText, uptimeText, type CacheInfo } from './cacheInfo';

const info: CacheInfo = {
  redis_version: '6.2.14',
  redis_mode: 'standalone',
  role: 'master',
  tcp_port: '6379',
  uptime_in_seconds: '1728540',
  used_memory_human: '512.37M',
  connected_clients: '37',
  maxmemory_human: '0B',
  aof_enabled: '1',
  rdb_last_bgsave_status: 'err',
  db0: 'keys=15320,expires=12108,avg_ttl=86213442',
  instantaneous_input_kbps: '1.52',
};

describe('the cache panel', () => {
  it('shows the figures in Chinese', () => {
    expect(fieldText(info, 'redis_mode')).toBe('单机');
    expect(fieldText(info, 'role')).toBe('主节点');
    expect(fieldText(info, 'uptime_in_seconds')).toBe('20天 0小时');
    expect(fieldText(info, 'maxmemory_human')).toBe('不限制');
    expect(fieldText(info, 'aof_enabled')).toBe('开启');
    expect(fieldText(info, 'rdb_last_bgsave_status')).toBe('失败');
    expect(fieldText(info, 'db0')).toBe('15320 个键，12108 个设有过期时间');
    expect(fieldText(info, 'instantaneous_input_kbps')).toBe('1.52 KB/s');
    expect(fieldText(info, 'instantaneous_output_kbps')).toBe('—');
    expect(fieldText(info, 'tcp_port')).toBe('6379');
  });

  it('says how long the server has run', () => {
    expect(uptimeText('59')).toBe('0分钟');
    expect(uptimeText('3720')).toBe('1小时 2分钟');
    expect(uptimeText('90000')).toBe('1天 1小时');
  });
});
