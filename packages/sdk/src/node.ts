// @exam/sdk/node: the typed client for scripts and tests in Node, with a cookie jar for the session and an optional
// strict mode that checks every JSON answer against the contract.
import makeFetchCookie from 'fetch-cookie';
import type { Middleware } from 'openapi-fetch';
import { CookieJar } from 'tough-cookie';
import { createApiClient, type ApiClient } from './client';
import { ContractViolationError, validateResponse } from './contract';

export * from './index';
export { ContractViolationError, responseSchemaFor, validateResponse } from './contract';
export { CookieJar } from 'tough-cookie';

export interface NodeClientOptions {
  /** The portal or backend origin, e.g. 'http://127.0.0.1:8080' (Node needs an absolute URL). */
  baseUrl: string;
  /** Check every 200 JSON body against the contract; a violation rejects the call with ContractViolationError. */
  strict?: boolean;
  /** The time limit of each call in milliseconds (default 30 s; 0 for none), as for the browser client. */
  timeoutMs?: number;
}

/**
 * Creates a client that keeps the session cookie (set by dologin) in `jar` and sends it with every later call.
 *
 * @example
 * const { client } = createNodeClient({ baseUrl: 'http://127.0.0.1:8080', strict: true });
 * await unwrap(client.POST('/api/login/dologin', { body: { ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false } }));
 * const session = await unwrap(client.GET('/api/login/userinfo'));
 */
export function createNodeClient(options: NodeClientOptions): { client: ApiClient; jar: CookieJar } {
  const jar = new CookieJar();
  // The global fetch is looked up per request, as in the browser client.
  const fetchWithCookies = makeFetchCookie((input: string | URL | Request, init?: RequestInit) => fetch(input, init), jar);
  const client = createApiClient({ baseUrl: options.baseUrl, fetch: fetchWithCookies, timeoutMs: options.timeoutMs });
  if (options.strict) client.use(contractCheck);
  return { client, jar };
}

/** Validates 200 JSON answers against the operation's response schema. */
const contractCheck: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    if (response.status !== 200 || !/\bjson\b/i.test(response.headers.get('Content-Type') ?? '')) return undefined;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      throw new ContractViolationError(request.method, schemaPath, ['(body): not valid JSON']);
    }
    validateResponse(request.method, schemaPath, body);
    return undefined;
  },
};
