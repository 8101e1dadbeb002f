// node --import tsx packages/scanner-protocol/bench/simulator.bench.ts [--quick]
//
// 1. Sustained scan rate: a fresh simulator (cold render cache, so drawing and JPEG encoding count) scans 60 generated
//    sheets at a target rate while a raw ws client receives every frame; prints images per minute achieved between
//    the first and the last scan_image, bytes received and process CPU per image (simulator and client share it).
// 2. Per-message overhead: sequential is_device_init round trips over a raw ws client, then over the package's driver
//    client (createDriverClient), so the difference is what the client adds per call.
import { WebSocket } from 'ws';
import { createDriverClient } from '../src/index.ts';
import { generateSheets, startDriverSimulator } from '../src/simulator/index.ts';

const quick = process.argv.includes('--quick');
const SHEETS = quick ? 20 : 60;
const ROUND_TRIPS = quick ? 1000 : 5000;

/** ws's WebSocket with the one-argument constructor the driver client expects (the simulator, like the raw client
 *  here, uses no compression). */
class NodeWebSocket extends WebSocket {
  constructor(url: string) {
    super(url, { perMessageDeflate: false });
  }
}

function open(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Sends a command and resolves with the next frame of the same func. */
function roundTrip(ws: WebSocket, func: string, params: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (message.func !== func) return;
      ws.off('message', onMessage);
      resolve(message);
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ func, ...params }));
  });
}

interface ScanResult {
  label: string;
  target: number;
  images: number;
  perMinute: number;
  seconds: number;
  megabytes: number;
  cpuMsPerImage: number;
}

async function scanRun(label: string, target: number, duplex: boolean): Promise<ScanResult> {
  const sim = await startDriverSimulator({ port: 0, ratePerMinute: target, duplex, initialized: true, sheets: generateSheets(SHEETS, { seed: 42 }) });
  const ws = await open(sim.url);
  try {
    await roundTrip(ws, 'open_device', { device_name: 'Kodak i2600' });
    const times: number[] = [];
    let bytes = 0;
    const ended = new Promise<void>((resolve) => {
      ws.on('message', (data: Buffer) => {
        bytes += data.length;
        const message = JSON.parse(data.toString()) as { func?: string };
        if (message.func === 'scan_image') times.push(performance.now());
        if (message.func === 'scan_end') resolve();
      });
    });
    const cpu = process.cpuUsage();
    await roundTrip(ws, 'start_scan', { blank_check: false, local_save: true, get_base64: true });
    await ended;
    const used = process.cpuUsage(cpu);
    const first = times[0] ?? 0;
    const last = times.at(-1) ?? 0;
    const seconds = (last - first) / 1000;
    return {
      label,
      target,
      images: times.length,
      perMinute: seconds > 0 ? ((times.length - 1) / seconds) * 60 : 0,
      seconds,
      megabytes: bytes / 1e6,
      cpuMsPerImage: (used.user + used.system) / 1000 / Math.max(1, times.length),
    };
  } finally {
    ws.close();
    await sim.close();
  }
}

function stats(samples: number[]): { perSecond: number; meanUs: number; p50Us: number; p99Us: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((sum, v) => sum + v, 0);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 1000;
  return { perSecond: samples.length / (total / 1000), meanUs: (total / samples.length) * 1000, p50Us: at(0.5), p99Us: at(0.99) };
}

async function rawRoundTrips(url: string): Promise<number[]> {
  const ws = await open(url);
  try {
    for (let i = 0; i < 500; i++) await roundTrip(ws, 'is_device_init'); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < ROUND_TRIPS; i++) {
      const start = performance.now();
      await roundTrip(ws, 'is_device_init');
      samples.push(performance.now() - start);
    }
    return samples;
  } finally {
    ws.close();
  }
}

async function clientRoundTrips(url: string): Promise<number[]> {
  const driver = createDriverClient({ url, WebSocket: NodeWebSocket, reconnect: false });
  await driver.connect();
  try {
    for (let i = 0; i < 500; i++) await driver.isDeviceInit();
    const samples: number[] = [];
    for (let i = 0; i < ROUND_TRIPS; i++) {
      const start = performance.now();
      await driver.isDeviceInit();
      samples.push(performance.now() - start);
    }
    return samples;
  } finally {
    driver.close();
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

console.log(`Scanner driver simulator benchmark (Node ${process.version}, ${SHEETS} generated sheets a run${quick ? ', --quick' : ''})\n`);
console.log('1. Sustained scan rate (cold render cache; first to last scan_image at a raw ws client)');
const runs: [string, number, boolean][] = [
  ['single-sided, target 360/min', 360, false],
  ['double-sided, target 1200/min', 1200, true],
  ['double-sided, unthrottled (60000/min)', 60_000, true],
];
for (const [label, target, duplex] of runs) {
  const r = await scanRun(label, target, duplex);
  console.log(
    `   ${r.label.padEnd(40)} ${fmt(r.images).padStart(4)} images in ${fmt(r.seconds, 2).padStart(6)} s → ${fmt(r.perMinute).padStart(6)} images/min` +
      `  (${fmt(r.megabytes, 1)} MB, ${fmt(r.cpuMsPerImage, 1)} ms CPU/image)`,
  );
}

console.log(`\n2. Per-message overhead: ${fmt(ROUND_TRIPS)} sequential is_device_init round trips (after 500 warm-up)`);
const sim = await startDriverSimulator({ port: 0 });
try {
  const raw = stats(await rawRoundTrips(sim.url));
  const client = stats(await clientRoundTrips(sim.url));
  const line = (label: string, s: ReturnType<typeof stats>) =>
    `   ${label.padEnd(40)} ${fmt(s.perSecond).padStart(6)} round trips/s  mean ${fmt(s.meanUs).padStart(4)} µs  p50 ${fmt(s.p50Us).padStart(4)} µs  p99 ${fmt(s.p99Us).padStart(5)} µs`;
  console.log(line('raw ws client', raw));
  console.log(line('driver client (createDriverClient)', client));
  console.log(`   the driver client adds ${fmt(client.meanUs - raw.meanUs, 1)} µs per call on average (noise is a few µs)`);
} finally {
  await sim.close();
}
