// The calls of the login log and the system log (spec 3 §7.6; 15 a page, §9).
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type LogKind = 'login' | 'system';
export type LogRow = Schemas['LoginLog'] | Schemas['SystemLog'];
export type LogFilters = Omit<Schemas['ListLogRequest'], 'page' | 'pagesize'>;

export const LOG_PAGE_SIZES = [15] as const;
export const LOG_PAGE_SIZE = 15;

export const logKeys = { all: ['logs'] as const };

/** A time range to the minute as the calls take it: from the first second of the start minute to the last of the end. */
export function timeRange(stime: string | undefined, etime: string | undefined): Pick<LogFilters, 'stime' | 'etime'> {
  return { ...(stime ? { stime: `${stime}:00` } : {}), ...(etime ? { etime: `${etime}:59` } : {}) };
}

/** A picker's value ('YYYY-MM-DD HH:mm' or with seconds) as the minute the filter keeps. */
export const toMinute = (value: string | null): string | undefined => (value ? value.slice(0, 16) : undefined);

export const logListQuery = (kind: LogKind, body: Schemas['ListLogRequest']) =>
  queryOptions({
    queryKey: [...logKeys.all, kind, body],
    queryFn: async (): Promise<{ totalrecords: number; datalist: LogRow[] }> =>
      kind === 'login'
        ? unwrap(api.POST('/api/log/listloginlog', { body, ...withoutLoading() }))
        : unwrap(api.POST('/api/log/listlog', { body, ...withoutLoading() })),
  });

export const logId = (row: LogRow): number => ('log_id' in row ? row.log_id : row.loginlog_id);

/** A logged text shown readably: JSON indented, anything else as it came. */
export function readable(text: string | null | undefined): string {
  if (text == null || text === '') return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
