// The marking canvas's keys and 回评 as a teacher of exam 3001 数学 meets them (issue 27): score keys act on the score
// panel only, never through the 异常卷 dialog or the 回评 drawer; 回评 typing replaces the old score and a typed score
// survives 回评 and a reload; a paper a later round decided opens read-only with the reason; one-key marking, the key
// map on ?, full marks, 异常卷 and the previous paper on keys (back past the 回评 list's first page: 邱文 marks 17
// papers of exam 3005 语文 阅读理解); a sub-question drawn in two areas takes marks in both.
import { expect } from '@playwright/test';
import { test, requests, waitForRequest } from './support/mock';
import { alertWith, signIn } from './flows';
import { SUBMIT, box, clickPaper, mode, openTask, region, shownPaper, submitScore, teacher } from './support/marking';

test('score keys act on the score panel only: S in the 异常卷 dialog and D in the 回评 drawer leave the paper unscored', async ({ page }) => {
  await openTask(page, 'wangfang', '解答题17', '一评');
  await page.getByRole('button', { name: '异常卷' }).click();
  const abnormal = page.getByRole('dialog', { name: '报告异常卷' });
  await abnormal.getByRole('button', { name: '取消' }).focus();
  await page.keyboard.press('s');
  await page.keyboard.press('Escape');
  await expect(abnormal).toBeHidden();
  await expect(box(page, '17')).toHaveValue('');

  await page.getByRole('button', { name: '回评', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: '我已阅的试卷' });
  await expect(drawer.getByRole('table', { name: '我已阅的试卷' })).toBeVisible();
  await expect(page.locator(':focus')).toBeAttached(); // the drawer holds the focus (a button of it)
  await page.keyboard.press('d');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(box(page, '17')).toHaveValue('');
  expect(await requests({ path: SUBMIT })).toEqual([]);
});

test('回评: typing replaces the old score; the score typed on the paper being marked survives 回评 and a reload', async ({ page }) => {
  const first = await openTask(page, 'wangfang', '解答题17', '一评');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await expect(region(page)).not.toHaveAttribute('data-shown-paper', first);
  const second = await shownPaper(page);
  await page.keyboard.type('7');

  await page.getByRole('button', { name: '回评', exact: true }).click();
  await page.getByRole('dialog', { name: '我已阅的试卷' }).getByRole('button', { name: '回评第1份' }).click();
  await expect(region(page)).toHaveAttribute('data-shown-paper', first);
  await expect(box(page, '17')).toHaveValue('4');
  await expect(box(page, '17')).toBeFocused();
  await page.keyboard.type('9');
  await expect(box(page, '17')).toHaveValue('9');
  await page.getByRole('button', { name: '返回阅卷' }).click();

  await expect(region(page)).toHaveAttribute('data-shown-paper', second);
  await expect(box(page, '17')).toHaveValue('7');
  await page.reload();
  await expect(region(page)).toHaveAttribute('data-shown-paper', second);
  await expect(box(page, '17')).toHaveValue('7');
  // Typing from outside the box starts a new score too.
  await region(page).focus();
  await page.keyboard.type('6');
  await expect(box(page, '17')).toHaveValue('6');
});

test('回评 of a paper the final round decided opens read-only, saying why', async ({ page }) => {
  const paper = await openTask(page, 'wangfang', '解答题17', '一评');
  await submitScore(page, paper, '2');
  expect(await openTask(page, 'sunli', '解答题17', '二评')).toBe(paper);
  await submitScore(page, paper, '9');
  expect(await openTask(page, 'huanglei', '解答题17', '终评')).toBe(paper);
  await box(page, '17').fill('5');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '暂时没有需要本轮评阅的试卷' })).toBeVisible();

  await openTask(page, 'wangfang', '解答题17', '一评');
  await page.keyboard.press('PageUp'); // 回评 of the last paper marked
  await expect(page.getByText('回评第1份')).toBeVisible();
  await expect(region(page)).toHaveAttribute('data-shown-paper', paper);
  await expect(page.getByText('只能查看，不能修改：该试卷已由后续轮次评定，不能修改')).toBeVisible();
  await expect(box(page, '17')).toHaveValue('2');
  await expect(box(page, '17')).toHaveAttribute('readonly', '');
  await page.keyboard.press('w');
  await page.keyboard.press('Enter');
  await expect(box(page, '17')).toHaveValue('2');
  await expect(page.getByRole('button', { name: '保存修改' })).toHaveCount(0);
  expect(await requests({ path: '/api/marking/resubmitmark' })).toEqual([]);
});

test('the key map on ?; one-key marking submits on a score key and is remembered; = gives full marks, - zero; / reports 异常卷', async ({ page }) => {
  const first = await openTask(page, 'wangfang', '解答题17', '一评');
  await page.keyboard.press('=');
  await expect(box(page, '17')).toHaveValue('10');
  await page.keyboard.press('-');
  await expect(box(page, '17')).toHaveValue('0');
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog', { name: '报告异常卷' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: '快捷键' });
  await expect(keys.getByRole('row', { name: 'S 给当前小题5分' })).toBeVisible();
  await expect(keys.getByRole('row', { name: '/ 报告异常卷' })).toBeVisible();
  await expect(keys.getByRole('row', { name: '- 当前小题零分' })).toBeVisible();
  await keys.getByRole('switch', { name: '一键阅卷' }).check();
  await expect(keys.getByRole('row', { name: 'S 给5分（只有一个小题时直接提交）' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(keys).toBeHidden();

  await page.keyboard.press('s');
  expect((await waitForRequest(SUBMIT)).body).toMatchObject({ paper_id: first, scores: [{ subquestion_id: 8301, score: 5 }], input_source: 4 });
  await expect(region(page)).not.toHaveAttribute('data-shown-paper', first);
  await page.reload();
  await shownPaper(page);
  await page.getByRole('button', { name: '快捷键' }).click();
  await expect(page.getByRole('dialog', { name: '快捷键' }).getByRole('switch', { name: '一键阅卷' })).toBeChecked();
});

test('a sub-question drawn in two areas (解答题18) takes score marks in both, into one score', async ({ page }) => {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/marking/nextpaper'));
  await openTask(page, 'wangfang', '解答题18', '一评');
  const { result } = (await (await answer).json()) as { result: { paper: { sub_questions: { subQuestionId: number; x: number; y: number; width: number; height: number }[] } } };
  const areas = result.paper.sub_questions;
  expect(areas.map((a) => a.subQuestionId)).toEqual([8401, 8401]);
  await expect(page.getByRole('textbox', { name: /^第\d+题/ })).toHaveCount(1);
  await mode(page, '打分').click();
  await page.getByRole('button', { name: /^3分/ }).click();
  const zoom = Number(await region(page).getAttribute('data-zoom'));
  for (const a of areas) {
    // The second area is further down the paper: scrolled into view first.
    await region(page).evaluate((el, top) => (el.scrollTop = top), Math.max(0, (a.y + a.height / 2) * zoom - 150));
    await clickPaper(page, a.x + a.width / 2, a.y + a.height / 2);
  }
  await expect(alertWith(page, '请在子题区域内标记打分！')).toHaveCount(0);
  await expect(box(page, '18')).toHaveValue('6');
  await page.getByRole('button', { name: '提交' }).click();
  expect((await waitForRequest(SUBMIT)).body).toMatchObject({ scores: [{ subquestion_id: 8401, score: 6 }] });
});

test('at 900 px the title shows the question and the round in full, 返回阅卷任务 keeps to one line, the area’s label leaves the printed paper clear, and a message does not cover 提交', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await openTask(page, 'wangfang', '解答题17', '一评');
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const what = page.getByRole('heading', { level: 1 }).getByText('解答题17 · 一评', { exact: true });
  await expect(what).toBeVisible();
  const shown = await what.boundingBox();
  const back = await page.getByRole('link', { name: '返回阅卷任务' }).boundingBox();
  if (!heading || !shown || !back) throw new Error('no title');
  expect(shown.x + shown.width).toBeLessThanOrEqual(heading.x + heading.width + 1);
  // One line: no taller than the one-line title beside it.
  expect(back.height).toBeLessThanOrEqual(heading.height);

  // The label '17（满分10）' leaves the printed paper clear (the printed question number is in the area's top left):
  // the box of what the areas layer paints inside its dashed outline (the label), against the paper layer's ink in it.
  const label = await page.getByTestId('mark-stage').evaluate((host) => {
    const [paper, areas] = Array.from(host.querySelectorAll('canvas'));
    const w = areas?.width ?? 0;
    const a = areas?.getContext('2d')?.getImageData(0, 0, w, areas?.height ?? 0).data;
    const p = paper?.getContext('2d')?.getImageData(0, 0, w, paper?.height ?? 0).data;
    if (!a || !p) return undefined;
    const box = (inside: (x: number, y: number) => boolean, from = [0, 0, w, a.length / 4 / w]) => {
      let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
      for (let y = from[1] ?? 0; y < (from[3] ?? 0); y++) {
        for (let x = from[0] ?? 0; x < (from[2] ?? 0); x++) if (inside(x, y)) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1)];
      }
      return [x0, y0, x1, y1];
    };
    const outline = box((x, y) => (a[(y * w + x) * 4 + 3] ?? 0) > 0);
    const band = Math.ceil(3 * devicePixelRatio);
    const inner = [(outline[0] ?? 0) + band, (outline[1] ?? 0) + band, (outline[2] ?? 0) - band, (outline[3] ?? 0) - band];
    const text = box((x, y) => (a[(y * w + x) * 4 + 3] ?? 0) > 64, inner);
    let ink = 0;
    for (let y = text[1] ?? 0; y < (text[3] ?? 0); y++) {
      for (let x = text[0] ?? 0; x < (text[2] ?? 0); x++) {
        const i = (y * w + x) * 4;
        if ((p[i] ?? 255) + (p[i + 1] ?? 255) + (p[i + 2] ?? 255) < 3 * 160) ink++;
      }
    }
    return { width: (text[2] ?? 0) - (text[0] ?? 0), ink };
  });
  expect(label?.width).toBeGreaterThan(20);
  expect(label?.ink).toBe(0);

  await page.getByRole('button', { name: '提交' }).click(); // nothing scored yet: a warning
  const warning = alertWith(page, '第17题还没有打分');
  await expect(warning).toBeVisible();
  const [note, submit] = await Promise.all([warning.boundingBox(), page.getByRole('button', { name: '提交' }).boundingBox()]);
  if (!note || !submit) throw new Error('no message or 提交');
  const overlaps = note.x < submit.x + submit.width && submit.x < note.x + note.width && note.y < submit.y + submit.height && submit.y < note.y + note.height;
  expect(overlaps).toBe(false);
});

test('the paper pans by dragging, zooms on Ctrl+wheel, turns and takes more contrast; a mark on the turned paper lands where clicked', async ({ page }) => {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/marking/nextpaper'));
  await openTask(page, 'wangfang', '解答题18', '一评');
  const { result } = (await (await answer).json()) as { result: { paper: { width: number; height: number } } };
  const paper = region(page);
  const zoom = Number(await paper.getAttribute('data-zoom'));
  const at = await paper.boundingBox();
  if (!at) throw new Error('no canvas');

  // Drag up: the paper moves with the mouse (it scrolls down).
  await page.mouse.move(at.x + at.width / 2, at.y + at.height - 40);
  await page.mouse.down();
  await page.mouse.move(at.x + at.width / 2, at.y + at.height - 240, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => paper.evaluate((el) => el.scrollTop)).toBeGreaterThan(150);
  // What is in view is drawn: the canvases (sized to the view, not the paper) cover the visible part of the paper.
  const drawnInView = () =>
    expect
      .poll(() =>
        paper.evaluate((el) => {
          const view = el.getBoundingClientRect();
          const host = el.querySelector('[data-testid="mark-stage"]')?.getBoundingClientRect();
          const canvas = el.querySelector('canvas')?.getBoundingClientRect();
          if (!host || !canvas) return false;
          const top = Math.max(view.top, host.top);
          const bottom = Math.min(view.top + el.clientHeight, host.bottom);
          const left = Math.max(view.left, host.left);
          const right = Math.min(view.left + el.clientWidth, host.right);
          return canvas.top <= top + 1 && canvas.bottom >= bottom - 1 && canvas.left <= left + 1 && canvas.right >= right - 1;
        }),
      )
      .toBe(true);
  await drawnInView();

  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect.poll(async () => Number(await paper.getAttribute('data-zoom'))).toBeCloseTo(zoom * 1.1, 2);

  // More contrast: the paper's images are drawn through a contrast filter; the marks are not.
  const filters = () => paper.evaluate((el) => Array.from(el.querySelectorAll('canvas'), (c) => getComputedStyle(c).filter));
  expect(await filters()).not.toContainEqual(expect.stringContaining('contrast'));
  await page.getByRole('button', { name: '增强对比度' }).click();
  await expect(paper).toHaveAttribute('data-contrast', 'high');
  await expect.poll(async () => (await filters()).filter((f) => f.includes('contrast(1.8)'))).toHaveLength(1);
  expect((await filters()).filter((f) => f === 'none').length).toBeGreaterThan(0);
  await page.getByRole('button', { name: '旋转90°' }).click();
  await expect(paper).toHaveAttribute('data-rotation', '90');
  const stage = await page.getByTestId('mark-stage').boundingBox();
  const z = Number(await paper.getAttribute('data-zoom'));
  expect(stage?.width).toBeCloseTo(result.paper.height * z, -1);

  // Turned a quarter clockwise, the paper's point (x, y) is on screen at (height − y, x).
  await mode(page, '对').click();
  await paper.evaluate((el) => {
    el.scrollTop = 0;
    el.scrollLeft = 0;
  });
  // The click waits until the canvases have followed the scroll (else it lands on the paper where it was).
  await drawnInView();
  const s = await page.getByTestId('mark-stage').boundingBox();
  if (!s) throw new Error('no stage');
  await page.mouse.click(s.x + 60 * z, s.y + 100 * z); // the paper's point (100, height − 60)
  await page.getByRole('button', { name: '提交' }).click(); // unscored: refused, but the mark is in place
  await box(page, '18').fill('3');
  await page.getByRole('button', { name: '提交' }).click();
  const sent = (await waitForRequest(SUBMIT)).body as { marks: { check: { x: number; y: number }[] } };
  expect(sent.marks.check).toHaveLength(1);
  expect(sent.marks.check[0]?.x).toBeCloseTo(100, -1);
  expect(sent.marks.check[0]?.y).toBeCloseTo(result.paper.height - 60, -1);
});

test('PageUp goes back past the 15 latest papers, to the first one marked', async ({ page }) => {
  // The administrator makes 邱文 a marking teacher of exam 3005 语文 with 一评 of 阅读理解 (one score box; W gives 1).
  await signIn(page);
  const post = async (path: string, data: unknown) => ((await (await page.request.post(path, { data })).json()) as { success: boolean; result: unknown }).result;
  const groups = (await post('/api/exam/loadExamSubjectQuestionGroup', { examid: 3005, subjectid: 1 })) as { question_id: number; question_name: string }[];
  const reading = groups.find((g) => g.question_name === '阅读理解')?.question_id;
  await post('/api/exam/saveteacher', { examid: 3005, subjectid: 1, teacherList: [4055] });
  await post('/api/exam/saveTeacherQuestion', { examid: 3005, subjectid: 1, teacherid: 4055, data: { [String(reading)]: [1] } });
  await page.context().clearCookies();
  await signIn(page, teacher('qiuwen'), { to: `/netview/marking?exam_id=3005&subject_id=1&question_id=${reading}&turn=1` });

  const MARKED = 17;
  for (let n = 0; n < MARKED; n++) {
    const paper = await shownPaper(page);
    await page.keyboard.press('w');
    await page.keyboard.press('Enter');
    await expect(region(page)).not.toHaveAttribute('data-shown-paper', paper);
  }
  await shownPaper(page);
  for (let n = MARKED; n >= 1; n--) {
    await page.keyboard.press('PageUp');
    await expect(page.getByText(`回评第${n}份`, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('PageUp');
  await expect(alertWith(page, '没有更早阅过的试卷')).toBeVisible();
});
