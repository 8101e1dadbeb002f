// connectScanner answers from the subject's own records (exam configuration, paper properties, template images) and
// the user's exam permissions (spec 3 §6, §7.2): saving the paper properties or uploading a template page changes what
// the scanner view gets, and only users allowed to scan the subject get a scan-permission entry.
import { multipartSerializer, unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { blankSheet } from '../src/stateful/exam-config-store.ts';
import { templateFor } from '../src/stateful/seed/exam-config.ts';
import { useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

let m: StatefulMock;
let c: Client;
useSignedInMock((mock, client) => {
  m = mock;
  c = client;
});

const connect = (client: Client, exam_id: number, subject_id: number) => unwrap(client.POST('/api/exam/connectScanner', { body: { exam_id, subject_id } }));

describe('connectScanner answers from the subject’s configuration', () => {
  it('3001 数学: its configured groups and sub-questions, two template pages, double-sided global scan of 9-digit numbers', async () => {
    const setup = await connect(c, 3001, 2);
    expect(setup.countPaperTemplate).toBe(2);
    expect(setup.questionInfo.questions.map((q) => [q.question_id, q.question_name, q.question_type])).toEqual([
      [801, '选择题', '1'],
      [802, '填空题', '2'],
      [803, '解答题17', '2'],
      [804, '解答题18', '2'],
    ]);
    // The objective group carries its recognition ratios; sub-questions name the answer rows (11 and 12 multi-select).
    expect(setup.questionInfo.questions[0]?.content).toMatchObject({ coverage: 25, coverage2: 55, uncoverage: 9, uncoverage2: 15, depth: 50, full_score: 60 });
    const objective = setup.questionInfo.subQuestions.filter((s) => s.question_id === 801);
    expect(objective.map((s) => s.subquestion_id)).toEqual([8101, 8102, 8103, 8104, 8105, 8106, 8107, 8108, 8109, 8110, 8111, 8112]);
    expect(objective.filter((s) => s.content?.is_multi).map((s) => s.subquestion_num)).toEqual([11, 12]);
    expect(setup.subjectProp?.scan_prop).toMatchObject({ scan_type: '3', scan_way: '2', student_id_length: 9 });
    expect(setup.subjectProp).toMatchObject({ code_type: 2, code_direction: 2, strict_mode: 0, sub_prop: null });
    const prop = await unwrap(c.POST('/api/exam/loadexamsubjectprop', { body: { examid: 3001, subjectid: 2 } }));
    expect(setup.subjectProp?.mask_area).toEqual(prop?.mask_area);
    expect(setup.scanPerm).toContainEqual({ exam_id: 3001, subject_id: 2, scan_prop: setup.subjectProp?.scan_prop });
  });

  it('seeds 3001 语文 as room scan and 英语 as school scan', async () => {
    expect((await connect(c, 3001, 1)).subjectProp?.scan_prop?.scan_type).toBe('1');
    expect((await connect(c, 3001, 3)).subjectProp?.scan_prop?.scan_type).toBe('2');
    // The small last rooms: 第07考场 at 临江市第一中学 seats 301010701–301010705.
    const room = await unwrap(c.POST('/api/scannerApi/getroominfo', { body: { exam_id: 3001, subject_id: 1, student_id: '301010703' } }));
    expect(room.room.name).toBe('第07考场');
    expect(room.roomStudent.map((s) => `${s.seat_num}:${s.student_id}`)).toEqual(['1:301010701', '2:301010702', '3:301010703', '4:301010704', '5:301010705']);
  });

  it('saving the paper properties changes what it answers (scan type, sides, number length, code, strict mode, exam-number area)', async () => {
    const body = { examid: 3001, subjectid: 2 };
    const prop = await unwrap(c.POST('/api/exam/loadexamsubjectprop', { body }));
    if (!prop?.scan_prop) throw new Error('seeded properties missing');
    const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop;
    const save = (changes: Partial<typeof settings>, mask = mask_area) =>
      unwrap(c.POST('/api/exam/savesubjectprop', { body: { ...body, ...settings, ...changes, name: paper_name, maskarea: mask ?? [], codearea: code_area ?? [], fillarea: fill_area ?? [] } }));
    await save({ scan_prop: { ...prop.scan_prop, scan_type: '1', scan_way: '1', student_id_length: 8 }, codeareatype: 1, codeareadirection: 1, strict_mode: 1 }, [{ x: 10, y: 20, w: 300, h: 200, p: 0 }]);
    const changed = await connect(c, 3001, 2);
    expect(changed.subjectProp).toMatchObject({ scan_prop: { scan_type: '1', scan_way: '1', student_id_length: 8 }, code_type: 1, code_direction: 1, strict_mode: 1, mask_area: [{ x: 10, y: 20, w: 300, h: 200, p: 0 }] });
    expect(changed.scanPerm.find((p) => p.subject_id === 2)?.scan_prop?.scan_type).toBe('1');
    await save({ scan_prop: { ...prop.scan_prop, scan_type: '2' } });
    expect((await connect(c, 3001, 2)).subjectProp?.scan_prop?.scan_type).toBe('2');
    // Back as seeded for the other tests.
    await save({});
    expect((await connect(c, 3001, 2)).subjectProp).toMatchObject({ scan_prop: { scan_type: '3', scan_way: '2', student_id_length: 9 }, code_type: 2, strict_mode: 0 });
  });

  it('counts the uploaded template pages (0 when none) and lists no questions while no group is configured', async () => {
    // 3004 英语 has images and properties but no question groups yet: no questions (its printed sheet's 20 are not
    // configured, and recognition reads none of them).
    const unconfigured = await connect(c, 3004, 3);
    expect(unconfigured.questionInfo.questions).toEqual([]);
    expect(unconfigured.questionInfo.subQuestions).toEqual([]);
    await unwrap(c.POST('/api/exam/savesubjectquestion', { body: { examid: 3004, subjectid: 3, name: '单项选择', type: 1, area: [{ x: 60, y: 380, w: 600, h: 150, p: 0 }], content: { viewType: 1, score_interval: 1, limit_time: 0, remark_flag: false, choose_flag: false, multi_choices: 3, full_score: 10, marktype: 1, omrfigure: 2, coverage: 30, coverage2: 60, uncoverage: 8, uncoverage2: 14, depth: 45 } } }));
    const configured = await connect(c, 3004, 3);
    expect(configured.questionInfo.questions.map((q) => [q.question_name, q.question_type])).toEqual([['单项选择', '1']]);
    expect(configured.questionInfo.questions[0]?.content).toMatchObject({ coverage: 30, coverage2: 60, uncoverage: 8, uncoverage2: 14, depth: 45 });

    // 3005 信息技术: its two pages go, then one is uploaded again.
    const papers = await unwrap(c.POST('/api/exam/loadexamsubjectpaper', { body: { examid: 3005, subjectid: 21 } }));
    expect((await connect(c, 3005, 21)).countPaperTemplate).toBe(papers.length);
    for (const p of papers) await unwrap(c.POST('/api/exam/removesubjectpaper', { body: { examid: 3005, paperid: p.paper_id } }));
    expect((await connect(c, 3005, 21)).countPaperTemplate).toBe(0);
    const file = new File([new Uint8Array(blankSheet(templateFor(3005, 21)).jpegs[0] ?? [])], '信息技术-1.jpg', { type: 'image/jpeg' });
    await unwrap(c.POST('/api/exam/mgeexamsubjectpapers/uploadexamsubjectpaper', { body: { imgfile: file, examid: 3005, subjectid: 21 }, bodySerializer: multipartSerializer }));
    expect((await connect(c, 3005, 21)).countPaperTemplate).toBe(1);
  });
});

describe('scanPerm follows the user’s exam permissions', () => {
  it('types 1, 2 and 6 and the exam’s administrators may scan every subject', async () => {
    expect((await connect(c, 3001, 2)).scanPerm.map((p) => p.subject_id)).toEqual([1, 2, 3]); // 张伟, type 2
    const liu = await m.signIn('liuyang'); // 刘洋: type 3, administrator of 3001
    expect((await connect(liu, 3001, 2)).scanPerm.map((p) => p.subject_id)).toEqual([1, 2, 3]);
    const admin = await m.signIn('admin', 'Admin@2026');
    expect((await connect(admin, 3003, 4)).scanPerm.map((p) => p.subject_id)).toEqual([1, 2, 3, 4]);
  });

  it('a type-4 user only for the subjects they are scan staff of or hold 试卷扫描 (207) on', async () => {
    // 王芳 marks and checks 3001 数学 but may not scan it.
    const wang = await m.signIn('wangfang');
    expect((await connect(wang, 3001, 2)).scanPerm).toEqual([]);
    // 徐敏倩 is the scan staff of 3001 数学 (only).
    const xu = await m.signIn('xuminqian');
    expect((await connect(xu, 3001, 2)).scanPerm.map((p) => [p.exam_id, p.subject_id])).toEqual([[3001, 2]]);
    // Granted 207 on 英语, 王芳 may scan 英语 (not 数学).
    const P = '/api/exam/examPermission';
    const held = await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 3105, exam_id: 3001 } }));
    const keep = held.map((g) => ({ exam_id: 3001, permission: g.permission_id, subject_ids: g.subject_ids ?? [], question_ids: g.question_ids ?? [], question_turn: g.question_turn ?? [] }));
    await unwrap(c.POST(`${P}/saveUserPermission`, { body: { user_ids: [3105], exam_id: 3001, permissions: [...keep, { exam_id: 3001, permission: 207, subject_ids: [3], question_ids: [], question_turn: [] }] } }));
    expect((await connect(wang, 3001, 2)).scanPerm.map((p) => p.subject_id)).toEqual([3]);
    // Removing 徐敏倩 from the scan staff takes her permission away.
    await unwrap(c.POST('/api/exam/delscanner', { body: { teacherid: 4035, examid: 3001, subjectid: 2 } }));
    expect((await connect(xu, 3001, 2)).scanPerm).toEqual([]);
    await unwrap(c.POST(`${P}/saveUserPermission`, { body: { user_ids: [3105], exam_id: 3001, permissions: keep } }));
    await unwrap(c.POST('/api/exam/savescanner', { body: { examid: 3001, subjectid: 2, teacherList: [4035] } }));
  });
});
