// node --import tsx packages/scanner-protocol/src/simulator/cli.ts [--port 38999] [--devices a,b] [--rate 360] [--duplex]
import { createConsoleLogger } from './logger.ts';
import { SIMULATOR_DEFAULT_PORT } from './protocol.ts';
import { startDriverSimulator } from './server.ts';
import type { DriverSimulatorOptions } from './server.ts';

const USAGE = `Usage: node --import tsx packages/scanner-protocol/src/simulator/cli.ts [options]

A scanner driver simulator: the local driver's websocket (ws://127.0.0.1:38999) scanning synthetic answer sheets,
with a control API under http://127.0.0.1:38999/__sim/ (GET /__sim lists it). Its tray is the built-in answer sheet,
or sheets printed on any exam subject's template saved in the portal:

  curl -X POST http://127.0.0.1:38999/__sim/sheets -H 'content-type: application/json' \\
       -d '{"fromTemplate":{"examId":3001,"subjectId":2},"count":5}'

prints 5 sheets on that subject's template images, with the exam-number bubbles and option boxes found inside its
saved areas filled (students not scanned yet; random answers); the answer, and GET /__sim/sheets, is the ground truth
(marks in the order of "questions", the sub-question numbers). {"default":true} goes back to the built-in sheet.

  --port <n>         default ${SIMULATOR_DEFAULT_PORT} (0 picks a free port)
  --host <addr>      default 127.0.0.1
  --devices <a,b>    scanner names, comma-separated; default "Kodak i2600"; "" for none
  --rate <n>         images per minute; default 120
  --duplex           double-sided by default (front and back image per sheet)
  --prefix <text>    file_name_prefix of the default global config; default EXAMSCAN
  --generate <n>     scan n generated sheets instead of the example world's six
  --backend <url>    the backend (http://127.0.0.1:4010) whose saved templates POST /__sim/sheets
                     {"fromTemplate":{"examId","subjectId"},"count"?:n} prints sheets from (npm start passes its mock)
  --initialized      is_device_init answers true from the start
  --quiet            no log lines`;

const VALUE_OPTIONS = ['--port', '-p', '--host', '--devices', '--rate', '--prefix', '--generate', '--backend'];

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv: string[]): DriverSimulatorOptions & { generate?: number; quiet: boolean } {
  const options: DriverSimulatorOptions & { generate?: number; quiet: boolean } = { quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    if (arg === '--duplex') {
      options.duplex = true;
      continue;
    }
    if (arg === '--initialized') {
      options.initialized = true;
      continue;
    }
    if (arg === '--quiet') {
      options.quiet = true;
      continue;
    }
    const [name = '', inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    if (!VALUE_OPTIONS.includes(name)) fail(`unknown argument ${arg}`);
    const value = inline ?? argv[++i];
    if (value === undefined) fail(`${name} needs a value`);
    switch (name) {
      case '--port':
      case '-p': {
        const port = Number(value);
        if (!Number.isInteger(port) || port < 0 || port > 65535) fail('--port must be a port number');
        options.port = port;
        break;
      }
      case '--host':
        if (!value) fail('--host needs a value');
        options.host = value;
        break;
      case '--devices':
        options.devices = value
          .split(',')
          .map((device) => device.trim())
          .filter(Boolean);
        break;
      case '--rate': {
        const rate = Number(value);
        if (!Number.isFinite(rate) || rate <= 0 || rate > 60_000) fail('--rate must be a number of images per minute (1–60000)');
        options.ratePerMinute = rate;
        break;
      }
      case '--prefix':
        options.prefix = value;
        break;
      case '--backend':
        if (!/^https?:\/\/[^/]+/.test(value)) fail('--backend must be an http(s) URL, e.g. http://127.0.0.1:4010');
        options.backend = value.replace(/\/+$/, '');
        break;
      case '--generate': {
        const count = Number(value);
        if (!Number.isInteger(count) || count < 0 || count > 10_000) fail('--generate must be 0–10000');
        options.generate = count;
        break;
      }
      default:
        fail(`unknown argument ${arg}`);
    }
  }
  return options;
}

const { generate, quiet, ...options } = parseArgs(process.argv.slice(2));
const logger = createConsoleLogger();
try {
  const simulator = await startDriverSimulator({ ...options, logger: quiet ? undefined : logger });
  if (generate !== undefined) simulator.control.loadSheets({ generate: { count: generate } });
  const state = simulator.control.state();
  logger.info(
    `listening on ${simulator.url} (devices: ${state.devices.join(', ') || 'none'}; ${state.ratePerMinute} images/min; ` +
      `${state.duplex ? 'double' : 'single'}-sided; ${state.sheetsInTray} sheets a scan); control API at ${simulator.controlUrl}`,
  );
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    if (!quiet) logger.info(`${signal}: stopping`);
    simulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  logger.error(`could not start the simulator: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
