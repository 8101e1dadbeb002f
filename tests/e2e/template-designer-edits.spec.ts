// The template designer's tree and keyboard (exam/newmgeexamsubjectpapers, spec 2 §2.1, §4, §8) on the seeded exam
// 3001 数学 (groups 选择题 1–12, 填空题 13–16, 解答题17, 解答题18): groups reordered by dragging in the tree (the order
// holds after a reload; Ctrl+Z and Ctrl+Shift+Z undo and redo it on the server too), a sub-question and a group
// deleted after asking, canvas edits by mouse and keyboard (arrow-key nudge, Delete, undo, redo, right click
// leaving the add mode), the zoom buttons and resizing by a corner handle.
import { expect, type Page } from '@playwright/test';
import { test, requests, setScenario, waitForRequest } from './support/mock';
import { alertWith, confirmWith } from './flows';
import { areaList, areaText, at, canvas, canvasReady, clickOnCanvas, DESIGNER_VIEWPORT, dragOnCanvas, openDesigner, unsavedBadge } from './support/designer';

test.use({ viewport: DESIGNER_VIEWPORT });

const SEEDED = ['选择题', '填空题', '解答题17', '解答题18'];
/** The groups in the tree, top to bottom. */
const groupOrder = (page: Page) =>
  page
    .getByRole('tree', { name: '题组配置' })
    .locator(':scope > [role="treeitem"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
const group = (page: Page, name: string) => page.getByRole('treeitem', { name, exact: true });

test('reorders groups by dragging them in the tree; undo and redo move them back and again', async ({ page }) => {
  await openDesigner(page);
  await expect.poll(() => groupOrder(page)).toEqual(SEEDED);
  // Drag 解答题18 by its row onto 选择题: it goes before it.
  await group(page, '解答题18').dragTo(group(page, '选择题'), { sourcePosition: { x: 6, y: 10 }, targetPosition: { x: 6, y: 10 } });
  const moved = ['解答题18', '选择题', '填空题', '解答题17'];
  await expect.poll(() => groupOrder(page)).toEqual(moved);
  expect((await waitForRequest('/api/exam/changesubjectquestion')).body).toMatchObject({ examid: 3001, srcid: 804, tgtid: 801, type: 'before' });
  // A reorder is saved at once: nothing is left unsaved.
  await expect(unsavedBadge(page)).toHaveCount(0);

  await page.keyboard.press('Control+z');
  await expect.poll(() => groupOrder(page)).toEqual(SEEDED);
  await expect.poll(async () => (await requests({ path: '/api/exam/changesubjectquestion' })).length).toBe(2);
  await page.reload();
  await expect.poll(() => groupOrder(page)).toEqual(SEEDED);

  // Again, and redo after undo; the order holds after a reload.
  await group(page, '解答题18').dragTo(group(page, '选择题'), { sourcePosition: { x: 6, y: 10 }, targetPosition: { x: 6, y: 10 } });
  await expect.poll(() => groupOrder(page)).toEqual(moved);
  await page.keyboard.press('Control+z');
  await expect.poll(() => groupOrder(page)).toEqual(SEEDED);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => groupOrder(page)).toEqual(moved);
  await expect.poll(async () => (await requests({ path: '/api/exam/changesubjectquestion' })).length).toBe(5);
  // Sub-questions reorder within their group: 16 dragged onto 13.
  const fill = group(page, '填空题').getByRole('treeitem');
  await expect(fill).toHaveText(['13', '14', '15', '16']);
  await fill.last().dragTo(fill.first());
  await expect(fill).toHaveText(['16', '13', '14', '15']);
  expect((await waitForRequest('/api/exam/changesubjectsubquestion')).body).toMatchObject({ examid: 3001, srcid: 8204, tgtid: 8201, type: 'before' });
  await page.reload();
  await expect.poll(() => groupOrder(page)).toEqual(moved);
  await expect(fill).toHaveText(['16', '13', '14', '15']);
});

test('a refused reorder says so and reloads the tree; a refused sub-question save keeps the drawing', async ({ page }) => {
  await openDesigner(page);
  await expect.poll(() => groupOrder(page)).toEqual(SEEDED);
  await setScenario([{ path: '/api/exam/changesubjectquestion', failure: '调整顺序失败', times: 1 }]);
  await group(page, '解答题18').dragTo(group(page, '选择题'), { sourcePosition: { x: 6, y: 10 }, targetPosition: { x: 6, y: 10 } });
  await expect(alertWith(page, '调整顺序失败，已重新加载')).toBeVisible();
  await expect.poll(() => groupOrder(page)).toEqual(SEEDED);

  // Sub-question 18 gets a second area; the server refuses the save with its text, the drawing stays unsaved.
  await group(page, '18').getByRole('button', { name: /^18/ }).click();
  const sub = page.getByRole('dialog', { name: '编辑小题 · 解答题18' });
  const areas = areaList(page, '小题区域');
  await expect(areas.getByRole('button', { name: /^第2页/ })).toHaveCount(2);
  await areas.getByRole('button', { name: '删除区域' }).last().click();
  await expect(areas.getByRole('button', { name: /^第2页/ })).toHaveCount(1);
  await expect(unsavedBadge(page)).toBeVisible();
  await setScenario([{ path: '/api/exam/savesubjectsubquestion', failure: '小题保存失败：该小题已有阅卷数据', times: 1 }]);
  await sub.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '小题保存失败：该小题已有阅卷数据')).toBeVisible();
  await expect(areas.getByRole('button', { name: /^第2页/ })).toHaveCount(1);
  await expect(unsavedBadge(page)).toBeVisible();
  await expect(group(page, '18')).toContainText('未保存');
  await sub.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect(unsavedBadge(page)).toHaveCount(0);
});

test('deletes a sub-question and a group after asking', async ({ page }) => {
  await openDesigner(page);
  await page.getByText('全部展开', { exact: true }).click();
  const choice = group(page, '选择题').getByRole('treeitem');
  await expect(choice).toHaveCount(12);

  await page.getByRole('button', { name: '删除小题 12' }).click();
  await confirmWith(page, '确定删除小题“12”吗？', '取消');
  await expect(choice).toHaveCount(12);
  await page.getByRole('button', { name: '删除小题 12' }).click();
  await confirmWith(page, '确定删除小题“12”吗？');
  await expect(alertWith(page, '小题已删除')).toBeVisible();
  await expect(choice).toHaveCount(11);

  await page.getByRole('button', { name: '删除题组 填空题' }).click();
  await confirmWith(page, '确定删除题组“填空题”及其全部小题吗？');
  await expect(alertWith(page, '题组已删除')).toBeVisible();
  await expect.poll(() => groupOrder(page)).toEqual(['选择题', '解答题17', '解答题18']);
  await expect(unsavedBadge(page)).toHaveCount(0);

  await page.reload();
  await expect.poll(() => groupOrder(page)).toEqual(['选择题', '解答题17', '解答题18']);
  await page.getByText('全部展开', { exact: true }).click();
  await expect(choice).toHaveCount(11);
  await expect(group(page, '选择题').getByRole('treeitem', { name: '12', exact: true })).toHaveCount(0);
});

test('the selected area takes its X, Y, 宽 and 高 as numbers, kept on its page like a drag; an invalid value goes back; each is an undo step', async ({ page }) => {
  await openDesigner(page);
  await canvasReady(page);
  await clickOnCanvas(page, 0, 480, 110);
  const mask = areaList(page, '信息遮挡区域');
  await expect(mask.getByRole('button', { name: areaText(0, 471, 104, 282, 262) })).toHaveAttribute('aria-current', 'true');
  const fields = page.getByRole('group', { name: '选中区域的位置与大小（像素）' });
  const x = fields.getByRole('textbox', { name: 'X', exact: true });
  const w = fields.getByRole('textbox', { name: '宽', exact: true });
  await expect(x).toHaveValue('471');
  await expect(w).toHaveValue('282');

  await x.fill('400');
  await x.press('Enter');
  await expect(mask.getByRole('button', { name: areaText(0, 400, 104, 282, 262) })).toBeVisible();
  await expect(unsavedBadge(page)).toBeVisible();
  await w.fill('300');
  await w.press('Tab'); // leaving the field applies it too
  await expect(mask.getByRole('button', { name: areaText(0, 400, 104, 300, 262) })).toBeVisible();

  // Past the page's edge: the area stays on its page (at the right edge, 827 px wide), as a drag does.
  await x.fill('99999');
  await x.press('Enter');
  await expect(x).toHaveValue('527');
  await expect(mask.getByRole('button', { name: areaText(0, 527, 104, 300, 262) })).toBeVisible();
  // A size of 0 is not an area: the field goes back.
  await w.fill('0');
  await w.press('Enter');
  await expect(w).toHaveValue('300');
  await expect(mask.getByRole('button', { name: areaText(0, 527, 104, 300, 262) })).toBeVisible();

  // Each applied value is an undo step; the fields follow undo.
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(x).toHaveValue('400');
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(w).toHaveValue('282');
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(x).toHaveValue('471');
  await expect(unsavedBadge(page)).toHaveCount(0);
});

test('edits an area with the mouse and the keyboard, undoes and redoes it; right click leaves the add mode', async ({ page }) => {
  await openDesigner(page);
  await canvasReady(page);
  // Clicking the exam-number mask on the canvas selects it and opens the paper tab.
  await clickOnCanvas(page, 0, 480, 110);
  await expect(page.getByRole('tab', { name: '试卷配置', selected: true })).toBeVisible();
  const mask = areaList(page, '信息遮挡区域');
  const row = (x: number, y: number) => mask.getByRole('button', { name: areaText(0, x, y, 282, 262) });
  await expect(row(471, 104)).toHaveAttribute('aria-current', 'true');

  // Arrow keys nudge it (Shift: 10 px); the nudges are one undo step.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(row(473, 114)).toBeVisible();
  await expect(unsavedBadge(page)).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(row(471, 104)).toBeVisible();
  await expect(unsavedBadge(page)).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(row(473, 114)).toBeVisible();

  // Dragging it with the mouse, then Ctrl+Z puts it back.
  await dragOnCanvas(page, 0, { x: 600, y: 200 }, { x: 500, y: 150 });
  await expect(row(473, 114)).toHaveCount(0);
  await expect(mask.getByRole('button', { name: /^第1页 \(\d+, \d+\) 282×262$/ })).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(row(473, 114)).toBeVisible();

  // Delete removes the selected area; undo brings it back.
  await page.keyboard.press('Delete');
  await expect(mask.getByText('尚未框选')).toBeVisible();
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(row(473, 114)).toBeVisible();

  // A right click on the canvas clears the selection; after 框选 it leaves the add mode.
  await row(473, 114).click();
  await expect(row(473, 114)).toHaveAttribute('aria-current', 'true');
  await clickOnCanvas(page, 0, 300, 700, 'right');
  await expect(row(473, 114)).not.toHaveAttribute('aria-current', 'true');
  // Press-and-drag on the unselected area selects and moves it in one gesture (one undo step).
  await dragOnCanvas(page, 0, { x: 480, y: 120 }, { x: 500, y: 150 });
  // (+20, +30) image pixels, give or take the one the screen's rounding at 68 % costs.
  await expect(mask.getByRole('button', { name: /^第1页 \(49[234], 14[345]\) 282×262$/ })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Control+z');
  await expect(row(473, 114)).toBeVisible();
  const code = areaList(page, '条码识别区域');
  await code.getByRole('button', { name: '框选' }).click();
  await expect(canvas(page)).toHaveAttribute('data-tool', 'draw');
  await expect(code.getByRole('button', { name: /框选中/ })).toHaveAttribute('aria-pressed', 'true');
  await clickOnCanvas(page, 0, 300, 700, 'right');
  await expect(canvas(page)).toHaveAttribute('data-tool', 'select');
  await expect(code.getByRole('button', { name: '框选' })).toHaveAttribute('aria-pressed', 'false');
  // A press and drag on empty paper (left of every area) now pans the view instead of drawing.
  await dragOnCanvas(page, 0, { x: 30, y: 700 }, { x: 30, y: 600 });
  await expect(code.getByRole('button', { name: /^第1页/ })).toHaveCount(1);

  // The middle button pans in every mode, and so does a press with Space held, even on an area (which stays put).
  const panY = async () => Number(await canvas(page).getAttribute('data-pan-y'));
  const scrolled = await panY();
  const from = await at(page, 0, 30, 600);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(from.x, from.y + 60, { steps: 4 });
  await page.mouse.up({ button: 'middle' });
  await expect.poll(panY).toBeGreaterThan(scrolled);
  const middled = await panY();
  const onMask = await at(page, 0, 480, 120);
  await page.mouse.move(onMask.x, onMask.y);
  await page.keyboard.down(' ');
  await page.mouse.down();
  await page.mouse.move(onMask.x, onMask.y - 40, { steps: 4 });
  await page.mouse.up();
  await page.keyboard.up(' ');
  await expect.poll(panY).toBeLessThan(middled);
  await expect(row(473, 114)).toBeVisible();
});

test('zooms in steps of 0.1 and back to the fitted width; resizes the selected area by its corner handle', async ({ page }) => {
  await openDesigner(page);
  await canvasReady(page);
  const zoom = async () => Number(await canvas(page).getAttribute('data-zoom'));
  const fitted = await zoom();
  await page.getByRole('button', { name: '放大' }).click();
  await expect.poll(zoom).toBeGreaterThan(fitted);
  const bigger = await zoom();
  expect(Math.round(bigger * 10)).toBeCloseTo(bigger * 10, 5);
  await expect(page.getByLabel('缩放比例')).toHaveText(`${Math.round(bigger * 100)}%`);
  await page.getByRole('button', { name: '缩小' }).click();
  await page.getByRole('button', { name: '缩小' }).click();
  await expect.poll(zoom).toBeCloseTo(bigger - 0.2, 5);
  await page.getByRole('button', { name: '适应宽度' }).click();
  await expect.poll(zoom).toBeCloseTo(fitted, 5);

  // The exam-number mask (471, 104) 282×262: select it in its list, then drag its bottom-right handle 40 px out.
  await page.getByRole('tab', { name: '试卷配置' }).click();
  const mask = areaList(page, '信息遮挡区域');
  await mask.getByRole('button', { name: areaText(0, 471, 104, 282, 262) }).click();
  await dragOnCanvas(page, 0, { x: 471 + 282, y: 104 + 262 }, { x: 471 + 322, y: 104 + 302 });
  const resized = mask.getByRole('button', { name: /^第1页 \(471, 104\) \d+×\d+$/ });
  await expect(resized).toBeVisible();
  const [w, h] = ((await resized.textContent()) ?? '').split(' ').at(-1)?.split('×').map(Number) ?? [];
  expect(Math.abs((w ?? 0) - 322)).toBeLessThanOrEqual(2);
  expect(Math.abs((h ?? 0) - 302)).toBeLessThanOrEqual(2);
  await page.keyboard.press('Control+z');
  await expect(mask.getByRole('button', { name: areaText(0, 471, 104, 282, 262) })).toBeVisible();
});
