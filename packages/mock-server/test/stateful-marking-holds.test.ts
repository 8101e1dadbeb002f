// Teacher marking without dead ends (issue 27), through the SDK as the seeded teachers of exam 3001 数学 解答题17 (2+1,
// score difference 3, three saved sheets): 王芳 (rounds 1 and 8), 孙丽 (round 2), 黄磊 (rounds 8 and 9). A paper's
// hold is 10 minutes, shown and renewed by holdpaper, and a hold that ran out is taken up again while no one else has
// the paper; a submit sent again with its key gets the first answer; a paper that is no longer the teacher's is
// refused with code 410 and says why; self-review papers come one at a time; a teacher's 待阅 counts only papers she
// can be given; a decision round says which rounds still send papers.
import { ApiError } from '@exam/sdk';
import { createNodeClient, unwrap } from '@exam/sdk/node';
import type { components } from '@exam/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

type S = components['schemas'];
let m: StatefulMock;
let admin: Client;
useSignedInMock((mock, client) => {
  m = mock;
  admin = client;
});

const MATH = { exam_id: 3001, subject_id: 2 };
const as = async (ua: string) => {
  const c = createNodeClient({ baseUrl: m.mock.url, strict: true }).client;
  await unwrap(c.POST('/api/login/dologin', { body: { ua, up: 'Lj@2026pass', rememberMe: false } }));
  return c;
};
const noMarks: S['MarkDrawing'] = { markCount: 0, check: [], cross: [], customText: [], key_score: [], score: [], score_input: [] };
const advance = async (minutes: number) => {
  const res = await fetch(`${m.mock.url}/__mock/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: minutes * 60_000 }) });
  expect(res.status).toBe(200);
};

async function next(c: Client, turn: S['MarkingTurn'], skip: string[] = [], question_id = 803) {
  return unwrap(c.POST('/api/marking/nextpaper', { body: { ...MATH, question_id, turn, skip } }));
}
async function paperOf(c: Client, turn: S['MarkingTurn'], skip: string[] = []) {
  const { paper } = await next(c, turn, skip);
  if (!paper) throw new Error('no paper');
  return paper;
}
const body = (paper: S['MarkingPaper'], score: number, submit_key?: string): S['SubmitMarkRequest'] => ({
  paper_id: paper.paper_id,
  question_id: paper.question_id,
  turn: paper.turn,
  scores: [{ subquestion_id: paper.sub_questions[0]?.subQuestionId ?? 0, score }],
  marks: noMarks,
  input_source: 3,
  ...(submit_key ? { submit_key } : {}),
});
const submit = (c: Client, paper: S['MarkingPaper'], score: number, key?: string) => unwrap(c.POST('/api/marking/submitmark', { body: body(paper, score, key) }));
const hold = (c: Client, paper: S['MarkingPaper']) => unwrap(c.POST('/api/marking/holdpaper', { body: { paper_id: paper.paper_id, question_id: paper.question_id, turn: paper.turn } }));
/** The refusal of a call: its text and code. */
async function refusal(call: Promise<unknown>): Promise<{ text: string; code: number | undefined }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return { text: error.message, code: error.code };
    throw error;
  }
  throw new Error('the call was not refused');
}
const marked = async (c: Client, turn: S['MarkingTurn']) => (await unwrap(c.POST('/api/marking/loadmarked', { body: { ...MATH, question_id: 803, turn, page: 1, pagesize: 15 } }))).datalist;

/** Changes 解答题17's group content (its mark mode, score difference, self-review). */
async function setGroup(content: Pick<S['QuestionGroupContent'], 'remark_flag' | 'remark_interval'> | Pick<S['QuestionGroupContent'], 'mark_mode' | 'score_diff'>) {
  const groups = await unwrap(admin.POST('/api/exam/loadexamsubjectquestion', { body: { examid: 3001, subjectid: 2 } }));
  const group = groups.find((g) => g.question_id === 803);
  if (!group) throw new Error('no 解答题17');
  if (!group.question_area || !group.content) throw new Error('seeded 解答题17 missing');
  await unwrap(admin.POST('/api/exam/savesubjectquestion', { body: { examid: 3001, subjectid: 2, quesid: 803, name: group.question_name, type: 2, area: group.question_area, content: { ...group.content, ...content } } }));
}

beforeEach(async () => {
  await fetch(`${m.mock.url}/__mock/reset`, { method: 'POST' });
  admin = await as('zhangwei');
});

describe('holds', () => {
  it('a paper is held 10 minutes, from holdpaper again; a hold that ran out is taken up again while no one else has the paper', async () => {
    const wang = await as('wangfang');
    const paper = await paperOf(wang, 1);
    expect(paper.hold_seconds).toBe(600);
    await advance(8);
    expect(await hold(wang, paper)).toEqual({ hold_seconds: 600 });
    await advance(8);
    // 16 minutes after it was given, 8 after it was held again: still hers.
    expect(await submit(wang, paper, 7)).toMatchObject({ marked: 1 });

    const second = await paperOf(wang, 1);
    await advance(10.5);
    // Nobody else has it: held again, and taken.
    expect(await hold(wang, second)).toEqual({ hold_seconds: 600 });
    await advance(10.5);
    expect(await submit(wang, second, 6)).toMatchObject({ marked: 2 });
    expect((await marked(wang, 1)).map((r) => r.total)).toEqual([6, 7]);
  });

  it('once another teacher of the round has the paper, the first is told so (code 410) and gets another', async () => {
    await unwrap(admin.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3109, data: { '803': [1, 9] } } }));
    const wang = await as('wangfang');
    const huang = await as('huanglei');
    const paper = await paperOf(wang, 1);
    await advance(10.5);
    expect((await paperOf(huang, 1)).paper_id).toBe(paper.paper_id);
    const refused = { text: '这份试卷已分给其他教师评阅，请评阅下一份', code: 410 };
    expect(await refusal(submit(wang, paper, 7))).toEqual(refused);
    expect(await refusal(hold(wang, paper))).toEqual(refused);
    expect((await paperOf(wang, 1)).paper_id).not.toBe(paper.paper_id);
    expect(await marked(wang, 1)).toEqual([]);
  });
});

describe('a submit sent again', () => {
  it('with its key gets the first answer and records nothing more; without one it is refused with code 410', async () => {
    const wang = await as('wangfang');
    const paper = await paperOf(wang, 1);
    const first = await submit(wang, paper, 7, 'k-1');
    expect(first).toEqual({ marked: 1, remaining: 2, total: 3 });
    expect(await submit(wang, paper, 7, 'k-1')).toEqual(first);
    expect((await marked(wang, 1)).map((r) => [r.paper_id, r.total])).toEqual([[paper.paper_id, 7]]);
    expect((await refusal(submit(wang, paper, 7))).code).toBe(410);
    // The key is the teacher's own: another teacher's request with it is not hers.
    const sun = await as('sunli');
    const theirs = await paperOf(sun, 2);
    expect(await submit(sun, theirs, 8, 'k-1')).toMatchObject({ marked: 1 });
  });
});

describe('a paper that is no longer the teacher’s', () => {
  it('reported abnormal in round 1 refuses the round-2 submit of a teacher who held it, and does not come again', async () => {
    const wang = await as('wangfang');
    const sun = await as('sunli');
    const paper = await paperOf(sun, 2);
    expect((await paperOf(wang, 1)).paper_id).toBe(paper.paper_id);
    await unwrap(wang.POST('/api/marking/reportabnormal', { body: { paper_id: paper.paper_id, question_id: 803, turn: 1, reason: '图像模糊' } }));
    expect(await refusal(submit(sun, paper, 5))).toEqual({ text: '这份试卷已被报告为异常卷，不需要再评分，请评阅下一份', code: 410 });
    expect(await marked(sun, 2)).toEqual([]);
    expect((await paperOf(sun, 2)).paper_id).not.toBe(paper.paper_id);
  });
});

describe('self-review', () => {
  it('comes one paper at a time: asking ahead with a self-review paper held gives an ordinary one', async () => {
    await setGroup({ remark_flag: true, remark_interval: 2 });
    const wang = await as('wangfang');
    const a = await paperOf(wang, 1);
    await submit(wang, a, 3);
    const b = await paperOf(wang, 1);
    await submit(wang, b, 4);
    const review = await paperOf(wang, 1);
    expect(review.self_review).toBe(true);
    const ahead = await paperOf(wang, 1, [review.paper_id]);
    expect(ahead.self_review).toBe(false);
    expect([a.paper_id, b.paper_id]).not.toContain(ahead.paper_id);
  });
});

describe('what the rounds say', () => {
  it('1+1: scores further apart than 误差分 go to the final round', async () => {
    await setGroup({ mark_mode: 2, score_diff: 2 });
    const wang = await as('wangfang');
    const sun = await as('sunli');
    const huang = await as('huanglei');
    const near = await paperOf(wang, 1);
    await submit(wang, near, 4);
    await submit(sun, await paperOf(sun, 2), 6);
    const far = await paperOf(wang, 1);
    await submit(wang, far, 1);
    await submit(sun, await paperOf(sun, 2), 9);
    const final = await paperOf(huang, 8);
    expect(final.paper_id).toBe(far.paper_id);
    expect(final.earlier).toEqual([{ turn: 1, total: 1, abnormal_reason: null }, { turn: 2, total: 9, abnormal_reason: null }]);
  });

  it('a teacher’s 待阅 counts the papers she can be given; a decision round names the rounds still sending papers', async () => {
    const wang = await as('wangfang');
    const sun = await as('sunli');
    const huang = await as('huanglei');
    const paper = await paperOf(wang, 1);
    await submit(wang, paper, 1);
    await submit(sun, await paperOf(sun, 2), 9);
    const tasks = async (c: Client) =>
      (await unwrap(c.GET('/api/marking/loadmarkingtasks'))).filter((t) => t.question_id === 803 && t.turn === 8).map((t) => [t.total, t.remaining, t.waiting, t.marked_elsewhere]);
    // 王芳 marked it in round 1: round 8 waits for it, but can never give it to her.
    expect(await tasks(wang)).toEqual([[1, 0, 1, 1]]);
    expect(await tasks(huang)).toEqual([[1, 1, 1, 0]]);
    expect(await next(wang, 8)).toEqual({ paper: null, remaining: 0, still_marking: [1, 2], marked_elsewhere: 1 });
    expect(await next(wang, 1, [])).toMatchObject({ still_marking: [] });
  });
});
