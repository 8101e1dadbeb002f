// Fixing sheets in the scanner view (spec 3 §2.3 dialogs, §4.4, §5 "Scanner and fix", §8.2), driven as exam staff would:
// the real driver simulator scans trays with unreadable, misread and already uploaded sheets into the stateful mock,
// and the person fixes them through the dialogs. Every flow also meets a server failure once: its message shows and
// nothing typed is lost.
import { expect, type Page } from '@playwright/test';
import { test, requests, resetMock, setScenario, clearScenario } from './support/mock';
import { openScanView, resetSimulator, scannerStatus, scanResults as results, sim, tray, type Sheet } from './support/scanner';
import { alertWith, confirmWith } from './flows';

/** Loads the tray, arms unreadable exam numbers on the given sheets and opens the scanner view. */
async function prepare(page: Page, sheets: Sheet[], unreadable: number[] = []): Promise<void> {
  await sim('POST', '/sheets', { sheets });
  for (const index of unreadable) await sim('POST', '/faults', { kind: 'unreadable_exam_number', index });
  await openScanView(page);
  await expect(scannerStatus(page)).toContainText('已连接');
}

const resultRow = (page: Page, text: string) => results(page).getByRole('row').filter({ hasText: text });
const fixDialog = (page: Page) => page.getByRole('dialog', { name: '未识别考号' });

async function scanAll(page: Page, count: number): Promise<void> {
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(results(page).getByRole('row')).toHaveCount(count + 1, { timeout: 20_000 });
  await expect(results(page).getByText('上传中')).toHaveCount(0, { timeout: 20_000 });
}

async function typeNumber(page: Page, value: string): Promise<void> {
  const input = fixDialog(page).getByRole('textbox', { name: '考号' });
  await input.fill(value);
  await fixDialog(page).getByRole('button', { name: '确定', exact: true }).click();
}

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('unreadable exam numbers are fixed by typing and by searching; wrong, duplicate and failed lookups are refused', async ({ page }) => {
  await prepare(page, await tray('301010202', '301020101', '301020102'), [0, 1]);
  await page.getByRole('button', { name: '处理错误 (0)' }).click();
  await expect(alertWith(page, '当前没有错误！')).toBeVisible();
  await scanAll(page, 3);
  await expect(page.getByText('错误：2')).toBeVisible();
  await page.getByRole('button', { name: '处理错误 (2)' }).click();
  const dialog = fixDialog(page);
  await expect(dialog.getByLabel('当前第几张')).toHaveText('1/2');
  await expect(dialog.getByRole('img', { name: /^正面 / })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^反面 / })).toBeVisible();
  const input = dialog.getByRole('textbox', { name: '考号' });
  await expect(input).toHaveAttribute('maxlength', '9');

  // Empty, not digits, no such student, already in the batch (张浩 was recognised in this scan).
  await typeNumber(page, '');
  await expect(dialog.getByText('请输入考号')).toBeVisible();
  await typeNumber(page, '30101a202');
  await expect(dialog.getByText('考号必须是数字')).toBeVisible();
  await typeNumber(page, '301019999');
  await expect(dialog.getByText('未找到考号：301019999')).toBeVisible();
  await typeNumber(page, '301020102');
  await expect(dialog.getByText('此考号在本批次已存在，请重新输入')).toBeVisible();

  // The lookup fails once: the text says so and the number stays typed.
  await setScenario([{ path: '/api/scannerApi/getNotScanStudentList', status: 500, times: 1 }]);
  await typeNumber(page, '301010202');
  await expect(alertWith(page, '搜索学生失败')).toBeVisible();
  await expect(input).toHaveValue('301010202');

  // The keyboard confirmation: focus on 确定, ← to 取消, Esc cancels it alone, Enter confirms.
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '确认考号' });
  await expect(confirm).toContainText('确定将该答题卡的考号设为 301010202（吴婷）吗？');
  await expect(confirm.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(confirm.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(confirm.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(input).toHaveValue('301010202');
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await expect(confirm.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('当前第几张')).toHaveText('1/1', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: '处理错误 (1)' })).toBeAttached();

  // The search is debounced (1 s): typing a name letter by letter asks once, for the whole name.
  const before = (await requests({ path: '/api/scannerApi/getNotScanStudentList' })).length;
  await dialog.getByRole('textbox', { name: '搜索学生' }).pressSequentially('李晓雨', { delay: 150 });
  const pick = dialog.getByRole('button', { name: '选用 李晓雨 301020101' });
  await expect(pick).toBeVisible();
  // The list without a key is refetched when the sheet changes (its students' upload state moved); only keyed searches
  // count here, and none may be for part of the name.
  const searches = (await requests({ path: '/api/scannerApi/getNotScanStudentList' })).slice(before);
  expect(searches.map((r) => (r.body as { key?: string }).key).filter(Boolean)).toEqual(['李晓雨']);
  await pick.click();
  await expect(input).toHaveValue('301020101');
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await page.getByRole('dialog', { name: '确认考号' }).getByRole('button', { name: '确定' }).click();

  // Nothing left: the dialog closes; both sheets uploaded with their numbers.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(resultRow(page, '301010202')).toContainText('即将上传');
  await expect(resultRow(page, '301020101')).toContainText('即将上传');
  await expect(page.getByText('错误：0')).toBeVisible();
  await expect(page.getByRole('button', { name: '处理错误 (0)' })).toBeVisible();
});

test('a number already uploaded asks to overwrite and compares with the uploaded sheet', async ({ page }) => {
  await prepare(page, await tray('301010202'), [0]);
  await scanAll(page, 1);
  await page.getByRole('button', { name: '处理错误 (1)' }).click();
  await typeNumber(page, '301010101');
  const confirm = page.getByRole('dialog', { name: '覆盖确认' });
  await expect(confirm).toContainText('考号 301010101（李明）的试卷已上传，确定用该答题卡覆盖吗？');
  await confirm.getByRole('button', { name: '对比之前图片' }).click();
  const compare = page.getByRole('dialog', { name: '图片对比' });
  await expect(compare.getByRole('img', { name: '已上传正面' })).toBeVisible();
  await expect(compare.getByRole('img', { name: '本次扫描正面' })).toBeVisible();
  await compare.getByRole('button', { name: '覆盖' }).click();
  await expect(fixDialog(page)).toBeHidden({ timeout: 10_000 });
  await expect(resultRow(page, '301010101')).toContainText('即将覆盖');
  await expect(page.getByRole('button', { name: '处理错误 (0)' })).toBeVisible();
});

test('rotate and swap upload the sheet again; a failed upload stays in the list', async ({ page }) => {
  await prepare(page, await tray('301010202'), [0]);
  await scanAll(page, 1);
  await page.getByRole('button', { name: '处理错误 (1)' }).click();
  const dialog = fixDialog(page);
  const front = dialog.getByRole('img', { name: /^正面 / });
  const backName = await dialog.getByRole('img', { name: /^反面 / }).getAttribute('alt');
  await dialog.getByRole('button', { name: '交换正反面' }).click();
  // The swap goes through the upload queue (kept in IndexedDB first): on a loaded 2-core machine it took over 7 s once.
  await expect(front).toHaveAttribute('alt', `正面 ${backName?.slice(3)}`, { timeout: 20_000 });
  await expect.poll(async () => (await requests({ path: '/api/scannerApi/putpic' })).length).toBe(2);
  await expect(dialog.getByText('考号未识别').first()).toBeVisible({ timeout: 10_000 });

  const src = await front.getAttribute('src');
  await setScenario([{ path: '/api/scannerApi/putpic', status: 500, times: 3 }]);
  await dialog.getByRole('button', { name: '旋转180°' }).click();
  await expect(dialog.getByLabel('错误原因')).toContainText('HTTP 500', { timeout: 20_000 });
  expect(await front.getAttribute('src')).not.toBe(src);
  await expect(dialog.getByLabel('当前第几张')).toHaveText('1/1');
});

test('discard one, discard all and discard all and clear (refused while scanning)', async ({ page }) => {
  test.setTimeout(90_000);
  await prepare(page, await tray('301020101', '301010202', '301020102'), [0]);
  // A slow tray: the first sheet fails while the scanner still runs.
  await sim('POST', '/settings', { ratePerMinute: 20 });
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await page.getByRole('button', { name: '处理错误 (1)' }).click({ timeout: 20_000 });
  await fixDialog(page).getByRole('button', { name: '全部丢弃并清空' }).click();
  await expect(alertWith(page, '正在扫描，无法丢弃')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(fixDialog(page)).toBeHidden();
  await page.getByRole('button', { name: '停止扫描 (P)' }).click();
  await expect(page.getByRole('button', { name: '开始扫描 (O)' })).toBeEnabled({ timeout: 20_000 });

  // A second tray: a misread number (held by the server) and another unreadable sheet.
  await sim('POST', '/settings', { ratePerMinute: 600 });
  await sim('POST', '/sheets', { sheets: await tray('301019999', '301020102') });
  await sim('POST', '/faults', { kind: 'unreadable_exam_number', index: 1 });
  const before = await results(page).getByRole('row').count();
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(results(page).getByRole('row')).toHaveCount(before + 2, { timeout: 20_000 });
  await expect(results(page).getByText('上传中')).toHaveCount(0, { timeout: 20_000 });
  const scanned = before + 2;
  // 李晓雨, perhaps 吴婷's front alone (the scan was stopped), the misread and the unreadable sheet.
  const errors = Number(/\((\d+)\)/.exec((await page.getByRole('button', { name: /^处理错误/ }).textContent()) ?? '')?.[1]);
  expect(errors).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: /^处理错误/ }).click();
  const dialog = fixDialog(page);
  await expect(dialog.getByLabel('当前第几张')).toHaveText(`1/${errors}`);
  await expect(dialog.getByText(/^识别考号：/)).toHaveCount(0);

  await dialog.getByRole('button', { name: '丢弃', exact: true }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '已丢弃')).toBeVisible();
  await expect(dialog.getByLabel('当前第几张')).toHaveText(`1/${errors - 1}`);
  await expect(results(page).getByRole('row')).toHaveCount(scanned - 1);

  // Discard all: the server refuses once (the misread sheet is its temporary sheet); nothing is dropped.
  await setScenario([{ path: '/api/scannerApi/deleteTempPic', status: 500, times: 1 }]);
  await dialog.getByRole('button', { name: '全部丢弃', exact: true }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '丢弃失败')).toBeVisible();
  await expect(dialog.getByLabel('当前第几张')).toHaveText(`1/${errors - 1}`);

  // It asks with what goes, as 清空列表 does: the sheets not saved yet and the unrecognised ones, counted.
  const sheetsLeft = (await results(page).getByRole('row').count()) - 1;
  await dialog.getByRole('button', { name: '全部丢弃并清空' }).click();
  await confirmWith(page, `全部丢弃并清空将丢弃 ${sheetsLeft - (errors - 1)} 张未保存的试卷和 ${errors - 1} 张未识别（有错误）的试卷`);
  await expect(alertWith(page, '已清除')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(results(page).getByText('暂无扫描结果')).toBeVisible();
  const discards = await requests({ path: '/api/scannerApi/deleteTempPic' });
  expect(discards.at(-1)?.body).toMatchObject({ studentIds: ['301019999'], exam_id: 3001, subject_id: 2 });
});

test('modify exam number: moving onto an uploaded student stacks the displaced sheets until each has a number', async ({ page }) => {
  await prepare(page, await tray('301010202'));
  await scanAll(page, 1);
  await results(page).getByRole('button', { name: '修改考号（第 1 张）' }).click();
  const dialog = page.getByRole('dialog', { name: '修改考号' });
  await expect(dialog).toContainText('当前考号：301010202');
  const input = dialog.getByRole('textbox', { name: '新考号' });
  await dialog.getByRole('button', { name: '修改', exact: true }).click();
  await expect(dialog.getByText('请输入新考号')).toBeVisible();

  // The server fails once: the text says so and the typed number stays.
  await input.fill('301010102');
  await setScenario([{ path: '/api/scannerApi/modifyUploadedPaperSid', status: 500, times: 1 }]);
  await dialog.getByRole('button', { name: '修改', exact: true }).click();
  await page.getByRole('dialog', { name: '确认修改' }).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '修改考号失败')).toBeVisible();
  await expect(input).toHaveValue('301010102');
  await clearScenario();

  // 王小红 (301010102) had a sheet: it is displaced and held under 301010202.
  await dialog.getByRole('button', { name: '修改', exact: true }).click();
  await page.getByRole('dialog', { name: '确认修改' }).getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('出现新的冲突考号，请手动修改').first()).toBeVisible();
  await expect(dialog).toContainText('301010102 → 301010202');
  await expect(dialog.getByRole('img', { name: '冲突试卷 301010102' })).toBeVisible();
  await expect(resultRow(page, '301010102')).toHaveCount(1);
  // It cannot be dismissed while a displaced sheet waits.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Onto 周杰 (uploaded too): another conflict; then onto 张浩 (not uploaded): the stack empties and the dialog closes.
  await dialog.getByRole('textbox', { name: '新考号' }).fill('301010201');
  await dialog.getByRole('button', { name: '修改', exact: true }).click();
  await page.getByRole('dialog', { name: '确认修改' }).getByRole('button', { name: '确定' }).click();
  await expect(dialog).toContainText('301010201 → 301010202');
  await dialog.getByRole('textbox', { name: '搜索学生' }).fill('张浩');
  await dialog.getByRole('button', { name: '选用 张浩 301020102' }).click();
  await expect(dialog.getByRole('textbox', { name: '新考号' })).toHaveValue('301020102');
  await dialog.getByRole('button', { name: '修改', exact: true }).click();
  await page.getByRole('dialog', { name: '确认修改' }).getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  const moves = (await requests({ path: '/api/scannerApi/modifyUploadedPaperSid' })).map((r) => r.body as { oldSid: string; newSid: string });
  expect(moves.slice(-3)).toEqual([
    expect.objectContaining({ oldSid: '301010202', newSid: '301010102' }),
    expect.objectContaining({ oldSid: '301010202', newSid: '301010201' }),
    expect.objectContaining({ oldSid: '301010202', newSid: '301020102' }),
  ]);
});

test('existing paper: the uploaded sheet beside this one, delete its upload record, overwrite', async ({ page }) => {
  await prepare(page, await tray('301010101'));
  await scanAll(page, 1);
  await expect(resultRow(page, '301010101')).toContainText('已上传');

  await setScenario([{ path: '/api/scannerApi/getpic', status: 500 }]);
  await results(page).getByRole('button', { name: '第 1 张的已有试卷' }).click();
  const existing = page.getByRole('dialog', { name: '已有试卷' });
  await expect(existing.getByText('获取已上传图片失败').first()).toBeVisible();
  await expect(existing.getByRole('img', { name: '本次扫描正面' })).toBeVisible();
  await page.keyboard.press('Escape');
  await clearScenario();

  // The fix dialog offers deleting the upload record of a page (the server fails once).
  await page.getByRole('button', { name: '处理错误 (1)' }).click();
  const dialog = fixDialog(page);
  await setScenario([{ path: '/api/scannerApi/deletePicAndRollback', status: 500, times: 1 }]);
  await dialog.getByRole('button', { name: '删除上传记录' }).click();
  await page.getByRole('menuitem', { name: '第二页' }).click();
  const sure = page.getByRole('dialog', { name: '提示' });
  await expect(sure).toContainText('相关的分组阅卷记录也会被删除');
  await sure.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除失败')).toBeVisible();
  await dialog.getByRole('button', { name: '删除上传记录' }).click();
  await page.getByRole('menuitem', { name: '第二页' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/scannerApi/deletePicAndRollback' })).at(-1)?.body).toMatchObject({ student_id: '301010101', page: 2 });

  await dialog.getByRole('button', { name: '已有试卷' }).click();
  await expect(existing.getByRole('img', { name: '已上传正面' })).toBeVisible();
  await existing.getByRole('button', { name: '覆盖' }).click();
  const cover = page.getByRole('dialog', { name: '提示' });
  await expect(cover).toContainText('确定用本次扫描的答题卡覆盖考号 301010101 已上传的试卷吗？');
  await cover.getByRole('button', { name: '覆盖' }).click();
  await expect(existing).toBeHidden();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(resultRow(page, '301010101')).toContainText('即将覆盖');
});

test('the not-scanned list pages, searches and downloads', async ({ page }) => {
  await prepare(page, await tray('301010202'));
  await setScenario([{ path: '/api/scannerApi/getNotScanStudentList', status: 500, times: 1 }]);
  await page.getByRole('button', { name: '未扫描名单' }).click();
  const dialog = page.getByRole('dialog', { name: '未扫描学生名单' });
  await expect(dialog.getByText(/获取未扫描学生列表失败/)).toBeVisible();
  await dialog.getByRole('button', { name: '重试' }).click();
  const table = dialog.getByRole('table', { name: '未扫描学生名单' });
  await expect(table.getByRole('row').filter({ hasText: '301010202' })).toHaveCount(1);
  await expect(dialog.getByRole('combobox', { name: '每页条数' })).toHaveValue('50 条/页');
  // Uploaded students (李明) are not listed.
  await expect(table.getByRole('row').filter({ hasText: '301010101' })).toHaveCount(0);
  await expect.poll(async () => (await requests({ path: '/api/scannerApi/getNotScanStudentList' })).at(-1)?.body).toMatchObject({ page: 1, pagesize: 50 });

  await dialog.getByRole('combobox', { name: '每页条数' }).click();
  await page.getByRole('option', { name: '10 条/页', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(11);
  await dialog.getByRole('button', { name: '第 2 页' }).click();
  await expect.poll(async () => (await requests({ path: '/api/scannerApi/getNotScanStudentList' })).at(-1)?.body).toMatchObject({ page: 2, pagesize: 10 });

  await dialog.getByRole('textbox', { name: '姓名' }).fill('吴婷');
  await dialog.getByRole('button', { name: '查询' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('301010202');
  await expect(dialog.getByText('共 1 条')).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect.poll(async () => (await requests({ path: '/api/scannerApi/downloadNotScanStudentList' })).at(-1)?.body).toMatchObject({ student_name: '吴婷', exam_id: 3001, subject_id: 2 });
});

test('answer detail shows every sub-question of a sheet full screen', async ({ page }) => {
  await prepare(page, await tray('301010202'));
  await scanAll(page, 1);
  await results(page).getByRole('button', { name: '第 1 张的答案详情' }).click();
  const viewer = page.getByRole('dialog', { name: /答案详情/ });
  const table = viewer.getByRole('table', { name: '答案详情' });
  await expect(table.getByRole('row')).toHaveCount(13);
  // 吴婷's sheet: question 11 is marked A and C.
  await expect(table.getByRole('row').filter({ hasText: 'AC' })).toHaveCount(1);
});
