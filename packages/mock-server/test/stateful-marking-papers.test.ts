// 标准卷, 样卷, 考生试题管理 and 标准卷评分 (issue 32) from a marking store built by real submits. Exam 3001 数学 gets 30
// more saved papers; in 解答题17 (2+1, 误差分 3, standard_score_diff 1) 王芳 marks round 1 and 孙丽 round 2, and 黄磊
// marks round 1 too. A paper both scored 6 becomes a standard paper (standard score 7): it reaches 黄磊 after the
// interval, shown as any paper, and his 9 lands in 标准卷评分 (+2, beyond 1) and nowhere in the paper's marking.
import { unwrap } from '@exam/sdk/node';
import type { components } from '@exam/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_MARKS, inProcessMock, type Client } from './stateful-support.ts';
import { paperById } from '../src/stateful/marking-store.ts';
import { scanKey } from '../src/stateful/scanning-store.ts';

type S = components['schemas'];
const { app, store, as } = inProcessMock('http://papers.test');
const SUBJECT = { exam_id: 3001, subject_id: 2 };

function addPapers(count: number): void {
  const scans = store.data.scanning.scans;
  const model = [...scans.values()].find((s) => s.exam_id === 3001 && s.subject_id === 2 && s.submit === 1);
  if (!model) throw new Error('no saved sheet of 3001 数学');
  const free = store.data.scanning.participants.filter((p) => p.exam_id === 3001 && p.subject_id === 2 && !scans.has(scanKey(3001, 2, p.student_id)));
  for (const p of free.slice(0, count)) scans.set(scanKey(3001, 2, p.student_id), { exam_id: 3001, subject_id: 2, student_id: p.student_id, submit: 1, pages: model.pages });
}

async function next(c: Client, turn: S['MarkingTurn'], skip: string[] = []) {
  return (await unwrap(c.POST('/api/marking/nextpaper', { body: { ...SUBJECT, question_id: 803, turn, skip } }))).paper;
}
async function submit(c: Client, paper: S['MarkingPaper'], score: number) {
  return unwrap(c.POST('/api/marking/submitmark', { body: { paper_id: paper.paper_id, question_id: 803, turn: paper.turn, scores: [{ subquestion_id: 8301, score }], marks: NO_MARKS, input_source: 3 } }));
}
async function strictMode(admin: Client) {
  const prop = await unwrap(admin.POST('/api/exam/loadexamsubjectprop', { body: { examid: 3001, subjectid: 2 } }));
  if (!prop) throw new Error('seeded properties missing');
  const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop;
  await unwrap(admin.POST('/api/exam/savesubjectprop', { body: { examid: 3001, subjectid: 2, ...settings, strict_mode: 1, name: paper_name, maskarea: mask_area ?? [], codearea: code_area ?? [], fillarea: fill_area ?? [] } }));
}

/** 王芳 (round 1) and 孙丽 (round 2) both score the first paper 6: its result is 6. */
async function markedPaper(wang: Client, sun: Client): Promise<string> {
  const first = await next(wang, 1);
  if (!first) throw new Error('no paper');
  await submit(wang, first, 6);
  for (let i = 0; i < 40; i++) {
    const p = await next(sun, 2);
    if (!p) break;
    await submit(sun, p, 6);
    if (p.paper_id === first.paper_id) return first.paper_id;
  }
  throw new Error('round 2 never reached the paper');
}

beforeEach(() => {
  app.reset();
  addPapers(30);
});

describe('标准卷', () => {
  it('reaches a teacher after the interval as any paper; her score lands in 标准卷评分 with its difference, not in the marking', async () => {
    const admin = await as('zhangwei');
    await unwrap(admin.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3109, data: { '803': [1, 9] } } }));
    const wang = await as('wangfang');
    const sun = await as('sunli');
    const huang = await as('huanglei');
    const std = await markedPaper(wang, sun);

    // The candidates: the marked paper with its result per sub-question; an unmarked paper cannot be chosen.
    const marked = await unwrap(admin.POST('/api/netview/standardPaperManage/marked', { body: { ...SUBJECT, question_id: 803, page: 1, pagesize: 20 } }));
    expect(marked.datalist.map((r) => [r.paper_id, r.result, r.sub_scores.map((s) => s.score), r.standard_total])).toEqual([[std, 6, [6], null]]);
    await expect(unwrap(admin.POST('/api/netview/standardPaperManage/save', { body: { ...SUBJECT, paper_id: 'ffffffffffff', question_id: 803, scores: [{ subquestion_id: 8301, score: 7 }] } }))).rejects.toThrow('该试卷不存在');
    await expect(unwrap(admin.POST('/api/netview/standardPaperManage/save', { body: { ...SUBJECT, paper_id: std, question_id: 803, scores: [{ subquestion_id: 8301, score: 11 }] } }))).rejects.toThrow('打分超过总分啦！');
    expect(await unwrap(admin.POST('/api/netview/standardPaperManage/save', { body: { ...SUBJECT, paper_id: std, question_id: 803, scores: [{ subquestion_id: 8301, score: 7 }] } }))).toBe('已设为标准卷');
    expect((await unwrap(admin.POST('/api/netview/standardPaperManage/list', { body: SUBJECT }))).interval).toBe(20);
    expect(await unwrap(admin.POST('/api/netview/standardPaperManage/setInterval', { body: { ...SUBJECT, interval: 2 } }))).toBe('保存成功');
    const list = await unwrap(admin.POST('/api/netview/standardPaperManage/list', { body: SUBJECT }));
    expect([list.interval, list.papers.map((p) => [p.paper_id, p.standard_total, p.scores.map((s) => s.score), p.result, p.user_name, p.scored])]).toEqual([2, [[std, 7, [7], 6, '张伟', 0]]]);

    // 黄磊 (round 1): two papers of his own, then the standard paper, shown as any other paper.
    const seen: string[] = [];
    for (let i = 0; i < 2; i++) {
      const p = await next(huang, 1);
      if (!p) throw new Error('no paper');
      expect(p.paper_id).not.toBe(std);
      seen.push(p.paper_id);
      await submit(huang, p, 5);
    }
    const standard = await next(huang, 1);
    expect([standard?.paper_id, standard?.self_review, standard?.earlier, standard?.given]).toEqual([std, false, [], undefined]);
    // Asked again (a reload), the same standard paper is still his; asked ahead past it, a paper of his own comes.
    expect((await next(huang, 1))?.paper_id).toBe(std);
    const ahead = await next(huang, 1, [std]);
    expect([ahead?.paper_id === std, ahead ? seen.includes(ahead.paper_id) : true]).toEqual([false, false]);
    if (!standard) throw new Error('no standard paper');
    const tasksBefore = (await unwrap(huang.GET('/api/marking/loadmarkingtasks'))).find((t) => t.question_id === 803 && t.turn === 1);
    const after = await submit(huang, standard, 9);
    // Not a marking: his count and the paper's rounds do not change, his 回评 list does not show it.
    expect(after.marked).toBe(2);
    expect(tasksBefore?.marked).toBe(2);
    const mine = await unwrap(huang.POST('/api/marking/loadmarked', { body: { ...SUBJECT, question_id: 803, turn: 1, page: 1, pagesize: 50 } }));
    expect(mine.datalist.map((r) => r.paper_id)).not.toContain(std);
    const inspect = await unwrap(admin.POST('/api/netview/inspectFinished/list', { body: { ...SUBJECT, question_id: 803, page: 1, pagesize: 50 } }));
    const row = inspect.datalist.find((r) => r.paper_id === std);
    expect([row?.result, row?.scores.map((s) => [s.user_name, s.total])]).toEqual([6, [['王芳', 6], ['孙丽', 6]]]);

    // 标准卷评分: his 9 against 7 is +2, beyond the group's 1.
    const grade = await unwrap(admin.POST('/api/quality/standardGrade', { body: SUBJECT }));
    expect(grade.standard_papers).toBe(1);
    expect(grade.teachers).toEqual([
      expect.objectContaining({ user_id: 3109, user_name: '黄磊', question_id: 803, standard_score_diff: 1, scored: 1, mean_diff: 2, max_diff: 2, beyond: 1, marks: [expect.objectContaining({ paper_id: std, turn: 1, standard_total: 7, given_total: 9, diff: 2, beyond: true })] }),
    ]);
    expect((await unwrap(admin.POST('/api/netview/standardPaperManage/list', { body: SUBJECT }))).papers[0]?.scored).toBe(1);

    // Never again to him, never to 王芳 who marked it.
    for (let i = 0; i < 4; i++) {
      const p = await next(huang, 1);
      if (!p) break;
      expect(p.paper_id).not.toBe(std);
      await submit(huang, p, 5);
    }
    for (let i = 0; i < 4; i++) {
      const p = await next(wang, 1);
      if (!p) break;
      expect(p.paper_id).not.toBe(std);
      await submit(wang, p, 5);
    }

    // Strict mode while marking is unfinished: 标准卷评分 is refused with its reason.
    await strictMode(admin);
    await expect(unwrap(admin.POST('/api/quality/standardGrade', { body: SUBJECT }))).rejects.toThrow('严格模式下阅卷结束前不能查看质量统计');

    // Removed: it no longer reaches teachers, and its scores go with it.
    expect(await unwrap(admin.POST('/api/netview/standardPaperManage/delete', { body: { ...SUBJECT, paper_id: std, question_id: 803 } }))).toBe('已移除标准卷');
    expect((await unwrap(admin.POST('/api/netview/standardPaperManage/list', { body: SUBJECT }))).papers).toEqual([]);
  });

  it('a standard paper reported abnormal goes back unscored and is not given to her again', async () => {
    const admin = await as('zhangwei');
    await unwrap(admin.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3109, data: { '803': [1, 9] } } }));
    const wang = await as('wangfang');
    const sun = await as('sunli');
    const huang = await as('huanglei');
    const std = await markedPaper(wang, sun);
    await unwrap(admin.POST('/api/netview/standardPaperManage/save', { body: { ...SUBJECT, paper_id: std, question_id: 803, scores: [{ subquestion_id: 8301, score: 7 }] } }));
    await unwrap(admin.POST('/api/netview/standardPaperManage/setInterval', { body: { ...SUBJECT, interval: 1 } }));
    const own = await next(huang, 1);
    if (!own) throw new Error('no paper');
    await submit(huang, own, 4);
    const standard = await next(huang, 1);
    expect(standard?.paper_id).toBe(std);
    expect(await unwrap(huang.POST('/api/marking/reportabnormal', { body: { paper_id: std, question_id: 803, turn: 1, reason: '图像模糊' } }))).toBe('已提交为异常卷');
    // The paper's own marking is untouched (no abnormal report), and 黄磊 gets his next paper.
    const row = (await unwrap(admin.POST('/api/netview/inspectFinished/list', { body: { ...SUBJECT, question_id: 803, page: 1, pagesize: 50 } }))).datalist.find((r) => r.paper_id === std);
    expect(row?.result).toBe(6);
    expect((await unwrap(admin.POST('/api/netview/exceptionPaperManage/list', { body: { ...SUBJECT, state: 'waiting' } }))).map((p) => p.paper_id)).not.toContain(std);
    for (let i = 0; i < 3; i++) {
      const p = await next(huang, 1);
      if (!p) break;
      expect(p.paper_id).not.toBe(std);
      await submit(huang, p, 4);
    }
    expect((await unwrap(admin.POST('/api/quality/standardGrade', { body: SUBJECT }))).teachers).toEqual([]);
  });
});

describe('样卷', () => {
  it('chosen among marked papers with a category and a note; listed, shown to 试卷讲评 (typical errors first), removed', async () => {
    const admin = await as('zhangwei');
    const wang = await as('wangfang');
    const sun = await as('sunli');
    const paper = await markedPaper(wang, sun);
    expect(await unwrap(admin.POST('/api/netview/samplePaperManage/save', { body: { ...SUBJECT, paper_id: paper, question_id: 803, category: 'typical_error', note: '未写单调区间的端点' } }))).toBe('已设为样卷');
    const samples = await unwrap(admin.POST('/api/netview/samplePaperManage/list', { body: SUBJECT }));
    expect(samples.map((s) => [s.paper_id, s.question_name, s.category, s.note, s.result, s.user_name, s.images.length > 0])).toEqual([[paper, '解答题17', 'typical_error', '未写单调区间的端点', 6, '张伟', true]]);
    const marked = await unwrap(admin.POST('/api/netview/standardPaperManage/marked', { body: { ...SUBJECT, page: 1, pagesize: 20 } }));
    expect(marked.datalist.find((r) => r.paper_id === paper)?.sample_category).toBe('typical_error');
    const explain = await unwrap(admin.POST('/api/analysis/paperexplain/samples', { body: SUBJECT }));
    expect(explain.map((s) => [s.paper_id, s.category])).toEqual([[paper, 'typical_error']]);
    // A paper without a result cannot be chosen.
    const other = (await unwrap(admin.POST('/api/netview/studentQuestionManage/list', { body: { ...SUBJECT, keyword: '3010' } }))).students.find((s) => s.paper_id && s.paper_id !== paper);
    await expect(unwrap(admin.POST('/api/netview/samplePaperManage/save', { body: { ...SUBJECT, paper_id: other?.paper_id ?? '', question_id: 803, category: 'excellent', note: '' } }))).rejects.toThrow('该试卷还没有出分，不能设为样卷');
    expect(await unwrap(admin.POST('/api/netview/samplePaperManage/delete', { body: { ...SUBJECT, paper_id: paper, question_id: 803 } }))).toBe('已移除样卷');
    expect(await unwrap(admin.POST('/api/analysis/paperexplain/samples', { body: SUBJECT }))).toEqual([]);
  });
});

describe('考生试题管理', () => {
  it('finds a student, an edit with its reason becomes the result (recorded with who and when); refused in strict mode', async () => {
    const admin = await as('zhangwei');
    const wang = await as('wangfang');
    const sun = await as('sunli');
    const paper = await markedPaper(wang, sun);
    const scan = paperById(store, paper);
    if (!scan) throw new Error('no scan');
    const find = async (keyword: string) => unwrap(admin.POST('/api/netview/studentQuestionManage/list', { body: { ...SUBJECT, keyword } }));
    const found = await find(scan.student_id);
    const student = found.students.find((s) => s.student_id === scan.student_id);
    const q17 = () => student?.groups.find((g) => g.question_id === 803);
    expect([found.strict_mode, student?.paper_id, q17()?.result, q17()?.sub_scores.map((s) => s.score), q17()?.scores.map((s) => [s.turn, s.user_name, s.total])]).toEqual([0, paper, 6, [6], [[1, '王芳', 6], [2, '孙丽', 6]]]);
    // By name too.
    expect((await find(student?.student_name ?? '?')).students.map((s) => s.student_id)).toContain(scan.student_id);

    await expect(unwrap(admin.POST('/api/netview/studentQuestionManage/editScore', { body: { ...SUBJECT, paper_id: paper, question_id: 803, scores: [{ subquestion_id: 8301, score: 8 }], note: '  ' } }))).rejects.toThrow('请填写改分原因');
    expect(await unwrap(admin.POST('/api/netview/studentQuestionManage/editScore', { body: { ...SUBJECT, paper_id: paper, question_id: 803, scores: [{ subquestion_id: 8301, score: 8 }], note: '复核后加分' } }))).toBe('已改分');
    const edited = (await find(scan.student_id)).students.find((s) => s.student_id === scan.student_id)?.groups.find((g) => g.question_id === 803);
    expect([edited?.result, edited?.sub_scores.map((s) => s.score), edited?.edits.map((e) => [e.user_name, e.from, e.to, e.note, e.source]), edited?.scores.map((s) => s.total)]).toEqual([8, [8], [['张伟', 6, 8, '复核后加分', 'student']], [6, 6]]);
    expect(edited?.edits[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The result everywhere: 抽查 shows 8.
    const row = (await unwrap(admin.POST('/api/netview/inspectFinished/list', { body: { ...SUBJECT, question_id: 803, page: 1, pagesize: 50 } }))).datalist.find((r) => r.paper_id === paper);
    expect(row?.result).toBe(8);

    // Strict mode: refused with the spec's reason, nothing recorded.
    await strictMode(admin);
    expect((await find(scan.student_id)).strict_mode).toBe(1);
    await expect(unwrap(admin.POST('/api/netview/studentQuestionManage/editScore', { body: { ...SUBJECT, paper_id: paper, question_id: 803, scores: [{ subquestion_id: 8301, score: 9 }], note: '再改' } }))).rejects.toThrow('严格模式下考生试题管理不能直接改分');
    const still = (await find(scan.student_id)).students.find((s) => s.student_id === scan.student_id)?.groups.find((g) => g.question_id === 803);
    expect([still?.result, still?.edits.length]).toEqual([8, 1]);
    // Without the function 直接改分 a user may not edit (王芳 is a marking teacher).
    await expect(unwrap(wang.POST('/api/netview/studentQuestionManage/editScore', { body: { ...SUBJECT, paper_id: paper, question_id: 803, scores: [{ subquestion_id: 8301, score: 9 }], note: 'x' } }))).rejects.toThrow();
  });
});

describe('考生试题管理 and the report', () => {
  it('an edit of a group of several sub-questions is the student’s score per sub-question in the report generated after it', async () => {
    const admin = await as('zhangwei');
    const found = (await unwrap(admin.POST('/api/netview/studentQuestionManage/list', { body: { exam_id: 3003, subject_id: 2, keyword: '321010101' } }))).students[0];
    const fill = found?.groups.find((g) => g.question_name === '填空题');
    if (!found?.paper_id || !fill || fill.result === null) throw new Error('3003 数学 填空题 has no result');
    // Every sub-question its full score but the first, which gets 0: a pattern no round gave.
    const scores = fill.sub_scores.map((s, i) => ({ subquestion_id: s.subquestion_id, score: i === 0 ? 0 : s.full_score }));
    await unwrap(admin.POST('/api/netview/studentQuestionManage/editScore', { body: { exam_id: 3003, subject_id: 2, paper_id: found.paper_id, question_id: fill.question_id, scores, note: '复核' } }));
    await unwrap(admin.POST('/api/exam/generateStatistics', { body: { exam_id: 3003 } }));
    const participant = store.data.scanning.participants.find((p) => p.exam_id === 3003 && p.subject_id === 2 && p.student_id === found.student_id);
    const report = await unwrap(admin.POST('/api/analysis/report/student', { body: { exam_id: 3003, student_number: participant?.student_number ?? '' } }));
    const items = report.subjects.find((s) => s.subject_id === 2)?.items.filter((i) => i.name.startsWith('填空题'));
    expect(items?.map((i) => i.score)).toEqual(scores.map((s) => s.score));
  });
});
