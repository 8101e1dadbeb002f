// tsx src/cli.ts [--mode stateful|contract|prism] [--port 4010] [--host 127.0.0.1]
import { MOCK_MODES, createConsoleLogger, startMockServer } from './index.ts';
import type { MockMode } from './index.ts';

const USAGE = `Usage: tsx src/cli.ts [--mode stateful|contract|prism] [--port 4010] [--host 127.0.0.1]

  --mode stateful  (default) an in-memory backend with a seeded dataset that remembers what you do; every request
                   and answer validated against the contract; scenario API, request log, coverage under /__mock/
  --mode contract  scenario API under /__mock/, request log, 登录失效 envelope, loud contract violations,
                   in front of Prism serving the contract's examples
  --mode prism     bare Prism: the contract's examples, Prefer headers, request validation, nothing more
  --port           default 4010 (0 picks a free port)
  --host           default 127.0.0.1`;

function parseArgs(argv: string[]): { mode: MockMode; port: number; host: string } {
  const options = { mode: 'stateful' as MockMode, port: 4010, host: '127.0.0.1' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') continue; // `pnpm start -- --mode prism` may pass the separator through
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const [name, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = inline ?? argv[++i];
    if (name === '--mode') {
      if (!MOCK_MODES.includes(value as MockMode)) fail(`--mode must be one of ${MOCK_MODES.join(', ')}`);
      options.mode = value as MockMode;
    } else if (name === '--port' || name === '-p') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) fail('--port must be a port number');
      options.port = port;
    } else if (name === '--host') {
      if (!value) fail('--host needs a value');
      options.host = value ?? options.host;
    } else fail(`unknown argument ${arg}`);
  }
  return options;
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const logger = createConsoleLogger();
const options = parseArgs(process.argv.slice(2));
const started = Date.now();
// Signals are handled from the start: a stop that arrives while Prism is still starting waits for the server and
// closes it (Prism can already answer on the port before the start-up promise settles).
const serverStarting = startMockServer({ ...options, logger });
let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) process.exit(130); // a second Ctrl-C does not wait
  stopping = true;
  logger.info(`${signal}: stopping`);
  serverStarting.then((server) => server.close()).then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
try {
  const server = await serverStarting;
  logger.info(
    `${server.mode} mode listening on ${server.url} (ready in ${Date.now() - started} ms)` +
      (server.mode !== 'prism' ? `; scenario API at ${server.url}/__mock/scenario, request log at ${server.url}/__mock/requests` : ''),
  );
} catch (error) {
  logger.error(`could not start the mock server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
