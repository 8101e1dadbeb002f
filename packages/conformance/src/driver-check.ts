// The scanner driver check: connect to a driver's websocket, send every command of the AsyncAPI document
// (openapi/scanner-driver.asyncapi.yaml) with its example payload, check each reply, run one scan and check every
// event of it. Payloads are validated with Ajv against the schemas generated from the document
// (@exam/scanner-protocol/schemas). A reply with ret ≠ 0 to an example that should succeed is a failure.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { parse } from 'yaml';
import { ALREADY_OPENED_DEVICE, DRIVER_COMMAND_MESSAGES, DRIVER_EVENT_MESSAGES, type DriverCommandFunc } from '@exam/scanner-protocol';
import { createPayloadValidator } from '@exam/scanner-protocol/schemas';
import { besideFile, isObject, type Json } from './openapi.ts';
import type { Report, Row } from './report.ts';

/** The driver's AsyncAPI document: beside the packed command (dist/), or the workspace's. */
export const DRIVER_DOCUMENT = besideFile('scanner-driver.asyncapi.yaml') ?? join(dirname(fileURLToPath(import.meta.url)), '../../../openapi/scanner-driver.asyncapi.yaml');

/**
 * The order commands are sent in: set up, open the scanner (device parameters need an open device), scan (start_scan, then every event until scan_end),
 * stop, then the commands that read the scan's images, and the clean-up last.
 */
export const DRIVER_ORDER: readonly DriverCommandFunc[] = [
  'is_device_init',
  'init_device',
  'get_device_name_list',
  'open_device',
  'get_global_config',
  'set_global_config',
  'get_device_param',
  'set_device_param',
  'reset_device_param',
  'start_scan',
  'stop_scan',
  'get_saved_image_list',
  'get_image_thumbnail_list',
  'load_image',
  'clear_image_list',
  'clear_global_file_save_path',
];

/**
 * Commands that change the driver's or the machine's state (the global config, the scanner's resolution and rotation,
 * the image list, the saved image files): sent only with `--write`, against a test machine.
 */
export const DRIVER_WRITES: Readonly<Partial<Record<DriverCommandFunc, string>>> = {
  set_global_config: "changes the driver's global config (save path, file names, image format)",
  set_device_param: "changes the scanner's parameters (resolution, rotation, …)",
  reset_device_param: "resets the scanner's parameters to the driver's defaults",
  clear_image_list: "forgets the images of the driver's scan list",
  clear_global_file_save_path: 'deletes the saved image files under the save path',
};

export interface DriverCheckOptions {
  target: string;
  /** Also send the commands that change settings or delete images (DRIVER_WRITES). */
  write?: boolean;
  /** How long a reply may take; default 10 s. */
  replyTimeoutMs?: number;
  /** How long the scan may take from start_scan to scan_end; default 120 s. */
  scanTimeoutMs?: number;
  documentPath?: string;
  onRow?: (row: Row) => void;
}

/** Each command's first example payload, by func, from the AsyncAPI document. */
function commandExamples(documentPath: string): Map<string, Json> {
  const doc = parse(readFileSync(documentPath, 'utf8')) as Json;
  const messages = isObject(doc.components) && isObject(doc.components.messages) ? doc.components.messages : {};
  const out = new Map<string, Json>();
  for (const [func, names] of Object.entries(DRIVER_COMMAND_MESSAGES)) {
    const message = messages[names.command];
    const examples = isObject(message) && Array.isArray(message.examples) ? message.examples.filter(isObject) : [];
    const payload = examples[0]?.payload;
    out.set(func, isObject(payload) ? payload : { func });
  }
  return out;
}

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}…` : text);

export async function runDriverCheck(options: DriverCheckOptions): Promise<Report> {
  const examples = commandExamples(options.documentPath ?? DRIVER_DOCUMENT);
  const validator = createPayloadValidator();
  const rows: Row[] = [];
  const report: Report = { title: 'exam-conformance driver: scanner driver against openapi/scanner-driver.asyncapi.yaml', target: options.target, rows };
  const replyTimeout = options.replyTimeoutMs ?? 10_000;
  const scanTimeout = options.scanTimeoutMs ?? 120_000;
  const push = (row: Row) => {
    rows.push(row);
    options.onRow?.(row);
  };

  let socket: WebSocket;
  try {
    socket = await new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(options.target);
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
  } catch (error) {
    push({ name: 'connect', what: options.target, phase: 'connect', outcome: 'break', status: 'no connection', type: '', ms: 0, notes: [error instanceof Error ? error.message : String(error)] });
    return report;
  }

  // Every frame the driver sends: parsed, then handed to whoever waits for it. Events are tallied per func.
  type Frame = { data: unknown; raw: string };
  const inbox: Frame[] = [];
  let wake: (() => void) | undefined;
  const events = new Map<string, { count: number; problems: string[]; first: number }>();
  const strays: string[] = [];
  socket.on('message', (data) => {
    const raw = String(data);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      strays.push(`a frame that is not JSON: ${clip(raw)}`);
      return;
    }
    const func = isObject(parsed) && typeof parsed.func === 'string' ? parsed.func : undefined;
    if (func && Object.hasOwn(DRIVER_EVENT_MESSAGES, func)) {
      const check = validator.checkDriverMessage('receive', parsed);
      const tally = events.get(func) ?? { count: 0, problems: [], first: performance.now() };
      tally.count++;
      for (const e of check.errors) if (tally.problems.length < 5) tally.problems.push(`${check.name ?? func} #${tally.count}: ${e}`);
      events.set(func, tally);
      if (func === 'scan_image' && isObject(parsed) && typeof parsed.image_path === 'string') imagePaths.push(parsed.image_path);
    } else if (!func || !Object.hasOwn(DRIVER_COMMAND_MESSAGES, func)) {
      strays.push(`a frame whose func is no command or event of the document: ${clip(raw)}`);
    }
    inbox.push({ data: parsed, raw });
    wake?.();
  });
  // A driver that closes the connection (it crashed, or dropped the client) is named at once: whoever waits is woken.
  let closedWith: string | undefined;
  const closed = new Promise<void>((resolve) =>
    socket.once('close', (code, reason) => {
      closedWith = `code ${code}${reason.length ? ` ${clip(String(reason))}` : ''}`;
      wake?.();
      resolve();
    }),
  );
  const imagePaths: string[] = [];

  /** The next frame with one of the funcs, or undefined after the timeout. */
  async function next(funcs: readonly string[], timeoutMs: number): Promise<Frame | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const at = inbox.findIndex((f) => isObject(f.data) && funcs.includes(String(f.data.func)));
      if (at >= 0) return inbox.splice(at, 1)[0];
      const left = deadline - Date.now();
      if (left <= 0 || socket.readyState !== WebSocket.OPEN) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  let deviceName: string | undefined;
  const closedRow = (row: Row, during: string) => {
    row.outcome = 'break';
    row.status = 'closed';
    row.notes.push(`the driver closed the connection during ${during} (${closedWith ?? 'closed'}); the check ends here`);
    push(row);
  };
  for (const func of DRIVER_ORDER) {
    const names = DRIVER_COMMAND_MESSAGES[func];
    const write = DRIVER_WRITES[func];
    if (write && !options.write) {
      push({ name: func, what: `command ${func} → ${names.reply}`, phase: 'command', outcome: 'skipped', status: '', type: names.reply, ms: 0, notes: [`not sent without --write: it ${write}`] });
      continue;
    }
    const command: Json = structuredClone(examples.get(func) ?? { func });
    // Examples name the example world's scanner and images; the driver's own are used where it has named them.
    if (func === 'open_device' && deviceName) command.device_name = deviceName;
    if (func === 'load_image' && imagePaths[0]) command.image_path = imagePaths[0];
    if (func === 'get_image_thumbnail_list' && imagePaths.length) command.image_path_list = imagePaths.slice(0, 2);
    if (func === 'get_saved_image_list' && imagePaths[0]) command.after_image_path = imagePaths[0];
    const row: Row = { name: func, what: `command ${func} → ${names.reply}`, phase: func === 'start_scan' ? 'scan' : 'command', outcome: 'ok', status: '', type: names.reply, ms: 0, notes: [] };
    const sent = validator.validate(names.command, command);
    if (sent.length) {
      row.outcome = 'break';
      row.notes.push(...sent.map((e) => `command (the document's example): ${e}`));
    }
    inbox.length = 0;
    const started = performance.now();
    if (socket.readyState !== WebSocket.OPEN) {
      closedRow(row, `the wait before ${func}`);
      break;
    }
    socket.send(JSON.stringify(command));
    const reply = await next([func], func === 'start_scan' ? scanTimeout : replyTimeout);
    row.ms = performance.now() - started;
    if (!reply && closedWith !== undefined) {
      closedRow(row, func === 'start_scan' ? 'start_scan (before its reply)' : func);
      break;
    }
    if (!reply) {
      row.outcome = 'break';
      row.status = 'no reply';
      row.notes.push(`no ${func} reply within ${Math.round((func === 'start_scan' ? scanTimeout : replyTimeout) / 1000)} s`);
      push(row);
      continue;
    }
    const data = reply.data as Json;
    row.status = `ret ${String(data.ret)}`;
    const problems = validator.validate(names.reply, data);
    if (problems.length) {
      row.outcome = 'break';
      row.notes.push(...problems.map((e) => `reply ${e}`));
    } else if (data.ret !== 0 && !(func === 'open_device' && data.err_info === ALREADY_OPENED_DEVICE)) {
      row.outcome = 'failure';
      row.notes.push(`the example command was refused: ret ${String(data.ret)} ${clip(String(data.err_info ?? ''))}`);
    }
    if (func === 'get_saved_image_list' && row.outcome === 'ok' && imagePaths[0]) {
      // The images saved after the scan's first one are the rest of the scan's images, in the order they came.
      const listed = Array.isArray(data.image_list) ? data.image_list.map((image) => (isObject(image) ? image.image_path : undefined)) : [];
      const expected = imagePaths.slice(1);
      if (JSON.stringify(listed) !== JSON.stringify(expected)) {
        row.outcome = 'failure';
        row.notes.push(`the images listed after ${clip(imagePaths[0])} are not the scan's next ${expected.length} images in order: ${clip(JSON.stringify(listed))}`);
      }
      if (data.scanning !== false) {
        row.outcome = 'failure';
        row.notes.push('scanning is not false after stop_scan and scan_end');
      }
    }
    if (func === 'get_device_name_list' && Array.isArray(data.device_name_list) && typeof data.device_name_list[0] === 'string') deviceName = data.device_name_list[0];
    if (func === 'start_scan' && row.outcome === 'ok') {
      // One scan: scan_begin, the images (and scan_info), then scan_end.
      const end = await next(['scan_end'], scanTimeout);
      row.ms = performance.now() - started;
      if (!end && closedWith !== undefined) {
        const images = events.get('scan_image')?.count ?? 0;
        closedRow(row, `the scan (after ${images} image${images === 1 ? '' : 's'}, before scan_end)`);
        break;
      }
      if (!end) {
        row.outcome = 'break';
        row.notes.push(`no scan_end within ${Math.round(scanTimeout / 1000)} s of start_scan`);
      }
      for (const required of ['scan_begin', 'scan_image', 'scan_end']) {
        if (!events.has(required)) {
          row.outcome = 'break';
          row.notes.push(`the scan sent no ${required} event`);
        }
      }
    }
    push(row);
  }

  for (const [func, tally] of events) {
    push({
      name: func,
      what: `event ${func} × ${tally.count}`,
      phase: 'event',
      outcome: tally.problems.length ? 'break' : 'ok',
      status: `${tally.count} received`,
      type: DRIVER_EVENT_MESSAGES[func as keyof typeof DRIVER_EVENT_MESSAGES].event,
      ms: 0,
      notes: tally.problems,
    });
  }
  if (strays.length) push({ name: 'frames', what: 'frames outside the document', phase: 'event', outcome: 'break', status: '', type: '', ms: 0, notes: strays.slice(0, 10) });
  socket.close();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
  return report;
}
