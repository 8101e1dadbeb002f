// Scenario rules: per-request overrides that tests and frontend developers set through POST /__mock/scenario.
import type { Contract } from './contract.ts';

/** One rule as a client sends it. The first rule that matches a request (and has uses left) applies to it. */
export interface ScenarioRule {
  /** HTTP method; any method when absent. */
  method?: string;
  /** The exact request path, e.g. /api/login/userinfo (no query string). */
  path: string;
  /** Answer with this named example of the operation (forwarded as `Prefer: example=<name>`). */
  example?: string;
  /** Answer with this HTTP status and a short text body instead of asking the backend. */
  status?: number;
  /** Wait this long before answering (or dropping). */
  delayMs?: number;
  /**
   * Let the backend act at once but hold its answer this long: a reload, a closed tab or a lost connection in that time
   * leaves work the server did and the client never heard of (an answer lost after the server acted).
   */
  answerDelayMs?: number;
  /** Destroy the connection without an answer. */
  drop?: boolean;
  /** Answer with the backend's answer cut in half (a body the client cannot parse). */
  malformed?: boolean;
  /** Answer HTTP 200 `{"success":false,"result":<failure>}` instead of asking the backend. */
  failure?: string;
  /** The same fault text as the `x-mock-fault` request header (see parseFault), e.g. "login-expired". */
  fault?: string;
  /** How many matching requests the rule applies to; unlimited when absent. */
  times?: number;
}

/**
 * A fault asked for per request (header `x-mock-fault`) or per route (a scenario rule's `fault`): a comma-separated
 * list of `500` (any status 100–599), `drop`, `delay=<ms>`, `answer-delay=<ms>`, `malformed`, `failure=<text>`, `login-expired`,
 * `buffer-cleared`. The texts of the last two are the contract's own (登录失效 / 缓存已被管理员清除).
 */
export interface Fault {
  status?: number;
  drop?: boolean;
  delayMs?: number;
  answerDelayMs?: number;
  malformed?: boolean;
  failure?: string;
}

export const BUFFER_CLEARED_TEXT = '缓存已被管理员清除，请重新加载页面';

export function parseFault(text: string, loginExpiredText: string): Fault | { error: string } {
  const fault: Fault = {};
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'an empty fault' };
  // failure=<text> takes the rest of the value (the text may contain commas).
  const failureAt = trimmed.search(/(?:^|,)\s*failure=/);
  const head = failureAt < 0 ? trimmed : trimmed.slice(0, failureAt);
  if (failureAt >= 0) {
    const rest = trimmed.slice(failureAt).replace(/^,?\s*failure=/, '');
    let value = rest;
    try {
      value = decodeURIComponent(rest);
    } catch {
      /* keep it as sent */
    }
    if (value.trim() === '') return { error: '"failure=" needs a text' };
    fault.failure = value;
  }
  for (const raw of head.split(',')) {
    const part = raw.trim().toLowerCase();
    if (part === '') continue;
    if (/^\d{3}$/.test(part) && Number(part) >= 100 && Number(part) <= 599) fault.status = Number(part);
    else if (part === 'drop') fault.drop = true;
    else if (part === 'malformed') fault.malformed = true;
    else if (part === 'login-expired') fault.failure = loginExpiredText;
    else if (part === 'buffer-cleared') fault.failure = BUFFER_CLEARED_TEXT;
    else if (/^delay=\d+$/.test(part) && Number(part.slice(6)) <= MAX_DELAY_MS) fault.delayMs = Number(part.slice(6));
    else if (/^answer-delay=\d+$/.test(part) && Number(part.slice(13)) <= MAX_DELAY_MS) fault.answerDelayMs = Number(part.slice(13));
    else {
      return {
        error: `unknown fault "${raw.trim()}" (faults: 500 or any HTTP status, drop, delay=<ms up to ${MAX_DELAY_MS}>, answer-delay=<ms>, malformed, failure=<text>, login-expired, buffer-cleared)`,
      };
    }
  }
  return fault;
}

export interface ActiveRule extends ScenarioRule {
  id: number;
  /** How many requests the rule has applied to so far. */
  used: number;
}

export interface ListedRule extends ActiveRule {
  /** Uses left; null for an unlimited rule. */
  remaining: number | null;
}

const MAX_DELAY_MS = 120_000;
const RULE_KEYS = new Set(['method', 'path', 'example', 'status', 'delayMs', 'answerDelayMs', 'drop', 'malformed', 'failure', 'fault', 'times']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInteger = (v: unknown): v is number => Number.isInteger(v);

/**
 * Checks a POST /__mock/scenario body against the shape above and against the contract: the path must be one of
 * the contract's paths, the method one of its methods there, the example one of that operation's named examples.
 * A typo in a test then fails loudly instead of silently not matching.
 */
export function parseScenario(body: unknown, contract: Contract): { rules: ScenarioRule[] } | { errors: string[] } {
  const errors: string[] = [];
  if (!isObject(body) || !Array.isArray(body.rules)) return { errors: ['expected a JSON object { "rules": [ ... ] }'] };
  const rules: ScenarioRule[] = [];
  body.rules.forEach((raw: unknown, index) => {
    const at = `rules[${index}]`;
    if (!isObject(raw)) {
      errors.push(`${at}: expected an object`);
      return;
    }
    for (const key of Object.keys(raw)) if (!RULE_KEYS.has(key)) errors.push(`${at}: unknown field "${key}"`);
    const { method, path, example, status, delayMs, answerDelayMs, drop, malformed, failure, fault, times } = raw;
    const rule: ScenarioRule = { path: '' };
    if (typeof path !== 'string' || !path.startsWith('/') || path.includes('?')) {
      errors.push(`${at}.path: expected an exact request path such as /api/login/userinfo (no query string)`);
    } else rule.path = path;
    if (method !== undefined) {
      if (typeof method !== 'string' || !/^[a-z]+$/i.test(method)) errors.push(`${at}.method: expected an HTTP method`);
      else rule.method = method.toUpperCase();
    }
    if (example !== undefined) {
      if (typeof example !== 'string' || example === '') errors.push(`${at}.example: expected an example name`);
      else rule.example = example;
    }
    if (status !== undefined) {
      if (!isInteger(status) || status < 100 || status > 599) {
        errors.push(`${at}.status: expected an HTTP status code (100-599)`);
      } else rule.status = status;
    }
    if (delayMs !== undefined) {
      if (typeof delayMs !== 'number' || !(delayMs >= 0 && delayMs <= MAX_DELAY_MS)) {
        errors.push(`${at}.delayMs: expected a number of milliseconds between 0 and ${MAX_DELAY_MS}`);
      } else rule.delayMs = delayMs;
    }
    if (answerDelayMs !== undefined) {
      if (typeof answerDelayMs !== 'number' || !(answerDelayMs >= 0 && answerDelayMs <= MAX_DELAY_MS)) {
        errors.push(`${at}.answerDelayMs: expected a number of milliseconds between 0 and ${MAX_DELAY_MS}`);
      } else rule.answerDelayMs = answerDelayMs;
    }
    if (drop !== undefined) {
      if (typeof drop !== 'boolean') errors.push(`${at}.drop: expected true or false`);
      else rule.drop = drop;
    }
    if (malformed !== undefined) {
      if (typeof malformed !== 'boolean') errors.push(`${at}.malformed: expected true or false`);
      else rule.malformed = malformed;
    }
    if (failure !== undefined) {
      if (typeof failure !== 'string' || failure.trim() === '') errors.push(`${at}.failure: expected the failure text`);
      else rule.failure = failure;
    }
    if (fault !== undefined) {
      const parsed = typeof fault === 'string' ? parseFault(fault, contract.loginExpiredText) : { error: 'expected a fault text' };
      if ('error' in parsed) errors.push(`${at}.fault: ${parsed.error}`);
      else rule.fault = fault as string;
    }
    if (times !== undefined) {
      if (!isInteger(times) || times < 1) errors.push(`${at}.times: expected a positive integer`);
      else rule.times = times;
    }
    if (rule.example !== undefined && (rule.status !== undefined || rule.drop || rule.failure !== undefined || rule.fault !== undefined)) {
      errors.push(`${at}: "example" cannot be combined with "status", "drop", "failure" or "fault" (the backend is not asked)`);
    }
    if (rule.path) {
      const operations = contract.operationsForPath(rule.path).filter((o) => !rule.method || o.method === rule.method);
      if (operations.length === 0) {
        const known = contract.operationsForPath(rule.path).map((o) => o.method);
        errors.push(
          known.length
            ? `${at}: the contract has no ${rule.method} ${rule.path} (only ${known.join(', ')})`
            : `${at}: ${rule.path} is not a path of the contract`,
        );
      } else if (rule.example !== undefined && !operations.some((o) => o.exampleNames.includes(rule.example ?? ''))) {
        const names = [...new Set(operations.flatMap((o) => o.exampleNames))];
        errors.push(
          `${at}.example: ${rule.path} has no example "${rule.example}" (named examples: ${names.join(', ') || 'none'})`,
        );
      }
    }
    rules.push(rule);
  });
  return errors.length ? { errors } : { rules };
}

/** The active rule set. Global to the server: tests that use it run one at a time. */
export class Scenario {
  #rules: ActiveRule[] = [];
  #nextId = 1;

  replace(rules: ScenarioRule[]): ListedRule[] {
    this.#rules = rules.map((rule) => ({ ...rule, id: this.#nextId++, used: 0 }));
    return this.list();
  }

  clear(): void {
    this.#rules = [];
  }

  list(): ListedRule[] {
    return this.#rules.map((rule) => ({
      ...rule,
      remaining: rule.times === undefined ? null : Math.max(0, rule.times - rule.used),
    }));
  }

  /** Finds the first rule for this request that has uses left, and counts the use. */
  take(method: string, path: string): ActiveRule | undefined {
    const rule = this.#rules.find(
      (r) =>
        r.path === path &&
        (r.method === undefined || r.method === method.toUpperCase()) &&
        (r.times === undefined || r.used < r.times),
    );
    if (rule) rule.used++;
    return rule ? { ...rule } : undefined;
  }
}
