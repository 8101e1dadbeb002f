// A tiny scripted driver for the client tests: a real websocket server that records every command, answers with
// scripted replies, sends events on demand and checks every message both ways against the AsyncAPI payload schemas.
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { createPayloadValidator } from '../src/schemas.ts';

type Json = Record<string, unknown>;

/** How the peer answers a command: a reply body (func is added), 'silent' for no reply, or a function deciding. */
export type Responder = Json | 'silent' | ((command: Json) => Json | 'silent');

export interface DriverPeer {
  readonly port: number;
  readonly url: string;
  /** Commands received, in order. */
  readonly received: Json[];
  /** Schema violations seen in either direction (each test expects none). */
  readonly violations: string[];
  /** Number of connections accepted so far. */
  connections: number;
  /** Sets how a func is answered (default: ret 0, err_info '' and data that fits the schema). */
  respond(func: string, responder: Responder): void;
  /** Sends a message to every connected client (checked against the schemas as a reply or event). */
  send(message: object): void;
  /** Sends a raw text frame, unchecked. */
  sendRaw(text: string): void;
  /** Waits until n commands have been received in total. */
  waitForCommands(n: number): Promise<void>;
  /** Waits until a client is connected. */
  waitForConnection(): Promise<void>;
  /** Drops every client connection abruptly. */
  dropClients(): void;
  /** Stops listening and drops clients. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

const validator = createPayloadValidator();

/** Successful replies that satisfy the schemas, for commands a test does not script. */
const DEFAULT_RESPONSES: Record<string, Responder> = {
  is_device_init: { init: false },
  get_device_name_list: { device_name_list: [] },
  get_global_config: {
    global_config: {
      file_save_path: '/tmp/scan',
      file_name_prefix: 'EXAMSCAN',
      file_name_mode: 'date_time',
      image_format: 'jpg',
      image_jpeg_quality: 80,
      image_tiff_compression: 'none',
      image_tiff_jpeg_quality: 80,
      is_cover: false,
    },
  },
  get_device_param: { device_param: [] },
  load_image: { image_base64: '' },
  get_image_thumbnail_list: (command) => ({
    image_thumbnail_list: (command.image_path_list as string[]).map((image_path) => ({ image_path, image_base64: '' })),
  }),
};

export async function startDriverPeer(port = 0): Promise<DriverPeer> {
  let server: WebSocketServer;
  const clients = new Set<WebSocket>();
  const responders = new Map<string, Responder>();
  const waiters: (() => void)[] = [];

  const check = (direction: 'send' | 'receive', message: unknown) => {
    try {
      const { name, errors } = validator.checkDriverMessage(direction, message);
      for (const e of errors) peer.violations.push(`${direction} ${name ?? '?'}: ${e} in ${JSON.stringify(message).slice(0, 200)}`);
    } catch (error) {
      peer.violations.push(`${direction}: the validator failed: ${String(error)}`);
    }
  };
  const notify = () => {
    for (const w of waiters.splice(0)) w();
  };

  const listen = (p: number) =>
    new Promise<WebSocketServer>((resolve, reject) => {
      const s = new WebSocketServer({ host: '127.0.0.1', port: p });
      s.once('listening', () => resolve(s));
      s.once('error', reject);
      s.on('connection', (ws) => {
        clients.add(ws);
        peer.connections += 1;
        notify();
        ws.on('close', () => clients.delete(ws));
        ws.on('message', (data, isBinary) => {
          if (isBinary) {
            peer.violations.push('binary frame from the client');
            return;
          }
          let command: Json;
          try {
            command = JSON.parse(String(data)) as Json;
          } catch {
            peer.violations.push(`a frame that is not JSON: ${String(data).slice(0, 100)}`);
            return;
          }
          check('send', command);
          peer.received.push(command);
          notify();
          const func = String(command.func);
          const responder = responders.get(func) ?? DEFAULT_RESPONSES[func] ?? {};
          const answer = typeof responder === 'function' ? responder(command) : responder;
          if (answer === 'silent') return;
          const reply = { func, ret: 0, err_info: '', ...answer };
          check('receive', reply);
          ws.send(JSON.stringify(reply));
        });
      });
    });

  server = await listen(port);
  const actualPort = (server.address() as AddressInfo).port;

  const peer: DriverPeer = {
    port: actualPort,
    url: `ws://127.0.0.1:${actualPort}`,
    received: [],
    violations: [],
    connections: 0,
    respond(func, responder) {
      responders.set(func, responder);
    },
    send(message) {
      check('receive', message);
      for (const ws of clients) ws.send(JSON.stringify(message));
    },
    sendRaw(text) {
      for (const ws of clients) ws.send(text);
    },
    async waitForCommands(n) {
      while (peer.received.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    async waitForConnection() {
      while (![...clients].some((ws) => ws.readyState === ws.OPEN)) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    dropClients() {
      for (const ws of clients) ws.terminate();
    },
    stop() {
      peer.dropClients();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restart() {
      server = await listen(actualPort);
    },
  };
  return peer;
}
