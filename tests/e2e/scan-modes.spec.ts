// The scanner view's modes and tools, driven as exam staff would use them against the real driver simulator and the
// stateful mock (spec 3 §2.3, §4.2, §5 "Saving", §7.1–7.2): 模板扫描, 参数配置, 上传图片, and saving in global scan
// (manual and automatic, real-time and on-save processing).
import { expect, type Page } from '@playwright/test';
import { test, requests, resetMock, setScenario } from './support/mock';
import { SCANNER_URL } from './support/env';
import { openScanView, resetSimulator, scannerStatus, scanResults, SEEDED_UPLOADS, sim } from './support/scanner';
import { alertWith, EXAM_3001 } from './flows';

interface TraySheet {
  examNumber: string;
}

/** Puts sheets in the simulator's tray: `fresh` never uploaded ones, then `seeded` already uploaded ones. */
async function loadTray(fresh: number, seeded = 0): Promise<TraySheet[]> {
  const { sheets } = await sim<{ sheets: TraySheet[] }>('GET', '/sheets');
  const chosen = [...sheets.filter((s) => !SEEDED_UPLOADS.includes(s.examNumber)).slice(0, fresh), ...sheets.filter((s) => SEEDED_UPLOADS.includes(s.examNumber)).slice(0, seeded)];
  expect(chosen).toHaveLength(fresh + seeded);
  await sim('POST', '/sheets', { sheets: chosen });
  return chosen;
}

async function scanAll(page: Page, count: number): Promise<void> {
  await expect(scannerStatus(page)).toContainText('已连接');
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(scanResults(page).getByRole('row')).toHaveCount(count + 1, { timeout: 20_000 });
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled();
}

/** The whole exam subject's progress bar: [uploaded, total]. */
async function progress(page: Page): Promise<[number, number]> {
  const text = (await page.getByRole('button', { name: /^全部：已上传/ }).getAttribute('aria-label')) ?? '';
  const m = /已上传 (\d+) \/ (\d+)/.exec(text);
  expect(m, text).not.toBeNull();
  return [Number(m?.[1]), Number(m?.[2])];
}

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('template mode: preselected by ?template=1, double-sided, pages shown as thumbnails and uploaded as template pages', async ({ page }) => {
  await loadTray(1);
  await openScanView(page, '?template=1');
  await expect(page.getByRole('radio', { name: '模板扫描' })).toBeChecked();
  // No exam-mode bar or result table in template mode.
  await expect(scanResults(page)).toHaveCount(0);
  await expect(scannerStatus(page)).toContainText('已连接');
  // O starts a scan once the scanner is open (the button says when).
  await expect(page.getByRole('button', { name: '开始扫描 (O)' })).toBeEnabled();
  await page.keyboard.press('o');
  const pages = page.getByRole('list', { name: '模板图片' }).getByRole('listitem');
  await expect(pages).toHaveCount(2, { timeout: 15_000 });
  // Template scanning is always double-sided, without red removal.
  const state = await sim<{ duplex: boolean; deviceParams: { group_param: { name: string; value: unknown }[] }[] }>('GET', '/state');
  expect(state.duplex).toBe(true);
  expect(state.deviceParams?.flatMap((g) => g.group_param).find((p) => p.name === 'Red removal')?.value).toBe(false);
  await expect(page.getByRole('img', { name: '模板预览 第 2 页' })).toBeVisible();
  await page.getByRole('button', { name: '预览第 1 页' }).click();
  await expect(page.getByRole('img', { name: '模板预览 第 1 页' })).toBeVisible();

  // A failed upload keeps the pages for another try.
  await setScenario([{ path: '/api/exam/mgeexamsubjectpapers/uploadexamsubjectpaper', status: 500, times: 1 }]);
  await page.getByRole('button', { name: '上传模板（2）' }).click();
  await expect(alertWith(page, /模板上传失败/)).toBeVisible();
  await expect(page.getByRole('button', { name: '上传模板（2）' })).toBeEnabled();

  const before = (await requests({ path: '/api/exam/mgeexamsubjectpapers/uploadexamsubjectpaper' })).length;
  await page.getByRole('button', { name: '上传模板（2）' }).click();
  await expect(alertWith(page, '已上传 2 张模板图片')).toBeVisible();
  expect(await requests({ path: '/api/exam/mgeexamsubjectpapers/uploadexamsubjectpaper' })).toHaveLength(before + 2);
  await expect(pages.filter({ hasText: '已上传' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: '上传模板（0）' })).toBeDisabled();

  // Back to paper scanning: the exam-mode bar and the table.
  await page.getByRole('radio', { name: '试卷扫描' }).check();
  await expect(scanResults(page)).toBeVisible();
  await expect(page.getByText('全局扫描')).toBeVisible();
});

test('参数配置: the global config and the device parameter groups, searched, saved to the driver and reset', async ({ page }) => {
  await openScanView(page);
  await expect(scannerStatus(page)).toContainText('已连接');
  await page.getByRole('button', { name: '参数配置' }).click();
  const dialog = page.getByRole('dialog', { name: '参数配置' });
  await expect(dialog.getByRole('tab', { name: '全局设置' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('文件名前缀')).toHaveValue('EXAMSCAN');
  await expect(dialog.getByRole('combobox', { name: '图片格式' })).toHaveValue('JPG');
  await expect(dialog.getByRole('textbox', { name: 'JPG 质量' })).toHaveValue('80');

  // The search narrows every group to the matching parameters.
  await dialog.getByRole('textbox', { name: '搜索参数' }).fill('伽马');
  await expect(dialog.getByRole('tab', { name: '图像（1）' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '基本（0）' })).toBeVisible();
  await dialog.getByRole('tab', { name: '图像（1）' }).click();
  const gamma = dialog.getByRole('textbox', { name: '伽马' });
  await expect(gamma).toHaveValue('1.8');
  await expect(dialog.getByRole('textbox', { name: '亮度' })).toHaveCount(0);
  // Doubles keep 2 decimals.
  await gamma.fill('2.345');
  await gamma.blur();
  await expect(gamma).toHaveValue('2.34');
  await dialog.getByRole('tab', { name: '全局设置' }).click();
  await dialog.getByRole('textbox', { name: 'JPG 质量' }).fill('90');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '扫描参数已保存')).toBeVisible();
  await expect(dialog).toBeHidden();
  type State = { globalConfig: { image_jpeg_quality: number }; deviceParams: { group_param: { name: string; value: unknown }[] }[] };
  const gammaOf = (s: State) => s.deviceParams.flatMap((g) => g.group_param).find((p) => p.name === 'Gamma')?.value;
  const saved = await sim<State>('GET', '/state');
  expect(gammaOf(saved)).toBe(2.34);
  expect(saved.globalConfig.image_jpeg_quality).toBe(90);

  // 重置 puts the device's defaults back and shows them.
  await page.getByRole('button', { name: '参数配置' }).click();
  await dialog.getByRole('tab', { name: /^图像/ }).click();
  await expect(dialog.getByRole('textbox', { name: '伽马' })).toHaveValue('2.34');
  await dialog.getByRole('button', { name: '重置' }).click();
  await expect(alertWith(page, '扫描参数已重置为默认值')).toBeVisible();
  await dialog.getByRole('tab', { name: /^图像/ }).click();
  await expect(dialog.getByRole('textbox', { name: '伽马' })).toHaveValue('1.8');
  expect(gammaOf(await sim<State>('GET', '/state'))).toBe(1.8);
});

test('上传图片: a sheet chosen from files uploads like a scanned one; one image is refused when double-sided', async ({ page }) => {
  const [sheet] = await loadTray(1);
  const image = async (side: 'front' | 'back') => {
    const res = await fetch(`${SCANNER_URL}/__sim/sheet.jpg?index=0&side=${side}`);
    return { name: `${side}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(await res.arrayBuffer()) };
  };
  const front = await image('front');
  const back = await image('back');
  await openScanView(page);
  await page.getByRole('button', { name: '上传图片' }).click();
  const dialog = page.getByRole('dialog', { name: '上传图片' });
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles([front]);
  await dialog.getByRole('button', { name: '上传' }).click();
  await expect(dialog.getByText('双面扫描需要选择两张图片（正面和反面）')).toBeVisible();
  await input.setInputFiles([front, back]);
  await expect(dialog.getByText('正面：front.jpg；反面：back.jpg')).toBeVisible();
  await dialog.getByRole('button', { name: '上传' }).click();
  await expect(dialog).toBeHidden();
  const row = scanResults(page).getByRole('row').filter({ hasText: sheet?.examNumber ?? '—' });
  await expect(row).toContainText('即将上传', { timeout: 10_000 });
  expect(await requests({ path: '/api/scannerApi/putpic' })).toHaveLength(1);
});

test('global scan: 保存 submits the recognised sheets, keeps the errors, refuses a new scan before saving, and the progress follows', async ({ page }) => {
  const tray = await loadTray(2, 1);
  const fresh = tray.slice(0, 2).map((s) => s.examNumber);
  await openScanView(page);
  await expect(page.getByRole('button', { name: /^全部：已上传/ })).toBeVisible();
  const [uploaded, total] = await progress(page);
  await scanAll(page, 3);
  // The seeded paper was already uploaded: an error that stays for fixing.
  await expect(page.getByText('错误：1')).toBeVisible();

  // Manual save (the default): a new scan waits until the recognised sheets are saved.
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(alertWith(page, '请先保存已识别的试卷')).toBeVisible();

  // A failed save keeps every sheet.
  await setScenario([{ path: '/api/scannerApi/submitPaper', status: 500, times: 1 }]);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, /HTTP 500/)).toBeVisible();
  await expect(scanResults(page).getByRole('row')).toHaveCount(4);

  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  const [submit] = (await requests({ path: '/api/scannerApi/submitPaper' })).slice(-1);
  expect((submit?.body as { studentIds: string[] }).studentIds.sort()).toEqual([...fresh].sort());
  // Only the error row stays; the progress is read again a second later.
  await expect(scanResults(page).getByRole('row')).toHaveCount(2);
  await expect(scanResults(page)).toContainText(tray[2]?.examNumber ?? '—');
  await expect.poll(() => progress(page), { timeout: 5_000 }).toEqual([uploaded + 2, total]);
});

test('a click on a toggle while the scanner connects is not lost: the mode bar does not move when it has connected', async ({ page }) => {
  // The scanner takes a few seconds to open; the person aims at 自动保存 meanwhile and clicks as it opens.
  await sim('POST', '/faults', { kind: 'slow_reply', func: 'open_device', ms: 3000 });
  await openScanView(page);
  const start = page.getByRole('button', { name: '开始扫描 (O)' });
  const label = page.getByText('自动保存', { exact: true });
  await expect(label).toBeVisible();
  await expect(start).toBeDisabled();
  const aimed = await label.boundingBox();
  expect(aimed).not.toBeNull();
  await expect(start).toBeEnabled({ timeout: 15_000 });
  await page.mouse.click((aimed?.x ?? 0) + (aimed?.width ?? 0) / 2, (aimed?.y ?? 0) + (aimed?.height ?? 0) / 2);
  await expect(page.getByRole('radio', { name: '自动保存' })).toBeChecked();
});

test('auto-save with on-save processing: the sheets are processed and saved when the scan ends', async ({ page }) => {
  const tray = await loadTray(2);
  await openScanView(page);
  await page.getByText('自动保存', { exact: true }).click();
  await page.getByText('保存时处理', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '自动保存' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '保存时处理' })).toBeChecked();
  await expect(scannerStatus(page)).toContainText('已连接');
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible({ timeout: 20_000 });
  const [deal] = await requests({ path: '/api/scannerApi/fixAndDealPaper' });
  expect(deal?.body).toMatchObject({ exam_id: 3001, submit: true });
  expect((deal?.body as { studentIds: string[] }).studentIds.sort()).toEqual(tray.map((s) => s.examNumber).sort());
  expect(await requests({ path: '/api/scannerApi/submitPaper' })).toHaveLength(0);
  await expect(page.getByText('暂无扫描结果')).toBeVisible();
});

test('允许覆盖 (ORM exam numbers) asks first; then an already uploaded paper is overwritten instead of refused', async ({ page }) => {
  await loadTray(0, 1);
  await openScanView(page);
  await expect(scannerStatus(page)).toContainText('已连接');
  const cover = page.getByRole('radio', { name: '允许覆盖' });
  await expect(cover).toBeEnabled();
  // Cancelling keeps 覆盖报错.
  await page.getByText('允许覆盖', { exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '将忽略考号重复（已上传）的错误' });
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('radio', { name: '覆盖报错' })).toBeChecked();
  await page.getByText('允许覆盖', { exact: true }).click();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(cover).toBeChecked();
  await expect.poll(async () => (await sim<{ globalConfig: { is_cover: boolean } }>('GET', '/state')).globalConfig.is_cover).toBe(true);
  await scanAll(page, 1);
  await expect(scanResults(page).getByRole('row').filter({ hasText: SEEDED_UPLOADS[0] ?? '—' })).toContainText('即将覆盖');
  await expect(page.getByText('错误：0')).toBeVisible();
});

test('a subject without a template falls back to template scanning and says so; paper scanning stays off', async ({ page }) => {
  await setScenario([{ path: '/api/exam/connectScanner', example: 'noTemplate' }]);
  await openScanView(page, '', { ...EXAM_3001, subject_id: 3, subject_name: '英语' });
  await expect(alertWith(page, '模板数量为0，请先添加试卷模板再扫描')).toBeVisible();
  await expect(page.getByRole('radio', { name: '模板扫描' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '试卷扫描' })).toBeDisabled();
  await expect(page.getByRole('list', { name: '模板图片' })).toBeVisible();
  await expect(scanResults(page)).toHaveCount(0);
});
