// The stateful backend behind the front server (mode `stateful`): the in-memory store answers, validated both ways
// against the contract in process (see app.ts). Scenario rules, the request log and fault switches stay in the front
// server; a scenario `example` rule reaches here as `request.example` and is answered straight from the bundle.
import type { Logger } from '../logger.ts';
import type { Backend, BackendRequest, BackendResponse } from '../backends/types.ts';
import { createStatefulApp } from './app.ts';
import type { StatefulApp } from './app.ts';
import type { Store } from './store.ts';
import { pushChannels } from './staff-store.ts';
import type { PushPublish } from '../backends/types.ts';

export interface StatefulBackendOptions {
  logger: Logger;
  bundlePath?: string;
  store?: Store;
}

export interface StatefulBackend extends Backend {
  /** The app (store, operation table) once started. */
  readonly app: StatefulApp | undefined;
}

export function createStatefulBackend(options: StatefulBackendOptions): StatefulBackend {
  let app: StatefulApp | undefined;
  let publish: PushPublish | undefined;
  return {
    name: 'stateful',
    get app() {
      return app;
    },
    async start() {
      const started = Date.now();
      app = createStatefulApp({ logger: options.logger, ...(options.bundlePath ? { bundlePath: options.bundlePath } : {}), ...(options.store ? { store: options.store } : {}) });
      if (publish) pushChannels.set(app.store, publish);
      const { data } = app.store;
      const coverage = app.coverage();
      options.logger.info(
        `stateful store seeded in ${Date.now() - started} ms: ${data.units.size} units, ${data.accounts.size} accounts, ` +
          `${data.students.size} students, ${data.exams.size} exams; ${coverage.stateful}/${coverage.total} operations stateful, ` +
          `the rest answer their contract example (GET /__mock/coverage)`,
      );
    },
    async handle(req: BackendRequest): Promise<BackendResponse> {
      if (!app) throw new Error('the stateful backend has not started');
      const answer = await app.handle({ method: req.method, url: req.url, headers: req.headers, body: req.body, ...(req.example ? { example: req.example } : {}) });
      return { status: answer.status, headers: answer.headers, body: answer.body };
    },
    setPush(p) {
      publish = p;
      if (app) pushChannels.set(app.store, p);
    },
    coverage() {
      return app?.coverage();
    },
    reset(keepSessions) {
      return app?.reset(keepSessions);
    },
    advanceClock(ms) {
      if (!app) return false;
      app.store.advanceClock(ms);
      return true;
    },
    async close() {
      app = undefined;
    },
  };
}
