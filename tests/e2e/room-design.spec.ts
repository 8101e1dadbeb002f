// The exam room arrangement wizard (exam/examroomdesign), driven as an exam administrator would: step 0's rules and
// subjects, step 1's student tree and seat grids (click, drag, select-all per room and area), the review's filters,
// batch clear and room order, and fixed and rotation arrangements end to end (spec 3 §2.5, §4.5, §5, §8.3, §9).
import { expect, type Page } from '@playwright/test';
import { test, requests } from './support/mock';
import { alertWith, chooseExam, signIn } from './flows';

const STEP = { params: '设置参数', pick: '选择学生和座位', review: '核对编排', results: '编排结果' };

async function openWizard(page: Page): Promise<void> {
  await signIn(page);
  await chooseExam(page);
  await page.goto('/main/exam/examroomdesign');
  await expect(page.getByRole('heading', { name: '考场编排' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '数学' })).toBeVisible();
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: '下一步' }).click();
const seat = (page: Page, room: string, n: number) => page.getByRole('button', { name: `${room} ${n}号座位`, exact: true });

/** Step 0 filled in: a mode, the subjects and an order. */
async function fillParams(page: Page, p: { mode: string; subjects: string[]; order: string }): Promise<void> {
  await page.getByRole('radio', { name: p.mode }).check();
  for (const s of p.subjects) await page.getByRole('checkbox', { name: s }).check();
  await page.getByRole('radio', { name: p.order, exact: true }).check();
}

test('step 0 joins every failing rule in one warning, and asks for a score basis when ordering by score', async ({ page }) => {
  await openWizard(page);
  await next(page);
  await expect(alertWith(page, '请选择考场模式；请选择编排科目；请选择排序方式')).toBeVisible();
  await fillParams(page, { mode: '轮换考场', subjects: ['数学'], order: '按成绩' });
  await next(page);
  await expect(alertWith(page, '当排序方式为成绩时，请选择成绩作为排序依据的考试')).toBeVisible();
  await page.getByRole('combobox', { name: '成绩依据考试' }).click({ force: true });
  await page.getByRole('option', { name: '2026年秋季高一第一次月考' }).click();
  await page.keyboard.press('Escape');
  await next(page);
  await expect(region(page, '选择座位')).toBeVisible();
  expect((await requests({ path: '/api/examroomdesign/gethistoryexam' })).at(-1)?.body).toMatchObject({ exam_id: 3001, subject_ids: [2] });
});

const pressed = (page: Page, room: string, n: number) => expect(seat(page, room, n)).toHaveAttribute('aria-pressed', 'true');
const notPressed = (page: Page, room: string, n: number) => expect(seat(page, room, n)).toHaveAttribute('aria-pressed', 'false');

/** Drags a band from the middle of one seat to the middle of another. */
async function dragSeats(page: Page, from: { room: string; n: number }, to: { room: string; n: number }): Promise<void> {
  const a = await seat(page, from.room, from.n).boundingBox();
  const b = await seat(page, to.room, to.n).boundingBox();
  if (!a || !b) throw new Error('seat not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2 + 20, (a.y + b.y) / 2 + 10, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
}

test('a fixed arrangement end to end: tick a class, select seats by click, drag and select-all, review, arrange', async ({ page }) => {
  await openWizard(page);
  await fillParams(page, { mode: '固定考场', subjects: ['语文'], order: '按学号' });
  await next(page);
  const students = region(page, '选择学生');
  await students.getByRole('checkbox', { name: /^高一\(1\)班/ }).check();
  await expect(students.getByText('已选 47 名学生')).toBeVisible();
  await students.getByRole('button', { name: '展开高一(1)班' }).click();
  await students.getByRole('checkbox', { name: '李明 20260101' }).uncheck();
  await expect(students.getByText('已选 46 名学生')).toBeVisible();

  // A click selects a seat and a second click frees it; a band selects what it covers.
  await seat(page, '第01考场', 1).click();
  await pressed(page, '第01考场', 1);
  await seat(page, '第01考场', 1).click();
  await notPressed(page, '第01考场', 1);
  await dragSeats(page, { room: '第01考场', n: 1 }, { room: '第01考场', n: 17 });
  for (const n of [1, 2, 16, 17]) await pressed(page, '第01考场', n);
  await notPressed(page, '第01考场', 3);
  await expect(page.getByLabel('已选座位', { exact: true })).toHaveText('已选座位 4');
  // A band started on a selected seat frees what it covers.
  await dragSeats(page, { room: '第01考场', n: 2 }, { room: '第01考场', n: 1 });
  await notPressed(page, '第01考场', 1);
  await notPressed(page, '第01考场', 2);
  await pressed(page, '第01考场', 16);
  await page.getByRole('button', { name: '第01考场全选' }).click();
  await expect(page.getByLabel('第01考场已选座位')).toHaveText('30');

  // Too few seats: the review says so and the arrangement cannot start.
  await next(page);
  await expect(page.getByRole('tab', { name: '临江市第一中学 高一' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('临江市第一中学 高一：学生数（46）多于座位数（30）')).toBeVisible();
  await expect(page.getByRole('button', { name: '开始编排' })).toBeDisabled();
  await page.getByRole('button', { name: '上一步' }).click();
  await page.getByRole('button', { name: '教学楼A全选' }).click();
  await expect(page.getByLabel('已选座位', { exact: true })).toHaveText('已选座位 60');
  await next(page);

  // Review: filter the seats, clear them after a confirmation with the count (cancel first), reorder the rooms.
  const seatsCard = region(page, '座位');
  await seatsCard.getByRole('combobox', { name: '考场' }).click();
  await page.getByRole('option', { name: '第02考场' }).click();
  await seatsCard.getByRole('textbox', { name: '座位号' }).fill('5');
  await expect(seatsCard.getByRole('table', { name: '座位' }).getByRole('row')).toHaveCount(2);
  await seatsCard.getByRole('button', { name: '清除筛选的座位' }).click();
  const confirm = page.getByRole('dialog', { name: '清除筛选的座位' });
  await expect(confirm).toContainText('确定清除筛选出的 1 个座位吗？');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(alertWith(page, '已取消清除')).toBeVisible();
  await seatsCard.getByRole('button', { name: '清除筛选的座位' }).click();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '已清除 1 个座位')).toBeVisible();
  await expect(page.getByLabel('编排概况')).toHaveText('学生 46 人，座位 59 个');
  // Students filtered by name and number.
  const studentsCard = region(page, '学生');
  await studentsCard.getByRole('textbox', { name: '学号' }).fill('20260102');
  await expect(studentsCard.getByRole('table', { name: '学生' }).getByRole('row')).toHaveCount(2);
  await expect(studentsCard.getByRole('table', { name: '学生' })).toContainText('王小红');
  const order = region(page, '考场顺序');
  await order.getByRole('button', { name: '第02考场上移' }).click();
  await expect(order.getByLabel(/^第1位/)).toContainText('第02考场');

  await page.getByRole('button', { name: '开始编排' }).click();
  await expect(alertWith(page, '编排成功！')).toBeVisible();
  await expect(page.getByText(STEP.results).first()).toBeVisible();
  const sent = (await requests({ path: '/api/examroomdesign/arrange' })).at(-1)?.body as {
    arrangement_data: { grade_id: number; unit_id: number; students: unknown[]; seats: { room_id: number; seat_num: number }[] }[];
    arrangement_params: unknown;
  };
  expect(sent.arrangement_params).toEqual({ arrangement_mode: 'fixed', arrangement_subjects: [1], arrangement_order: 'student_number' });
  expect(sent.arrangement_data).toHaveLength(1);
  expect(sent.arrangement_data[0]).toMatchObject({ grade_id: 10, unit_id: 101 });
  expect(sent.arrangement_data[0]?.students).toHaveLength(46);
  // Room 502 goes first (moved up), without its seat 5.
  expect(sent.arrangement_data[0]?.seats.slice(0, 5)).toEqual([1, 2, 3, 4, 6].map((n) => ({ area_id: 401, room_id: 502, seat_num: n })));
  expect(sent.arrangement_data[0]?.seats).toHaveLength(59);

  // Arranged seats are occupied for 语文 now; the students show where they sit.
  await page.reload();
  await fillParams(page, { mode: '固定考场', subjects: ['语文'], order: '按学号' });
  await next(page);
  await expect(seat(page, '第02考场', 1)).toHaveAttribute('aria-disabled', 'true');
  await expect(seat(page, '第02考场', 5)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(region(page, '选择学生').getByRole('checkbox', { name: /^高一\(1\)班/ })).toHaveAccessibleName('高一(1)班（0/1）');
});
