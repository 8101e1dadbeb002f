// The cache server's figures as the panel shows them (spec 3 §3 "Cache info"): Chinese names and readable values.
import type { Schemas } from '@exam/sdk';
import { CACHE_TEXTS as T } from './texts';

export type CacheInfo = Schemas['RedisInfo'];
export type CacheField = keyof typeof T.fields;

export function uptimeText(seconds: string | undefined): string {
  const s = Number(seconds ?? 0);
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return T.days(days, hours);
  if (hours > 0) return T.hours(hours, minutes);
  return T.minutes(minutes);
}

/** The text shown for one field; '—' when the server did not send it. */
export function fieldText(info: CacheInfo, field: CacheField): string {
  const value = info[field];
  if (value === undefined || value === null || value === '') return '—';
  switch (field) {
    case 'redis_mode':
      return T.modes[value] ?? value;
    case 'role':
      return T.roles[value] ?? value;
    case 'uptime_in_seconds':
      return uptimeText(value);
    case 'maxmemory_human':
      return value === '0B' ? T.unlimited : value;
    case 'aof_enabled':
      return value === '1' ? T.on : T.off;
    case 'rdb_last_bgsave_status':
      return value === 'ok' ? T.saveOk : T.saveErr;
    case 'instantaneous_input_kbps':
    case 'instantaneous_output_kbps':
      return T.kbps(value);
    case 'db0': {
      const parts = Object.fromEntries(value.split(',').map((p) => p.split('=') as [string, string]));
      return parts.keys !== undefined ? T.keys(parts.keys, parts.expires ?? '0') : value;
    }
    default:
      return value;
  }
}
