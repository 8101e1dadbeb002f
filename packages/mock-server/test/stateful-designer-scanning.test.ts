// What the template designer saves is what the scanner uses next: after savesubjectprop (scan settings, masking and
// code areas), savesubjectquestion, savesubjectsubquestion, delsubjectsubquestion and batchaddsubquestion, the
// scanner view's connectScanner answers the new values, getsubjectinfo still counts the subject, and putpic reads a
// scanned simulator sheet with them: the exam number from the bubbles inside the code areas, the objective answers
// per configured sub-question (its number, the option marks inside its areas).
import { defaultSheetTemplate, defaultSheets, renderSheet } from '@exam/scanner-protocol/simulator';
import type { SheetSpec } from '@exam/scanner-protocol/simulator';
import { multipartSerializer, unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { bounds } from '../src/stateful/seed/exam-config.ts';
import { useSignedInMock } from './stateful-support.ts';
import type { Client } from './stateful-support.ts';

let c: Client;
useSignedInMock((_mock, client) => {
  c = client;
});

const MATH = { examid: 3001, subjectid: 2 };
const SCAN = { exam_id: 3001, subject_id: 2 };
const LI_MING = defaultSheets.find((s) => s.label === '李明') as SheetSpec;
const connect = () => unwrap(c.POST('/api/exam/connectScanner', { body: SCAN }));
const jpeg = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

/** Scans 李明's sheet again (is_cover: his papers are already uploaded) and answers what putpic read. */
async function scanLiMing() {
  const { front, back } = renderSheet(defaultSheetTemplate, LI_MING, { duplex: true });
  return unwrap(
    c.POST('/api/scannerApi/putpic', {
      body: { type: '3', ...SCAN, is_cover: '1', page1: jpeg(front, 'page1.jpg'), ...(back ? { page2: jpeg(back, 'page2.jpg') } : {}), realTimeAlign: false },
      bodySerializer: multipartSerializer,
    }),
  );
}
const rows = async () => (await scanLiMing()).page1Res?.result?.map((r) => `${r.subnum}:${r.answers}`);
const question12 = defaultSheetTemplate.objective.questions[11];
const q12Area = () => bounds(question12?.bubbles ?? [], 4);

async function paperProp() {
  const prop = await unwrap(c.POST('/api/exam/loadexamsubjectprop', { body: MATH }));
  if (!prop?.scan_prop) throw new Error('seeded properties missing');
  const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop;
  return { prop, scanProp: prop.scan_prop, save: (changes: Partial<typeof settings>, areas: { mask?: typeof mask_area; code?: typeof code_area } = {}) =>
    unwrap(c.POST('/api/exam/savesubjectprop', { body: { ...MATH, ...settings, ...changes, name: paper_name, maskarea: areas.mask ?? mask_area ?? [], codearea: areas.code ?? code_area ?? [], fillarea: fill_area ?? [] } })) };
}

describe('the scanner reads with what the designer saved', () => {
  it('before any change: the seeded configuration reads 李明’s sheet as the simulator wrote it', async () => {
    const read = await scanLiMing();
    expect(read.student_id).toBe('301010101');
    expect(await rows()).toEqual(LI_MING.marks.map((m, i) => `${i + 1}:${m}`));
    const info = await unwrap(c.POST('/api/scannerApi/getsubjectinfo', { body: { type: 'web', ...SCAN } }));
    expect(info.scan_count[0]?.total).toBeGreaterThan(0);
  });

  it('savesubjectprop: new scan settings and masking area reach connectScanner; the exam number is read inside the code areas only', async () => {
    const { prop, scanProp, save } = await paperProp();
    const mask = [{ x: 400, y: 90, w: 380, h: 300, p: 0 }];
    await save({ scan_prop: { ...scanProp, scan_dpi: 150, scan_way: '1', scan_color: 3, student_id_length: 9, cut_start: 1, cut_end: 6 }, strict_mode: 1, codeareadirection: 1 }, { mask });
    const setup = await connect();
    expect(setup.subjectProp).toMatchObject({ scan_prop: { scan_dpi: 150, scan_way: '1', scan_color: 3, cut_start: 1, cut_end: 6 }, strict_mode: 1, code_direction: 1, mask_area: mask });
    expect(setup.scanPerm.find((p) => p.subject_id === 2)?.scan_prop).toMatchObject({ scan_dpi: 150, scan_way: '1' });

    // Code areas moved off the exam-number bubbles (both lists): the number can no longer be read.
    const off = [{ x: 60, y: 600, w: 300, h: 100, p: 0 }];
    await save({ orm_area: off }, { code: off });
    const unread = await scanLiMing();
    expect(unread.student_id).toBeNull();
    expect(unread.error).toBe('考号未识别');
    // Back on the bubbles: read again.
    await save({ orm_area: prop.orm_area ?? [] }, { code: prop.code_area ?? [] });
    expect((await scanLiMing()).student_id).toBe('301010101');
  });

  it('savesubjectquestion: the objective group’s new recognition ratios reach connectScanner', async () => {
    const groups = await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body: MATH }));
    const objective = groups.find((g) => g.question_id === 801);
    if (!objective?.question_area || !objective.content) throw new Error('seeded objective group missing');
    await unwrap(c.POST('/api/exam/savesubjectquestion', { body: { ...MATH, quesid: 801, name: '单项选择', type: 1, area: objective.question_area, content: { ...objective.content, coverage: 30, uncoverage2: 12, depth: 60 } } }));
    const setup = await connect();
    expect(setup.questionInfo.questions[0]).toMatchObject({ question_id: 801, question_name: '单项选择', content: { coverage: 30, uncoverage2: 12, depth: 60 } });
  });

  it('delsubjectsubquestion and savesubjectsubquestion: the sub-questions connectScanner lists and putpic reads are the saved ones', async () => {
    await unwrap(c.POST('/api/exam/delsubjectsubquestion', { body: { examid: 3001, subid: 8112 } }));
    expect((await connect()).questionInfo.subQuestions.filter((s) => s.question_id === 801).map((s) => s.subquestion_num)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(await rows()).toEqual(LI_MING.marks.slice(0, 11).map((m, i) => `${i + 1}:${m}`));

    // Question 12's row comes back as sub-question 30, multi-select.
    await unwrap(c.POST('/api/exam/savesubjectsubquestion', { body: { ...MATH, quesid: 801, type: 1, num: 30, name: '30', area: [q12Area()], content: { full_score: 0, is_multi: true } } }));
    const subs = (await connect()).questionInfo.subQuestions.filter((s) => s.question_id === 801);
    expect(subs.at(-1)).toMatchObject({ subquestion_num: 30, subquestion_name: '30', content: { is_multi: true } });
    expect((await rows())?.at(-1)).toBe(`30:${LI_MING.marks[11]}`);
    // Once processed, the uploaded paper list numbers the answers the same way.
    await unwrap(c.POST('/api/scannerApi/fixAndDealPaper', { body: { ...SCAN, studentIds: ['301010101'], submit: true } }));
    const uploads = await unwrap(c.POST('/api/examupload/getuploadpaperinfolist', { body: { page: 1, pagesize: 15, paperid: 7001, ...MATH, studentid: '301010101' } }));
    expect(uploads.datalist[0]?.answers?.split(',').at(-1)).toBe(`30:${LI_MING.marks[11]}`);
  });

  it('batchaddsubquestion: renumbered rows and a changed multi-select flag are what the scanner gets', async () => {
    const questions = defaultSheetTemplate.objective.questions;
    // The first two rows become 41 and 42 (the batch keeps the other sub-questions; 1 and 2 are deleted first).
    await unwrap(c.POST('/api/exam/delsubjectsubquestion', { body: { examid: 3001, subid: 8101 } }));
    await unwrap(c.POST('/api/exam/delsubjectsubquestion', { body: { examid: 3001, subid: 8102 } }));
    const subques = [0, 1].map((i) => ({ sq: 41 + i, areas: [bounds(questions[i]?.bubbles ?? [], 4)], content: { full_score: 0 as const, is_multi: i === 1 } }));
    await unwrap(c.POST('/api/exam/batchaddsubquestion', { body: { ...MATH, quesid: 801, direction: 2, subques } }));
    const subs = (await connect()).questionInfo.subQuestions.filter((s) => s.question_id === 801);
    expect(subs.map((s) => s.subquestion_num)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 30, 41, 42]);
    expect(subs.find((s) => s.subquestion_num === 42)?.content?.is_multi).toBe(true);
    const read = await rows();
    expect(read?.slice(-2)).toEqual([`41:${LI_MING.marks[0]}`, `42:${LI_MING.marks[1]}`]);
    expect(read?.[0]).toBe(`3:${LI_MING.marks[2]}`);
  });
});
