// Any template drawn in the designer scans and is recognised end to end (issue 28, blocker 2): exam 3001 数学's
// template is replaced by two pages drawn at 200 dpi (1654 × 2338 PNG, red option boxes labelled A–D, an exam-number
// grid with its digits printed in the boxes), its ORM area and a batch of 12 objective questions are drawn with the
// mouse, the driver simulator prints sheets from the saved template (POST /__sim/sheets fromTemplate), the scanner
// view scans and saves them, and 试卷上传 lists each student's exam number and answers as the simulator filled them.
import { expect, type Page } from '@playwright/test';
import { test, resetMock } from './support/mock';
import { openScanView, resetSimulator, scanEnded, scanResults, sim, startScan } from './support/scanner';
import { SCANNER_URL } from './support/env';
import { alertWith, confirmWith, readAndClose, signIn, ACCOUNT, EXAM_3001 } from './flows';
import { areaList, canvas, canvasReady, closeDrawer, DESIGNER_VIEWPORT, dragOnCanvas, drawArea, openDesigner, savePaperConfig } from './support/designer';

test.use({ viewport: DESIGNER_VIEWPORT });

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

/** The drawn sheet's layout in its own pixels (200 dpi). */
const SHEET = { width: 1654, height: 2338 };
const EXAM = { x: 900, y: 320, pitchX: 70, pitchY: 44, w: 44, h: 26, digits: 9 };
const OPTIONS = { x: 240, y: 900, pitchX: 100, pitchY: 60, w: 60, h: 32, questions: 12 };

/**
 * Draws the two template pages in the browser (a canvas, as any drawing tool makes them) and answers them as PNG
 * bytes: page 1 with a title, the exam-number grid (digit in each box) in a printed frame, 12 rows of four red boxes
 * with black letters inside and question numbers on the left, an answer box below; page 2 with two answer boxes.
 */
async function drawTemplatePages(page: Page): Promise<Buffer[]> {
  const pages = await page.evaluate(
    ({ SHEET, EXAM, OPTIONS }) => {
      const make = (draw: (c: CanvasRenderingContext2D) => void) => {
        const canvasEl = document.createElement('canvas');
        canvasEl.width = SHEET.width;
        canvasEl.height = SHEET.height;
        const c = canvasEl.getContext('2d') as CanvasRenderingContext2D;
        c.fillStyle = '#fff';
        c.fillRect(0, 0, SHEET.width, SHEET.height);
        draw(c);
        return canvasEl.toDataURL('image/png').split(',')[1] as string;
      };
      const box = (c: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, t: number, colour: string) => {
        c.fillStyle = colour;
        c.fillRect(x, y, w, t);
        c.fillRect(x, y + h - t, w, t);
        c.fillRect(x, y, t, h);
        c.fillRect(x + w - t, y, t, h);
      };
      const front = make((c) => {
        c.fillStyle = '#111';
        c.font = 'bold 48px sans-serif';
        c.fillText('物理 答题卡 PHYSICS', 520, 140);
        box(c, EXAM.x - 50, EXAM.y - 90, EXAM.digits * EXAM.pitchX + 80, 10 * EXAM.pitchY + 130, 3, '#111');
        c.fillStyle = '#111';
        c.font = '28px sans-serif';
        c.fillText('考号 EXAM NO.', EXAM.x, EXAM.y - 40);
        c.font = '18px sans-serif';
        for (let col = 0; col < EXAM.digits; col++) {
          for (let d = 0; d < 10; d++) {
            const x = EXAM.x + col * EXAM.pitchX;
            const y = EXAM.y + d * EXAM.pitchY;
            box(c, x, y, EXAM.w, EXAM.h, 2, '#d22');
            c.fillStyle = '#d22';
            c.fillText(String(d), x + 17, y + 19);
          }
        }
        c.font = 'bold 22px sans-serif';
        for (let q = 0; q < OPTIONS.questions; q++) {
          const y = OPTIONS.y + q * OPTIONS.pitchY;
          c.fillStyle = '#111';
          c.fillText(String(q + 1), OPTIONS.x - 70, y + 24);
          ['A', 'B', 'C', 'D'].forEach((letter, o) => {
            const x = OPTIONS.x + o * OPTIONS.pitchX;
            box(c, x, y, OPTIONS.w, OPTIONS.h, 3, '#e22');
            c.fillStyle = '#111';
            c.fillText(letter, x + 22, y + 24);
          });
        }
        box(c, 120, 1700, 1414, 520, 2, '#444');
      });
      const back = make((c) => {
        c.fillStyle = '#111';
        c.font = 'bold 40px sans-serif';
        c.fillText('第 2 页 PAGE 2', 640, 120);
        box(c, 120, 200, 1414, 980, 2, '#444');
        box(c, 120, 1220, 1414, 980, 2, '#444');
      });
      return [front, back];
    },
    { SHEET, EXAM, OPTIONS },
  );
  return pages.map((b64) => Buffer.from(b64, 'base64'));
}

interface PrintedTray {
  sheets: { examNumber: string; marks: string[] }[];
  questions: number[];
  template: { width: number; height: number };
}

test('a template drawn at 200 dpi: sheets printed from it scan and read as printed (exam numbers and answers)', async ({ page }) => {
  test.setTimeout(120_000);
  await openDesigner(page);
  await page.getByRole('tab', { name: '试卷图片' }).click();
  const images = page.getByRole('list', { name: '试卷图片' }).getByRole('listitem');
  for (const left of [1, 0]) {
    await images.first().getByRole('button', { name: '删除图片' }).click();
    await confirmWith(page, '删除模板图片将清空题组设置，确定删除吗？');
    await readAndClose(page, '图片已删除');
    await expect(images).toHaveCount(left);
  }
  const [front, back] = await drawTemplatePages(page);
  const uploadChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传图片' }).click();
  await (await uploadChooser).setFiles([
    { name: '物理-1.png', mimeType: 'image/png', buffer: front as Buffer },
    { name: '物理-2.png', mimeType: 'image/png', buffer: back as Buffer },
  ]);
  await readAndClose(page, '上传成功');
  await expect(images).toHaveCount(2);
  await canvasReady(page);
  // The subject scans at 100 dpi: each page says its size disagrees.
  const mismatch = '图片 1654×2338 像素（按 A4 约 200 dpi），与扫描设置不一致：100 dpi 的 A4 应为 827×1169 像素';
  for (const i of [0, 1]) await expect(images.nth(i).getByRole('note')).toContainText(mismatch);

  // 试卷配置: the scans are set to 200 dpi; the seeded barcode and ORM areas (of the old 100-dpi sheet) go; the ORM
  // area is drawn around the grid.
  await page.getByRole('tab', { name: '试卷配置' }).click();
  await page.getByRole('button', { name: '扫描设置' }).click();
  await page.getByRole('radiogroup', { name: '分辨率' }).getByText('200 dpi', { exact: true }).click();
  for (const label of ['条码识别区域', 'ORM区域']) {
    const list = areaList(page, label);
    while ((await list.getByRole('button', { name: '删除区域' }).count()) > 0) await list.getByRole('button', { name: '删除区域' }).first().click();
  }
  const orm = areaList(page, 'ORM区域');
  await drawArea(page, orm, 0, EXAM.x - 20, EXAM.y - 20, EXAM.x + (EXAM.digits - 1) * EXAM.pitchX + EXAM.w + 20, EXAM.y + 9 * EXAM.pitchY + EXAM.h + 20);
  await expect(orm.getByRole('button', { name: /^第1页/ })).toHaveCount(1);
  await savePaperConfig(page);
  await page.getByRole('tab', { name: '试卷图片' }).click();
  await expect(images.getByRole('note')).toHaveCount(0);

  // 题组配置: an objective group around the 12 rows, batch-added from the boxes found in the image.
  await page.getByRole('tab', { name: '题组配置' }).click();
  await page.getByRole('button', { name: '添加题组' }).click();
  await page.getByRole('menuitem', { name: '客观题' }).click();
  const drawer = page.getByRole('dialog', { name: '新增题组' });
  await drawer.getByLabel('题组名称').fill('选择题');
  await expect(canvas(page)).toHaveAttribute('data-tool', 'draw');
  const group = { x: OPTIONS.x - 30, y: OPTIONS.y - 24, right: OPTIONS.x + 3 * OPTIONS.pitchX + OPTIONS.w + 30, bottom: OPTIONS.y + 11 * OPTIONS.pitchY + OPTIONS.h + 24 };
  await dragOnCanvas(page, 0, { x: group.x, y: group.y }, { x: group.right, y: group.bottom });
  await drawer.getByRole('button', { name: '保存', exact: true }).click();
  await readAndClose(page, '保存成功');
  const saved = page.getByRole('dialog', { name: '编辑题组' });
  await saved.getByRole('button', { name: '批量添加小题' }).click();
  const batch = page.getByRole('dialog', { name: '批量添加客观题小题' });
  // 48 boxes: no letter or question number taken for one.
  await expect(batch.getByText('识别到 48 个选项')).toBeVisible();
  const board = batch.getByRole('img', { name: '题组区域与识别出的选项' });
  // The cut-out starts where the drawn area does (within the canvas's rounding).
  const inBoard = (x: number, y: number) => ({ x: x - group.x + 4, y: y - group.y + 4 });
  await batch.getByRole('button', { name: '手动设置首列' }).click();
  await board.click({ position: inBoard(OPTIONS.x + OPTIONS.w / 2, OPTIONS.y + OPTIONS.h / 2) });
  await expect(batch.getByText('选项 48 个，首选项 12 个')).toBeVisible();
  await batch.getByRole('button', { name: '生成小题号' }).click();
  await expect(batch.getByText('已生成 12 个小题号（1–12）')).toBeVisible();
  // Question 2 is multi-select.
  await batch.getByRole('button', { name: '设置多选' }).click();
  await board.click({ position: inBoard(OPTIONS.x + OPTIONS.w / 2, OPTIONS.y + OPTIONS.pitchY + OPTIONS.h / 2) });
  await batch.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '小题已批量添加')).toBeVisible();
  await closeDrawer(page);

  // The simulator prints four sheets on the saved template: students not scanned yet, answers of its choosing.
  const printed = await sim<PrintedTray>('POST', '/sheets', { fromTemplate: { examId: 3001, subjectId: 2 }, count: 4 });
  expect(printed.template).toMatchObject(SHEET);
  expect(printed.questions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  expect(printed.sheets).toHaveLength(4);
  expect(printed.sheets.some((s) => (s.marks[1] ?? '').length === 2)).toBe(true);

  // 试识别 in the designer: the first printed sheet read with the saved template, area by area.
  await page.getByRole('tab', { name: '试卷图片' }).click();
  const sample = printed.sheets[0] as PrintedTray['sheets'][number];
  const sampleJpeg = Buffer.from(await (await fetch(`${SCANNER_URL}/__sim/sheet.jpg?index=0&side=front`)).arrayBuffer());
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '试识别' }).click();
  await (await chooser).setFiles({ name: '样卷.jpg', mimeType: 'image/jpeg', buffer: sampleJpeg });
  const tried = page.getByRole('dialog', { name: '试识别结果' }).getByRole('table', { name: '试识别结果' });
  const triedRows = tried.getByRole('row');
  await expect(triedRows).toHaveCount(1 + 1 + 12);
  await expect(triedRows.nth(1).getByRole('cell').first()).toHaveText('考号');
  await expect(triedRows.nth(1).getByRole('cell').last()).toHaveText(sample.examNumber);
  for (const [i, mark] of sample.marks.entries()) await expect(triedRows.nth(i + 2).getByRole('cell').last()).toHaveText(mark || '未填涂');
  await page.getByRole('dialog', { name: '试识别结果' }).getByRole('button', { name: '关闭' }).click();

  // Scanned in the scanner view and saved.
  await openScanView(page);
  await startScan(page);
  await scanEnded(page);
  for (const sheet of printed.sheets) {
    await expect(scanResults(page).getByRole('row').filter({ hasText: sheet.examNumber })).toContainText('即将上传', { timeout: 15_000 });
  }
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();

  // 试卷上传 lists each sheet under the exam number printed on it, with the answers printed on it.
  await signIn(page, ACCOUNT, { to: '/main/exam/examupload', exam: EXAM_3001 });
  const table = page.getByRole('table', { name: '已上传试卷列表' });
  for (const sheet of printed.sheets) {
    const answers = sheet.marks.map((m, i) => `${printed.questions[i]}:${m}`).join(',');
    await page.getByRole('textbox', { name: '学生密号' }).fill(sheet.examNumber);
    await page.getByRole('button', { name: '查询' }).click();
    await expect(table.getByRole('row').filter({ hasText: sheet.examNumber }).first()).toContainText(answers);
  }
});
