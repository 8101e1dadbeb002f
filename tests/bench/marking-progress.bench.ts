// Benchmark of 阅卷进度 (statistics/markingProgress, issue 32): the mock's answer with 50,000 papers in the store. The
// stateful app runs in process (@exam/mock-server/msw's createMswApp, the same handlers, access check and contract
// validation of request and answer as the server); exam 3001 数学 gets `--papers` more saved sheets (the pages of a
// seeded one), and the marking records are filled as teacher marking leaves them: 王芳 round 1 on 70 % of the papers,
// 孙丽 round 2 on 50 %, one in twenty of those 5 apart (round 8 open), one in a hundred reported abnormal. Then
// 张伟 asks for the progress `--runs` times (after `--warmup` unmeasured asks), each timed from the request to the
// validated answer: p50, p95, max (goal p95 ≤ 200 ms on a quiet machine). Between asks a few more papers are marked,
// as while teachers work, so no answer can come from a cache of the last one. The store: marking-world.ts.
//
//   node --import tsx tests/bench/marking-progress.bench.ts [--papers 50000] [--runs 40] [--warmup 3]
//
// Not a test: it prints numbers and asserts nothing. The browser side of the goal (a frame ≤ 16.7 ms while the page
// updates) is marking-progress-frames.bench.ts.
import { performance } from 'node:perf_hooks';
import { markingWorld } from './marking-world.ts';
import { arg, pct } from './support.ts';

const PAPERS = arg('papers', 50_000);
const RUNS = arg('runs', 40);
const WARMUP = arg('warmup', 3);

const { app, markMore } = markingWorld(PAPERS);
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const post = async (url: string, body: unknown, cookie?: string) =>
  app.handle({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: json(body) });

const login = await post('/api/login/dologin', { ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false });
const setCookie = login.headers['set-cookie'];
const cookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';

const times: number[] = [];
let papers = 0;
for (let run = 0; run < WARMUP + RUNS; run++) {
  // A few more papers marked in round 1 since the last ask.
  markMore(5);
  const started = performance.now();
  const answer = await post('/api/statistics/markingProgress', { exam_id: 3001, subject_id: 2 }, cookie);
  const took = performance.now() - started;
  const body = JSON.parse(answer.body.toString('utf8')) as { success: boolean; result: { papers: number } };
  if (answer.status !== 200 || !body.success) throw new Error(`markingProgress answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`);
  papers = body.result.papers;
  if (run >= WARMUP) times.push(took);
}
console.log(`阅卷进度 (markingProgress) of 3001 数学 with ${papers} papers in the store, ${RUNS} asks after ${WARMUP} warm-up:`);
console.log(`  mock answer (request → validated answer): p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (goal p95 ≤ 200 ms)`);
