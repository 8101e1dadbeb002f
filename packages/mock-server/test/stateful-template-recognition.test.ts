// Recognition from the subject's own saved template (issue 28, blocker 2): exam 3001 数学's template is replaced by
// pages printed at 200 dpi (1654 × 2338, uploaded as PNG), its exam-number area and a batch of objective questions are
// saved in those pages' pixels, and scanned sheets are read against them: no groups, no answers; with the groups, the
// exam number and every answer as printed (single and multi-select, by coverage and depth), also when scanned at
// 100 dpi. Then the driver simulator prints sheets from the saved template itself (POST /__sim/sheets fromTemplate,
// --backend this mock) and what it scans reads as its ground truth.
import { createSheetTemplate, drawSheet, encodeGreyJpeg, encodePng, fillRect, renderSheet, startDriverSimulator } from '@exam/scanner-protocol/simulator';
import type { Area, DriverSimulator, SheetSpec } from '@exam/scanner-protocol/simulator';
import { multipartSerializer, unwrap } from '@exam/sdk/node';
import { afterAll, describe, expect, it } from 'vitest';
import { putpicMath, useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

let c: Client;
let mock: StatefulMock;
useSignedInMock((m, client) => {
  mock = m;
  c = client;
});
let simulator: DriverSimulator | undefined;
afterAll(async () => {
  await simulator?.close();
});

const MATH = { examid: 3001, subjectid: 2 };
/** The sheet as printed at 200 dpi: its blank pages are the template images. */
const printed = createSheetTemplate({ title: 'PHYSICS 200 DPI', dpi: 200, questions: 12 });
const around = (areas: Area[], pad: number): Area => {
  const x = Math.min(...areas.map((a) => a.x)) - pad;
  const y = Math.min(...areas.map((a) => a.y)) - pad;
  return { x, y, w: Math.max(...areas.map((a) => a.x + a.w)) + pad - x, h: Math.max(...areas.map((a) => a.y + a.h)) + pad - y, p: 0 };
};
const rows = (result: { page1Res?: { result?: { subnum: number; answers: string }[] | null } | null }) => result.page1Res?.result?.map((r) => `${r.subnum}:${r.answers}`);

async function replaceTemplate(): Promise<void> {
  for (const paper of await unwrap(c.POST('/api/exam/loadexamsubjectpaper', { body: MATH }))) {
    await unwrap(c.POST('/api/exam/removesubjectpaper', { body: { examid: 3001, paperid: paper.paper_id } }));
  }
  const blank = drawSheet(printed, { examNumber: '', examNumberStyle: 'blank', marks: [] }, { duplex: true });
  for (const [i, page] of blank.entries()) {
    const imgfile = new File([new Uint8Array(encodePng(page, { dpi: 200 }))], `物理-${i + 1}.png`, { type: 'image/png' });
    await unwrap(c.POST('/api/exam/uploadexamsubjectpaper', { body: { ...MATH, imgfile }, bodySerializer: multipartSerializer }));
  }
  const prop = await unwrap(c.POST('/api/exam/loadexamsubjectprop', { body: MATH }));
  if (!prop?.scan_prop) throw new Error('no paper properties');
  const { paper_name, mask_area: _m, code_area: _c, fill_area, total_score: _t, ...settings } = prop;
  const code = [around(printed.examNumber.bubbles.flat(), 8)];
  await unwrap(
    c.POST('/api/exam/savesubjectprop', {
      body: { ...MATH, ...settings, name: paper_name, maskarea: [printed.examNumber.area], codearea: code, orm_area: code, fillarea: fill_area ?? [], scan_prop: { ...prop.scan_prop, scan_dpi: 200 } },
    }),
  );
}

async function addObjectiveGroup(): Promise<void> {
  const area = around(printed.objective.questions.flatMap((q) => q.bubbles), 14);
  const content = { viewType: 1 as const, marktype: 1 as const, omrfigure: 2 as const, coverage: 25, coverage2: 55, uncoverage: 9, uncoverage2: 15, depth: 50, score_interval: 1, multi_choices: 3, limit_time: 0, remark_flag: false, choose_flag: false };
  await unwrap(c.POST('/api/exam/savesubjectquestion', { body: { ...MATH, name: '选择题', type: 1, area: [area], content } }));
  const groups = await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body: MATH }));
  const quesid = groups.find((g) => g.question_name === '选择题')?.question_id;
  if (!quesid) throw new Error('the group was not saved');
  const subques = printed.objective.questions.map((q) => ({ sq: q.number, areas: [around(q.bubbles, 4)], content: { full_score: 0 as const, is_multi: q.number > 10 } }));
  await unwrap(c.POST('/api/exam/batchaddsubquestion', { body: { ...MATH, quesid, direction: 2, subques } }));
}

const SHEET: SheetSpec = { examNumber: '301010102', marks: ['B', 'C', 'A', 'D', '', 'A', 'C', 'C', 'D', 'B', 'AC', 'BD'] };

describe('scanned sheets are read against the subject’s own saved template', () => {
  it('a 200-dpi template with an exam-number area and no groups: the number is read, no answers', async () => {
    await replaceTemplate();
    const { front, back } = renderSheet(printed, SHEET, { duplex: true });
    const read = await putpicMath(c, front, back, { is_cover: '1' });
    expect(read.error).toBeNull();
    expect(read.student_id).toBe('301010102');
    expect(rows(read)).toEqual([]);
  });

  it('with an objective group batch-added: every answer as printed, at 200 dpi and scanned at 100 dpi', async () => {
    await addObjectiveGroup();
    const expected = SHEET.marks.map((m, i) => `${i + 1}:${m}`);
    const { front, back } = renderSheet(printed, SHEET, { duplex: true });
    const read = await putpicMath(c, front, back, { is_cover: '1' });
    expect(read.student_id).toBe('301010102');
    expect(rows(read)).toEqual(expected);
    // The same sheet scanned at 100 dpi (827 × 1169): mapped onto the template by the size ratio.
    const at100 = createSheetTemplate({ title: 'PHYSICS 200 DPI', dpi: 100, questions: 12 });
    const small = renderSheet(at100, SHEET, { duplex: true });
    const again = await putpicMath(c, small.front, small.back, { is_cover: '1' });
    expect(again.student_id).toBe('301010102');
    expect(rows(again)).toEqual(expected);
    // A page that is no front of this template (its back alone) is refused.
    const refused = await putpicMath(c, back ?? front, undefined, { is_cover: '1' });
    expect(refused.error).toBe('考号未识别');
    expect(refused.page1Res?.error).toBe('未找到定位点，不是本科目的答题卡');
  });

  it('a faint stroke in an unchosen box (between the group’s uncoverage 9 and coverage 25) keeps the answer and flags it doubtful', async () => {
    const [front, back] = drawSheet(printed, SHEET, { duplex: true });
    if (!front || !back) throw new Error('no pages');
    // Question 3 (answered A): a light stroke across its box D, about a sixth of the inside.
    const box = printed.objective.questions[2]?.bubbles[3];
    if (!box) throw new Error('no box');
    fillRect(front, box.x + box.w / 6, box.y + box.h / 2, (box.w * 2) / 3, box.h / 9, 0);
    const read = await putpicMath(c, encodeGreyJpeg(front, { quality: 90, dpi: 200 }), encodeGreyJpeg(back, { quality: 90, dpi: 200 }), { is_cover: '1' });
    expect(rows(read)).toEqual(SHEET.marks.map((m, i) => `${i + 1}:${m}`));
    expect(read.page1Res?.result?.filter((r) => r.doubtful).map((r) => r.subnum)).toEqual([3]);
    // A clean sheet has none.
    const clean = renderSheet(printed, SHEET, { duplex: true });
    const plain = await putpicMath(c, clean.front, clean.back, { is_cover: '1' });
    expect(plain.page1Res?.result?.some((r) => r.doubtful)).toBe(false);
  });

  it('试识别 (tryrecognize) reads one sample sheet with the same recognition and says what each area read', async () => {
    const { front, back } = renderSheet(printed, SHEET, { duplex: true });
    const file = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
    const tried = await unwrap(
      c.POST('/api/exam/tryrecognize', { body: { ...MATH, page1: file(front, '样卷-1.jpg'), ...(back ? { page2: file(back, '样卷-2.jpg') } : {}) }, bodySerializer: multipartSerializer }),
    );
    expect(tried).toMatchObject({ front_found: true, turned: false, student_id: '301010102' });
    expect(tried.areas[0]).toMatchObject({ kind: 'exam_number', name: '考号', read: '301010102' });
    expect(tried.areas.slice(1).map((a) => `${a.subnum}:${a.read}`)).toEqual(SHEET.marks.map((m, i) => `${i + 1}:${m}`));
    // Its back only: not this template's front, said so; nothing read as a number.
    const wrong = await unwrap(c.POST('/api/exam/tryrecognize', { body: { ...MATH, page1: file(back ?? front, '背面.jpg') }, bodySerializer: multipartSerializer }));
    expect(wrong).toMatchObject({ front_found: false });
  });

  it('the simulator prints sheets from the saved template (fromTemplate) and they read as its ground truth', async () => {
    simulator = await startDriverSimulator({ port: 0, backend: mock.mock.url });
    const response = await fetch(`${simulator.controlUrl}/sheets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fromTemplate: { examId: 3001, subjectId: 2 }, count: 3 }),
    });
    expect(response.status).toBe(200);
    const printedTray = (await response.json()) as { sheets: SheetSpec[]; questions: number[]; template: { width: number; height: number } };
    expect(printedTray.template).toMatchObject({ width: printed.width, height: printed.height });
    expect(printedTray.questions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(printedTray.sheets).toHaveLength(3);
    const template = simulator.control.template();
    for (const sheet of printedTray.sheets) {
      const { front, back } = renderSheet(template, sheet, { duplex: true });
      const read = await putpicMath(c, front, back, { is_cover: '1' });
      expect(read.student_id).toBe(sheet.examNumber);
      expect(rows(read)).toEqual(sheet.marks.map((m, i) => `${printedTray.questions[i]}:${m}`));
    }
    // Multi-select questions are marked with one or two options.
    expect(printedTray.sheets.every((s) => s.marks.slice(10).every((m) => m.length >= 1))).toBe(true);
  });
});
