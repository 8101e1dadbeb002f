// Exam configuration through the SDK (strict client): the template screen (images served and uploaded, paper
// properties, question groups and sub-questions, option recognition, batch add), objective answers (the save rules,
// a real xlsx template and an import with good and bad rows) and the question-group configuration. The seeded
// template of exam 3001 数学 is the driver simulator's blank answer sheet and its areas are the sheet's rectangles.
import { defaultSheetTemplate, defaultSheets, jpegSize, recognizeSheet } from '@exam/scanner-protocol/simulator';
import { download, multipartSerializer, unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE, readRows, writeWorkbook } from '../src/stateful/lib/xlsx.ts';
import { useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

let m: StatefulMock;
let c: Client;
useSignedInMock((mock, client) => {
  m = mock;
  c = client;
});

const MATH = { examid: 3001, subjectid: 2 };
/** The settings the SDK's request types want spelled out (the contract's defaults). */
const GROUP = { viewType: 1, score_interval: 1, limit_time: 0, remark_flag: false, choose_flag: false, multi_choices: 3 } as const;
const PROP = { codeareatype: 1, codeareadirection: 2, markingType: 1, strict_mode: 0, has_sub: 0 } as const;
const SCAN = { student_id_length: 9, cut_start: 0, cut_end: 7, template_type: 1, scan_type: '3', scan_dpi: 200, scan_way: '2', scan_color: 2, scan_paper_size: 3, recognize_type: 1 } as const;
const letterIndexes = (mark: string) => [...mark].map((l) => l.charCodeAt(0) - 65).join(',');
/** A 2 × 3 px PNG header (enough for the size check; the mock keeps the bytes as they are). */
const png = () => {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(1654, 16);
  b.writeUInt32BE(2339, 20);
  return new Uint8Array(b);
};
const upload = (path: '/api/exam/uploadexamsubjectpaper' | '/api/exam/mgeexamsubjectpapers/uploadexamsubjectpaper', file: File, examid: number, subjectid: number) =>
  c.POST(path, { body: { imgfile: file, examid, subjectid }, bodySerializer: multipartSerializer });

describe('the seeded template of exam 3001 数学 is the simulator sheet', () => {
  it('answers the exam header', async () => {
    const info = await unwrap(c.POST('/api/common/loadexaminfo', { body: { examid: 3001 } }));
    expect(info).toMatchObject({ exam_id: 3001, exam_name: '2026年秋季高一期中联考', unit_name: '临江市教育局', exam_state: '2' });
    expect(info.subjects.map((s) => s.subject_name)).toEqual(['语文', '数学', '英语']);
    await expect(unwrap(c.POST('/api/common/loadexaminfo', { body: { examid: 9999 } }))).rejects.toThrow('考试不存在');
  });

  it('serves the blank sheet pages as the template images', async () => {
    const papers = await unwrap(c.POST('/api/exam/loadexamsubjectpaper', { body: MATH }));
    expect(papers.map((p) => p.paper_id)).toEqual([7001, 7002]);
    expect(papers[0]).toMatchObject({ file_name: '数学-1.jpg', paper_image: '/upload/template/3001/2/7001.jpg', exam_id: 3001 });
    const res = await fetch(`${m.mock.url}${papers[0]?.paper_image ?? ''}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = new Uint8Array(await res.arrayBuffer());
    expect(jpegSize(jpeg)).toEqual({ width: defaultSheetTemplate.width, height: defaultSheetTemplate.height });
    const read = recognizeSheet(jpeg);
    expect(read.registrationMarksFound).toBe(true);
    expect(read.examNumber).toBeUndefined();
    expect(read.marks.every((mark) => mark === '')).toBe(true);
    expect((await fetch(`${m.mock.url}/upload/template/3001/2/7999.jpg`)).status).toBe(404);
  });

  it('has the sheet exam-number area in the paper properties and its bubbles in the objective group', async () => {
    const prop = await unwrap(c.POST('/api/exam/loadexamsubjectprop', { body: MATH }));
    if (!prop) throw new Error('no properties');
    const { x, y, w, h, p } = defaultSheetTemplate.examNumber.area;
    expect(prop.mask_area?.[0]).toEqual({ x, y, w, h, p });
    expect(prop).toMatchObject({ paper_name: '数学答题卡', total_score: 102, codeareatype: 2, scan_prop: { student_id_length: 9 } });
    const groups = await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body: MATH }));
    expect(groups.map((g) => [g.question_id, g.question_name, g.mark_mode])).toEqual([
      [801, '选择题', 1],
      [802, '填空题', 2],
      [803, '解答题17', 3],
      [804, '解答题18', 3],
    ]);
    const objective = groups[0];
    expect(objective?.question_area?.[0]).toMatchObject({ x: defaultSheetTemplate.objective.area.x, y: defaultSheetTemplate.objective.area.y });
    expect(objective?.sub_question?.map((s) => s.subquestion_id)).toEqual([8101, 8102, 8103, 8104, 8105, 8106, 8107, 8108, 8109, 8110, 8111, 8112]);
    defaultSheetTemplate.objective.questions.forEach((q, i) => {
      const area = objective?.sub_question?.[i]?.subquestion_area?.[0];
      if (!area) throw new Error(`no area for question ${q.number}`);
      for (const b of q.bubbles) expect(b.x >= area.x && b.y >= area.y && b.x + b.w <= area.x + area.w && b.y + b.h <= area.y + area.h).toBe(true);
    });
    expect(groups[3]?.sub_question?.[0]).toMatchObject({ subquestion_id: 8401, subquestion_num: 18 });
  });

  it('has objective answers that follow the simulator default sheets (李明 answers 1–10 right)', async () => {
    const answers = await unwrap(c.POST('/api/exam/subquestionanswer/loadsubquestionforanswer', { body: MATH }));
    expect(answers).toHaveLength(1);
    const group = answers[0];
    expect(group).toMatchObject({ quesid: 801, name: '选择题', maxscore: 60 });
    const liMing = defaultSheets[0];
    group?.subquestions.slice(0, 10).forEach((s, i) => expect(s.answers[0]?.answer).toBe(letterIndexes(liMing?.marks[i] ?? '')));
    expect(group?.subquestions[10]).toMatchObject({ id: 8111, ismulti: true, answers: [{ answer: '0,2', score: 5, insufficientScore: 2 }] });
    expect(group?.subquestions[11]).toMatchObject({ id: 8112, ismulti: true, type: 2 });
  });
});

describe('template images, properties, groups and sub-questions', () => {
  it('uploads images on both paths, lists and serves them, reorders and deletes them', async () => {
    const empty = await unwrap(c.POST('/api/exam/loadexamsubjectpaper', { body: { examid: 3002, subjectid: 3 } }));
    const before = empty.length;
    const bytes = png();
    await unwrap(upload('/api/exam/uploadexamsubjectpaper', new File([bytes], '英语-3.png', { type: 'image/png' }), 3002, 3));
    await unwrap(upload('/api/exam/mgeexamsubjectpapers/uploadexamsubjectpaper', new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 2, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])], '英语-4.gif', { type: 'image/gif' }), 3002, 3));
    await expect(unwrap(upload('/api/exam/uploadexamsubjectpaper', new File([new Uint8Array([1, 2, 3])], 'notes.txt', { type: 'text/plain' }), 3002, 3))).rejects.toThrow('只能上传png、jpeg或gif格式的图片');
    const papers = await unwrap(c.POST('/api/exam/loadexamsubjectpaper', { body: { examid: 3002, subjectid: 3 } }));
    expect(papers).toHaveLength(before + 2);
    const [pngPaper, gifPaper] = papers.slice(-2);
    if (!pngPaper || !gifPaper) throw new Error('not listed');
    expect(pngPaper.file_name).toBe('英语-3.png');
    const served = await fetch(`${m.mock.url}${pngPaper.paper_image}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    await unwrap(c.POST('/api/exam/changesubjectpaper', { body: { srcid: gifPaper.paper_id, tgtid: pngPaper.paper_id, type: 'before', examid: 3002, subjectid: 3 } }));
    const reordered = await unwrap(c.POST('/api/exam/loadexamsubjectpaper', { body: { examid: 3002, subjectid: 3 } }));
    expect(reordered.slice(-2).map((p) => p.paper_id)).toEqual([gifPaper.paper_id, pngPaper.paper_id]);
    // Reordering clears the question-group settings, as the screen warns.
    expect(await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body: { examid: 3002, subjectid: 3 } }))).toEqual([]);
    await unwrap(c.POST('/api/exam/removesubjectpaper', { body: { examid: 3002, paperid: gifPaper.paper_id } }));
    const after = await unwrap(c.POST('/api/exam/loadexamsubjectpaper', { body: { examid: 3002, subjectid: 3 } }));
    expect(after.map((p) => p.paper_id)).not.toContain(gifPaper.paper_id);
    // An ended exam keeps its images.
    await expect(unwrap(c.POST('/api/exam/removesubjectpaper', { body: { examid: 3003, paperid: (await unwrap(c.POST('/api/exam/loadexamsubjectpaper', { body: { examid: 3003, subjectid: 2 } })))[0]?.paper_id ?? 0 } }))).rejects.toThrow('不能删除模板图片');
  });

  it('saves and reloads the paper properties', async () => {
    await unwrap(
      c.POST('/api/exam/savesubjectprop', {
        body: { examid: 3004, subjectid: 3, name: '英语答题卡（新）', maskarea: [{ x: 500, y: 100, w: 280, h: 260, p: 0 }], codearea: [], fillarea: [], ...PROP, strict_mode: 1, markingType: 2, scan_prop: SCAN },
      }),
    );
    const prop = await unwrap(c.POST('/api/exam/loadexamsubjectprop', { body: { examid: 3004, subjectid: 3 } }));
    expect(prop).toMatchObject({ paper_name: '英语答题卡（新）', mask_area: [{ x: 500, y: 100, w: 280, h: 260, p: 0 }], code_area: [], strict_mode: 1, markingType: 2, scan_prop: { scan_dpi: 200 }, total_score: 0 });
    await expect(unwrap(c.POST('/api/exam/savesubjectprop', { body: { examid: 3004, subjectid: 3, ...PROP, name: '越界', maskarea: [{ x: 800, y: 100, w: 280, h: 260, p: 0 }] } }))).rejects.toThrow('不能超出');
  });

  it('creates, edits, reorders and deletes question groups and sub-questions', async () => {
    const body = { examid: 3004, subjectid: 2 };
    expect(await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body }))).toEqual([]);
    const area = { x: 60, y: 600, w: 700, h: 240, p: 0 };
    await unwrap(c.POST('/api/exam/savesubjectquestion', { body: { ...body, name: '解答题', type: 2, area: [area], validScoreStr: '0,1,2,3,4,5,6', content: { ...GROUP, full_score: 6, mark_mode: 2 } } }));
    await unwrap(c.POST('/api/exam/savesubjectquestion', { body: { ...body, name: '证明题', type: 2, area: [{ x: 60, y: 120, w: 700, h: 400, p: 1 }], content: { ...GROUP, full_score: 8, mark_mode: 3 } } }));
    await expect(unwrap(c.POST('/api/exam/savesubjectquestion', { body: { ...body, name: '解答题', type: 2, area: [area] } }))).rejects.toThrow('题组名称已存在');
    let groups = await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body }));
    const [first, second] = groups;
    if (!first || !second) throw new Error('groups not listed');
    // A subjective group's full score is its sub-questions' sum (the given 6 is not kept): 0 without sub-questions.
    expect(first).toMatchObject({ question_name: '解答题', question_type: 2, mark_mode: 2, content: { valid_scores: '0,1,2,3,4,5,6', full_score: 0 } });

    await unwrap(c.POST('/api/exam/savesubjectquestion', { body: { ...body, quesid: first.question_id, name: '解答题19', type: 2, area: [area], content: { ...GROUP, full_score: 6, mark_mode: 2 } } }));
    await unwrap(c.POST('/api/exam/savesubjectsubquestion', { body: { ...body, quesid: first.question_id, type: 2, num: 19, name: '19(1)', area: [{ x: 70, y: 610, w: 680, h: 100, p: 0 }], content: { full_score: 3, is_multi: false, points: [{ x: 100, y: 650, p: 0 }] } } }));
    await unwrap(c.POST('/api/exam/savesubjectsubquestion', { body: { ...body, quesid: first.question_id, type: 2, num: 20, name: '19(2)', area: [{ x: 70, y: 720, w: 680, h: 100, p: 0 }], content: { full_score: 3, is_multi: false } } }));
    await expect(unwrap(c.POST('/api/exam/savesubjectsubquestion', { body: { ...body, quesid: first.question_id, name: '重叠', area: [{ x: 70, y: 650, w: 100, h: 100, p: 0 }], content: { full_score: 1, is_multi: false } } }))).rejects.toThrow('小题区域不能重叠');
    await expect(unwrap(c.POST('/api/exam/savesubjectsubquestion', { body: { ...body, quesid: first.question_id, name: '出界', area: [{ x: 10, y: 10, w: 50, h: 50, p: 0 }], content: { full_score: 1, is_multi: false } } }))).rejects.toThrow('题组区域内');
    await expect(unwrap(c.POST('/api/exam/savesubjectsubquestion', { body: { ...body, quesid: first.question_id, name: '得分点', area: [{ x: 70, y: 830, w: 100, h: 8, p: 0 }], content: { full_score: 1, is_multi: false, points: [{ x: 400, y: 400, p: 0 }] } } }))).rejects.toThrow('得分点');

    groups = await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body }));
    const subs = groups[0]?.sub_question ?? [];
    expect(groups[0]?.question_name).toBe('解答题19');
    expect(subs.map((s) => s.subquestion_name)).toEqual(['19(1)', '19(2)']);
    // The group's full score and the paper's total follow the sub-questions (3 + 3).
    expect(groups[0]?.content?.full_score).toBe(6);
    const total = async () => (await unwrap(c.POST('/api/exam/loadexamsubjectprop', { body })))?.total_score;
    expect(await total()).toBe(6);
    const [s1, s2] = subs;
    if (!s1 || !s2) throw new Error('subs not listed');
    await unwrap(c.POST('/api/exam/changesubjectsubquestion', { body: { examid: 3004, srcid: s2.subquestion_id, tgtid: s1.subquestion_id, type: 'before' } }));
    await unwrap(c.POST('/api/exam/changesubjectquestion', { body: { examid: 3004, srcid: second.question_id, tgtid: first.question_id, type: 'before' } }));
    await expect(unwrap(c.POST('/api/exam/changesubjectsubquestion', { body: { examid: 3001, srcid: 8101, tgtid: 8201, type: 'before' } }))).rejects.toThrow('本题组内');
    groups = await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body }));
    expect(groups.map((g) => g.question_name)).toEqual(['证明题', '解答题19']);
    expect(groups[1]?.sub_question?.map((s) => s.subquestion_name)).toEqual(['19(2)', '19(1)']);

    await unwrap(c.POST('/api/exam/delsubjectsubquestion', { body: { examid: 3004, subid: s1.subquestion_id } }));
    await expect(unwrap(c.POST('/api/exam/delsubjectsubquestion', { body: { examid: 3004, subid: s1.subquestion_id } }))).rejects.toThrow('小题不存在');
    await unwrap(c.POST('/api/exam/delsubjectquestion', { body: { examid: 3004, quesid: second.question_id } }));
    groups = await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body }));
    expect(groups.map((g) => [g.question_name, g.sub_question?.length, g.content?.full_score])).toEqual([['解答题19', 1, 3]]);
    expect(await total()).toBe(3);
    await expect(unwrap(c.POST('/api/exam/delsubjectquestion', { body: { examid: 3003, quesid: (await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body: { examid: 3003, subjectid: 2 } })))[0]?.question_id ?? 0 } }))).rejects.toThrow('阅卷数据');
  });

  it('recognises option boxes in the sheet image (none in a blank region), cuts area images and batch-adds sub-questions', async () => {
    const objArea = defaultSheetTemplate.objective.area;
    const [boxes, blank] = await unwrap(c.POST('/api/exam/getoptionpos', { body: { ...MATH, areas: [{ ...objArea }, { x: 100, y: 900, w: 200, h: 60, p: 0 }], minblank: 1, depth: 50 } }));
    const bubbles = defaultSheetTemplate.objective.questions.flatMap((q) => q.bubbles).map(({ x, y, w, h }) => ({ x, y, w, h }));
    expect(boxes).toHaveLength(48);
    expect(new Set(boxes?.map((b) => JSON.stringify(b)))).toEqual(new Set(bubbles.map((b) => JSON.stringify(b))));
    expect(blank).toEqual([]);
    await expect(unwrap(c.POST('/api/exam/getoptionpos', { body: { examid: 3005, subjectid: 99, areas: [{ ...objArea }], minblank: 1 } }))).rejects.toThrow('没有此科目');

    const [image] = await unwrap(c.POST('/api/exam/getoptionimages', { body: { ...MATH, areas: [{ ...objArea }] } }));
    expect(jpegSize(new Uint8Array(Buffer.from(image ?? '', 'base64')))).toEqual({ width: objArea.w, height: objArea.h });

    // A new objective group on 3004 数学 (its sheet is the simulator layout too), batch-filled from the recognised rows.
    const body = { examid: 3004, subjectid: 2 };
    await unwrap(c.POST('/api/exam/savesubjectquestion', { body: { ...body, name: '选择题', type: 1, area: [objArea], content: { ...GROUP, full_score: 15, marktype: 1, omrfigure: 2 } } }));
    await expect(unwrap(c.POST('/api/exam/savesubjectquestion', { body: { ...body, name: '两块', type: 1, area: [{ ...objArea }, { ...objArea }] } }))).rejects.toThrow('只能有一个区域');
    const group = (await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body }))).find((g) => g.question_name === '选择题');
    if (!group) throw new Error('group not listed');
    const rows = defaultSheetTemplate.objective.questions.slice(0, 3).map((q) => {
      const first = q.bubbles[0];
      const last = q.bubbles[q.bubbles.length - 1];
      if (!first || !last) throw new Error('no bubbles');
      return { sq: q.number, areas: [{ x: first.x - 2, y: first.y - 2, w: last.x + last.w - first.x + 4, h: first.h + 4, p: 0 }], content: { full_score: 0 as const, is_multi: q.number === 3 } };
    });
    await unwrap(c.POST('/api/exam/batchaddsubquestion', { body: { ...body, quesid: group.question_id, direction: 2, subques: rows } }));
    const added = (await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body }))).find((g) => g.question_id === group.question_id);
    expect(added?.sub_question?.map((s) => [s.subquestion_name, s.content?.full_score, s.content?.is_multi])).toEqual([
      ['1', 0, false],
      ['2', 0, false],
      ['3', 0, true],
    ]);
    const subjective = (await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body }))).find((g) => g.question_type === 2);
    await expect(unwrap(c.POST('/api/exam/batchaddsubquestion', { body: { ...body, quesid: subjective?.question_id ?? 0, direction: 2, subques: rows } }))).rejects.toThrow('只有客观题');
  });

  it('a group drawn in the designer (no printed total) takes any answer scores, and its total follows them', async () => {
    const body = { examid: 3004, subjectid: 2 };
    const objArea = defaultSheetTemplate.objective.area;
    // The designer never sends a full score; batch-added sub-questions start at 0.
    await unwrap(c.POST('/api/exam/savesubjectquestion', { body: { ...body, name: '单选', type: 1, area: [objArea], content: { ...GROUP, marktype: 1, omrfigure: 2 } } }));
    const group = (await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body }))).find((g) => g.question_name === '单选');
    if (!group) throw new Error('group not listed');
    const rows = defaultSheetTemplate.objective.questions.slice(0, 12).map((q) => ({
      sq: q.number,
      areas: [{ x: (q.bubbles[0]?.x ?? 0) - 2, y: (q.bubbles[0]?.y ?? 0) - 2, w: 120, h: 20, p: 0 }],
      content: { full_score: 0 as const, is_multi: false },
    }));
    await unwrap(c.POST('/api/exam/batchaddsubquestion', { body: { ...body, quesid: group.question_id, direction: 2, subques: rows } }));
    const answersOf = async () => (await unwrap(c.POST('/api/exam/subquestionanswer/loadsubquestionforanswer', { body }))).find((g) => g.quesid === group.question_id);
    const listed = await answersOf();
    expect(listed).toMatchObject({ name: '单选', maxscore: 0, maxscore_fixed: false });
    // Twelve questions of 2 points: 24, which the old fixed total of 0 refused.
    const answerlist = (listed?.subquestions ?? []).map((s) => ({ quesid: group.question_id, subquesid: s.id, type: 1 as const, fullScore: 2, answers: [{ answer: '0', score: 2 }] }));
    await unwrap(c.POST('/api/exam/subquestionanswer/saveobjectiveanswer', { body: { ...body, answerlist } }));
    expect(await answersOf()).toMatchObject({ maxscore: 24, maxscore_fixed: false });
    // The paper's total counts it (beside what the earlier tests left on this subject).
    const totals = await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body }));
    expect(totals.find((g) => g.question_id === group.question_id)?.content?.full_score).toBe(24);
    expect((await unwrap(c.POST('/api/exam/loadexamsubjectprop', { body })))?.total_score).toBe(totals.reduce((sum, g) => sum + (g.content?.full_score ?? 0), 0));
    // The seeded 选择题 keeps its printed total of 60, and answers above it are still refused.
    const [math] = await unwrap(c.POST('/api/exam/subquestionanswer/loadsubquestionforanswer', { body: MATH }));
    expect(math).toMatchObject({ maxscore: 60, maxscore_fixed: true });
  });
});

describe('objective answers', () => {
  const item = (subquesid: number, answers: { answer: string; score: number; insufficientScore?: number }[], fullScore = 5, type: 1 | 2 = 1) => ({ quesid: 801, subquesid, type, fullScore, answers });

  it('refuses what the spec refuses, with every problem in the failure text', async () => {
    const { data } = await c.POST('/api/exam/subquestionanswer/saveobjectiveanswer', {
      body: { ...MATH, answerlist: [item(8101, [{ answer: '0', score: 0 }]), item(8111, [{ answer: '0,2', score: 5, insufficientScore: 6 }])] },
    });
    expect(data?.success).toBe(false);
    expect(data?.result).toContain('第1题：单选题的分数不能为0');
    expect(data?.result).toContain('第11题：部分选对的分数不能大于全对的分数');
    await expect(unwrap(c.POST('/api/exam/subquestionanswer/saveobjectiveanswer', { body: { ...MATH, answerlist: [item(8101, [{ answer: '0', score: 10 }], 10)] } }))).rejects.toThrow(
      '选择题小题分数之和超过题组总分60分',
    );
    await expect(unwrap(c.POST('/api/exam/subquestionanswer/saveobjectiveanswer', { body: { ...MATH, answerlist: [item(8102, [{ answer: '', score: 5 }])] } }))).rejects.toThrow('至少需要一个有效的得分答案');
    const unchanged = await unwrap(c.POST('/api/exam/subquestionanswer/loadsubquestionforanswer', { body: MATH }));
    expect(unchanged[0]?.subquestions[0]?.answers).toEqual([{ answer: '0', score: 5 }]);
  });

  it('saves answers and shows them on the next load', async () => {
    await unwrap(
      c.POST('/api/exam/subquestionanswer/saveobjectiveanswer', {
        body: { ...MATH, answerlist: [item(8102, [{ answer: '3', score: 4 }], 4), item(8112, [{ answer: '1', score: 2 }, { answer: '3', score: 4 }], 6, 2)] },
      }),
    );
    const loaded = await unwrap(c.POST('/api/exam/subquestionanswer/loadsubquestionforanswer', { body: MATH }));
    const subs = loaded[0]?.subquestions ?? [];
    expect(subs.find((s) => s.id === 8102)).toMatchObject({ fullScore: 4, answers: [{ answer: '3', score: 4 }] });
    expect(subs.find((s) => s.id === 8112)).toMatchObject({ type: 2, fullScore: 6, answers: [{ answer: '1', score: 2 }, { answer: '3', score: 4 }] });
  });

  it('downloads a real xlsx template and imports a workbook with good and bad rows', async () => {
    const template = await download(c.POST('/api/exam/subquestionanswer/downloadobjectiveanswerTemplate', { body: { examid: 3002, subjectid: 2 }, parseAs: 'blob' }));
    expect(template.fileName).toBe('数学客观题答案模板.xlsx');
    const read = await readRows(new Uint8Array(await template.blob.arrayBuffer()), [
      { header: '题号', key: 'name' },
      { header: '答案', key: 'answer' },
      { header: '满分', key: 'score' },
    ]);
    expect(read.error).toBeNull();
    expect(read.rows).toHaveLength(12);
    expect(read.rows[0]?.values).toMatchObject({ name: '1', score: '5' });
    expect(read.rows[0]?.values.answer).toMatch(/^[A-D]$/);

    const file = await writeWorkbook([
      {
        name: '客观题答案',
        columns: ['题组', '题号', '答案', '满分', '部分得分'].map((header, i) => ({ header, key: ['group', 'name', 'answer', 'score', 'partial'][i] ?? header })),
        rows: [
          { group: '选择题', name: '1', answer: 'B', score: 4 },
          { group: '选择题', name: '2', answer: 'X1', score: 5 },
          { group: '选择题', name: '3', answer: 'AB', score: 5 },
          { group: '选择题', name: '11', answer: 'BC', score: 5, partial: 2 },
          { group: '选择题', name: '12', answer: 'AD', score: 4, partial: 6 },
          { group: '选择题', name: '99', answer: 'A', score: 5 },
          { group: '选择题', name: '4', answer: '', score: 5 },
        ],
      },
    ]);
    const { data } = await c.POST('/api/exam/subquestionanswer/importObjectiveAnswer', {
      body: { excelfile: new File([new Uint8Array(file)], '数学客观题答案.xlsx', { type: XLSX_CONTENT_TYPE }), examid: 3002, subjectid: 2 },
      bodySerializer: multipartSerializer,
    });
    expect(data).toEqual({
      success: false,
      result: [
        { row: 3, msg: '第2题答案格式不正确' },
        { row: 4, msg: '第3题是单选题，只能有一个答案' },
        { row: 6, msg: '第12题部分得分不能大于满分' },
        { row: 7, msg: '第99题不存在' },
        { row: 8, msg: '答案不能为空' },
      ],
    });
    const loaded = await unwrap(c.POST('/api/exam/subquestionanswer/loadsubquestionforanswer', { body: { examid: 3002, subjectid: 2 } }));
    const subs = loaded[0]?.subquestions ?? [];
    expect(subs.find((s) => s.name === '1')).toMatchObject({ fullScore: 4, answers: [{ answer: '1', score: 4 }] });
    expect(subs.find((s) => s.name === '11')).toMatchObject({ answers: [{ answer: '1,2', score: 5, insufficientScore: 2 }] });

    const wrong = await c.POST('/api/exam/subquestionanswer/importObjectiveAnswer', {
      body: { excelfile: new File([new Uint8Array([1, 2, 3])], 'answers.csv', { type: 'text/csv' }), examid: 3002, subjectid: 2 },
      bodySerializer: multipartSerializer,
    });
    expect(wrong.data).toEqual({ success: false, result: '请上传xls或xlsx格式的文件' });
  });
});

describe('question-group configuration', () => {
  const list = { page: 1, pagesize: 15, paperid: 7001, ...MATH };

  it('lists the seeded marking groups and pages the sub-questions', async () => {
    const groups = await unwrap(c.POST('/api/subquestionconfig/getgrouplist', { body: list }));
    expect(groups.totalrecords).toBe(3);
    expect(groups.datalist.map((g) => [g.group_id, g.subquestion_name, g.sublist.length])).toEqual([
      [900, '选择题', 12],
      [902, '填空题', 4],
      [901, '解答题', 2],
    ]);
    const first = await unwrap(c.POST('/api/subquestionconfig/querysubquestions', { body: list }));
    expect(first.totalrecords).toBe(18);
    expect(first.datalist).toHaveLength(15);
    expect(first.datalist[0]).toEqual({ subquestion_id: 8101, subquestion_name: '1', question_id: 801, question_name: '选择题', group_id: 900 });
    const second = await unwrap(c.POST('/api/subquestionconfig/querysubquestions', { body: { ...list, page: 2 } }));
    expect(second.datalist.map((s) => s.subquestion_id)).toEqual([8204, 8301, 8401]);
  });

  it('creates, fills, empties and deletes a group, and regenerates groups by big question', async () => {
    await expect(unwrap(c.POST('/api/subquestionconfig/addorupdate', { body: { ...MATH, groupname: '压轴题', questions: '8401', groupid: null } }))).rejects.toThrow('已属于题组“解答题”');
    await unwrap(c.POST('/api/subquestionconfig/deletesubgroupquestion', { body: { ...MATH, subquestionid: 8401, groupid: 901 } }));
    await expect(unwrap(c.POST('/api/subquestionconfig/deletesubgroupquestion', { body: { ...MATH, subquestionid: 8401, groupid: 901 } }))).rejects.toThrow('不在此题组中');
    await unwrap(c.POST('/api/subquestionconfig/addorupdate', { body: { ...MATH, groupname: '压轴题', questions: '', groupid: null } }));
    let groups = await unwrap(c.POST('/api/subquestionconfig/getgrouplist', { body: list }));
    const created = groups.datalist.find((g) => g.subquestion_name === '压轴题');
    if (!created) throw new Error('group not listed');
    await unwrap(c.POST('/api/subquestionconfig/addsubquestion', { body: { subquestions: '8401', examid: 3001, groupid: created.group_id, subjectid: 2 } }));
    await expect(unwrap(c.POST('/api/subquestionconfig/addsubquestion', { body: { subquestions: '8301', examid: 3001, groupid: created.group_id, subjectid: 2 } }))).rejects.toThrow('小题17已属于题组“解答题”');
    await unwrap(c.POST('/api/subquestionconfig/addorupdate', { body: { ...MATH, groupname: '压轴大题', groupid: created.group_id } }));
    groups = await unwrap(c.POST('/api/subquestionconfig/getgrouplist', { body: list }));
    expect(groups.datalist.find((g) => g.group_id === created.group_id)).toEqual({ group_id: created.group_id, subquestion_name: '压轴大题', sublist: [{ subquestion_id: 8401, subquestion_name: '18' }] });
    const page2 = await unwrap(c.POST('/api/subquestionconfig/querysubquestions', { body: { ...list, page: 2 } }));
    expect(page2.datalist.find((s) => s.subquestion_id === 8401)?.group_id).toBe(created.group_id);

    await unwrap(c.POST('/api/subquestionconfig/deletegroupquestion', { body: { ...MATH, groupid: created.group_id } }));
    groups = await unwrap(c.POST('/api/subquestionconfig/getgrouplist', { body: list }));
    expect(groups.datalist.map((g) => g.group_id)).toEqual([900, 902, 901]);

    await unwrap(c.POST('/api/subquestionconfig/autogenerategroups', { body: MATH }));
    groups = await unwrap(c.POST('/api/subquestionconfig/getgrouplist', { body: list }));
    expect(groups.datalist.map((g) => [g.subquestion_name, g.sublist.length])).toEqual([
      ['选择题', 12],
      ['填空题', 4],
      ['解答题17', 1],
      ['解答题18', 1],
    ]);
    await expect(unwrap(c.POST('/api/subquestionconfig/autogenerategroups', { body: { examid: 3004, subjectid: 5 } }))).rejects.toThrow('尚未设置题组和小题');
  });
});
