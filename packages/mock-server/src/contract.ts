// What the mock server needs to know about the contract: where the generated bundle is, which operations exist
// (to check scenario rules) and the texts the contract gives for global failures.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The fallback when the bundle carries no `loginExpired` example (it does; this only keeps the server usable). */
const DEFAULT_LOGIN_EXPIRED = '登录失效，请重新登录';

/** The dereferenced OpenAPI bundle that `scripts/generate.mjs` writes into the SDK. */
export function resolveBundlePath(): string {
  try {
    return createRequire(import.meta.url).resolve('@exam/sdk/bundle');
  } catch {
    const here = dirname(fileURLToPath(import.meta.url));
    return join(here, '../../sdk/src/generated/openapi.bundle.json');
  }
}

export interface ContractOperation {
  /** Upper case, as on the wire. */
  method: string;
  /** The path as the contract writes it, with `{param}` templates. */
  pathTemplate: string;
  operationId: string | undefined;
  /** Names of the examples of the operation's 2xx responses (what `Prefer: example=<name>` can select). */
  exampleNames: string[];
  matches(path: string): boolean;
}

export interface Contract {
  bundlePath: string;
  operations: ContractOperation[];
  /** The operations whose path template matches a concrete path such as /api/common/download/1. */
  operationsForPath(path: string): ContractOperation[];
  /** The text of the contract's `loginExpired` example (what the backend answers without a session). */
  loginExpiredText: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function templateMatcher(template: string): (path: string) => boolean {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const re = new RegExp(`^${source}$`);
  return (path) => re.test(path);
}

function successExampleNames(operation: Json): string[] {
  const names = new Set<string>();
  const responses = isObject(operation.responses) ? operation.responses : {};
  for (const [status, response] of Object.entries(responses)) {
    if (!/^2/.test(status) || !isObject(response) || !isObject(response.content)) continue;
    for (const media of Object.values(response.content)) {
      if (isObject(media) && isObject(media.examples)) for (const name of Object.keys(media.examples)) names.add(name);
    }
  }
  return [...names];
}

function findLoginExpiredText(operations: Json[]): string {
  for (const operation of operations) {
    const responses = isObject(operation.responses) ? operation.responses : {};
    for (const response of Object.values(responses)) {
      if (!isObject(response) || !isObject(response.content)) continue;
      for (const media of Object.values(response.content)) {
        const example = isObject(media) && isObject(media.examples) ? media.examples.loginExpired : undefined;
        const value = isObject(example) ? example.value : undefined;
        if (isObject(value) && typeof value.result === 'string') return value.result;
      }
    }
  }
  return DEFAULT_LOGIN_EXPIRED;
}

export function loadContract(bundlePath = resolveBundlePath()): Contract {
  const bundle: unknown = JSON.parse(readFileSync(bundlePath, 'utf8'));
  const paths = isObject(bundle) && isObject(bundle.paths) ? bundle.paths : {};
  const operations: ContractOperation[] = [];
  const rawOperations: Json[] = [];
  for (const [pathTemplate, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const matches = templateMatcher(pathTemplate);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      rawOperations.push(operation);
      operations.push({
        method: method.toUpperCase(),
        pathTemplate,
        operationId: typeof operation.operationId === 'string' ? operation.operationId : undefined,
        exampleNames: successExampleNames(operation),
        matches,
      });
    }
  }
  return {
    bundlePath,
    operations,
    operationsForPath: (path) => operations.filter((o) => o.matches(path)),
    loginExpiredText: findLoginExpiredText(rawOperations),
  };
}
