// The local scanner driver client (spec 3 §4.1–4.2, §7.1, §8.2): commands paired with their replies by func, typed
// events, timeouts, reconnect with exponential backoff, and the device-open rules. Works in browsers and in Node (pass
// the `ws` package's WebSocket there).
import { DRIVER_WS_URL } from './constants.ts';
import {
  DRIVER_COMMAND_FUNCS,
  DRIVER_EVENT_FUNCS,
  type DeviceParamGroup,
  type DeviceParamSetting,
  type DriverCommandFunc,
  type DriverEventFunc,
  type DriverEventMap,
  type DriverParams,
  type DriverReplyData,
  type GlobalConfig,
  type GlobalConfigPatch,
  type ImageFormat,
  type ImageThumbnail,
  type SavedImage,
  type StartScanParams,
} from './generated/driver.ts';
import { WS_OPEN, reportHandlerError, resolveWebSocket, type WebSocketConstructor, type WebSocketLike } from './websocket.ts';

/**
 * Every text the client produces for people, in one table so translating them is one edit. Failure fallbacks per
 * command come from spec 3 §8.2 (English there; the web app translates them later).
 */
export const DRIVER_TEXTS = {
  /** A failed command with neither err_info nor a fallback of its own (spec 3 §7.1). */
  operationFailed: 'operation failed',
  /** The driver's websocket cannot be opened (spec 3 §8.2). */
  connectionFailed: 'Scanner websocket connection failed, check software is open',
  /** The driver's websocket closed, or the client was closed, while a command waited (spec 3 §8.2). */
  disconnected: 'Scanner disconnected',
  /** The driver did not reply in time (not a spec text). */
  timeout: 'The scanner driver did not reply in time',
  /** Per-command fallbacks for a failed command without err_info (spec 3 §8.2). */
  fallbacks: {
    open_device: 'Open device failed, refresh/retry',
    start_scan: 'Start scan failed',
    stop_scan: 'Stop scan failed',
    clear_image_list: 'Clear list failed',
    reset_device_param: 'Reset device params failed',
    get_device_param: 'Get scan params failed',
    set_device_param: 'Failed to set preset params',
  } satisfies Partial<Record<DriverCommandFunc, string>> as Readonly<Partial<Record<DriverCommandFunc, string>>>,
} as const;

/** err_info of open_device that still means the device is open (spec 3 §4.1). */
export const ALREADY_OPENED_DEVICE = 'already opened device';
/** err_info of open_device that means the device is not there; the client forgets its name (spec 3 §4.1). */
export const DEVICE_NOT_FOUND = 'device not found';

/** start_scan parameters the client sends unless told otherwise (spec 3 §7.1). */
export const START_SCAN_DEFAULTS: Readonly<Required<StartScanParams>> = { blank_check: false, local_save: true, get_base64: true };

/** The text shown for a failed command: err_info, or the command's fallback, or 'operation failed'. */
export function driverErrorMessage(func: DriverCommandFunc, errInfo: string | undefined): string {
  const text = errInfo?.trim();
  return text || DRIVER_TEXTS.fallbacks[func] || DRIVER_TEXTS.operationFailed;
}

/** A command the driver answered with a non-zero ret. */
export class DriverError extends Error {
  override readonly name = 'DriverError';
  constructor(
    readonly func: DriverCommandFunc,
    readonly ret: number,
    /** The driver's err_info as sent ('' when it sent none). */
    readonly errInfo: string,
  ) {
    super(driverErrorMessage(func, errInfo));
  }
}

/** A command the driver did not answer within the timeout. */
export class DriverTimeoutError extends Error {
  override readonly name = 'DriverTimeoutError';
  constructor(
    readonly func: DriverCommandFunc,
    readonly timeoutMs: number,
  ) {
    super(DRIVER_TEXTS.timeout);
  }
}

/** The connection could not be opened, or was lost (or closed) before a command was answered. */
export class DriverConnectionError extends Error {
  override readonly name = 'DriverConnectionError';
  constructor(
    message: string,
    /** The command that failed, when the error belongs to one. */
    readonly func?: DriverCommandFunc,
  ) {
    super(message);
  }
}

export interface ReconnectOptions {
  /** Delay before the first attempt after a connection drops. */
  initialDelayMs: number;
  /** Largest delay between attempts. */
  maxDelayMs: number;
  /** Each further delay is the previous one times this. */
  factor: number;
  /** Give up after this many attempts in a row (default: never). */
  maxAttempts?: number;
}

export const DEFAULT_RECONNECT: Readonly<ReconnectOptions> = { initialDelayMs: 500, maxDelayMs: 10_000, factor: 2 };
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface DriverClientOptions {
  /** The driver's websocket (default ws://127.0.0.1:38999). */
  url?: string;
  /** WebSocket constructor (default globalThis.WebSocket; in Node pass the `ws` package's WebSocket). */
  WebSocket?: WebSocketConstructor;
  /** How long a command may wait for its reply once sent (default 10000; 0 waits for ever). */
  timeoutMs?: number;
  /**
   * Reconnect after an open connection drops, with exponential backoff (default 500 ms doubling up to 10 s); false
   * turns it off. A first connect() that fails is not retried: the caller offers retry (spec 3 §4.1).
   */
  reconnect?: ReconnectOptions | false;
  /** Sees every message: 'send' for commands as sent, 'receive' for every parsed frame (replies, events, anything). */
  onMessage?: (direction: 'send' | 'receive', message: unknown) => void;
}

export interface CallOptions {
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
}

/** Arguments of call(): params may be left out when the command has none that are required. */
export type DriverCallArgs<F extends DriverCommandFunc> =
  Record<string, never> extends DriverParams<F>
    ? [params?: DriverParams<F>, options?: CallOptions]
    : [params: DriverParams<F>, options?: CallOptions];

/** Connection events of the client, besides the driver's own events. */
export interface DriverConnectionEvents {
  /** The connection is open (reconnected: after a drop). */
  open: { reconnected: boolean };
  /**
   * An open connection closed (code and reason from the socket), or the client gave up reconnecting. willReconnect
   * tells whether a reconnect follows.
   */
  close: { code: number; reason: string; willReconnect: boolean };
  /** A reconnect attempt is scheduled in delayMs (attempt counts from 1 after each drop). */
  reconnecting: { attempt: number; delayMs: number };
}

/** Every event on(): the driver's events (the message as received) and the connection events. */
export type DriverClientEvents = DriverEventMap & DriverConnectionEvents;
export type DriverClientEventName = keyof DriverClientEvents;

export type DriverClientState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface DriverClient {
  readonly url: string;
  /** idle before connect(), then connecting, open, reconnecting (waiting or trying) and closed. */
  readonly state: DriverClientState;
  /** The device opened through openDevice(), until 'device not found', its device_remove, or a lost connection. */
  readonly openedDevice: string | undefined;
  /** Opens the connection (resolves at once when open; joins an attempt under way). */
  connect(): Promise<void>;
  /** Closes the connection for good: pending calls fail and no reconnect follows (connect() may open it again). */
  close(): void;
  /**
   * Sends a command and resolves with its reply data (the reply without func, ret and err_info). Rejects with a
   * DriverError for a non-zero ret, a DriverTimeoutError, or a DriverConnectionError. A call of a func that is already
   * in flight waits for it to settle (replies are paired by func alone).
   */
  call<F extends DriverCommandFunc>(func: F, ...args: DriverCallArgs<F>): Promise<DriverReplyData<F>>;
  /** Subscribes to a driver event or a connection event; returns the unsubscribe function. */
  on<E extends DriverClientEventName>(event: E, handler: (payload: DriverClientEvents[E]) => void): () => void;

  isDeviceInit(): Promise<boolean>;
  initDevice(): Promise<void>;
  getDeviceNameList(): Promise<string[]>;
  getGlobalConfig(): Promise<GlobalConfig>;
  setGlobalConfig(config: GlobalConfigPatch): Promise<void>;
  getDeviceParam(): Promise<DeviceParamGroup[]>;
  setDeviceParam(params: DeviceParamSetting[]): Promise<void>;
  resetDeviceParam(): Promise<void>;
  /**
   * Opens a device: `{opened: true}` on ret 0 or 'already opened device'; `{opened: false}` on 'device not found'
   * (openedDevice is cleared); any other failure rejects with a DriverError (fallback 'Open device failed,
   * refresh/retry').
   */
  openDevice(deviceName: string): Promise<{ opened: boolean }>;
  /** Starts a scan with START_SCAN_DEFAULTS unless overridden. */
  startScan(options?: StartScanParams): Promise<void>;
  stopScan(): Promise<void>;
  /** The image's base64. */
  loadImage(imagePath: string): Promise<string>;
  getImageThumbnailList(imagePaths: string[]): Promise<ImageThumbnail[]>;
  /**
   * The images the driver saved after `afterImagePath` (every image of its list without it), oldest first, and whether
   * a scan runs (contract: x-inferred). Undefined when the driver does not know the command (an older driver): the
   * caller then names the sheets to feed again instead.
   */
  getSavedImageList(afterImagePath?: string): Promise<{ scanning: boolean; images: SavedImage[] } | undefined>;
  clearImageList(): Promise<void>;
  clearGlobalFileSavePath(): Promise<void>;
}

interface PendingCall {
  func: DriverCommandFunc;
  message: Record<string, unknown>;
  timeoutMs: number;
  sent: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  resolve: (data: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

const COMMANDS: ReadonlySet<string> = new Set(DRIVER_COMMAND_FUNCS);
const EVENTS: ReadonlySet<string> = new Set(DRIVER_EVENT_FUNCS);
const ENVELOPE = new Set(['func', 'ret', 'err_info']);

/** Creates a driver client; nothing is opened until connect(). */
export function createDriverClient(options: DriverClientOptions = {}): DriverClient {
  const url = options.url ?? DRIVER_WS_URL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const reconnect = options.reconnect === false ? false : { ...DEFAULT_RECONNECT, ...options.reconnect };
  const WebSocketImpl = options.WebSocket;

  let state: DriverClientState = 'idle';
  let socket: WebSocketLike | undefined;
  let connecting: Promise<void> | undefined;
  let rejectConnecting: ((error: Error) => void) | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let openedDevice: string | undefined;
  /** Per func: the call in flight first, then the calls waiting for it. */
  const queues = new Map<DriverCommandFunc, PendingCall[]>();
  const handlers = new Map<DriverClientEventName, Set<(payload: never) => void>>();

  function emit<E extends DriverClientEventName>(event: E, payload: DriverClientEvents[E]): void {
    for (const handler of [...(handlers.get(event) ?? [])]) {
      try {
        (handler as (p: DriverClientEvents[E]) => void)(payload);
      } catch (error) {
        reportHandlerError(error);
      }
    }
  }

  function observe(direction: 'send' | 'receive', message: unknown): void {
    if (!options.onMessage) return;
    try {
      options.onMessage(direction, message);
    } catch (error) {
      reportHandlerError(error);
    }
  }

  function send(call: PendingCall): void {
    if (!socket || socket.readyState !== WS_OPEN) {
      settleHead(call.func, () => call.reject(new DriverConnectionError(DRIVER_TEXTS.disconnected, call.func)));
      return;
    }
    call.sent = true;
    observe('send', call.message);
    socket.send(JSON.stringify(call.message));
    if (call.timeoutMs > 0 && Number.isFinite(call.timeoutMs)) {
      call.timer = setTimeout(() => {
        settleHead(call.func, () => call.reject(new DriverTimeoutError(call.func, call.timeoutMs)));
      }, call.timeoutMs);
    }
  }

  /** Removes the call in flight for func, settles it, and sends the next waiting call of that func. */
  function settleHead(func: DriverCommandFunc, settle: () => void): void {
    const queue = queues.get(func);
    const head = queue?.shift();
    if (head?.timer) clearTimeout(head.timer);
    if (queue && !queue.length) queues.delete(func);
    settle();
    const next = queues.get(func)?.[0];
    if (next && !next.sent) send(next);
  }

  function failAll(message: string): void {
    const all = [...queues.values()].flat();
    queues.clear();
    for (const call of all) {
      if (call.timer) clearTimeout(call.timer);
      call.reject(new DriverConnectionError(message, call.func));
    }
  }

  function onReply(func: DriverCommandFunc, message: Record<string, unknown>): void {
    const head = queues.get(func)?.[0];
    // A reply nobody waits for (for example one arriving after its call timed out) is dropped.
    if (!head?.sent) return;
    const ret = message.ret;
    const errInfo = typeof message.err_info === 'string' ? message.err_info : '';
    if (ret === 0) {
      const data: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(message)) if (!ENVELOPE.has(key)) data[key] = value;
      settleHead(func, () => head.resolve(data));
    } else {
      settleHead(func, () => head.reject(new DriverError(func, typeof ret === 'number' ? ret : Number.NaN, errInfo)));
    }
  }

  function onFrame(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    observe('receive', message);
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return;
    const record = message as Record<string, unknown>;
    const func = record.func;
    if (typeof func !== 'string') return;
    if (EVENTS.has(func)) {
      if (func === 'device_remove' && record.device_name === openedDevice) openedDevice = undefined;
      emit(func as DriverEventFunc, record as unknown as DriverEventMap[DriverEventFunc]);
    } else if (COMMANDS.has(func)) {
      onReply(func as DriverCommandFunc, record);
    }
  }

  /** Opens a socket; resolves when it opens, rejects when it closes first. */
  function openSocket(reconnecting: boolean): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let ws: WebSocketLike;
      try {
        ws = new (resolveWebSocket(WebSocketImpl))(url);
      } catch (error) {
        reject(error instanceof Error ? error : new DriverConnectionError(DRIVER_TEXTS.connectionFailed));
        return;
      }
      socket = ws;
      let opened = false;
      rejectConnecting = reject;
      ws.addEventListener('open', () => {
        if (socket !== ws) return;
        opened = true;
        state = 'open';
        attempt = 0;
        connecting = undefined;
        rejectConnecting = undefined;
        resolve();
        emit('open', { reconnected: reconnecting });
      });
      ws.addEventListener('message', (event) => {
        if (socket === ws) onFrame(event.data);
      });
      // A failed or broken connection always ends with close; error carries nothing more.
      ws.addEventListener('error', () => undefined);
      ws.addEventListener('close', (event) => {
        if (socket !== ws) return;
        socket = undefined;
        if (!opened) {
          connecting = undefined;
          rejectConnecting = undefined;
          reject(new DriverConnectionError(DRIVER_TEXTS.connectionFailed));
          if (reconnecting) scheduleReconnect();
          else state = 'closed';
          return;
        }
        failAll(DRIVER_TEXTS.disconnected);
        openedDevice = undefined;
        const willReconnect = reconnect !== false && canRetry();
        state = willReconnect ? 'reconnecting' : 'closed';
        emit('close', { code: event.code, reason: event.reason, willReconnect });
        if (willReconnect) scheduleReconnect();
      });
    });
  }

  function canRetry(): boolean {
    return reconnect !== false && attempt < (reconnect.maxAttempts ?? Number.POSITIVE_INFINITY);
  }

  function scheduleReconnect(): void {
    if (reconnect === false) return;
    if (!canRetry()) {
      state = 'closed';
      attempt = 0; // a later connect() starts afresh
      emit('close', { code: 1006, reason: 'gave up reconnecting', willReconnect: false });
      return;
    }
    attempt += 1;
    const delayMs = Math.min(reconnect.initialDelayMs * reconnect.factor ** (attempt - 1), reconnect.maxDelayMs);
    state = 'reconnecting';
    emit('reconnecting', { attempt, delayMs });
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connecting = openSocket(true);
      // A failed attempt schedules the next one itself; connect() callers joining it see the failure.
      connecting.catch(() => undefined);
    }, delayMs);
  }

  function connect(): Promise<void> {
    if (state === 'open' && socket) return Promise.resolve();
    if (connecting) return connecting;
    if (reconnectTimer) {
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
    }
    state = 'connecting';
    connecting = openSocket(attempt > 0);
    return connecting;
  }

  function close(): void {
    if (reconnectTimer) {
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
    }
    const ws = socket;
    const wasOpen = state === 'open';
    socket = undefined;
    attempt = 0;
    state = 'closed';
    openedDevice = undefined;
    connecting = undefined;
    const reject = rejectConnecting;
    rejectConnecting = undefined;
    reject?.(new DriverConnectionError(DRIVER_TEXTS.disconnected));
    failAll(DRIVER_TEXTS.disconnected);
    if (ws) {
      try {
        ws.close(1000, 'closed by client');
      } catch {
        // A socket still connecting may refuse close() in some implementations; it is dropped either way.
      }
    }
    if (wasOpen) emit('close', { code: 1000, reason: 'closed by client', willReconnect: false });
  }

  function call<F extends DriverCommandFunc>(func: F, ...args: DriverCallArgs<F>): Promise<DriverReplyData<F>> {
    const [params, callOptions] = args;
    return new Promise<DriverReplyData<F>>((resolve, reject) => {
      if (!socket || socket.readyState !== WS_OPEN) {
        reject(new DriverConnectionError(state === 'connecting' || state === 'idle' ? DRIVER_TEXTS.connectionFailed : DRIVER_TEXTS.disconnected, func));
        return;
      }
      const pending: PendingCall = {
        func,
        message: { func, ...(params as Record<string, unknown> | undefined) },
        timeoutMs: callOptions?.timeoutMs ?? timeoutMs,
        sent: false,
        timer: undefined,
        resolve: resolve as (data: Record<string, unknown>) => void,
        reject,
      };
      const queue = queues.get(func);
      if (queue) queue.push(pending);
      else {
        queues.set(func, [pending]);
        send(pending);
      }
    });
  }

  function on<E extends DriverClientEventName>(event: E, handler: (payload: DriverClientEvents[E]) => void): () => void {
    let set = handlers.get(event);
    if (!set) handlers.set(event, (set = new Set()));
    const entry = handler as (payload: never) => void;
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  async function openDevice(deviceName: string): Promise<{ opened: boolean }> {
    try {
      await call('open_device', { device_name: deviceName });
    } catch (error) {
      if (!(error instanceof DriverError)) throw error;
      const info = error.errInfo.trim();
      if (info === DEVICE_NOT_FOUND) {
        openedDevice = undefined;
        return { opened: false };
      }
      if (info !== ALREADY_OPENED_DEVICE) throw error;
    }
    openedDevice = deviceName;
    return { opened: true };
  }

  return {
    url,
    get state() {
      return state;
    },
    get openedDevice() {
      return openedDevice;
    },
    connect,
    close,
    call,
    on,
    isDeviceInit: async () => (await call('is_device_init')).init === true,
    initDevice: async () => void (await call('init_device')),
    getDeviceNameList: async () => (await call('get_device_name_list')).device_name_list ?? [],
    getGlobalConfig: async () => (await call('get_global_config')).global_config,
    setGlobalConfig: async (config) => void (await call('set_global_config', { global_config: config })),
    getDeviceParam: async () => (await call('get_device_param')).device_param ?? [],
    setDeviceParam: async (params) => void (await call('set_device_param', { device_param: params })),
    resetDeviceParam: async () => void (await call('reset_device_param')),
    openDevice,
    startScan: async (scanOptions) => void (await call('start_scan', { ...START_SCAN_DEFAULTS, ...scanOptions })),
    stopScan: async () => void (await call('stop_scan')),
    loadImage: async (imagePath) => (await call('load_image', { image_path: imagePath })).image_base64,
    getImageThumbnailList: async (imagePaths) =>
      (await call('get_image_thumbnail_list', { image_path_list: imagePaths })).image_thumbnail_list ?? [],
    getSavedImageList: async (afterImagePath) => {
      try {
        const data = await call('get_saved_image_list', afterImagePath === undefined ? {} : { after_image_path: afterImagePath });
        return { scanning: data.scanning === true, images: data.image_list ?? [] };
      } catch (error) {
        // An older driver answers an unknown command with a failure (or not at all: the timeout).
        if (error instanceof DriverError && /不支持|unknown|unsupported|not support/i.test(error.errInfo)) return undefined;
        if (error instanceof DriverTimeoutError) return undefined;
        throw error;
      }
    },
    clearImageList: async () => void (await call('clear_image_list')),
    clearGlobalFileSavePath: async () => void (await call('clear_global_file_save_path')),
  };
}

/** The file extension the driver gives an image format (spec 3 §3: ocr-pdf and ocr-ofd save pdf and ofd files). */
export function imageFileExtension(format: ImageFormat): string {
  if (format === 'ocr-pdf') return 'pdf';
  if (format === 'ocr-ofd') return 'ofd';
  return format;
}

/**
 * The timestamp of a scanned image's file name, or undefined when the name breaks the rule (spec 3 §5): the prefix,
 * an optional '-', 17 digits (yyyyMMddHHmmssSSS) and '.' plus the extension (compared without regard to case; a
 * leading dot in ext is ignored). Directories (/ or \) in front of the file name are skipped.
 */
export function parseImageFileName(path: string, prefix: string, ext: string): { timestamp: string } | undefined {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const suffix = `.${ext.replace(/^\./, '')}`;
  if (suffix.length < 2 || !name.startsWith(prefix) || !name.toLowerCase().endsWith(suffix.toLowerCase())) return undefined;
  const middle = name.slice(prefix.length, name.length - suffix.length);
  const match = /^-?(\d{17})$/.exec(middle);
  return match?.[1] ? { timestamp: match[1] } : undefined;
}
