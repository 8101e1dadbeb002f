// The driver simulator, driven by a raw websocket client: every command's reply, the open-device rules, scanning
// (sequence, file names, timestamps, duplex, stop), images and thumbnails, every fault, device arrive/remove, the rate,
// the HTTP control API. Every frame both ways is checked against the AsyncAPI payload schemas.
import { basename } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_PARAM,
  SIM_ERR,
  defaultSheets,
  generateSheets,
  decodeJpegToGrey,
  jpegSize,
  recognizeRaster,
  recognizeSheet,
  rotate180,
  startDriverSimulator,
} from '../src/simulator/index.ts';
import type { DeviceParamGroup, DriverSimulator } from '../src/simulator/index.ts';
import { FILE_NAME_RULE, RawDriverClient, openFirstDevice, timestampOf } from './simulator-helpers.ts';
import type { Json } from './simulator-helpers.ts';

const CHINESE = /[\u4e00-\u9fff]/;
const DEVICE = 'Kodak i2600';
/** Fast enough that a six-sheet scan takes well under a second. */
const FAST_RATE = 3000;

let sim: DriverSimulator;
let client: RawDriverClient;

beforeAll(async () => {
  sim = await startDriverSimulator({ port: 0 });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  sim.control.reset();
  sim.control.setRate(FAST_RATE);
  client = await RawDriverClient.connect(sim.url);
});
afterEach(async () => {
  await client.close();
  expect(client.violations).toEqual([]);
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}
const images = (frames: Json[]) => frames.filter((m) => m.func === 'scan_image');
const funcs = (frames: Json[]) => frames.map((m) => m.func);
const allParams = (groups: DeviceParamGroup[]) => groups.flatMap((g) => g.group_param);
/** Indices whose timestamp is not above the previous one. */
const notRising = (stamps: string[]) => stamps.flatMap((s, i) => (i > 0 && s <= (stamps[i - 1] ?? '') ? [i] : []));

describe('device initialisation and the device list', () => {
  it('answers is_device_init false until init_device, then true', async () => {
    expect(await client.call('is_device_init')).toEqual({ func: 'is_device_init', ret: 0, err_info: '', init: false });
    expect(await client.call('init_device')).toEqual({ func: 'init_device', ret: 0, err_info: '' });
    expect(await client.call('is_device_init')).toMatchObject({ ret: 0, init: true });
  });

  it('refuses the device list before init and gives the configured devices after', async () => {
    const before = await client.call('get_device_name_list');
    expect(before.ret).not.toBe(0);
    expect(before.err_info).toMatch(CHINESE);
    await client.call('init_device');
    expect(await client.call('get_device_name_list')).toEqual({ func: 'get_device_name_list', ret: 0, err_info: '', device_name_list: [DEVICE] });
  });

  it('serves no device and several devices', async () => {
    for (const devices of [[], ['Kodak i2600', 'Fujitsu fi-7160', 'Canon DR-C240']]) {
      const other = await startDriverSimulator({ port: 0, devices, initialized: true });
      const c = await RawDriverClient.connect(other.url);
      try {
        expect((await c.call('get_device_name_list')).device_name_list).toEqual(devices);
        expect(c.violations).toEqual([]);
      } finally {
        await c.close();
        await other.close();
      }
    }
  });
});

describe('open_device', () => {
  it("opens a listed device, answers 'already opened device' the second time and 'device not found' for others", async () => {
    await client.call('init_device');
    expect(await client.call('open_device', { device_name: DEVICE })).toEqual({ func: 'open_device', ret: 0, err_info: '' });
    expect(sim.control.state().openedDevice).toBe(DEVICE);
    const again = await client.call('open_device', { device_name: DEVICE });
    expect(again.ret).not.toBe(0);
    expect(again.err_info).toBe('already opened device');
    const missing = await client.call('open_device', { device_name: 'Epson DS-530' });
    expect(missing.ret).not.toBe(0);
    expect(missing.err_info).toBe('device not found');
    expect(sim.control.state().openedDevice).toBe(DEVICE);
  });

  it('switches to another listed device', async () => {
    sim.control.arrive('Fujitsu fi-7160');
    await client.call('init_device');
    await client.call('open_device', { device_name: DEVICE });
    expect((await client.call('open_device', { device_name: 'Fujitsu fi-7160' })).ret).toBe(0);
    expect(sim.control.state().openedDevice).toBe('Fujitsu fi-7160');
  });

  it('needs init_device first', async () => {
    const reply = await client.call('open_device', { device_name: DEVICE });
    expect(reply.ret).not.toBe(0);
    expect(reply.err_info).toBe(SIM_ERR.notInitialised);
  });
});

describe('global config', () => {
  it('has the spec defaults and keeps partial updates', async () => {
    const { global_config: config } = await client.call('get_global_config');
    expect(config).toMatchObject({
      file_name_prefix: 'EXAMSCAN',
      file_name_mode: 'date_time',
      image_format: 'jpg',
      image_jpeg_quality: 80,
      image_tiff_jpeg_quality: 80,
      is_cover: false,
    });
    expect((config as Json).file_save_path).toMatch(/exam-scanner-simulator/);
    expect(await client.call('set_global_config', { global_config: { file_name_prefix: 'SCAN', is_cover: true } })).toEqual({
      func: 'set_global_config',
      ret: 0,
      err_info: '',
    });
    const { global_config: after } = await client.call('get_global_config');
    expect(after).toMatchObject({ file_name_prefix: 'SCAN', is_cover: true, image_format: 'jpg', image_jpeg_quality: 80 });
  });

  it('rejects invalid values with a Chinese err_info and changes nothing', async () => {
    for (const bad of [{ image_jpeg_quality: 101 }, { image_format: 'gif' }, { file_name_mode: 'sequence' }, { unknown_key: 1 }, { is_cover: 'yes' }]) {
      const reply = await client.call('set_global_config', { global_config: { file_name_prefix: 'CHANGED', ...bad } }, { check: false });
      expect(reply.ret, JSON.stringify(bad)).not.toBe(0);
      expect(reply.err_info).toMatch(CHINESE);
    }
    expect(((await client.call('get_global_config')).global_config as Json).file_name_prefix).toBe('EXAMSCAN');
  });
});

describe('device parameters', () => {
  it('need an open device', async () => {
    for (const func of ['get_device_param', 'reset_device_param']) {
      const reply = await client.call(func);
      expect(reply.ret).not.toBe(0);
      expect(reply.err_info).toBe(SIM_ERR.notOpened);
    }
  });

  it('have the spec defaults and every value and range type', async () => {
    await openFirstDevice(client);
    const reply = await client.call('get_device_param');
    expect(reply.ret).toBe(0);
    const params = allParams(reply.device_param as DeviceParamGroup[]);
    const byName = (name: string) => params.find((p) => p.name === name);
    expect(byName(DEVICE_PARAM.rotation)?.value).toBe(-90);
    expect(byName(DEVICE_PARAM.resolution)).toMatchObject({ value: 200, value_type: 'int', range_type: 'list', value_list: [100, 150, 200] });
    expect(byName(DEVICE_PARAM.paperSize)?.value).toBe('Match original size');
    expect(byName(DEVICE_PARAM.colorMode)?.value).toBe('Black and white');
    expect(byName(DEVICE_PARAM.redRemoval)?.value).toBe(true);
    expect(byName(DEVICE_PARAM.duplex)?.value).toBe(false);
    const kinds = new Set(params.map((p) => `${p.value_type}/${p.range_type}`));
    for (const kind of ['bool/list', 'string/list', 'int/list', 'int/min_max', 'double/min_max', 'double/list']) expect(kinds).toContain(kind);
    expect((reply.device_param as DeviceParamGroup[]).length).toBeGreaterThan(1);
  });

  it('sets valid values, rejects invalid ones with a Chinese err_info (all or nothing) and resets to the defaults', async () => {
    await openFirstDevice(client);
    const set = (device_param: Json[]) => client.call('set_device_param', { device_param });
    expect(await set([{ name: DEVICE_PARAM.resolution, value: 150 }, { name: 'Gamma', value: 2.25 }, { name: DEVICE_PARAM.colorMode, value: 'Grayscale' }])).toEqual({
      func: 'set_device_param',
      ret: 0,
      err_info: '',
    });
    for (const bad of [
      [{ name: 'Brightness', value: 101 }],
      [{ name: 'Gamma', value: 0.05 }],
      [{ name: DEVICE_PARAM.resolution, value: 300 }],
      [{ name: DEVICE_PARAM.resolution, value: 150.5 }],
      [{ name: DEVICE_PARAM.redRemoval, value: 'yes' }],
      [{ name: 'Contrast', value: 1 }],
      [{ name: DEVICE_PARAM.rotation, value: 0 }, { name: 'Brightness', value: -101 }],
    ]) {
      const reply = await set(bad);
      expect(reply.ret, JSON.stringify(bad)).not.toBe(0);
      expect(reply.err_info).toMatch(CHINESE);
    }
    let params = allParams((await client.call('get_device_param')).device_param as DeviceParamGroup[]);
    expect(params.find((p) => p.name === DEVICE_PARAM.resolution)?.value).toBe(150);
    expect(params.find((p) => p.name === 'Gamma')?.value).toBe(2.25);
    expect(params.find((p) => p.name === DEVICE_PARAM.rotation)?.value).toBe(-90); // the bad batch changed nothing
    expect(await client.call('reset_device_param')).toEqual({ func: 'reset_device_param', ret: 0, err_info: '' });
    params = allParams((await client.call('get_device_param')).device_param as DeviceParamGroup[]);
    expect(params.find((p) => p.name === DEVICE_PARAM.resolution)?.value).toBe(200);
    expect(params.find((p) => p.name === DEVICE_PARAM.colorMode)?.value).toBe('Black and white');
  });
});

describe('scanning', () => {
  it('refuses start_scan without an open device', async () => {
    await client.call('init_device');
    const reply = await client.call('start_scan', { blank_check: false, local_save: true, get_base64: true });
    expect(reply.ret).not.toBe(0);
    expect(reply.err_info).toBe(SIM_ERR.notOpened);
    expect(client.since(0, 'scan_begin')).toEqual([]);
  });

  it('answers, emits scan_begin, one scan_image per sheet with rule-following names and rising timestamps, then scan_end', async () => {
    await openFirstDevice(client);
    const frames = await client.scan({ blank_check: false, local_save: true, get_base64: true });
    expect(funcs(frames)).toEqual(['start_scan', 'scan_begin', ...defaultSheets.map(() => 'scan_image'), 'scan_end']);
    const scanned = sim.control.scanned();
    const stamps = images(frames).map((m, i) => {
      const name = basename(String(m.image_path));
      expect(name).toMatch(FILE_NAME_RULE);
      expect(m.image_path).toBe(scanned[i]?.image_path);
      return timestampOf(String(m.image_path)) ?? '';
    });
    expect(notRising(stamps)).toEqual([]);
    // The images are the sheets of the tray, in order: recognition gives their ground truth.
    images(frames).forEach((m, i) => {
      const recognized = recognizeSheet(Buffer.from(String(m.image_base64), 'base64'));
      expect(recognized.examNumber).toBe(defaultSheets[i]?.examNumber);
      expect(recognized.examNumber).toBe(scanned[i]?.expected.examNumber);
      expect(recognized.marks).toEqual(scanned[i]?.expected.marks);
    });
    expect(sim.control.state().scanning).toBe(false);
    // scan_end says how many sheets were fed (x-inferred sheet_count: the view's reconciliation line).
    expect(frames.at(-1)).toMatchObject({ func: 'scan_end', sheet_count: defaultSheets.length });
  });

  it('scans a front and a back per sheet when duplex is set', async () => {
    await openFirstDevice(client);
    expect((await client.call('set_device_param', { device_param: [{ name: DEVICE_PARAM.duplex, value: true }] })).ret).toBe(0);
    const frames = await client.scan();
    const shots = images(frames);
    expect(shots).toHaveLength(defaultSheets.length * 2);
    const scanned = sim.control.scanned();
    expect(scanned.map((s) => s.side)).toEqual(defaultSheets.flatMap(() => ['front', 'back']));
    expect(scanned.map((s) => s.sheetIndex)).toEqual(defaultSheets.flatMap((_, i) => [i, i]));
    const front = recognizeSheet(Buffer.from(String(shots[0]?.image_base64), 'base64'));
    const back = recognizeSheet(Buffer.from(String(shots[1]?.image_base64), 'base64'));
    expect(front.examNumber).toBe(defaultSheets[0]?.examNumber);
    expect(back.examNumber).toBeUndefined();
    const stamps = shots.map((m) => timestampOf(String(m.image_path)) ?? '');
    expect(notRising(stamps)).toEqual([]);
  });

  it('sends an empty image_base64 when get_base64 is false, and keeps no image when local_save is false', async () => {
    await openFirstDevice(client);
    const noBase64 = images(await client.scan({ get_base64: false }));
    expect(noBase64.every((m) => m.image_base64 === '')).toBe(true);
    expect((await client.call('load_image', { image_path: noBase64[0]?.image_path })).ret).toBe(0);
    const notSaved = images(await client.scan({ local_save: false }));
    expect((await client.call('load_image', { image_path: notSaved[0]?.image_path })).ret).not.toBe(0);
    expect(sim.control.state().lastStartScan).toEqual({ blank_check: false, local_save: false, get_base64: true });
  });

  it('stops early on stop_scan: the reply, then scan_end, and no image after it', async () => {
    sim.control.setRate(600);
    await openFirstDevice(client);
    const from = client.received.length;
    expect((await client.call('start_scan')).ret).toBe(0);
    await client.waitFor((m) => m.func === 'scan_image', { from });
    const busy = await client.call('start_scan');
    expect(busy.ret).not.toBe(0);
    expect((await client.call('set_device_param', { device_param: [{ name: DEVICE_PARAM.resolution, value: 100 }] })).ret).not.toBe(0);
    const stopReply = await client.call('stop_scan');
    expect(stopReply).toEqual({ func: 'stop_scan', ret: 0, err_info: '' });
    const replyAt = client.received.indexOf(stopReply);
    await client.waitFor((m) => m.func === 'scan_end', { from: replyAt });
    await new Promise((resolve) => setTimeout(resolve, 250));
    // Images may cross the stop_scan on the wire; after its reply only scan_end comes.
    expect(funcs(client.since(replyAt + 1))).toEqual(['scan_end']);
    expect(images(client.since(from)).length).toBeLessThan(defaultSheets.length);
    // stop_scan when idle is harmless.
    expect((await client.call('stop_scan')).ret).toBe(0);
  });

  it('fails start_scan with an empty tray', async () => {
    sim.control.loadSheets([]);
    await openFirstDevice(client);
    const reply = await client.call('start_scan');
    expect(reply.ret).not.toBe(0);
    expect(reply.err_info).toBe(SIM_ERR.noPaper);
  });

  it('names files after the global config: prefix, format, and the non-date modes', async () => {
    await openFirstDevice(client);
    await client.call('set_global_config', { global_config: { file_name_prefix: 'MATH', image_format: 'png' } });
    let names = images(await client.scan()).map((m) => basename(String(m.image_path)));
    expect(names.every((n) => /^MATH-\d{17}\.png$/.test(n))).toBe(true);
    await client.call('set_global_config', { global_config: { file_name_mode: 'random', image_format: 'ocr-pdf' } });
    names = images(await client.scan()).map((m) => basename(String(m.image_path)));
    expect(names.every((n) => /^MATH-[0-9a-f]{16}\.pdf$/.test(n))).toBe(true);
  });

  it('scans the tray it is given (generated sheets) with ground truth', async () => {
    const sheets = generateSheets(4, { seed: 7 });
    sim.control.loadSheets(sheets);
    expect(sim.control.sheets()).toEqual(sheets);
    await openFirstDevice(client);
    const shots = images(await client.scan());
    expect(shots.map((m) => recognizeSheet(Buffer.from(String(m.image_base64), 'base64')).examNumber)).toEqual(sheets.map((s) => s.examNumber));
  });
});

describe('images and thumbnails', () => {
  it('load_image gives the scanned JPEG, thumbnails are smaller JPEGs, clearing forgets them', async () => {
    await openFirstDevice(client);
    const shots = images(await client.scan());
    const paths = shots.map((m) => String(m.image_path));
    const loaded = await client.call('load_image', { image_path: paths[2] });
    expect(loaded).toMatchObject({ ret: 0, err_info: '' });
    expect(loaded.image_base64).toBe(shots[2]?.image_base64);
    const thumbs = await client.call('get_image_thumbnail_list', { image_path_list: [paths[0], paths[1], 'D:\\nowhere.jpg'] });
    expect(thumbs.ret).toBe(0);
    const list = thumbs.image_thumbnail_list as { image_path: string; image_base64: string }[];
    expect(list.map((t) => t.image_path)).toEqual([paths[0], paths[1]]);
    const full = jpegSize(Buffer.from(String(shots[0]?.image_base64), 'base64'));
    const small = jpegSize(Buffer.from(list[0]?.image_base64 ?? '', 'base64'));
    expect(small && full && small.width < full.width / 2 && small.height < full.height / 2).toBe(true);
    expect(sim.control.state().images).toEqual(paths);

    const missing = await client.call('load_image', { image_path: 'D:\\scan\\EXAMSCAN-20260101000000000.jpg' });
    expect(missing.ret).not.toBe(0);
    expect(missing.err_info).toMatch(CHINESE);

    expect(await client.call('clear_image_list')).toEqual({ func: 'clear_image_list', ret: 0, err_info: '' });
    expect((await client.call('load_image', { image_path: paths[0] })).ret).not.toBe(0);
    expect(sim.control.state().images).toEqual([]);

    const again = images(await client.scan()).map((m) => String(m.image_path));
    expect(await client.call('clear_global_file_save_path')).toEqual({ func: 'clear_global_file_save_path', ret: 0, err_info: '' });
    expect((await client.call('load_image', { image_path: again[0] })).ret).not.toBe(0);
    expect(sim.control.state().storedImages).toBe(0);
  });
});

describe('faults', () => {
  beforeEach(async () => {
    await openFirstDevice(client);
  });

  it('scan_error: scan_info with is_error, then scan_end (abnormal end), no image', async () => {
    sim.control.fault('scan_error', { info: '扫描仪盖板打开' });
    const frames = await client.scan();
    expect(funcs(frames)).toEqual(['start_scan', 'scan_begin', 'scan_info', 'scan_end']);
    expect(frames[2]).toEqual({ func: 'scan_info', is_error: true, info: '扫描仪盖板打开' });
    expect(sim.control.faults()).toEqual([]); // used up
    expect(images(await client.scan())).toHaveLength(defaultSheets.length); // the next scan is normal
  });

  it('jam: images, then an error scan_info mid-scan and an early scan_end', async () => {
    sim.control.fault('jam', { afterImages: 2 });
    const frames = await client.scan();
    expect(funcs(frames)).toEqual(['start_scan', 'scan_begin', 'scan_image', 'scan_image', 'scan_info', 'scan_end']);
    expect(frames[4]).toMatchObject({ is_error: true });
    expect(String(frames[4]?.info)).toMatch(CHINESE);
    // Only the sheets fed before the jam count.
    expect(frames[5]).toMatchObject({ func: 'scan_end', sheet_count: 2 });
  });

  it('device removed mid-scan: device_remove, then scan_end; the device is gone and closed', async () => {
    sim.control.fault('device_removed', { afterImages: 1 });
    const frames = await client.scan();
    expect(funcs(frames)).toEqual(['start_scan', 'scan_begin', 'scan_image', 'device_remove', 'scan_end']);
    expect(frames[3]).toEqual({ func: 'device_remove', device_name: DEVICE });
    expect(sim.control.state()).toMatchObject({ devices: [], openedDevice: null, scanning: false });
    expect((await client.call('start_scan')).err_info).toBe(SIM_ERR.notOpened);
    expect((await client.call('get_device_name_list')).device_name_list).toEqual([]);
  });

  it('out-of-order timestamps: one image whose timestamp goes backwards', async () => {
    sim.control.fault('timestamp_backwards', { index: 2 });
    const stamps = images(await client.scan()).map((m) => timestampOf(String(m.image_path)) ?? '');
    expect(stamps.every((s) => s.length === 17)).toBe(true);
    expect(notRising(stamps)).toEqual([2]);
    expect((stamps[3] ?? '') > (stamps[1] ?? '')).toBe(true);
    expect(sim.control.scanned()[2]?.faults).toEqual(['timestamp_backwards']);
  });

  it('duplicate exam number: two sheets of the scan carry the same number', async () => {
    sim.control.fault('duplicate_exam_number', { index: 3 });
    const shots = images(await client.scan());
    const numbers = shots.map((m) => recognizeSheet(Buffer.from(String(m.image_base64), 'base64')).examNumber);
    expect(numbers[3]).toBe(numbers[2]);
    expect(new Set(numbers).size).toBe(defaultSheets.length - 1);
    expect(sim.control.scanned()[3]?.expected.examNumber).toBe(defaultSheets[2]?.examNumber);
  });

  it('unreadable exam number: bubbles left blank or double-filled', async () => {
    sim.control.fault('unreadable_exam_number', { index: 0, style: 'blank' });
    let shots = images(await client.scan());
    let first = recognizeSheet(Buffer.from(String(shots[0]?.image_base64), 'base64'));
    expect(first.examNumber).toBeUndefined();
    expect(first.examNumberColumns.every((c) => c === '')).toBe(true);
    expect(sim.control.scanned()[0]?.expected.examNumber).toBeUndefined();
    expect(recognizeSheet(Buffer.from(String(shots[1]?.image_base64), 'base64')).examNumber).toBe(defaultSheets[1]?.examNumber);

    sim.control.fault('unreadable_exam_number', { index: 1, style: 'double' });
    shots = images(await client.scan());
    first = recognizeSheet(Buffer.from(String(shots[1]?.image_base64), 'base64'));
    expect(first.examNumber).toBeUndefined();
    expect(first.examNumberColumns.filter((c) => c.length === 2)).toHaveLength(1);
    expect(first.marks).toEqual(defaultSheets[1]?.marks);
  });

  it('a sheet fed upside down: both its images turned by 180°', async () => {
    expect((await client.call('set_device_param', { device_param: [{ name: DEVICE_PARAM.duplex, value: true }] })).ret).toBe(0);
    sim.control.fault('rotated_sheet', { index: 1 });
    const shots = images(await client.scan()).map((m) => decodeJpegToGrey(Buffer.from(String(m.image_base64), 'base64')));
    expect(shots).toHaveLength(defaultSheets.length * 2);
    expect(recognizeRaster(must(shots[0])).frontFound).toBe(true);
    expect(recognizeRaster(must(shots[2])).frontFound).toBe(false);
    expect(recognizeRaster(rotate180(must(shots[2])))).toMatchObject({ frontFound: true, examNumber: defaultSheets[1]?.examNumber });
    expect(sim.control.scanned()[2]).toMatchObject({ side: 'front', sheet: { orientation: 'rotated' }, expected: { examNumber: defaultSheets[1]?.examNumber } });
    // The next scan is normal again.
    const again = images(await client.scan());
    expect(recognizeSheet(Buffer.from(String(again[2]?.image_base64), 'base64')).examNumber).toBe(defaultSheets[1]?.examNumber);
  });

  it('a sheet fed face down: its back is scanned first (single-sided, only its back)', async () => {
    expect((await client.call('set_device_param', { device_param: [{ name: DEVICE_PARAM.duplex, value: true }] })).ret).toBe(0);
    sim.control.fault('swapped_sheet', { index: 0 });
    const shots = images(await client.scan()).map((m) => recognizeSheet(Buffer.from(String(m.image_base64), 'base64')));
    expect(shots.slice(0, 2).map((r) => r.frontFound)).toEqual([false, true]);
    expect(shots[1]?.examNumber).toBe(defaultSheets[0]?.examNumber);
    expect(sim.control.scanned().slice(0, 4).map((s) => s.side)).toEqual(['back', 'front', 'front', 'back']);
    expect((await client.call('set_device_param', { device_param: [{ name: DEVICE_PARAM.duplex, value: false }] })).ret).toBe(0);
    sim.control.loadSheets([{ ...must(defaultSheets[0]), orientation: 'swapped' }, must(defaultSheets[1])]);
    const single = images(await client.scan()).map((m) => recognizeSheet(Buffer.from(String(m.image_base64), 'base64')));
    expect(single.map((r) => [r.frontFound, r.examNumber])).toEqual([[false, undefined], [true, defaultSheets[1]?.examNumber]]);
  });

  it('a file name that breaks the naming rule', async () => {
    sim.control.fault('bad_file_name', { index: 1 });
    const names = images(await client.scan()).map((m) => basename(String(m.image_path)));
    expect(names.map((n) => FILE_NAME_RULE.test(n))).toEqual(defaultSheets.map((_, i) => i !== 1));
  });

  it('command faults: an error reply (with or without err_info), no reply, a slow reply', async () => {
    sim.control.fault('command_error', { func: 'get_device_param', ret: -42, err_info: '' });
    expect(await client.call('get_device_param')).toEqual({ func: 'get_device_param', ret: -42, err_info: '' });
    expect((await client.call('get_device_param')).ret).toBe(0);

    sim.control.fault('command_error', { func: 'stop_scan', times: 2 });
    expect((await client.call('stop_scan')).err_info).toBe(SIM_ERR.simulated);
    expect((await client.call('stop_scan')).ret).not.toBe(0);
    expect((await client.call('stop_scan')).ret).toBe(0);

    sim.control.fault('no_reply', { func: 'is_device_init' });
    await expect(client.call('is_device_init', {}, { timeoutMs: 300 })).rejects.toThrow(/timed out/);
    expect((await client.call('is_device_init')).ret).toBe(0);

    sim.control.fault('slow_reply', { func: 'get_global_config', ms: 300 });
    const started = performance.now();
    expect((await client.call('get_global_config')).ret).toBe(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('disconnect drops the connection', async () => {
    sim.control.fault('disconnect');
    await client.closed;
    await vi.waitFor(() => expect(sim.control.state().clients).toBe(0));
  });

  it('clearFaults disarms everything and bad faults are refused', () => {
    sim.control.fault('jam');
    sim.control.fault('command_error', { func: 'open_device' });
    expect(sim.control.faults().map((f) => f.kind)).toEqual(['jam', 'command_error']);
    sim.control.clearFaults();
    expect(sim.control.faults()).toEqual([]);
    expect(() => sim.control.fault('smoke' as never)).toThrow(/unknown fault/);
    expect(() => sim.control.fault('no_reply')).toThrow(/func/);
    expect(() => sim.control.fault('jam', { afterImages: -1 })).toThrow(/afterImages/);
  });
});

describe('device arrive and remove', () => {
  it('emits device_arrive and device_remove to every client and keeps the list', async () => {
    const second = await RawDriverClient.connect(sim.url);
    try {
      await openFirstDevice(client);
      sim.control.arrive('Fujitsu fi-7160');
      const arrived = { func: 'device_arrive', device_name: 'Fujitsu fi-7160' };
      expect(await client.waitFor((m) => m.func === 'device_arrive')).toEqual(arrived);
      expect(await second.waitFor((m) => m.func === 'device_arrive')).toEqual(arrived);
      expect((await client.call('get_device_name_list')).device_name_list).toEqual([DEVICE, 'Fujitsu fi-7160']);
      // Replies go to the asking client only.
      expect(second.since(0, 'get_device_name_list')).toEqual([]);

      sim.control.remove(DEVICE);
      expect(await second.waitFor((m) => m.func === 'device_remove')).toEqual({ func: 'device_remove', device_name: DEVICE });
      expect(sim.control.state().openedDevice).toBeNull();

      sim.control.setDevices(['Canon DR-C240']);
      await client.waitFor((m) => m.func === 'device_remove' && m.device_name === 'Fujitsu fi-7160');
      await client.waitFor((m) => m.func === 'device_arrive' && m.device_name === 'Canon DR-C240');
      expect((await client.call('get_device_name_list')).device_name_list).toEqual(['Canon DR-C240']);
      expect(second.violations).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('removing the open device mid-scan ends the scan after device_remove', async () => {
    sim.control.setRate(600);
    await openFirstDevice(client);
    const from = client.received.length;
    await client.call('start_scan');
    await client.waitFor((m) => m.func === 'scan_image', { from });
    sim.control.remove(DEVICE);
    await client.waitFor((m) => m.func === 'scan_end', { from });
    const tail = funcs(client.since(from)).slice(-2);
    expect(tail).toEqual(['device_remove', 'scan_end']);
  });
});

describe('rate', () => {
  // Wall-clock timing on a shared 2-core machine, as the client receives the images: a late delivery makes one gap
  // longer and the next one shorter, so the floor is on the whole run's mean gap (not faster than 360 a minute), and
  // the ceiling on the median gap, which one late timer (and the catch-up after it) does not move; a loaded machine
  // only ever delays timers, so the ceiling leaves room for that.
  it('sustains 360 images per minute (a median gap of about 167 ms)', async () => {
    sim.control.loadSheets(generateSheets(12, { seed: 3 }));
    sim.control.setRate(360);
    await openFirstDevice(client);
    const from = client.received.length;
    await client.scan({}, 10_000);
    const times = client.received.flatMap((m, i) => (i >= from && m.func === 'scan_image' ? [client.receivedAt[i] ?? 0] : []));
    expect(times).toHaveLength(12);
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0)).sort((a, b) => a - b);
    const median = gaps[Math.floor(gaps.length / 2)] ?? 0;
    const mean = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / gaps.length;
    expect(mean).toBeGreaterThan(167 * 0.9);
    expect(median).toBeLessThan(167 * 1.6);
  });
});

describe('messages', () => {
  it('answers an unknown command with a non-zero ret and ignores frames that are not commands', async () => {
    client.send({ func: 'format_disk' }, false);
    client.ws.send('not json');
    client.ws.send(JSON.stringify({ no: 'func' }));
    const reply = await client.waitFor((m) => m.func === 'format_disk');
    expect(reply.ret).not.toBe(0);
    expect(reply.err_info).toMatch(CHINESE);
    expect((await client.call('is_device_init')).ret).toBe(0);
    // The unknown command's reply is (rightly) none of the contract's messages.
    expect(client.violations).toHaveLength(1);
    client.violations.length = 0;
  });

  it('logs messages both ways', async () => {
    await client.call('is_device_init');
    const log = sim.control.messages();
    expect(log.map((e) => [e.direction, e.message.func])).toEqual([
      ['in', 'is_device_init'],
      ['out', 'is_device_init'],
    ]);
  });
});

describe('HTTP control API', () => {
  const http = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${sim.controlUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, type, body: type.startsWith('application/json') ? ((await res.json()) as Json) : {} };
  };
  const image = async (path: string) => {
    const res = await fetch(`${sim.controlUrl}${path}`);
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('health, state, template and the endpoint list', async () => {
    expect(await http('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok', websocket: sim.url } });
    expect((await http('GET', '/state')).body).toMatchObject({ devices: [DEVICE], initialized: false, scanning: false });
    const template = (await http('GET', '/template')).body as Json;
    expect(template).toMatchObject({ studentIdLength: 9, width: 827, height: 1169 });
    expect((await http('GET', '')).body).toHaveProperty('endpoints');
    expect((await http('GET', '/nothing')).status).toBe(404);
  });

  it('fromTemplate: refused without a backend (none given, no --backend) or a subject, or when the backend is down', async () => {
    const none = await http('POST', '/sheets', { fromTemplate: { examId: 3001, subjectId: 2 }, count: 2 });
    expect(none.status).toBe(400);
    expect(String((none.body as { error?: string }).error)).toContain('--backend');
    expect((await http('POST', '/sheets', { fromTemplate: { backend: 'http://127.0.0.1:9' } })).status).toBe(400);
    expect((await http('POST', '/sheets', { fromTemplate: { examId: 3001, subjectId: 2, backend: 'http://127.0.0.1:9' }, count: -1 })).status).toBe(400);
    expect((await http('POST', '/sheets', { fromTemplate: { examId: 3001, subjectId: 2, backend: 'http://127.0.0.1:9' } })).status).toBe(502);
    // The tray is untouched.
    expect(((await http('GET', '/sheets')).body as { sheets: unknown[] }).sheets).toHaveLength(6);
  });

  it('devices: arrive, remove and replace, with events', async () => {
    expect((await http('POST', '/devices/arrive', { device_name: 'Fujitsu fi-7160' })).body).toEqual({ devices: [DEVICE, 'Fujitsu fi-7160'] });
    await client.waitFor((m) => m.func === 'device_arrive');
    expect((await http('POST', '/devices/remove', { device_name: DEVICE })).body).toEqual({ devices: ['Fujitsu fi-7160'] });
    await client.waitFor((m) => m.func === 'device_remove');
    expect((await http('POST', '/devices/remove', { device_name: 'nope' })).status).toBe(404);
    expect((await http('POST', '/devices', { devices: [] })).body).toEqual({ devices: [] });
    expect((await http('POST', '/devices', { devices: 'x' })).status).toBe(400);
    expect((await http('GET', '/devices')).body).toEqual({ devices: [], openedDevice: null });
  });

  it('faults, settings and sheets', async () => {
    const armed = await http('POST', '/faults', { kind: 'jam', afterImages: 1 });
    expect(armed.body).toMatchObject({ fault: { kind: 'jam', afterImages: 1 } });
    expect((await http('POST', '/faults', { kind: 'meteor' })).status).toBe(400);
    expect(((await http('GET', '/faults')).body.faults as Json[]).length).toBe(1);
    expect((await http('DELETE', '/faults')).body).toEqual({ faults: [] });

    expect((await http('POST', '/settings', { ratePerMinute: 720, duplex: true })).body).toEqual({ ratePerMinute: 720, duplex: true, sheetIdentity: true });
    expect((await http('POST', '/settings', { ratePerMinute: -1 })).status).toBe(400);

    const generated = await http('POST', '/sheets', { generate: { count: 3, seed: 5 } });
    expect((generated.body.sheets as Json[]).map((s) => s.examNumber)).toEqual(['301010101', '301010102', '301010103']);
    expect((await http('POST', '/sheets', { sheets: [{ examNumber: '12', marks: [] }] })).status).toBe(400);
    const own = await http('POST', '/sheets', { sheets: [{ examNumber: '301010120', marks: ['A', 'B'] }] });
    expect(own.body).toEqual({ sheets: [{ examNumber: '301010120', marks: ['A', 'B'] }] });
    const preview = await image('/sheet.jpg?index=0');
    expect(preview.type).toBe('image/jpeg');
    expect(recognizeSheet(preview.bytes).examNumber).toBe('301010120');
    expect((await image('/sheet.jpg?index=5')).status).toBe(404);
    // Orientation: upside down (the preview too) or face down; anything else is refused.
    await http('POST', '/sheets', { sheets: [{ examNumber: '301010120', marks: ['A'], orientation: 'rotated' }, { examNumber: '301010121', marks: [], orientation: 'swapped' }] });
    expect(((await http('GET', '/sheets')).body.sheets as Json[]).map((s) => s.orientation)).toEqual(['rotated', 'swapped']);
    const upsideDown = decodeJpegToGrey((await image('/sheet.jpg?index=0')).bytes);
    expect(recognizeRaster(rotate180(upsideDown)).examNumber).toBe('301010120');
    expect((await http('POST', '/sheets', { sheets: [{ examNumber: '301010120', marks: [], orientation: 'sideways' }] })).status).toBe(400);
    expect((await http('POST', '/faults', { kind: 'swapped_sheet', index: 2 })).body).toMatchObject({ fault: { kind: 'swapped_sheet', index: 2 } });
    expect(((await http('GET', '')).body.endpoints as string[]).join('\n')).toMatch(/rotated_sheet, swapped_sheet/);
    await http('DELETE', '/faults');
    expect((await http('POST', '/sheets', { default: true })).body.sheets).toEqual(defaultSheets);
  });

  it('scanned ground truth, stored images, events and the message log', async () => {
    await openFirstDevice(client);
    await client.scan();
    const scanned = (await http('GET', '/scanned')).body.images as Json[];
    expect(scanned.map((s) => (s.sheet as Json).examNumber)).toEqual(defaultSheets.map((s) => s.examNumber));
    const stored = await image(`/image?path=${encodeURIComponent(String(scanned[0]?.image_path))}`);
    expect(stored.type).toBe('image/jpeg');
    expect(recognizeSheet(stored.bytes).examNumber).toBe(defaultSheets[0]?.examNumber);
    expect((await image('/image?path=nope')).status).toBe(404);

    await http('POST', '/events', { func: 'scan_info', is_error: false, info: 'feeder empty' });
    expect(await client.waitFor((m) => m.func === 'scan_info')).toEqual({ func: 'scan_info', is_error: false, info: 'feeder empty' });

    const log = (await http('GET', '/messages')).body.messages as { message: Json }[];
    expect(log.some((e) => e.message.func === 'scan_image' && /^<\d+ base64 chars>$/.test(String(e.message.image_base64)))).toBe(true);
    await http('DELETE', '/messages');
    expect(sim.control.messages()).toEqual([]);

    expect((await http('POST', '/reset')).body).toMatchObject({ initialized: false, openedDevice: null, scans: 0 });
  });

  it('disconnect drops websocket clients', async () => {
    await http('POST', '/disconnect');
    await client.closed;
  });
});

describe('start-up', () => {
  it('refuses a port that is in use', async () => {
    await expect(startDriverSimulator({ port: sim.port })).rejects.toThrow(/in use/);
  });

  it('validates its options', async () => {
    await expect(startDriverSimulator({ port: 0, ratePerMinute: 0 })).rejects.toThrow(/ratePerMinute/);
    await expect(startDriverSimulator({ port: 0, sheets: [{ examNumber: 'abc', marks: [] }] })).rejects.toThrow(/sheet 0/);
  });

  it('takes a sheet generator called per scan, a prefix and duplex', async () => {
    const other = await startDriverSimulator({
      port: 0,
      initialized: true,
      duplex: true,
      prefix: 'SIM',
      ratePerMinute: FAST_RATE,
      sheets: (scan) => generateSheets(scan, { seed: scan }),
    });
    const c = await RawDriverClient.connect(other.url);
    try {
      await c.call('open_device', { device_name: DEVICE });
      expect(images(await c.scan())).toHaveLength(2);
      const second = images(await c.scan());
      expect(second).toHaveLength(4);
      expect(second.every((m) => /^SIM-\d{17}\.jpg$/.test(basename(String(m.image_path))))).toBe(true);
      expect(c.violations).toEqual([]);
    } finally {
      await c.close();
      await other.close();
    }
  });
});
