// System management, the logs and the cache monitor (spec 3 §2.7, §3, §7.6, §9): the login and system logs (filters
// and paging, newest first), and the cache info.
import type { components } from '@exam/sdk';
import { cacheInfo } from '../activity.ts';
import type { LogRecord } from '../staff-store.ts';
import { ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { page } from './shared.ts';

type S = components['schemas'];

function logPage(list: LogRecord[], body: S['ListLogRequest']) {
  const day = (v: string | null | undefined, end: boolean) => (!v ? undefined : v.length === 10 ? `${v} ${end ? '23:59:59' : '00:00:00'}` : v);
  const from = day(body.stime, false);
  const to = day(body.etime, true);
  const rows = list
    .filter((l) => !body.username || (l.user_account ?? '').includes(body.username.trim()))
    .filter((l) => !body.request_url || l.request_url.includes(body.request_url.trim()))
    .filter((l) => (!from || l.request_time >= from) && (!to || l.request_time <= to))
    .sort((a, b) => b.request_time.localeCompare(a.request_time) || b.id - a.id);
  return page(rows, body.page, body.pagesize);
}

const record = ({ id: _id, ...rest }: LogRecord) => rest;


export const systemHandlers: Handlers = {
  // Logs and the cache.
  listloginlog({ body, store }) {
    const p = logPage(store.data.staff.loginLogs, body);
    return ok({ totalrecords: p.totalrecords, datalist: p.datalist.map((l) => ({ loginlog_id: l.id, ...record(l) })) });
  },
  listlog({ body, store }) {
    const p = logPage(store.data.staff.logs, body);
    return ok({ totalrecords: p.totalrecords, datalist: p.datalist.map((l) => ({ log_id: l.id, ...record(l) })) });
  },
  redisInfo({ store }) {
    return ok(cacheInfo(store));
  },
};
