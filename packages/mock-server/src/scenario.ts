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
  /** Destroy the connection without an answer. */
  drop?: boolean;
  /** How many matching requests the rule applies to; unlimited when absent. */
  times?: number;
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
const RULE_KEYS = new Set(['method', 'path', 'example', 'status', 'delayMs', 'drop', 'times']);

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
    const { method, path, example, status, delayMs, drop, times } = raw;
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
    if (drop !== undefined) {
      if (typeof drop !== 'boolean') errors.push(`${at}.drop: expected true or false`);
      else rule.drop = drop;
    }
    if (times !== undefined) {
      if (!isInteger(times) || times < 1) errors.push(`${at}.times: expected a positive integer`);
      else rule.times = times;
    }
    if (rule.example !== undefined && (rule.status !== undefined || rule.drop)) {
      errors.push(`${at}: "example" cannot be combined with "status" or "drop" (the backend is not asked)`);
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
