// Benchmark of the portal's long lists in a real Chromium: the participant table at 400 rows a page (row windowing,
// lib/rowWindow) and the objective answer cards of a subject. It builds the portal, serves it against the stateful mock,
// signs in and measures what a person feels: time until the page shows its rows, how many table rows the page really
// holds, and the frame times while a person scrolls the list with the mouse wheel from top to bottom and back (p50,
// p95, max, frames over 50 ms), over several passes.
//
// The scroll is a real wheel's: notches of 100 px (Chromium's line step), one every 33 ms (a brisk 30 notches a
// second), through the whole list and back, several hundred frames a pass; frames are timed with requestAnimationFrame.
//
//   node --import tsx tests/bench/tables.bench.ts [--passes 3] [--notch 100] [--interval 33]
//
// Not a test: it prints numbers and asserts nothing. Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Page } from '@playwright/test';
import { silentLogger, startMockServer } from '@exam/mock-server';
import { chooseExam, signIn } from '../e2e/flows.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PASSES = arg('passes', 3);
const NOTCH = arg('notch', 100);
const INTERVAL = arg('interval', 33);
const PNPM = process.env.EXAM_PNPM ?? 'pnpm';
const WEB_PORT = Number(process.env.EXAM_BENCH_WEB_PORT ?? 4299);
const root = new URL('../..', import.meta.url).pathname;

const mock = await startMockServer({ mode: 'stateful', port: 0, logger: silentLogger });
const outDir = mkdtempSync(join(tmpdir(), 'exam-bench-web-'));
const env = { ...process.env, EXAM_API_ORIGIN: mock.url, EXAM_WEB_OUT_DIR: outDir };
const build = spawnSync(PNPM, ['--filter', '@exam/web', 'build'], { cwd: root, env, stdio: 'ignore', shell: true });
if (build.status !== 0) throw new Error('the portal did not build');
const preview: ChildProcess = spawn(PNPM, ['--filter', '@exam/web', 'preview', '--port', String(WEB_PORT), '--strictPort', '--host', '127.0.0.1'], {
  cwd: root,
  env,
  stdio: 'ignore',
  shell: true,
  detached: true,
});
const base = `http://127.0.0.1:${WEB_PORT}`;
for (let i = 0; i < 100; i++) {
  if (await fetch(base).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 200));
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function signedIn(): Promise<Page> {
  const page = await browser.newPage({ baseURL: base, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await signIn(page);
  await chooseExam(page);
  return page;
}

/**
 * Frame times (ms) while the mouse wheel scrolls what is under `at` to its end and back to the top: one `NOTCH` every
 * `INTERVAL` ms. `scroller` finds the scrolled element in the page (to know when its end is reached).
 */
async function scrollFrames(page: Page, at: { x: number; y: number }, scroller: string): Promise<number[]> {
  await page.mouse.move(at.x, at.y);
  // As a string: tsx would wrap a named function in a helper the page does not have.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__on = true;
    window.__last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - window.__last);
      window.__last = now;
      if (window.__on) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const position = () =>
    page.evaluate<{ top: number; max: number }>(`(() => { const el = ${scroller}; return { top: el.scrollTop, max: el.scrollHeight - el.clientHeight }; })()`);
  for (const direction of [1, -1]) {
    for (let i = 0; i < 2000; i++) {
      await page.mouse.wheel(0, direction * NOTCH);
      await page.waitForTimeout(INTERVAL);
      if (i % 10 === 9) {
        const { top, max } = await position();
        if (direction > 0 ? top >= max - 1 : top <= 0) break;
      }
    }
  }
  return page.evaluate<number[]>(`(() => { window.__on = false; return window.__frames.slice(1); })()`);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const frameLine = (xs: number[]) =>
  `frames ${xs.length}: p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms, over 50 ms: ${xs.filter((x) => x > 50).length}`;

try {
  // Participants, 400 a page (366 rows for exam 3001).
  {
    const page = await signedIn();
    const t0 = performance.now();
    await page.goto(`${base}/main/exam/mgeexamstudent?pagesize=400`);
    const table = page.getByRole('table', { name: '参考学生列表' });
    await page.waitForFunction(() => Number(document.querySelector('table[aria-label="参考学生列表"]')?.getAttribute('aria-rowcount') ?? 0) > 300);
    const shown = performance.now() - t0;
    const rowCount = await page.evaluate(() => document.querySelector('table[aria-label="参考学生列表"]')?.getAttribute('aria-rowcount'));
    const domRows = await table.locator('tbody tr').count();
    const box = await table.boundingBox();
    const scroller = `document.querySelector('table[aria-label="参考学生列表"]').parentElement`;
    console.log(`participants (400 a page): rows ${Number(rowCount) - 1}, shown after ${shown.toFixed(0)} ms (navigation, load, render)`);
    for (let pass = 1; pass <= PASSES; pass++) {
      const frames = await scrollFrames(page, { x: (box?.x ?? 0) + 200, y: (box?.y ?? 0) + 200 }, scroller);
      const domRowsAfter = await table.locator('tbody tr').count();
      console.log(`  pass ${pass}: scrolling to the end and back: ${frameLine(frames)}; table rows in the DOM: ${domRows} before, ${domRowsAfter} after`);
    }
    await page.close();
  }
  // Objective answers: every sub-question card of 数学 at once.
  {
    const page = await signedIn();
    const t0 = performance.now();
    await page.goto(`${base}/main/exam/subquestionanswer`);
    await page.getByRole('button', { name: '保存' }).waitFor();
    await page.getByText('第1题', { exact: true }).first().waitFor();
    const shown = performance.now() - t0;
    const cards = await page.getByText(/^第\d+题$/).count();
    const frames = await scrollFrames(page, { x: 700, y: 600 }, 'document.scrollingElement');
    // Typing a score: how long until the sub-total shows it.
    const score = page.getByRole('textbox', { name: '分数' }).first();
    const subtotal = page.getByText(/^小题合计 \d+ 分$/).first();
    const before = Number(/\d+/.exec((await subtotal.textContent()) ?? '')?.[0]);
    const old = Number(await score.inputValue());
    const t1 = performance.now();
    await score.fill(String(old - 1));
    await page.getByText(`小题合计 ${before - 1} 分`, { exact: true }).waitFor();
    const typed = performance.now() - t1;
    console.log(`objective answers (数学): ${cards} sub-question cards, shown after ${shown.toFixed(0)} ms`);
    console.log(`  scrolling: ${frameLine(frames)}`);
    console.log(`  editing one score: ${typed.toFixed(0)} ms until the page shows it`);
    await page.close();
  }
} finally {
  await browser.close();
  if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
  await mock.close();
  rmSync(outDir, { recursive: true, force: true });
}
