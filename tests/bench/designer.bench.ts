// Benchmark of the answer-sheet template designer (exam/newmgeexamsubjectpapers) with a large template in a real
// Chromium. It builds the portal, serves it against the stateful mock, fills exam 3001 数学 through the portal's own
// template calls until the template holds 2,000 areas in all (paper areas + group areas + sub-question areas: two
// objective groups, one per page, batch-adding small non-overlapping sub-question areas in a grid, and subjective
// groups with sub-questions), then measures what a person feels on the canvas:
// - first render: navigation start → the canvas shows the areas (its container carries the fitted zoom and the
//   areas layer has pixels), with when the template calls answered;
// - pan: the mouse wheel scrolling the stitched pages to the end and back, and drag-scroll on empty space;
// - zoom: ctrl+wheel at the canvas centre up to 200 %, down to 20 %, then 适应宽度;
// - selecting a sub-question area (a click), dragging it (konva drag on the active layer), and the drop (the commit);
// - the tree fully expanded (全部展开, one row per group and sub-question, about 2,000): typing in the open
//   sub-question drawer's 小题名称 and nudging the selected sub-question area with the arrow keys, each keystroke
//   timed from the key event to the frame after it (keystroke → paint: p50, p95, max; goal p95 ≤ 50 ms) with the
//   main-thread tasks over 50 ms while typing (goal: none over 100 ms);
// frame times are requestAnimationFrame timestamp deltas in the page (p50, p95, max; goals p95 ≤ 20 ms for pan and zoom,
// p95 and max ≤ 16 ms — one 60 Hz frame, 16.7 ms measured — for the drag), the longest main-thread task
// (PerformanceObserver 'longtask', which reports tasks over 50 ms), and draw95/drawmax: how long the page's own
// animation-frame callbacks ran (konva draws its layers in them), the canvas' cost apart from a busy machine.
//
//   node --import tsx tests/bench/designer.bench.ts [--areas 2000] [--runs 1] [--notch 100] [--interval 16] [--profile]
//
// --runs repeats the measurements in fresh pages (same template); --profile adds CPU profiles (CDP) of the first run's
// phases (pan, zoom, the selecting click, the drop) and prints the functions with the most self and inclusive time. Not a test: it prints numbers and asserts nothing.
// Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH). Port: EXAM_BENCH_WEB_PORT (default 4398); the mock on port 0.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import type { Schemas } from '@exam/sdk';
import { silentLogger, startMockServer } from '@exam/mock-server';
import { ACCOUNT, chooseExam, signIn } from '../e2e/flows.ts';
import { printProfile, startProfile } from './support.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const AREAS = arg('areas', 2000);
const RUNS = arg('runs', 1);
const NOTCH = arg('notch', 100);
const INTERVAL = arg('interval', 16);
const PROFILE = process.argv.includes('--profile');
const PNPM = process.env.EXAM_PNPM ?? 'pnpm';
const WEB_PORT = Number(process.env.EXAM_BENCH_WEB_PORT ?? 4398);
const EXAM = 3001;
const SUBJECT = 2;
const root = new URL('../..', import.meta.url).pathname;

const mock = await startMockServer({ mode: 'stateful', port: 0, logger: silentLogger });
const outDir = mkdtempSync(join(tmpdir(), 'exam-bench-web-'));
const env = { ...process.env, EXAM_API_ORIGIN: mock.url, EXAM_WEB_OUT_DIR: outDir };
const children: ChildProcess[] = [];
const base = `http://127.0.0.1:${WEB_PORT}`;

/** The mock's API as the portal calls it (the session cookie kept). */
let cookie = '';
async function api<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${mock.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  cookie = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
  const answer = (await res.json()) as { success: boolean; result: T };
  if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer.result)}`);
  return answer.result;
}

type Area = Schemas['SaveSubjectQuestionRequest']['area'][number];
const PAGE = { w: 827, h: 1169 };
const BORDER = 30;
const SUBJECTIVE_GROUPS = 10;
const SUBJECTIVE_SUBS = 4;
const GROUP_CONTENT = { viewType: 1, score_interval: 1, limit_time: 0, remark_flag: false, choose_flag: false, multi_choices: 3 } as const;

/** The areas the template holds: paper areas, group areas, sub-question areas (what the canvas draws as areas). */
async function countAreas(): Promise<{ paper: number; groups: number; subs: number; points: number }> {
  const prop = await api<Schemas['SubjectProp'] | null>('/api/exam/loadexamsubjectprop', { examid: EXAM, subjectid: SUBJECT });
  const groups = await api<Schemas['TemplateQuestionGroup'][]>('/api/exam/loadexamsubjectquestion', { examid: EXAM, subjectid: SUBJECT });
  const paper = prop
    ? [prop.mask_area, prop.code_area, prop.fill_area, prop.recognize_area, prop.absent_area, prop.multi_choice_area, prop.orm_area].reduce((n, a) => n + (a?.length ?? 0), 0)
    : 0;
  const subs = groups.flatMap((g) => g.sub_question ?? []);
  return {
    paper,
    groups: groups.reduce((n, g) => n + (g.question_area?.length ?? 0) + (g.content?.choose_area?.length ?? 0), 0),
    subs: subs.reduce((n, s) => n + (s.subquestion_area?.length ?? 0), 0),
    points: subs.reduce((n, s) => n + (s.content?.points?.length ?? 0), 0),
  };
}

const COLS = 24;
/** Rows of `COLS` sub-question cells a box holds: cells 18 px high (the designer's smallest box), 4 px apart at least. */
const capacity = (box: Area) => COLS * Math.floor(box.h / 22);

/** `count` small areas in a grid of `COLS` columns filling `box` row by row. */
function grid(box: Area, count: number): Area[] {
  const rows = Math.ceil(count / COLS);
  const pitchX = Math.floor(box.w / COLS);
  const pitchY = Math.floor(box.h / rows);
  if (pitchY < 22) throw new Error(`${count} areas do not fit in one page`);
  return Array.from({ length: count }, (_, i) => ({
    x: box.x + (i % COLS) * pitchX + 2,
    y: box.y + Math.floor(i / COLS) * pitchY + 2,
    w: pitchX - 4,
    h: 18,
    p: box.p,
  }));
}

/** Fills 3001 数学 to `total` areas through the template calls; answers the sizes of the sub-question cells. */
async function seedTemplate(total: number): Promise<{ cell: Area; counts: Awaited<ReturnType<typeof countAreas>> }> {
  await api('/api/login/dologin', { ...ACCOUNT, rememberMe: false } satisfies Schemas['LoginRequest']);
  const before = await countAreas();
  const existing = before.paper + before.groups + before.subs;
  const groupId = async (name: string) =>
    (await api<Schemas['TemplateQuestionGroup'][]>('/api/exam/loadexamsubjectquestion', { examid: EXAM, subjectid: SUBJECT })).find((g) => g.question_name === name)?.question_id ?? 0;
  // Subjective groups: bands at the foot of page 2, each with a few sub-questions side by side.
  for (let g = 0; g < SUBJECTIVE_GROUPS; g++) {
    const name = `大题${g + 1}`;
    const band: Area = { x: BORDER, y: 900 + g * 24, w: PAGE.w - 2 * BORDER, h: 22, p: 1 };
    await api('/api/exam/savesubjectquestion', {
      examid: EXAM,
      subjectid: SUBJECT,
      name,
      type: 2,
      area: [band],
      validScoreStr: '0,1,2,3,4,5',
      content: { ...GROUP_CONTENT, full_score: 5 * SUBJECTIVE_SUBS, mark_mode: 1 },
    } satisfies Schemas['SaveSubjectQuestionRequest']);
    const quesid = await groupId(name);
    for (let s = 0; s < SUBJECTIVE_SUBS; s++) {
      const w = Math.floor(band.w / SUBJECTIVE_SUBS);
      await api('/api/exam/savesubjectsubquestion', {
        quesid,
        examid: EXAM,
        subjectid: SUBJECT,
        type: 2,
        num: 100 + g * SUBJECTIVE_SUBS + s,
        name: String(100 + g * SUBJECTIVE_SUBS + s),
        area: [{ x: band.x + s * w + 2, y: band.y + 2, w: w - 4, h: band.h - 4, p: 1 }],
        content: { full_score: 5, is_multi: false },
      } satisfies Schemas['SaveSubjectSubQuestionRequest']);
    }
  }
  // Objective groups: one per page, covering it (page 2 above the subjective bands), filled with sub-question cells.
  const objective = total - existing - SUBJECTIVE_GROUPS * (1 + SUBJECTIVE_SUBS) - 2;
  const boxes: Area[] = [
    { x: BORDER, y: BORDER, w: PAGE.w - 2 * BORDER, h: PAGE.h - 2 * BORDER, p: 0 },
    { x: BORDER, y: BORDER, w: PAGE.w - 2 * BORDER, h: 900 - 2 * BORDER, p: 1 },
  ];
  const [first, second] = boxes.map(capacity) as [number, number];
  const perPage = [Math.ceil((objective * first) / (first + second))];
  perPage.push(objective - (perPage[0] ?? 0));
  let number = 1000;
  let cell: Area | undefined;
  for (const [i, box] of boxes.entries()) {
    const name = `批量选择题${i + 1}`;
    await api('/api/exam/savesubjectquestion', {
      examid: EXAM,
      subjectid: SUBJECT,
      name,
      type: 1,
      area: [box],
      content: { ...GROUP_CONTENT, marktype: 1, omrfigure: 2, coverage: 25, uncoverage: 9, depth: 50, multi_choices: 3 },
    } satisfies Schemas['SaveSubjectQuestionRequest']);
    const cells = grid(box, perPage[i] ?? 0);
    cell ??= cells[0];
    const quesid = await groupId(name);
    for (let from = 0; from < cells.length; from += 200) {
      await api('/api/exam/batchaddsubquestion', {
        examid: EXAM,
        subjectid: SUBJECT,
        quesid,
        direction: 1,
        subques: cells.slice(from, from + 200).map((a) => ({ sq: number++, areas: [a], content: { full_score: 0, is_multi: false } })),
      } satisfies Schemas['BatchAddSubQuestionRequest']);
    }
  }
  if (!cell) throw new Error('no sub-question cells');
  return { cell, counts: await countAreas() };
}

// In the page, from its first script: long tasks, long animation frames (what ran in them), and a frame recorder
// (requestAnimationFrame deltas) started and stopped by the bench. As a string: tsx would wrap functions in helpers
// the page lacks.
const INSTRUMENT = `(() => {
  const b = (window.__bench = { longTasks: [], slowFrames: [], frames: [], on: false, last: 0 });
  new PerformanceObserver((list) => { for (const t of list.getEntries()) b.longTasks.push([t.startTime, t.duration]); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const f of list.getEntries()) {
      const scripts = f.scripts.map((s) => [s.invoker || s.sourceFunctionName || '?', Math.round(s.duration)]).sort((x, y) => y[1] - x[1]);
      b.slowFrames.push({ start: f.startTime, duration: Math.round(f.duration), script: scripts.reduce((sum, s) => sum + s[1], 0), render: Math.round(f.renderStart ? f.startTime + f.duration - f.renderStart : 0), top: scripts.slice(0, 2) });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  // The page's own requestAnimationFrame callbacks (konva draws its layers in them) are timed: the script each frame
  // costs, apart from the frame's rendering and from the machine being busy.
  const raf = window.requestAnimationFrame.bind(window);
  b.work = [];
  window.requestAnimationFrame = (cb) => raf((now) => {
    const t = performance.now();
    try { cb(now); } finally { if (b.on && cb !== tick) b.work.push(performance.now() - t); }
  });
  // Frames by their timestamps (vsync-aligned: a frame late by one vsync shows as 33.3 ms), as tables.bench.ts does.
  const tick = (now) => {
    if (!b.on) return;
    // Chromium sometimes runs a second frame with the same timestamp (around ctrl+wheel): counted once.
    if (now - b.last >= 0.5 || b.frames.length === 0) {
      b.frames.push(Math.max(0, now - b.last));
      b.last = now;
    }
    raf(tick);
  };
  b.start = () => { b.frames = []; b.work = []; b.longTasks = []; b.slowFrames = []; b.keys = []; b.on = true; b.last = performance.now(); raf(tick); };
  // Keystroke → paint: from the key event to a task queued by the first frame after it (the frame has painted).
  b.keys = [];
  window.addEventListener('keydown', (e) => {
    if (!b.on) return;
    const t0 = e.timeStamp;
    raf(() => setTimeout(() => b.keys.push(performance.now() - t0), 0));
  }, true);
  b.stop = () => { b.on = false; return { frames: b.frames, work: b.work, longTasks: b.longTasks, slowFrames: b.slowFrames, keys: b.keys }; };
  // True once the canvas shows its areas: the container has its fitted view and the areas layer (the stage's second
  // canvas) has pixels in the middle of the view.
  b.painted = () => {
    const box = document.querySelector('[role="application"][aria-label="模板画布"]');
    const canvases = box ? box.querySelectorAll('canvas') : [];
    const areas = canvases[1];
    if (!box || !areas || box.getAttribute('data-zoom') === '1' || !areas.width) return false;
    const ctx = areas.getContext('2d');
    const data = ctx.getImageData(Math.floor(areas.width / 2) - 32, Math.floor(areas.height / 3) - 32, 64, 64).data;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true;
    return false;
  };
})()`;

interface Recorded {
  frames: number[];
  /** Durations of the page's animation-frame callbacks (konva's draws). */
  work: number[];
  /** [start, duration] of every task over 50 ms. */
  longTasks: [number, number][];
  slowFrames: { start: number; duration: number; script: number; render: number; top: [string, number][] }[];
  /** Keystroke → paint of each key pressed while recording. */
  keys: number[];
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

interface View {
  zoom: number;
  x: number;
  y: number;
  /** The container's box on the page. */
  left: number;
  top: number;
  width: number;
  height: number;
}

async function view(page: Page): Promise<View> {
  const canvas = page.getByRole('application', { name: '模板画布' });
  const box = await canvas.boundingBox();
  const attr = async (name: string) => Number(await canvas.getAttribute(name));
  if (!box) throw new Error('the canvas is not shown');
  return { zoom: await attr('data-zoom'), x: await attr('data-pan-x'), y: await attr('data-pan-y'), left: box.x, top: box.y, width: box.width, height: box.height };
}

/** Records frames while `act` runs (and `settle` ms after it). */
async function record(page: Page, act: () => Promise<void>, settle = 300): Promise<Recorded> {
  await page.evaluate('window.__bench.start()');
  await act();
  await page.waitForTimeout(settle);
  return page.evaluate<Recorded>('window.__bench.stop()');
}

const pause = (page: Page) => page.waitForTimeout(INTERVAL);

/** The mouse wheel over the canvas: down to the end of the pages and back up, twice. */
async function wheelPan(page: Page): Promise<void> {
  const v = await view(page);
  await page.mouse.move(v.left + v.width / 2, v.top + v.height / 2);
  for (const direction of [1, -1, 1, -1]) {
    let last = Number.NaN;
    for (let i = 0; i < 400; i++) {
      await page.mouse.wheel(0, direction * NOTCH);
      await pause(page);
      if (i % 5 === 4) {
        const y = (await view(page)).y;
        if (y === last) break;
        last = y;
      }
    }
  }
}

/** Drag-scroll: Space held, press in the view, drag the view up and down, let go elsewhere (a plain drag is a marquee). */
async function dragPan(page: Page): Promise<void> {
  const v = await view(page);
  const x = v.left + 8;
  const y0 = v.top + v.height - 40;
  await page.mouse.move(x, y0);
  await page.keyboard.down(' ');
  await page.mouse.down();
  for (const [from, to] of [
    [y0, v.top + 40],
    [v.top + 40, y0 - 100],
  ] as const) {
    for (let i = 1; i <= 60; i++) {
      await page.mouse.move(x + 200 * Math.sin((i / 60) * Math.PI), from + ((to - from) * i) / 60);
      await pause(page);
    }
  }
  await page.mouse.up();
  await page.keyboard.up(' ');
}

/** Ctrl+wheel at the canvas centre: in to 200 %, out to 20 %, back to fit width (the toolbar's 适应宽度). */
async function wheelZoom(page: Page): Promise<void> {
  const v = await view(page);
  await page.mouse.move(v.left + v.width / 2, v.top + v.height / 2);
  await page.keyboard.down('Control');
  for (const [direction, limit] of [
    [-1, 2],
    [1, 0.2],
  ] as const) {
    for (let i = 0; i < 60; i++) {
      await page.mouse.wheel(0, direction * NOTCH);
      await pause(page);
      if (i % 5 === 4 && Math.abs((await view(page)).zoom - limit) < 1e-6) break;
    }
  }
  await page.keyboard.up('Control');
  await page.getByRole('button', { name: '适应宽度' }).click();
}

/** Clicks a sub-question cell to select it, then drags it with the mouse (3 px a frame, there and back). */
async function dragArea(page: Page, cell: Area, cdp?: CDPSession): Promise<{ select: Recorded; drag: Recorded; drop: Recorded; moved: boolean }> {
  const v = await view(page);
  const at = { x: v.left + v.x + (cell.x + cell.w / 2) * v.zoom, y: v.top + v.y + (cell.y + cell.h / 2) * v.zoom };
  if (cdp) await startProfile(cdp);
  const select = await record(page, () => page.mouse.click(at.x, at.y), 600);
  if (cdp) await printProfile(cdp, 'selecting an area (the click)');
  const activeLayer = () => page.evaluate(() => document.querySelector<HTMLCanvasElement>('[role="application"][aria-label="模板画布"] canvas:nth-of-type(3)')?.toDataURL());
  const before = await activeLayer();
  let end = at;
  const drag = await record(
    page,
    async () => {
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      for (let i = 1; i <= 120; i++) {
        end = { x: at.x + 3 * (i <= 60 ? i : 120 - i) + 2, y: at.y + 2 * (i <= 60 ? i : 120 - i) + 2 };
        await page.mouse.move(end.x, end.y);
        await pause(page);
      }
    },
    0,
  );
  if (cdp) await startProfile(cdp);
  const drop = await record(page, () => page.mouse.up(), 600);
  if (cdp) await printProfile(cdp, 'the drop');
  return { select, drag, drop, moved: before !== (await activeLayer()) };
}

/**
 * 题组配置 with every group expanded (全部展开): a sub-question of the big objective group opened from the tree, 20
 * characters typed into its name, then its area selected and nudged 20 times with the arrow keys.
 */
async function expandedTree(page: Page, cdp?: CDPSession): Promise<{ typing: Recorded; nudging: Recorded; rows: number; nudged: boolean }> {
  await page.getByRole('tab', { name: '题组配置' }).click();
  await page.getByText('全部展开', { exact: true }).click();
  const tree = page.getByRole('tree', { name: '题组配置' });
  const rows = await tree.evaluate((el) => {
    // Rows the tree holds: aria-setsize of the groups plus each expanded group's sub-questions (windowed trees render
    // only some of them), or the rendered rows where there is no aria-setsize.
    const groups = Array.from(el.querySelectorAll('[role="treeitem"][aria-level="1"]'));
    const size = Number(groups[0]?.getAttribute('aria-setsize') ?? 0);
    return size ? Number(el.getAttribute('data-rows') ?? 0) : el.querySelectorAll('[role="treeitem"]').length;
  });
  // The tree's top (the canvas click before opened a sub-question further down, and the tree scrolled to it).
  await tree.evaluate((el) => {
    for (let at: Element | null = el; at; at = at.parentElement) at.scrollTop = 0;
  });
  await tree.getByRole('treeitem', { name: '1', exact: true }).getByRole('button', { name: /^1/ }).click();
  const drawer = page.getByRole('dialog', { name: /编辑小题/ });
  const name = drawer.getByRole('textbox', { name: '小题名称' });
  await name.click();
  await name.press('End');
  await page.waitForTimeout(500);
  if (cdp) await startProfile(cdp);
  const typing = await record(page, async () => {
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press(i % 2 ? 'Backspace' : 'a');
      await page.waitForTimeout(120);
    }
  }, 500);
  if (cdp) await printProfile(cdp, 'typing in the drawer, tree expanded');
  const area = drawer.getByRole('group', { name: '小题区域' }).getByRole('button', { name: /^第1页/ });
  await area.click();
  // The keys go to the page, not to the drawer (a modal dialog keeps its keys to itself).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const before = await area.textContent();
  await page.waitForTimeout(500);
  const nudging = await record(page, async () => {
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(120);
    }
  }, 500);
  const nudged = (await area.textContent()) !== before;
  return { typing, nudging, rows, nudged };
}

interface Figures {
  firstRender: number;
  templateLoaded: number;
  pan: Recorded;
  dragScroll: Recorded;
  zoom: Recorded;
  select: Recorded;
  drag: Recorded;
  drop: Recorded;
  dragMoved: boolean;
  fitZoom: number;
  typing: Recorded;
  nudging: Recorded;
  treeRows: number;
  nudged: boolean;
}

async function measure(page: Page, cell: Area, cdp?: CDPSession): Promise<Figures> {
  await page.goto(`${base}/main/exam/newmgeexamsubjectpapers`);
  const firstRender = await (await page.waitForFunction('window.__bench.painted() && performance.now()', undefined, { polling: 'raf', timeout: 60_000 })).jsonValue() as number;
  const templateLoaded = await page.evaluate(() =>
    Math.max(0, ...performance.getEntriesByType('resource').filter((e) => /loadexamsubject(question|prop|paper)|\/upload\/template\//.test(e.name)).map((e) => (e as PerformanceResourceTiming).responseEnd)),
  );
  const fitZoom = (await view(page)).zoom;
  await page.waitForTimeout(1000);
  if (cdp) await startProfile(cdp);
  const pan = await record(page, () => wheelPan(page));
  const dragScroll = await record(page, () => dragPan(page));
  if (cdp) await printProfile(cdp, 'pan (wheel and drag-scroll)');
  if (cdp) await startProfile(cdp);
  const zoom = await record(page, () => wheelZoom(page));
  if (cdp) await printProfile(cdp, 'zoom');
  await page.waitForTimeout(500);
  const { select, drag, drop, moved } = await dragArea(page, cell, cdp);
  await page.keyboard.press('Escape');
  const { typing, nudging, rows, nudged } = await expandedTree(page, cdp);
  return { firstRender, templateLoaded, pan, dragScroll, zoom, select, drag, drop, dragMoved: moved, fitZoom, typing, nudging, treeRows: rows, nudged };
}

const ms = (n: number) => `${n.toFixed(1)}`;
const longest = (r: Recorded) => Math.max(0, ...r.longTasks.map(([, d]) => d));
function row(what: string, r: Recorded, goal: string): string {
  const f = r.frames;
  const w = r.work;
  return `  ${what.padEnd(22)} ${String(f.length).padStart(6)} ${ms(pct(f, 50)).padStart(7)} ${ms(pct(f, 95)).padStart(7)} ${ms(Math.max(0, ...f)).padStart(7)} ${String(f.filter((x) => x > 50).length).padStart(6)} ${(longest(r) ? ms(longest(r)) : '<50').padStart(8)} ${ms(pct(w, 95)).padStart(7)} ${ms(Math.max(0, ...w)).padStart(7)}   ${goal}`;
}

/** Keystroke → paint figures and the tasks over 50 ms while the keys were pressed. */
function keyRow(what: string, r: Recorded): string {
  const k = r.keys;
  const tasks = r.longTasks.map(([, d]) => d);
  return `  ${what.padEnd(22)} ${String(k.length).padStart(6)} ${ms(pct(k, 50)).padStart(7)} ${ms(pct(k, 95)).padStart(7)} ${ms(Math.max(0, ...k)).padStart(7)} ${String(tasks.length).padStart(6)} ${(tasks.length ? ms(Math.max(...tasks)) : '<50').padStart(8)}   p95 ≤ 50, no task > 100`;
}

try {
  const build = spawnSync(PNPM, ['--filter', '@exam/web', 'build'], { cwd: root, env, stdio: 'ignore', shell: true });
  if (build.status !== 0) throw new Error('the portal did not build');
  children.push(spawn(PNPM, ['--filter', '@exam/web', 'preview', '--port', String(WEB_PORT), '--strictPort', '--host', '127.0.0.1'], { cwd: root, env, stdio: 'ignore', shell: true, detached: true }));
  for (let i = 0; i < 150 && !(await fetch(base).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 200));
  const { cell, counts } = await seedTemplate(AREAS);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    console.log(
      `template designer, exam ${EXAM} 数学: ${counts.paper + counts.groups + counts.subs} areas (${counts.paper} paper, ${counts.groups} group, ${counts.subs} sub-question; ${counts.points} scoring points), Chromium headless 1440×900, wheel notch ${NOTCH} px every ${INTERVAL} ms`,
    );
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.addInitScript(INSTRUMENT);
      await signIn(page, ACCOUNT);
      await chooseExam(page);
      const cdp = PROFILE && run === 1 ? await context.newCDPSession(page) : undefined;
      const f = await measure(page, cell, cdp);
      console.log(`run ${run}: first render ${f.firstRender.toFixed(0)} ms after navigation start (template calls and images answered by ${f.templateLoaded.toFixed(0)} ms; fitted zoom ${(f.fitZoom * 100).toFixed(0)} %)   goal: —`);
      console.log(`  ${'frames (ms)'.padEnd(22)} ${'count'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)} ${'>50'.padStart(6)} ${'longtask'.padStart(8)} ${'draw95'.padStart(7)} ${'drawmax'.padStart(7)}   goal`);
      console.log(row('pan, wheel', f.pan, 'p95 ≤ 20'));
      console.log(row('pan, drag-scroll', f.dragScroll, 'p95 ≤ 20'));
      console.log(row('zoom, ctrl+wheel', f.zoom, 'p95 ≤ 20'));
      console.log(row('select an area (click)', f.select, '—'));
      console.log(row(`drag one area${f.dragMoved ? '' : ' (NOT MOVED)'}`, f.drag, 'p95, max ≤ 16 (16.7 = one frame)'));
      console.log(row('drop (commit)', f.drop, '—'));
      console.log(`  ${'keystroke → paint (ms)'.padEnd(22)} ${'keys'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)} ${'>50ms'.padStart(6)} ${'longtask'.padStart(8)}   goal (tree expanded: ${f.treeRows} rows)`);
      console.log(keyRow('type in the drawer', f.typing));
      console.log(keyRow(`nudge with an arrow${f.nudged ? '' : ' (NOT MOVED)'}`, f.nudging));
      const slow = [f.pan, f.dragScroll, f.zoom, f.select, f.drag, f.drop, f.typing, f.nudging].flatMap((r) => r.slowFrames).filter((x) => x.duration > 50).sort((a, b) => b.duration - a.duration);
      for (const s of slow.slice(0, 4)) {
        console.log(`    slow frame ${s.duration} ms: script ${s.script} ms, render ${s.render} ms; ${s.top.map(([what, t]) => `${what} ${t} ms`).join(', ')}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await mock.close();
  rmSync(outDir, { recursive: true, force: true });
}
