// The absence check (exam/absentstudentmge, the exam card's 缺考检查), driven as an exam administrator would use it,
// against the stateful mock: exam 3001 英语 has three saved sheets read with the absent mark (苏海, 孙旭昊 at
// 临江市第一中学, 周志鹏 at 临江市实验中学), everyone else unscanned but 周杰, and 张浩 already confirmed absent by 赵磊
// (openapi/EXAMPLES.md "Absence check"). Filters by school and room in the address, confirming absent and not absent
// (ticked rows and one row) kept after a reload, the export read back, a school administrator held to her school,
// and failures that keep the filters.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { readRows } from '../../packages/mock-server/src/stateful/lib/xlsx';
import { test, setScenario, clearScenario, requests, waitForRequest } from './support/mock';
import { ACCOUNT, alertWith, confirmWith, EXAM_3001, signIn } from './flows';

const LIST = '/api/exam/absentstudentmge/list';
const MIDTERM = '2026年秋季高一期中联考';
const ENGLISH = { ...EXAM_3001, subject_id: 3, subject_name: '英语' };

const table = (page: Page) => page.getByRole('table', { name: '缺考检查名单' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const summary = (page: Page) => page.getByRole('group', { name: '统计' });
const lastList = async () => (await requests({ path: LIST })).at(-1)?.body as Record<string, unknown> | undefined;

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the page for 3001 英语 as the exam list would have chosen it, with search params. */
async function openAbsent(page: Page, query = '', account?: { ua: string; up: string }): Promise<void> {
  await signIn(page, account, { to: `/main/exam/absentstudentmge${query}`, exam: ENGLISH });
  await expect(page.getByRole('heading', { name: '缺考检查' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
}

const stateOf = (row: Locator) => row.getByRole('cell').nth(8);

test('from the exam card’s 缺考检查: marked sheets first, then those not scanned; filters by school and room kept in the address', async ({ page }) => {
  await signIn(page, ACCOUNT, { to: '/main/exam' });
  const exam = page.getByRole('region', { name: '考试列表' }).getByRole('article', { name: MIDTERM, exact: true });
  await exam.getByRole('group', { name: '英语', exact: true }).getByRole('link', { name: '缺考检查' }).click();
  await expect(page).toHaveURL(/\/main\/exam\/absentstudentmge$/);
  await expect(page.getByRole('heading', { name: '缺考检查' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '科目' })).toHaveValue('英语');
  await expect(page.getByLabel('考试名称')).toHaveText(MIDTERM);

  // Every school: the three marked sheets first, then by exam number; 周杰's answered sheet is not listed.
  await expect(summary(page)).toContainText('参考人数：366');
  await expect(summary(page)).toContainText('试卷标记缺考：3');
  await expect(summary(page)).toContainText('未扫描：362');
  await expect(summary(page)).toContainText('已确认缺考：1');
  await expect(page.getByText('共 365 条')).toBeVisible();
  await expect.poll(() => lastList()).toEqual({ exam_id: 3001, subject_id: 3, unit_id: null, room_id: null, kind: 'all', state: null, keyword: '', page: 1, pagesize: 50 });
  const names = await bodyRows(page).locator('td:nth-child(3)').allTextContents();
  expect(names.slice(0, 4)).toEqual(['苏海', '孙旭昊', '周志鹏', '李明']);
  await expect(rowOf(page, '苏海')).toContainText('试卷标记缺考');
  await expect(rowOf(page, '苏海')).toContainText('第01考场 / 15号');
  await expect(rowOf(page, '李明')).toContainText('未扫描');
  await expect(stateOf(rowOf(page, '李明'))).toHaveText('未确认');
  await expect(rowOf(page, '李明').getByRole('button', { name: /查看试卷/ })).toHaveCount(0);
  await expect(rowOf(page, '周杰')).toHaveCount(0);

  // A school, then one of its rooms for this subject.
  await choose(page, '学校', '临江市实验中学');
  await expect(summary(page)).toContainText('参考人数：182');
  await expect(page.getByText('共 182 条')).toBeVisible();
  await expect.poll(() => lastList()).toMatchObject({ unit_id: 102, room_id: null });
  await expect(rowOf(page, '苏海')).toHaveCount(0);
  await expect(bodyRows(page).first()).toContainText('周志鹏');
  await expect(stateOf(rowOf(page, '张浩'))).toContainText('已确认缺考');
  await expect(stateOf(rowOf(page, '张浩'))).toContainText('赵磊 2026-11-06 10:20:00');
  await choose(page, '考场', '第03考场');
  await expect(summary(page)).toContainText('参考人数：30');
  const body = await lastList();
  expect(body).toMatchObject({ unit_id: 102, room_id: expect.any(Number) });
  await expect(bodyRows(page).first()).toContainText('周志鹏');
  const rooms = await bodyRows(page).locator('td:nth-child(7)').allTextContents();
  expect(rooms).toHaveLength(30);
  expect(rooms.every((r) => r.startsWith('第03考场 / '))).toBe(true);

  await choose(page, '类别', '未扫描');
  await expect(rowOf(page, '周志鹏')).toHaveCount(0);
  await expect(bodyRows(page)).toHaveCount(29);
  for (const param of ['unit_id=102', `room_id=${String(body?.room_id)}`, 'kind=notScanned']) await expect(page).toHaveURL(new RegExp(param));

  // The filters live in the address: a reload keeps them, and the list asks for the same.
  await page.reload();
  await expect(page.getByRole('combobox', { name: '学校' })).toHaveValue('临江市实验中学');
  await expect(page.getByRole('combobox', { name: '考场' })).toHaveValue('第03考场');
  await expect(page.getByRole('combobox', { name: '类别' })).toHaveValue('未扫描');
  await expect.poll(lastList).toMatchObject({ unit_id: 102, room_id: body?.room_id, kind: 'notScanned' });

  // All schools again: the room goes with the school.
  await choose(page, '学校', '全部学校');
  await expect(page.getByRole('combobox', { name: '考场' })).toBeDisabled();
  await expect.poll(lastList).toMatchObject({ unit_id: null, room_id: null, kind: 'notScanned' });
});

test('views a marked sheet, confirms ticked rows absent and one row not absent; the states stay after a reload and filter the list', async ({ page }) => {
  await openAbsent(page, '?unit_id=101&kind=marked');
  await expect(bodyRows(page)).toHaveCount(2);
  // The sheet with the absent mark can be looked at first.
  await rowOf(page, '苏海').getByRole('button', { name: '查看试卷 苏海' }).click();
  const sheet = page.getByRole('dialog', { name: '苏海 英语 正面（考号 301010115）' });
  await expect(sheet.getByRole('img', { name: '苏海英语正面试卷' })).toHaveAttribute('src', /^data:image\/jpeg;base64,\/9j\//);
  expect((await waitForRequest('/api/examStudent/getStudentPaper')).body).toEqual({ exam_id: 3001, subject_id: 3, student_id: '301010115', page: 1 });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  const absentButton = page.getByRole('button', { name: '确认缺考', exact: true });
  await expect(absentButton).toBeDisabled();

  await page.getByRole('checkbox', { name: '选择 苏海' }).check();
  await page.getByRole('checkbox', { name: '选择 孙旭昊' }).check();
  await expect(page.getByText('已勾选 2 名考生')).toBeVisible();
  await absentButton.click();
  await confirmWith(page, '确定将选中的 2 名考生确认为缺考吗？');
  await expect(alertWith(page, '已确认2名考生缺考')).toBeVisible();
  expect((await waitForRequest('/api/exam/absentstudentmge/confirm')).body).toEqual({ exam_id: 3001, subject_id: 3, student_ids: ['301010115', '301010203'], absent: true });
  await expect(stateOf(rowOf(page, '苏海'))).toContainText('已确认缺考');
  await expect(stateOf(rowOf(page, '苏海'))).toContainText('张伟');
  await expect(stateOf(rowOf(page, '孙旭昊'))).toContainText('已确认缺考');
  await expect(page.getByText('已勾选 2 名考生')).toHaveCount(0);
  await expect(summary(page)).toContainText('已确认缺考：2');

  // One row: 孙旭昊 sat the exam after all.
  await rowOf(page, '孙旭昊').getByRole('button', { name: '确认未缺考 孙旭昊' }).click();
  await confirmWith(page, '确定将考生“孙旭昊”（考号301010203）确认为未缺考吗？');
  await expect(alertWith(page, '已确认1名考生未缺考')).toBeVisible();
  await expect(stateOf(rowOf(page, '孙旭昊'))).toContainText('已确认未缺考');
  await expect(rowOf(page, '孙旭昊').getByRole('button', { name: '确认未缺考 孙旭昊' })).toBeDisabled();

  await page.reload();
  await expect(stateOf(rowOf(page, '苏海'))).toContainText('已确认缺考');
  await expect(stateOf(rowOf(page, '孙旭昊'))).toContainText('已确认未缺考');

  await choose(page, '确认状态', '已确认缺考');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(rowOf(page, '苏海')).toBeVisible();
  await expect(page).toHaveURL(/state=absent/);
  // Nothing left for the filters: the empty state says so.
  await choose(page, '类别', '未扫描');
  await expect(table(page)).toContainText('没有符合条件的考生');
});

test('exports the filtered list as a workbook', async ({ page }) => {
  await openAbsent(page, '?unit_id=101&kind=marked');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('缺考名单.xlsx');
  await expect.poll(async () => (await requests({ path: '/api/exam/absentstudentmge/download' })).at(-1)?.body).toEqual({ exam_id: 3001, subject_id: 3, unit_id: 101, room_id: null, kind: 'marked', state: null, keyword: '' });
  const columns = ['学校', '姓名', '考号', '考场', '座位号', '类别', '确认状态'].map((header) => ({ header, key: header }));
  const read = await readRows(readFileSync(await file.path()), columns);
  expect(read.error).toBeNull();
  expect(read.rows.map((r) => r.values)).toEqual([
    { 学校: '临江市第一中学', 姓名: '苏海', 考号: '301010115', 考场: '第01考场', 座位号: '15', 类别: '试卷标记缺考', 确认状态: '未确认' },
    { 学校: '临江市第一中学', 姓名: '孙旭昊', 考号: '301010203', 考场: '第02考场', 座位号: '3', 类别: '试卷标记缺考', 确认状态: '未确认' },
  ]);

  // A refused export says why, titled as the spec's export errors are.
  await setScenario([{ path: '/api/exam/absentstudentmge/download', failure: '没有可导出的数据' }]);
  await page.getByRole('button', { name: '导出' }).click();
  await expect(alertWith(page, '导出列表错误')).toContainText('没有可导出的数据');
});

test('a school administrator sees her own school only', async ({ page }) => {
  await openAbsent(page, '?unit_id=102', { ua: 'liuyang', up: 'Lj@2026pass' });
  await expect(page.getByRole('combobox', { name: '学校' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: '学校' })).toHaveValue('临江市第一中学');
  await expect(summary(page)).toContainText('参考人数：184');
  await expect.poll(() => lastList()).toMatchObject({ unit_id: 101 });
  await expect(rowOf(page, '周志鹏')).toHaveCount(0);
  // Her school's rooms for the subject.
  await choose(page, '考场', '第02考场');
  await expect(bodyRows(page).first()).toContainText('孙旭昊');
});

test('a failed load or a refused confirmation keeps the filters and the ticks', async ({ page }) => {
  await openAbsent(page, '?unit_id=101&keyword=孙旭');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: '姓名/学号/考号' })).toHaveValue('孙旭');

  await setScenario([{ path: LIST, failure: '服务器繁忙，请稍后再试' }]);
  await choose(page, '类别', '试卷标记缺考');
  const failure = table(page).getByRole('alert');
  await expect(failure).toContainText('加载失败：服务器繁忙，请稍后再试');
  await expect(page.getByRole('combobox', { name: '学校' })).toHaveValue('临江市第一中学');
  await expect(page.getByRole('combobox', { name: '类别' })).toHaveValue('试卷标记缺考');
  await expect(page.getByRole('textbox', { name: '姓名/学号/考号' })).toHaveValue('孙旭');
  await clearScenario();
  await failure.getByRole('button', { name: '重试' }).click();
  await expect(rowOf(page, '孙旭昊')).toBeVisible();
  await expect.poll(() => lastList()).toMatchObject({ unit_id: 101, kind: 'marked', keyword: '孙旭' });

  await setScenario([{ path: '/api/exam/absentstudentmge/confirm', example: 'answered' }]);
  await page.getByRole('checkbox', { name: '选择 孙旭昊' }).check();
  await page.getByRole('button', { name: '确认缺考', exact: true }).click();
  await confirmWith(page, '确定将选中的 1 名考生确认为缺考吗？');
  await expect(alertWith(page, '考号301010201的试卷已扫描且有作答，不在缺考名单中')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '选择 孙旭昊' })).toBeChecked();
  await expect(stateOf(rowOf(page, '孙旭昊'))).toHaveText('未确认');
});

test('查询 with the filters unchanged loads the list again; 全选 offers every one of the filtered list, not only the page', async ({ page }) => {
  await openAbsent(page);
  await expect(page.getByText('共 365 条')).toBeVisible();
  const before = (await requests({ path: LIST })).length;
  await page.getByRole('button', { name: '查询' }).click();
  await expect.poll(async () => (await requests({ path: LIST })).length).toBeGreaterThan(before);

  await page.getByRole('checkbox', { name: '全选' }).check();
  const offer = page.getByRole('status', { name: '全选' });
  await expect(offer).toContainText('已勾选本页全部 50 名考生。');
  await offer.getByRole('button', { name: '勾选符合条件的全部 365 名考生' }).click();
  await expect(offer).toContainText('已勾选符合条件的全部 365 名考生。');
  await expect(page.getByText('已勾选 365 名考生')).toBeVisible();
  await page.getByRole('button', { name: '确认缺考', exact: true }).click();
  await confirmWith(page, '确定将选中的 365 名考生确认为缺考吗？');
  await expect(alertWith(page, /365/)).toBeVisible();
  const sent = (await requests({ path: '/api/exam/absentstudentmge/confirm' })).at(-1)?.body as { student_ids: string[] };
  expect(new Set(sent.student_ids).size).toBe(365);
  await expect(summary(page)).toContainText('已确认缺考：365');
});
