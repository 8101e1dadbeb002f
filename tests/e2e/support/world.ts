// A worker's world: its own stateful mock, driver simulator and `vite preview` of the one build (global-setup.ts),
// started when the worker's first test needs them and stopped when the worker ends. Nothing in one world is seen by
// another: the mock's store, scenario rules and request log, the simulator's tray and faults are all per world.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOCK_PORT, MOCK_URL, SCANNER_PORT, SCANNER_URL, WEB_OUT_DIR, WEB_PORT, WEB_URL, WORLD_INDEX } from './env';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const WEB = join(ROOT, 'packages', 'web');

interface Server {
  name: string;
  /** Answers 200 once the server can take requests. */
  health: string;
  command: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

const SERVERS: Server[] = [
  {
    name: 'mock',
    health: `${MOCK_URL}/__mock/health`,
    command: [process.execPath, '--import', 'tsx', join(ROOT, 'packages/mock-server/src/cli.ts'), '--mode', 'stateful', '--port', String(MOCK_PORT)],
  },
  {
    name: 'simulator',
    health: `${SCANNER_URL}/__sim/health`,
    command: [process.execPath, '--import', 'tsx', join(ROOT, 'packages/scanner-protocol/src/simulator/cli.ts'), '--port', String(SCANNER_PORT), '--backend', MOCK_URL, '--quiet'],
  },
  {
    // The portal as users get it: the production build, served by vite preview, which proxies /api, /upload and /ws
    // to this world's mock.
    name: 'portal',
    health: WEB_URL,
    command: [process.execPath, join(WEB, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(WEB_PORT), '--strictPort', '--host', '127.0.0.1'],
    cwd: WEB,
    env: { EXAM_API_ORIGIN: MOCK_URL, EXAM_WEB_OUT_DIR: WEB_OUT_DIR },
  },
];

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** A server's last lines of output, for the message when it does not come up. */
function tail(lines: string[]): string {
  return lines.join('').split('\n').slice(-20).join('\n');
}

async function start(server: Server, children: ChildProcess[]): Promise<void> {
  // A world left by a worker that was killed before it could stop its servers (or one a developer started by hand on
  // these ports) is reused: every test resets the mock and the simulator it uses anyway.
  if (await answers(server.health)) return;
  const [command = '', ...args] = server.command;
  const child = spawn(command, args, {
    cwd: server.cwd ?? ROOT,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`world ${WORLD_INDEX}: the ${server.name} exited (${child.exitCode}) before it answered ${server.health}:\n${tail(output)}`);
    if (await answers(server.health)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`world ${WORLD_INDEX}: the ${server.name} did not answer ${server.health} within 60 s:\n${tail(output)}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(killed);
}

export interface World {
  index: number;
  mockUrl: string;
  webUrl: string;
  scannerUrl: string;
  stop(): Promise<void>;
}

/** Starts this worker's servers side by side and resolves when all three answer. */
export async function startWorld(): Promise<World> {
  const children: ChildProcess[] = [];
  // Whatever happens to the worker, its servers go with it.
  const killAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
  process.once('exit', killAll);
  const stopAll = async () => {
    process.off('exit', killAll);
    await Promise.all(children.map(stop));
  };
  try {
    await Promise.all(SERVERS.map((server) => start(server, children)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { index: WORLD_INDEX, mockUrl: MOCK_URL, webUrl: WEB_URL, scannerUrl: SCANNER_URL, stop: stopAll };
}
