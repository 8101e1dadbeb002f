// The exam room arrangement wizard (exam/examroomdesign), driven as an exam administrator would: step 0's rules and
// subjects, step 1's student tree and seat grids (click, drag, select-all per room and area), the review's filters,
// batch clear and room order, and fixed and rotation arrangements end to end (spec 3 §2.5, §4.5, §5, §8.3, §9).
import { expect, type Page } from '@playwright/test';
import { test, requests, resetMock, setScenario } from './support/mock';
import { openScanView, resetSimulator, scannerStatus, scanResults, sim } from './support/scanner';
import { ACCOUNT, alertWith, answerDialog, chooseExam, EXAM_3001, signIn } from './flows';
import { call, fillParams, next, openWizard, pickTime, region, roomsAt102, seat } from './support/roomDesign';

const STEP = { params: '设置参数', pick: '选择学生和座位', review: '核对编排', results: '编排结果' };

test.beforeEach(async () => {
  await resetMock();
});

test('step 0 joins every failing rule in one warning, and asks for a score basis when ordering by score', async ({ page }) => {
  await openWizard(page);
  await next(page);
  await expect(alertWith(page, '请选择考场模式；请选择编排科目；请选择排序方式')).toBeVisible();
  await fillParams(page, { mode: '轮换考场', subjects: ['数学'], order: '按成绩' });
  await next(page);
  await expect(alertWith(page, '当排序方式为成绩时，请选择成绩作为排序依据的考试')).toBeVisible();
  // Each grade-unit pair has its own basis: the earlier exams its students sat.
  await page.getByRole('combobox', { name: '临江市第一中学 高一' }).click({ force: true });
  await page.getByRole('option', { name: '2026年秋季高一第一次月考' }).click();
  await page.keyboard.press('Escape');
  await next(page);
  await expect(region(page, '选择座位')).toBeVisible();
  const asked = (await requests({ path: '/api/examroomdesign/gethistoryexam' })).map((r) => r.body);
  expect(asked).toContainEqual({ exam_id: 3001, subject_ids: [2], grade_id: 10, unit_id: 101 });
  expect(asked).toContainEqual({ exam_id: 3001, subject_ids: [2], grade_id: 20, unit_id: 102 });
});

test('by score: a pair whose students sat no earlier exam in the subjects is told so, and the basis is sent per pair', async ({ page }) => {
  await openWizard(page);
  await fillParams(page, { mode: '固定考场', subjects: ['语文'], order: '按成绩' });
  const none = page.getByRole('status', { name: '临江市第一中学 高一' });
  await expect(none).toHaveText('临江市第一中学 高一的学生没有参加过所选科目的往期考试，没有成绩可作依据；按成绩编排时这些学生将按学号排序');
  await expect(page.getByRole('option', { name: '2026年秋季高一第一次月考' })).toHaveCount(0);
  await next(page);
  await expect(alertWith(page, '当排序方式为成绩时，请选择成绩作为排序依据的考试')).toBeVisible();
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

test('a subject without exam times, or whose time overlaps a chosen subject, cannot be chosen, and its tooltip says why', async ({ page }) => {
  await signIn(page);
  await chooseExam(page);
  // The contract's example: 英语 has no times yet.
  await setScenario([{ path: '/api/examroomdesign/getexamtime', example: 'ok', times: 1 }]);
  await page.goto('/main/exam/examroomdesign');
  const english = page.getByRole('checkbox', { name: '英语' });
  await expect(english).toBeDisabled();
  await page.getByText('未设置时间').hover();
  await expect(page.getByRole('tooltip')).toHaveText('未设置考试时间，请先在“考试时间设置”中设置');

  // 英语 set to 15:00–16:00 on the day of 数学 (14:30–16:30).
  await page.getByRole('button', { name: '考试时间设置' }).click();
  const dialog = page.getByRole('dialog', { name: '考试时间设置' });
  const row = dialog.getByRole('table', { name: '考试时间' }).getByRole('row').filter({ hasText: '英语' });
  await pickTime(page, row.getByRole('button', { name: '英语开始时间', exact: true }), '2026年11月5日', '15', '00');
  await pickTime(page, row.getByRole('button', { name: '英语结束时间', exact: true }), '2026年11月5日', '16', '00');
  await row.getByRole('button', { name: '保存英语' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expect(english).toBeEnabled();
  await page.getByRole('checkbox', { name: '数学' }).check();
  await expect(english).toBeDisabled();
  await page.getByText('11-05 15:00–16:00').hover();
  await expect(page.getByRole('tooltip')).toHaveText('与已选科目数学的考试时间重叠');
  await page.getByRole('checkbox', { name: '数学' }).uncheck();
  await expect(english).toBeEnabled();
  await english.check();
  await expect(page.getByRole('checkbox', { name: '数学' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: '语文' })).toBeEnabled();
});

test('areas and batch rooms in step 1, an arrangement set as scan data over a conflict, and the room scan finds the new room', async ({ page }) => {
  await resetSimulator();
  await openWizard(page);
  // 602 holds 临江市实验中学's 语文 seats; it is not the scan data, so it can go.
  await page.getByRole('button', { name: '导出数据表' }).click();
  const records = page.getByRole('table', { name: '编排记录' });
  await records.getByRole('row').filter({ hasText: '临江市实验中学 高一' }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await page.getByRole('button', { name: '新的编排' }).click();

  await fillParams(page, { mode: '固定考场', subjects: ['语文'], order: '按学号' });
  await next(page);
  await page.getByText('临江市实验中学 高一').click();
  await page.getByRole('button', { name: '考区管理' }).click();
  const areas = page.getByRole('dialog', { name: '考区管理' });
  await areas.getByRole('button', { name: '新增考区' }).click();
  const naming = page.getByRole('dialog', { name: '新增考区' });
  await naming.getByRole('button', { name: '确定' }).click();
  await expect(naming.getByText('考区名称不可为空')).toBeVisible();
  await naming.getByLabel('考区名称').fill('实验楼');
  await naming.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '新增成功')).toBeVisible();

  await areas.getByRole('button', { name: '批量新增考场 实验楼' }).click();
  const batch = page.getByRole('dialog', { name: '批量新增考场（实验楼）' });
  await batch.getByLabel('考场容量').fill('0');
  await batch.getByLabel('起始考场号').fill('');
  await batch.getByRole('button', { name: '确定' }).click();
  for (const message of ['请输入考场名称前缀', '请输入考场名称后缀', '请输入考场名称开始数字', '请输入考场名称结束数字', '请输入正确的考场号', '请输入正确的考场容量']) {
    await expect(batch.getByText(message)).toBeVisible();
  }
  await batch.getByLabel('考场名称前缀').fill('第');
  await batch.getByLabel('考场名称后缀').fill('考场');
  await batch.getByLabel('开始数字').fill('12');
  await batch.getByLabel('结束数字').fill('11');
  await batch.getByLabel('起始考场号').fill('11');
  await batch.getByLabel('考场容量').fill('30');
  await batch.getByRole('button', { name: '确定' }).click();
  await expect(batch.getByText('开始数字不能大于结束数字')).toBeVisible();
  await batch.getByLabel('开始数字').fill('11');
  await batch.getByLabel('结束数字').fill('12');
  await expect(batch.getByRole('region', { name: '将新增的考场' })).toContainText('第11考场、第12考场');
  await batch.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '批量新增考场成功！')).toBeVisible();
  await areas.getByRole('button', { name: '关闭' }).last().click();
  await expect(areas).toBeHidden();

  // The new rooms are in the seat grids at once.
  const seats = region(page, '选择座位');
  await expect(seats.getByRole('region', { name: '实验楼' }).getByRole('group', { name: '第11考场座位' })).toBeVisible();
  const students = region(page, '选择学生');
  await students.getByRole('button', { name: '展开高一(1)班' }).click();
  await students.getByRole('checkbox', { name: '李晓雨 20260315' }).check();
  await students.getByRole('checkbox', { name: '张浩 20260216' }).check();
  await seat(page, '第11考场', 1).click();
  await seat(page, '第11考场', 2).click();
  await next(page);
  await expect(page.getByLabel('编排概况')).toHaveText('学生 2 人，座位 2 个');
  await page.getByRole('button', { name: '开始编排' }).click();
  await expect(alertWith(page, '编排成功！')).toBeVisible();

  // Set as scan data: 李晓雨 and 张浩 were scanned in 语文 already.
  const created = records.getByRole('row').filter({ hasText: '临江市实验中学 高一' });
  await expect(created.getByRole('cell').nth(5)).toHaveText('否');
  await created.getByRole('button', { name: '设为考场扫描数据' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  const conflict = page.getByRole('dialog').filter({ hasText: '数据冲突，下列学生已有扫描数据，确认继续将覆盖之前的数据' });
  await expect(conflict).toContainText('李晓雨（301020101）');
  await expect(conflict).toContainText('张浩（301020102）');
  await conflict.getByRole('button', { name: '知道了，继续设置' }).click();
  await expect(alertWith(page, '设置成功')).toBeVisible();
  await expect(created.getByRole('cell').nth(5)).toHaveText('是');

  // The room scan of 语文 now finds 李晓雨 in 第11考场: by student number 张浩 (20260216) took seat 1 and she seat 2.
  await sim('POST', '/sheets', { sheets: [{ examNumber: '301020101', marks: ['A', 'B', 'C', 'D', 'A', 'B', 'C', 'D', 'A', 'B'] }] });
  await openScanView(page, '', { ...EXAM_3001, subject_id: 1, subject_name: '语文' });
  await expect(scannerStatus(page)).toContainText('已连接');
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(page.getByLabel('当前考场')).toHaveText('当前考场：第11考场（已扫描 1 / 2）', { timeout: 20_000 });
  await expect(scanResults(page).getByRole('row').nth(1)).toContainText('第11考场1301020102');
  await expect(scanResults(page).getByRole('row').nth(2)).toContainText('第11考场2301020101');
});

test('a rotation arrangement seats every student in another room for the second subject', async ({ page }) => {
  await openWizard(page);
  await fillParams(page, { mode: '轮换考场', subjects: ['数学', '英语'], order: '随机' });
  await next(page);
  // 第01、第02考场 are taken for 数学 and 英语 (arrangement 601); a new area with three rooms of 20.
  await expect(seat(page, '第01考场', 1)).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: '考区管理' }).click();
  const areas = page.getByRole('dialog', { name: '考区管理' });
  await areas.getByRole('button', { name: '新增考区' }).click();
  await page.getByRole('dialog', { name: '新增考区' }).getByLabel('考区名称').fill('实验楼');
  await page.getByRole('dialog', { name: '新增考区' }).getByRole('button', { name: '确定' }).click();
  await areas.getByRole('button', { name: '批量新增考场 实验楼' }).click();
  const batch = page.getByRole('dialog', { name: '批量新增考场（实验楼）' });
  await batch.getByLabel('考场名称前缀').fill('第');
  await batch.getByLabel('考场名称后缀').fill('考场');
  for (const [label, value] of [['开始数字', '21'], ['结束数字', '23'], ['起始考场号', '21'], ['考场容量', '20']] as const) await batch.getByLabel(label).fill(value);
  await batch.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '批量新增考场成功！')).toBeVisible();
  await areas.getByRole('button', { name: '关闭' }).last().click();

  const students = region(page, '选择学生');
  await students.getByRole('checkbox', { name: /^高一\(3\)班/ }).check();
  await expect(students.getByText('已选 45 名学生')).toBeVisible();
  await page.getByRole('button', { name: '实验楼全选' }).click();
  await expect(page.getByLabel('已选座位', { exact: true })).toHaveText('已选座位 60');
  await next(page);
  await page.getByRole('button', { name: '开始编排' }).click();
  await expect(alertWith(page, '编排成功！')).toBeVisible();

  // The view of the new design: each student sits in one room for 数学 and another for 英语.
  const created = page.getByRole('table', { name: '编排记录' }).getByRole('row').filter({ hasText: '轮换考场' }).filter({ hasText: '数学、英语' });
  await expect(created.getByRole('cell').nth(1)).toHaveText('轮换考场');
  const sent = (await requests({ path: '/api/examroomdesign/arrange' })).at(-1)?.body as { arrangement_data: { students: { student_number: string; subject_ids: number[] }[] }[] };
  const someone = sent.arrangement_data[0]?.students[0];
  expect(someone?.subject_ids).toEqual([2, 3]);
  await created.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog').filter({ has: page.getByRole('table') }).last();
  await view.getByLabel('学号').fill(someone?.student_number ?? '');
  const rows = view.getByRole('table').getByRole('row').filter({ hasText: someone?.student_number ?? '' });
  await expect(rows).toHaveCount(2);
  const roomOf = async (subject: string) => (await rows.filter({ hasText: subject }).textContent())?.match(/第2\d考场/)?.[0];
  const math = await roomOf('数学');
  const english = await roomOf('英语');
  expect(math).toBeTruthy();
  expect(english).toBeTruthy();
  expect(math).not.toBe(english);
});

test('a refused or failed arrangement says why and keeps every choice', async ({ page }) => {
  await openWizard(page);
  await fillParams(page, { mode: '固定考场', subjects: ['语文'], order: '按学号' });
  await next(page);
  await region(page, '选择学生').getByRole('checkbox', { name: /^高一\(1\)班/ }).check();
  await page.getByRole('button', { name: '教学楼A全选' }).click();
  await next(page);
  const summary = page.getByLabel('编排概况');
  await expect(summary).toHaveText('学生 47 人，座位 60 个');
  const start = page.getByRole('button', { name: '开始编排' });

  // The server's reason, or 编排失败 when it gives none; 编排过程发生错误 when the request itself fails.
  await setScenario([{ path: '/api/examroomdesign/arrange', failure: '高一 临江市第一中学的座位数少于学生数，编排失败', times: 1 }]);
  await start.click();
  const refusal = page.getByRole('dialog', { name: '编排失败' });
  await expect(refusal).toContainText('高一 临江市第一中学的座位数少于学生数，编排失败');
  await answerDialog(refusal, '知道了');
  await setScenario([{ path: '/api/examroomdesign/arrange', status: 500, times: 1 }]);
  await start.click();
  await expect(alertWith(page, '编排过程发生错误')).toBeVisible();
  await expect(summary).toHaveText('学生 47 人，座位 60 个');
  await expect(page.getByRole('tab', { name: '临江市第一中学 高一' })).toHaveAttribute('aria-selected', 'true');

  // Back in step 1 the choices are all there, and step 0 keeps its parameters.
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(page.getByLabel('已选座位', { exact: true })).toHaveText('已选座位 60');
  await expect(region(page, '选择学生').getByText('已选 47 名学生')).toBeVisible();
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(page.getByRole('radio', { name: '固定考场' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '语文' })).toBeChecked();
  await next(page);
  await expect(page.getByLabel('已选座位', { exact: true })).toHaveText('已选座位 60');
});

test('review filters take typing key by key (name, number, seat) without the page failing', async ({ page }) => {
  await openWizard(page);
  await fillParams(page, { mode: '固定考场', subjects: ['语文'], order: '按学号' });
  await next(page);
  await region(page, '选择学生').getByRole('checkbox', { name: /^高一\(1\)班/ }).check();
  await page.getByRole('button', { name: '教学楼A全选' }).click();
  await next(page);
  const students = region(page, '学生');
  await students.getByRole('textbox', { name: '姓名' }).pressSequentially('李明');
  await expect(students.getByRole('table', { name: '学生' })).toContainText('20260101');
  await students.getByRole('textbox', { name: '姓名' }).fill('');
  await students.getByRole('textbox', { name: '学号' }).pressSequentially('2026010002');
  await expect(students.getByRole('table', { name: '学生' }).getByRole('row')).toHaveCount(2);
  await expect(students.getByRole('table', { name: '学生' })).toContainText('吕梓诗');
  const seats = region(page, '座位');
  await seats.getByRole('textbox', { name: '座位号' }).pressSequentially('12');
  await expect(seats.getByRole('table', { name: '座位' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByText('页面加载失败')).toHaveCount(0);
  await expect(page.getByLabel('编排概况')).toHaveText('学生 47 人，座位 60 个');
});

test('students with one subject arranged already are arranged for their other subjects, not refused', async ({ page }) => {
  await openWizard(page);
  await roomsAt102(page, 2, 100);
  // 602 seats 临江市实验中学's 高一 in 第03考场 for 语文; 英语 is open for everyone.
  await fillParams(page, { mode: '固定考场', subjects: ['语文', '英语'], order: '按学号' });
  await next(page);
  await page.getByText('临江市实验中学 高一').click();
  const students = region(page, '选择学生');
  await students.getByRole('checkbox', { name: /^全部学生/ }).check();
  const ticked = Number((await students.getByText(/^已选 \d+ 名学生$/).textContent())?.match(/\d+/)?.[0]);
  expect(ticked).toBeGreaterThan(30);
  await page.getByRole('button', { name: '实验楼全选' }).click();
  await next(page);
  await page.getByRole('button', { name: '开始编排' }).click();
  await expect(alertWith(page, '编排成功！')).toBeVisible();

  // Who had 语文 arranged is seated for 英语 only; the others for both.
  const sent = (await requests({ path: '/api/examroomdesign/arrange' })).at(-1)?.body as { arrangement_data: { students: { student_number: string; subject_ids: number[] }[] }[] };
  const list = sent.arrangement_data[0]?.students ?? [];
  const partly = list.filter((x) => x.subject_ids.length === 1);
  expect(partly.length).toBeGreaterThan(0);
  expect(partly.every((x) => x.subject_ids[0] === 3)).toBe(true);
  const created = page.getByRole('table', { name: '编排记录' }).getByRole('row').filter({ hasText: '语文、英语' });
  await created.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog').filter({ has: page.getByRole('table') }).last();
  await view.getByLabel('学号').fill(partly[0]?.student_number ?? '');
  const rows = view.getByRole('table').getByRole('row').filter({ hasText: partly[0]?.student_number ?? '' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('英语');
  const whole = list.find((x) => x.subject_ids.length === 2);
  await view.getByLabel('学号').fill(whole?.student_number ?? '');
  await expect(view.getByRole('table').getByRole('row').filter({ hasText: whole?.student_number ?? '' })).toHaveCount(2);
});

test('seats taken by someone else meanwhile: one summary with a table, the seats unselected in step 1', async ({ page }) => {
  await openWizard(page);
  await fillParams(page, { mode: '固定考场', subjects: ['语文'], order: '按学号' });
  await next(page);
  await region(page, '选择学生').getByRole('checkbox', { name: /^高一\(1\)班/ }).check();
  await page.getByRole('button', { name: '教学楼A全选' }).click();
  await next(page);
  await expect(page.getByLabel('编排概况')).toHaveText('学生 47 人，座位 60 个');

  // Meanwhile another office seats 40 students of 高一(3)班 in 第01考场 (all 30) and 第02考场 1–10 for 语文.
  const tree = await call<{ class_name: string; students: { student_name: string; student_number: string }[] }[]>(page, '/api/examroomdesign/getstudenseatinfo', { exam_id: 3001, unit_id: 101, subject_ids: [1] });
  const others = (tree.find((c) => c.class_name === '高一(3)班')?.students ?? []).slice(0, 40);
  expect(others).toHaveLength(40);
  await call(page, '/api/examroomdesign/arrange', {
    exam_id: 3001,
    arrangement_data: [
      {
        grade_id: 10,
        unit_id: 101,
        students: others.map((o) => ({ ...o, class_name: '高一(3)班', subject_ids: [1] })),
        seats: [...Array.from({ length: 30 }, (_, i) => ({ area_id: 401, room_id: 501, seat_num: i + 1 })), ...Array.from({ length: 10 }, (_, i) => ({ area_id: 401, room_id: 502, seat_num: i + 1 }))],
      },
    ],
    arrangement_params: { arrangement_mode: 'fixed', arrangement_subjects: [1], arrangement_order: 'student_number' },
  });

  await page.getByRole('button', { name: '开始编排' }).click();
  const refusal = page.getByRole('dialog', { name: '编排失败' });
  await expect(refusal.getByText('40 个座位已被占用，涉及第01考场、第02考场', { exact: true })).toBeVisible();
  await expect(refusal.getByRole('table', { name: '已被占用的座位' }).getByRole('row')).toHaveText(['考场个数座位号', '第01考场301–30', '第02考场101–10']);
  await answerDialog(refusal, '知道了');
  // What is left is shown: 20 seats for 47 students, so the arrangement cannot start.
  await expect(page.getByLabel('编排概况')).toHaveText('学生 47 人，座位 20 个');
  await expect(page.getByRole('button', { name: '开始编排' })).toBeDisabled();
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(seat(page, '第01考场', 1)).toHaveAttribute('aria-pressed', 'false');
  await expect(seat(page, '第01考场', 1)).toHaveAttribute('aria-disabled', 'true');
  await expect(seat(page, '第02考场', 11)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('已选座位', { exact: true })).toHaveText('已选座位 20');
});

test('leaving the wizard with a choice made asks first: 返回考场管理, the menu and Back', async ({ page }) => {
  await signIn(page, ACCOUNT, { to: '/main/exam/examroommge', exam: EXAM_3001 });
  await page.getByRole('link', { name: '考场编排' }).click();
  await expect(page.getByRole('checkbox', { name: '数学' })).toBeVisible();
  await fillParams(page, { mode: '固定考场', subjects: ['语文'], order: '按学号' });
  await next(page);
  await seat(page, '第01考场', 1).click();
  const question = page.getByRole('dialog', { name: '未保存的修改' });

  await page.getByRole('link', { name: '返回考场管理' }).click();
  await expect(question).toContainText('编排尚未完成，离开后已选择的学生和座位将丢失，确定离开吗？');
  await answerDialog(question, '留在本页');
  await expect(seat(page, '第01考场', 1)).toHaveAttribute('aria-pressed', 'true');

  await page.goBack();
  await expect(question).toBeVisible();
  await answerDialog(question, '留在本页');
  await expect(page).toHaveURL(/examroomdesign/);
  await expect(seat(page, '第01考场', 1)).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click();
  await expect(question).toBeVisible();
  await answerDialog(question, '留在本页');
  await expect(page).toHaveURL(/examroomdesign/);

  await page.getByRole('link', { name: '返回考场管理' }).click();
  await answerDialog(question, '离开');
  await expect(page).toHaveURL(/examroommge/);
});

test('step 1 at 1440×900: the 15 columns of a room show whole, the panel ends on screen, and a drag leaves no band behind', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openWizard(page);
  await fillParams(page, { mode: '固定考场', subjects: ['语文'], order: '按学号' });
  await next(page);
  await expect(seat(page, '第01考场', 15)).toBeInViewport({ ratio: 1 });
  await expect(seat(page, '第01考场', 1)).toBeInViewport({ ratio: 1 });
  const panel = await page.getByTestId('seat-panel').boundingBox();
  expect((panel?.y ?? 0) + (panel?.height ?? 0)).toBeLessThanOrEqual(900);

  await dragSeats(page, { room: '第01考场', n: 1 }, { room: '第01考场', n: 17 });
  await pressed(page, '第01考场', 17);
  await expect(page.getByTestId('seat-panel').locator('> div[aria-hidden]')).toBeHidden();
});

test('layouts: by class with 隔位就座 and 蛇形, a seat map of the room before arranging, undo of the last review change', async ({ page }) => {
  await openWizard(page);
  await fillParams(page, { mode: '固定考场', subjects: ['语文'], order: '按班级' });
  await page.getByRole('checkbox', { name: '隔位就座' }).check();
  await page.getByRole('checkbox', { name: '蛇形座位' }).check();
  await next(page);
  const students = region(page, '选择学生');
  await students.getByRole('button', { name: '展开高一(1)班' }).click();
  for (const name of ['李明 20260101', '王小红 20260102', '陈倩 2026010001']) await students.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: '第01考场全选' }).click();
  await next(page);

  // The seat map: seats 1, 3, 5 … of a row; 李明, 王小红, 陈倩 in turn (by student number within the class); seat 2 left empty.
  await page.getByRole('button', { name: '第01考场 座位图' }).click();
  const map = page.getByRole('grid', { name: '第01考场 座位图' });
  await expect(map.getByRole('gridcell', { name: '1号座位 李明', exact: true })).toBeVisible();
  await expect(map.getByRole('gridcell', { name: '2号座位 不使用', exact: true })).toBeVisible();
  await expect(map.getByRole('gridcell', { name: '3号座位 王小红', exact: true })).toBeVisible();
  await expect(map.getByRole('gridcell', { name: '5号座位 陈倩', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // A batch clear undone.
  const seatsCard = region(page, '座位');
  await seatsCard.getByRole('textbox', { name: '座位号' }).fill('1');
  await seatsCard.getByRole('button', { name: '清除筛选的座位' }).click();
  await page.getByRole('dialog', { name: '清除筛选的座位' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByLabel('编排概况')).toHaveText('学生 3 人，座位 29 个');
  await page.getByRole('button', { name: '撤销修改' }).click();
  await expect(page.getByLabel('编排概况')).toHaveText('学生 3 人，座位 30 个');
  await expect(page.getByRole('button', { name: '撤销修改' })).toBeDisabled();

  await page.getByRole('button', { name: '开始编排' }).click();
  await expect(alertWith(page, '编排成功！')).toBeVisible();
  const sent = (await requests({ path: '/api/examroomdesign/arrange' })).at(-1)?.body as { arrangement_params: unknown };
  expect(sent.arrangement_params).toEqual({ arrangement_mode: 'fixed', arrangement_subjects: [1], arrangement_order: 'class', arrangement_layout: { mix_classes: false, serpentine: true, every_other_seat: true } });
  const created = page.getByRole('table', { name: '编排记录' }).getByRole('row').filter({ hasText: '按班级' });
  await created.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog').filter({ has: page.getByRole('table') }).last();
  await expect(view.getByRole('table').getByRole('row').filter({ hasText: '李明' })).toContainText('第01考场1');
  await expect(view.getByRole('table').getByRole('row').filter({ hasText: '王小红' })).toContainText('第01考场3');
  await expect(view.getByRole('table').getByRole('row').filter({ hasText: '陈倩' })).toContainText('第01考场5');
});

/** The seat map of a room in the review: each used seat's student by seat number (seats left empty are left out). */
async function seatMapNames(page: Page, room: string): Promise<Map<number, string>> {
  await page.getByRole('button', { name: `${room} 座位图` }).click();
  const map = page.getByRole('grid', { name: `${room} 座位图` });
  // The preview has answered once no used seat is named by its turn only.
  await expect(map.getByRole('gridcell', { name: /号座位 第\d+位$/ })).toHaveCount(0);
  await expect(map.getByRole('gridcell', { name: /号座位 / }).first()).toBeVisible();
  const labels = await map.getByRole('gridcell', { name: /号座位 / }).evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  await page.keyboard.press('Escape');
  const names = new Map<number, string>();
  for (const label of labels) {
    const [, n, who] = /^(\d+)号座位 (.+)$/.exec(label) ?? [];
    if (n && who && who !== '不使用') names.set(Number(n), who);
  }
  return names;
}

/** The created design's view: each student's row shows the room and seat the seat map named. */
async function expectSeated(page: Page, design: string, room: string, names: Map<number, string>): Promise<void> {
  await page.getByRole('table', { name: '编排记录' }).getByRole('row').filter({ hasText: design }).last().getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog').filter({ has: page.getByRole('table') }).last();
  for (const [n, name] of names) await expect(view.getByRole('table').getByRole('row').filter({ hasText: name })).toContainText(`${room}${n}`);
}

test('the seat map names every seat’s student at random with 混合班级, 蛇形 and 隔位, and the arrangement seats them so', async ({ page }) => {
  await openWizard(page);
  await roomsAt102(page, 1, 30);
  await fillParams(page, { mode: '固定考场', subjects: ['语文'], order: '随机' });
  for (const layout of ['混合班级', '蛇形座位', '隔位就座']) await page.getByRole('checkbox', { name: layout }).check();
  await next(page);
  await page.getByText('临江市实验中学 高一').click();
  const students = region(page, '选择学生');
  await students.getByRole('button', { name: '展开高一(2)班' }).click();
  await students.getByRole('button', { name: '展开高一(3)班' }).click();
  const second = ['李睿明', '谢逸泽', '曹嘉诚'];
  const third = ['邓婷婷', '孙天建'];
  for (const name of ['李睿明 2026020046', '谢逸泽 2026020047', '曹嘉诚 2026020048', '邓婷婷 2026020091', '孙天建 2026020092']) await students.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: '第31考场全选' }).click();
  await next(page);

  const names = await seatMapNames(page, '第31考场');
  // 隔位: seats 1, 3, 5, 7, 9; every student once; 混合班级: the classes alternate (2班, 3班, 2班, 3班, 2班).
  expect([...names.keys()]).toEqual([1, 3, 5, 7, 9]);
  expect([...names.values()].sort()).toEqual([...second, ...third].sort());
  expect([...names.values()].map((n) => (second.includes(n) ? 2 : 3))).toEqual([2, 3, 2, 3, 2]);
  const sent = (await requests({ path: '/api/examroomdesign/previewarrange' })).at(-1)?.body as { arrangement_params: { arrangement_seed?: string } };
  expect(sent.arrangement_params.arrangement_seed).toMatch(/^\w+$/);

  await page.getByRole('button', { name: '开始编排' }).click();
  await expect(alertWith(page, '编排成功！')).toBeVisible();
  const arranged = (await requests({ path: '/api/examroomdesign/arrange' })).at(-1)?.body as { arrangement_params: { arrangement_seed?: string } };
  expect(arranged.arrangement_params.arrangement_seed).toBe(sent.arrangement_params.arrangement_seed);
  await expectSeated(page, '随机', '第31考场', names);
});

test('the seat map names every seat’s student by score, and the arrangement seats them so', async ({ page }) => {
  await openWizard(page);
  // A room of 临江市第一中学 whose 数学 seats are free.
  await call(page, '/api/examroomdesign/saveexamarea', { area_name: '实验楼', unit_id: 101, isAdd: true });
  const areas = await call<{ area_id: number; area_name: string }[]>(page, '/api/examroomdesign/getexamareainfo', { unit_id: 101 });
  const area = areas.find((a) => a.area_name === '实验楼');
  await call(page, '/api/examroomdesign/batchaddexamroom', { area_id: area?.area_id, room_name_prefix: '第', room_name_suffix: '考场', room_number: 41, start_number: 41, end_number: 41, room_capacity: 30 });
  await fillParams(page, { mode: '固定考场', subjects: ['数学'], order: '按成绩' });
  await page.getByRole('combobox', { name: '临江市第一中学 高一' }).click({ force: true });
  await page.getByRole('option', { name: '2026年秋季高一第一次月考' }).click();
  await page.keyboard.press('Escape');
  await next(page);
  const students = region(page, '选择学生');
  await students.getByRole('button', { name: '展开高一(2)班' }).click();
  const four = ['杨晨宁 2026010056', '李茜 2026010057', '孙若佳 2026010058', '唐颖楠 2026010059'];
  for (const name of four) await students.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: '第41考场全选' }).click();
  await next(page);

  const names = await seatMapNames(page, '第41考场');
  expect([...names.keys()]).toEqual([1, 2, 3, 4]);
  expect([...names.values()].sort()).toEqual(four.map((n) => n.split(' ')[0]).sort());
  await page.getByRole('button', { name: '开始编排' }).click();
  await expect(alertWith(page, '编排成功！')).toBeVisible();
  await expectSeated(page, '按成绩', '第41考场', names);
});
