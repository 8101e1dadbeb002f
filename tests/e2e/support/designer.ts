// What the template-designer browser tests do again and again (exam/newmgeexamsubjectpapers, spec 2 §2.1, §4): open
// the designer on an exam subject, map template-image pixels to the screen through the canvas's view (data-zoom,
// data-pan-x, data-pan-y; pages stack top to bottom with a 16 px gap) and draw, click or drag there with the mouse.
import { expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNT, alertWith, EXAM_3001, type ExamChoice, signIn } from '../flows';

export const DESIGNER_PATH = '/main/exam/newmgeexamsubjectpapers';
/** The seeded template pages (the simulator's A4 sheet at 100 dpi). */
export const PAGE = { width: 827, height: 1169, gap: 16 };
/** A window in which the canvas, fitted to its width, shows a whole page. */
export const DESIGNER_VIEWPORT = { width: 1100, height: 1100 };

/** 2026年江南区高三第一次联考 (3004, state 1): template images and paper properties, no question groups yet. */
export const EXAM_3004: ExamChoice = {
  exam_id: 3004,
  exam_name: '2026年江南区高三第一次联考',
  exam_subject_ids: [1, 2, 3, 4, 5],
  exam_subjects_name: ['语文', '数学', '英语', '物理', '化学'],
  subject_id: 3,
  subject_name: '英语',
};

export const canvas = (page: Page) => page.getByRole('application', { name: '模板画布' });
export const toast = alertWith;
/** The unsaved badge above the canvas. */
export const unsavedBadge = (page: Page) => page.getByText('有未保存的修改', { exact: true });

/** Signs in, chooses the exam (and subject) and opens the designer; waits for the screen's tabs. */
export async function openDesigner(page: Page, choice: ExamChoice = EXAM_3001): Promise<void> {
  await signIn(page, ACCOUNT, { to: DESIGNER_PATH, exam: choice });
  await expect(page.getByRole('heading', { name: '科目试卷模板配置' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '试卷图片' })).toBeVisible();
}

/** Waits until the canvas has fitted its pages to the width (the view is no longer the initial 1 : 1 at 0, 0). */
export async function canvasReady(page: Page): Promise<void> {
  await expect(canvas(page)).toHaveAttribute('data-pan-x', '24');
  await expect(canvas(page)).not.toHaveAttribute('data-zoom', '1');
}

/** Screen position of pixel (x, y) of template page p (0-based). */
export async function at(page: Page, p: number, x: number, y: number): Promise<{ x: number; y: number }> {
  const el = canvas(page);
  const box = await el.boundingBox();
  if (!box) throw new Error('the template canvas is not on screen');
  const view = await el.evaluate((node) => {
    const d = (node as HTMLElement).dataset;
    return { zoom: Number(d.zoom), x: Number(d.panX), y: Number(d.panY) };
  });
  const top = p * (PAGE.height + PAGE.gap);
  return { x: box.x + view.x + x * view.zoom, y: box.y + view.y + (top + y) * view.zoom };
}

/** Presses at one image pixel and releases at another (a rectangle in an add mode, a move of the selected area). */
export async function dragOnCanvas(page: Page, p: number, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const a = await at(page, p, from.x, from.y);
  const b = await at(page, p, to.x, to.y);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** A click (left, or right to leave the mode) on an image pixel. */
export async function clickOnCanvas(page: Page, p: number, x: number, y: number, button: 'left' | 'right' = 'left'): Promise<void> {
  const pt = await at(page, p, x, y);
  await page.mouse.click(pt.x, pt.y, { button });
}

/** 框选 in an area list (a section of the paper tab or a drawer), then a rectangle from (x1, y1) to (x2, y2) on page p. */
export async function drawArea(page: Page, list: Locator, p: number, x1: number, y1: number, x2: number, y2: number): Promise<void> {
  await list.getByRole('button', { name: '框选' }).click();
  await expect(canvas(page)).toHaveAttribute('data-tool', 'draw');
  await dragOnCanvas(page, p, { x: x1, y: y1 }, { x: x2, y: y2 });
}

/** How an area list shows an area: 第1页 (x, y) w×h. */
export const areaText = (p: number, x: number, y: number, w: number, h: number) => `第${p + 1}页 (${x}, ${y}) ${w}×${h}`;

/** An area list by its label (信息遮挡区域, 条码识别区域, 题组区域, 小题区域…). */
export const areaList = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** 保存 on the 试卷配置 tab, and the save said and the unsaved badge gone. */
export async function savePaperConfig(page: Page): Promise<void> {
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(page, '试卷配置已保存')).toBeVisible();
  await expect(unsavedBadge(page)).toHaveCount(0);
}

/** Closes the open group or sub-question drawer (it lies over the side panel) with its 关闭 button. */
export async function closeDrawer(page: Page): Promise<void> {
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '关闭' }) });
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(drawer).toHaveCount(0);
}
