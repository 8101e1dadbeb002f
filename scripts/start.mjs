#!/usr/bin/env node
// `npm start`: installs what is missing, regenerates the contract code, starts the mock backend (stateful mode,
// port 4010), the scanner driver simulator (port 38999) and the portal's dev server (port 5173), and stops them all
// on Ctrl-C.
// With EXAM_API_ORIGIN set, no mock is started: the portal proxies /api and /ws to that backend instead.
// The simulator is skipped when something already listens on 38999 (a real scanner driver, or a simulator that is
// already running), or when EXAM_SCANNER_SIMULATOR=off.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ROOT, ensurePnpm, installDeps, run } from './bootstrap.mjs';

const MOCK_PORT = 4010;
const WEB_PORT = 5173;
const SCANNER_PORT = 38999;
const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
const SCANNER_URL = `http://127.0.0.1:${SCANNER_PORT}`;

/**
 * Resolves with the HTTP status a GET gets, or null when nothing answers.
 * @param {string} url
 * @returns {Promise<number | null>}
 */
function probe(url) {
  return new Promise((resolve) => {
    const req = request(url, { method: 'GET', timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? null);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end();
  });
}

/**
 * Resolves true when something accepts TCP connections on 127.0.0.1:port (whatever protocol it speaks: a real scanner
 * driver may answer only websocket upgrades).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portTaken(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
const children = [];
let stopping = false;

/**
 * Starts a long-running child in its own process group (so stopping it stops whatever it started, e.g. pnpm → vite).
 * When an essential child stops, everything stops; an optional one (the scanner simulator) is only reported.
 * @param {string} name
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ optional?: boolean }} [options]
 */
function startChild(name, argv, env = process.env, options = {}) {
  const [command = '', ...args] = argv;
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], detached: process.platform !== 'win32' });
  children.push({ name, child });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (options.optional) {
      console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); the rest keeps running.`);
      return;
    }
    console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    void stopAll(code || 1);
  });
  return child;
}

/**
 * Starts the scanner driver simulator on the driver's port unless something holds it; returns what the banner says.
 * @param {string} backend where POST /__sim/sheets {"fromTemplate"} loads a subject's saved template from (the portal's backend)
 * @returns {Promise<string>}
 */
async function startScannerSimulator(backend) {
  if (process.env.EXAM_SCANNER_SIMULATOR === 'off') {
    console.log('EXAM_SCANNER_SIMULATOR=off: not starting the scanner driver simulator.');
    return `not started (EXAM_SCANNER_SIMULATOR=off); the portal looks for a driver on ws://127.0.0.1:${SCANNER_PORT}`;
  }
  if (await portTaken(SCANNER_PORT)) {
    if ((await probe(`${SCANNER_URL}/__sim/health`)) === 200) {
      console.log(`A scanner driver simulator is already running on ws://127.0.0.1:${SCANNER_PORT}; using it.`);
      return `simulator, ws://127.0.0.1:${SCANNER_PORT} (already running; control API ${SCANNER_URL}/__sim)`;
    }
    console.log(`Port ${SCANNER_PORT} is taken (a real scanner driver?); not starting the scanner driver simulator.`);
    return `whatever listens on port ${SCANNER_PORT} (a real driver?); the simulator was not started`;
  }
  console.log(`Starting the scanner driver simulator on ws://127.0.0.1:${SCANNER_PORT} (port ${SCANNER_PORT} is free).`);
  const child = startChild(
    'the scanner driver simulator',
    [process.execPath, '--import', 'tsx', join(ROOT, 'packages/scanner-protocol/src/simulator/cli.ts'), '--port', String(SCANNER_PORT), '--backend', backend],
    process.env,
    { optional: true },
  );
  // Optional: when it does not come up, say so and go on without it.
  const started = Date.now();
  while ((await probe(`${SCANNER_URL}/__sim/health`)) !== 200) {
    if (stopping || child.exitCode !== null || child.signalCode !== null || Date.now() - started > 30_000) {
      if (!stopping) console.error(`The scanner driver simulator did not come up on ${SCANNER_URL}; going on without it.`);
      return 'not running (the simulator did not start; see above)';
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return `simulator, ws://127.0.0.1:${SCANNER_PORT} (control API ${SCANNER_URL}/__sim: faults, devices, sheets with ground truth)`;
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** @param {number} code */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  for (const { child } of running) signalGroup(child, 'SIGTERM');
  const force = setTimeout(() => running.forEach(({ child }) => signalGroup(child, 'SIGKILL')), 5000);
  await Promise.all(running.map(({ child }) => new Promise((resolve) => child.once('exit', resolve))));
  clearTimeout(force);
  process.exit(code);
}

/**
 * @param {string} url
 * @param {string} what
 * @param {number} timeoutMs
 */
async function waitFor(url, what, timeoutMs) {
  const started = Date.now();
  const up = (/** @type {number | null} */ status) => (url.endsWith('/health') ? status === 200 : status !== null);
  while (!up(await probe(url))) {
    if (stopping) return;
    if (Date.now() - started > timeoutMs) {
      console.error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s.`);
      await stopAll(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  const pnpm = ensurePnpm();
  installDeps(pnpm);
  if (run([process.execPath, join(ROOT, 'scripts/generate.mjs')]).status !== 0) throw new Error('npm run generate failed (see above)');

  if ((await probe(WEB_URL)) !== null) {
    throw new Error(`something already listens on ${WEB_URL} (is the portal already running? open it, or stop it first)`);
  }

  let backend = process.env.EXAM_API_ORIGIN;
  let backendNote = '';
  if (backend) {
    backendNote = `${backend} (EXAM_API_ORIGIN; /api and /ws are proxied there)`;
  } else if ((await probe(`${MOCK_URL}/__mock/health`)) === 200) {
    console.log(`A mock backend is already running on ${MOCK_URL}; using it.`);
    backend = MOCK_URL;
    backendNote = `${MOCK_URL} (the mock that was already running)`;
  } else if ((await probe(MOCK_URL)) !== null) {
    console.log(`Something other than the mock already listens on ${MOCK_URL}; the portal will use it as its backend.`);
    backend = MOCK_URL;
    backendNote = `${MOCK_URL} (already running, not started by npm start)`;
  } else {
    startChild('the mock backend', [
      process.execPath,
      '--import',
      'tsx',
      join(ROOT, 'packages/mock-server/src/cli.ts'),
      '--mode',
      'stateful',
      '--port',
      String(MOCK_PORT),
    ]);
    await waitFor(`${MOCK_URL}/__mock/health`, 'The mock backend', 90_000);
    backend = MOCK_URL;
    backendNote = `mock, stateful mode, ${MOCK_URL} (coverage ${MOCK_URL}/__mock/coverage, scenario API ${MOCK_URL}/__mock/scenario, request log ${MOCK_URL}/__mock/requests)`;
  }

  const scannerNote = await startScannerSimulator(backend);

  startChild('the portal dev server', [...pnpm, '--silent', '--filter', '@exam/web', 'dev'], { ...process.env, EXAM_API_ORIGIN: backend });
  await waitFor(WEB_URL, 'The portal dev server', 120_000);
  if (!stopping) {
    console.log(
      [
        '',
        `  考试扫描与阅卷管理平台  portal:  ${WEB_URL}/`,
        `  backend: ${backendNote}`,
        `  scanner driver: ${scannerNote}`,
        backend === MOCK_URL
          ? '  example account: zhangwei / Lj@2026pass (seeded; more accounts in the README, SMS code 1234)'
          : '  sign in with an account of that backend',
        '  Ctrl-C stops everything.',
        '',
      ].join('\n'),
    );
  }
} catch (error) {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
