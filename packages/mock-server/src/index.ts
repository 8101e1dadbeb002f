// The mock backend, for tests (in process) and for `npm start` (through cli.ts).
//
//   const mock = await startMockServer({ mode: 'stateful', port: 0 });
//   await fetch(`${mock.url}/api/login/userinfo`);
//   await mock.close();
import { createServer } from 'node:net';
import { createPrismBackend } from './backends/prism.ts';
import { createStatefulBackend } from './stateful/backend.ts';
import { loadContract, resolveBundlePath } from './contract.ts';
import { createFrontServer } from './front-server.ts';
import { createConsoleLogger } from './logger.ts';
import type { Logger } from './logger.ts';
import { freePort, startPrism } from './prism-process.ts';
import type { Store } from './stateful/store.ts';

export type { Backend, BackendRequest, BackendResponse } from './backends/types.ts';
export type { Logger } from './logger.ts';
export { createConsoleLogger, silentLogger } from './logger.ts';
export type { ListedRule, ScenarioRule } from './scenario.ts';
export type { Outcome, RequestLogEntry } from './request-log.ts';
export { maskSecrets } from './request-log.ts';
export { resolveBundlePath } from './contract.ts';

/**
 * - `stateful` (default): the front server in front of the in-memory store (seeded dataset, sessions, every request
 *   and response validated against the contract in process); operations without a handler answer their `ok` example.
 * - `contract`: the front server (scenario API, request log, 登录失效 envelope, loud contract violations)
 *   in front of Prism serving the contract's examples.
 * - `prism`: bare Prism on the port, exactly the contract and nothing more.
 */
export type MockMode = 'stateful' | 'contract' | 'prism';
export const MOCK_MODES: readonly MockMode[] = ['stateful', 'contract', 'prism'];

export interface MockServerOptions {
  mode?: MockMode;
  /** 0 picks a free port (see `url`). Default 4010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default: `[mock]` lines on stdout/stderr. */
  logger?: Logger;
  /** The dereferenced OpenAPI bundle; default the SDK's generated openapi.bundle.json. */
  bundlePath?: string;
  /** Stateful mode: a store built beforehand (a benchmark's 50,000 papers) instead of the seeded one. */
  store?: Store;
}

export interface MockServer {
  url: string;
  mode: MockMode;
  port: number;
  /** Stops the front server and its backend; safe to call twice. */
  close(): Promise<void>;
}

/** Fails with a clear message when something already listens on host:port. */
function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} on ${host} is already in use`) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const { mode = 'stateful', host = '127.0.0.1', logger = createConsoleLogger(), bundlePath = resolveBundlePath() } = options;
  const requestedPort = options.port ?? 4010;
  if (!MOCK_MODES.includes(mode)) throw new Error(`unknown mode "${String(mode)}" (modes: ${MOCK_MODES.join(', ')})`);

  if (mode === 'prism') {
    const port = requestedPort === 0 ? await freePort(host) : requestedPort;
    await assertPortFree(host, port);
    const prism = await startPrism({
      document: bundlePath,
      port,
      host,
      verboseLevel: 'info',
      onOutput: (line) => logger.info(line),
      logger,
    });
    return { url: prism.url, mode, port, close: once(() => prism.stop()) };
  }

  const contract = loadContract(bundlePath);
  const backend = mode === 'stateful' ? createStatefulBackend({ logger, bundlePath, ...(options.store ? { store: options.store } : {}) }) : createPrismBackend({ document: bundlePath, logger });
  const front = createFrontServer({ backend, contract, logger, mode });
  const close = once(() => front.close());
  try {
    // Listen at once (health answers 503 "starting" meanwhile) and start the backend in parallel.
    await new Promise<void>((resolve, reject) => {
      front.server.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'EADDRINUSE' ? new Error(`port ${requestedPort} on ${host} is already in use`) : error),
      );
      front.server.listen(requestedPort, host, () => resolve());
    });
    await front.ready;
  } catch (error) {
    await close();
    throw error;
  }
  const address = front.server.address();
  const port = typeof address === 'object' && address ? address.port : requestedPort;
  return { url: `http://${host}:${port}`, mode, port, close };
}
