// The template designer's tree and keyboard (exam/newmgeexamsubjectpapers, spec 2 §2.1, §4, §8) on the seeded exam
// 3001 数学 (groups 选择题 1–12, 填空题 13–16, 解答题17, 解答题18): groups reordered by dragging in the tree (the order
// holds after a reload; Ctrl+Z and Ctrl+Shift+Z undo and redo it on the server too), a sub-question and a group
// deleted after asking, canvas edits by mouse and keyboard (arrow-key nudge, Delete, undo, redo, right click
// leaving the add mode), the zoom buttons and resizing by a corner handle.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test, requests, setScenario, waitForRequest } from './support/mock';
import { alertWith, confirmWith } from './flows';
import { areaList, areaText, at, canvas, canvasReady, clickOnCanvas, DESIGNER_VIEWPORT, dragOnCanvas, drawArea, EXAM_3004, openDesigner, unsavedBadge } from './support/designer';

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
  // A press and drag on empty paper (left of every area) now draws nothing: in select mode it is a marquee.
  await dragOnCanvas(page, 0, { x: 30, y: 700 }, { x: 30, y: 600 });
  await expect(code.getByRole('button', { name: /^第1页/ })).toHaveCount(1);

  // The middle button pans in every mode, and so does a press with Space held, even on an area (which stays put).
  const panY = async () => Number(await canvas(page).getAttribute('data-pan-y'));
  const scrolled = await panY();
  const from = await at(page, 0, 30, 600);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(from.x, from.y - 60, { steps: 4 });
  await page.mouse.up({ button: 'middle' });
  await expect.poll(panY).toBeLessThan(scrolled);
  const middled = await panY();
  const onMask = await at(page, 0, 480, 120);
  await page.mouse.move(onMask.x, onMask.y);
  await page.keyboard.down(' ');
  await page.mouse.down();
  await page.mouse.move(onMask.x, onMask.y + 40, { steps: 4 });
  await page.mouse.up();
  await page.keyboard.up(' ');
  await expect.poll(panY).toBeGreaterThan(middled);
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

/** Shift+click on an image pixel (into the selection or out of it). */
async function shiftClick(page: Page, p: number, x: number, y: number): Promise<void> {
  await page.keyboard.down('Shift');
  await clickOnCanvas(page, p, x, y);
  await page.keyboard.up('Shift');
}

test('several areas: marquee and Shift+click select them; they move, nudge, align, copy, paste, duplicate and delete together, each one undo step', async ({ page }) => {
  await openDesigner(page);
  await canvasReady(page);
  await page.getByRole('tab', { name: '试卷配置' }).click();
  // Two 科目识别区域 on empty paper left of the exam-number mask.
  const list = areaList(page, '科目识别区域');
  await drawArea(page, list, 0, 60, 150, 160, 200);
  await drawArea(page, list, 0, 220, 230, 300, 300);
  await clickOnCanvas(page, 0, 300, 700, 'right');
  const rows = list.getByRole('button', { name: /^第1页/ });
  await expect(rows).toHaveText([areaText(0, 60, 150, 100, 50), areaText(0, 220, 230, 80, 70)]);
  const count = page.getByText(/^已选 \d+ 个区域$/);

  // A marquee on empty paper takes what lies wholly inside it (not the mask it only touches).
  await dragOnCanvas(page, 0, { x: 40, y: 130 }, { x: 330, y: 320 });
  await expect(count).toHaveText('已选 2 个区域');
  await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
  // Shift+click takes one out (one left: its own X/Y/宽/高) and puts it back.
  await shiftClick(page, 0, 100, 170);
  await expect(count).toHaveCount(0);
  await expect(page.getByRole('group', { name: '选中区域的位置与大小（像素）' }).getByRole('textbox', { name: 'X', exact: true })).toHaveValue('220');
  await shiftClick(page, 0, 100, 170);
  await expect(count).toHaveText('已选 2 个区域');

  // Dragging one of them moves both; one undo step puts both back.
  await dragOnCanvas(page, 0, { x: 250, y: 260 }, { x: 290, y: 300 });
  await expect(rows.nth(0)).toHaveText(/^第1页 \((9[89]|10[01]), 1(8[89]|9[01])\) 100×50$/);
  await expect(rows.nth(1)).toHaveText(/^第1页 \(2(5[89]|6[01]), 2(6[89]|7[01])\) 80×70$/);
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveText([areaText(0, 60, 150, 100, 50), areaText(0, 220, 230, 80, 70)]);
  await expect(count).toHaveText('已选 2 个区域');

  // Arrow keys nudge both (one step for the run of presses).
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(rows).toHaveText([areaText(0, 62, 150, 100, 50), areaText(0, 222, 230, 80, 70)]);
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveText([areaText(0, 60, 150, 100, 50), areaText(0, 220, 230, 80, 70)]);

  // The box's X and Y move both; past the page's edge both stay on it, the right one at the edge (827 px).
  const box = page.getByRole('group', { name: '所选区域整体的位置与大小（像素）' });
  await expect(box.getByRole('textbox', { name: '宽', exact: true })).toHaveValue('240');
  await expect(box.getByRole('textbox', { name: '宽', exact: true })).toHaveAttribute('readonly', '');
  await box.getByRole('textbox', { name: 'X', exact: true }).fill('99999');
  await box.getByRole('textbox', { name: 'X', exact: true }).press('Enter');
  await expect(rows).toHaveText([areaText(0, 587, 150, 100, 50), areaText(0, 747, 230, 80, 70)]);
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveText([areaText(0, 60, 150, 100, 50), areaText(0, 220, 230, 80, 70)]);

  // Align: left edges together, then the last selected one's width; each an undo step.
  await page.getByRole('button', { name: '对齐' }).click();
  await page.getByRole('menuitem', { name: '左对齐' }).click();
  await expect(rows).toHaveText([areaText(0, 60, 150, 100, 50), areaText(0, 60, 230, 80, 70)]);
  await page.getByRole('button', { name: '对齐' }).click();
  await page.getByRole('menuitem', { name: '底端对齐' }).click();
  await expect(rows).toHaveText([areaText(0, 60, 250, 100, 50), areaText(0, 60, 230, 80, 70)]);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveText([areaText(0, 60, 150, 100, 50), areaText(0, 220, 230, 80, 70)]);

  // Ctrl+C, Ctrl+V: copies 10 px down and right in the same list (in the order selected), selected; one undo step.
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(rows).toHaveText([areaText(0, 60, 150, 100, 50), areaText(0, 220, 230, 80, 70), areaText(0, 230, 240, 80, 70), areaText(0, 70, 160, 100, 50)]);
  await expect(rows.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(rows.nth(0)).not.toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveCount(2);
  // Ctrl+D duplicates what is selected; Delete removes the selection; undo brings it back.
  await dragOnCanvas(page, 0, { x: 40, y: 130 }, { x: 330, y: 320 });
  await page.keyboard.press('Control+d');
  await expect(rows).toHaveCount(4);
  await page.keyboard.press('Delete');
  await expect(rows).toHaveText([areaText(0, 60, 150, 100, 50), areaText(0, 220, 230, 80, 70)]);
  await page.keyboard.press('Control+z');
  await expect(rows).toHaveCount(4);
});

test('several sub-question areas keep their rules: a nudge out of their group is refused with its message', async ({ page }) => {
  await openDesigner(page);
  await canvasReady(page);
  // 填空题's area is (60, 574) 707×247; its sub-questions 13 and 14 start 10 px inside it, at (70, 584) and (70, 640).
  await clickOnCanvas(page, 0, 400, 600);
  await shiftClick(page, 0, 400, 660);
  await expect(page.getByText('已选 2 个区域', { exact: true })).toBeVisible();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(alertWith(page, '小题区域必须在题组区域内')).toBeVisible();
  const box = page.getByRole('group', { name: '所选区域整体的位置与大小（像素）' });
  await expect(box.getByRole('textbox', { name: 'X', exact: true })).toHaveValue('60');
});

test('at 20 % a small area has no handles over its body: pressing it moves it, never resizes it', async ({ page }) => {
  await openDesigner(page);
  await canvasReady(page);
  const zoomOut = page.getByRole('button', { name: '缩小' });
  while (await zoomOut.isEnabled()) await zoomOut.click();
  await expect(canvas(page)).toHaveAttribute('data-zoom', '0.2');
  // Sub-question 1 of 选择题: a row of option bubbles, 20-odd px high (under 5 px on screen).
  await page.getByText('全部展开', { exact: true }).click();
  await page.getByRole('treeitem', { name: '1', exact: true }).getByRole('button', { name: /^1/ }).click();
  const areas = areaList(page, '小题区域');
  const text = (await areas.getByRole('button', { name: /^第1页/ }).textContent()) ?? '';
  const [x, y, w, h] = (/\((\d+), (\d+)\) (\d+)×(\d+)/.exec(text) ?? []).slice(1).map(Number) as [number, number, number, number];
  await areas.getByRole('button', { name: /^第1页/ }).click();
  await expect(canvas(page)).toHaveAttribute('data-handles', 'none');
  // Pressing its middle (where the handles lay before) and dragging 40 image px right moves it.
  await dragOnCanvas(page, 0, { x: x + w / 2, y: y + h / 2 }, { x: x + w / 2 + 40, y: y + h / 2 });
  await expect(areas.getByRole('button', { name: new RegExp(`^第1页 \\((${x + 35}|${x + 36}|${x + 37}|${x + 38}|${x + 39}|${x + 40}|${x + 41}|${x + 42}|${x + 43}|${x + 44}|${x + 45}), ${y}\\) ${w}×${h}$`) })).toBeVisible();
  // Larger on screen it gets its handles back: the corners at 100 %, all eight where there is room.
  await page.getByRole('button', { name: '适应宽度' }).click();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: '放大' }).click();
  await expect(canvas(page)).not.toHaveAttribute('data-handles', 'none');
});

test('the canvas has its own scrollbars when zoomed in: they follow the wheel and dragging them pans', async ({ page }) => {
  await openDesigner(page);
  await canvasReady(page);
  const vertical = page.getByRole('scrollbar', { name: '垂直滚动条' });
  const horizontal = page.getByRole('scrollbar', { name: '水平滚动条' });
  // Fitted to the width: two pages are taller than the view, no wider.
  await expect(vertical).toBeVisible();
  await expect(horizontal).toHaveCount(0);
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: '放大' }).click();
  await expect(horizontal).toBeVisible();
  const value = async (bar: typeof vertical) => Number(await bar.getAttribute('aria-valuenow'));
  const panY = async () => Number(await canvas(page).getAttribute('data-pan-y'));
  const panX = async () => Number(await canvas(page).getAttribute('data-pan-x'));

  // The wheel pans down: the vertical bar follows.
  const before = await value(vertical);
  const box = (await canvas(page).boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => value(vertical)).toBeGreaterThan(before);
  expect(Math.abs((await value(vertical)) - (24 - (await panY())))).toBeLessThanOrEqual(1);

  // Dragging the vertical thumb down 80 px pans further down; the horizontal one to the right pans right.
  const drag = async (bar: typeof vertical, dx: number, dy: number) => {
    const b = (await bar.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const thumb = (await bar.locator('div').boundingBox()) ?? b;
    await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
    await page.mouse.down();
    await page.mouse.move(thumb.x + thumb.width / 2 + dx, thumb.y + thumb.height / 2 + dy, { steps: 5 });
    await page.mouse.up();
  };
  const y0 = await panY();
  await drag(vertical, 0, 80);
  await expect.poll(panY).toBeLessThan(y0 - 80);
  const x0 = await panX();
  await drag(horizontal, 60, 0);
  await expect.poll(panX).toBeLessThan(x0 - 60);

  // From the keyboard: a bar takes the focus; arrows step it, End goes to the end, Home back.
  await vertical.focus();
  await expect(vertical).toBeFocused();
  const y1 = await panY();
  await page.keyboard.press('ArrowDown');
  await expect.poll(panY).toBe(y1 - 40);
  await page.keyboard.press('End');
  await expect.poll(() => value(vertical)).toBe(Number(await vertical.getAttribute('aria-valuemax')));
  await page.keyboard.press('Home');
  await expect.poll(() => value(vertical)).toBe(0);
  const x1 = await panX();
  await horizontal.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(panX).toBe(x1 - 40);
  // The page itself never scrolls.
  expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
});

test('a template exported as JSON from one subject starts another: the import says what it replaces, is one undo step, and 全部保存 stores it', async ({ page }) => {
  await openDesigner(page);
  await canvasReady(page);
  // Export 3001 数学: a JSON file with its paper areas, groups and sub-questions.
  await page.getByRole('button', { name: '模板文件' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: '导出模板（JSON）' }).click()]);
  expect(download.suggestedFilename()).toBe('数学答题卡-3001-2.json');
  const path = await download.path();
  const text = readFileSync(path, 'utf8');
  const file = JSON.parse(text) as { format: string; groups: { name: string; subs: unknown[] }[]; paper: { areas: Record<string, unknown[]> } };
  expect(file.format).toBe('exam-template');
  expect(file.groups.map((g) => g.name)).toEqual(['选择题', '填空题', '解答题17', '解答题18']);
  expect(file.groups[0]?.subs).toHaveLength(12);

  // 3004 英语 has its images and paper config but no groups yet.
  await openDesigner(page, EXAM_3004);
  await canvasReady(page);
  const importFile = async (name: string, content: string) => {
    await page.getByRole('button', { name: '模板文件' }).click();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('menuitem', { name: '导入模板（JSON）…' }).click()]);
    await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
  };
  // Not a template: refused with its reason, nothing changes.
  await importFile('x.json', '{"format":"exam-template","version":1}');
  await expect(alertWith(page, /文件不是可导入的模板/)).toBeVisible();
  await expect(unsavedBadge(page)).toHaveCount(0);

  await importFile('math.json', text);
  const preview = page.getByRole('dialog', { name: '导入模板' });
  await expect(preview).toContainText('文件：math.json');
  await expect(preview).toContainText(/将替换本科目的：试卷配置 \d+ 个区域，0 个题组，0 个小题/);
  await expect(preview).toContainText(/导入后为：试卷配置 3 个区域，4 个题组，\d+ 个小题/);
  await preview.getByRole('button', { name: '导入', exact: true }).click();
  await page.getByRole('tab', { name: '题组配置' }).click();
  await expect.poll(() => groupOrder(page)).toEqual(SEEDED);
  await expect(unsavedBadge(page)).toBeVisible();
  // One undo step takes it all away, redo brings it back.
  await page.keyboard.press('Control+z');
  await expect.poll(() => groupOrder(page)).toEqual([]);
  await expect(unsavedBadge(page)).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => groupOrder(page)).toEqual(SEEDED);

  // 全部保存 stores the paper config, each group and its sub-questions; after a reload they are the server's.
  await page.getByRole('button', { name: '全部保存' }).click();
  await expect(alertWith(page, '模板已全部保存')).toBeVisible();
  await expect(unsavedBadge(page)).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: '题组配置' }).click();
  await expect.poll(() => groupOrder(page)).toEqual(SEEDED);
  await page.getByText('全部展开', { exact: true }).click();
  await expect(group(page, '选择题').getByRole('treeitem')).toHaveCount(12);
  await page.getByRole('tab', { name: '试卷配置' }).click();
  await expect(areaList(page, '信息遮挡区域').getByRole('button', { name: areaText(0, 471, 104, 282, 262) })).toBeVisible();
});

test('全部保存 stopped half way by a refused save saves only the rest the second time: no group twice', async ({ page }) => {
  await openDesigner(page);
  await canvasReady(page);
  await page.getByRole('button', { name: '模板文件' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: '导出模板（JSON）' }).click()]);
  const text = readFileSync(await download.path(), 'utf8');
  await openDesigner(page, EXAM_3004);
  await canvasReady(page);
  await page.getByRole('button', { name: '模板文件' }).click();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('menuitem', { name: '导入模板（JSON）…' }).click()]);
  await chooser.setFiles({ name: 'math.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByRole('dialog', { name: '导入模板' }).getByRole('button', { name: '导入', exact: true }).click();
  // 选择题 is saved, then its first sub-question is refused.
  await setScenario([{ path: '/api/exam/savesubjectsubquestion', failure: '小题保存失败', times: 1 }]);
  await page.getByRole('button', { name: '全部保存' }).click();
  await expect(alertWith(page, '小题保存失败')).toBeVisible();
  await page.getByRole('tab', { name: '题组配置' }).click();
  await expect.poll(() => groupOrder(page)).toEqual(SEEDED);
  await expect(unsavedBadge(page)).toBeVisible();
  await page.getByRole('button', { name: '全部保存' }).click();
  await expect(alertWith(page, '模板已全部保存')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: '题组配置' }).click();
  await expect.poll(() => groupOrder(page)).toEqual(SEEDED);
  await page.getByText('全部展开', { exact: true }).click();
  await expect(group(page, '选择题').getByRole('treeitem')).toHaveCount(12);
  // Each group was created once (选择题 the second time at most updated under its id).
  const saves = await requests({ path: '/api/exam/savesubjectquestion' });
  expect(saves.filter((r) => !('quesid' in (r.body as object))).map((r) => (r.body as { name: string }).name)).toEqual(SEEDED);
});

test('the group tree answers the arrow keys as a tree does (↑ ↓ Home End, → opens, ← closes or goes up)', async ({ page }) => {
  await openDesigner(page);
  await canvasReady(page);
  // The exam-number mask is selected: arrow keys in the tree must not nudge it.
  await clickOnCanvas(page, 0, 480, 110);
  await expect(areaList(page, '信息遮挡区域').getByRole('button', { name: areaText(0, 471, 104, 282, 262) })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('tab', { name: '题组配置' }).click();
  await page.getByText('全部展开', { exact: true }).click();
  const tree = page.getByRole('tree', { name: '题组配置' });
  const focused = () => page.evaluate(() => document.activeElement?.closest('[role="treeitem"]')?.getAttribute('aria-label'));
  await group(page, '选择题').getByRole('button', { name: /^选择题/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe('1');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe('2');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(focused).toBe('选择题');
  await page.keyboard.press('ArrowLeft');
  await expect(group(page, '选择题')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe('填空题');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(group(page, '选择题')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('End');
  await expect.poll(focused).toBe(await tree.getByRole('treeitem').last().getAttribute('aria-label'));
  await page.keyboard.press('Home');
  await expect.poll(focused).toBe('选择题');
  await expect(tree.getByRole('treeitem', { name: '2', exact: true })).toHaveAttribute('aria-posinset', '2');
  await expect(tree.getByRole('treeitem', { name: '2', exact: true })).toHaveAttribute('aria-setsize', '12');
  await expect(group(page, '填空题')).toHaveAttribute('aria-level', '1');
  // The keys stayed in the tree: the mask was not nudged.
  await expect(unsavedBadge(page)).toHaveCount(0);
  await page.getByRole('tab', { name: '试卷配置' }).click();
  await expect(areaList(page, '信息遮挡区域').getByRole('button', { name: areaText(0, 471, 104, 282, 262) })).toBeVisible();
});
