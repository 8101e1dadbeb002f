// What the mock itself does, for the system screens (spec 3 §2.7, §3): every call a signed-in session makes goes into
// the system log (who, url, parameters, answer, success, times, ip) — never a password or a token — and the cache
// monitor's figures come from the mock's own activity (sessions, records held, bytes in and out, memory, uptime).
// The log and cache screens' own reads are not logged, so looking at the log does not flood it.
import type { components } from '@exam/sdk';
import type { LogRecord } from './staff-store.ts';
import type { Session, Store } from './store.ts';
import { timestamp } from './store.ts';

type S = components['schemas'];

/** Calls that are not logged: the log and cache screens' own reads. */
const NOT_LOGGED = new Set(['listlog', 'listloginlog', 'redisInfo']);
/** Fields whose values are never logged. */
const SECRET = /pass|pwd|^up$|token|sms_code|secret/i;
/** Longest parameters or answer kept in a log entry (characters). */
export const LOG_TEXT_LIMIT = 64_000;
/** Entries kept; the oldest go first. */
export const LOG_LIMIT = 5000;
/** The window of the cache monitor's instantaneous kbps. */
const RATE_WINDOW_MS = 5000;

interface Traffic {
  at: number;
  bytesIn: number;
  bytesOut: number;
}

const traffic = new WeakMap<Store, Traffic[]>();
const started = new WeakMap<Store, number>();

/** A value with every secret field masked, at any depth. */
export function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Uint8Array || (typeof File !== 'undefined' && value instanceof File)) return '[文件]';
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? '******' : masked(v)]));
}

const clip = (text: string) => (text.length > LOG_TEXT_LIMIT ? `${text.slice(0, LOG_TEXT_LIMIT)}…（共 ${text.length} 字）` : text);

export interface CallRecord {
  operationId: string;
  path: string;
  session: Session | undefined;
  params: unknown;
  /** The JSON answer, or a file answer's name. */
  answer: unknown;
  file?: string;
  ip: string;
  startedAt: Date;
  bytesIn: number;
  bytesOut: number;
}

/** Notes one answered call: its traffic always, and a system log entry for a session's call. */
export function recordCall(store: Store, call: CallRecord): void {
  const list = traffic.get(store) ?? [];
  const now = Date.now();
  list.push({ at: now, bytesIn: call.bytesIn, bytesOut: call.bytesOut });
  while (list.length > 0 && (list[0]?.at ?? now) < now - RATE_WINDOW_MS) list.shift();
  traffic.set(store, list);
  if (!call.session || NOT_LOGGED.has(call.operationId)) return;
  const logs = store.data.staff.logs;
  const account = store.data.accounts.get(call.session.user_id);
  const success = call.file !== undefined || (typeof call.answer === 'object' && call.answer !== null && (call.answer as { success?: unknown }).success === true);
  const entry: LogRecord = {
    id: (logs.at(-1)?.id ?? 0) + 1,
    request_time: timestamp(call.startedAt),
    return_time: timestamp(),
    ip_address: call.ip,
    request_url: call.path,
    request_params: call.params === undefined ? null : clip(JSON.stringify(masked(call.params))),
    return_content: call.file !== undefined ? `[文件] ${call.file}` : clip(JSON.stringify(masked(call.answer))),
    proc_success: success ? 1 : 0,
    user_id: call.session.user_id,
    user_account: account?.user_account ?? null,
  };
  logs.push(entry);
  if (logs.length > LOG_LIMIT) logs.splice(0, logs.length - LOG_LIMIT);
}

/** Marks when the store began serving (the cache monitor's uptime counts from the seeded figure on). */
export function markStarted(store: Store): void {
  started.set(store, Date.now());
}

const human = (bytes: number) => (bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(2)}G` : bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(2)}M` : `${(bytes / 1024).toFixed(2)}K`);

/** The cache monitor's figures now: the seeded server's fixed facts, and the figures of the mock's own activity. */
export function cacheInfo(store: Store): S['RedisInfo'] {
  const base = store.data.staff.redis;
  const since = Math.floor((Date.now() - (started.get(store) ?? Date.now())) / 1000);
  const now = Date.now();
  const recent = (traffic.get(store) ?? []).filter((t) => t.at >= now - RATE_WINDOW_MS);
  const kbps = (bytes: number) => ((bytes * 8) / 1024 / (RATE_WINDOW_MS / 1000)).toFixed(2);
  const sessions = store.sessions.size;
  const keys = sessions + store.data.scanning.scans.size + store.data.scanning.temps.size + store.data.staff.logs.length + store.data.staff.loginLogs.length;
  return {
    ...base,
    uptime_in_seconds: String(Number(base.uptime_in_seconds) + since),
    connected_clients: String(sessions),
    used_memory_human: human(process.memoryUsage().heapUsed),
    db0: `keys=${keys},expires=${sessions},avg_ttl=86400000`,
    instantaneous_input_kbps: kbps(recent.reduce((sum, t) => sum + t.bytesIn, 0)),
    instantaneous_output_kbps: kbps(recent.reduce((sum, t) => sum + t.bytesOut, 0)),
  };
}
