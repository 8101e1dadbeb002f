// The driver client against a scripted driver peer (a real websocket server): pairing of every command with its
// reply, failure texts, timeouts, per-func queueing, events, reconnect with backoff, pending calls on disconnect and
// the device-open rules. The peer checks every message both ways against the AsyncAPI payload schemas.
import { performance } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  DRIVER_COMMAND_FUNCS,
  DRIVER_EVENT_FUNCS,
  DRIVER_TEXTS,
  DRIVER_WS_URL,
  DriverConnectionError,
  DriverError,
  DriverTimeoutError,
  START_SCAN_DEFAULTS,
  createDriverClient,
  driverPayloadSchemas,
  imageFileExtension,
  parseImageFileName,
  type DeviceParamGroup,
  type DriverClient,
  type DriverClientOptions,
  type DriverConnectionEvents,
  type DriverEvent,
  type GlobalConfig,
} from '../src/index.ts';
import { startDriverPeer, type DriverPeer } from './driver-peer.ts';

const GLOBAL_CONFIG: GlobalConfig = {
  file_save_path: 'D:\\scan',
  file_name_prefix: 'EXAMSCAN',
  file_name_mode: 'date_time',
  image_format: 'jpg',
  image_jpeg_quality: 80,
  image_tiff_compression: 'none',
  image_tiff_jpeg_quality: 80,
  is_cover: false,
};

const GROUPS: DeviceParamGroup[] = [
  {
    group_name: 'Basic',
    group_param: [
      { name: 'Resolution', value: 200, value_type: 'int', range_type: 'list', value_list: [100, 150, 200] },
      { name: 'Duplex', value: true, value_type: 'bool', range_type: 'list', value_list: [true, false] },
      { name: 'Color mode', value: 'Black and white', value_type: 'string', range_type: 'list', value_list: ['Black and white', 'Color'] },
      { name: 'Gamma', value: 1.5, value_type: 'double', range_type: 'min_max', value_min: 0.1, value_max: 5 },
    ],
  },
];

let peer: DriverPeer;
const clients: DriverClient[] = [];

function client(options: DriverClientOptions = {}): DriverClient {
  const c = createDriverClient({ url: peer.url, WebSocket, reconnect: false, ...options });
  clients.push(c);
  return c;
}

/** Resolves with the next payload of a client event. */
function next<E extends keyof DriverConnectionEvents>(c: DriverClient, event: E): Promise<DriverConnectionEvents[E]> {
  return new Promise((resolve) => {
    const off = c.on(event, (payload) => {
      off();
      resolve(payload);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  peer = await startDriverPeer();
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await peer.stop();
  // Every message of every test, both ways, matched the AsyncAPI payload schemas.
  expect(peer.violations).toEqual([]);
});

describe('commands and replies', () => {
  it('every command is sent as its AsyncAPI command and resolves with its reply data', async () => {
    peer.respond('is_device_init', { init: false });
    peer.respond('get_device_name_list', { device_name_list: ['Kodak i2900', 'Fujitsu fi-7160'] });
    peer.respond('get_global_config', { global_config: GLOBAL_CONFIG });
    peer.respond('get_device_param', { device_param: GROUPS });
    peer.respond('load_image', { image_base64: 'QUJDRA==' });
    peer.respond('get_image_thumbnail_list', (command) => ({
      image_thumbnail_list: (command.image_path_list as string[]).map((image_path) => ({ image_path, image_base64: 'VA==' })),
    }));
    peer.respond('get_saved_image_list', { scanning: true, image_list: [{ image_path: 'a/EXAMSCAN-20261105083015124.jpg', order: 1, side: 'back', sheet_serial: 'S1-0001' }] });
    const c = client();
    await c.connect();
    expect(c.state).toBe('open');

    expect(await c.isDeviceInit()).toBe(false);
    expect(await c.initDevice()).toBeUndefined();
    expect(await c.getDeviceNameList()).toEqual(['Kodak i2900', 'Fujitsu fi-7160']);
    expect(await c.getGlobalConfig()).toEqual(GLOBAL_CONFIG);
    expect(await c.setGlobalConfig({ image_format: 'png', image_jpeg_quality: 90 })).toBeUndefined();
    expect(await c.getDeviceParam()).toEqual(GROUPS);
    expect(await c.setDeviceParam([{ name: 'Resolution', value: 150 }, { name: 'Duplex', value: false }])).toBeUndefined();
    expect(await c.resetDeviceParam()).toBeUndefined();
    expect(await c.openDevice('Kodak i2900')).toEqual({ opened: true });
    expect(await c.startScan()).toBeUndefined();
    expect(await c.stopScan()).toBeUndefined();
    expect(await c.loadImage('D:\\scan\\EXAMSCAN-20261105083015123.jpg')).toBe('QUJDRA==');
    expect(await c.getImageThumbnailList(['a/EXAMSCAN-20261105083015123.jpg', 'a/EXAMSCAN-20261105083015124.jpg'])).toEqual([
      { image_path: 'a/EXAMSCAN-20261105083015123.jpg', image_base64: 'VA==' },
      { image_path: 'a/EXAMSCAN-20261105083015124.jpg', image_base64: 'VA==' },
    ]);
    expect(await c.getSavedImageList('a/EXAMSCAN-20261105083015123.jpg')).toEqual({
      scanning: true,
      images: [{ image_path: 'a/EXAMSCAN-20261105083015124.jpg', order: 1, side: 'back', sheet_serial: 'S1-0001' }],
    });
    expect(await c.clearImageList()).toBeUndefined();
    expect(await c.clearGlobalFileSavePath()).toBeUndefined();

    expect(peer.received).toEqual([
      { func: 'is_device_init' },
      { func: 'init_device' },
      { func: 'get_device_name_list' },
      { func: 'get_global_config' },
      { func: 'set_global_config', global_config: { image_format: 'png', image_jpeg_quality: 90 } },
      { func: 'get_device_param' },
      { func: 'set_device_param', device_param: [{ name: 'Resolution', value: 150 }, { name: 'Duplex', value: false }] },
      { func: 'reset_device_param' },
      { func: 'open_device', device_name: 'Kodak i2900' },
      { func: 'start_scan', blank_check: false, local_save: true, get_base64: true },
      { func: 'stop_scan' },
      { func: 'load_image', image_path: 'D:\\scan\\EXAMSCAN-20261105083015123.jpg' },
      { func: 'get_image_thumbnail_list', image_path_list: ['a/EXAMSCAN-20261105083015123.jpg', 'a/EXAMSCAN-20261105083015124.jpg'] },
      { func: 'get_saved_image_list', after_image_path: 'a/EXAMSCAN-20261105083015123.jpg' },
      { func: 'clear_image_list' },
      { func: 'clear_global_file_save_path' },
    ]);
    // The convenience methods cover every command of the AsyncAPI document.
    expect(new Set(peer.received.map((m) => m.func))).toEqual(new Set(DRIVER_COMMAND_FUNCS));
  });

  it('call() resolves with the reply without func, ret and err_info', async () => {
    peer.respond('get_device_name_list', { device_name_list: ['A'] });
    const c = client();
    await c.connect();
    await expect(c.call('get_device_name_list')).resolves.toEqual({ device_name_list: ['A'] });
    await expect(c.call('init_device')).resolves.toEqual({});
    await expect(c.call('open_device', { device_name: 'A' })).resolves.toEqual({});
  });

  it('start_scan sends the spec defaults, which are the schema defaults, and takes overrides', async () => {
    const c = client();
    await c.connect();
    await c.startScan({ blank_check: true });
    await c.startScan({ get_base64: false, local_save: false });
    expect(peer.received).toEqual([
      { func: 'start_scan', blank_check: true, local_save: true, get_base64: true },
      { func: 'start_scan', blank_check: false, local_save: false, get_base64: false },
    ]);
    expect(START_SCAN_DEFAULTS).toEqual({ blank_check: false, local_save: true, get_base64: true });
    const properties = driverPayloadSchemas.StartScanCommand.properties as Record<string, { default?: unknown }>;
    for (const [key, value] of Object.entries(START_SCAN_DEFAULTS)) expect(properties[key]?.default, key).toBe(value);
  });
});

describe('failures', () => {
  it('a non-zero ret rejects with err_info as the message', async () => {
    peer.respond('start_scan', { ret: 3, err_info: 'no paper in feeder' });
    const c = client();
    await c.connect();
    const error = await c.startScan().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DriverError);
    expect(error).toMatchObject({ name: 'DriverError', func: 'start_scan', ret: 3, errInfo: 'no paper in feeder', message: 'no paper in feeder' });
  });

  it('without err_info the per-command fallback of spec 3 §8.2 is the message', async () => {
    const expected = {
      open_device: 'Open device failed, refresh/retry',
      start_scan: 'Start scan failed',
      stop_scan: 'Stop scan failed',
      clear_image_list: 'Clear list failed',
      reset_device_param: 'Reset device params failed',
      get_device_param: 'Get scan params failed',
      set_device_param: 'Failed to set preset params',
    };
    expect(DRIVER_TEXTS.fallbacks).toEqual(expected);
    for (const func of DRIVER_COMMAND_FUNCS) peer.respond(func, { ret: -1, err_info: '  ' });
    const c = client();
    await c.connect();
    for (const [func, text] of Object.entries(expected)) {
      const params = func === 'open_device' ? { device_name: 'X' } : func === 'set_device_param' ? { device_param: [{ name: 'A', value: 1 }] } : undefined;
      // call() is typed per func; the table drives it here.
      const error = await (c.call as (f: string, p?: object) => Promise<unknown>)(func, params).catch((e: unknown) => e);
      expect(error, func).toBeInstanceOf(DriverError);
      expect((error as DriverError).message, func).toBe(text);
    }
  });

  it("other commands fall back to 'operation failed'", async () => {
    peer.respond('load_image', { ret: 1, err_info: '' });
    peer.respond('init_device', { ret: 2, err_info: '' });
    const c = client();
    await c.connect();
    await expect(c.loadImage('a.jpg')).rejects.toMatchObject({ message: 'operation failed', func: 'load_image', ret: 1, errInfo: '' });
    await expect(c.initDevice()).rejects.toMatchObject({ message: 'operation failed', ret: 2 });
    expect(DRIVER_TEXTS.operationFailed).toBe('operation failed');
  });

  it('a call without a reply times out, and a late reply settles nothing', async () => {
    peer.respond('stop_scan', 'silent');
    const c = client({ timeoutMs: 60 });
    await c.connect();
    const started = performance.now();
    const error = await c.stopScan().catch((e: unknown) => e);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(error).toBeInstanceOf(DriverTimeoutError);
    expect(error).toMatchObject({ func: 'stop_scan', timeoutMs: 60, message: DRIVER_TEXTS.timeout });

    // The late reply arrives while nothing of its func is in flight: dropped.
    peer.send({ func: 'stop_scan', ret: 9, err_info: 'late' });
    await sleep(30);
    peer.respond('stop_scan', {});
    await expect(c.stopScan()).resolves.toBeUndefined();

    // A per-call timeout overrides the client's.
    peer.respond('get_device_param', 'silent');
    await expect(c.call('get_device_param', {}, { timeoutMs: 20 })).rejects.toMatchObject({ name: 'DriverTimeoutError', timeoutMs: 20 });
  });

  it('calls before connect() and after a failed connect() fail with a connection error', async () => {
    const port = peer.port;
    await peer.stop();
    const c = client({ url: `ws://127.0.0.1:${port}`, reconnect: { initialDelayMs: 10, maxDelayMs: 10, factor: 1 } });
    await expect(c.call('is_device_init')).rejects.toBeInstanceOf(DriverConnectionError);
    const reconnecting = vi.fn();
    c.on('reconnecting', reconnecting);
    const error = await c.connect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DriverConnectionError);
    expect((error as Error).message).toBe('Scanner websocket connection failed, check software is open');
    await sleep(60);
    // A first connect is not retried by itself: the portal offers retry (spec 3 §4.1).
    expect(reconnecting).not.toHaveBeenCalled();
    expect(c.state).toBe('closed');
    await expect(c.isDeviceInit()).rejects.toBeInstanceOf(DriverConnectionError);
    await peer.restart();
    await c.connect();
    expect(c.state).toBe('open');
  });

  it('uses the global WebSocket and the driver address by default', async () => {
    expect(createDriverClient().url).toBe(DRIVER_WS_URL);
    expect(DRIVER_WS_URL).toBe('ws://127.0.0.1:38999');
    // Node 20 has no global WebSocket: the client says what to do.
    if (!('WebSocket' in globalThis)) {
      await expect(createDriverClient({ url: peer.url }).connect()).rejects.toThrow(/No WebSocket implementation/);
    }
    vi.stubGlobal('WebSocket', WebSocket);
    try {
      const c = createDriverClient({ url: peer.url, reconnect: false });
      clients.push(c);
      await c.connect();
      await expect(c.isDeviceInit()).resolves.toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('queueing by func', () => {
  it('a second call of the same func waits until the first settles; other funcs go out at once', async () => {
    peer.respond('set_device_param', 'silent');
    const c = client();
    await c.connect();
    const first = c.setDeviceParam([{ name: 'Resolution', value: 100 }]);
    const second = c.setDeviceParam([{ name: 'Resolution', value: 200 }]);
    await peer.waitForCommands(1);
    await expect(c.isDeviceInit()).resolves.toBe(false);
    await sleep(30);
    expect(peer.received.map((m) => m.func)).toEqual(['set_device_param', 'is_device_init']);

    peer.send({ func: 'set_device_param', ret: 0, err_info: '' });
    await expect(first).resolves.toBeUndefined();
    await peer.waitForCommands(3);
    expect(peer.received[2]).toEqual({ func: 'set_device_param', device_param: [{ name: 'Resolution', value: 200 }] });
    peer.send({ func: 'set_device_param', ret: 1, err_info: 'value out of range' });
    await expect(second).rejects.toMatchObject({ message: 'value out of range' });
  });

  it('a timed-out call lets the next one of its func go', async () => {
    peer.respond('load_image', (command) => (command.image_path === 'slow.jpg' ? 'silent' : { image_base64: 'QQ==' }));
    const c = client({ timeoutMs: 40 });
    await c.connect();
    const slow = c.loadImage('slow.jpg');
    const fast = c.loadImage('fast.jpg');
    await expect(slow).rejects.toBeInstanceOf(DriverTimeoutError);
    await expect(fast).resolves.toBe('QQ==');
    expect(peer.received.map((m) => m.image_path)).toEqual(['slow.jpg', 'fast.jpg']);
  });
});

describe('events', () => {
  const EVENTS: DriverEvent[] = [
    { func: 'scan_begin' },
    { func: 'scan_info', is_error: true, info: 'paper jam' },
    { func: 'scan_image', image_path: 'D:\\scan\\EXAMSCAN-20261105083015123.jpg', image_base64: '/9j/2Q==' },
    { func: 'scan_end' },
    { func: 'device_arrive', device_name: 'Kodak i2900' },
    { func: 'device_remove', device_name: 'Kodak i2900' },
  ];

  it('every event reaches its subscribers as sent; unsubscribe stops it', async () => {
    expect(EVENTS.map((e) => e.func).sort()).toEqual([...DRIVER_EVENT_FUNCS].sort());
    const c = client();
    await c.connect();
    const seen: DriverEvent[] = [];
    const offs = DRIVER_EVENT_FUNCS.map((func) => c.on(func, (event) => seen.push(event)));
    const scanImages: string[] = [];
    const offImage = c.on('scan_image', (event) => scanImages.push(event.image_path));
    for (const event of EVENTS) peer.send(event);
    await vi.waitFor(() => expect(seen).toHaveLength(EVENTS.length));
    expect(seen).toEqual(EVENTS);
    expect(scanImages).toEqual(['D:\\scan\\EXAMSCAN-20261105083015123.jpg']);

    for (const off of offs) off();
    offImage();
    peer.send({ func: 'scan_begin' });
    await c.isDeviceInit(); // a round trip later the event has been handled
    expect(seen).toHaveLength(EVENTS.length);
  });

  it('a throwing handler does not stop the others; junk frames are ignored; onMessage sees the traffic', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const traffic: [string, unknown][] = [];
    const c = client({ onMessage: (direction, message) => traffic.push([direction, message]) });
    await c.connect();
    c.on('scan_begin', () => {
      throw new Error('boom');
    });
    const after = vi.fn();
    c.on('scan_begin', after);
    peer.sendRaw('not json');
    peer.sendRaw('[1,2]');
    peer.sendRaw('{"func":"not_a_thing"}');
    peer.send({ func: 'scan_begin' });
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1));
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
    await expect(c.isDeviceInit()).resolves.toBe(false);
    expect(traffic).toEqual([
      ['receive', [1, 2]],
      ['receive', { func: 'not_a_thing' }],
      ['receive', { func: 'scan_begin' }],
      ['send', { func: 'is_device_init' }],
      ['receive', { func: 'is_device_init', ret: 0, err_info: '', init: false }],
    ]);
  });
});

describe('open device rules (spec 3 §4.1)', () => {
  it("ret 0 and 'already opened device' are open; 'device not found' is not and clears the name", async () => {
    const c = client();
    await c.connect();
    expect(c.openedDevice).toBeUndefined();
    expect(await c.openDevice('A')).toEqual({ opened: true });
    expect(c.openedDevice).toBe('A');

    peer.respond('open_device', { ret: -1, err_info: 'already opened device' });
    expect(await c.openDevice('B')).toEqual({ opened: true });
    expect(c.openedDevice).toBe('B');

    peer.respond('open_device', { ret: -1, err_info: 'device not found' });
    expect(await c.openDevice('C')).toEqual({ opened: false });
    expect(c.openedDevice).toBeUndefined();
  });

  it('other failures reject with err_info or the open fallback and leave the open device alone', async () => {
    const c = client();
    await c.connect();
    await c.openDevice('A');
    peer.respond('open_device', { ret: 5, err_info: 'device busy' });
    await expect(c.openDevice('B')).rejects.toMatchObject({ name: 'DriverError', message: 'device busy', ret: 5 });
    peer.respond('open_device', { ret: 5, err_info: '' });
    await expect(c.openDevice('B')).rejects.toMatchObject({ message: 'Open device failed, refresh/retry' });
    expect(c.openedDevice).toBe('A');
  });

  it('device_remove of the open device, or a lost connection, clears it', async () => {
    const c = client();
    await c.connect();
    await c.openDevice('A');
    peer.send({ func: 'device_remove', device_name: 'other' });
    await c.isDeviceInit();
    expect(c.openedDevice).toBe('A');
    peer.send({ func: 'device_remove', device_name: 'A' });
    await c.isDeviceInit();
    expect(c.openedDevice).toBeUndefined();

    await c.openDevice('A');
    const closed = next(c, 'close');
    peer.dropClients();
    await closed;
    expect(c.openedDevice).toBeUndefined();
  });
});

describe('connection loss and reconnect', () => {
  it('pending and queued calls fail when the connection drops', async () => {
    peer.respond('get_device_param', 'silent');
    peer.respond('load_image', 'silent');
    const c = client();
    await c.connect();
    const calls = [c.getDeviceParam(), c.getDeviceParam(), c.loadImage('x.jpg')].map((p) => p.catch((e: unknown) => e));
    await peer.waitForCommands(2);
    const closed = next(c, 'close');
    peer.dropClients();
    expect(await closed).toMatchObject({ willReconnect: false });
    for (const error of await Promise.all(calls)) {
      expect(error).toBeInstanceOf(DriverConnectionError);
      expect((error as Error).message).toBe('Scanner disconnected');
    }
    expect(c.state).toBe('closed');
  });

  it('reconnects with capped exponential backoff after the driver goes away, and works again', async () => {
    const c = client({ reconnect: { initialDelayMs: 20, maxDelayMs: 80, factor: 2 } });
    await c.connect();
    const attempts: { attempt: number; delayMs: number; at: number }[] = [];
    c.on('reconnecting', (e) => attempts.push({ ...e, at: performance.now() }));
    const closed = next(c, 'close');
    await peer.stop();
    expect(await closed).toMatchObject({ willReconnect: true });
    expect(c.state).toBe('reconnecting');
    await vi.waitFor(() => expect(attempts.length).toBeGreaterThanOrEqual(5), { timeout: 3000 });
    expect(attempts.slice(0, 5).map((a) => [a.attempt, a.delayMs])).toEqual([
      [1, 20],
      [2, 40],
      [3, 80],
      [4, 80],
      [5, 80],
    ]);
    // Each attempt waited its delay before failing and scheduling the next.
    for (let i = 1; i < 5; i++) {
      const before = attempts[i - 1];
      const after = attempts[i];
      if (!before || !after) throw new Error('missing attempt');
      expect(after.at - before.at).toBeGreaterThanOrEqual(before.delayMs - 5);
    }

    const opened = next(c, 'open');
    await peer.restart();
    expect(await opened).toEqual({ reconnected: true });
    expect(c.state).toBe('open');
    await expect(c.isDeviceInit()).resolves.toBe(false);

    // A later drop starts again from the initial delay.
    const again = next(c, 'reconnecting');
    peer.dropClients();
    expect(await again).toEqual({ attempt: 1, delayMs: 20 });
    await next(c, 'open');
  });

  it('close() stops reconnecting for good and fails what is pending', async () => {
    peer.respond('stop_scan', 'silent');
    const c = client({ reconnect: { initialDelayMs: 20, maxDelayMs: 20, factor: 1 } });
    await c.connect();
    const pending = c.stopScan().catch((e: unknown) => e);
    await peer.waitForCommands(1);
    const closeEvents: DriverConnectionEvents['close'][] = [];
    c.on('close', (e) => closeEvents.push(e));
    c.close();
    expect(await pending).toBeInstanceOf(DriverConnectionError);
    expect(c.state).toBe('closed');
    expect(closeEvents).toEqual([{ code: 1000, reason: 'closed by client', willReconnect: false }]);

    const connections = peer.connections;
    const reconnecting = vi.fn();
    c.on('reconnecting', reconnecting);
    await sleep(100);
    expect(reconnecting).not.toHaveBeenCalled();
    expect(peer.connections).toBe(connections);
  });

  it('close() while waiting to reconnect cancels the attempt', async () => {
    const c = client({ reconnect: { initialDelayMs: 30, maxDelayMs: 30, factor: 1 } });
    await c.connect();
    const reconnecting = next(c, 'reconnecting');
    peer.dropClients();
    await reconnecting;
    const connections = peer.connections;
    c.close();
    await sleep(100);
    expect(peer.connections).toBe(connections);
    expect(c.state).toBe('closed');
  });

  it('gives up after maxAttempts and says so', async () => {
    const c = client({ reconnect: { initialDelayMs: 10, maxDelayMs: 10, factor: 2, maxAttempts: 2 } });
    await c.connect();
    const events: unknown[] = [];
    c.on('close', (e) => events.push(['close', e.willReconnect]));
    c.on('reconnecting', (e) => events.push(['reconnecting', e.attempt]));
    await peer.stop();
    await vi.waitFor(() => expect(events).toHaveLength(4));
    expect(events).toEqual([
      ['close', true],
      ['reconnecting', 1],
      ['reconnecting', 2],
      ['close', false],
    ]);
    expect(c.state).toBe('closed');
    // A later connect() starts afresh.
    await peer.restart();
    const opened = next(c, 'open');
    await c.connect();
    expect(await opened).toEqual({ reconnected: false });
  });
});

describe('image file names (spec 3 §5)', () => {
  it('take the prefix, an optional hyphen, 17 digits and the extension', () => {
    expect(parseImageFileName('D:\\scan\\EXAMSCAN-20261105083015123.jpg', 'EXAMSCAN', 'jpg')).toEqual({ timestamp: '20261105083015123' });
    expect(parseImageFileName('/tmp/scan/EXAMSCAN20261105083015123.jpg', 'EXAMSCAN', '.jpg')).toEqual({ timestamp: '20261105083015123' });
    expect(parseImageFileName('EXAMSCAN-20261105083015123.JPG', 'EXAMSCAN', 'jpg')).toEqual({ timestamp: '20261105083015123' });
    expect(parseImageFileName('20261105083015123.png', '', 'png')).toEqual({ timestamp: '20261105083015123' });
    for (const bad of [
      'EXAMSCAN-2026110508301512.jpg', // 16 digits
      'EXAMSCAN-202611050830151234.jpg', // 18 digits
      'EXAMSCAN--20261105083015123.jpg', // two hyphens
      'OTHER-20261105083015123.jpg', // another prefix
      'examscan-20261105083015123.jpg', // the prefix is exact
      'EXAMSCAN-20261105083015123.png', // another extension
      'EXAMSCAN-2026110508301512a.jpg',
      'EXAMSCAN-20261105083015123.jpg.bak',
    ]) {
      expect(parseImageFileName(`D:\\scan\\${bad}`, 'EXAMSCAN', 'jpg'), bad).toBeUndefined();
    }
    expect(parseImageFileName('x.jpg', 'x', '')).toBeUndefined();
  });

  it('use the extension of the image format', () => {
    expect(imageFileExtension('jpg')).toBe('jpg');
    expect(imageFileExtension('tif')).toBe('tif');
    expect(imageFileExtension('ocr-pdf')).toBe('pdf');
    expect(imageFileExtension('ocr-ofd')).toBe('ofd');
  });
});
