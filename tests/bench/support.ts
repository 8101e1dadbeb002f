// What the browser benchmarks share: the built portal served against an in-process stateful mock, the mock's API as
// the portal calls it (session cookie kept), and an in-page frame recorder (requestAnimationFrame timestamp deltas,
// the page's own animation-frame callbacks, tasks over 50 ms) with its summary row. Not tests: they print numbers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { silentLogger, startMockServer, type MockServerOptions } from '@exam/mock-server';

const PNPM = process.env.EXAM_PNPM ?? 'pnpm';
const root = new URL('../..', import.meta.url).pathname;

export const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

export interface Portal {
  /** The portal's address (vite preview of a fresh build). */
  base: string;
  /** The mock's API, signed in on first use as the portal would be. */
  api: <T>(path: string, body: unknown) => Promise<T>;
  close: () => Promise<void>;
}

/**
 * Builds the portal into a temporary folder and serves it on `webPort` against a fresh stateful mock (unminified with
 * `readable`, for CPU profiles; with `store`, the mock serves that store instead of a freshly seeded one).
 */
export async function startPortal(webPort: number, options: { readable?: boolean; store?: MockServerOptions['store'] } = {}): Promise<Portal> {
  const mock = await startMockServer({ mode: 'stateful', port: 0, logger: silentLogger, ...(options.store ? { store: options.store } : {}) });
  const outDir = mkdtempSync(join(tmpdir(), 'exam-bench-web-'));
  const env = { ...process.env, EXAM_API_ORIGIN: mock.url, EXAM_WEB_OUT_DIR: outDir, ...(options.readable ? { EXAM_WEB_MINIFY: '0' } : {}) };
  const children: ChildProcess[] = [];
  const close = async () => {
    for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await mock.close();
    rmSync(outDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${webPort}`;
  try {
    const build = spawnSync(PNPM, ['--filter', '@exam/web', 'build'], { cwd: root, env, stdio: 'ignore', shell: true });
    if (build.status !== 0) throw new Error('the portal did not build');
    children.push(spawn(PNPM, ['--filter', '@exam/web', 'preview', '--port', String(webPort), '--strictPort', '--host', '127.0.0.1'], { cwd: root, env, stdio: 'ignore', shell: true, detached: true }));
    for (let i = 0; i < 150 && !(await fetch(base).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 200));
  } catch (error) {
    await close();
    throw error;
  }
  let cookie = '';
  const api = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${mock.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    cookie = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    const answer = (await res.json()) as { success: boolean; result: T };
    if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer.result)}`);
    return answer.result;
  };
  return { base, api, close };
}

/**
 * In the page, from its first script (as a string: tsx would wrap functions in helpers the page lacks): tasks over
 * 50 ms, frames by their requestAnimationFrame timestamps (vsync-aligned: one late vsync shows as 33.3 ms), and how
 * long the page's own animation-frame callbacks ran. `window.__bench.start()` / `.stop()` record between them.
 */
export const FRAME_RECORDER = `(() => {
  const b = (window.__bench = { longTasks: [], frames: [], work: [], on: false, last: 0 });
  new PerformanceObserver((list) => { for (const t of list.getEntries()) b.longTasks.push([t.startTime, t.duration]); }).observe({ type: 'longtask', buffered: true });
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => raf((now) => {
    const t = performance.now();
    try { cb(now); } finally { if (b.on && cb !== tick) b.work.push(performance.now() - t); }
  });
  const tick = (now) => {
    if (!b.on) return;
    if (now - b.last >= 0.5 || b.frames.length === 0) { b.frames.push(Math.max(0, now - b.last)); b.last = now; }
    raf(tick);
  };
  b.start = () => { b.frames = []; b.work = []; b.longTasks = []; b.on = true; b.last = performance.now(); raf(tick); };
  b.stop = () => { b.on = false; return { frames: b.frames, work: b.work, longTasks: b.longTasks }; };
})()`;

export interface Recorded {
  frames: number[];
  /** Durations of the page's own animation-frame callbacks. */
  work: number[];
  /** [start, duration] of every task over 50 ms. */
  longTasks: [number, number][];
}

/** Records frames while `act` runs (and `settle` ms after it). Needs FRAME_RECORDER as an init script. */
export async function record(page: Page, act: () => Promise<void>, settle = 300): Promise<Recorded> {
  await page.evaluate('window.__bench.start()');
  await act();
  await page.waitForTimeout(settle);
  return page.evaluate<Recorded>('window.__bench.stop()');
}

export const pct = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

const ms = (n: number) => n.toFixed(1);

export const FRAME_HEADER = `  ${'frames (ms)'.padEnd(26)} ${'count'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)} ${'>50'.padStart(6)} ${'longtask'.padStart(8)} ${'raf95'.padStart(7)}   goal`;

/** One line of frame figures: count, p50, p95, max, frames over 50 ms, the longest task, p95 of the page's rAF work. */
export function frameRow(what: string, r: Recorded, goal: string): string {
  const f = r.frames;
  const longest = Math.max(0, ...r.longTasks.map(([, d]) => d));
  return `  ${what.padEnd(26)} ${String(f.length).padStart(6)} ${ms(pct(f, 50)).padStart(7)} ${ms(pct(f, 95)).padStart(7)} ${ms(Math.max(0, ...f)).padStart(7)} ${String(f.filter((x) => x > 50).length).padStart(6)} ${(longest ? ms(longest) : '<50').padStart(8)} ${ms(pct(r.work, 95)).padStart(7)}   ${goal}`;
}

// CPU profiles of the page (CDP), for the benchmarks' --profile: start, then print the functions that took the time.
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** Starts a sampling CPU profile of the page (CDP). */
export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/** The functions with the most self time in the CPU profile since startProfile. */
export async function printProfile(cdp: CDPSession, what: string): Promise<void> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  // EXAM_BENCH_PROFILE_FILE keeps the whole profile (open it in Chrome's DevTools, Performance panel).
  if (process.env.EXAM_BENCH_PROFILE_FILE) writeFileSync(process.env.EXAM_BENCH_PROFILE_FILE, JSON.stringify(profile));
  const top = Number(process.env.EXAM_BENCH_PROFILE_TOP ?? 12);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const file = f.url.split('/').pop() ?? '';
    const key = `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (self.get(node.id) ?? 0));
  }
  const total = [...byFunction.values()].reduce((a, b) => a + b, 0);
  // Inclusive time: every function on a sample's stack (once per sample).
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = (n: ProfileNode) => {
    const file = n.callFrame.url.split('/').pop() ?? '';
    return `${n.callFrame.functionName || '(anonymous)'} ${file}${file ? `:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}` : ''}`;
  };
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (!node || !node.callFrame.url) continue;
      const key = keyOf(node);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
  });
  console.log(`  CPU profile of ${what} (${(total / 1000).toFixed(0)} ms sampled), most self time:`);
  for (const [key, us] of [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`    ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  }
  console.log('   most time with callees (page scripts):');
  for (const [key, us] of [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`    ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Starts a Chrome trace of the page's rendering (what the main thread does outside JavaScript too). */
export async function startTrace(page: Page): Promise<void> {
  await page.context().browser()?.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc'] });
}

/**
 * Stops the trace and prints the renderer main thread's busiest kinds of work by self time (an event's duration less
 * its nested events'): layout, style, paint, canvas, script, garbage collection… The CPU profile's '(program)'.
 */
export async function printTrace(page: Page, what: string, top = 15): Promise<void> {
  const buffer = await page.context().browser()?.stopTracing();
  if (!buffer) return;
  const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return;
  const events = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const open: { end: number; name: string }[] = [];
  for (const e of events) {
    while (open.length && (open[open.length - 1]?.end ?? 0) <= e.ts) open.pop();
    const parent = open[open.length - 1];
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (e.dur ?? 0));
    self.set(e.name, (self.get(e.name) ?? 0) + (e.dur ?? 0));
    open.push({ end: e.ts + (e.dur ?? 0), name: e.name });
  }
  console.log(`  trace of ${what}, the renderer's main thread by self time:`);
  for (const [name, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`    ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`);
}
