// Benchmark of 阅卷进度 in a real Chromium while teachers mark (issue 32's browser goal: a frame ≤ 16.7 ms while the page
// updates). The store holds 3001 数学 with `--papers` more saved sheets, marked as in marking-progress.bench.ts
// (marking-world.ts); the portal is built and served against it. 张伟 opens 阅卷进度; then for `--seconds` seconds,
// every `--interval` ms, five more papers are marked in round 1 and the mock tells the page on the push channel (as
// a teacher's submit does), so the page asks for the figures and redraws its summary, chart and table. Printed: the
// frame times meanwhile (p50, p95, max, frames over 50 ms, the longest task), how many answers the page got, and
// from a batch of marks to the page showing the new count (p50, p95).
//
//   node --import tsx tests/bench/marking-progress-frames.bench.ts [--papers 50000] [--seconds 20] [--interval 1000] [--profile]
//
// --profile builds the portal unminified and prints the page's CPU profile of the updates (the functions that took the time).
//
// Not a test: it prints numbers and asserts nothing. Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH).
import { chromium } from '@playwright/test';
import { syncMarked } from '../../packages/mock-server/src/stateful/domains/marking.ts';
import { EXAM_3001, signIn } from '../e2e/flows.ts';
import { markingWorld } from './marking-world.ts';
import { FRAME_HEADER, FRAME_RECORDER, arg, frameRow, pct, printProfile, record, startPortal, startProfile } from './support.ts';

const PAPERS = arg('papers', 50_000);
const SECONDS = arg('seconds', 20);
const INTERVAL = arg('interval', 1000);
const PROFILE = process.argv.includes('--profile');

const world = markingWorld(PAPERS);
const portal = await startPortal(Number(process.env.EXAM_BENCH_WEB_PORT ?? 4397), { store: world.store, readable: PROFILE });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ baseURL: portal.base, viewport: { width: 1440, height: 900 } });
  await page.addInitScript(FRAME_RECORDER);
  await signIn(page, undefined, { to: '/main/statistics/markingProgress', exam: EXAM_3001 });
  const marked = page.getByRole('table', { name: '各题组轮次进度' }).getByRole('row').filter({ hasText: '解答题17' }).filter({ hasText: '一评' }).getByRole('cell').nth(4);
  await marked.waitFor();
  // Let the chart's chunk load and the push channel open before measuring.
  await page.getByRole('img', { name: /各题组轮次进度/ }).waitFor();
  await page.waitForTimeout(1500);
  let answers = 0;
  page.on('response', (r) => {
    if (r.url().includes('/api/statistics/markingProgress')) answers++;
  });
  const shownAfter: number[] = [];
  const cdp = PROFILE ? await page.context().newCDPSession(page) : undefined;
  if (cdp) await startProfile(cdp);
  const frames = await record(page, async () => {
    const end = Date.now() + SECONDS * 1000;
    while (Date.now() < end) {
      const before = Number(await marked.textContent());
      const t0 = Date.now();
      world.markMore(5);
      syncMarked(world.store, 3001, 2);
      await page.waitForFunction((old) => {
        const rows = Array.from(document.querySelectorAll("table[aria-label=\"各题组轮次进度\"] tbody tr"));
        const row = rows.find((r) => r.textContent?.includes('解答题17') && r.textContent.includes('一评'));
        return Number(row?.querySelectorAll('td')[4]?.textContent) > old;
      }, before);
      shownAfter.push(Date.now() - t0);
      await page.waitForTimeout(Math.max(0, INTERVAL - (Date.now() - t0)));
    }
  });
  console.log(`阅卷进度 of 3001 数学 with ${world.papers} papers, marks every ${INTERVAL} ms for ${SECONDS} s: ${answers} answers, marks → shown p50 ${pct(shownAfter, 50)} ms, p95 ${pct(shownAfter, 95)} ms`);
  if (cdp) await printProfile(cdp, 'the updates');
  console.log(FRAME_HEADER);
  console.log(frameRow('while the page updates', frames, 'p95 ≤ 16.7 ms'));
} finally {
  await browser.close();
  await portal.close();
}
