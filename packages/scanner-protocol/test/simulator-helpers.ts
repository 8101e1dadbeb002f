// A raw websocket client for the simulator tests: sends driver commands as JSON frames, records every frame it
// receives, waits for replies and events, and checks every frame both ways against the AsyncAPI payload schemas.
import { basename } from 'node:path';
import { WebSocket } from 'ws';
import { createPayloadValidator } from '../src/schemas.ts';

export type Json = Record<string, unknown>;

const validator = createPayloadValidator();

/** The spec's file name rule with the simulator's default prefix: prefix, optional hyphen, 17 digits, extension. */
export const FILE_NAME_RULE = /^EXAMSCAN-?(\d{17})\.jpg$/;

/** The 17-digit timestamp of an image path whose file name follows the rule (any prefix and extension). */
export function timestampOf(imagePath: string): string | undefined {
  return /^.*?-?(\d{17})\.[a-z-]+$/.exec(basename(imagePath))?.[1];
}

interface Waiter {
  predicate: (message: Json) => boolean;
  from: number;
  resolve: (message: Json) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class RawDriverClient {
  /** Every frame received, parsed, in order. */
  readonly received: Json[] = [];
  /** Arrival time (performance.now()) of each received frame. */
  readonly receivedAt: number[] = [];
  /** Schema violations, both directions. */
  readonly violations: string[] = [];
  private waiters: Waiter[] = [];
  closed: Promise<void>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Json;
      this.received.push(message);
      this.receivedAt.push(performance.now());
      const { name, errors } = validator.checkDriverMessage('receive', message);
      if (errors.length > 0) this.violations.push(`received ${name ?? String(message.func)}: ${errors.join('; ')}`);
      const index = this.received.length - 1;
      for (const waiter of [...this.waiters]) {
        if (index >= waiter.from && waiter.predicate(message)) {
          clearTimeout(waiter.timer);
          this.waiters = this.waiters.filter((w) => w !== waiter);
          waiter.resolve(message);
        }
      }
    });
    this.closed = new Promise((resolve) => ws.once('close', () => resolve()));
  }

  static async connect(url: string): Promise<RawDriverClient> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new RawDriverClient(ws);
  }

  /** Sends a command (checked against its schema unless check is false). */
  send(message: Json, check = true): void {
    if (check) {
      const { name, errors } = validator.checkDriverMessage('send', message);
      if (errors.length > 0) this.violations.push(`sent ${name ?? String(message.func)}: ${errors.join('; ')}`);
    }
    this.ws.send(JSON.stringify(message));
  }

  /** Waits for the first frame at or after index `from` that matches. */
  waitFor(predicate: (message: Json) => boolean, options: { from?: number; timeoutMs?: number; what?: string } = {}): Promise<Json> {
    const from = options.from ?? 0;
    const found = this.received.findIndex((message, i) => i >= from && predicate(message));
    if (found >= 0) return Promise.resolve(this.received[found] as Json);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`timed out waiting for ${options.what ?? 'a message'}`));
      }, options.timeoutMs ?? 5000);
      const waiter: Waiter = { predicate, from, resolve, reject, timer };
      this.waiters.push(waiter);
    });
  }

  /** Sends a command and resolves with its reply. */
  call(func: string, params: Json = {}, options: { check?: boolean; timeoutMs?: number } = {}): Promise<Json> {
    const from = this.received.length;
    this.send({ func, ...params }, options.check ?? true);
    return this.waitFor((m) => m.func === func && 'ret' in m, { from, timeoutMs: options.timeoutMs, what: `the reply to ${func}` });
  }

  /** Sends start_scan and resolves with the frames from its reply to scan_end (inclusive). */
  async scan(params: Json = {}, timeoutMs = 8000): Promise<Json[]> {
    const from = this.received.length;
    const reply = await this.call('start_scan', params);
    if (reply.ret !== 0) throw new Error(`start_scan failed: ${String(reply.err_info)}`);
    await this.waitFor((m) => m.func === 'scan_end', { from, timeoutMs, what: 'scan_end' });
    const end = this.received.findIndex((m, i) => i >= from && m.func === 'scan_end');
    return this.received.slice(from, end + 1);
  }

  /** Frames received from index `from` on, with a func among `funcs` (all when empty). */
  since(from: number, ...funcs: string[]): Json[] {
    return this.received.slice(from).filter((m) => funcs.length === 0 || funcs.includes(String(m.func)));
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close();
    await this.closed;
  }
}

/** Initialises the driver and opens its first device. */
export async function openFirstDevice(client: RawDriverClient): Promise<string> {
  await client.call('init_device');
  const list = await client.call('get_device_name_list');
  const name = (list.device_name_list as string[])[0];
  if (!name) throw new Error('the simulator has no device');
  const opened = await client.call('open_device', { device_name: name });
  if (opened.ret !== 0) throw new Error(`open_device failed: ${String(opened.err_info)}`);
  return name;
}
