// The template designer (exam/newmgeexamsubjectpapers), driven as an exam administrator would (spec 2 §2.1, §4, §5,
// §8): the seeded 数学 template, the 试卷图片 tab (upload, reorder, delete — both asking first and clearing the
// groups), and the 试卷配置 tab's masking and barcode areas drawn on the canvas, saved, reloaded, and kept when the
// save fails. Question groups: template-designer-groups.spec.ts.
import { expect } from '@playwright/test';
import { test, setScenario, MOCK_URL } from './support/mock';
import { ACCOUNT, alertWith, answerDialog, confirmWith, EXAM_3001, readAndClose, signIn, submitLoginForm } from './flows';
import { areaList, areaText, canvas, canvasReady, DESIGNER_VIEWPORT, drawArea, EXAM_3004, openDesigner, savePaperConfig, unsavedBadge } from './support/designer';

test.use({ viewport: DESIGNER_VIEWPORT });

test('opens the seeded 数学 template with its groups', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openDesigner(page);
  await expect(page.getByRole('tab', { name: '题组配置', selected: true })).toBeVisible();
  await expect(page.getByRole('treeitem', { name: '选择题' })).toBeVisible();
  await page.getByRole('treeitem', { name: '选择题' }).getByRole('button', { name: '选择题' }).first().click();
  await expect(page.getByRole('dialog', { name: '编辑题组' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '编辑题组' }).getByLabel('题组名称')).toHaveValue('选择题');
  expect(errors).toEqual([]);
});

test("the exam card's 模板配置 opens the designer for its subject, and the legacy address is the same screen", async ({ page }) => {
  await signIn(page, ACCOUNT, { to: '/main/exam' });
  const exam = page.getByRole('article', { name: EXAM_3001.exam_name, exact: true });
  await exam.getByRole('group', { name: '英语', exact: true }).getByRole('link', { name: '模板配置' }).click();
  await expect(page).toHaveURL(/\/main\/exam\/newmgeexamsubjectpapers$/);
  await expect(page.getByRole('heading', { name: '科目试卷模板配置' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '科目' })).toHaveValue('英语');
  await expect(page.getByRole('treeitem').first()).toBeVisible();
  await page.goto('/main/exam/mgeexamsubjectpapers');
  await expect(page.getByRole('heading', { name: '科目试卷模板配置' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '科目' })).toHaveValue('英语');
  await expect(canvas(page)).toBeVisible();
});

test('uploads, reorders and deletes template images, asking first and clearing the groups', async ({ page }) => {
  // 3001 语文 has two pages and its groups.
  await openDesigner(page, { ...EXAM_3001, subject_id: 1, subject_name: '语文' });
  await expect(page.getByRole('treeitem', { name: '选择题' })).toBeVisible();
  await page.getByRole('tab', { name: '试卷图片' }).click();
  const images = page.getByRole('list', { name: '试卷图片' }).getByRole('listitem');
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toContainText('语文-1.jpg');
  await expect(images.nth(1)).toContainText('语文-2.jpg');

  // 下移 asks first; 取消 keeps the order and the groups.
  await images.nth(0).getByRole('button', { name: '下移' }).click();
  await confirmWith(page, '调整图片顺序将清空题组设置，确定调整吗？', '取消');
  await expect(images.nth(0)).toContainText('语文-1.jpg');
  // Dragging page 2 onto page 1 asks the same; 确定 reorders and clears the groups.
  await images.nth(1).dragTo(images.nth(0));
  await confirmWith(page, '调整图片顺序将清空题组设置，确定调整吗？');
  await expect(images.nth(0)).toContainText('语文-2.jpg');
  await expect(images.nth(1)).toContainText('语文-1.jpg');
  await page.getByRole('tab', { name: '题组配置' }).click();
  await expect(page.getByText('尚未设置题组，点击“添加题组”开始')).toBeVisible();
  await expect(page.getByRole('treeitem')).toHaveCount(0);

  // Delete both pages (each asks first): the canvas says to upload.
  await page.getByRole('tab', { name: '试卷图片' }).click();
  for (const left of [1, 0]) {
    await images.first().getByRole('button', { name: '删除图片' }).click();
    await confirmWith(page, '删除模板图片将清空题组设置，确定删除吗？');
    // Read and closed, as a person does before the next delete shows the same text (two at once were seen).
    await readAndClose(page, '图片已删除');
    await expect(images).toHaveCount(left);
  }
  await expect(canvas(page)).toHaveCount(0);
  await expect(page.getByText('请先在“试卷图片”中上传或扫描模板图片')).toBeVisible();
  // Without a template image there is nothing to draw a group on.
  await page.getByRole('tab', { name: '题组配置' }).click();
  await page.getByRole('button', { name: '添加题组' }).click();
  await page.getByRole('menuitem', { name: '客观题' }).click();
  await expect(alertWith(page, '请先上传试卷图片，再添加题组')).toBeVisible();
  await expect(page.getByRole('treeitem')).toHaveCount(0);
  await page.getByRole('tab', { name: '试卷图片' }).click();

  // A wrong file type is refused; a jpeg and a png are uploaded in that order.
  // The images tab's upload input (the tab has other file inputs: 试识别's, the template import's).
  const input = page.locator('input[type="file"][aria-label="上传图片"]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(alertWith(page, '只能上传 png、jpeg 或 gif 格式的图片')).toBeVisible();
  await expect(images).toHaveCount(0);
  const jpeg = Buffer.from(await (await fetch(`${MOCK_URL}/upload/template/3001/2/7001.jpg`)).arrayBuffer());
  const png = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/jpeg;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    c.getContext('2d')?.drawImage(img, 0, 0);
    return c.toDataURL('image/png').split(',')[1] as string;
  }, jpeg.toString('base64'));
  await input.setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'back.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') },
  ]);
  await expect(alertWith(page, '上传成功')).toBeVisible();
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toContainText('front.jpg');
  await expect(images.nth(1)).toContainText('back.png');
  await canvasReady(page);

  // 上移 of the png, confirmed; after a reload the order holds.
  await images.nth(1).getByRole('button', { name: '上移' }).click();
  await confirmWith(page, '调整图片顺序将清空题组设置，确定调整吗？');
  await expect(images.nth(0)).toContainText('back.png');
  await page.reload();
  await page.getByRole('tab', { name: '试卷图片' }).click();
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toContainText('back.png');
  await expect(images.nth(1)).toContainText('front.jpg');
  await canvasReady(page);
});

test('draws masking and barcode areas, saves them and finds them after a reload', async ({ page }) => {
  await openDesigner(page, EXAM_3004);
  await canvasReady(page);
  await page.getByRole('tab', { name: '试卷配置' }).click();
  const mask = areaList(page, '信息遮挡区域');
  const code = areaList(page, '条码识别区域');
  // Seeded: the exam-number region and its bubbles.
  await expect(mask.getByRole('button', { name: /^第1页/ })).toHaveCount(1);
  await expect(code.getByRole('button', { name: /^第1页/ })).toHaveCount(1);

  await drawArea(page, mask, 0, 60, 40, 300, 90);
  await expect(mask.getByText(areaText(0, 60, 40, 240, 50))).toBeVisible();
  // Drawing resets the mode: the canvas selects again.
  await expect(canvas(page)).toHaveAttribute('data-tool', 'select');
  await drawArea(page, code, 0, 100, 1000, 400, 1100);
  await expect(code.getByText(areaText(0, 100, 1000, 300, 100))).toBeVisible();
  await expect(unsavedBadge(page)).toBeVisible();

  await savePaperConfig(page);

  await page.reload();
  await page.getByRole('tab', { name: '试卷配置' }).click();
  await expect(mask.getByText(areaText(0, 60, 40, 240, 50))).toBeVisible();
  await expect(code.getByText(areaText(0, 100, 1000, 300, 100))).toBeVisible();
  await expect(mask.getByRole('button', { name: /^第1页/ })).toHaveCount(2);
});

test('a failed save of the paper config shows the server text and keeps the drawing', async ({ page }) => {
  await openDesigner(page, EXAM_3004);
  await canvasReady(page);
  await page.getByRole('tab', { name: '试卷配置' }).click();
  const mask = areaList(page, '信息遮挡区域');
  await drawArea(page, mask, 0, 200, 200, 400, 260);
  await setScenario([{ path: '/api/exam/savesubjectprop', failure: '试卷配置被他人修改，请刷新后重试', times: 1 }]);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '试卷配置被他人修改，请刷新后重试')).toBeVisible();
  await expect(mask.getByText(areaText(0, 200, 200, 200, 60))).toBeVisible();
  await expect(unsavedBadge(page)).toBeVisible();
  // Saving again succeeds.
  await savePaperConfig(page);
});

test('登录失效 on a save goes to sign-in; the drawing comes back as a draft after signing in, and saves', async ({ page, context }) => {
  await openDesigner(page, EXAM_3004);
  await canvasReady(page);
  await page.getByRole('tab', { name: '试卷配置' }).click();
  const mask = areaList(page, '信息遮挡区域');
  await drawArea(page, mask, 0, 200, 200, 400, 260);
  const drawn = areaText(0, 200, 200, 200, 60);
  await expect(mask.getByText(drawn)).toBeVisible();

  // The session ends on the server; the save finds out: one alert, then the sign-in page (no 'leave?' question).
  await context.clearCookies();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(alertWith(page, '登录失效')).toHaveCount(1);

  await submitLoginForm(page);
  await expect(page).toHaveURL(/\/main\/exam\/newmgeexamsubjectpapers$/);
  const offer = page.getByRole('dialog', { name: '恢复未保存的修改' });
  await offer.getByRole('button', { name: '恢复' }).click();
  await expect(offer).toBeHidden();
  await page.getByRole('tab', { name: '试卷配置' }).click();
  await expect(mask.getByText(drawn)).toBeVisible();
  await expect(unsavedBadge(page)).toBeVisible();
  await savePaperConfig(page);

  // Saved: the area is the server's, and nothing is offered any more.
  await page.reload();
  await page.getByRole('tab', { name: '试卷配置' }).click();
  await expect(mask.getByText(drawn)).toBeVisible();
  await expect(offer).toHaveCount(0);
});

test('a buffer cleared by the administrator on a save shows the reload dialog, not a toast', async ({ page }) => {
  await openDesigner(page, EXAM_3004);
  await canvasReady(page);
  await page.getByRole('tab', { name: '试卷配置' }).click();
  await drawArea(page, areaList(page, '信息遮挡区域'), 0, 200, 200, 400, 260);
  await setScenario([{ path: '/api/exam/savesubjectprop', fault: 'buffer-cleared', times: 1 }]);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('button', { name: '重新加载页面' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('at 900 × 700 the canvas keeps 600 px and its place; the side panel scrolls inside itself to 保存, uncovered', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await openDesigner(page, EXAM_3004);
  await canvasReady(page);
  await page.getByRole('tab', { name: '试卷配置' }).click();
  const before = await canvas(page).boundingBox();
  expect(before?.width).toBeGreaterThanOrEqual(600);
  // The three tabs stay on one line.
  const tabs = await Promise.all(['试卷图片', '试卷配置', '题组配置'].map(async (name) => (await page.getByRole('tab', { name }).boundingBox())?.y));
  expect(new Set(tabs).size).toBe(1);

  // The wheel over the panel scrolls the panel, not the page: the canvas stays where it was.
  const save = page.getByRole('button', { name: '保存', exact: true });
  await page.getByRole('textbox', { name: '总分' }).hover();
  await page.mouse.wheel(0, 3000);
  await expect(save).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect((await canvas(page).boundingBox())?.y).toBe(before?.y);
  // Nothing lies over 保存 (the page's back-to-top button shows only when the page scrolls).
  await expect(page.getByRole('button', { name: '回到顶部' })).toHaveCount(0);
  const box = await save.boundingBox();
  if (!box) throw new Error('保存 is not on screen');
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, { x: box.x + box.width - 4, y: box.y + box.height / 2 });
  expect(onTop).toBe('保存');
});

test('new template images keep the drawings not yet saved', async ({ page }) => {
  await openDesigner(page, EXAM_3004);
  await canvasReady(page);
  await page.getByRole('tab', { name: '试卷配置' }).click();
  const mask = areaList(page, '信息遮挡区域');
  await drawArea(page, mask, 0, 200, 200, 400, 260);
  await page.getByRole('tab', { name: '试卷图片' }).click();
  const images = page.getByRole('list', { name: '试卷图片' }).getByRole('listitem');
  await expect(images).toHaveCount(2);
  const jpeg = Buffer.from(await (await fetch(`${MOCK_URL}/upload/template/3001/2/7002.jpg`)).arrayBuffer());
  await page.locator('input[type="file"][aria-label="上传图片"]').setInputFiles({ name: 'extra.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(alertWith(page, '上传成功')).toBeVisible();
  await expect(images).toHaveCount(3);
  await expect(page.getByRole('tab', { name: '试卷图片', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: '试卷配置' }).click();
  await expect(mask.getByText(areaText(0, 200, 200, 200, 60))).toBeVisible();
  await expect(unsavedBadge(page)).toBeVisible();
});

test('another subject asks before dropping unsaved drawings, then shows that subject afresh', async ({ page }) => {
  await openDesigner(page, EXAM_3004);
  await canvasReady(page);
  await page.getByRole('tab', { name: '试卷配置' }).click();
  const mask = areaList(page, '信息遮挡区域');
  await drawArea(page, mask, 0, 200, 200, 400, 260);
  const subject = page.getByRole('combobox', { name: '科目' });
  const leave = page.getByRole('dialog', { name: '未保存的修改' });
  await subject.click();
  await page.getByRole('option', { name: '数学' }).click();
  await answerDialog(leave, '留在本页');
  await expect(subject).toHaveValue('英语');
  await expect(mask.getByText(areaText(0, 200, 200, 200, 60))).toBeVisible();

  await subject.click();
  await page.getByRole('option', { name: '数学' }).click();
  await answerDialog(leave, '离开');
  await expect(subject).toHaveValue('数学');
  await expect(page.getByText('科目试卷模板配置（2026年江南区高三第一次联考 数学）')).toBeVisible();
  await expect(page.getByRole('tab', { name: '试卷图片', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: '试卷图片' }).getByRole('listitem').first()).toContainText('数学-1.jpg');
  await page.getByRole('tab', { name: '试卷配置' }).click();
  await expect(mask.getByRole('button', { name: /^第1页/ })).toHaveCount(1);
  await expect(unsavedBadge(page)).toHaveCount(0);
});

test('an ORM exam number needs an ORM or barcode area before the paper config saves', async ({ page }) => {
  await openDesigner(page);
  await page.getByRole('tab', { name: '试卷配置' }).click();
  for (const label of ['条码识别区域', 'ORM区域']) {
    const list = areaList(page, label);
    while ((await list.getByRole('button', { name: '删除区域' }).count()) > 0) await list.getByRole('button', { name: '删除区域' }).first().click();
    await expect(list.getByText('尚未框选')).toBeVisible();
  }
  await page.getByRole('button', { name: '考号设置' }).click();
  await page.getByText('ORM码', { exact: true }).click();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const errors = page.getByRole('dialog', { name: '保存错误' });
  await expect(errors).toContainText('考号类型为ORM码时，请先框选ORM区域或条码识别区域');
});
