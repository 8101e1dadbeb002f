// Running a marking day (issue 32): 阅卷进度 and 缓冲卷管理 computed from a marking store built by real submits. Exam
// 3001 数学 gets 30 more saved papers (33 in all); in 解答题17 (2+1, 误差分 3) 王芳 marks every paper in round 1 (10,
// then 11 minutes later the other 23), 孙丽 round 2 with four planted disagreements (5 apart) and one paper reported
// abnormal, 黄磊 decides two of the four in round 8. Every figure is compared exactly with what was submitted.
import { unwrap } from '@exam/sdk/node';
import type { components } from '@exam/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_MARKS, inProcessMock, type Client } from './stateful-support.ts';
import { markingProgressOf, subjectFacts } from '../src/stateful/domains/marking-monitor.ts';
import { scanKey } from '../src/stateful/scanning-store.ts';
import { pushChannels } from '../src/stateful/staff-store.ts';
import type { PushMessage } from '../src/stateful/lib/push-hub.ts';

type S = components['schemas'];
const { app, store, as } = inProcessMock('http://monitor.test');
const SUBJECT = { exam_id: 3001, subject_id: 2 };

/** Saves `count` more papers of 3001 数学 (of a school's students): the next participants' sheets, with the pages of a seeded saved sheet. */
function addPapers(count: number, unitId?: number): void {
  const scans = store.data.scanning.scans;
  const model = [...scans.values()].find((s) => s.exam_id === 3001 && s.subject_id === 2 && s.submit === 1);
  if (!model) throw new Error('no saved sheet of 3001 数学');
  const free = store.data.scanning.participants.filter(
    (p) => p.exam_id === 3001 && p.subject_id === 2 && !scans.has(scanKey(3001, 2, p.student_id)) && (unitId === undefined || store.data.students.get(p.student_number)?.unit_id === unitId),
  );
  for (const p of free.slice(0, count)) scans.set(scanKey(3001, 2, p.student_id), { exam_id: 3001, subject_id: 2, student_id: p.student_id, submit: 1, pages: model.pages });
}

async function next(c: Client, question_id: number, turn: S['MarkingTurn']) {
  return (await unwrap(c.POST('/api/marking/nextpaper', { body: { ...SUBJECT, question_id, turn, skip: [] } }))).paper;
}
async function submit(c: Client, paper: S['MarkingPaper'], score: number) {
  const ids = [...new Set(paper.sub_questions.map((s) => s.subQuestionId))];
  return unwrap(c.POST('/api/marking/submitmark', { body: { paper_id: paper.paper_id, question_id: paper.question_id, turn: paper.turn, scores: ids.map((id, i) => ({ subquestion_id: id, score: i === 0 ? score : 0 })), marks: NO_MARKS, input_source: 3 } }));
}

beforeEach(() => {
  app.reset();
  addPapers(30);
});

describe('阅卷进度', () => {
  it('counts every round of every group from the submits, with the last 10 minutes and the time to finish', async () => {
    const admin = await as('zhangwei');
    const wang = await as('wangfang');
    const sun = await as('sunli');
    const huang = await as('huanglei');
    const first = new Map<string, number>();
    // Round 1: 10 papers, then 11 minutes later the other 23.
    for (let i = 0; ; i++) {
      if (i === 10) store.advanceClock(11 * 60_000);
      const paper = await next(wang, 803, 1);
      if (!paper) break;
      first.set(paper.paper_id, i % 11);
      await submit(wang, paper, i % 11);
    }
    expect(first.size).toBe(33);
    // Round 2: four planted disagreements (5 apart), one paper reported abnormal.
    const planted: string[] = [];
    let abnormal = '';
    for (let k = 0; ; k++) {
      const paper = await next(sun, 803, 2);
      if (!paper) break;
      const s1 = first.get(paper.paper_id) ?? 0;
      if (k === 5) {
        await unwrap(sun.POST('/api/marking/reportabnormal', { body: { paper_id: paper.paper_id, question_id: 803, turn: 2, reason: '字迹无法辨认' } }));
        abnormal = paper.paper_id;
      } else if ([2, 7, 12, 20].includes(k)) {
        planted.push(paper.paper_id);
        await submit(sun, paper, s1 >= 5 ? s1 - 5 : s1 + 5);
      } else await submit(sun, paper, s1);
    }
    expect([planted.length, abnormal === '']).toEqual([4, false]);
    // Round 8: 黄磊 decides two of the four.
    for (let j = 0; j < 2; j++) {
      const paper = await next(huang, 803, 8);
      if (!paper) throw new Error('no final-round paper');
      expect(planted).toContain(paper.paper_id);
      await submit(huang, paper, 6);
    }

    const progress = await unwrap(admin.POST('/api/statistics/markingProgress', { body: SUBJECT }));
    expect([progress.papers, progress.finished, progress.percent]).toEqual([33, 0, 0]);
    const q17 = progress.groups.find((g) => g.question_id === 803);
    expect(q17).toMatchObject({ question_name: '解答题17', mark_mode: 3, finished: 30, percent: 90.91 });
    expect(q17?.rounds).toEqual([
      { turn: 1, papers: 33, marked: 33, remaining: 0, percent: 100, recent: 23, eta_seconds: 0 },
      { turn: 2, papers: 32, marked: 32, remaining: 0, percent: 100, recent: 32, eta_seconds: 0 },
      { turn: 8, papers: 4, marked: 2, remaining: 2, percent: 50, recent: 2, eta_seconds: 600 },
      { turn: 9, papers: 1, marked: 0, remaining: 1, percent: 0, recent: 0, eta_seconds: null },
    ]);
    // The other groups: nothing marked yet.
    expect(progress.groups.find((g) => g.question_id === 802)?.rounds).toEqual([
      { turn: 1, papers: 33, marked: 0, remaining: 33, percent: 0, recent: 0, eta_seconds: null },
      { turn: 2, papers: 33, marked: 0, remaining: 33, percent: 0, recent: 0, eta_seconds: null },
    ]);
    // The teachers' own task progress agrees.
    const tasks = await unwrap(huang.GET('/api/marking/loadmarkingtasks'));
    expect(tasks.filter((t) => t.question_id === 803).map((t) => [t.turn, t.total, t.marked, t.remaining])).toEqual([
      [8, 4, 2, 2],
      [9, 1, 0, 1],
    ]);
    // Ten minutes later nothing is recent: no pace, no time to finish.
    store.advanceClock(10 * 60_000 + 1);
    const later = await unwrap(admin.POST('/api/statistics/markingProgress', { body: SUBJECT }));
    expect(later.groups.find((g) => g.question_id === 803)?.rounds.map((r) => [r.turn, r.recent, r.eta_seconds])).toEqual([
      [1, 0, 0],
      [2, 0, 0],
      [8, 0, null],
      [9, 0, null],
    ]);
  });

  it('tells everyone who may open 阅卷进度 on the push channel when a score changes its figures, and no one else', async () => {
    const sent: { user: number | undefined; message: PushMessage }[] = [];
    pushChannels.set(store, (token, message) => {
      sent.push({ user: store.sessions.get(token)?.user_id, message });
      return 1;
    });
    try {
      const admin = await as('zhangwei');
      await as('liuyang');
      const wang = await as('wangfang');
      const paper = await next(wang, 803, 1);
      if (!paper) throw new Error('no paper');
      expect(sent).toEqual([]);
      await submit(wang, paper, 7);
      const progress = await unwrap(admin.POST('/api/statistics/markingProgress', { body: SUBJECT }));
      // 张伟 and 刘洋 hold the page; 王芳 (a teacher) does not.
      expect(sent.map((s) => s.user).sort()).toEqual([2001, 2104].sort());
      expect(sent[0]?.message).toEqual({ name: 'markingProgress', current: progress.finished, total: 33, title: '阅卷进度', end: false, exam_id: 3001, subject_id: 2 });
    } finally {
      pushChannels.delete(store);
    }
  });

  it('counts a subject paper finished once every subjective group has its result', async () => {
    const facts = subjectFacts(store, 3001, 2);
    if (!facts) throw new Error('no subject');
    expect(markingProgressOf(store, facts, store.now())).toMatchObject({ papers: 33, finished: 0 });
    // Papers counted as marked before the records (the seeded 已阅卷) are finished and reach no round.
    for (const scan of [...facts.papers.values()].slice(0, 4)) store.data.marking.finishedBefore.add(scanKey(scan.exam_id, scan.subject_id, scan.student_id));
    const p = markingProgressOf(store, facts, store.now());
    expect([p.finished, p.percent, p.groups[0]?.rounds[0]?.papers]).toEqual([4, 12.12, 29]);
  });

  it('is refused without the page, and for an exam subject that does not exist', async () => {
    const wang = await as('wangfang');
    await expect(unwrap(wang.POST('/api/statistics/markingProgress', { body: SUBJECT }))).rejects.toThrow('没有该功能的权限');
    const admin = await as('zhangwei');
    await expect(unwrap(admin.POST('/api/statistics/markingProgress', { body: { exam_id: 3001, subject_id: 99 } }))).rejects.toThrow('考试科目不存在');
  });
});

describe('缓冲卷管理', () => {
  it('lists the papers held now; 回收 frees one for the next teacher, and its first teacher’s submit is refused', async () => {
    const admin = await as('zhangwei');
    // 黄磊 marks round 1 too.
    await unwrap(admin.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3109, data: { '803': [1, 8, 9] } } }));
    const wang = await as('wangfang');
    const huang = await as('huanglei');
    const held = await next(wang, 803, 1);
    if (!held) throw new Error('no paper');
    const other = await next(huang, 803, 1);
    expect(other?.paper_id).not.toBe(held.paper_id);
    const list = await unwrap(admin.POST('/api/netview/bufferManage/list', { body: SUBJECT }));
    expect(list.map((h) => [h.paper_id, h.user_name, h.question_name, h.turn, h.self_review])).toEqual([
      [held.paper_id, '王芳', '解答题17', 1, false],
      [other?.paper_id, '黄磊', '解答题17', 1, false],
    ]);
    expect(list[0]?.seconds_left).toBeGreaterThan(590);

    expect(await unwrap(admin.POST('/api/netview/bufferManage/release', { body: { ...SUBJECT, papers: [{ paper_id: held.paper_id, question_id: 803, turn: 1 }] } }))).toEqual({ released: 1 });
    expect((await unwrap(admin.POST('/api/netview/bufferManage/list', { body: SUBJECT }))).map((h) => h.user_name)).toEqual(['黄磊']);
    // 王芳's submit of the released paper is refused (code 410: her client takes the next one).
    const refused = await wang.POST('/api/marking/submitmark', { body: { paper_id: held.paper_id, question_id: 803, turn: 1, scores: [{ subquestion_id: held.sub_questions[0]?.subQuestionId ?? 0, score: 3 }], marks: NO_MARKS, input_source: 3 } });
    expect(refused.data).toEqual({ success: false, result: '该试卷不是分配给您的，请重新取卷', code: 410 });
    // 黄磊 submits his and gets the released paper next.
    if (other) await submit(huang, other, 4);
    expect((await next(huang, 803, 1))?.paper_id).toBe(held.paper_id);
    // 回收 all; an expired hold is not listed.
    expect(await unwrap(admin.POST('/api/netview/bufferManage/release', { body: { ...SUBJECT, all: true } }))).toEqual({ released: 1 });
    await next(wang, 803, 1);
    store.advanceClock(10 * 60_000);
    expect(await unwrap(admin.POST('/api/netview/bufferManage/list', { body: SUBJECT }))).toEqual([]);
  });

  it('in independent marking a school account sees and releases its own school’s teachers only', async () => {
    const admin = await as('zhangwei');
    await unwrap(admin.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3109, data: { '803': [1] } } }));
    const prop = await unwrap(admin.POST('/api/exam/loadexamsubjectprop', { body: { examid: 3001, subjectid: 2 } }));
    if (!prop) throw new Error('seeded properties missing');
    const wang = await as('wangfang');
    const huang = await as('huanglei');
    await next(wang, 803, 1);
    await next(huang, 803, 1); // mixed marking: 黄磊 (临江市实验中学) gets a paper of 临江市第一中学
    const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop;
    await unwrap(admin.POST('/api/exam/savesubjectprop', { body: { examid: 3001, subjectid: 2, ...settings, markingType: 2, name: paper_name, maskarea: mask_area ?? [], codearea: code_area ?? [], fillarea: fill_area ?? [] } }));
    const liu = await as('liuyang'); // 学校管理员 of 临江市第一中学
    expect((await unwrap(liu.POST('/api/netview/bufferManage/list', { body: SUBJECT }))).map((h) => [h.user_name, h.unit_name])).toEqual([['王芳', '临江市第一中学']]);
    expect(await unwrap(liu.POST('/api/netview/bufferManage/release', { body: { ...SUBJECT, all: true } }))).toEqual({ released: 1 });
    expect((await unwrap(admin.POST('/api/netview/bufferManage/list', { body: SUBJECT }))).map((h) => h.user_name)).toEqual(['黄磊']);
  });
});

describe('异常卷管理 and 异常类型', () => {
  /** 孙丽 reports the first round-2 paper abnormal after 王芳 scored it 6 in round 1; the paper's id. */
  async function reportOne(reason: string): Promise<string> {
    const wang = await as('wangfang');
    const sun = await as('sunli');
    const p1 = await next(wang, 803, 1);
    if (!p1) throw new Error('no paper');
    await submit(wang, p1, 6);
    const p2 = await next(sun, 803, 2);
    if (p2?.paper_id !== p1.paper_id) throw new Error('round 2 gave another paper');
    await unwrap(sun.POST('/api/marking/reportabnormal', { body: { paper_id: p1.paper_id, question_id: 803, turn: 2, reason } }));
    return p1.paper_id;
  }
  const round = async (admin: Client, turn: S['MarkingTurn']) =>
    (await unwrap(admin.POST('/api/statistics/markingProgress', { body: SUBJECT }))).groups.find((g) => g.question_id === 803)?.rounds.find((r) => r.turn === turn);

  it('lists a reported paper with its reason and images; scored, it leaves the queue and counts as marked', async () => {
    const admin = await as('zhangwei');
    const paper = await reportOne('图像模糊');
    const waiting = await unwrap(admin.POST('/api/netview/exceptionPaperManage/list', { body: SUBJECT }));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ paper_id: paper, question_name: '解答题17', full_score: 10, reported_by: '孙丽', reported_turn: 2, reason: '图像模糊', earlier: [{ turn: 1, total: 6 }], state: 'waiting', handling: null, sub_questions: [{ subquestion_id: 8301, full_score: 10 }] });
    const image = await app.handle({ method: 'GET', url: waiting[0]?.images[0]?.url ?? '', headers: {}, body: new Uint8Array() });
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(await round(admin, 9)).toMatchObject({ papers: 1, marked: 0, remaining: 1 });

    await expect(unwrap(admin.POST('/api/netview/exceptionPaperManage/handle', { body: { ...SUBJECT, paper_id: paper, question_id: 803, action: 'score', scores: [{ subquestion_id: 8301, score: 11 }] } }))).rejects.toThrow('打分超过总分啦！');
    expect(await unwrap(admin.POST('/api/netview/exceptionPaperManage/handle', { body: { ...SUBJECT, paper_id: paper, question_id: 803, action: 'score', scores: [{ subquestion_id: 8301, score: 7 }] } }))).toBe('异常卷已评分');
    expect(await unwrap(admin.POST('/api/netview/exceptionPaperManage/list', { body: SUBJECT }))).toEqual([]);
    const handled = await unwrap(admin.POST('/api/netview/exceptionPaperManage/list', { body: { ...SUBJECT, state: 'handled' } }));
    expect(handled.map((h) => [h.paper_id, h.state, h.handling?.action, h.handling?.total, h.handling?.user_name])).toEqual([[paper, 'handled', 'score', 7, '张伟']]);
    expect(await round(admin, 9)).toMatchObject({ papers: 1, marked: 1, remaining: 0 });
    const q17 = (await unwrap(admin.POST('/api/statistics/markingProgress', { body: SUBJECT }))).groups.find((g) => g.question_id === 803);
    expect(q17?.finished).toBe(1);
    // 黄磊 (round 9) has nothing left; a second handling is refused.
    expect(await next(await as('huanglei'), 803, 9)).toBeNull();
    await expect(unwrap(admin.POST('/api/netview/exceptionPaperManage/handle', { body: { ...SUBJECT, paper_id: paper, question_id: 803, action: 'normal' } }))).rejects.toThrow('该异常卷已处理');
  });

  it('blank/0 needs a note; returned to normal marking the paper goes to round 2 again', async () => {
    const admin = await as('zhangwei');
    const paper = await reportOne('非本题作答');
    await expect(unwrap(admin.POST('/api/netview/exceptionPaperManage/handle', { body: { ...SUBJECT, paper_id: paper, question_id: 803, action: 'blank' } }))).rejects.toThrow('请填写说明');
    expect(await unwrap(admin.POST('/api/netview/exceptionPaperManage/handle', { body: { ...SUBJECT, paper_id: paper, question_id: 803, action: 'normal' } }))).toBe('已退回正常阅卷');
    expect(await round(admin, 9)).toBeUndefined();
    expect(await round(admin, 2)).toMatchObject({ papers: 33, marked: 0 });
    const sun = await as('sunli');
    expect((await next(sun, 803, 2))?.paper_id).toBe(paper);
    const all = await unwrap(admin.POST('/api/netview/exceptionPaperManage/list', { body: { ...SUBJECT, state: 'all' } }));
    expect(all.map((h) => [h.reason, h.state, h.handling?.action])).toEqual([['非本题作答', 'handled', 'normal']]);

    // Reported again, then blank/0 with a note: 0 is its result.
    const again = await as('sunli');
    await unwrap(again.POST('/api/marking/reportabnormal', { body: { paper_id: paper, question_id: 803, turn: 2, reason: '空白' } }));
    expect(await unwrap(admin.POST('/api/netview/exceptionPaperManage/handle', { body: { ...SUBJECT, paper_id: paper, question_id: 803, action: 'blank', note: '未作答' } }))).toBe('已按空白卷计0分');
    const blank = (await unwrap(admin.POST('/api/netview/exceptionPaperManage/list', { body: { ...SUBJECT, state: 'handled' } }))).find((h) => h.reason === '空白');
    expect(blank?.handling).toMatchObject({ action: 'blank', total: 0, note: '未作答' });
  });

  it('异常类型: the default four until saved; saved ones are what teachers read; duplicates refused', async () => {
    const admin = await as('zhangwei');
    const wang = await as('wangfang');
    expect(await unwrap(wang.POST('/api/netview/exceptionPaperInit/list', { body: { exam_id: 3001 } }))).toEqual(['图像模糊', '切割错误', '答题位置错误', '非本题作答']);
    await expect(unwrap(admin.POST('/api/netview/exceptionPaperInit/save', { body: { exam_id: 3001, reasons: ['空白卷', '空白卷'] } }))).rejects.toThrow('异常类型“空白卷”重复');
    await expect(unwrap(wang.POST('/api/netview/exceptionPaperInit/save', { body: { exam_id: 3001, reasons: ['空白卷'] } }))).rejects.toThrow('没有该功能的权限');
    expect(await unwrap(admin.POST('/api/netview/exceptionPaperInit/save', { body: { exam_id: 3001, reasons: ['图像模糊', '空白卷'] } }))).toBe('保存成功');
    expect(await unwrap(wang.POST('/api/netview/exceptionPaperInit/list', { body: { exam_id: 3001 } }))).toEqual(['图像模糊', '空白卷']);
  });
});

describe('抽查', () => {
  it('filters marked papers by teacher, group, round and score; a re-score is recorded as such and becomes the result; refused in strict mode', async () => {
    const admin = await as('zhangwei');
    const wang = await as('wangfang');
    const sun = await as('sunli');
    // Round 1: 王芳 gives 0..9 to ten papers; round 2: 孙丽 agrees on the first six (then stops).
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const p = await next(wang, 803, 1);
      if (!p) throw new Error('no paper');
      ids.push(p.paper_id);
      await submit(wang, p, i);
    }
    for (let i = 0; i < 6; i++) {
      const p = await next(sun, 803, 2);
      if (!p) throw new Error('no paper');
      await submit(sun, p, ids.indexOf(p.paper_id));
    }
    const list = (body: Partial<S['InspectListRequest']>) => unwrap(admin.POST('/api/netview/inspectFinished/list', { body: { ...SUBJECT, page: 1, pagesize: 100, ...body } }));
    const all = await list({});
    expect([all.totalrecords, all.strict_mode, all.teachers]).toEqual([10, 0, [{ user_id: 3105, user_name: '王芳' }, { user_id: 3108, user_name: '孙丽' }]]);
    expect(all.datalist.filter((r) => r.result !== null)).toHaveLength(6);
    // 孙丽's round-2 scores from 2 to 4: three papers; by result 2–4 the same three; 王芳's 7–9: three without a result.
    const sunMid = await list({ user_id: 3108, turn: 2, min_score: 2, max_score: 4 });
    expect(sunMid.datalist.map((r) => r.scores.map((s) => [s.turn, s.user_name, s.total])).sort()).toEqual([
      [[1, '王芳', 2], [2, '孙丽', 2]],
      [[1, '王芳', 3], [2, '孙丽', 3]],
      [[1, '王芳', 4], [2, '孙丽', 4]],
    ]);
    expect((await list({ min_score: 2, max_score: 4 })).totalrecords).toBe(3);
    const wangHigh = await list({ user_id: 3105, min_score: 7 });
    expect(wangHigh.datalist.map((r) => [r.scores.length, r.result])).toEqual([[1, null], [1, null], [1, null]]);
    expect((await list({ question_id: 804 })).totalrecords).toBe(0);
    expect((await list({ page: 2, pagesize: 4 })).datalist).toHaveLength(4);

    // Re-score the paper both scored 3: recorded as a re-score, the result is 5 now, the rounds' scores untouched.
    const three = ids[3] ?? '';
    await expect(unwrap(admin.POST('/api/netview/inspectFinished/rescore', { body: { ...SUBJECT, paper_id: ids[8] ?? '', question_id: 803, scores: [{ subquestion_id: 8301, score: 5 }], note: '复核' } }))).rejects.toThrow('该试卷还没有出分，不能抽查改分');
    expect(await unwrap(admin.POST('/api/netview/inspectFinished/rescore', { body: { ...SUBJECT, paper_id: three, question_id: 803, scores: [{ subquestion_id: 8301, score: 5 }], note: '步骤分漏给' } }))).toBe('已改分');
    const row = (await list({})).datalist.find((r) => r.paper_id === three);
    expect([row?.result, row?.scores.map((s) => s.total), row?.rescores.map((r) => [r.user_name, r.from, r.to, r.note])]).toEqual([5, [3, 3], [['张伟', 3, 5, '步骤分漏给']]]);
    const progress = await unwrap(admin.POST('/api/statistics/markingProgress', { body: SUBJECT }));
    expect(progress.groups.find((g) => g.question_id === 803)?.finished).toBe(6);

    // Strict mode: the page says so and the re-score is refused, nothing recorded.
    const prop = await unwrap(admin.POST('/api/exam/loadexamsubjectprop', { body: { examid: 3001, subjectid: 2 } }));
    if (!prop) throw new Error('seeded properties missing');
    const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop;
    await unwrap(admin.POST('/api/exam/savesubjectprop', { body: { examid: 3001, subjectid: 2, ...settings, strict_mode: 1, name: paper_name, maskarea: mask_area ?? [], codearea: code_area ?? [], fillarea: fill_area ?? [] } }));
    expect((await list({})).strict_mode).toBe(1);
    await expect(unwrap(admin.POST('/api/netview/inspectFinished/rescore', { body: { ...SUBJECT, paper_id: three, question_id: 803, scores: [{ subquestion_id: 8301, score: 6 }], note: '再改' } }))).rejects.toThrow('严格模式下抽查不能直接改分');
    expect((await list({})).datalist.find((r) => r.paper_id === three)?.rescores).toHaveLength(1);
    // Without the function 抽查改分 a user may not re-score (王芳 is a marking teacher).
    await expect(unwrap(wang.POST('/api/netview/inspectFinished/rescore', { body: { ...SUBJECT, paper_id: three, question_id: 803, scores: [{ subquestion_id: 8301, score: 6 }], note: 'x' } }))).rejects.toThrow('没有该功能的权限');
  });
});

describe('工作量', () => {
  it('per teacher and per round: papers, average seconds between submits (breaks left out), average score, online, last submit; exported as xlsx', async () => {
    const admin = await as('zhangwei');
    const wang = await as('wangfang');
    const sun = await as('sunli');
    // 王芳: 4, 6, 8 at 30 s and 50 s apart, then after an 11-minute break 2 (that gap is no paper's time).
    const scoresWang = [4, 6, 8, 2];
    const steps = [0, 30_000, 50_000, 11 * 60_000];
    for (let i = 0; i < scoresWang.length; i++) {
      store.advanceClock(steps[i] ?? 0);
      const p = await next(wang, 803, 1);
      if (!p) throw new Error('no paper');
      await submit(wang, p, scoresWang[i] ?? 0);
    }
    // 孙丽: two papers 20 s apart, 5 and 7.
    for (const [i, score] of [5, 7].entries()) {
      if (i) store.advanceClock(20_000);
      const p = await next(sun, 803, 2);
      if (!p) throw new Error('no paper');
      await submit(sun, p, score);
    }
    const w = await unwrap(admin.POST('/api/statistics/workload', { body: SUBJECT }));
    expect(w.teachers.map((t) => [t.user_name, t.question_name, t.turn, t.marked, t.avg_seconds, t.avg_score, t.online])).toEqual([
      ['王芳', '解答题17', 1, 4, 40, 5, true],
      ['孙丽', '解答题17', 2, 2, 20, 6, true],
    ]);
    expect(w.teachers[0]?.last_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Per round: 一评 one teacher, 4 papers, (30 + 50) / 2 s; 二评 one teacher, 2 papers, 20 s.
    expect(w.groups.map((g) => [g.question_name, g.turn, g.teachers, g.marked, g.avg_seconds, g.avg_score])).toEqual([
      ['解答题17', 1, 1, 4, 40, 5],
      ['解答题17', 2, 1, 2, 20, 6],
    ]);
    const file = await admin.POST('/api/statistics/workload/export', { body: { ...SUBJECT, view: 'teacher' }, parseAs: 'arrayBuffer' });
    const { readRows } = await import('../src/stateful/lib/xlsx.ts');
    const read = await readRows(new Uint8Array(file.data as unknown as ArrayBuffer), [
      { header: '教师', key: 'teacher' },
      { header: '轮次', key: 'turn' },
      { header: '已阅', key: 'marked' },
      { header: '平均每份（秒）', key: 'seconds' },
      { header: '在线', key: 'online' },
    ]);
    expect(read.rows.map((r) => r.values)).toEqual([
      { teacher: '王芳', turn: '一评', marked: '4', seconds: '40', online: '在线' },
      { teacher: '孙丽', turn: '二评', marked: '2', seconds: '20', online: '在线' },
    ]);
  });
});

describe('阅卷数据管理', () => {
  it('counts the markings per round; a reset names its count, waits for later rounds, and the papers wait for the round again', async () => {
    const admin = await as('zhangwei');
    const wang = await as('wangfang');
    const sun = await as('sunli');
    const huang = await as('huanglei');
    // Round 1: three papers (2, 3, 9); round 2: 9 on the first (7 apart: round 8), 3 and 9 on the others.
    const first: string[] = [];
    for (const score of [2, 3, 9]) {
      const p = await next(wang, 803, 1);
      if (!p) throw new Error('no paper');
      first.push(p.paper_id);
      await submit(wang, p, score);
    }
    for (let k = 0; k < 3; k++) {
      const p = await next(sun, 803, 2);
      if (!p) throw new Error('no paper');
      await submit(sun, p, p.paper_id === first[0] ? 9 : [2, 3, 9][first.indexOf(p.paper_id)] ?? 0);
    }
    const p8 = await next(huang, 803, 8);
    if (!p8) throw new Error('no final-round paper');
    await submit(huang, p8, 5);
    await next(wang, 803, 1); // her fourth paper, held
    const rows = await unwrap(admin.POST('/api/netview/datamge/list', { body: SUBJECT }));
    expect(rows.map((r) => [r.question_name, r.turn, r.marks, r.abnormal, r.held])).toEqual([
      ['解答题17', 1, 3, 0, 1],
      ['解答题17', 2, 3, 0, 0],
      ['解答题17', 8, 1, 0, 0],
    ]);
    const reset = (turn: S['MarkingTurn'], marks: number) => unwrap(admin.POST('/api/netview/datamge/reset', { body: { ...SUBJECT, question_id: 803, turn, marks } }));
    await expect(reset(1, 3)).rejects.toThrow('请先重置该题组的终评');
    await expect(reset(8, 2)).rejects.toThrow('该轮次的评分数已变为1条，请重新确认');
    expect(await reset(8, 1)).toBe('已重置1条评分');
    expect(await reset(1, 3)).toBe('已重置3条评分');
    expect((await unwrap(admin.POST('/api/netview/datamge/list', { body: SUBJECT }))).map((r) => [r.turn, r.marks])).toEqual([[2, 3]]);
    const q17 = (await unwrap(admin.POST('/api/statistics/markingProgress', { body: SUBJECT }))).groups.find((g) => g.question_id === 803);
    expect(q17?.rounds.find((r) => r.turn === 1)).toMatchObject({ papers: 33, marked: 0, remaining: 33 });
    expect(await unwrap(admin.POST('/api/netview/bufferManage/list', { body: SUBJECT }))).toEqual([]);
    expect(q17?.finished).toBe(0);
    // Round 1 waits again: 王芳 gets a paper (none she marked in round 2).
    expect(await next(wang, 803, 1)).not.toBeNull();
  });
});

describe('独立阅卷: a school’s account', () => {
  it('counts, lists, handles and resets its own school’s papers only; the bureau sees both schools', async () => {
    const admin = await as('zhangwei');
    addPapers(6, 102); // 39 papers: 33 of 临江市第一中学, 6 of 临江市实验中学
    await unwrap(admin.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3109, data: { '803': [1] } } }));
    const prop = await unwrap(admin.POST('/api/exam/loadexamsubjectprop', { body: { examid: 3001, subjectid: 2 } }));
    if (!prop) throw new Error('seeded properties missing');
    const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop;
    await unwrap(admin.POST('/api/exam/savesubjectprop', { body: { examid: 3001, subjectid: 2, ...settings, markingType: 2, name: paper_name, maskarea: mask_area ?? [], codearea: code_area ?? [], fillarea: fill_area ?? [] } }));
    // Each school marks its own papers in round 1: 王芳 (临江市第一中学) her 33, 黄磊 (临江市实验中学) his 6 but one, which
    // he reports abnormal.
    const wang = await as('wangfang');
    const huang = await as('huanglei');
    const mine: string[] = [];
    for (let p = await next(wang, 803, 1); p; p = await next(wang, 803, 1)) {
      mine.push(p.paper_id);
      await submit(wang, p, 4);
    }
    const theirs: string[] = [];
    for (let p = await next(huang, 803, 1); p; p = await next(huang, 803, 1)) {
      theirs.push(p.paper_id);
      if (theirs.length === 1) await unwrap(huang.POST('/api/marking/reportabnormal', { body: { paper_id: p.paper_id, question_id: 803, turn: 1, reason: '图像模糊' } }));
      else await submit(huang, p, 6);
    }
    expect([mine.length, theirs.length]).toEqual([33, 6]);
    const liu = await as('liuyang'); // 学校管理员 of 临江市第一中学
    const round1 = async (c: Client) => {
      const p = await unwrap(c.POST('/api/statistics/markingProgress', { body: SUBJECT }));
      return [p.papers, p.groups.find((g) => g.question_id === 803)?.rounds.find((r) => r.turn === 1)?.marked];
    };
    expect(await round1(liu)).toEqual([33, 33]);
    expect(await round1(admin)).toEqual([39, 38]);
    // 异常卷: the other school's report is neither listed nor handled by 刘洋.
    expect(await unwrap(liu.POST('/api/netview/exceptionPaperManage/list', { body: SUBJECT }))).toEqual([]);
    const handle = { ...SUBJECT, paper_id: theirs[0] ?? '', question_id: 803, action: 'score' as const, scores: [{ subquestion_id: 8301, score: 5 }] };
    await expect(unwrap(liu.POST('/api/netview/exceptionPaperManage/handle', { body: handle }))).rejects.toThrow('该试卷不是异常卷');
    expect((await unwrap(admin.POST('/api/netview/exceptionPaperManage/list', { body: SUBJECT }))).map((e) => e.paper_id)).toEqual([theirs[0]]);
    // 抽查: his school's papers and teachers.
    const inspected = await unwrap(liu.POST('/api/netview/inspectFinished/list', { body: { ...SUBJECT, question_id: 803, page: 1, pagesize: 100 } }));
    expect([inspected.totalrecords, inspected.teachers.map((t) => t.user_name)]).toEqual([33, ['王芳']]);
    expect(inspected.datalist.every((r) => mine.includes(r.paper_id))).toBe(true);
    // 阅卷数据管理: his count, and his reset takes his school's marks only.
    const data = async (c: Client) => (await unwrap(c.POST('/api/netview/datamge/list', { body: SUBJECT }))).map((r) => [r.turn, r.marks, r.abnormal]);
    expect(await data(liu)).toEqual([[1, 33, 0]]);
    expect(await data(admin)).toEqual([[1, 38, 1]]);
    expect(await unwrap(liu.POST('/api/netview/datamge/reset', { body: { ...SUBJECT, question_id: 803, turn: 1, marks: mine.length } }))).toBe(`已重置${mine.length}条评分`);
    expect(await data(admin)).toEqual([[1, 5, 1]]);
    expect(await round1(admin)).toEqual([39, 5]);
    // 王芳's papers wait for her again; 黄磊's stay marked.
    expect(mine).toContain((await next(wang, 803, 1))?.paper_id);
  });
});

describe('任务分配建议', () => {
  it('splits the remaining papers by measured speed, largest remainders adding up, so the teachers finish together', async () => {
    const admin = await as('zhangwei');
    // 黄磊 marks round 1 too: 王芳 20 s a paper, 黄磊 40 s.
    await unwrap(admin.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3109, data: { '803': [1] } } }));
    const wang = await as('wangfang');
    const huang = await as('huanglei');
    for (const [c, gap] of [[wang, 20_000], [huang, 40_000]] as const) {
      for (let i = 0; i < 3; i++) {
        if (i) store.advanceClock(gap);
        const p = await next(c, 803, 1);
        if (!p) throw new Error('no paper');
        await submit(c, p, 5);
      }
    }
    const advice = await unwrap(admin.POST('/api/statistics/allocateAdvice', { body: SUBJECT }));
    const r1 = advice.find((a) => a.question_id === 803 && a.turn === 1);
    // 33 papers, 6 marked: 27 remain; speeds 1/20 and 1/40 → 18 and 9.
    expect(r1?.remaining).toBe(27);
    expect(r1?.teachers.map((t) => [t.user_name, t.avg_seconds, t.measured, t.quota, t.finish_seconds])).toEqual([
      ['王芳', 20, true, 18, 360],
      ['黄磊', 40, true, 9, 360],
    ]);
    expect(r1?.finish_seconds).toBe(360);
    // Round 2 (孙丽, nothing measured): everything to her at 60 s a paper.
    const r2 = advice.find((a) => a.question_id === 803 && a.turn === 2);
    expect(r2?.teachers.map((t) => [t.user_name, t.measured, t.quota, t.finish_seconds])).toEqual([['孙丽', false, 33, 1980]]);
  });

  it('applied, a teacher gets papers of the round until she has marked her quota; lifted, she gets them again', async () => {
    const admin = await as('zhangwei');
    const wang = await as('wangfang');
    const apply = (quota: number | null, user_id = 3105) => unwrap(admin.POST('/api/statistics/allocateAdvice/apply', { body: { ...SUBJECT, question_id: 803, turn: 1, quotas: [{ user_id, quota }] } }));
    const assigned = async () => (await unwrap(admin.POST('/api/statistics/allocateAdvice', { body: SUBJECT }))).find((a) => a.question_id === 803 && a.turn === 1)?.teachers.find((t) => t.user_id === 3105)?.assigned;
    expect(await assigned()).toBeNull();
    expect(await apply(2)).toBe('已为1位教师设定阅卷任务量');
    expect(await assigned()).toBe(2);
    for (let i = 0; i < 2; i++) {
      const p = await next(wang, 803, 1);
      if (!p) throw new Error('no paper');
      await submit(wang, p, 5);
    }
    expect(await assigned()).toBe(0);
    const done = await unwrap(wang.POST('/api/marking/nextpaper', { body: { ...SUBJECT, question_id: 803, turn: 1, skip: [] } }));
    expect([done.paper, done.quota_done, done.remaining]).toEqual([null, true, 31]);
    expect(await apply(null)).toBe('已取消1位教师的阅卷任务量');
    expect(await next(wang, 803, 1)).not.toBeNull();
    // Only a marking teacher of the round has a quota (刘洋 is none).
    await expect(apply(5, 2104)).rejects.toThrow('刘洋不是该轮次的阅卷教师');
  });
});
