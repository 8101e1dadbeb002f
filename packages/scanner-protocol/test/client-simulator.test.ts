// The driver client against the real driver simulator: every command and every event, with every frame on the wire
// (as the socket saw it, both ways) checked against the AsyncAPI payload schemas.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  DRIVER_COMMAND_FUNCS,
  DRIVER_EVENT_FUNCS,
  DriverConnectionError,
  DriverError,
  DriverTimeoutError,
  createDriverClient,
  imageFileExtension,
  parseImageFileName,
  type DriverClient,
  type DriverEvent,
  type DriverEventFunc,
  type ScanImageEvent,
} from '../src/index.ts';
import { createPayloadValidator } from '../src/schemas.ts';
import { startDriverSimulator, type DriverSimulator } from '../src/simulator/index.ts';

const validator = createPayloadValidator();
/** Every frame the client's sockets sent or received, in order. */
const frames: { direction: 'send' | 'receive'; text: string }[] = [];

/** The `ws` WebSocket, recording every text frame at the socket (independent of the client's own bookkeeping). */
class RecordingWebSocket extends WebSocket {
  constructor(url: string) {
    super(url);
    this.on('message', (data, isBinary) => frames.push({ direction: 'receive', text: isBinary ? '<binary>' : String(data) }));
    const send = this.send.bind(this) as (data: string) => void;
    this.send = ((data: string) => {
      frames.push({ direction: 'send', text: data });
      send(data);
    }) as WebSocket['send'];
  }
}

let sim: DriverSimulator;
let driver: DriverClient;
const events: DriverEvent[] = [];

/** Resolves with the next driver event of a func (optionally one that matches). */
function nextEvent<E extends DriverEventFunc>(func: E, match: (e: Extract<DriverEvent, { func: E }>) => boolean = () => true) {
  return new Promise<Extract<DriverEvent, { func: E }>>((resolve) => {
    const off = driver.on(func, (event) => {
      const typed = event as unknown as Extract<DriverEvent, { func: E }>;
      if (!match(typed)) return;
      off();
      resolve(typed);
    });
  });
}

/** Runs a scan to its end and returns the images it produced. */
async function scan(): Promise<ScanImageEvent[]> {
  const images: ScanImageEvent[] = [];
  const off = driver.on('scan_image', (e) => images.push(e));
  const begin = nextEvent('scan_begin');
  const end = nextEvent('scan_end');
  await driver.startScan();
  await begin;
  await end;
  off();
  return images;
}

beforeAll(async () => {
  sim = await startDriverSimulator({ port: 0, devices: ['Kodak i2600', 'Fujitsu fi-7160'], ratePerMinute: 6000 });
  sim.control.loadSheets({ generate: { count: 3, seed: 7 } });
  driver = createDriverClient({ url: sim.url, WebSocket: RecordingWebSocket, timeoutMs: 5000, reconnect: { initialDelayMs: 20, maxDelayMs: 100, factor: 2 } });
  for (const func of DRIVER_EVENT_FUNCS) driver.on(func, (e) => events.push(e));
  await driver.connect();
});

afterAll(async () => {
  driver.close();
  await sim.close();
});

let checked = 0;
afterEach(() => {
  // Every frame of the test, both ways, is a message of the AsyncAPI document and fits its payload schema.
  const violations = frames.slice(checked).flatMap(({ direction, text }) => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return [`${direction}: not JSON: ${text.slice(0, 100)}`];
    }
    const { name, errors } = validator.checkDriverMessage(direction, message);
    return errors.map((e) => `${direction} ${name ?? '?'}: ${e} in ${text.slice(0, 200)}`);
  });
  checked = frames.length;
  expect(violations).toEqual([]);
});

describe('the client against the driver simulator', () => {
  it('initialises the device subsystem and lists the devices', async () => {
    expect(await driver.isDeviceInit()).toBe(false);
    await driver.initDevice();
    expect(await driver.isDeviceInit()).toBe(true);
    expect(await driver.getDeviceNameList()).toEqual(['Kodak i2600', 'Fujitsu fi-7160']);
  });

  it('opens a device by the spec rules', async () => {
    expect(await driver.openDevice('No such scanner')).toEqual({ opened: false });
    expect(driver.openedDevice).toBeUndefined();
    expect(await driver.openDevice('Kodak i2600')).toEqual({ opened: true });
    expect(driver.openedDevice).toBe('Kodak i2600');
    // Opening it again answers 'already opened device', which counts as open.
    expect(await driver.openDevice('Kodak i2600')).toEqual({ opened: true });
    expect(sim.control.state().openedDevice).toBe('Kodak i2600');
  });

  it('reads and changes the global config', async () => {
    const config = await driver.getGlobalConfig();
    expect(config).toMatchObject({ file_name_mode: 'date_time', image_format: 'jpg', image_jpeg_quality: 80, image_tiff_jpeg_quality: 80 });
    await driver.setGlobalConfig({ file_name_prefix: 'E2E', image_jpeg_quality: 70 });
    expect(await driver.getGlobalConfig()).toEqual({ ...config, file_name_prefix: 'E2E', image_jpeg_quality: 70 });
  });

  it('reads, sets and resets device parameters of every type and range', async () => {
    const groups = await driver.getDeviceParam();
    const params = groups.flatMap((g) => g.group_param);
    for (const type of ['bool', 'string', 'int', 'double'] as const) expect(params.some((p) => p.value_type === type), type).toBe(true);
    for (const range of ['list', 'min_max'] as const) expect(params.some((p) => p.range_type === range), range).toBe(true);
    expect(params.find((p) => p.name === 'Resolution')?.value).toBe(200);

    await driver.setDeviceParam([{ name: 'Resolution', value: 150 }]);
    const changed = (await driver.getDeviceParam()).flatMap((g) => g.group_param);
    expect(changed.find((p) => p.name === 'Resolution')?.value).toBe(150);
    await driver.resetDeviceParam();
    expect(await driver.getDeviceParam()).toEqual(groups);
  });

  it('scans: scan_begin, images named by the spec rule in non-decreasing order, scan_end', async () => {
    const config = await driver.getGlobalConfig();
    const images = await scan();
    expect(images).toHaveLength(3);
    const timestamps = images.map((image) => parseImageFileName(image.image_path, config.file_name_prefix, imageFileExtension(config.image_format))?.timestamp);
    expect(timestamps.every((t) => t !== undefined)).toBe(true);
    expect([...timestamps].sort()).toEqual(timestamps);
    for (const image of images) expect(Buffer.from(image.image_base64, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(sim.control.state().lastStartScan).toEqual({ blank_check: false, local_save: true, get_base64: true });

    const [first] = images;
    if (!first) throw new Error('no image');
    expect(await driver.loadImage(first.image_path)).toBe(first.image_base64);
    const thumbnails = await driver.getImageThumbnailList(images.map((i) => i.image_path));
    expect(thumbnails.map((t) => t.image_path)).toEqual(images.map((i) => i.image_path));
    expect(thumbnails.every((t) => t.image_base64.length > 0)).toBe(true);
  });

  it('stops a running scan', async () => {
    sim.control.setRate(60);
    const begin = nextEvent('scan_begin');
    const end = nextEvent('scan_end');
    await driver.startScan();
    await begin;
    await driver.stopScan();
    await end;
    expect(sim.control.state().scanning).toBe(false);
    sim.control.setRate(6000);
  });

  it('reports scan_info with the error flag before an abnormal scan_end', async () => {
    sim.control.fault('jam', { afterImages: 1 });
    const info = nextEvent('scan_info');
    const images = await scan();
    expect(images).toHaveLength(1);
    expect(await info).toMatchObject({ is_error: true });
    expect(events.map((e) => e.func).slice(-2)).toEqual(['scan_info', 'scan_end']);
  });

  it('keeps scanning and saving through a drop, and lists what it saved since the last image received', async () => {
    sim.control.loadSheets({ generate: { count: 6, seed: 3 } });
    sim.control.setRate(600);
    sim.control.setDuplex(true);
    const received: ScanImageEvent[] = [];
    const off = driver.on('scan_image', (e) => received.push(e));
    const reopened = new Promise<void>((resolve) => {
      const offOpen = driver.on('open', () => {
        offOpen();
        resolve();
      });
    });
    await driver.startScan();
    await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    sim.control.disconnectClients();
    const lastBefore = received.at(-1)?.image_path ?? '';
    await reopened;
    await sim.control.waitForIdle(20_000);
    off();
    const truth = sim.control.scanned().slice(-12);
    // The scanner fed the whole tray although no client was connected for part of it.
    expect(truth).toHaveLength(12);
    const saved = await driver.getSavedImageList(lastBefore);
    expect(saved?.scanning).toBe(false);
    const after = truth.slice(truth.findIndex((t) => t.image_path === lastBefore) + 1);
    expect(saved?.images.map((i) => i.image_path)).toEqual(after.map((t) => t.image_path));
    expect(saved?.images.map((i) => [i.side, i.sheet_serial])).toEqual(after.map((t) => [t.side, t.sheetSerial]));
    await expect(driver.getSavedImageList('nowhere.jpg')).rejects.toBeInstanceOf(DriverError);
    sim.control.loadSheets({ generate: { count: 3, seed: 7 } });
    sim.control.setRate(6000);
    sim.control.setDuplex(false);
  });

  it('clears the image list and the saved files', async () => {
    const images = await scan();
    await driver.clearImageList();
    await expect(driver.loadImage(images[0]?.image_path ?? '')).rejects.toBeInstanceOf(DriverError);
    await driver.clearGlobalFileSavePath();
    expect(sim.control.state().storedImages).toBe(0);
  });

  it('receives device_arrive and device_remove; removing the open device clears it', async () => {
    const arrive = nextEvent('device_arrive');
    sim.control.arrive('Canon DR-C240');
    expect(await arrive).toEqual({ func: 'device_arrive', device_name: 'Canon DR-C240' });
    const remove = nextEvent('device_remove', (e) => e.device_name === 'Kodak i2600');
    sim.control.remove('Kodak i2600');
    await remove;
    expect(driver.openedDevice).toBeUndefined();
    expect(await driver.openDevice('Kodak i2600')).toEqual({ opened: false });
    expect(await driver.openDevice('Canon DR-C240')).toEqual({ opened: true });
  });

  it('shows err_info, the per-command fallback, or a timeout for failing commands', async () => {
    sim.control.fault('command_error', { func: 'start_scan', err_info: '' });
    await expect(driver.startScan()).rejects.toMatchObject({ name: 'DriverError', message: 'Start scan failed' });
    sim.control.fault('command_error', { func: 'load_image', err_info: '' });
    await expect(driver.loadImage('x.jpg')).rejects.toMatchObject({ message: 'operation failed' });
    sim.control.fault('command_error', { func: 'stop_scan', err_info: 'driver says no' });
    await expect(driver.stopScan()).rejects.toMatchObject({ message: 'driver says no' });
    sim.control.fault('no_reply', { func: 'get_device_param' });
    await expect(driver.call('get_device_param', {}, { timeoutMs: 100 })).rejects.toBeInstanceOf(DriverTimeoutError);
  });

  it('fails a pending call on disconnect, reconnects, and works again', async () => {
    sim.control.fault('no_reply', { func: 'is_device_init' });
    const pending = driver.isDeviceInit().catch((e: unknown) => e);
    await vi.waitFor(() => expect(sim.control.faults()).toEqual([]));
    const reopened = new Promise<{ reconnected: boolean }>((resolve) => {
      const off = driver.on('open', (e) => {
        off();
        resolve(e);
      });
    });
    sim.control.fault('disconnect');
    expect(await pending).toBeInstanceOf(DriverConnectionError);
    expect(await reopened).toEqual({ reconnected: true });
    expect(await driver.isDeviceInit()).toBe(true);
  });

  it('used every command and received every event, each frame fitting the schemas', () => {
    const sent = new Set(frames.filter((f) => f.direction === 'send').map((f) => (JSON.parse(f.text) as { func: string }).func));
    expect([...sent].sort()).toEqual([...DRIVER_COMMAND_FUNCS].sort());
    expect([...new Set(events.map((e) => e.func))].sort()).toEqual([...DRIVER_EVENT_FUNCS].sort());
    expect(frames.length).toBeGreaterThan(60);
  });
});
