// Starts Prism (`prism mock <bundle> --errors`) as a child process, waits until it answers, and stops it.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from './logger.ts';

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'prism-child.mjs');

export interface PrismOptions {
  document: string;
  port: number;
  host: string;
  /** Prism's own log level: `info` logs every request (bare mode), `error` keeps it quiet behind the front server. */
  verboseLevel?: 'info' | 'warn' | 'error' | 'silent';
  /** Where Prism's own output goes; it is also kept (last lines) to explain a failed start. */
  onOutput?: (line: string) => void;
  /** How long to wait for Prism to answer (a busy 2-core machine needs a few seconds). */
  readyTimeoutMs?: number;
  logger: Logger;
}

export interface PrismProcess {
  url: string;
  port: number;
  /** Resolves when the Prism process has exited (for whatever reason). */
  exited: Promise<void>;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** True when any HTTP server answers on host:port. */
function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host, port, path: '/__prism_ready_probe', method: 'GET', timeout: 1000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startPrism(options: PrismOptions): Promise<PrismProcess> {
  const { document, port, host, verboseLevel = 'error', onOutput, readyTimeoutMs = 60_000, logger } = options;
  const args = [CHILD, 'mock', document, '--errors', '--port', String(port), '--host', host];
  args.push('--verboseLevel', verboseLevel, '--multiprocess', 'false');
  const child = spawn(process.execPath, args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development', FORCE_COLOR: '0' },
  });

  const tail: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      onOutput?.(line);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  child.stdin.on('error', () => {});

  let running = true;
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      exitCode = code ?? (signal ? 128 : null);
      resolve();
    });
    child.once('error', (error) => {
      running = false;
      tail.push(String(error));
      resolve();
    });
  });

  // Kill Prism if this process ends without closing the server (a test runner exiting, an uncaught error).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));

  const stop = async () => {
    if (!running) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };

  const started = Date.now();
  while (!(await answers(host, port))) {
    if (!running) {
      throw new Error(`Prism exited (code ${exitCode}) before it answered on ${host}:${port}:\n${tail.join('\n')}`);
    }
    if (Date.now() - started > readyTimeoutMs) {
      await stop();
      throw new Error(`Prism did not answer on ${host}:${port} within ${readyTimeoutMs} ms:\n${tail.join('\n')}`);
    }
    await sleep(100);
  }
  logger.info(`Prism ready on http://${host}:${port} in ${Date.now() - started} ms`);
  return { url: `http://${host}:${port}`, port, exited, stop };
}
