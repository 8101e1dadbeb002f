// Exam room arrangement, step 3 and the exam times (exam/examroomdesign), driven as an administrator would use them
// against the stateful mock: the seeded design records 601/602, the view dialog (search after 200 ms, 15 rows a page),
// the 考务数据.zip download and its workbooks, delete (cancel, confirm, the scan data design kept), set as scan data
// with the conflict dialog (the set proceeds whatever its answer), and 考试时间设置 (spec 3 §2.5, §4.5, §5, §7.4, §8.3, §9).
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { readRows } from '../../packages/mock-server/src/stateful/lib/xlsx';
import { unzipFiles } from '../../packages/mock-server/src/stateful/lib/zip';
import { test, requests, setScenario } from './support/mock';
import { expectAccessible, settled } from './support/axe';
import { ACCOUNT, alertWith, chooseExam, confirmDialog, EXAM_3001, signIn } from './flows';
import { pickTime } from './support/roomDesign';

const DATA = '/api/examroomdesign/getarrangementdata';
const records = (page: Page) => page.getByRole('table', { name: '编排记录' });
const record = (page: Page, text: string) => records(page).getByRole('row').filter({ hasText: text });
/** 601: 临江市第一中学 (fixed, scan data); 602: 临江市实验中学 (rotation). */
const D601 = '临江市第一中学 高一';
const D602 = '临江市实验中学 高一';
const bodiesOf = async (path: string) => (await requests({ path })).map((r) => r.body as Record<string, unknown>);

async function openResults(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam/examroomdesign', exam: EXAM_3001 });
  await page.getByRole('button', { name: '导出数据表' }).click();
  await expect(record(page, D601)).toBeVisible();
}

test('lists the seeded designs: time, mode, subjects, order, schools and whether each is the scan data', async ({ page }) => {
  await openResults(page);
  const headers = await records(page).getByRole('columnheader').allTextContents();
  expect(headers).toEqual(['编排时间', '考场模式', '编排科目', '排序方式', '学校年级', '考场扫描数据', '操作']);
  await expect(records(page).getByRole('row')).toHaveCount(3);
  await expect(record(page, D601).getByRole('cell')).toHaveText(['2026-10-30 16:05:12', '固定考场', '数学、英语', '按学号', D601, '是', /查看打印下载删除/]);
  await expect(record(page, D602).getByRole('cell')).toHaveText(['2026-10-31 09:40:00', '轮换考场', '语文', '随机', D602, '否', /查看打印下载删除设为考场扫描数据/]);
  // Only a design that is not yet the scan data offers to become it.
  await expect(record(page, D601).getByRole('button', { name: '设为考场扫描数据' })).toHaveCount(0);
  await settled(page);
  await expectAccessible(page, '编排记录', { include: 'table[aria-label="编排记录"]' });
});

test('查看: 15 rows a page from page 1, a search that loads 200 ms after the typing, a new search back on page 1', async ({ page }) => {
  await openResults(page);
  await record(page, D601).getByRole('button', { name: '查看' }).click();
  const dialog = page.getByRole('dialog', { name: '编排结果' });
  const table = dialog.getByRole('table', { name: '编排结果明细' });
  const headers = await table.getByRole('columnheader').allTextContents();
  expect(headers).toEqual(['姓名', '学号', '学校', '年级', '班级', '科目', '考区', '考场', '座位号']);
  // 601 seats 59 students of 101 in rooms 501/502 for 数学 and 英语.
  await expect(dialog.getByText('共 118 条')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(16);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['李明', '20260101', '临江市第一中学', '高一', '高一(1)班', '数学', '教学楼A', '第01考场', '1']);
  await expect.poll(async () => (await bodiesOf(DATA)).at(-1)).toEqual({ exam_id: 3001, design_id: 601, page: 1, page_size: 15 });
  await settled(page);
  await expectAccessible(page, '编排结果', { include: '[role="dialog"]' });

  await dialog.getByRole('button', { name: '第 2 页' }).click();
  await expect.poll(async () => (await bodiesOf(DATA)).at(-1)?.page).toBe(2);
  await expect(table.getByRole('row')).toHaveCount(16);

  // Typed key by key: one request, 200 ms after the last key, with the whole text, back on page 1.
  const before = (await bodiesOf(DATA)).length;
  await dialog.getByLabel('考场', { exact: true }).pressSequentially('第02考场', { delay: 40 });
  await expect(dialog.getByText('共 60 条')).toBeVisible();
  const searched = (await bodiesOf(DATA)).slice(before);
  expect(searched).toEqual([{ exam_id: 3001, design_id: 601, room_name: '第02考场', page: 1, page_size: 15 }]);
  await expect(table.getByRole('row').nth(1)).toContainText('第02考场');

  await dialog.getByLabel('姓名', { exact: true }).fill('周杰');
  await dialog.getByLabel('科目', { exact: true }).fill('英语');
  await expect(dialog.getByText('共 1 条')).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['周杰', '20260103', '临江市第一中学', '高一', '高一(2)班', '英语', '教学楼A', '第02考场', '1']);
  // The seat number takes digits only.
  await dialog.getByLabel('座位号', { exact: true }).pressSequentially('x2');
  await expect(dialog.getByLabel('座位号', { exact: true })).toHaveValue('2');
  await expect(dialog.getByText('共 0 条')).toBeVisible();
  await expect(table.getByText('暂无数据')).toBeVisible();
  await expect.poll(async () => (await bodiesOf(DATA)).at(-1)).toMatchObject({ student_name: '周杰', subject_name: '英语', seat_num: '2', page: 1 });

  // Closed and opened again: no search, page 1.
  await page.keyboard.press('Escape');
  await record(page, D602).getByRole('button', { name: '查看' }).click();
  await expect(dialog.getByLabel('姓名', { exact: true })).toHaveValue('');
  await expect.poll(async () => (await bodiesOf(DATA)).at(-1)).toEqual({ exam_id: 3001, design_id: 602, page: 1, page_size: 15 });
  await expect(table.getByRole('row').nth(1)).toContainText('临江市实验中学');
});

test('下载: the 考务数据.zip holds a workbook per school, subject and room; a failure says 下载失败：', async ({ page }) => {
  await openResults(page);
  const download = page.waitForEvent('download');
  await record(page, D601).getByRole('button', { name: '下载' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('考务数据.zip');
  await expect(alertWith(page, '下载成功')).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/examroomdesign/downloadarrangement' })).at(-1)?.body).toEqual({ exam_id: 3001, design_id: 601 });

  const entries = unzipFiles(new Uint8Array(await readFile(await file.path())));
  expect([...entries.keys()].sort()).toEqual(
    ['临江市第一中学/准考证.xlsx', '临江市第一中学/座位贴.xlsx', '临江市第一中学/数学/第01考场.xlsx', '临江市第一中学/数学/第02考场.xlsx', '临江市第一中学/英语/第01考场.xlsx', '临江市第一中学/英语/第02考场.xlsx'].sort(),
  );
  // The admission tickets as a workbook too: a student's subjects together.
  const ticketColumns = ['姓名', '学号', '科目', '考号', '考场', '座位号'].map((header) => ({ header, key: header }));
  const ticketSheet = await readRows(entries.get('临江市第一中学/准考证.xlsx') ?? new Uint8Array(), ticketColumns);
  expect(ticketSheet.rows.filter((r) => r.values['姓名'] === '李明').map((r) => r.values)).toEqual([
    { 姓名: '李明', 学号: '20260101', 科目: '数学', 考号: '301010101', 考场: '第01考场', 座位号: '1' },
    { 姓名: '李明', 学号: '20260101', 科目: '英语', 考号: '301010101', 考场: '第01考场', 座位号: '1' },
  ]);
  const columns = ['考区', '考场', '座位号', '考号', '姓名', '学号', '科目'].map((header) => ({ header, key: header }));
  const sheet = await readRows(entries.get('临江市第一中学/数学/第01考场.xlsx') ?? new Uint8Array(), columns);
  expect(sheet.error).toBeNull();
  expect(sheet.rows).toHaveLength(29);
  expect(sheet.rows[0]?.values).toEqual({ 考区: '教学楼A', 考场: '第01考场', 座位号: '1', 考号: '301010101', 姓名: '李明', 学号: '20260101', 科目: '数学' });

  // A JSON answer instead of the file is the failure's text.
  await setScenario([{ path: '/api/examroomdesign/downloadarrangement', failure: '编排记录不存在' }]);
  await record(page, D602).getByRole('button', { name: '下载' }).click();
  await expect(alertWith(page, '下载失败：编排记录不存在')).toBeVisible();
});

test('下载 cut short: a body that is not a whole zip is 下载失败, never 下载成功, and nothing is saved', async ({ page }) => {
  await openResults(page);
  let saved = 0;
  page.on('download', () => saved++);
  await setScenario([{ path: '/api/examroomdesign/downloadarrangement', malformed: true, times: 1 }]);
  await record(page, D601).getByRole('button', { name: '下载' }).click();
  await expect(alertWith(page, '下载失败：下载的 zip 文件不完整，请重新下载')).toBeVisible();
  await expect(alertWith(page, '下载成功')).toHaveCount(0);
  expect(saved).toBe(0);
  // The next try gets the whole file.
  const download = page.waitForEvent('download');
  await record(page, D601).getByRole('button', { name: '下载' }).click();
  expect((await download).suggestedFilename()).toBe('考务数据.zip');
  await expect(alertWith(page, '下载成功')).toBeVisible();
});

test('删除: cancel says 已取消删除, 确定 deletes; the scan data design cannot be deleted and says why', async ({ page }) => {
  await openResults(page);
  const remove = (text: string) => record(page, text).getByRole('button', { name: '删除' });

  // 601 is the scan data: disabled, and its tooltip tells why; clicking asks nothing.
  await expect(remove(D601)).toBeDisabled();
  await remove(D601).hover();
  await expect(page.getByRole('tooltip')).toHaveText('该编排是考场扫描数据，不能删除；请先将其他编排设为考场扫描数据');
  await remove(D601).click({ force: true });
  await expect(confirmDialog(page)).toHaveCount(0);

  await remove(D602).click();
  await expect(confirmDialog(page)).toContainText('确定删除该编排记录吗？');
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(alertWith(page, '已取消删除')).toBeVisible();
  await expect(record(page, D602)).toBeVisible();

  await remove(D602).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect(record(page, D602)).toHaveCount(0);
  await expect(records(page).getByRole('row')).toHaveCount(2);
  await expect.poll(async () => (await requests({ path: '/api/examroomdesign/deletearrangement' })).map((r) => r.body)).toEqual([{ exam_id: 3001, design_id: 602 }]);
});

test('设为考场扫描数据: asks, checks, lists the students with scan data, sets whatever the answer and the list follows', async ({ page }) => {
  await openResults(page);
  const setButton = () => record(page, D602).getByRole('button', { name: '设为考场扫描数据' });

  // Declined at the first question: nothing is called.
  await setButton().click();
  await expect(confirmDialog(page)).toContainText('确定将该编排设为考场扫描数据吗？');
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(confirmDialog(page)).toHaveCount(0);
  expect(await requests({ path: '/api/examroomdesign/checkscandata' })).toEqual([]);

  await setButton().click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  // 李晓雨 and 张浩 of 102 have scanned 语文 sheets.
  const conflictText = page.getByRole('dialog', { name: '设为考场扫描数据' });
  await expect(conflictText).toContainText('数据冲突，下列学生已有扫描数据，确认继续将覆盖之前的数据');
  await expect(conflictText).toContainText('李晓雨（301020101）');
  await expect(conflictText).toContainText('张浩（301020102）');
  // §4.5 / §8.3: the set call proceeds whatever the answer, so the conflict offers no 取消 that would not cancel: it
  // says so, its one button says what happens, and Esc does not pass for a 'no'.
  const conflict = page.getByRole('dialog', { name: '设为考场扫描数据' });
  await expect(conflict).toContainText('设置将继续进行');
  await expect(conflict.getByRole('button')).toHaveText(['知道了，继续设置']);
  await page.keyboard.press('Escape');
  await expect(conflict).toBeVisible();
  expect(await requests({ path: '/api/examroomdesign/setasscandata' })).toEqual([]);
  await conflict.getByRole('button', { name: '知道了，继续设置' }).click();
  await expect(alertWith(page, '设置成功')).toBeVisible();
  const calls = (await requests()).filter((r) => r.path.startsWith('/api/examroomdesign/') && /scandata/.test(r.path)).map((r) => [r.path, r.body]);
  expect(calls).toEqual([
    ['/api/examroomdesign/checkscandata', { exam_id: 3001, design_id: 602 }],
    ['/api/examroomdesign/setasscandata', { exam_id: 3001, design_id: 602 }],
  ]);
  // The list reloads: 602 is the scan data now, offers no set, and cannot be deleted.
  await expect(record(page, D602).getByRole('cell').nth(5)).toHaveText('是');
  await expect(setButton()).toHaveCount(0);
  await expect(record(page, D602).getByRole('button', { name: '删除' })).toBeDisabled();
});

test('考试时间设置: each subject is set or not; both times required, start before end; a failed save keeps the entry; saved it is 已设置', async ({ page }) => {
  await signIn(page);
  await chooseExam(page);
  // The contract's example: 英语 without times.
  await setScenario([{ path: '/api/examroomdesign/getexamtime', example: 'ok', times: 1 }]);
  await page.goto('/main/exam/examroomdesign');
  await page.getByRole('button', { name: '考试时间设置' }).click();
  const dialog = page.getByRole('dialog', { name: '考试时间设置' });
  const row = (subject: string) => dialog.getByRole('table', { name: '考试时间' }).getByRole('row').filter({ hasText: subject });
  await expect(row('语文').getByRole('cell').nth(3)).toHaveText('已设置');
  await expect(row('语文').getByRole('button', { name: '语文开始时间', exact: true })).toHaveText('2026-11-05 08:00');
  await expect(row('英语').getByRole('cell').nth(3)).toHaveText('未设置');
  await settled(page);
  await expectAccessible(page, '考试时间设置', { include: '[role="dialog"]' });

  const start = row('英语').getByRole('button', { name: '英语开始时间', exact: true });
  const end = row('英语').getByRole('button', { name: '英语结束时间', exact: true });
  await row('英语').getByRole('button', { name: '保存英语' }).click();
  await expect(row('英语').getByText('请选择考试时间')).toHaveCount(2);

  await pickTime(page, start, '2026年11月6日', '10', '00');
  await pickTime(page, end, '2026年11月6日', '08', '00');
  await expect(start).toHaveText('2026-11-06 10:00');
  await row('英语').getByRole('button', { name: '保存英语' }).click();
  await expect(row('英语').getByText('开始时间必须早于结束时间')).toBeVisible();
  expect(await requests({ path: '/api/examroomdesign/saveexamtime' })).toEqual([]);

  await pickTime(page, end, '2026年11月6日', '11', '30');
  await expect(row('英语').getByText('开始时间必须早于结束时间')).toHaveCount(0);
  await setScenario([{ path: '/api/examroomdesign/saveexamtime', failure: '保存失败，请稍后重试', times: 1 }]);
  await row('英语').getByRole('button', { name: '保存英语' }).click();
  await expect(alertWith(page, '保存失败，请稍后重试')).toBeVisible();
  await expect(start).toHaveText('2026-11-06 10:00');
  await expect(end).toHaveText('2026-11-06 11:30');
  await expect(row('英语').getByRole('cell').nth(3)).toHaveText('未设置');

  await row('英语').getByRole('button', { name: '保存英语' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/examroomdesign/saveexamtime' })).at(-1)?.body).toEqual({ subject_name: '英语', times: ['2026-11-06 10:00:00', '2026-11-06 11:30:00'], exam_id: 3001 });
  await expect(row('英语').getByRole('cell').nth(3)).toHaveText('已设置');
  await expect(end).toHaveText('2026-11-06 11:30');
  // The mock holds it: opened again, the times are the saved ones.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '考试时间设置' }).click();
  await expect(row('英语').getByRole('button', { name: '英语开始时间', exact: true })).toHaveText('2026-11-06 10:00');
});

test('打印: door lists per room and subject, seat stickers and admission tickets as print pages with exam numbers', async ({ page }) => {
  await openResults(page);
  const open = async (kind: string) => {
    await record(page, D601).getByRole('button', { name: '打印' }).click();
    await page.getByRole('menuitem', { name: `打印${kind}` }).click();
    return page.getByRole('document', { name: kind });
  };
  // 601: 数学 and 英语 in 第01考场 (29) and 第02考场.
  const doors = await open('考场门贴');
  await expect(doors.getByRole('region')).toHaveCount(4);
  const first = doors.getByRole('region', { name: '第01考场 · 数学' });
  await expect(first).toContainText('共 29 人');
  await expect(first.getByRole('row').nth(1)).toHaveText('1李明20260101301010101高一(1)班');
  // On paper only the pages show, a list to a page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '打印', exact: true })).toBeHidden();
  await expect(first).toBeVisible();
  expect(await first.evaluate((el) => getComputedStyle(el).breakAfter)).toBe('page');
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');

  const stickersDoc = await open('座位贴');
  await expect(stickersDoc.getByRole('note', { name: '第01考场 1号' }).first()).toContainText('李明 301010101');
  await page.keyboard.press('Escape');

  const ticketsDoc = await open('准考证');
  const liMing = ticketsDoc.getByRole('region', { name: '准考证 李明' });
  await expect(liMing).toContainText('学号：20260101');
  await expect(liMing.getByRole('row')).toHaveText(['科目考号考场座位号', '数学301010101第01考场1', '英语301010101第01考场1']);
});
