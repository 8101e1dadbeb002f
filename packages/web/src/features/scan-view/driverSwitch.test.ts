// 驱动地址 through the controller: a view that started on a wrong address moves to the driver at the new one at once,
// one connected view moves quietly from one driver to another (the old client closed, no 扫描仪已断开连接), and a scan
// in progress is never cut off (the change is refused). Real driver simulators on free ports; uploads are fakes.
import { afterEach, describe, expect, it } from 'vitest';
import { generateSheets, startDriverSimulator, type DriverSimulator } from '@exam/scanner-protocol/simulator';
import type { PutPicResult } from './intake';
import { createScanController, type ScanContext, type ScanController } from './scanController';

const context: ScanContext = { examId: 3001, subjectId: 2, scanProp: { scan_way: '2' }, scanType: '3', mode: 'paper', doubleSided: true, isCover: false, realTimeAlign: true };

const until = async (check: () => boolean, ms = 10_000) => {
  for (let waited = 0; !check() && waited < ms; waited += 20) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

const sims: DriverSimulator[] = [];
const disconnects: (() => void)[] = [];
afterEach(async () => {
  for (const disconnect of disconnects.splice(0)) disconnect();
  await Promise.all(sims.splice(0).map((sim) => sim.close()));
});

async function simulator(devices: string[], ratePerMinute = 3000): Promise<DriverSimulator> {
  const sim = await startDriverSimulator({ port: 0, initialized: true, devices, ratePerMinute, sheets: generateSheets(3) });
  sims.push(sim);
  return sim;
}

function openView(driverUrl: string): { controller: ScanController; notes: string[] } {
  const notes: string[] = [];
  const controller = createScanController({
    context,
    driverUrl,
    // An upload that never ends keeps nothing moving the test does not look at.
    upload: () => new Promise<PutPicResult>(() => undefined),
    notify: (_kind, text) => void notes.push(text),
    describe: () => '上传失败',
  });
  disconnects.push(controller.connect());
  return { controller, notes };
}

const device = (controller: ScanController) => controller.getSnapshot().device;

describe('the driver address', () => {
  it('a view on an unused port shows 未连接; the new address connects it and opens the scanner', async () => {
    const sim = await simulator(['Kodak i2600']);
    const { controller } = openView('ws://127.0.0.1:9');
    await until(() => device(controller).status === 'failed');
    expect(device(controller)).toMatchObject({ connected: false, message: '扫描仪连接失败，请确认扫描软件已打开' });

    expect(controller.setDriverUrl(sim.url)).toBe(true);
    expect(controller.driver.url).toBe(sim.url);
    await until(() => device(controller).status === 'open');
    expect(device(controller)).toMatchObject({ connected: true, deviceName: 'Kodak i2600', message: undefined });
  });

  it('moves from one driver to another at once, closing the old connection without a disconnect warning', async () => {
    const first = await simulator(['Kodak i2600']);
    const second = await simulator(['Fujitsu fi-7160']);
    const { controller, notes } = openView(first.url);
    await until(() => device(controller).status === 'open');
    expect(first.control.state().clients).toBe(1);

    expect(controller.setDriverUrl(second.url)).toBe(true);
    // At once: the old scanner is no longer shown while the new driver is reached.
    expect(device(controller)).toMatchObject({ status: 'connecting', connected: false, deviceName: undefined });
    await until(() => device(controller).deviceName === 'Fujitsu fi-7160');
    expect(device(controller)).toMatchObject({ status: 'open', connected: true });
    await until(() => first.control.state().clients === 0);
    expect(second.control.state().clients).toBe(1);
    expect(notes).not.toContain('扫描仪已断开连接');
  });

  it('a switch while the first connection is still under way: what that one finds or fails is never shown', async () => {
    const first = await simulator(['Kodak i2600']);
    const second = await simulator(['Fujitsu fi-7160']);
    const { controller, notes } = openView(first.url);
    const seen: ReturnType<typeof device>[] = [];
    controller.subscribe(() => seen.push(device(controller)));
    controller.setDriverUrl(second.url);
    await until(() => device(controller).status === 'open');
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.map((d) => d.status)).not.toContain('failed');
    expect(seen.some((d) => d.deviceName === 'Kodak i2600')).toBe(false);
    expect(device(controller).deviceName).toBe('Fujitsu fi-7160');
    expect(notes.filter((n) => n.includes('扫描仪'))).toEqual([]);
  });

  it('is refused while scanning: the scan goes on with the driver it started on', async () => {
    const first = await simulator(['Kodak i2600'], 6);
    const second = await simulator(['Fujitsu fi-7160']);
    const { controller } = openView(first.url);
    await until(() => device(controller).status === 'open');
    await controller.start();
    await until(() => controller.getSnapshot().scanning);

    expect(controller.setDriverUrl(second.url)).toBe(false);
    expect(controller.driver.url).toBe(first.url);
    expect(device(controller)).toMatchObject({ status: 'open', connected: true, deviceName: 'Kodak i2600' });
    expect(second.control.state().clients).toBe(0);
    await controller.stop();
  });
});
