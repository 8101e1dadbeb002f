// The stateful handlers in process, for vitest and the browser (MSW, typed with openapi-msw): one implementation,
// three uses (the stateful mock server, these MSW handlers, and the tests). Every request and answer is validated
// against the contract exactly as in the server; a request breaking the contract gets 422 and a logged violation.
//
//   const server = setupServer(...createMswHandlers({ baseUrl: 'http://api.test' }));
//   server.listen();
import type { paths } from '@exam/sdk';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { createConsoleLogger } from '../logger.ts';
import type { Logger } from '../logger.ts';
import { createStatefulApp } from './app.ts';
import type { StatefulApp } from './app.ts';
import type { Store } from './store.ts';

export interface MswHandlerOptions {
  /** The origin the client calls, e.g. 'http://api.test'; default: any origin ('*'). */
  baseUrl?: string;
  logger?: Logger;
}

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type AnyResolver = (info: { request: Request }) => Promise<Response>;
type LooseHttp = Record<Method, (path: string, resolver: AnyResolver) => HttpHandler>;

/** Creates the app the handlers share (a fresh seeded store unless one is given). */
export function createMswApp(store?: Store, logger: Logger = createConsoleLogger('[mock msw]')): StatefulApp {
  return createStatefulApp({ logger, ...(store ? { store } : {}) });
}

/**
 * One MSW handler per operation of the contract (openapi-msw's `http`, typed by the SDK's `paths`), each answered
 * by the stateful app on `store` (a fresh seeded store when absent).
 */
export function createMswHandlers(store?: Store, options: MswHandlerOptions = {}): HttpHandler[] {
  const logger = options.logger ?? createConsoleLogger('[mock msw]');
  const app = createMswApp(store, logger);
  const http = createOpenApiHttp<paths>({ baseUrl: options.baseUrl ?? '*' });
  // The handlers are registered from the bundle's operation list, so the path literal is not known statically here;
  // openapi-msw still converts each `{param}` template and the contract's paths are exactly the SDK's `paths` keys.
  const loose = http as unknown as LooseHttp;
  return app.table.operations.map((operation) =>
    loose[operation.method.toLowerCase() as Method](operation.pathTemplate as keyof paths & string, async ({ request }) => {
      const url = new URL(request.url);
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const body = new Uint8Array(await request.arrayBuffer());
      const answer = await app.handle({ method: request.method, url: url.pathname + url.search, headers, body });
      if (answer.status === 422) logger.error(`CONTRACT VIOLATION: ${request.method} ${url.pathname} -> 422 ${answer.body.toString('utf8')}`);
      const out = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
      }
      return new Response(new Uint8Array(answer.body), { status: answer.status, headers: out });
    }),
  );
}
