// Question stems (exam/question-info-paper), driven as an exam administrator would use the page against the stateful
// mock: opened from the exam card's 题干配置 for exam 3001 数学, a group picked, a stem region drawn with the mouse
// on the template page, saved and found again after a reload; a stem image uploaded (previewed, served) and deleted;
// a failed save keeps the drawing and shows the server's text. The seeded 填空题 and 解答题17 already have regions.
import { expect, type Page } from '@playwright/test';
import { test, setScenario, waitForRequest } from './support/mock';
import { ACCOUNT, alertWith, answerDialog, signIn } from './flows';
import { openTask } from './support/marking';

const SAVE = '/api/exam/savequestionstem';
/** A 1 × 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const groups = (page: Page) => page.getByRole('navigation', { name: '题组' });
const group = (page: Page, name: string) => groups(page).getByRole('button', { name: new RegExp(`^${name}`) });
const regions = (page: Page) => page.getByRole('list', { name: '题干区域' }).getByRole('listitem');
const canvas = (page: Page) => page.getByRole('application', { name: '模板图片' });

async function openStems(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam' });
  const exam = page.getByRole('article', { name: '2026年秋季高一期中联考', exact: true });
  await exam.getByRole('group', { name: '数学', exact: true }).getByRole('link', { name: '题干配置' }).click();
  await expect(page).toHaveURL(/\/main\/exam\/question-info-paper$/);
  await expect(page.getByRole('heading', { name: '题干配置' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '科目' })).toHaveValue('数学');
  await expect(group(page, '选择题')).toBeVisible();
  // The template pages have loaded when the canvas is there.
  await expect(canvas(page).locator('canvas').first()).toBeVisible();
}

/** Whether a region is painted at a point (screen pixels from the canvas's top left): the layers above the pages. */
const paintedAt = (page: Page, x: number, y: number) =>
  canvas(page)
    .locator('canvas')
    .evaluateAll((layers: HTMLCanvasElement[], at) =>
      layers.slice(1).some((c) => {
        const ratio = c.width / c.clientWidth;
        return (c.getContext('2d')?.getImageData(Math.round(at.x * ratio), Math.round(at.y * ratio), 1, 1).data[3] ?? 0) > 0;
      }),
      { x, y },
    );

/** Drags a rectangle on the canvas, from and to points relative to its top left corner (screen pixels). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down();
  await page.mouse.move(box.x + (from.x + to.x) / 2, box.y + (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(box.x + to.x, box.y + to.y, { steps: 4 });
  await page.mouse.up();
}

test('draws a stem region on the template page, saves it and finds it again after a reload', async ({ page }) => {
  await openStems(page);
  await expect(group(page, '填空题')).toContainText('已设置');
  await expect(group(page, '解答题18')).toContainText('未设置');

  await group(page, '解答题18').click();
  await expect(page.getByRole('heading', { name: '解答题18 的题干' })).toBeVisible();
  await expect(page.getByText('尚未框选题干区域')).toBeVisible();
  // A drag without 框选题干 draws nothing.
  await drag(page, { x: 40, y: 60 }, { x: 300, y: 160 });
  await expect(regions(page)).toHaveCount(0);
  expect(await paintedAt(page, 170, 110)).toBe(false);

  await page.getByRole('button', { name: '框选题干' }).click();
  await expect(page.getByRole('button', { name: '框选题干' })).toHaveAttribute('aria-pressed', 'true');
  await drag(page, { x: 40, y: 60 }, { x: 300, y: 160 });
  await expect(regions(page)).toHaveCount(1);
  await expect(regions(page).first()).toContainText('第1页');
  await expect.poll(() => paintedAt(page, 170, 110)).toBe(true);
  // Drawing ends with the region; the new region is selected.
  await expect(page.getByRole('button', { name: '框选题干' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('有未保存的修改')).toBeVisible();
  const drawn = (await regions(page).first().textContent()) ?? '';

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '题干已保存')).toBeVisible();
  const saved = await waitForRequest(SAVE);
  expect(saved.body).toMatchObject({ examid: 3001, subjectid: 2, quesid: 804, areas: [{ p: 0 }] });
  await expect(group(page, '解答题18')).toContainText('已设置');
  await expect(page.getByText('有未保存的修改')).toHaveCount(0);

  await page.reload();
  await group(page, '解答题18').click();
  await expect(regions(page)).toHaveCount(1);
  await expect(regions(page).first()).toHaveText(drawn);

  // Click the region on the page to select it, then delete it: the group has an unsaved change until it is saved.
  await expect.poll(() => paintedAt(page, 170, 110)).toBe(true);
  await expect(page.getByRole('button', { name: '删除选中区域' })).toBeDisabled();
  const box = await canvas(page).boundingBox();
  await page.mouse.click((box?.x ?? 0) + 170, (box?.y ?? 0) + 110);
  await expect(regions(page).first()).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: '删除选中区域' }).click();
  await expect(regions(page)).toHaveCount(0);
  await expect.poll(() => paintedAt(page, 170, 110)).toBe(false);
  await expect(page.getByText('有未保存的修改')).toBeVisible();
});

test('asks before switching group with an unsaved drawing', async ({ page }) => {
  await openStems(page);
  await group(page, '解答题17').click();
  await expect(regions(page)).toHaveCount(1);
  await page.getByRole('button', { name: '框选题干' }).click();
  await drag(page, { x: 40, y: 60 }, { x: 200, y: 120 });
  await expect(regions(page)).toHaveCount(2);

  await group(page, '选择题').click();
  const ask = page.getByRole('dialog', { name: '未保存的修改' });
  await answerDialog(ask, '留在本页');
  await expect(page.getByRole('heading', { name: '解答题17 的题干' })).toBeVisible();
  await expect(regions(page)).toHaveCount(2);

  await group(page, '选择题').click();
  await answerDialog(ask, '离开');
  await expect(page.getByRole('heading', { name: '选择题 的题干' })).toBeVisible();
  await group(page, '解答题17').click();
  await expect(regions(page)).toHaveCount(1);
});

test('a failed save keeps the drawing and shows the server text', async ({ page }) => {
  await openStems(page);
  await group(page, '解答题18').click();
  await page.getByRole('button', { name: '框选题干' }).click();
  await drag(page, { x: 60, y: 80 }, { x: 260, y: 180 });
  await expect(regions(page)).toHaveCount(1);

  await setScenario([{ path: SAVE, failure: '题干区域不能超出试卷图片', times: 1 }]);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '题干区域不能超出试卷图片')).toBeVisible();
  await expect(regions(page)).toHaveCount(1);
  await expect(page.getByText('有未保存的修改')).toBeVisible();
  await expect(group(page, '解答题18')).toContainText('未设置');

  // The same drawing saves on the next try.
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '题干已保存')).toBeVisible();
  await expect(group(page, '解答题18')).toContainText('已设置');
});

test('uploads a stem image, previews it and deletes it', async ({ page }) => {
  await openStems(page);
  await group(page, '选择题').click();
  await expect(page.getByText('尚未上传题干图片')).toBeVisible();

  // Not an image: refused in the page, nothing is sent.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传题干图片' }).click();
  await (await chooser).setFiles({ name: '题干.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(alertWith(page, '只能上传png、jpeg或gif格式的图片')).toBeVisible();

  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传题干图片' }).click();
  await (await again).setFiles({ name: '选择题题干.png', mimeType: 'image/png', buffer: PNG });
  await expect(alertWith(page, '题干图片已上传')).toBeVisible();
  const preview = page.getByRole('img', { name: '题干图片' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/upload\/stem\/3001\/2\/801-\d+\.png$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(group(page, '选择题')).toContainText('已设置');

  await page.getByRole('button', { name: '删除题干图片' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '题干图片已删除')).toBeVisible();
  await expect(page.getByText('尚未上传题干图片')).toBeVisible();
  await expect(group(page, '选择题')).toContainText('未设置');
});

test('the stem regions saved here reach the marker, cut from the template page, beside the answer', async ({ page }) => {
  // 张伟 marks a new stem region for 解答题17 (the page's own call, as its 保存 sends it).
  await signIn(page, ACCOUNT, { to: '/main/cardMenu' });
  const saved = await page.request.post(SAVE, { data: { examid: 3001, subjectid: 2, quesid: 803, areas: [{ x: 60, y: 700, w: 500, h: 90, p: 0 }] } });
  expect(await saved.json()).toMatchObject({ success: true });

  // 王芳 marks 解答题17: the stem is shown beside the paper, the region at its own size.
  await openTask(page, 'wangfang', '解答题17', '一评');
  const stem = page.getByRole('complementary', { name: '题干' });
  const region = stem.getByRole('img', { name: '题干区域 1' });
  await expect(region).toBeVisible();
  await expect.poll(() => region.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`)).toBe('500×90');
  // 题干 hides it and shows it again.
  await page.getByRole('button', { name: '题干' }).click();
  await expect(stem).toHaveCount(0);
  await page.getByRole('button', { name: '题干' }).click();
  await expect(region).toBeVisible();
});
