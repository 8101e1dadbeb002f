// The scanner connection flow (spec 3 §4.1) against the real driver simulator (a websocket server on a free port),
// through the browser WebSocket of the test environment.
import { afterEach, describe, expect, it } from 'vitest';
import { createDriverClient, type DriverClient } from '@exam/scanner-protocol';
import { startDriverSimulator, type DriverSimulator } from '@exam/scanner-protocol/simulator';
import { createDeviceSession, type DeviceSnapshot } from './deviceSession';

let sim: DriverSimulator | undefined;
let driver: DriverClient | undefined;
afterEach(async () => {
  driver?.close();
  await sim?.close();
  sim = undefined;
  driver = undefined;
});

async function setUp(devices: string[]) {
  sim = await startDriverSimulator({ port: 0, devices });
  driver = createDriverClient({ url: sim.url, reconnect: false });
  const warnings: string[] = [];
  const opened: string[] = [];
  const changes: DeviceSnapshot[] = [];
  const session = createDeviceSession({ driver, onWarning: (t) => warnings.push(t), onOpened: (n) => void opened.push(n), onChange: (s) => changes.push(s) });
  return { session, warnings, opened, changes, sim, driver };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

describe('scanner connection', () => {
  it('initialises the driver and opens the only scanner', async () => {
    const { session, opened } = await setUp(['Kodak i2600']);
    expect(await session.start()).toMatchObject({ status: 'open', deviceName: 'Kodak i2600', connected: true });
    expect(opened).toEqual(['Kodak i2600']);
  });

  it('warns when there is no scanner and opens one when it arrives; a removed scanner warns and resets', async () => {
    const t = await setUp([]);
    expect(await t.session.start()).toMatchObject({ status: 'noDevice', message: '未检测到扫描仪，请确认扫描仪已开启' });
    expect(t.warnings).toEqual(['未检测到扫描仪，请确认扫描仪已开启']);
    t.sim.control.arrive('Fujitsu fi-7160');
    await until(() => t.session.snapshot().status === 'open');
    expect(t.session.snapshot().deviceName).toBe('Fujitsu fi-7160');
    t.sim.control.remove('Fujitsu fi-7160');
    await until(() => t.session.snapshot().status === 'noDevice');
    expect(t.session.snapshot().deviceName).toBeUndefined();
    expect(t.warnings.at(-1)).toContain('Fujitsu fi-7160已移除');
  });

  it('lets the user choose among several scanners', async () => {
    const { session } = await setUp(['Kodak i2600', 'Fujitsu fi-7160']);
    expect(await session.start()).toMatchObject({ status: 'choosing', devices: ['Kodak i2600', 'Fujitsu fi-7160'] });
    expect(await session.choose('Fujitsu fi-7160')).toBe(true);
    expect(session.snapshot()).toMatchObject({ status: 'open', deviceName: 'Fujitsu fi-7160' });
  });

  it('says in Chinese when the driver cannot be reached', async () => {
    const driverless = createDriverClient({ url: 'ws://127.0.0.1:9', reconnect: false });
    const session = createDeviceSession({ driver: driverless });
    expect(await session.start()).toMatchObject({ status: 'failed', connected: false, message: '扫描仪连接失败，请确认扫描软件已打开' });
    driverless.close();
  });

  it('a lost connection is reported as disconnected', async () => {
    const t = await setUp(['Kodak i2600']);
    await t.session.start();
    t.sim.control.disconnectClients();
    await until(() => t.session.snapshot().status === 'failed');
    expect(t.session.snapshot()).toMatchObject({ connected: false, message: '扫描仪已断开连接' });
  });
});
