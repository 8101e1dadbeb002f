// Manual paper upload (exam/examupload), driven as an exam administrator would use it, against the stateful mock:
// choose the paper and real answer-sheet images (the simulator's renderSheet), watch the progress bar, see the
// uploaded pages listed; query by student secret id; failures keep the chosen files (spec 2 §2.6, §3, §7, §9).
import { expect, type Locator, type Page } from '@playwright/test';
import { defaultSheetTemplate, defaultSheets, renderSheet } from '../../packages/scanner-protocol/src/simulator/sheets';
import { test, setScenario, requests } from './support/mock';
import { ACCOUNT, alertWith, EXAM_3001, signIn } from './flows';

const LIST = '/api/examupload/getuploadpaperinfolist';
const UPLOAD = '/api/examupload/getuploadpapers';
const table = (page: Page) => page.getByRole('table', { name: '已上传试卷列表' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const lastList = async () => (await requests({ path: LIST })).at(-1)?.body as Record<string, unknown> | undefined;

/** The front page of a student's answer sheet as a JPEG file (exam 3001 数学 uses the simulator's default sheet). */
function sheetFile(label: string, name: string) {
  const spec = defaultSheets.find((s) => s.label === label);
  if (!spec) throw new Error(label);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(renderSheet(defaultSheetTemplate, spec).front) };
}

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pickFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '选择试卷图片' }).click();
  await (await chooser).setFiles(files);
}

async function openUpload(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam/examupload', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { name: '试卷上传' })).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
}

test('uploads answer-sheet images with a progress bar and sees them in the refreshed list', async ({ page }) => {
  await openUpload(page);
  for (const header of ['学生密号', '考试ID', '科目ID', '页码', '客观题答案']) {
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: '试卷' })).toHaveValue('数学-1');
  await expect.poll(() => lastList()).toEqual({ page: 1, pagesize: 15, examid: 3001, subjectid: 2, paperid: 7001, studentid: '' });
  await expect(page.getByText('共 3 条')).toBeVisible();
  await expect(rowOf(page, '301010201')).toContainText('未识别');

  // Nothing chosen yet, and a file that is no image.
  await page.getByRole('button', { name: '开始上传' }).click();
  await expect(alertWith(page, '请先选择要上传的试卷图片')).toBeVisible();
  await pickFiles(page, [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a sheet') }]);
  await expect(alertWith(page, '只能上传jpg或png格式的试卷图片')).toBeVisible();

  await pickFiles(page, [sheetFile('吴婷', 'wuting.jpg'), sheetFile('李晓雨', 'lixiaoyu.jpg')]);
  await expect(page.getByText('已选择 2 个文件')).toBeVisible();
  await expect(page.getByText(/^wuting\.jpg（/)).toBeVisible();

  // The server takes its time: the bar shows every byte sent while it works.
  await setScenario([{ path: UPLOAD, delayMs: 2500 }]);
  await page.getByRole('button', { name: '开始上传' }).click();
  const bar = page.getByRole('progressbar', { name: '上传进度' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('status').filter({ hasText: '等待服务器处理' })).toBeVisible();
  await expect(alertWith(page, '上传成功')).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(page.getByText('已选择 2 个文件')).toBeHidden();

  const sent = (await requests({ path: UPLOAD })).at(-1);
  expect(sent?.status).toBe(200);
  expect(sent?.bodyBytes).toBeGreaterThan(10_000);
  await expect(page.getByText('共 5 条')).toBeVisible();
  await expect(rowOf(page, '301010202')).toContainText('1:C,2:C,3:B,4:D,5:A,6:B,7:D,8:D,9:A,10:B,11:AC,12:D');
  await expect(rowOf(page, '301020101')).toContainText('第1页');
});

test('queries by student secret id, switches paper and subject', async ({ page }) => {
  await openUpload(page);
  await page.getByRole('textbox', { name: '学生密号' }).fill('3010a');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('学生密号只能是数字')).toBeVisible();
  await page.getByRole('textbox', { name: '学生密号' }).fill('301010101');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, '301010101')).toContainText('3001');
  await expect.poll(() => lastList()).toMatchObject({ studentid: '301010101', paperid: 7001 });
  // The query lives in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('textbox', { name: '学生密号' })).toHaveValue('301010101');
  await expect(table(page).getByRole('row')).toHaveCount(2);

  await choose(page, page.getByRole('combobox', { name: '试卷' }), '数学-2');
  await expect.poll(async () => (await lastList())?.paperid).toBe(7002);
  await expect(rowOf(page, '301010101')).toContainText('第2页');

  await choose(page, page.getByRole('combobox', { name: '科目' }), '英语');
  await expect(page.getByRole('combobox', { name: '试卷' })).toHaveValue('英语-1');
  await expect.poll(async () => (await lastList())?.subjectid).toBe(3);
});

test('a refused or failed upload says why and keeps the chosen files and query', async ({ page }) => {
  await openUpload(page);
  await page.getByRole('textbox', { name: '学生密号' }).fill('3010');
  await pickFiles(page, [sheetFile('张浩', 'zhanghao.jpg')]);

  await setScenario([{ path: UPLOAD, example: 'failed', times: 1 }]);
  await page.getByRole('button', { name: '开始上传' }).click();
  await expect(alertWith(page, '上传失败：未识别到考号')).toBeVisible();
  await expect(page.getByText('已选择 1 个文件')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '学生密号' })).toHaveValue('3010');

  await setScenario([{ path: UPLOAD, status: 500, times: 1 }]);
  await page.getByRole('button', { name: '开始上传' }).click();
  await expect(alertWith(page, '服务器出错（HTTP 500），请稍后重试')).toBeVisible();
  await expect(page.getByText('已选择 1 个文件')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '上传进度' })).toBeHidden();

  // The back page of a paper carries no exam number: the server refuses it.
  await choose(page, page.getByRole('combobox', { name: '试卷' }), '数学-2');
  await page.getByRole('button', { name: '开始上传' }).click();
  await expect(alertWith(page, '上传失败：第二页没有考号，无法识别')).toBeVisible();

  // The same file then goes up once the paper is right.
  await choose(page, page.getByRole('combobox', { name: '试卷' }), '数学-1');
  await page.getByRole('button', { name: '开始上传' }).click();
  await expect(alertWith(page, '上传成功')).toBeVisible();
  await expect(rowOf(page, '301020102')).toBeVisible();
});
