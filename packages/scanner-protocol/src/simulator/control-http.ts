// The simulator's HTTP control API, on the same port as its websocket, under /__sim/ (JSON in and out), so browser
// tests and `npm start` users can steer it from outside the process. See the README's Simulator section.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sheetsFromTemplate } from './from-template.ts';
import type { FromTemplateRequest } from './from-template.ts';
import { renderSheet } from './sheets.ts';
import type { FaultKind, FaultOptions, SheetsInput, SimulatorControl } from './server.ts';

const ENDPOINTS = [
  'GET    /__sim/health                 liveness: {"status":"ok"}',
  'GET    /__sim/state                  devices, opened device, init, scanning, global config, params, images, faults',
  'POST   /__sim/reset                  back to the start-up state',
  'GET    /__sim/template               the answer-sheet template (areas in image pixels)',
  'GET    /__sim/sheets                 the tray the next start_scan scans (ground truth)',
  'POST   /__sim/sheets                 {"sheets":[…]} | {"generate":{"count":60,"seed":1}} | {"default":true}',
  '                                     | {"fromTemplate":{"examId","subjectId","backend"?,"examNumbers"?,"seed"?,"account"?},',
  '                                     "count"?}: sheets printed on a subject\'s saved template, loaded from the backend',
  '                                     (default: --backend; signs in as zhangwei unless "account":{"ua","up"}): its',
  '                                     own page images at their size, the exam-number bubbles and option boxes found',
  '                                     inside its saved areas filled per the answer (the subject\'s students not scanned',
  '                                     yet, or examNumbers); answers {sheets, questions (sub-question numbers of marks),',
  '                                     template}; {"default":true} or POST /__sim/reset go back to the built-in sheet',
  '                                     a sheet: {"examNumber","marks":["A",…],"examNumberStyle"?: filled|blank|double,',
  '                                     "orientation"?: normal|rotated (upside down)|swapped (face down: back first),"label"?}',
  'GET    /__sim/sheet.jpg?index=0&side=front   a tray sheet rendered (preview)',
  'GET    /__sim/scanned                every scanned image with its sheet\'s ground truth; DELETE empties it',
  'GET    /__sim/image?path=…           a stored image (JPEG) by image_path',
  'GET    /__sim/devices                the device list; POST {"devices":[…]} replaces it (emitting events)',
  'POST   /__sim/devices/arrive         {"device_name":"…"} → device_arrive',
  'POST   /__sim/devices/remove         {"device_name":"…"} → device_remove',
  'GET    /__sim/faults                 armed faults; POST {"kind":"jam", …options} arms one; DELETE clears',
  '                                     scan faults (next start_scan): scan_error, jam, device_removed {afterImages?},',
  '                                     timestamp_backwards, bad_file_name {index? of the image}, duplicate_exam_number,',
  '                                     unreadable_exam_number {style?}, rotated_sheet, swapped_sheet {index? of the sheet};',
  '                                     drop_image {index? of the image}: saved, never sent nor listed (test-only);',
  '                                     command faults: command_error, no_reply, slow_reply {func, times?, ms?}; disconnect',
  'GET    /__sim/settings               {"ratePerMinute","duplex","sheetIdentity"}; POST changes them (sheetIdentity false:',
  '                                     a driver that does not read page markers, no side / sheet_serial in its messages)',
  'POST   /__sim/events                 {"func":"scan_info", …payload} sent to every client as is',
  'POST   /__sim/disconnect             drops every websocket connection',
  'POST   /__sim/restart                the driver restarts: connections drop, a scan ends silently, the device closes,',
  '                                     the saved-image list (get_saved_image_list) starts afresh; the files stay',
  'GET    /__sim/messages               the last messages in and out; DELETE empties the log',
];

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 8 * 1024 * 1024) throw new HttpError(413, 'body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'the body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'the body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Runs an action, turning its TypeError/RangeError into 400. */
function attempt<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) throw new HttpError(400, error.message);
    throw error;
  }
}

function deviceName(body: Record<string, unknown>): string {
  const name = body.device_name ?? body.name;
  if (typeof name !== 'string' || name === '') throw new HttpError(400, 'device_name is required');
  return name;
}

export async function handleControlRequest(
  req: IncomingMessage,
  res: ServerResponse,
  control: SimulatorControl,
  context: { wsUrl: () => string; backend?: string | undefined },
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://simulator.local');
  const method = req.method ?? 'GET';
  const path = url.pathname.replace(/\/+$/, '') || '/';
  try {
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
        'access-control-allow-headers': 'content-type',
      });
      res.end();
      return;
    }
    if (!path.startsWith('/__sim')) {
      if (path === '/' && method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Scanner driver simulator. Websocket: ${context.wsUrl()}\nControl API:\n${ENDPOINTS.map((line) => `  ${line}`).join('\n')}\n`);
        return;
      }
      throw new HttpError(404, `not found: ${path} (the control API is under /__sim/)`);
    }
    const route = `${method} ${path}`;
    switch (route) {
      case 'GET /__sim':
        return sendJson(res, 200, { websocket: context.wsUrl(), endpoints: ENDPOINTS });
      case 'GET /__sim/health':
        return sendJson(res, 200, { status: 'ok', name: 'scanner-driver-simulator', websocket: context.wsUrl() });
      case 'GET /__sim/state':
        return sendJson(res, 200, control.state());
      case 'POST /__sim/reset':
        control.reset();
        return sendJson(res, 200, control.state());
      case 'GET /__sim/template': {
        // A template printed from a saved one carries its page images: not for JSON.
        const { background: _background, prints: _prints, ...layout } = control.template();
        return sendJson(res, 200, layout);
      }
      case 'GET /__sim/sheets':
        return sendJson(res, 200, { sheets: control.sheets() });
      case 'POST /__sim/sheets': {
        const body = await readJson(req);
        if (body.fromTemplate !== undefined) {
          const from = body.fromTemplate as FromTemplateRequest;
          if (typeof from !== 'object' || from === null) throw new HttpError(400, 'fromTemplate must be an object');
          const count = body.count;
          if (count !== undefined && !(Number.isInteger(count) && (count as number) >= 0 && (count as number) <= 1000)) throw new HttpError(400, 'count must be 0–1000');
          let printed;
          try {
            printed = await sheetsFromTemplate({ ...from, backend: from.backend ?? context.backend }, count as number | undefined);
          } catch (error) {
            throw new HttpError(error instanceof TypeError || error instanceof RangeError ? 400 : 502, error instanceof Error ? error.message : String(error));
          }
          attempt(() => control.useTemplate(printed.template, printed.sheets));
          const { width, height, dpi, pages } = printed.template;
          return sendJson(res, 200, { sheets: control.sheets(), questions: printed.questions, template: { width, height, dpi, pages } });
        }
        if (body.default === true) control.useTemplate(undefined);
        const input = (Array.isArray(body.sheets) ? body.sheets : body) as SheetsInput;
        attempt(() => control.loadSheets(input));
        return sendJson(res, 200, { sheets: control.sheets() });
      }
      case 'GET /__sim/sheet.jpg': {
        const sheets = control.sheets();
        const index = Number(url.searchParams.get('index') ?? 0);
        const side = url.searchParams.get('side') ?? 'front';
        const sheet = Number.isInteger(index) ? sheets[index] : undefined;
        if (!sheet) throw new HttpError(404, `no sheet ${url.searchParams.get('index')} in the tray (${sheets.length} sheets)`);
        if (side !== 'front' && side !== 'back') throw new HttpError(400, "side must be 'front' or 'back'");
        const { front, back } = renderSheet(control.template(), sheet, { duplex: side === 'back' });
        const jpeg = side === 'back' ? back : front;
        res.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
        res.end(jpeg);
        return;
      }
      case 'GET /__sim/scanned':
        return sendJson(res, 200, { images: control.scanned() });
      case 'DELETE /__sim/scanned':
        control.clearScanned();
        return sendJson(res, 200, { images: [] });
      case 'GET /__sim/image': {
        const imagePath = url.searchParams.get('path') ?? '';
        const jpeg = control.image(imagePath);
        if (!jpeg) throw new HttpError(404, `no stored image ${imagePath}`);
        res.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
        res.end(jpeg);
        return;
      }
      case 'GET /__sim/devices':
        return sendJson(res, 200, { devices: control.state().devices, openedDevice: control.state().openedDevice });
      case 'POST /__sim/devices': {
        const body = await readJson(req);
        if (!Array.isArray(body.devices)) throw new HttpError(400, 'devices (a list of names) is required');
        attempt(() => control.setDevices(body.devices as string[]));
        return sendJson(res, 200, { devices: control.state().devices });
      }
      case 'POST /__sim/devices/arrive': {
        const name = deviceName(await readJson(req));
        attempt(() => control.arrive(name));
        return sendJson(res, 200, { devices: control.state().devices });
      }
      case 'POST /__sim/devices/remove': {
        const name = deviceName(await readJson(req));
        if (!control.state().devices.includes(name)) throw new HttpError(404, `no device named ${name}`);
        control.remove(name);
        return sendJson(res, 200, { devices: control.state().devices });
      }
      case 'GET /__sim/faults':
        return sendJson(res, 200, { faults: control.faults() });
      case 'POST /__sim/faults': {
        const { kind, ...options } = await readJson(req);
        if (typeof kind !== 'string') throw new HttpError(400, 'kind is required');
        const fault = attempt(() => control.fault(kind as FaultKind, options as FaultOptions));
        return sendJson(res, 200, { fault, faults: control.faults() });
      }
      case 'DELETE /__sim/faults':
        control.clearFaults();
        return sendJson(res, 200, { faults: [] });
      case 'GET /__sim/settings': {
        const state = control.state();
        return sendJson(res, 200, { ratePerMinute: state.ratePerMinute, duplex: state.duplex, sheetIdentity: state.sheetIdentity });
      }
      case 'POST /__sim/settings': {
        const body = await readJson(req);
        if (body.ratePerMinute !== undefined) attempt(() => control.setRate(body.ratePerMinute as number));
        if (body.duplex !== undefined) {
          if (typeof body.duplex !== 'boolean') throw new HttpError(400, 'duplex must be a boolean');
          control.setDuplex(body.duplex);
        }
        if (body.sheetIdentity !== undefined) {
          if (typeof body.sheetIdentity !== 'boolean') throw new HttpError(400, 'sheetIdentity must be a boolean');
          control.setSheetIdentity(body.sheetIdentity);
        }
        const state = control.state();
        return sendJson(res, 200, { ratePerMinute: state.ratePerMinute, duplex: state.duplex, sheetIdentity: state.sheetIdentity });
      }
      case 'POST /__sim/events': {
        const { func, ...payload } = await readJson(req);
        if (typeof func !== 'string' || func === '') throw new HttpError(400, 'func is required');
        control.emit(func, payload);
        return sendJson(res, 200, { sent: { func, ...payload } });
      }
      case 'POST /__sim/disconnect':
        control.disconnectClients();
        return sendJson(res, 200, { disconnected: true });
      case 'POST /__sim/restart':
        control.restart();
        return sendJson(res, 200, { restarted: true });
      case 'GET /__sim/messages':
        return sendJson(res, 200, { messages: control.messages() });
      case 'DELETE /__sim/messages':
        control.clearMessages();
        return sendJson(res, 200, { messages: [] });
      default:
        throw new HttpError(404, `no control endpoint ${route}; GET /__sim lists them`);
    }
  } catch (error) {
    if (error instanceof HttpError) {
      sendJson(res, error.status, { error: error.message });
      return;
    }
    throw error;
  }
}
