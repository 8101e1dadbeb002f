// The log of recent requests (GET /__mock/requests): what the portal called, with which body, and what it got.
// Secrets never reach it: any field named like a password is masked, at any depth, in bodies and query strings.

/** How a request was answered. */
export type Outcome =
  /** Answered by the backend as it is. */
  | 'backend'
  /** The backend's "no session" answer, turned into the contract's 登录失效 envelope. */
  | 'login-expired'
  /** The request broke the contract (422 with the validator's messages). */
  | 'contract-violation'
  /** The path or method is not in the contract (404/405 from the validator). */
  | 'not-in-contract'
  /** A scenario rule answered with its own status. */
  | 'scenario-status'
  /** A scenario rule dropped the connection. */
  | 'dropped'
  /** The client went away before the answer (for example during a scenario delay). */
  | 'aborted'
  /** The backend could not be reached. */
  | 'backend-error'
  /** A fault (x-mock-fault header or scenario rule) answered success false with its text. */
  | 'fault-failure'
  /** A fault cut the backend's answer in half. */
  | 'fault-malformed'
  /** The x-mock-fault header could not be read (HTTP 400). */
  | 'fault-invalid';

export interface RequestLogEntry {
  seq: number;
  /** ISO time the request arrived. */
  time: string;
  method: string;
  /** The path without the query string. */
  path: string;
  /** The query string without `?` (masked), '' when none. */
  query: string;
  /** HTTP status sent; null when the connection was dropped or aborted. */
  status: number | null;
  outcome: Outcome;
  durationMs: number;
  contentType: string | null;
  /** The parsed JSON body (masked); undefined when the body is empty or not JSON. */
  body?: unknown;
  /** Size of the request body in bytes. */
  bodyBytes: number;
  /** The id of the scenario rule that applied. */
  ruleId?: number;
  /** The named example that was asked for (by a rule or by the client's own Prefer header). */
  example?: string;
  /** The fault asked for (the x-mock-fault header, or the rule's fault/failure/malformed/status/drop/delay). */
  fault?: string;
  /** The validator's messages for a contract violation. */
  violations?: string[];
  /**
   * An `answerDelayMs` fault: the backend acted when this entry was written and its answer was held back this long (the
   * client may have gone meanwhile and never heard it).
   */
  answerHeldMs?: number;
}

export const MASK = '***';

/** password, student_password, oldPassword, newPass1, newPass2, up (the login password), … */
const SECRET_KEY = /password|^up$|^newpass|^oldpass/i;

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

/** A deep copy with every secret field's value replaced by `***`. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, isSecretKey(key) ? MASK : maskSecrets(v)]),
    );
  }
  return value;
}

export function maskQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of new Set(params.keys())) if (isSecretKey(key)) params.set(key, MASK);
  return params.toString();
}

/** Parses a request body for the log when it is JSON; anything else is only counted. */
export function loggableBody(contentType: string | null, body: Buffer): unknown {
  if (body.length === 0 || !contentType || !/[/+]json\b/i.test(contentType)) return undefined;
  try {
    return maskSecrets(JSON.parse(body.toString('utf8')));
  } catch {
    return '<invalid JSON>';
  }
}

export class RequestLog {
  #entries: RequestLogEntry[] = [];
  #seq = 0;
  /** When the log was last cleared (ms since the epoch): calls that arrived before it are not logged when they end. */
  #clearedAt = -Infinity;
  readonly #capacity: number;

  constructor(capacity = 1000) {
    this.#capacity = capacity;
  }

  /**
   * Logs a call when it ends. A call that arrived before the last clear is not kept: the log holds the calls made since
   * then (a slow call of an earlier test, ending after the next test cleared the log, is not the next test's).
   */
  add(entry: Omit<RequestLogEntry, 'seq'>): RequestLogEntry {
    const full = { seq: ++this.#seq, ...entry };
    if (Date.parse(entry.time) < this.#clearedAt) return full;
    this.#entries.push(full);
    if (this.#entries.length > this.#capacity) this.#entries.splice(0, this.#entries.length - this.#capacity);
    return full;
  }

  list(filter: { method?: string | null; path?: string | null } = {}): RequestLogEntry[] {
    return this.#entries.filter(
      (e) => (!filter.method || e.method === filter.method.toUpperCase()) && (!filter.path || e.path === filter.path),
    );
  }

  clear(): void {
    this.#entries = [];
    this.#clearedAt = Date.now();
  }
}
