// Benchmark of the stateful mock: start-up time (seeding included) and p50/p95 latency at a steady request rate on
// loopback, every request and answer validated against the contract as always.
//
//   node --import tsx packages/mock-server/bench/stateful.bench.ts [--rate 200] [--seconds 10]
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { silentLogger, startMockServer } from '../src/index.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RATE = arg('rate', 200);
const SECONDS = arg('seconds', 10);

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function call(url: string, method: string, body: string | undefined, cookie: string): Promise<{ status: number; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers: { cookie, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const t0 = performance.now();
const mock = await startMockServer({ mode: 'stateful', port: 0, logger: silentLogger });
const startup = performance.now() - t0;
const login = await call(`${mock.url}/api/login/dologin`, 'POST', JSON.stringify({ ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false }), '');
const cookie = (login.setCookie[0] ?? '').split(';')[0] ?? '';

// A mix of what the portal calls: session, lists with filters and paging (students: 3,000+ rows), the exam list.
const mix: [string, string, string | undefined][] = [
  ['GET', '/api/login/userinfo', undefined],
  ['POST', '/api/info/student/loadstu', JSON.stringify({ page: 2, pagesize: 15, unitid: 101, grade_id: 10 })],
  ['POST', '/api/exam/loadexam', JSON.stringify({ page: 1, pagesize: 2 })],
  ['POST', '/api/newunit/listUnits', JSON.stringify({ page: 1, pagesize: 15 })],
  ['GET', '/api/unit/loadeduunit', undefined],
  ['POST', '/api/info/user/loadeduuser', JSON.stringify({ page: 1, pagesize: 15, unitid: 101 })],
];

const latencies: number[] = [];
let failures = 0;
const total = RATE * SECONDS;
const interval = 1000 / RATE;
const begin = performance.now();
const pending: Promise<void>[] = [];
for (let i = 0; i < total; i++) {
  const due = begin + i * interval;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const [method, path, body] = mix[i % mix.length] ?? ['GET', '/api/login/userinfo', undefined];
  const sent = performance.now();
  pending.push(
    call(`${mock.url}${path}`, method, body, cookie).then(
      (res) => {
        latencies.push(performance.now() - sent);
        if (res.status !== 200) failures++;
      },
      () => {
        failures++;
      },
    ),
  );
}
await Promise.all(pending);
const elapsed = (performance.now() - begin) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
console.log(`stateful mock: start-up ${startup.toFixed(0)} ms (seeding included; each schema validator compiles on its first use)`);
console.log(
  `${latencies.length} requests at ${RATE}/s over ${elapsed.toFixed(1)} s (${(latencies.length / elapsed).toFixed(0)}/s achieved), ` +
    `${failures} not 200: p50 ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms, max ${pct(100).toFixed(2)} ms`,
);
agent.destroy();
await mock.close();
