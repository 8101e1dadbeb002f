// Teacher marking (marking/*): the signed-in teacher's tasks, the next paper of a task, submitting and changing
// scores (回评), abnormal reports. The records and the round rules are marking-store.ts; a teacher's tasks are the
// rounds assigned on 阅卷教师管理 (staff turns) and those granted by the 阅卷 permission (31) on 分配权限.
import type { components } from '@exam/sdk';
import { refusal } from '../access.ts';
import type { QuestionGroupRecord, SubjectConfigRecord } from '../exam-config-store.ts';
import { configKey, groupFullScore } from '../exam-config-store.ts';
import type { GroupMarking, Handout, MarkEntry } from '../marking-store.ts';
import { HOLD_MS, groupMarking, handoutKey, independentMarking, markingPaper, paperById, paperIdOf, paperState, papersOf, schoolsByExamNumber, validScores } from '../marking-store.ts';
import type { ScanRecord } from '../scanning-store.ts';
import type { MarkingTurn } from '../staff-store.ts';
import { pushChannels, turnRecord } from '../staff-store.ts';
import type { ExamRecord, Session, Store } from '../store.ts';
import { timestamp } from '../store.ts';
import { fail, failCode, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { declineStandard, nextStandard, recordStandardMark, standardHold } from './marking-papers.ts';
import { page } from './shared.ts';

type S = components['schemas'];
type TaskRef = S['MarkingTaskRef'];

/** The 阅卷 permission (spec 2 §7 exam permissions: /netview/marking, data scope 4). */
const MARKING_PERMISSION = 31;

const NOT_YOUR_TASK = '您没有此题组此轮次的阅卷任务';
const NOT_GIVEN = '该试卷不是分配给您的，请重新取卷';
const NOT_MARKED = '您没有评阅过这份试卷';
const OVER_FULL = '打分超过总分啦！';
/** The `code` of a refusal that means the paper is no longer this teacher's to mark: the client takes the next one. */
const GONE = 410;
const TAKEN = '这份试卷已分给其他教师评阅，请评阅下一份';
const ABNORMAL = '这份试卷已被报告为异常卷，不需要再评分，请评阅下一份';
const NOT_NEEDED = '这份试卷本轮次已不需要评分，请评阅下一份';

interface TaskFacts {
  exam: ExamRecord;
  config: SubjectConfigRecord;
  group: QuestionGroupRecord;
  turn: MarkingTurn;
}

/** The (exam, subject, question, turn) rounds the user marks, without duplicates. */
function taskRefs(store: Store, userId: number): TaskRef[] {
  const refs = new Map<string, TaskRef>();
  const add = (exam_id: number, subject_id: number, question_id: number, turn: MarkingTurn) => refs.set(`${exam_id}:${question_id}:${turn}`, { exam_id, subject_id, question_id, turn });
  for (const t of store.data.staff.turns) if (t.user_id === userId) add(t.exam_id, t.subject_id, t.question_id, t.turn);
  for (const [key, grants] of store.data.examPermission.grants) {
    const [examId, user] = key.split(':').map(Number);
    if (user !== userId || examId === undefined) continue;
    for (const grant of grants.filter((g) => g.permission_id === MARKING_PERMISSION)) {
      for (const qt of grant.question_turn) {
        const subject = [...store.data.examConfig.subjects.values()].find((c) => c.exam_id === examId && c.questions.some((q) => q.question_id === qt.question_id));
        if (subject) for (const turn of qt.turn) add(examId, subject.subject_id, qt.question_id, turn);
      }
    }
  }
  return [...refs.values()].sort((a, b) => a.exam_id - b.exam_id || a.subject_id - b.subject_id || a.question_id - b.question_id || a.turn - b.turn);
}

function facts(store: Store, ref: TaskRef): TaskFacts | undefined {
  const exam = store.data.exams.get(ref.exam_id);
  const config = store.data.examConfig.subjects.get(configKey(ref.exam_id, ref.subject_id));
  const group = config?.questions.find((q) => q.question_id === ref.question_id && q.question_type === 2);
  if (!exam || !config || !group) return undefined;
  return { exam, config, group, turn: ref.turn };
}

/** The task of the session's user, or the reason it is not theirs. */
function ownTask(store: Store, session: Session, ref: TaskRef): TaskFacts | string {
  const mine = taskRefs(store, session.user_id).some((t) => t.exam_id === ref.exam_id && t.subject_id === ref.subject_id && t.question_id === ref.question_id && t.turn === ref.turn);
  const found = mine ? facts(store, ref) : undefined;
  return found ?? NOT_YOUR_TASK;
}

/** The task of a paper's group (the paper's exam subject), when it is the user's. */
function taskOfPaper(store: Store, session: Session, scan: ScanRecord, questionId: number, turn: MarkingTurn): TaskFacts | string {
  return ownTask(store, session, { exam_id: scan.exam_id, subject_id: scan.subject_id, question_id: questionId, turn });
}

const marking = (store: Store, questionId: number, paperId: string): GroupMarking | undefined => store.data.marking.groups.get(questionId)?.get(paperId);

/** Whether the rounds this paper is in for the group still need `turn`. */
function needs(store: Store, t: TaskFacts, scan: ScanRecord, turn: MarkingTurn): boolean {
  if (store.data.marking.finishedBefore.has(`${scan.exam_id}|${scan.subject_id}|${scan.student_id}`)) return false;
  return paperState(t.group, marking(store, t.group.question_id, paperIdOf(scan))).open.includes(turn);
}

/** In a joint exam marked independently (markingType 2), a teacher gets the papers of their own school only. */
function ownSchoolOnly(store: Store, t: TaskFacts, session: Session): (scan: ScanRecord) => boolean {
  if (!independentMarking(t.exam, t.config)) return () => true;
  const schools = schoolsByExamNumber(store, t.exam.exam_id, t.config.subject_id);
  return (scan) => schools.get(scan.student_id) === session.unit_id;
}

/** Whether a paper may go to this teacher in the task's round: not one she marked in another round, nor (independent marking) another school's. */
function mayGo(store: Store, t: TaskFacts, session: Session): (scan: ScanRecord) => boolean {
  const ownSchool = ownSchoolOnly(store, t, session);
  return (scan) => ownSchool(scan) && !marking(store, t.group.question_id, paperIdOf(scan))?.entries.some((e) => e.user_id === session.user_id && e.turn !== t.turn);
}

/** The progress of a task for a teacher: `remaining` the papers still open in the round that she can be given. */
function progress(store: Store, t: TaskFacts, session: Session): S['MarkSubmitResult'] {
  const userId = session.user_id;
  const mayHave = mayGo(store, t, session);
  const papers = papersOf(store, t.exam.exam_id, t.config.subject_id);
  const independentRounds: MarkingTurn[] = t.group.content.mark_mode === 1 ? [1] : t.group.content.mark_mode === 4 ? [1, 2, 3] : [1, 2];
  let total = 0;
  let marked = 0;
  let remaining = 0;
  for (const scan of papers) {
    const m = marking(store, t.group.question_id, paperIdOf(scan));
    const entry = m?.entries.find((e) => e.turn === t.turn);
    if (entry?.user_id === userId) marked++;
    const open = needs(store, t, scan, t.turn);
    if (open && mayHave(scan)) remaining++;
    const reached = independentRounds.includes(t.turn) && !m?.abnormal ? true : Boolean(entry) || open;
    if (reached) total++;
  }
  return { total, marked, remaining };
}

/** The papers the round still waits for (from any teacher), and those of them this teacher marked in another round. */
function waiting(store: Store, t: TaskFacts, session: Session): { waiting: number; marked_elsewhere: number } {
  let open = 0;
  let elsewhere = 0;
  for (const scan of papersOf(store, t.exam.exam_id, t.config.subject_id)) {
    if (!needs(store, t, scan, t.turn)) continue;
    open++;
    if (marking(store, t.group.question_id, paperIdOf(scan))?.entries.some((e) => e.user_id === session.user_id && e.turn !== t.turn)) elsewhere++;
  }
  return { waiting: open, marked_elsewhere: elsewhere };
}

/** The earlier rounds that still have papers open and so may still send papers to the task's (decision) round. */
function stillMarking(store: Store, t: TaskFacts): MarkingTurn[] {
  const mode = t.group.content.mark_mode ?? 1;
  const feeders: MarkingTurn[] =
    t.turn === 9 ? [1, 2, 3, 8] : t.turn === 8 && mode !== 1 ? [1, 2, 3] : t.turn === 3 && mode === 6 ? [1, 2] : [];
  const papers = papersOf(store, t.exam.exam_id, t.config.subject_id);
  return feeders.filter((turn) => papers.some((scan) => needs(store, t, scan, turn)));
}

const heldBy = (store: Store, key: string, now: number) => {
  const h = store.data.marking.handouts.get(key);
  return h && now - h.at < HOLD_MS ? h : undefined;
};

const holdSeconds = (h: Handout, now: number) => Math.max(0, Math.ceil((h.at + HOLD_MS - now) / 1000));

/**
 * The paper's hold for this teacher, held again from `now` when `renew`: a hold that ran out is taken up again while
 * no other teacher holds the paper and the round still needs it from her. Otherwise why the paper is no longer hers.
 */
function claim(store: Store, t: TaskFacts, scan: ScanRecord, session: Session, now: number, renew: boolean): Handout | string {
  const id = paperIdOf(scan);
  const h = store.data.marking.handouts.get(handoutKey(id, t.group.question_id, t.turn));
  if (!h) return NOT_GIVEN;
  if (h.user_id !== session.user_id) return TAKEN;
  const m = marking(store, t.group.question_id, id);
  if (m?.abnormal && t.turn !== 9) return ABNORMAL;
  const alive = now - h.at < HOLD_MS;
  if (!alive && !h.review && !(needs(store, t, scan, t.turn) && mayGo(store, t, session)(scan))) return NOT_NEEDED;
  if (!h.review && m?.entries.some((e) => e.turn === t.turn)) return NOT_NEEDED;
  if (renew || !alive) h.at = now;
  return h;
}

/** What the round shows of the earlier rounds: nothing in the independent rounds. */
function earlier(t: TaskFacts, m: GroupMarking | undefined): S['MarkingEarlierScore'][] {
  const decision = t.turn === 8 || t.turn === 9 || (t.turn === 3 && t.group.content.mark_mode === 6);
  if (!decision || !m) return [];
  const scores = m.entries.filter((e) => e.turn !== t.turn && e.turn !== 9).map((e) => ({ turn: e.turn, total: e.total, abnormal_reason: null }));
  return t.turn === 9 && m.abnormal ? [...scores, { turn: m.abnormal.turn, total: null, abnormal_reason: m.abnormal.reason }] : scores;
}

function paperView(t: TaskFacts, scan: ScanRecord, m: GroupMarking | undefined, selfReview: boolean, given?: MarkEntry): S['MarkingPaper'] {
  const view: S['MarkingPaper'] = { ...markingPaper(t.config, t.group, scan, t.turn, t.config.prop?.strict_mode === 1), self_review: selfReview, earlier: earlier(t, m) };
  if (given) view.given = { scores: given.scores, total: given.total, marks: given.marks, submit_time: given.submit_time, changes: given.changes, locked: m ? lockReason(t, m, given) : null };
  return view;
}

/** The problem with submitted scores, if any: one score per sub-question, each allowed and within its full score. */
function scoreProblem(group: QuestionGroupRecord, scores: S['MarkSubScore'][]): string | undefined {
  const allowed = validScores(group);
  const ids = group.subs.map((s) => s.subquestion_id);
  if (scores.length !== ids.length || !ids.every((id) => scores.filter((s) => s.subquestion_id === id).length === 1)) return '请为每个小题打分';
  for (const s of scores) {
    const sub = group.subs.find((x) => x.subquestion_id === s.subquestion_id);
    if (s.score > (sub?.content.full_score ?? 0) + 1e-9) return OVER_FULL;
    if (group.content.valid_scores?.trim() && !allowed.some((v) => Math.abs(v - s.score) < 1e-9)) return `${s.score}分不是有效分值`;
  }
  const total = scores.reduce((sum, s) => sum + s.score, 0);
  if (total > groupFullScore(group) + 1e-9) return OVER_FULL;
  return undefined;
}

/** Why a teacher's marking of a paper can no longer change, or null. */
function lockReason(t: TaskFacts, m: GroupMarking, entry: MarkEntry): string | null {
  if (m.abnormal && entry.turn !== 9) return '该试卷已报告为异常卷，不能修改';
  const later: MarkingTurn[] = entry.turn === 8 || entry.turn === 9 ? [] : entry.turn === 3 ? [8] : t.group.content.mark_mode === 4 ? [8] : [3, 8];
  if (m.entries.some((e) => later.includes(e.turn))) return '该试卷已由后续轮次评定，不能修改';
  if (t.config.prop?.strict_mode === 1 && entry.changes >= 1) return '严格模式下每份试卷只能修改一次';
  return null;
}

/** Keeps the exam list's 已阅卷 count: papers counted before, and those whose every subjective group has its result. */
export function syncMarked(store: Store, examId: number, subjectId: number): void {
  const exam = store.data.exams.get(examId);
  const config = store.data.examConfig.subjects.get(configKey(examId, subjectId));
  const counts = exam?.counts.get(subjectId);
  if (!exam || !config || !counts) return;
  const groups = config.questions.filter((q) => q.question_type === 2);
  let marked = 0;
  const papers = papersOf(store, examId, subjectId);
  for (const scan of papers) {
    if (store.data.marking.finishedBefore.has(`${scan.exam_id}|${scan.subject_id}|${scan.student_id}`)) marked++;
    else if (groups.length && groups.every((g) => paperState(g, marking(store, g.question_id, paperIdOf(scan))).final !== null)) marked++;
  }
  exam.counts.set(subjectId, { ...counts, marked });
  announceMarking(store, examId, subjectId, marked, papers.length);
}

/**
 * Tells every signed-in user who may open the exam's 阅卷进度 that its figures changed (the push channel's x-inferred
 * markingProgress message): their open page asks again at once. The counts are the exam list's (已阅卷 of the papers).
 */
function announceMarking(store: Store, examId: number, subjectId: number, finished: number, papers: number): void {
  const publish = pushChannels.get(store);
  if (!publish) return;
  const message = { name: 'markingProgress', current: finished, total: papers, title: '阅卷进度', end: papers > 0 && finished === papers, exam_id: examId, subject_id: subjectId };
  const asking = { exam_id: examId, subject_id: subjectId };
  for (const [token, session] of store.sessions) if (refusal(store, session, 'markingProgress', asking, NO_QUERY) === undefined) publish(token, message);
}
const NO_QUERY = new URLSearchParams();

/** The staff turn record's count of marked papers (it blocks removing the teacher from the round). */
function countTurn(store: Store, t: TaskFacts, userId: number): void {
  const record = turnRecord(store.data.staff, { exam_id: t.exam.exam_id, question_id: t.group.question_id, user_id: userId, turn: t.turn });
  if (record) record.marked++;
}

/** The session's own marking of a paper in a round (回评), or why there is none. */
function ownMarking(store: Store, session: Session, ref: { paper_id: string; question_id: number; turn: MarkingTurn }) {
  const scan = paperById(store, ref.paper_id);
  if (!scan) return NOT_MARKED;
  const t = taskOfPaper(store, session, scan, ref.question_id, ref.turn);
  if (typeof t === 'string') return t;
  const m = marking(store, ref.question_id, ref.paper_id);
  const entry = m?.entries.find((e) => e.turn === ref.turn && e.user_id === session.user_id);
  if (!m || !entry) return NOT_MARKED;
  return { scan, t, m, entry };
}

/** Records a teacher's submit of a paper held for her (a self-review is compared with her first score, nothing more). */
function recordSubmit(store: Store, t: TaskFacts, session: Session, body: S['SubmitMarkRequest'], handout: Handout): S['MarkSubmitResult'] {
  const data = store.data.marking;
  const m = groupMarking(data, body.question_id, body.paper_id);
  const total = Math.round(body.scores.reduce((sum, s) => sum + s.score, 0) * 100) / 100;
  data.handouts.delete(handoutKey(body.paper_id, body.question_id, body.turn));
  if (handout.review) {
    const first = m.entries.find((e) => e.turn === body.turn && e.user_id === session.user_id);
    m.reviews.push({ user_id: session.user_id, turn: body.turn, first: first?.total ?? total, again: total, time: timestamp() });
    const reviewKey = `${session.user_id}:${body.question_id}:${body.turn}`;
    const mine = papersOf(store, t.exam.exam_id, t.config.subject_id).filter((s) => marking(store, body.question_id, paperIdOf(s))?.entries.some((e) => e.turn === body.turn && e.user_id === session.user_id));
    data.reviewedAt.set(reviewKey, mine.length);
    return progress(store, t, session);
  }
  m.entries.push({ user_id: session.user_id, turn: body.turn, scores: body.scores, total, marks: body.marks, input_source: body.input_source, submit_time: timestamp(new Date(store.now())), at: store.now(), changes: 0 });
  countTurn(store, t, session.user_id);
  syncMarked(store, t.exam.exam_id, t.config.subject_id);
  return progress(store, t, session);
}

/**
 * The standard paper (标准卷) held for the teacher in the round, when the paper is not hers to mark as such (no
 * hand-out of hers under the paper's usual key): then her submit, hold or report is about the standard paper.
 */
function theirStandard(store: Store, session: Session, ref: { paper_id: string; question_id: number; turn: MarkingTurn }) {
  if (store.data.marking.handouts.get(handoutKey(ref.paper_id, ref.question_id, ref.turn))?.user_id === session.user_id) return undefined;
  return standardHold(store, ref.paper_id, ref.question_id, ref.turn, session.user_id);
}

export const markingHandlers: Handlers = {
  loadmarkingtasks({ store, session }) {
    const tasks = taskRefs(store, session.user_id).flatMap((ref) => {
      const t = facts(store, ref);
      if (!t) return [];
      return [
        {
          exam_id: t.exam.exam_id,
          exam_name: t.exam.exam_name,
          subject_id: t.config.subject_id,
          subject_name: t.exam.subjects.find((s) => s.subject_id === t.config.subject_id)?.subject_name ?? '',
          question_id: t.group.question_id,
          question_name: t.group.question_name,
          turn: t.turn,
          mark_mode: t.group.content.mark_mode ?? 1,
          ...progress(store, t, session),
          ...waiting(store, t, session),
        },
      ];
    });
    return ok(tasks);
  },

  nextpaper({ body, store, session }) {
    const t = ownTask(store, session, body);
    if (typeof t === 'string') return fail(t);
    const now = store.now();
    const data = store.data.marking;
    const qid = t.group.question_id;
    const skip = new Set(body.skip ?? []);
    const papers = papersOf(store, t.exam.exam_id, t.config.subject_id);
    const still_marking = stillMarking(store, t);
    const give = (scan: ScanRecord, review: boolean) => {
      const id = paperIdOf(scan);
      const handout = { user_id: session.user_id, at: now, given: now, review };
      data.handouts.set(handoutKey(id, qid, t.turn), handout);
      const m = marking(store, qid, id);
      return ok({ paper: { ...paperView(t, scan, m, review), hold_seconds: holdSeconds(handout, now) }, remaining: progress(store, t, session).remaining, still_marking });
    };
    const heldForMe = (scan: ScanRecord) => heldBy(store, handoutKey(paperIdOf(scan), qid, t.turn), now)?.user_id === session.user_id;
    // A paper already held for this teacher (e.g. before a reload) comes first, unless it no longer needs her.
    const held = papers.find((scan) => !skip.has(paperIdOf(scan)) && heldForMe(scan) && typeof claim(store, t, scan, session, now, false) !== 'string');
    if (held) return give(held, data.handouts.get(handoutKey(paperIdOf(held), qid, t.turn))?.review ?? false);

    // 任务分配建议 applied: once she has marked her quota of the round, no new paper (self-reviews and standard papers
    // neither).
    const record = turnRecord(store.data.staff, { exam_id: t.exam.exam_id, question_id: qid, user_id: session.user_id, turn: t.turn });
    if (record?.limit !== undefined && record.marked >= record.limit) return ok({ paper: null, remaining: progress(store, t, session).remaining, still_marking, quota_done: true });

    // Self-review: every remark_interval papers, one of the teacher's own again; one at a time (never while she
    // holds one, e.g. when the client asks ahead with a self-review paper on screen).
    const interval = t.group.content.remark_interval ?? 0;
    const holdsReview = papers.some((scan) => heldForMe(scan) && data.handouts.get(handoutKey(paperIdOf(scan), qid, t.turn))?.review);
    if (t.group.content.remark_flag && interval > 0 && t.turn <= 3 && !holdsReview) {
      const mine = papers.filter((scan) => marking(store, qid, paperIdOf(scan))?.entries.some((e) => e.turn === t.turn && e.user_id === session.user_id));
      const at = data.reviewedAt.get(`${session.user_id}:${qid}:${t.turn}`) ?? 0;
      if (mine.length - at >= interval) {
        const candidate = mine.find((scan) => !skip.has(paperIdOf(scan)) && !marking(store, qid, paperIdOf(scan))?.reviews.some((r) => r.user_id === session.user_id));
        if (candidate) return give(candidate, true);
      }
    }

    const mayHave = mayGo(store, t, session);
    // A standard paper (标准卷, domains/marking-papers.ts): every few papers, shown as any other paper.
    const standard = nextStandard(store, { examId: t.exam.exam_id, subjectId: t.config.subject_id, group: t.group, turn: t.turn, userId: session.user_id, papers, skip, now, mayGo: mayHave });
    if (standard) return ok({ paper: { ...paperView(t, standard.scan, undefined, false), hold_seconds: holdSeconds(standard.handout, now) }, remaining: progress(store, t, session).remaining, still_marking });

    const next = papers.find((scan) => {
      const id = paperIdOf(scan);
      if (skip.has(id) || !mayHave(scan) || !needs(store, t, scan, t.turn)) return false;
      if (marking(store, qid, id)?.entries.some((e) => e.user_id === session.user_id)) return false;
      const holder = heldBy(store, handoutKey(id, qid, t.turn), now);
      return !holder || holder.user_id === session.user_id;
    });
    if (next) return give(next, false);
    return ok({ paper: null, remaining: progress(store, t, session).remaining, still_marking, marked_elsewhere: waiting(store, t, session).marked_elsewhere });
  },

  holdpaper({ body, store, session }) {
    const scan = paperById(store, body.paper_id);
    if (!scan) return failCode(NOT_GIVEN, GONE);
    const t = taskOfPaper(store, session, scan, body.question_id, body.turn);
    if (typeof t === 'string') return fail(t);
    const now = store.now();
    const standard = theirStandard(store, session, body);
    if (standard) {
      standard.handout.at = now;
      return ok({ hold_seconds: holdSeconds(standard.handout, now) });
    }
    const held = claim(store, t, scan, session, now, true);
    if (typeof held === 'string') return failCode(held, GONE);
    return ok({ hold_seconds: holdSeconds(held, now) });
  },

  submitmark({ body, store, session }) {
    const data = store.data.marking;
    // The same submit sent again (its answer was lost): the first answer, nothing recorded twice.
    const submitKey = body.submit_key ? `${session.user_id}:${body.submit_key}` : undefined;
    const answered = submitKey ? data.submits?.get(submitKey) : undefined;
    if (answered) return ok(answered);
    const scan = paperById(store, body.paper_id);
    if (!scan) return failCode(NOT_GIVEN, GONE);
    const t = taskOfPaper(store, session, scan, body.question_id, body.turn);
    if (typeof t === 'string') return fail(t);
    const key = handoutKey(body.paper_id, body.question_id, body.turn);
    const now = store.now();
    const standard = theirStandard(store, session, body);
    if (standard) {
      // Her score of a standard paper: recorded for 标准卷评分, not as a marking of the paper.
      if (!standard.standard) {
        data.standardHandouts?.delete(standard.key);
        return failCode(NOT_NEEDED, GONE);
      }
      const problem = scoreProblem(t.group, body.scores);
      if (problem) return fail(problem);
      const limit = t.group.content.limit_time ?? 0;
      if (limit > 0 && now - standard.handout.given < limit * 1000) return fail(`阅卷时间未到，每份试卷至少评阅${limit}秒`);
      recordStandardMark(store, standard.key, body.question_id, body.paper_id, { user_id: session.user_id, turn: body.turn, scores: body.scores, total: Math.round(body.scores.reduce((sum, s) => sum + s.score, 0) * 100) / 100 });
      const result = progress(store, t, session);
      if (submitKey) (data.submits ??= new Map()).set(submitKey, result);
      return ok(result);
    }
    const handout = claim(store, t, scan, session, now, false);
    if (typeof handout === 'string') {
      if (handout === ABNORMAL || handout === NOT_NEEDED) data.handouts.delete(key);
      return failCode(handout, GONE);
    }
    const problem = scoreProblem(t.group, body.scores);
    if (problem) return fail(problem);
    const limit = t.group.content.limit_time ?? 0;
    if (limit > 0 && now - handout.given < limit * 1000) return fail(`阅卷时间未到，每份试卷至少评阅${limit}秒`);
    const result = recordSubmit(store, t, session, body, handout);
    if (submitKey) (data.submits ??= new Map()).set(submitKey, result);
    return ok(result);
  },
  loadmarked({ body, store, session }) {
    const t = ownTask(store, session, body);
    if (typeof t === 'string') return fail(t);
    const mine = [...(store.data.marking.groups.get(t.group.question_id) ?? new Map<string, GroupMarking>())].flatMap(([paper_id, m]) => {
      const entry = m.entries.find((e) => e.turn === t.turn && e.user_id === session.user_id);
      const scan = entry ? paperById(store, paper_id) : undefined;
      return entry && scan && scan.subject_id === t.config.subject_id && scan.exam_id === t.exam.exam_id ? [{ paper_id, m, entry }] : [];
    });
    mine.sort((a, b) => a.entry.at - b.entry.at);
    const rows = mine.map(({ paper_id, m, entry }, i) => ({ paper_id, number: i + 1, total: entry.total, submit_time: entry.submit_time, changes: entry.changes, locked: lockReason(t, m, entry) })).reverse();
    return ok(page(rows, body.page, body.pagesize));
  },

  loadmarkedpaper({ body, store, session }) {
    const found = ownMarking(store, session, body);
    if (typeof found === 'string') return fail(found);
    return ok(paperView(found.t, found.scan, found.m, false, found.entry));
  },

  resubmitmark({ body, store, session }) {
    const data = store.data.marking;
    const submitKey = body.submit_key ? `${session.user_id}:${body.submit_key}` : undefined;
    const answered = submitKey ? data.submits?.get(submitKey) : undefined;
    if (answered) return ok(answered);
    const found = ownMarking(store, session, body);
    if (typeof found === 'string') return fail(found);
    const { t, m, entry } = found;
    const locked = lockReason(t, m, entry);
    if (locked) return fail(locked);
    const problem = scoreProblem(t.group, body.scores);
    if (problem) return fail(problem);
    entry.scores = body.scores;
    entry.total = Math.round(body.scores.reduce((sum, s) => sum + s.score, 0) * 100) / 100;
    entry.marks = body.marks;
    entry.input_source = body.input_source;
    entry.changes++;
    syncMarked(store, t.exam.exam_id, t.config.subject_id);
    const result = progress(store, t, session);
    if (submitKey) (data.submits ??= new Map()).set(submitKey, result);
    return ok(result);
  },

  reportabnormal({ body, store, session }) {
    const scan = paperById(store, body.paper_id);
    if (!scan) return fail(NOT_GIVEN);
    const t = taskOfPaper(store, session, scan, body.question_id, body.turn);
    if (typeof t === 'string') return fail(t);
    if (body.turn === 9) return fail('异常卷轮次不能再报告异常');
    const key = handoutKey(body.paper_id, body.question_id, body.turn);
    const standard = theirStandard(store, session, body);
    if (standard) {
      // A standard paper reported abnormal goes back unscored (she is not given it again); it stays a standard paper.
      if (!body.reason.trim()) return fail('请填写异常原因');
      declineStandard(store, standard.key, body.question_id, body.paper_id, session.user_id);
      return ok('已提交为异常卷');
    }
    const handout = claim(store, t, scan, session, store.now(), false);
    if (typeof handout === 'string') return failCode(handout, GONE);
    if (handout.review) return fail(NOT_GIVEN);
    const reason = body.reason.trim();
    if (!reason) return fail('请填写异常原因');
    store.data.marking.handouts.delete(key);
    groupMarking(store.data.marking, body.question_id, body.paper_id).abnormal = { user_id: session.user_id, turn: body.turn, reason, time: timestamp() };
    return ok('已提交为异常卷');
  },
};
