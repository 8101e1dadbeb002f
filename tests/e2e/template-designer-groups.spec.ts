// The template designer's question groups (exam/newmgeexamsubjectpapers, spec 2 §2.1, §4, §5, §8), driven with the
// mouse on the canvas: an objective group drawn from scratch and filled by the batch-add dialog, a subjective group
// with a sub-question, its rule messages and scoring points. Exam 3004 英语 has template pages (the simulator's
// sheet with 20 objective questions in rows of A B C D) and no groups. Tree, keyboard and undo:
// template-designer-edits.spec.ts.
import { expect } from '@playwright/test';
import { test, setScenario } from './support/mock';
import { alertWith, readAndClose, confirmWith } from './flows';
import { areaList, areaText, canvas, canvasReady, clickOnCanvas, closeDrawer, DESIGNER_VIEWPORT, dragOnCanvas, drawArea, EXAM_3004, openDesigner, unsavedBadge } from './support/designer';

test.use({ viewport: DESIGNER_VIEWPORT });

/** The 20-question sheet's objective block (createSheetTemplate): blocks of 5 rows, A columns at x 106, 302, 498. */
const OBJECTIVE = { x: 56, y: 390, right: 662, bottom: 708 };
const A_COLUMNS = [106, 302, 498];
const FIRST_ROW_Y = 411;
/** The first long-answer box of the sheet (question 21). */
const LONG = { x: 60, y: 724, w: 707, h: 172 };

test('creates an objective group with one area and batch-adds its 20 sub-questions', async ({ page }) => {
  await openDesigner(page, { ...EXAM_3004 });
  await canvasReady(page);
  await page.getByRole('tab', { name: '题组配置' }).click();
  await page.getByRole('button', { name: '添加题组' }).click();
  await page.getByRole('menuitem', { name: '客观题' }).click();
  const drawer = page.getByRole('dialog', { name: '新增题组' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('题组名称').fill('选择题');
  // The new group waits for its area: the canvas is in the add mode.
  await expect(canvas(page)).toHaveAttribute('data-tool', 'draw');
  await dragOnCanvas(page, 0, { x: OBJECTIVE.x, y: OBJECTIVE.y }, { x: OBJECTIVE.right, y: OBJECTIVE.bottom });
  const areas = areaList(page, '题组区域');
  const drawn = areaText(0, OBJECTIVE.x, OBJECTIVE.y, OBJECTIVE.right - OBJECTIVE.x, OBJECTIVE.bottom - OBJECTIVE.y);
  await expect(areas.getByText(drawn)).toBeVisible();
  // An objective group has one area only.
  await drawArea(page, areas, 0, 100, 760, 300, 860);
  await expect(alertWith(page, '客观题题组只能有一个区域')).toBeVisible();
  await expect(areas.getByRole('button', { name: /^第1页/ })).toHaveCount(1);
  await clickOnCanvas(page, 0, 300, 1000, 'right');
  await expect(canvas(page)).toHaveAttribute('data-tool', 'select');

  // A failed save shows the server's text and keeps the drawing; saving again works.
  await setScenario([{ path: '/api/exam/savesubjectquestion', failure: '题组保存失败：考试正在阅卷', times: 1 }]);
  // Right click closed the drawer; the tree opens the group again.
  await page.getByRole('treeitem', { name: '选择题' }).getByRole('button', { name: /^选择题/ }).click();
  await page.getByRole('dialog', { name: '新增题组' }).getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '题组保存失败：考试正在阅卷')).toBeVisible();
  await expect(areas.getByText(drawn)).toBeVisible();
  await expect(unsavedBadge(page)).toBeVisible();
  await page.getByRole('dialog', { name: '新增题组' }).getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  const saved = page.getByRole('dialog', { name: '编辑题组' });
  await expect(saved).toBeVisible();
  await expect(unsavedBadge(page)).toHaveCount(0);

  // 批量添加小题: the A columns are the first options of the 20 questions.
  await saved.getByRole('button', { name: '批量添加小题' }).click();
  const batch = page.getByRole('dialog', { name: '批量添加客观题小题' });
  await expect(batch.getByText('识别到 80 个选项')).toBeVisible();
  await batch.getByRole('button', { name: '手动设置首列' }).click();
  const board = batch.getByRole('img', { name: '题组区域与识别出的选项' });
  for (const x of A_COLUMNS) await board.click({ position: { x: x - OBJECTIVE.x + 12, y: FIRST_ROW_Y - OBJECTIVE.y + 6 } });
  await expect(batch.getByText('选项 80 个，首选项 20 个')).toBeVisible();
  await batch.getByRole('button', { name: '生成小题号' }).click();
  await expect(batch.getByText('已生成 20 个小题号（1–20）')).toBeVisible();
  // Question 20 is multi-select: only a first option can be.
  await batch.getByRole('button', { name: '设置多选' }).click();
  await board.click({ position: { x: 140 - OBJECTIVE.x + 12, y: 665 - OBJECTIVE.y + 6 } });
  await expect(batch.getByText('只能在首选项上设置多选')).toBeVisible();
  await board.click({ position: { x: 106 - OBJECTIVE.x + 12, y: 665 - OBJECTIVE.y + 6 } });
  await batch.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '小题已批量添加')).toBeVisible();
  await expect(batch).toHaveCount(0);

  const group = page.getByRole('treeitem', { name: '选择题' });
  await closeDrawer(page);
  await page.getByText('全部展开', { exact: true }).click();
  await expect(group.getByRole('treeitem')).toHaveCount(20);
  await expect(group.getByRole('treeitem').first()).toHaveAccessibleName('1');
  await expect(group.getByRole('treeitem').last()).toHaveAccessibleName('20');
  await expect(group.getByRole('treeitem', { name: '20', exact: true })).toContainText('20（多选）');
  await expect(group.getByRole('treeitem', { name: '19', exact: true })).not.toContainText('多选');
  // Sub-question 16 (the second block) is the row of its bubbles A–D, 3 px around.
  await group.getByRole('treeitem', { name: '16', exact: true }).getByRole('button', { name: /^16/ }).click();
  await expect(areaList(page, '小题区域').getByRole('button', { name: areaText(0, 103, 558, 132, 18) })).toBeVisible();
  await page.reload();
  await page.getByText('全部展开', { exact: true }).click();
  await expect(page.getByRole('treeitem', { name: '选择题' }).getByRole('treeitem')).toHaveCount(20);

  // The group has no printed total: its answers are saved with any scores, and its total is what they add up to
  // (a fixed total of 0 refused them: '选择题：小题分数之和4分超过题组总分0分').
  await page.goto('/main/exam/subquestionanswer');
  await expect(page.getByRole('heading', { name: '选择题' })).toBeVisible();
  await expect(page.getByText('总分 0 分（各小题之和）')).toBeVisible();
  const answerRow = (n: number) => page.getByRole('group', { name: `第${n}题`, exact: true }).getByRole('row', { name: '答案1', exact: true });
  for (const [n, letter] of [[1, 'A'], [2, 'C']] as const) {
    await answerRow(n).getByRole('button', { name: letter, exact: true }).click();
    await answerRow(n).getByRole('textbox', { name: '分数', exact: true }).fill('2');
  }
  await expect(page.getByText('总分 4 分（各小题之和）')).toBeVisible();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '客观题答案配置保存成功')).toBeVisible();
  await page.reload();
  await expect(page.getByText('总分 4 分（各小题之和）')).toBeVisible();
});

test('draws a subjective group and its sub-questions inside its area, without overlaps', async ({ page }) => {
  await openDesigner(page, { ...EXAM_3004 });
  await canvasReady(page);
  await page.getByRole('tab', { name: '题组配置' }).click();
  await page.getByRole('button', { name: '添加题组' }).click();
  await page.getByRole('menuitem', { name: '主观题' }).click();
  const drawer = page.getByRole('dialog', { name: '新增题组' });
  await drawer.getByLabel('题组名称').fill('解答题');
  await dragOnCanvas(page, 0, { x: LONG.x, y: LONG.y }, { x: LONG.x + LONG.w, y: LONG.y + LONG.h });
  await expect(areaList(page, '题组区域').getByText(areaText(0, LONG.x, LONG.y, LONG.w, LONG.h))).toBeVisible();
  await drawer.getByRole('button', { name: '保存', exact: true }).click();
  await readAndClose(page, '保存成功');
  // 添加小题 from the saved group's drawer (the tree's + below does the same): the sub-question's drawer replaces it
  // and the canvas waits for its area, which must lie inside the group's.
  await page.getByRole('dialog', { name: '编辑题组' }).getByRole('button', { name: '添加小题', exact: true }).click();
  const sub = page.getByRole('dialog', { name: /^新增小题/ });
  await expect(sub).toBeVisible();
  await expect(canvas(page)).toHaveAttribute('data-tool', 'draw');
  await sub.getByLabel('小题名称').fill('21');
  const subAreas = areaList(page, '小题区域');
  await dragOnCanvas(page, 0, { x: 100, y: 600 }, { x: 300, y: 700 });
  await expect(alertWith(page, '小题区域必须在题组区域内')).toBeVisible();
  await expect(subAreas.getByText('尚未框选')).toBeVisible();
  await dragOnCanvas(page, 0, { x: 80, y: 740 }, { x: 400, y: 880 });
  await expect(subAreas.getByText(areaText(0, 80, 740, 320, 140))).toBeVisible();
  await sub.getByLabel('满分').fill('10');
  await sub.getByRole('button', { name: '保存', exact: true }).click();
  await readAndClose(page, '保存成功');
  await expect(page.getByRole('dialog', { name: /^编辑小题/ })).toBeVisible();
  await closeDrawer(page);

  // A second sub-question may not overlap the first.
  await page.getByRole('button', { name: '添加小题 解答题' }).click();
  const second = page.getByRole('dialog', { name: /^新增小题/ });
  await expect(second).toBeVisible();
  await dragOnCanvas(page, 0, { x: 350, y: 760 }, { x: 600, y: 860 });
  await expect(alertWith(page, '小题区域不能重叠')).toBeVisible();
  await expect(subAreas.getByText('尚未框选')).toBeVisible();
  await dragOnCanvas(page, 0, { x: 420, y: 740 }, { x: 740, y: 880 });
  await expect(subAreas.getByText(areaText(0, 420, 740, 320, 140))).toBeVisible();
  await second.getByLabel('小题名称').fill('22');
  await second.getByLabel('满分').fill('8');
  await second.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();

  // The group's full score follows its sub-questions (10 + 8), in its drawer and in the paper's 总分.
  await closeDrawer(page);
  await page.getByRole('treeitem', { name: '解答题' }).getByRole('button', { name: /^解答题/ }).click();
  await expect(page.getByRole('dialog', { name: '编辑题组' }).getByText('题组满分：18')).toBeVisible();
  await closeDrawer(page);
  await page.getByRole('tab', { name: '试卷配置' }).click();
  await expect(page.getByRole('textbox', { name: '总分' })).toHaveValue('18');

  await page.reload();
  await page.getByRole('tab', { name: '题组配置' }).click();
  const group = page.getByRole('treeitem', { name: '解答题' });
  await expect(group.getByRole('treeitem')).toHaveCount(2);
  await expect(group.getByRole('img', { name: '未框选区域' })).toHaveCount(0);
  await group.getByRole('treeitem', { name: '22' }).getByRole('button', { name: /^22/ }).click();
  await expect(areaList(page, '小题区域').getByText(areaText(0, 420, 740, 320, 140))).toBeVisible();
});

test('sets scoring points inside a sub-question area; moving the area asks first and deletes them', async ({ page }) => {
  // 3001 数学 解答题17: its sub-question 17 (area 70, 841, 687×227) has two scoring points.
  await openDesigner(page);
  await canvasReady(page);
  await page.getByRole('treeitem', { name: '17', exact: true }).getByRole('button', { name: /^17/ }).click();
  const sub = page.getByRole('dialog', { name: '编辑小题 · 解答题17' });
  await expect(sub.getByText('得分点：2 个得分点')).toBeVisible();
  await sub.getByRole('button', { name: '设置得分点' }).click();
  await expect(canvas(page)).toHaveAttribute('data-tool', 'points');
  await clickOnCanvas(page, 0, 500, 950);
  await expect(sub.getByText('得分点：3 个得分点')).toBeVisible();
  await clickOnCanvas(page, 0, 300, 200);
  await expect(alertWith(page, '得分点必须在小题区域内')).toBeVisible();
  await expect(sub.getByText('得分点：3 个得分点')).toBeVisible();
  // The button again leaves the mode.
  await sub.getByRole('button', { name: /点击小题区域添加得分点/ }).click();
  await expect(canvas(page)).toHaveAttribute('data-tool', 'select');
  await sub.getByRole('button', { name: '保存', exact: true }).click();
  await readAndClose(page, '保存成功');

  // A move out of the group area is refused at once (the points stay); a move inside it asks first, and 取消
  // leaves the area and its points where they were.
  const subAreas = areaList(page, '小题区域');
  const before = areaText(0, 70, 841, 687, 227);
  await expect(subAreas.getByText(before)).toBeVisible();
  await clickOnCanvas(page, 0, 400, 960);
  await dragOnCanvas(page, 0, { x: 400, y: 960 }, { x: 370, y: 960 });
  await expect(alertWith(page, '小题区域必须在题组区域内')).toBeVisible();
  await expect(page.getByRole('dialog').filter({ hasText: '删除得分点' })).toHaveCount(0);
  await expect(subAreas.getByText(before)).toBeVisible();
  await dragOnCanvas(page, 0, { x: 400, y: 960 }, { x: 405, y: 964 });
  await confirmWith(page, '移动或调整小题区域会删除该小题的 3 个得分点，是否继续？', '取消');
  await expect(subAreas.getByText(before)).toBeVisible();
  await expect(sub.getByText('得分点：3 个得分点')).toBeVisible();
  await dragOnCanvas(page, 0, { x: 400, y: 960 }, { x: 405, y: 964 });
  await confirmWith(page, '移动或调整小题区域会删除该小题的 3 个得分点，是否继续？');
  await expect(subAreas.getByText(before)).toHaveCount(0);
  const moved = subAreas.getByText(/^第1页 \(\d+, \d+\) 687×227$/);
  await expect(moved).toBeVisible();
  const after = await moved.textContent();
  await expect(sub.getByText('得分点：0 个得分点')).toBeVisible();
  await sub.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();

  await page.reload();
  await page.getByRole('treeitem', { name: '17', exact: true }).getByRole('button', { name: /^17/ }).click();
  await expect(areaList(page, '小题区域').getByText(after ?? '')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '编辑小题 · 解答题17' }).getByText('得分点：0 个得分点')).toBeVisible();
});
