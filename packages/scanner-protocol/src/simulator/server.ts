// The scanner driver simulator: a websocket server on the driver's port that answers the driver's commands and emits
// its events like the driver of spec 3 (§4.1, §4.2, §7.1), scanning synthetic answer sheets with known exam numbers
// and marks at a configurable rate, with faults on demand. The same port serves a small HTTP control API under
// /__sim/ (control-http.ts) so browser tests and developers can steer it from outside the process.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import {
  DEVICE_PARAM,
  IMAGE_EXTENSIONS,
  defaultDeviceParamGroups,
  defaultGlobalConfig,
  deviceParamListError,
  findDeviceParam,
  globalConfigError,
} from './config.ts';
import type { DeviceParamGroup, DeviceParamValue, GlobalConfig } from './config.ts';
import { handleControlRequest } from './control-http.ts';
import { silentLogger } from './logger.ts';
import type { Logger } from './logger.ts';
import { DRIVER_COMMANDS, SIMULATOR_DEFAULT_PORT, SIM_ERR, SIM_INFO, SIM_RET } from './protocol.ts';
import type { DriverCommand, DriverEvent } from './protocol.ts';
import { defaultSheetTemplate, defaultSheets, expectedRecognition, generateSheets, renderSheetPages, sheetProblems } from './sheets.ts';
import type { RenderedPage, SheetSpec, SheetTemplate } from './sheets.ts';

/** The tray of one scan: a fixed list (scanned again on every start_scan) or a function of the scan number (1, 2, …). */
export type SheetSource = readonly SheetSpec[] | ((scan: number) => readonly SheetSpec[]);

export interface DriverSimulatorOptions {
  /** Default 38999 (the driver's port); 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Connected scanners; default one, 'Kodak i2600'. [] for none. */
  devices?: string[];
  /** What start_scan scans; default the example world's six sheets (defaultSheets). */
  sheets?: SheetSource;
  /** The answer-sheet layout; default defaultSheetTemplate. */
  template?: SheetTemplate;
  /**
   * The backend (http://host:port) whose saved templates POST /__sim/sheets {"fromTemplate"} prints when the request
   * names none (the CLI's --backend).
   */
  backend?: string;
  /** Images per minute; default 120. */
  ratePerMinute?: number;
  /** Double-sided by default (the Duplex device parameter); default false. */
  duplex?: boolean;
  /** file_name_prefix of the default global config; default 'EXAMSCAN'. */
  prefix?: string;
  /** Put a hyphen between prefix and timestamp; default true. */
  hyphen?: boolean;
  /** Whether is_device_init answers true before any init_device; default false. */
  initialized?: boolean;
  /** Images kept for load_image and thumbnails (oldest dropped first); default 2000. */
  maxStoredImages?: number;
  /** Default: silent. */
  logger?: Logger;
}

export type ScanFaultKind =
  | 'scan_error'
  | 'jam'
  | 'device_removed'
  | 'timestamp_backwards'
  | 'duplicate_exam_number'
  | 'unreadable_exam_number'
  | 'bad_file_name'
  | 'rotated_sheet'
  | 'swapped_sheet'
  | 'drop_image';
export type CommandFaultKind = 'command_error' | 'no_reply' | 'slow_reply';
export type FaultKind = ScanFaultKind | CommandFaultKind | 'disconnect';

export const SCAN_FAULT_KINDS: readonly ScanFaultKind[] = [
  'scan_error',
  'jam',
  'device_removed',
  'timestamp_backwards',
  'duplicate_exam_number',
  'unreadable_exam_number',
  'bad_file_name',
  'rotated_sheet',
  'swapped_sheet',
  'drop_image',
];
export const COMMAND_FAULT_KINDS: readonly CommandFaultKind[] = ['command_error', 'no_reply', 'slow_reply'];
export const FAULT_KINDS: readonly FaultKind[] = [...SCAN_FAULT_KINDS, ...COMMAND_FAULT_KINDS, 'disconnect'];

export interface FaultOptions {
  /** scan_error, jam, device_removed: after how many images of the scan (default 0 for scan_error, one sheet for the others). */
  afterImages?: number;
  /** timestamp_backwards, bad_file_name, drop_image: which image (0-based; default 1, 0 and 0; drop_image saves the
   *  image but never sends it and leaves it out of get_saved_image_list, so no client can take it in); duplicate_exam_number,
   *  unreadable_exam_number, rotated_sheet, swapped_sheet: which sheet (default 1 — it copies sheet index-1's
   *  number — and 0; rotated_sheet turns that sheet upside down, swapped_sheet feeds it face down). */
  index?: number;
  /** scan_error, jam: the scan_info text. */
  info?: string;
  /** unreadable_exam_number: 'blank' (default) or 'double'. */
  style?: 'blank' | 'double';
  /** command_error, no_reply, slow_reply: the command it hits ('*' for any). */
  func?: string;
  /** command_error: ret (default 1) and err_info (default a simulated-error text; '' to exercise client fallbacks). */
  ret?: number;
  err_info?: string;
  /** slow_reply: delay in ms (default 2000). */
  ms?: number;
  /** Command faults: how many calls they hit (default 1; 0 = until cleared). */
  times?: number;
}

export interface ArmedFault extends FaultOptions {
  id: number;
  kind: FaultKind;
  /** Calls still to hit (command faults; undefined = until cleared). */
  remaining?: number;
}

/** One scanned image and the ground truth of its sheet. */
export interface ScannedImage {
  /** Scan number (1-based, counts start_scan calls that scanned). */
  scan: number;
  /** Image index within the scan. */
  index: number;
  image_path: string;
  file_name: string;
  /** The 17-digit yyyyMMddHHmmssSSS timestamp in the name (also for names that do not carry it). */
  timestamp: string;
  side: 'front' | 'back';
  /** Sheet index within the scan's tray. */
  sheetIndex: number;
  /** The sheet's printed serial (both sides carry it; scan_image and get_saved_image_list give it as sheet_serial). */
  sheetSerial: string;
  /** The sheet as scanned (after faults such as duplicate or unreadable exam numbers). */
  sheet: SheetSpec;
  /** What recognition of the front page should give. */
  expected: { examNumber: string | undefined; marks: string[] };
  /** Faults that shaped this image (e.g. 'timestamp_backwards'). */
  faults: string[];
}

export interface LoggedMessage {
  at: string;
  direction: 'in' | 'out';
  /** Client number, or '*' for an event sent to every client. */
  client: number | '*';
  /** The JSON message (image_base64 shortened to its length). */
  message: Record<string, unknown>;
}

export interface SimulatorState {
  url: string;
  initialized: boolean;
  devices: string[];
  /** null when no device is open. */
  openedDevice: string | null;
  scanning: boolean;
  scans: number;
  ratePerMinute: number;
  duplex: boolean;
  globalConfig: GlobalConfig;
  /** The opened device's parameter groups (undefined when none is open). */
  deviceParams: DeviceParamGroup[] | undefined;
  /** Paths of this session's images (cleared by clear_image_list). */
  images: string[];
  storedImages: number;
  lastStartScan: { blank_check: boolean; local_save: boolean; get_base64: boolean } | undefined;
  faults: ArmedFault[];
  clients: number;
  template: string;
  sheetsInTray: number;
  /** Whether scan_image and get_saved_image_list name each image's side and sheet (a driver that reads page markers). */
  sheetIdentity: boolean;
}

export type SheetsInput = SheetSource | { generate: { count: number; seed?: number; start?: number } } | { default: true };

export interface SimulatorControl {
  /** A scanner is plugged in: adds it and emits device_arrive. */
  arrive(name: string): void;
  /** A scanner is unplugged: removes it, emits device_remove, closes it if open (ending a scan with scan_end). */
  remove(name: string): void;
  /** Replaces the device list, emitting device_remove / device_arrive for the differences. */
  setDevices(names: string[]): void;
  /** Replaces the tray (validated against the template; throws on problems). */
  loadSheets(input: SheetsInput): void;
  /**
   * Prints sheets of another template from now on (a subject's saved template, see fromTemplate.ts) with the tray
   * given, checked against it; undefined goes back to the start-up template and tray.
   */
  useTemplate(next: SheetTemplate | undefined, sheets?: readonly SheetSpec[]): void;
  /** The sheets the next start_scan scans (ground truth). */
  sheets(): SheetSpec[];
  /** Arms a fault (scan faults hit the next start_scan; command faults the next matching calls; 'disconnect' acts now). */
  fault(kind: FaultKind, options?: FaultOptions): ArmedFault;
  clearFaults(): void;
  faults(): ArmedFault[];
  setRate(ratePerMinute: number): void;
  /** Sets the Duplex parameter of every device (and the default for devices opened later). */
  setDuplex(duplex: boolean): void;
  /** false: a driver that does not read page markers (no side and sheet_serial in scan_image and get_saved_image_list). */
  setSheetIdentity(on: boolean): void;
  state(): SimulatorState;
  template(): SheetTemplate;
  /** Every image scanned since start (or clearScanned), with ground truth. */
  scanned(): ScannedImage[];
  clearScanned(): void;
  /** A stored image's JPEG by image_path. */
  image(path: string): Buffer | undefined;
  /** Sends an arbitrary event to every client (an escape hatch for tests). */
  emit(func: string, payload?: Record<string, unknown>): void;
  /** Emits scan_info. */
  info(text: string, isError?: boolean): void;
  /** Drops every websocket connection (abruptly unless graceful). */
  disconnectClients(graceful?: boolean): void;
  /**
   * The driver restarts (its process ends and starts again): every connection drops, a running scan ends without
   * scan_end, the device closes, and its list of saved images (get_saved_image_list) starts afresh; the image files
   * stay (image() serves them), as do the tray, the settings and the ground truth (scanned()).
   */
  restart(): void;
  /** The last messages in and out (at most 2000). */
  messages(): LoggedMessage[];
  clearMessages(): void;
  /** Back to the state of start-up (devices, tray, config, parameters, images, faults, logs); ends a scan silently. */
  reset(): void;
  /** Resolves when no scan runs. */
  waitForIdle(timeoutMs?: number): Promise<void>;
}

export interface DriverSimulator {
  /** ws://host:port */
  url: string;
  /** http://host:port/__sim */
  controlUrl: string;
  host: string;
  port: number;
  control: SimulatorControl;
  close(): Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = <T>(value: T): T => structuredClone(value);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyyMMddHHmmssSSS in local time (the driver runs on the user's machine). */
export function formatTimestamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}${pad(d.getMilliseconds(), 3)}`;
}

interface PlannedImage {
  sheetIndex: number;
  side: 'front' | 'back';
}

interface ScanRun {
  scan: number;
  sheets: SheetSpec[];
  images: PlannedImage[];
  emitted: number;
  nextAt: number;
  timer: NodeJS.Timeout | undefined;
  stopped: boolean;
  getBase64: boolean;
  localSave: boolean;
  interrupts: Map<number, ArmedFault>;
  backwardsAt: Set<number>;
  badNameAt: Set<number>;
  dropAt: Set<number>;
  folder: string;
}

interface CachedSheet {
  pages: RenderedPage[];
  base64: string[];
}

const RENDER_CACHE_SIZE = 256;

/** The serial printed on both sides of a sheet (its page marker): the scan number and the sheet's place in the tray. */
export function sheetSerialOf(scan: number, sheetIndex: number): string {
  return `S${scan}-${String(sheetIndex + 1).padStart(4, '0')}`;
}
const MESSAGE_LOG_SIZE = 2000;

export async function startDriverSimulator(options: DriverSimulatorOptions = {}): Promise<DriverSimulator> {
  const host = options.host ?? '127.0.0.1';
  const logger = options.logger ?? silentLogger;
  const initialTemplate = options.template ?? defaultSheetTemplate;
  let template = initialTemplate;
  const hyphen = options.hyphen ?? true;
  const maxStored = options.maxStoredImages ?? 2000;
  const initialDevices = [...(options.devices ?? ['Kodak i2600'])];
  const initialRate = options.ratePerMinute ?? 120;
  const initialDuplex = options.duplex ?? false;
  const initialConfig = defaultGlobalConfig(options.prefix !== undefined ? { file_name_prefix: options.prefix } : {});
  checkRate(initialRate);
  const initialSource: SheetSource = options.sheets ?? defaultSheets;
  if (Array.isArray(initialSource)) checkSheets(initialSource as SheetSpec[], template);

  // Driver state.
  let initialized = options.initialized ?? false;
  let devices = [...initialDevices];
  let openedDevice: string | undefined;
  let globalConfig = clone(initialConfig);
  let defaultDuplex = initialDuplex;
  const deviceParams = new Map<string, DeviceParamGroup[]>();
  let ratePerMinute = initialRate;
  let sheetIdentity = true;
  // Images saved but never sent nor listed (the drop_image fault).
  const hidden = new Set<string>();
  let source: SheetSource = initialSource;
  let pendingTray: SheetSpec[] | undefined;
  let scans = 0;
  let run: ScanRun | undefined;
  let lastTimestampMs = 0;
  let serial = 0;
  let lastStartScan: SimulatorState['lastStartScan'];
  const store = new Map<string, RenderedPage>();
  let session: string[] = [];
  // What the driver knows of each saved image of the session (get_saved_image_list).
  const savedMeta = new Map<string, { scanIndex: number; side: 'front' | 'back'; sheetSerial: string }>();
  let scannedLog: ScannedImage[] = [];
  let armed: ArmedFault[] = [];
  let faultIds = 0;
  let messageLog: LoggedMessage[] = [];
  const renderCache = new Map<string, CachedSheet>();
  const clients = new Map<WebSocket, number>();
  let clientIds = 0;
  let idleWaiters: (() => void)[] = [];

  // ---- helpers ----------------------------------------------------------------------------------------------

  const logMessage = (direction: 'in' | 'out', client: number | '*', message: Record<string, unknown>) => {
    const shown = typeof message.image_base64 === 'string' && message.image_base64.length > 64
      ? { ...message, image_base64: `<${message.image_base64.length} base64 chars>` }
      : message;
    messageLog.push({ at: new Date().toISOString(), direction, client, message: shown });
    if (messageLog.length > MESSAGE_LOG_SIZE) messageLog = messageLog.slice(-MESSAGE_LOG_SIZE);
  };

  const send = (ws: WebSocket, message: Record<string, unknown>) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    logMessage('out', clients.get(ws) ?? 0, message);
    ws.send(JSON.stringify(message));
  };

  const broadcast = (func: DriverEvent | string, payload: Record<string, unknown> = {}) => {
    const message = { func, ...payload };
    logMessage('out', '*', message);
    const text = JSON.stringify(message);
    for (const ws of clients.keys()) if (ws.readyState === WebSocket.OPEN) ws.send(text);
  };

  const reply = (ws: WebSocket, func: string, ret: number = SIM_RET.ok, errInfo = '', data: Record<string, unknown> = {}) => {
    send(ws, ret === SIM_RET.ok ? { func, ret, err_info: '', ...data } : { func, ret, err_info: errInfo });
  };

  const paramsOf = (device: string): DeviceParamGroup[] => {
    let groups = deviceParams.get(device);
    if (!groups) {
      groups = defaultDeviceParamGroups({ duplex: defaultDuplex });
      deviceParams.set(device, groups);
    }
    return groups;
  };

  const isDuplex = (): boolean => {
    const groups = openedDevice ? paramsOf(openedDevice) : undefined;
    const duplex = groups ? findDeviceParam(groups, DEVICE_PARAM.duplex)?.value : undefined;
    return duplex === undefined ? defaultDuplex : duplex === true;
  };

  const trayFor = (scan: number): SheetSpec[] => {
    if (!pendingTray) {
      const sheets = typeof source === 'function' ? source(scan) : source;
      checkSheets(sheets, template);
      pendingTray = sheets.map((sheet) => clone({ ...sheet, marks: [...sheet.marks] }));
    }
    return pendingTray;
  };

  const nextTimestamp = (): number => {
    lastTimestampMs = Math.max(Date.now(), lastTimestampMs + 1);
    return lastTimestampMs;
  };

  const fileName = (ms: number, order: number, badName: boolean, folder: string): string => {
    const ext = IMAGE_EXTENSIONS[globalConfig.image_format];
    const prefix = globalConfig.file_name_prefix;
    const sep = prefix && hyphen ? '-' : '';
    const ts = formatTimestamp(ms);
    if (badName) return `${prefix}${sep}${ts.slice(0, 14)}.${ext}`; // 14 digits: breaks the naming rule
    switch (globalConfig.file_name_mode) {
      case 'random':
        return `${prefix}${sep}${randomBytes(8).toString('hex')}.${ext}`;
      case 'sn_date_time':
        return `${prefix}${sep}${pad(serial, 6)}_${ts}.${ext}`;
      case 'folder_time_img_order':
        return `${folder}/${prefix}${sep}${pad(order + 1, 4)}.${ext}`;
      default:
        return `${prefix}${sep}${ts}.${ext}`;
    }
  };

  const rendered = (sheet: SheetSpec, withBack: boolean, serial: string): CachedSheet => {
    const key = JSON.stringify([sheet.examNumber, sheet.marks, sheet.examNumberStyle ?? 'filled', sheet.orientation === 'rotated', globalConfig.image_jpeg_quality, serial]);
    let entry = renderCache.get(key);
    if (!entry || (withBack && entry.pages.length < 2)) {
      // Both pages carry the sheet's serial as a page marker (and the back its exam number's code).
      const pages = renderSheetPages(template, sheet, { duplex: withBack, quality: Math.max(1, globalConfig.image_jpeg_quality), serial });
      entry = { pages, base64: pages.map((page) => page.jpeg.toString('base64')) };
    }
    renderCache.delete(key); // re-insert: most recently used last
    renderCache.set(key, entry);
    if (renderCache.size > RENDER_CACHE_SIZE) {
      const oldest = renderCache.keys().next().value;
      if (oldest !== undefined) renderCache.delete(oldest);
    }
    return entry;
  };

  const storeImage = (path: string, page: RenderedPage, meta: { scanIndex: number; side: 'front' | 'back'; sheetSerial: string }) => {
    savedMeta.set(path, meta);
    store.delete(path);
    store.set(path, page);
    while (store.size > maxStored) {
      const oldest = store.keys().next().value;
      if (oldest === undefined) break;
      store.delete(oldest);
    }
    session.push(path);
    if (session.length > maxStored) {
      for (const dropped of session.slice(0, session.length - maxStored)) savedMeta.delete(dropped);
      session = session.slice(-maxStored);
    }
  };

  const takeFault = (kinds: readonly FaultKind[]): ArmedFault[] => {
    const taken = armed.filter((fault) => kinds.includes(fault.kind));
    armed = armed.filter((fault) => !kinds.includes(fault.kind));
    return taken;
  };

  const notifyIdle = () => {
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  };

  // ---- scanning ---------------------------------------------------------------------------------------------

  const endScan = (emit = true) => {
    const current = run;
    if (!current) return;
    if (current.timer) clearTimeout(current.timer);
    current.stopped = true;
    run = undefined;
    // sheet_count (x-inferred): the sheets fed in this scan, counted once however many of their sides were saved.
    if (emit) broadcast('scan_end', { sheet_count: new Set(current.images.slice(0, current.emitted).map((image) => image.sheetIndex)).size });
    logger.info(`scan ${current.scan} ended after ${current.emitted} of ${current.images.length} images`);
    notifyIdle();
  };

  const removeDevice = (name: string) => {
    devices = devices.filter((device) => device !== name);
    broadcast('device_remove', { device_name: name });
    logger.info(`device removed: ${name}`);
    if (openedDevice === name) {
      openedDevice = undefined;
      if (run) endScan();
    }
  };

  const emitImage = (current: ScanRun) => {
    const index = current.emitted;
    const planned = current.images[index];
    const sheet = planned ? current.sheets[planned.sheetIndex] : undefined;
    if (!planned || !sheet) return;
    const faults: string[] = [];
    let ms: number;
    if (current.backwardsAt.has(index)) {
      ms = (lastTimestampMs || Date.now()) - 1000; // goes back; the next image continues after the last good one
      faults.push('timestamp_backwards');
    } else {
      ms = nextTimestamp();
    }
    serial++;
    const badName = current.badNameAt.has(index);
    if (badName) faults.push('bad_file_name');
    const name = fileName(ms, index, badName, current.folder);
    const imagePath = join(globalConfig.file_save_path, name);
    const sheetSerial = sheetSerialOf(current.scan, planned.sheetIndex);
    const entry = rendered(sheet, current.images.some((image) => image.side === 'back'), sheetSerial);
    const pageIndex = planned.side === 'front' ? 0 : 1;
    const page = entry.pages[pageIndex];
    if (!page) throw new Error('rendered sheet is missing a page');
    const dropped = current.dropAt.has(index);
    if (dropped) faults.push('drop_image');
    if (current.localSave) storeImage(imagePath, page, { scanIndex: index, side: planned.side, sheetSerial });
    if (dropped) hidden.add(imagePath);
    scannedLog.push({
      scan: current.scan,
      index,
      image_path: imagePath,
      file_name: name,
      timestamp: formatTimestamp(ms),
      side: planned.side,
      sheetIndex: planned.sheetIndex,
      sheetSerial,
      sheet: clone(sheet),
      expected: expectedRecognition(sheet, template),
      faults,
    });
    if (scannedLog.length > 20_000) scannedLog = scannedLog.slice(-10_000);
    current.emitted++;
    if (dropped) return;
    // The driver keeps scanning and saving with no client connected (the image is then only on disk, listed by
    // get_saved_image_list); the event carries the sheet's identity as the printed page markers give it.
    broadcast('scan_image', {
      image_path: imagePath,
      image_base64: current.getBase64 ? (entry.base64[pageIndex] ?? '') : '',
      ...(sheetIdentity ? { side: planned.side, sheet_serial: sheetSerial } : {}),
    });
  };

  const step = (current: ScanRun) => {
    if (current.stopped || run !== current) return;
    current.timer = undefined;
    const interrupt = current.interrupts.get(current.emitted);
    if (interrupt) {
      if (interrupt.kind === 'device_removed') {
        if (openedDevice) removeDevice(openedDevice); // ends the scan with scan_end
        else endScan();
      } else {
        broadcast('scan_info', { is_error: true, info: interrupt.info ?? (interrupt.kind === 'jam' ? SIM_INFO.jam : SIM_INFO.scanError) });
        endScan();
      }
      return;
    }
    if (current.emitted >= current.images.length) {
      endScan();
      return;
    }
    emitImage(current);
    if (current.emitted >= current.images.length) {
      // The last image: a fault placed after it, then scan_end, follow at once.
      setImmediate(() => step(current));
      return;
    }
    current.nextAt += 60_000 / ratePerMinute;
    current.timer = setTimeout(() => step(current), Math.max(0, current.nextAt - Date.now()));
  };

  const startScan = (params: { blank_check: boolean; local_save: boolean; get_base64: boolean }) => {
    scans++;
    const sheets = trayFor(scans).map((sheet) => clone(sheet));
    pendingTray = undefined;
    const scanFaults = takeFault(SCAN_FAULT_KINDS);
    const perSheet = isDuplex() ? 2 : 1;
    for (const fault of scanFaults) {
      if (fault.kind === 'duplicate_exam_number') {
        const index = Math.max(1, fault.index ?? 1);
        const original = sheets[Math.min(index, sheets.length) - 1];
        if (!original) continue;
        if (index >= sheets.length) sheets.push({ ...clone(original), label: `${original.label ?? original.examNumber} (again)` });
        else {
          const target = sheets[index];
          if (target) sheets[index] = { ...target, examNumber: original.examNumber, label: `${target.label ?? 'sheet'} (duplicate of ${original.examNumber})` };
        }
      } else if (fault.kind === 'unreadable_exam_number') {
        const target = sheets[Math.min(fault.index ?? 0, sheets.length - 1)];
        if (target) target.examNumberStyle = fault.style ?? 'blank';
      } else if (fault.kind === 'rotated_sheet' || fault.kind === 'swapped_sheet') {
        const target = sheets[Math.min(fault.index ?? 0, sheets.length - 1)];
        if (target) target.orientation = fault.kind === 'rotated_sheet' ? 'rotated' : 'swapped';
      }
    }
    // A sheet fed face down ('swapped') shows its back first; single-sided, only its back.
    const images: PlannedImage[] = sheets.flatMap((sheet, sheetIndex) => {
      const [first, second] = sheet.orientation === 'swapped' ? (['back', 'front'] as const) : (['front', 'back'] as const);
      return perSheet === 2 ? [{ sheetIndex, side: first }, { sheetIndex, side: second }] : [{ sheetIndex, side: first }];
    });
    const interrupts = new Map<number, ArmedFault>();
    const backwardsAt = new Set<number>();
    const badNameAt = new Set<number>();
    const dropAt = new Set<number>();
    for (const fault of scanFaults) {
      if (fault.kind === 'scan_error' || fault.kind === 'jam' || fault.kind === 'device_removed') {
        const after = Math.min(images.length, Math.max(0, fault.afterImages ?? (fault.kind === 'scan_error' ? 0 : perSheet)));
        if (!interrupts.has(after)) interrupts.set(after, fault);
      } else if (fault.kind === 'timestamp_backwards') backwardsAt.add(Math.max(0, fault.index ?? 1));
      else if (fault.kind === 'bad_file_name') badNameAt.add(Math.max(0, fault.index ?? 0));
      else if (fault.kind === 'drop_image') dropAt.add(Math.max(0, fault.index ?? 0));
    }
    const now = Date.now();
    const current: ScanRun = {
      scan: scans,
      sheets,
      images,
      emitted: 0,
      nextAt: now + 60_000 / ratePerMinute,
      timer: undefined,
      stopped: false,
      getBase64: params.get_base64,
      localSave: params.local_save,
      interrupts,
      backwardsAt,
      badNameAt,
      dropAt,
      folder: formatTimestamp(Math.max(now, lastTimestampMs)).slice(0, 14),
    };
    run = current;
    logger.info(
      `scan ${scans}: ${sheets.length} sheet(s), ${images.length} image(s) at ${ratePerMinute}/min` +
        (scanFaults.length ? `, faults: ${scanFaults.map((f) => f.kind).join(', ')}` : ''),
    );
    setImmediate(() => {
      if (run !== current) return;
      broadcast('scan_begin');
      if (interrupts.has(0)) {
        step(current);
        return;
      }
      current.timer = setTimeout(() => step(current), Math.max(0, current.nextAt - Date.now()));
    });
  };

  // ---- commands ---------------------------------------------------------------------------------------------

  const handleCommand = (ws: WebSocket, func: string, message: Record<string, unknown>) => {
    if (!(DRIVER_COMMANDS as readonly string[]).includes(func)) {
      reply(ws, func, SIM_RET.unknownCommand, `${SIM_ERR.unknownCommand}：${func}`);
      return;
    }
    const command = func as DriverCommand;
    const bad = (what: string) => reply(ws, func, SIM_RET.invalidParam, `${SIM_ERR.badRequest}：${what}`);
    switch (command) {
      case 'is_device_init':
        reply(ws, func, SIM_RET.ok, '', { init: initialized });
        return;
      case 'init_device':
        initialized = true;
        reply(ws, func);
        return;
      case 'get_device_name_list':
        if (!initialized) return reply(ws, func, SIM_RET.notInitialised, SIM_ERR.notInitialised);
        reply(ws, func, SIM_RET.ok, '', { device_name_list: [...devices] });
        return;
      case 'get_global_config':
        reply(ws, func, SIM_RET.ok, '', { global_config: clone(globalConfig) });
        return;
      case 'set_global_config': {
        if (run) return reply(ws, func, SIM_RET.busy, SIM_ERR.busy);
        const error = globalConfigError(message.global_config);
        if (error) return reply(ws, func, SIM_RET.invalidParam, error);
        globalConfig = { ...globalConfig, ...(message.global_config as Partial<GlobalConfig>) };
        reply(ws, func);
        return;
      }
      case 'get_device_param':
        if (!openedDevice) return reply(ws, func, SIM_RET.notOpened, SIM_ERR.notOpened);
        reply(ws, func, SIM_RET.ok, '', { device_param: clone(paramsOf(openedDevice)) });
        return;
      case 'set_device_param': {
        if (!openedDevice) return reply(ws, func, SIM_RET.notOpened, SIM_ERR.notOpened);
        if (run) return reply(ws, func, SIM_RET.busy, SIM_ERR.busy);
        const groups = paramsOf(openedDevice);
        const error = deviceParamListError(groups, message.device_param);
        if (error) return reply(ws, func, SIM_RET.invalidParam, error);
        for (const entry of message.device_param as { name: string; value: DeviceParamValue }[]) {
          const param = findDeviceParam(groups, entry.name);
          if (param) param.value = entry.value;
        }
        reply(ws, func);
        return;
      }
      case 'reset_device_param':
        if (!openedDevice) return reply(ws, func, SIM_RET.notOpened, SIM_ERR.notOpened);
        if (run) return reply(ws, func, SIM_RET.busy, SIM_ERR.busy);
        deviceParams.set(openedDevice, defaultDeviceParamGroups({ duplex: defaultDuplex }));
        reply(ws, func);
        return;
      case 'open_device': {
        const name = message.device_name;
        if (typeof name !== 'string') return bad('device_name');
        if (!initialized) return reply(ws, func, SIM_RET.notInitialised, SIM_ERR.notInitialised);
        if (!devices.includes(name)) return reply(ws, func, SIM_RET.deviceNotFound, SIM_ERR.deviceNotFound);
        if (openedDevice === name) return reply(ws, func, SIM_RET.alreadyOpened, SIM_ERR.alreadyOpened);
        if (run) return reply(ws, func, SIM_RET.busy, SIM_ERR.busy);
        openedDevice = name;
        paramsOf(name);
        logger.info(`device opened: ${name}`);
        reply(ws, func);
        return;
      }
      case 'start_scan': {
        const flags = { blank_check: false, local_save: true, get_base64: true };
        for (const key of Object.keys(flags) as (keyof typeof flags)[]) {
          const value = message[key];
          if (value === undefined) continue;
          if (typeof value !== 'boolean') return bad(`${key} 应为布尔值`);
          flags[key] = value;
        }
        if (!initialized) return reply(ws, func, SIM_RET.notInitialised, SIM_ERR.notInitialised);
        if (!openedDevice) return reply(ws, func, SIM_RET.notOpened, SIM_ERR.notOpened);
        if (run) return reply(ws, func, SIM_RET.busy, SIM_ERR.busy);
        if (trayFor(scans + 1).length === 0) return reply(ws, func, SIM_RET.noPaper, SIM_ERR.noPaper);
        lastStartScan = flags;
        reply(ws, func);
        startScan(flags);
        return;
      }
      case 'stop_scan': {
        const current = run;
        if (current) {
          // Nothing more is emitted once stop_scan is answered; scan_end follows the reply.
          current.stopped = true;
          if (current.timer) clearTimeout(current.timer);
        }
        reply(ws, func);
        if (current) {
          setImmediate(() => {
            if (run === current) endScan();
          });
        }
        return;
      }
      case 'load_image': {
        const path = message.image_path;
        if (typeof path !== 'string') return bad('image_path');
        const page = store.get(path);
        if (!page) return reply(ws, func, SIM_RET.imageNotFound, `${SIM_ERR.imageNotFound}：${path}`);
        reply(ws, func, SIM_RET.ok, '', { image_base64: page.jpeg.toString('base64') });
        return;
      }
      case 'get_image_thumbnail_list': {
        const list = message.image_path_list;
        if (!Array.isArray(list) || list.some((path) => typeof path !== 'string')) return bad('image_path_list 应为字符串数组');
        const thumbnails = (list as string[]).flatMap((path) => {
          const page = store.get(path);
          return page ? [{ image_path: path, image_base64: page.thumbnail.toString('base64') }] : [];
        });
        reply(ws, func, SIM_RET.ok, '', { image_thumbnail_list: thumbnails });
        return;
      }
      case 'get_saved_image_list': {
        const after = message.after_image_path;
        if (after !== undefined && typeof after !== 'string') return bad('after_image_path');
        let from = 0;
        if (typeof after === 'string') {
          const at = session.indexOf(after);
          if (at < 0) return reply(ws, func, SIM_RET.imageNotFound, `${SIM_ERR.imageNotFound}：${after}`);
          from = at + 1;
        }
        const imageList = session
          .slice(from)
          .map((path, i) => {
            const meta = savedMeta.get(path);
            return {
              image_path: path,
              order: from + i,
              ...(meta ? { scan_index: meta.scanIndex, ...(sheetIdentity ? { side: meta.side, sheet_serial: meta.sheetSerial } : {}) } : {}),
            };
          })
          .filter((image) => !hidden.has(image.image_path));
        reply(ws, func, SIM_RET.ok, '', { scanning: run !== undefined && !run.stopped, image_list: imageList });
        return;
      }
      case 'clear_image_list':
        if (run) return reply(ws, func, SIM_RET.busy, SIM_ERR.busy);
        for (const path of session) store.delete(path);
        session = [];
        savedMeta.clear();
        reply(ws, func);
        return;
      case 'clear_global_file_save_path':
        if (run) return reply(ws, func, SIM_RET.busy, SIM_ERR.busy);
        store.clear();
        session = [];
        savedMeta.clear();
        reply(ws, func);
        return;
    }
  };

  const onMessage = (ws: WebSocket, data: RawData, isBinary: boolean) => {
    const id = clients.get(ws) ?? 0;
    if (isBinary) {
      logger.warn(`client ${id}: binary frame ignored`);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(data.toString());
    } catch {
      logger.warn(`client ${id}: not JSON, ignored: ${data.toString().slice(0, 200)}`);
      return;
    }
    if (!isRecord(message) || typeof message.func !== 'string') {
      logger.warn(`client ${id}: a message without func, ignored: ${JSON.stringify(message).slice(0, 200)}`);
      return;
    }
    logMessage('in', id, message);
    const func = message.func;
    if (func !== 'is_device_init') logger.info(`client ${id}: ${func}`);

    const fault = armed.find(
      (f) => (f.kind === 'command_error' || f.kind === 'no_reply' || f.kind === 'slow_reply') && (f.func === func || f.func === '*'),
    );
    if (fault) {
      if (fault.remaining !== undefined && --fault.remaining <= 0) armed = armed.filter((f) => f !== fault);
      logger.info(`client ${id}: ${func} hit fault ${fault.kind}`);
      if (fault.kind === 'no_reply') return;
      if (fault.kind === 'command_error') {
        reply(ws, func, fault.ret ?? SIM_RET.failed, fault.err_info ?? SIM_ERR.simulated);
        return;
      }
      setTimeout(() => handleCommand(ws, func, message), fault.ms ?? 2000);
      return;
    }
    handleCommand(ws, func, message);
  };

  // ---- control ----------------------------------------------------------------------------------------------

  const control: SimulatorControl = {
    arrive(name) {
      if (typeof name !== 'string' || name === '') throw new TypeError('arrive: a device name is required');
      if (!devices.includes(name)) devices.push(name);
      broadcast('device_arrive', { device_name: name });
      logger.info(`device arrived: ${name}`);
    },
    remove(name) {
      if (!devices.includes(name)) throw new RangeError(`remove: no device named ${name}`);
      removeDevice(name);
    },
    setDevices(names) {
      if (!Array.isArray(names) || names.some((name) => typeof name !== 'string' || name === '')) {
        throw new TypeError('setDevices: a list of device names is required');
      }
      for (const name of [...devices]) if (!names.includes(name)) removeDevice(name);
      for (const name of names) if (!devices.includes(name)) control.arrive(name);
      devices = [...new Set(names)];
    },
    loadSheets(input) {
      let next: SheetSource;
      if (Array.isArray(input) || typeof input === 'function') next = input as SheetSource;
      else if (isRecord(input) && 'default' in input) next = defaultSheets;
      else if (isRecord(input) && isRecord(input.generate)) {
        const { count, seed, start } = input.generate as { count: unknown; seed?: unknown; start?: unknown };
        if (!Number.isInteger(count) || (count as number) < 0 || (count as number) > 10_000) throw new RangeError('generate.count must be 0–10000');
        if (seed !== undefined && !Number.isInteger(seed)) throw new RangeError('generate.seed must be an integer');
        if (start !== undefined && !(Number.isInteger(start) && (start as number) >= 0)) throw new RangeError('generate.start must be ≥ 0');
        next = generateSheets(count as number, { template, seed: seed as number | undefined, start: start as number | undefined });
      } else throw new TypeError('loadSheets: give a list of sheets, a function, { generate: { count } } or { default: true }');
      if (Array.isArray(next)) checkSheets(next as SheetSpec[], template);
      source = next;
      pendingTray = undefined;
    },
    useTemplate(next, sheets) {
      const chosen = next ?? initialTemplate;
      const tray = sheets ?? (next ? [] : initialSource);
      if (Array.isArray(tray)) checkSheets(tray as SheetSpec[], chosen);
      template = chosen;
      renderCache.clear();
      source = tray;
      pendingTray = undefined;
    },
    sheets: () => clone(trayFor(scans + 1)),
    fault(kind, faultOptions = {}) {
      if (!FAULT_KINDS.includes(kind)) throw new RangeError(`unknown fault ${String(kind)} (one of ${FAULT_KINDS.join(', ')})`);
      checkFaultOptions(kind, faultOptions);
      const fault: ArmedFault = { ...faultOptions, id: ++faultIds, kind };
      if (kind === 'disconnect') {
        control.disconnectClients();
        return fault;
      }
      if ((COMMAND_FAULT_KINDS as readonly string[]).includes(kind)) {
        const times = faultOptions.times ?? 1;
        if (times > 0) fault.remaining = times;
      }
      armed.push(fault);
      logger.info(`fault armed: ${kind} ${JSON.stringify(faultOptions)}`);
      return clone(fault);
    },
    clearFaults() {
      armed = [];
    },
    faults: () => clone(armed),
    setRate(rate) {
      checkRate(rate);
      ratePerMinute = rate;
    },
    setSheetIdentity(on) {
      sheetIdentity = Boolean(on);
    },
    setDuplex(duplex) {
      defaultDuplex = Boolean(duplex);
      for (const groups of deviceParams.values()) {
        const param = findDeviceParam(groups, DEVICE_PARAM.duplex);
        if (param) param.value = defaultDuplex;
      }
    },
    state: () => ({
      url,
      initialized,
      devices: [...devices],
      openedDevice: openedDevice ?? null,
      scanning: run !== undefined,
      scans,
      ratePerMinute,
      duplex: isDuplex(),
      sheetIdentity,
      globalConfig: clone(globalConfig),
      deviceParams: openedDevice ? clone(paramsOf(openedDevice)) : undefined,
      images: [...session],
      storedImages: store.size,
      lastStartScan: lastStartScan ? { ...lastStartScan } : undefined,
      faults: clone(armed),
      clients: clients.size,
      template: template.name,
      sheetsInTray: trayFor(scans + 1).length,
    }),
    template: () => template,
    scanned: () => clone(scannedLog),
    clearScanned() {
      scannedLog = [];
    },
    image: (path) => store.get(path)?.jpeg,
    emit(func, payload = {}) {
      broadcast(func, payload);
    },
    info(text, isError = false) {
      broadcast('scan_info', { is_error: isError, info: text });
    },
    disconnectClients(graceful = false) {
      for (const ws of clients.keys()) {
        if (graceful) ws.close(1001, 'simulator closes the connection');
        else ws.terminate();
      }
    },
    restart() {
      endScan(false);
      openedDevice = undefined;
      session = [];
      savedMeta.clear();
      control.disconnectClients();
      logger.info('driver restarted: its saved-image list starts afresh');
    },
    messages: () => messageLog.map((entry) => ({ ...entry, message: { ...entry.message } })),
    clearMessages() {
      messageLog = [];
    },
    reset() {
      endScan(false);
      initialized = options.initialized ?? false;
      devices = [...initialDevices];
      openedDevice = undefined;
      globalConfig = clone(initialConfig);
      defaultDuplex = initialDuplex;
      deviceParams.clear();
      ratePerMinute = initialRate;
      sheetIdentity = true;
      hidden.clear();
      template = initialTemplate;
      renderCache.clear();
      source = initialSource;
      pendingTray = undefined;
      scans = 0;
      lastStartScan = undefined;
      store.clear();
      session = [];
      savedMeta.clear();
      scannedLog = [];
      armed = [];
      messageLog = [];
    },
    waitForIdle(timeoutMs = 60_000) {
      if (!run) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the scan did not end within ${timeoutMs} ms`)), timeoutMs);
        idleWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };

  // ---- servers ----------------------------------------------------------------------------------------------

  const server = createServer((req, res) => {
    handleControlRequest(req, res, control, { wsUrl: () => url, backend: options.backend }).catch((error: unknown) => {
      logger.error(`control request ${req.method} ${req.url} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    });
  });
  const wss = new WebSocketServer({ server, maxPayload: 16 * 1024 * 1024 });
  wss.on('connection', (ws, req) => {
    const id = ++clientIds;
    clients.set(ws, id);
    logger.info(`client ${id} connected from ${req.socket.remoteAddress ?? '?'}`);
    ws.on('message', (data, isBinary) => onMessage(ws, data, isBinary));
    ws.on('close', () => {
      clients.delete(ws);
      logger.info(`client ${id} disconnected`);
    });
    ws.on('error', (error) => logger.warn(`client ${id}: ${error.message}`));
  });
  wss.on('error', (error) => logger.error(`websocket server: ${error.message}`));

  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(
        error.code === 'EADDRINUSE'
          ? Object.assign(new Error(`port ${options.port ?? SIMULATOR_DEFAULT_PORT} on ${host} is in use (a real scanner driver, or another simulator?)`), { code: 'EADDRINUSE' })
          : error,
      );
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(options.port ?? SIMULATOR_DEFAULT_PORT, host);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `ws://${host}:${port}`;
  // Warm the renderer (the printed pages of the template are drawn once), so the first scan keeps its rate.
  const first = trayFor(1)[0];
  if (first) rendered(first, initialDuplex, sheetSerialOf(1, 0));

  let closing: Promise<void> | undefined;
  return {
    url,
    controlUrl: `http://${host}:${port}/__sim`,
    host,
    port,
    control,
    close() {
      closing ??= new Promise<void>((resolve) => {
        endScan(false);
        for (const ws of clients.keys()) ws.terminate();
        wss.close(() => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      });
      return closing;
    },
  };
}

function checkRate(rate: number): void {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0 || rate > 60_000) {
    throw new RangeError('ratePerMinute must be a number above 0 and at most 60000');
  }
}

function checkSheets(sheets: readonly SheetSpec[], template: SheetTemplate): void {
  if (!Array.isArray(sheets)) throw new TypeError('sheets must be a list');
  sheets.forEach((sheet, i) => {
    const problems = isRecord(sheet) ? sheetProblems(sheet as unknown as SheetSpec, template) : ['not an object'];
    if (problems.length > 0) throw new RangeError(`sheet ${i}: ${problems.join('; ')}`);
  });
}

function checkFaultOptions(kind: FaultKind, options: FaultOptions): void {
  if (!isRecord(options)) throw new TypeError('fault options must be an object');
  const count = (key: 'afterImages' | 'index' | 'times' | 'ms') => {
    const value = options[key];
    if (value !== undefined && !(typeof value === 'number' && Number.isInteger(value) && value >= 0)) throw new RangeError(`${key} must be an integer ≥ 0`);
  };
  count('afterImages');
  count('index');
  count('times');
  count('ms');
  if (options.style !== undefined && options.style !== 'blank' && options.style !== 'double') throw new RangeError("style must be 'blank' or 'double'");
  if (options.info !== undefined && typeof options.info !== 'string') throw new TypeError('info must be a string');
  if (options.err_info !== undefined && typeof options.err_info !== 'string') throw new TypeError('err_info must be a string');
  if (options.ret !== undefined && !(Number.isInteger(options.ret) && options.ret !== 0)) throw new RangeError('ret must be a non-zero integer');
  if ((COMMAND_FAULT_KINDS as readonly string[]).includes(kind) && typeof options.func !== 'string') {
    throw new TypeError(`${kind} needs func (a command name, or '*')`);
  }
}
