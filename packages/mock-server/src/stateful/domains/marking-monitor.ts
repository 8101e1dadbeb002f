// Running a marking day (issue 32, paths/marking-monitor.yaml): 阅卷进度, 缓冲卷管理, 异常卷管理, 异常类型 and 抽查, computed from
// (and, for 回收 and the handling of abnormal papers, written to) the records that
// teacher marking writes (marking-store.ts: the rounds' scores, abnormal reports, hand-outs) — nothing is counted
// beside them. Pure functions of the store, plus the handlers.
import type { components } from '@exam/sdk';
import type { QuestionGroupRecord, SubjectConfigRecord } from '../exam-config-store.ts';
import { configKey } from '../exam-config-store.ts';
import { groupFullScore } from '../exam-config-store.ts';
import type { AbnormalHandling, AbnormalReport, GroupMarking, Handout } from '../marking-store.ts';
import { HOLD_MS, groupMarking, handoutKey, independentMarking, markingPaper, paperIdOf, paperState, schoolsByExamNumber } from '../marking-store.ts';
import type { ScanRecord } from '../scanning-store.ts';
import { scanKey } from '../scanning-store.ts';
import type { MarkingTurn } from '../staff-store.ts';
import { TURN_NAMES, turnRecord } from '../staff-store.ts';
import type { ExamRecord, Session, Store } from '../store.ts';
import { timestamp } from '../store.ts';
import { FileAnswer, fail, ok } from '../types.ts';
import { XLSX_CONTENT_TYPE, writeWorkbook } from '../lib/xlsx.ts';
import type { Handlers } from '../types.ts';
import { syncMarked } from './marking.ts';
import { inScope } from './shared.ts';

type S = components['schemas'];

const NO_SUBJECT = '考试科目不存在';
/** The window of `recent` (marks in the last 10 minutes). */
export const RECENT_MS = 10 * 60_000;

export interface SubjectFacts {
  exam: ExamRecord;
  config: SubjectConfigRecord;
  /** The subjective question groups (question_type 2), as configured. */
  groups: QuestionGroupRecord[];
  /** The saved papers by paper id. */
  papers: Map<string, ScanRecord>;
}

/** Paper ids by saved sheet (a hash each; 阅卷进度 asks every few seconds over every paper). */
const paperIds = new WeakMap<ScanRecord, string>();
const cachedPaperId = (scan: ScanRecord) => {
  let id = paperIds.get(scan);
  if (id === undefined) paperIds.set(scan, (id = paperIdOf(scan)));
  return id;
};

/**
 * The exam subject's facts, or undefined when there is no such exam subject. With a session, the papers it sees: in a
 * joint exam marked independently (markingType 2) each school marks its own students' papers, so a school's account
 * sees (counts, lists, handles, resets) those of its own school only; a bureau's account sees its schools'.
 */
export function subjectFacts(store: Store, examId: number, subjectId: number, session?: Session): SubjectFacts | undefined {
  const exam = store.data.exams.get(examId);
  const config = store.data.examConfig.subjects.get(configKey(examId, subjectId));
  if (!exam || !config) return undefined;
  let sees = (_scan: ScanRecord) => true;
  if (session && independentMarking(exam, config)) {
    const schools = schoolsByExamNumber(store, examId, subjectId);
    const visible = new Set([...new Set(schools.values())].filter((unit) => unit !== undefined && inScope(store, session, unit)));
    sees = (scan) => visible.has(schools.get(scan.student_id));
  }
  const papers = new Map<string, ScanRecord>();
  for (const scan of store.data.scanning.scans.values()) {
    if (scan.exam_id === examId && scan.subject_id === subjectId && scan.submit === 1 && sees(scan)) papers.set(cachedPaperId(scan), scan);
  }
  return { exam, config, groups: config.questions.filter((q) => q.question_type === 2), papers };
}

/** The independent rounds of a mark mode (as marking-store.ts roundState decides them). */
export const independentRounds = (mode: S['MarkMode'] | undefined): MarkingTurn[] => (mode === 1 || mode === undefined ? [1] : mode === 4 ? [1, 2, 3] : [1, 2]);

const round2 = (n: number) => Math.round(n * 100) / 100;
const percent = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);

/**
 * 阅卷进度 of an exam subject at `now`. A paper reaches a round when it has the round's score, the round is open for
 * it, or the round is independent and the paper was not reported abnormal; papers counted as marked before any
 * record (the seeded 已阅卷) are finished and reach no round.
 */
export function markingProgressOf(store: Store, facts: SubjectFacts, now: number): S['MarkingProgress'] {
  const before = store.data.marking.finishedBefore;
  const since = now - RECENT_MS;
  const paperIds = [...facts.papers.keys()];
  const isBefore = paperIds.map((id) => {
    const scan = facts.papers.get(id);
    return scan ? before.has(scanKey(scan.exam_id, scan.subject_id, scan.student_id)) : false;
  });
  const finishedAll = new Uint8Array(paperIds.length).fill(1);
  const groups = facts.groups.map((group) => {
    const byPaper = store.data.marking.groups.get(group.question_id);
    const independent = independentRounds(group.content.mark_mode);
    const counts = new Map<MarkingTurn, { papers: number; marked: number; recent: number }>();
    for (const turn of independent) counts.set(turn, { papers: 0, marked: 0, recent: 0 });
    const count = (turn: MarkingTurn) => {
      let c = counts.get(turn);
      if (!c) counts.set(turn, (c = { papers: 0, marked: 0, recent: 0 }));
      return c;
    };
    let finished = 0;
    paperIds.forEach((id, i) => {
      if (isBefore[i]) {
        finished++;
        return;
      }
      const m: GroupMarking | undefined = byPaper?.get(id);
      if (!m) {
        // Not marked in any round yet: waiting for the independent rounds.
        finishedAll[i] = 0;
        for (const t of independent) count(t).papers++;
        return;
      }
      const state = paperState(group, m);
      if (state.final !== null) finished++;
      else finishedAll[i] = 0;
      const seen = new Set<MarkingTurn>();
      for (const e of m?.entries ?? []) {
        if (seen.has(e.turn)) continue;
        seen.add(e.turn);
        const c = count(e.turn);
        c.papers++;
        c.marked++;
        if (e.at >= since) c.recent++;
      }
      const reach = new Set<MarkingTurn>(state.open);
      if (!m?.abnormal) for (const t of independent) reach.add(t);
      for (const t of reach) if (!seen.has(t)) count(t).papers++;
    });
    const rounds = [...counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([turn, c]) => {
        const remaining = c.papers - c.marked;
        return {
          turn,
          papers: c.papers,
          marked: c.marked,
          remaining,
          percent: percent(c.marked, c.papers),
          recent: c.recent,
          eta_seconds: remaining === 0 ? 0 : c.recent > 0 ? Math.round((remaining * RECENT_MS) / 1000 / c.recent) : null,
        };
      });
    return { question_id: group.question_id, question_name: group.question_name, mark_mode: group.content.mark_mode ?? 1, finished, percent: percent(finished, paperIds.length), rounds };
  });
  let finished = 0;
  paperIds.forEach((_, i) => {
    if (isBefore[i] || (facts.groups.length > 0 && finishedAll[i])) finished++;
  });
  return {
    exam_id: facts.exam.exam_id,
    subject_id: facts.config.subject_id,
    papers: paperIds.length,
    finished,
    percent: percent(finished, paperIds.length),
    at: timestamp(new Date(now)),
    groups,
  };
}

/**
 * Whether the session sees a teacher's work: always, but in a joint exam marked independently (markingType 2) a
 * teacher of a school outside the session's scope (a school's account sees its own school).
 */
export function seesTeacher(store: Store, session: Session, facts: SubjectFacts): (userId: number) => boolean {
  if (!independentMarking(facts.exam, facts.config)) return () => true;
  return (userId) => {
    const account = store.data.accounts.get(userId);
    return account !== undefined && inScope(store, session, account.unit_id);
  };
}

interface Held {
  key: string;
  handout: Handout;
  paperId: string;
  group: QuestionGroupRecord;
  turn: MarkingTurn;
}

/** The subject's papers held now (holds that have not run out), oldest first, of the teachers the session sees. */
export function heldPapers(store: Store, session: Session, facts: SubjectFacts, now: number): Held[] {
  const groups = new Map(facts.groups.map((g) => [g.question_id, g]));
  const sees = seesTeacher(store, session, facts);
  const out: Held[] = [];
  for (const [key, handout] of store.data.marking.handouts) {
    if (now - handout.at >= HOLD_MS || !sees(handout.user_id)) continue;
    const [paperId = '', question, turn] = key.split(':');
    const group = groups.get(Number(question));
    if (!group || !facts.papers.has(paperId)) continue;
    out.push({ key, handout, paperId, group, turn: Number(turn) as MarkingTurn });
  }
  return out.sort((a, b) => a.handout.at - b.handout.at || a.key.localeCompare(b.key));
}

function heldView(store: Store, held: Held, now: number): S['HeldPaper'] {
  const account = store.data.accounts.get(held.handout.user_id);
  return {
    paper_id: held.paperId,
    question_id: held.group.question_id,
    question_name: held.group.question_name,
    turn: held.turn,
    user_id: held.handout.user_id,
    user_name: account?.user_name ?? String(held.handout.user_id),
    unit_name: (account ? store.data.units.get(account.unit_id)?.unit_name : undefined) ?? '',
    held_since: timestamp(new Date(held.handout.at)),
    seconds_left: Math.max(0, Math.ceil((held.handout.at + HOLD_MS - now) / 1000)),
    self_review: held.handout.review,
  };
}

/** The reasons teachers choose from until 异常类型 sets an exam's own (the marking canvas's four). */
export const DEFAULT_EXCEPTION_REASONS = ['图像模糊', '切割错误', '答题位置错误', '非本题作答'];

const NO_MARKS: S['MarkDrawing'] = { markCount: 0, check: [], cross: [], customText: [], key_score: [], score: [], score_input: [] };
const userName = (store: Store, userId: number) => store.data.accounts.get(userId)?.user_name ?? String(userId);

function handlingView(store: Store, handled: AbnormalHandling, total: number | null): S['ExceptionHandling'] {
  return { action: handled.action, total, note: handled.note, user_name: userName(store, handled.user_id), time: handled.time };
}

function exceptionView(store: Store, facts: SubjectFacts, group: QuestionGroupRecord, paperId: string, m: GroupMarking, report: AbnormalReport): S['ExceptionPaper'] {
  const scan = facts.papers.get(paperId);
  const view = scan ? markingPaper(facts.config, group, scan, 9, false) : undefined;
  const t9 = m.entries.find((e) => e.turn === 9);
  return {
    paper_id: paperId,
    question_id: group.question_id,
    question_name: group.question_name,
    full_score: groupFullScore(group),
    reported_by: userName(store, report.user_id),
    reported_turn: report.turn,
    reason: report.reason,
    reported_at: report.time,
    images: view?.images ?? [],
    sub_questions: group.subs.map((sub) => ({ subquestion_id: sub.subquestion_id, subquestion_name: sub.subquestion_name, full_score: sub.content.full_score ?? 0 })),
    earlier: m.entries.filter((e) => e.turn !== 9).map((e) => ({ turn: e.turn, total: e.total })),
    state: report.handled || t9 ? 'handled' : 'waiting',
    handling: report.handled ? handlingView(store, report.handled, report.handled.action === 'normal' ? null : (t9?.total ?? null)) : t9 ? handlingView(store, { action: 'score', user_id: t9.user_id, note: null, time: t9.submit_time }, t9.total) : null,
  };
}

/** The subject's abnormal reports (waiting ones first, by report time), with those returned to normal marking. */
export function exceptionPapers(store: Store, facts: SubjectFacts): S['ExceptionPaper'][] {
  const out: S['ExceptionPaper'][] = [];
  for (const group of facts.groups) {
    for (const [paperId, m] of store.data.marking.groups.get(group.question_id) ?? []) {
      if (!facts.papers.has(paperId)) continue;
      if (m.abnormal) out.push(exceptionView(store, facts, group, paperId, m, m.abnormal));
      for (const r of m.returned ?? []) out.push(exceptionView(store, facts, group, paperId, { ...m, entries: m.entries.filter((e) => e.turn !== 9) }, r));
    }
  }
  return out.sort((a, b) => (a.state === b.state ? a.reported_at.localeCompare(b.reported_at) || a.paper_id.localeCompare(b.paper_id) : a.state === 'waiting' ? -1 : 1));
}

/** The scores a group takes: one per sub-question, each within its full score; or why not. */
function scoresProblem(group: QuestionGroupRecord, scores: S['MarkSubScore'][]): string | undefined {
  const ids = group.subs.map((s) => s.subquestion_id);
  if (scores.length !== ids.length || !ids.every((id) => scores.filter((s) => s.subquestion_id === id).length === 1)) return '请为每个小题打分';
  for (const sc of scores) if (sc.score > (group.subs.find((x) => x.subquestion_id === sc.subquestion_id)?.content.full_score ?? 0) + 1e-9) return '打分超过总分啦！';
  return undefined;
}

export const STRICT_NO_RESCORE = '严格模式下抽查不能直接改分';

interface InspectFilter {
  question_id?: number | null;
  user_id?: number | null;
  turn?: MarkingTurn | null;
  min_score?: number | null;
  max_score?: number | null;
}

/** 抽查's rows (before paging): marked papers of the subject matching the filter, by group then newest marking first. */
export function inspectRows(store: Store, facts: SubjectFacts, filter: InspectFilter): S['InspectRow'][] {
  const out: { row: S['InspectRow']; at: number; order: number }[] = [];
  const inRange = (v: number | null) => v !== null && (filter.min_score == null || v >= filter.min_score - 1e-9) && (filter.max_score == null || v <= filter.max_score + 1e-9);
  facts.groups.forEach((group, order) => {
    if (filter.question_id != null && group.question_id !== filter.question_id) return;
    for (const [paperId, m] of store.data.marking.groups.get(group.question_id) ?? []) {
      const scan = facts.papers.get(paperId);
      if (!scan || m.entries.length === 0) continue;
      const matching = m.entries.filter((e) => (filter.user_id == null || e.user_id === filter.user_id) && (filter.turn == null || e.turn === filter.turn));
      if (!matching.length) continue;
      const result = paperState(group, m).final;
      const named = filter.user_id != null || filter.turn != null;
      if ((filter.min_score != null || filter.max_score != null) && !(named ? matching.some((e) => inRange(e.total)) : inRange(result))) continue;
      const view = markingPaper(facts.config, group, scan, 1, false);
      out.push({
        order,
        at: Math.max(...m.entries.map((e) => e.at)),
        row: {
          paper_id: paperId,
          question_id: group.question_id,
          question_name: group.question_name,
          full_score: groupFullScore(group),
          result,
          scores: [...m.entries].sort((a, b) => a.turn - b.turn).map((e) => ({ turn: e.turn, user_id: e.user_id, user_name: userName(store, e.user_id), total: e.total, submit_time: e.submit_time, changes: e.changes })),
          rescores: (m.rescores ?? []).map((r) => ({ user_name: userName(store, r.user_id), from: r.from, to: r.to, note: r.note, time: r.time })),
          images: view.images,
          sub_questions: group.subs.map((sub) => ({ subquestion_id: sub.subquestion_id, subquestion_name: sub.subquestion_name, full_score: sub.content.full_score ?? 0 })),
        },
      });
    }
  });
  return out.sort((a, b) => a.order - b.order || b.at - a.at || a.row.paper_id.localeCompare(b.row.paper_id)).map((x) => x.row);
}

/** A break between two submits longer than this is not a paper's time. */
export const BREAK_MS = 10 * 60_000;

/** 工作量: per teacher in each round of each group, and per round of each group (the teachers the session sees). */
export function workloadOf(store: Store, session: Session, facts: SubjectFacts): S['Workload'] {
  const sees = seesTeacher(store, session, facts);
  const online = new Set([...store.sessions.values()].map((x) => x.user_id));
  const teachers: S['TeacherWorkload'][] = [];
  const groups: S['GroupWorkload'][] = [];
  for (const group of facts.groups) {
    const byTeacherTurn = new Map<string, { user: number; turn: MarkingTurn; at: number[]; totals: number[]; last: string }>();
    for (const [paperId, m] of store.data.marking.groups.get(group.question_id) ?? []) {
      if (!facts.papers.has(paperId)) continue;
      for (const e of m.entries) {
        if (!sees(e.user_id)) continue;
        const key = `${e.user_id}:${e.turn}`;
        let w = byTeacherTurn.get(key);
        if (!w) byTeacherTurn.set(key, (w = { user: e.user_id, turn: e.turn, at: [], totals: [], last: e.submit_time }));
        w.at.push(e.at);
        w.totals.push(e.total);
        if (e.at >= Math.max(...w.at)) w.last = e.submit_time;
      }
    }
    const perTurn = new Map<MarkingTurn, { teachers: number; marked: number; gaps: number[]; totals: number[] }>();
    for (const w of [...byTeacherTurn.values()].sort((a, b) => a.turn - b.turn || a.user - b.user)) {
      const sorted = [...w.at].sort((a, b) => a - b);
      const gaps = sorted.slice(1).map((t, i) => t - (sorted[i] ?? t)).filter((g) => g <= BREAK_MS);
      const account = store.data.accounts.get(w.user);
      teachers.push({
        user_id: w.user,
        user_name: account?.user_name ?? String(w.user),
        unit_name: (account ? store.data.units.get(account.unit_id)?.unit_name : undefined) ?? '',
        question_id: group.question_id,
        question_name: group.question_name,
        turn: w.turn,
        marked: w.totals.length,
        avg_seconds: gaps.length ? Math.round(gaps.reduce((a, b) => a + b, 0) / gaps.length / 1000) : null,
        avg_score: round2(w.totals.reduce((a, b) => a + b, 0) / w.totals.length),
        online: online.has(w.user),
        last_time: w.last,
      });
      let t = perTurn.get(w.turn);
      if (!t) perTurn.set(w.turn, (t = { teachers: 0, marked: 0, gaps: [], totals: [] }));
      t.teachers++;
      t.marked += w.totals.length;
      t.gaps.push(...gaps);
      t.totals.push(...w.totals);
    }
    for (const [turn, t] of [...perTurn].sort(([a], [b]) => a - b)) {
      groups.push({
        question_id: group.question_id,
        question_name: group.question_name,
        turn,
        teachers: t.teachers,
        marked: t.marked,
        avg_seconds: t.gaps.length ? Math.round(t.gaps.reduce((a, b) => a + b, 0) / t.gaps.length / 1000) : null,
        avg_score: t.totals.length ? round2(t.totals.reduce((a, b) => a + b, 0) / t.totals.length) : null,
      });
    }
  }
  return { groups, teachers };
}

/** A paper's seconds when no teacher of the round has a measured speed. */
export const DEFAULT_SECONDS = 60;

/** 任务分配建议: per round with papers remaining, quotas proportional to the round's teachers' speeds. */
export function allocateAdviceOf(store: Store, session: Session, facts: SubjectFacts): S['AllocateAdvice'][] {
  const progress = markingProgressOf(store, facts, store.now());
  const work = workloadOf(store, session, facts);
  const sees = seesTeacher(store, session, facts);
  const out: S['AllocateAdvice'][] = [];
  for (const g of progress.groups) {
    for (const r of g.rounds) {
      if (r.remaining === 0) continue;
      const ids = new Set<number>();
      for (const t of store.data.staff.turns) if (t.exam_id === facts.exam.exam_id && t.question_id === g.question_id && t.turn === r.turn && sees(t.user_id)) ids.add(t.user_id);
      const measuredRows = work.teachers.filter((t) => t.question_id === g.question_id && t.turn === r.turn);
      for (const t of measuredRows) ids.add(t.user_id);
      if (ids.size === 0) continue;
      const known = measuredRows.map((t) => t.avg_seconds).filter((v): v is number => v !== null && v > 0);
      const fallback = known.length ? known.reduce((a, b) => a + b, 0) / known.length : DEFAULT_SECONDS;
      const teachers = [...ids].sort((a, b) => a - b).map((user_id) => {
        const w = measuredRows.find((t) => t.user_id === user_id);
        const measured = w?.avg_seconds != null && w.avg_seconds > 0;
        return { user_id, user_name: userName(store, user_id), marked: w?.marked ?? 0, avg_seconds: w?.avg_seconds ?? null, measured, seconds: measured ? (w?.avg_seconds ?? fallback) : fallback };
      });
      // Quotas ∝ speed (1 / seconds), largest remainders so that they add up to the remaining papers.
      const speed = teachers.map((t) => 1 / t.seconds);
      const sum = speed.reduce((a, b) => a + b, 0);
      const exact = speed.map((v) => (r.remaining * v) / sum);
      const quota = exact.map(Math.floor);
      let left = r.remaining - quota.reduce((a, b) => a + b, 0);
      const frac = exact.map((v) => v - Math.floor(v));
      for (const i of frac.map((_, i) => i).sort((a, b) => (frac[b] ?? 0) - (frac[a] ?? 0) || a - b)) {
        if (left <= 0) break;
        quota[i] = (quota[i] ?? 0) + 1;
        left--;
      }
      const rows = teachers.map((t, i) => {
        const record = turnRecord(store.data.staff, { exam_id: facts.exam.exam_id, question_id: g.question_id, user_id: t.user_id, turn: r.turn });
        const assigned = record?.limit === undefined ? null : Math.max(0, record.limit - record.marked);
        return { user_id: t.user_id, user_name: t.user_name, marked: t.marked, avg_seconds: t.avg_seconds, measured: t.measured, quota: quota[i] ?? 0, finish_seconds: Math.round((quota[i] ?? 0) * t.seconds), assigned };
      });
      out.push({ question_id: g.question_id, question_name: g.question_name, turn: r.turn, remaining: r.remaining, finish_seconds: Math.max(0, ...rows.map((x) => x.finish_seconds)), teachers: rows });
    }
  }
  return out;
}


/** 阅卷数据管理's rows: per round of each group with markings, abnormal reports from it or papers held in it. */
export function markingDataOf(store: Store, facts: SubjectFacts): S['MarkingDataRow'][] {
  const now = store.now();
  const rows: S['MarkingDataRow'][] = [];
  for (const group of facts.groups) {
    const counts = new Map<MarkingTurn, { marks: number; abnormal: number; held: number }>();
    const c = (turn: MarkingTurn) => {
      let x = counts.get(turn);
      if (!x) counts.set(turn, (x = { marks: 0, abnormal: 0, held: 0 }));
      return x;
    };
    for (const [paperId, m] of store.data.marking.groups.get(group.question_id) ?? []) {
      if (!facts.papers.has(paperId)) continue;
      for (const turn of new Set(m.entries.map((e) => e.turn))) c(turn).marks++;
      if (m.abnormal) c(m.abnormal.turn).abnormal++;
    }
    for (const [key, h] of store.data.marking.handouts) {
      const [paperId = '', question, turn] = key.split(':');
      if (Number(question) === group.question_id && facts.papers.has(paperId) && now - h.at < HOLD_MS) c(Number(turn) as MarkingTurn).held++;
    }
    for (const [turn, x] of [...counts].sort(([a], [b]) => a - b)) rows.push({ question_id: group.question_id, question_name: group.question_name, turn, ...x });
  }
  return rows;
}

export const markingMonitorHandlers: Handlers = {
  markingProgress({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    return ok(markingProgressOf(store, facts, store.now()));
  },

  bufferList({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const now = store.now();
    return ok(heldPapers(store, session, facts, now).map((h) => heldView(store, h, now)));
  },

  bufferRelease({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const named = new Set((body.papers ?? []).map((p) => `${p.paper_id}:${p.question_id}:${p.turn}`));
    if (!body.all && named.size === 0) return fail('请选择要回收的试卷');
    let released = 0;
    for (const held of heldPapers(store, session, facts, store.now())) {
      if (!body.all && !named.has(held.key)) continue;
      store.data.marking.handouts.delete(held.key);
      released++;
    }
    return ok({ released });
  },

  exceptionList({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const state = body.state ?? 'waiting';
    return ok(exceptionPapers(store, facts).filter((p) => state === 'all' || p.state === state));
  },

  exceptionHandle({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const group = facts.groups.find((g) => g.question_id === body.question_id);
    const m = store.data.marking.groups.get(body.question_id)?.get(body.paper_id);
    if (!group || !m?.abnormal || !facts.papers.has(body.paper_id)) return fail('该试卷不是异常卷');
    if (m.abnormal.handled || m.entries.some((e) => e.turn === 9)) return fail('该异常卷已处理');
    const note = body.note?.trim() || null;
    const time = timestamp(new Date(store.now()));
    const handled: AbnormalHandling = { action: body.action, user_id: session.user_id, note, time };
    if (body.action === 'normal') {
      (m.returned ??= []).push({ ...m.abnormal, handled });
      delete m.abnormal;
    } else {
      if (body.action === 'blank' && !note) return fail('请填写说明');
      const scores = body.action === 'blank' ? group.subs.map((s) => ({ subquestion_id: s.subquestion_id, score: 0 })) : (body.scores ?? []);
      const problem = scoresProblem(group, scores);
      if (problem) return fail(problem);
      const total = Math.round(scores.reduce((sum, sc) => sum + sc.score, 0) * 100) / 100;
      groupMarking(store.data.marking, body.question_id, body.paper_id).entries.push({ user_id: session.user_id, turn: 9, scores, total, marks: NO_MARKS, input_source: 5, submit_time: time, at: store.now(), changes: 0 });
      m.abnormal.handled = handled;
    }
    // A teacher holding the paper in round 9 no longer needs to mark it.
    store.data.marking.handouts.delete(handoutKey(body.paper_id, body.question_id, 9));
    syncMarked(store, body.exam_id, body.subject_id);
    return ok(body.action === 'normal' ? '已退回正常阅卷' : body.action === 'blank' ? '已按空白卷计0分' : '异常卷已评分');
  },

  exceptionReasons({ body, store }) {
    if (!store.data.exams.has(body.exam_id)) return fail('考试不存在');
    return ok(store.data.marking.exceptionReasons?.get(body.exam_id) ?? DEFAULT_EXCEPTION_REASONS);
  },

  exceptionReasonsSave({ body, store }) {
    if (!store.data.exams.has(body.exam_id)) return fail('考试不存在');
    const reasons = body.reasons.map((r) => r.trim());
    if (reasons.some((r) => !r)) return fail('异常类型不能为空');
    const twice = reasons.find((r, i) => reasons.indexOf(r) !== i);
    if (twice) return fail(`异常类型“${twice}”重复`);
    (store.data.marking.exceptionReasons ??= new Map()).set(body.exam_id, reasons);
    return ok('保存成功');
  },

  inspectList({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const rows = inspectRows(store, facts, body);
    const teachers = new Map<number, string>();
    for (const group of facts.groups) for (const [paperId, m] of store.data.marking.groups.get(group.question_id) ?? []) if (facts.papers.has(paperId)) for (const e of m.entries) teachers.set(e.user_id, userName(store, e.user_id));
    const start = (body.page - 1) * body.pagesize;
    return ok({
      totalrecords: rows.length,
      datalist: rows.slice(start, start + body.pagesize),
      groups: facts.groups.map((g) => ({ question_id: g.question_id, question_name: g.question_name })),
      teachers: [...teachers].map(([user_id, user_name]) => ({ user_id, user_name })).sort((a, b) => a.user_id - b.user_id),
      strict_mode: facts.config.prop?.strict_mode === 1 ? (1 as const) : (0 as const),
    });
  },

  inspectRescore({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    if (facts.config.prop?.strict_mode === 1) return fail(STRICT_NO_RESCORE);
    const group = facts.groups.find((g) => g.question_id === body.question_id);
    const m = store.data.marking.groups.get(body.question_id)?.get(body.paper_id);
    if (!group || !m || !facts.papers.has(body.paper_id)) return fail('该试卷还没有评分');
    const from = paperState(group, m).final;
    if (from === null) return fail('该试卷还没有出分，不能抽查改分');
    const problem = scoresProblem(group, body.scores);
    if (problem) return fail(problem);
    const note = body.note.trim();
    if (!note) return fail('请填写改分原因');
    const to = Math.round(body.scores.reduce((sum, sc) => sum + sc.score, 0) * 100) / 100;
    (m.rescores ??= []).push({ user_id: session.user_id, from, to, scores: body.scores, note, time: timestamp(new Date(store.now())) });
    syncMarked(store, body.exam_id, body.subject_id);
    return ok('已改分');
  },

  workload({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    return ok(workloadOf(store, session, facts));
  },

  async workloadExport({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const w = workloadOf(store, session, facts);
    const dash = (v: number | null) => (v === null ? '—' : v);
    if (body.view === 'teacher') {
      const bytes = await writeWorkbook([
        {
          name: '教师工作量',
          columns: [
            { header: '教师', key: 'user_name' },
            { header: '学校', key: 'unit_name' },
            { header: '题组', key: 'question_name' },
            { header: '轮次', key: 'turn' },
            { header: '已阅', key: 'marked' },
            { header: '平均每份（秒）', key: 'avg_seconds' },
            { header: '平均分', key: 'avg_score' },
            { header: '在线', key: 'online' },
            { header: '最后提交', key: 'last_time' },
          ],
          rows: w.teachers.map((r) => ({ ...r, turn: TURN_NAMES[r.turn], avg_seconds: dash(r.avg_seconds), avg_score: dash(r.avg_score), online: r.online ? '在线' : '离线', last_time: r.last_time ?? '' })),
        },
      ]);
      return new FileAnswer(bytes, '教师工作量.xlsx', XLSX_CONTENT_TYPE);
    }
    const bytes = await writeWorkbook([
      {
        name: '题组工作量',
        columns: [
          { header: '题组', key: 'question_name' },
          { header: '轮次', key: 'turn' },
          { header: '教师数', key: 'teachers' },
          { header: '已阅', key: 'marked' },
          { header: '平均每份（秒）', key: 'avg_seconds' },
          { header: '平均分', key: 'avg_score' },
        ],
        rows: w.groups.map((r) => ({ ...r, turn: TURN_NAMES[r.turn], avg_seconds: dash(r.avg_seconds), avg_score: dash(r.avg_score) })),
      },
    ]);
    return new FileAnswer(bytes, '题组工作量.xlsx', XLSX_CONTENT_TYPE);
  },

  datamgeList({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    return ok(markingDataOf(store, facts));
  },

  datamgeReset({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const group = facts.groups.find((g) => g.question_id === body.question_id);
    if (!group) return fail('题组不存在');
    const byPaper = store.data.marking.groups.get(group.question_id) ?? new Map<string, GroupMarking>();
    const mine = [...byPaper].filter(([paperId]) => facts.papers.has(paperId));
    // The decision rounds after this one: 3 (in 2+1+1) and 8 after rounds 1–2, 8 after 3.
    const later: MarkingTurn[] = body.turn === 8 || body.turn === 9 ? [] : body.turn === 3 ? [8] : group.content.mark_mode === 6 ? [3, 8] : [8];
    const blocking = later.find((t) => mine.some(([, m]) => m.entries.some((e) => e.turn === t)));
    if (blocking) return fail(`请先重置该题组的${TURN_NAMES[blocking]}`);
    const marks = mine.filter(([, m]) => m.entries.some((e) => e.turn === body.turn)).length;
    if (marks !== body.marks) return fail(`该轮次的评分数已变为${marks}条，请重新确认`);
    for (const [, m] of mine) {
      const removed = m.entries.filter((e) => e.turn === body.turn);
      if (!removed.length) continue;
      m.entries = m.entries.filter((e) => e.turn !== body.turn);
      m.reviews = m.reviews.filter((r) => r.turn !== body.turn);
      if (body.turn === 9 && m.abnormal) delete m.abnormal.handled;
      for (const e of removed) {
        const record = turnRecord(store.data.staff, { exam_id: body.exam_id, question_id: group.question_id, user_id: e.user_id, turn: body.turn });
        if (record) record.marked = Math.max(0, record.marked - 1);
      }
    }
    for (const key of [...store.data.marking.handouts.keys()]) {
      const [paperId = '', question, turn] = key.split(':');
      if (Number(question) === group.question_id && Number(turn) === body.turn && facts.papers.has(paperId)) store.data.marking.handouts.delete(key);
    }
    for (const key of [...store.data.marking.reviewedAt.keys()]) if (key.endsWith(`:${group.question_id}:${body.turn}`)) store.data.marking.reviewedAt.delete(key);
    syncMarked(store, body.exam_id, body.subject_id);
    return ok(`已重置${marks}条评分`);
  },

  allocateAdvice({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    return ok(allocateAdviceOf(store, session, facts));
  },

  allocateApply({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    if (!facts.groups.some((g) => g.question_id === body.question_id)) return fail('题组不存在');
    const sees = seesTeacher(store, session, facts);
    const named = body.quotas.map((q) => ({ q, record: sees(q.user_id) ? turnRecord(store.data.staff, { exam_id: body.exam_id, question_id: body.question_id, user_id: q.user_id, turn: body.turn }) : undefined }));
    const stranger = named.find((x) => !x.record);
    if (stranger) return fail(`${userName(store, stranger.q.user_id)}不是该轮次的阅卷教师`);
    for (const { q, record } of named) {
      if (!record) continue;
      if (q.quota === null) delete record.limit;
      else record.limit = record.marked + q.quota;
    }
    const set = body.quotas.filter((q) => q.quota !== null).length;
    return ok(set ? `已为${set}位教师设定阅卷任务量` : `已取消${body.quotas.length}位教师的阅卷任务量`);
  },
};
