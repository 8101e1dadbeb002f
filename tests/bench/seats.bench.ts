// Benchmark of the arrangement wizard's seat grids (exam/examroomdesign step 1) with thousands of seats in a real
// Chromium. It builds the portal, serves it against the stateful mock, adds an area with enough rooms of 30 seats to
// school 101 through the portal's own calls (batchaddexamroom, at most 100 rooms a batch), then measures what a person
// feels:
// - step 1 shown: 下一步 on step 0 pressed → every room's seat grid is in the page (goal ≤ 1 s);
// - a drag-select band: pressed on the first seat, moved right across a row and then down to the panel's lower edge,
//   where the panel scrolls on by itself through every room (the band grows over all of them), then released;
// - the drop (the band's seats committed to the selection), and one more click on a seat;
// - the review step (核对编排) with every student of the grade ticked (the school's 高一 grown to `--students` through
//   the contract's calls: infoStudent savestu, then examStudent savestu into exam 3001) and every seat selected: a
//   keystroke in the 学号 filter until the students' table shows its answer and the next frame is painted (typing
//   '2099' key by key, then four Backspaces; goal ≤ 50 ms a key).
// Frame times are requestAnimationFrame timestamp deltas in the page (p50, p95, max; goal p95 ≤ 20 ms for the drag).
//
//   node --import tsx tests/bench/seats.bench.ts [--seats 2300] [--students 2000] [--runs 2] [--profile]
//
// Step 1 is timed twice: 'shown' until the seats in view are in the page and the frame after them is painted (what
// the user sees; rooms below the panel's fold are rendered in idle chunks afterwards), and 'all rooms' until every
// room's seat grid is in the page. --profile prints the CPU profile of the first run's step 1 (unminified build).
//
// Not a test: it prints numbers and asserts nothing. Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH).
// Port: EXAM_BENCH_WEB_PORT (default 4397); the mock on port 0.
import { chromium, type Page } from '@playwright/test';
import type { Schemas } from '@exam/sdk';
import { ACCOUNT, chooseExam, signIn } from '../e2e/flows.ts';
import { FRAME_HEADER, FRAME_RECORDER, arg, frameRow, printProfile, record, startPortal, startProfile } from './support.ts';

const SEATS = arg('seats', 2300);
const STUDENTS = arg('students', 2000);
const RUNS = arg('runs', 2);
const PROFILE = process.argv.includes('--profile');
const GRADE = 10;
const CLASS = 5011;
const CAPACITY = 30;
const BATCH = 100;
const UNIT = 101;
const EXAM = 3001;

const portal = await startPortal(Number(process.env.EXAM_BENCH_WEB_PORT ?? 4397), { readable: PROFILE });

/** An area at school 101 with rooms of 30 seats until the school's areas hold `SEATS` seats. */
async function seedRooms(): Promise<{ rooms: number; seats: number }> {
  const { api } = portal;
  await api('/api/login/dologin', { ...ACCOUNT, rememberMe: false } satisfies Schemas['LoginRequest']);
  const areasOf = () => api<Schemas['RoomDesignArea'][]>('/api/examroomdesign/getexamareainfo', { unit_id: UNIT });
  await api('/api/examroomdesign/saveexamarea', { area_id: null, area_name: '压力测试楼', unit_id: UNIT, isAdd: true } satisfies Schemas['RoomDesignAreaSaveRequest']);
  const area = (await areasOf()).find((a) => a.area_name === '压力测试楼');
  if (!area) throw new Error('the area was not added');
  const existing = await api<Schemas['RoomDesignRoom'][]>('/api/examroomdesign/getexamroomlist', { area_ids: (await areasOf()).map((a) => a.area_id) });
  const have = existing.reduce((n, r) => n + (r.room_capacity ?? CAPACITY), 0);
  const rooms = Math.max(0, Math.ceil((SEATS - have) / CAPACITY));
  for (let start = 1; start <= rooms; start += BATCH) {
    const end = Math.min(rooms, start + BATCH - 1);
    await api('/api/examroomdesign/batchaddexamroom', {
      area_id: area.area_id,
      room_name_prefix: '测试',
      room_name_suffix: '室',
      room_number: start,
      start_number: start,
      end_number: end,
      room_capacity: CAPACITY,
    } satisfies Schemas['RoomDesignBatchAddRoomRequest']);
  }
  const all = await api<Schemas['RoomDesignRoom'][]>('/api/examroomdesign/getexamroomlist', { area_ids: (await areasOf()).map((a) => a.area_id) });
  return { rooms: all.length, seats: all.reduce((n, r) => n + (r.room_capacity ?? CAPACITY), 0) };
}

/** School 101's 高一 in exam 3001 grown to `STUDENTS` participants (new ones numbered 2099xxxx). */
async function seedStudents(): Promise<number> {
  const { api } = portal;
  const tree = await api<Schemas['RoomDesignStudentSeatClass'][]>('/api/examroomdesign/getstudenseatinfo', { exam_id: EXAM, unit_id: UNIT, subject_ids: [1] });
  const have = tree.filter((c) => c.grade_id === undefined || c.grade_id === GRADE).reduce((n, c) => n + c.students.length, 0);
  const numbers: string[] = [];
  for (let i = 1; i <= STUDENTS - have; i++) {
    const stunum = `2099${String(i).padStart(4, '0')}`;
    await api('/api/info/student/savestu', { stuname: `压测${i}`, stunum, password: '', grade_id: GRADE, class_id: CLASS, unitid: UNIT } satisfies Schemas['StudentSaveRequest']);
    numbers.push(stunum);
  }
  for (let i = 0; i < numbers.length; i += 500) await api('/api/examStudent/savestu', { examid: EXAM, stuList: numbers.slice(i, i + 500) });
  return have + numbers.length;
}

/**
 * In the review step, each key typed into the 学号 filter: ms from the keydown until the frame after it is painted. A
 * key's input event comes in the keydown's task and React renders a typed change at once (a discrete event), so that
 * frame shows the filtered table.
 */
const KEY_TIMER = `(() => {
  window.__keys = [];
  addEventListener('keydown', () => {
    const t0 = performance.now();
    requestAnimationFrame(() => setTimeout(() => window.__keys.push(performance.now() - t0), 0));
  }, true);
})()`;

async function filterKeys(page: Page): Promise<number[]> {
  const number = page.getByRole('region', { name: '学生', exact: true }).getByRole('textbox', { name: '学号' });
  await number.click();
  await page.evaluate(KEY_TIMER);
  for (const key of ['2', '0', '9', '9', 'Backspace', 'Backspace', 'Backspace', 'Backspace']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  return page.evaluate<number[]>('window.__keys');
}

/**
 * Step 0 filled in and 下一步 pressed: ms until the seats in view are painted (the first room's seat grid in the page
 * and the frame after it painted), and until every room's grid is in the page.
 */
async function showStep1(page: Page, rooms: number, profile: boolean): Promise<{ shown: number; all: number }> {
  await page.goto('/main/exam/examroomdesign');
  await page.getByRole('radio', { name: '固定考场' }).check();
  await page.getByRole('checkbox', { name: '语文' }).check();
  await page.getByRole('radio', { name: '按学号' }).check();
  const cdp = profile ? await page.context().newCDPSession(page) : undefined;
  if (cdp) await startProfile(cdp);
  await page.evaluate(`(() => {
    window.__shown = performance.now();
    window.__painted = 0;
    const watch = () => {
      if (document.querySelector('[data-room] [data-seat]')) requestAnimationFrame(() => setTimeout(() => { window.__painted = performance.now(); }, 0));
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  })()`);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForFunction('window.__painted > 0', undefined, { timeout: 30_000 });
  await page.waitForFunction(`document.querySelectorAll('[data-room] [data-grid] [data-seat="1"]').length >= ${rooms}`, undefined, { timeout: 30_000 });
  const all = await page.evaluate<number>('performance.now() - window.__shown');
  if (cdp) await printProfile(cdp, 'step 1 (下一步 → every room rendered)');
  return { shown: await page.evaluate<number>('window.__painted - window.__shown'), all };
}

async function dragAcross(page: Page): Promise<void> {
  const panel = await page.getByTestId('seat-panel').boundingBox();
  const first = await page.locator('[data-room] [data-seat="1"]').first().boundingBox();
  if (!panel || !first) throw new Error('no seat grid');
  let x = first.x + first.width / 2;
  let y = first.y + first.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Right across the visible row, then down to the lower edge, where the panel scrolls on by itself.
  for (; x < panel.x + panel.width - 40; x += 12) await page.mouse.move(x, y);
  for (; y < panel.y + panel.height - 8; y += 8) await page.mouse.move(x, y);
  await page.mouse.move(x, panel.y + panel.height - 4);
  await page.waitForFunction(`(() => { const el = document.querySelector('[data-testid="seat-panel"]'); return el.scrollTop + el.clientHeight >= el.scrollHeight - 2; })()`, undefined, { timeout: 60_000 });
}

try {
  const seeded = await seedRooms();
  const students = await seedStudents();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    console.log(`seat grids of 临江市第一中学 (exam ${EXAM}, 语文): ${seeded.rooms} rooms, ${seeded.seats} seats, Chromium headless 1440×900`);
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ baseURL: portal.base, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.addInitScript(FRAME_RECORDER);
      await signIn(page, ACCOUNT);
      await chooseExam(page);
      const { shown, all } = await showStep1(page, seeded.rooms, PROFILE && run === 1);
      const drag = await record(page, () => dragAcross(page), 100);
      const drop = await record(page, () => page.mouse.up(), 300);
      const selected = await page.getByLabel('已选座位', { exact: true }).textContent();
      const click = await record(page, () => page.locator('[data-room] [data-seat="3"]').last().click(), 300);
      console.log(`run ${run}: step 1 shown ${shown.toFixed(0)} ms after 下一步 (goal ≤ 1000), every room's grid in the page after ${all.toFixed(0)} ms; after the drag: ${selected}`);
      console.log(FRAME_HEADER);
      console.log(frameRow(`drag-select ${seeded.seats} seats`, drag, 'p95 ≤ 20'));
      console.log(frameRow('drop (commit)', drop, '—'));
      console.log(frameRow('click one seat', click, '—'));
      // The review with every student and every seat.
      await page.getByRole('checkbox', { name: /^全部学生/ }).check();
      for (const area of await page.getByRole('button', { name: /全选$/ }).filter({ hasNotText: '取消' }).all()) if ((await area.getAttribute('aria-label'))?.match(/楼.*全选$/)) await area.click();
      const reviewStart = Date.now();
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('table', { name: '学生' }).waitFor();
      const reviewShown = Date.now() - reviewStart;
      const summary = await page.getByLabel('编排概况').textContent();
      const keys = await filterKeys(page);
      const sorted = [...keys].sort((a, b) => a - b);
      console.log(`review (核对编排) shown ${reviewShown} ms after 下一步 with ${summary} (${students} students of the grade)`);
      console.log(`  学号 filter, ms from a key to the answer painted: ${keys.map((k) => k.toFixed(0)).join(', ')}; max ${(sorted.at(-1) ?? 0).toFixed(0)} (goal ≤ 50)`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await portal.close();
}
