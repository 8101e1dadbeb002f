// Running a marking day (issue 32, paths/marking-monitor.yaml): 阅卷进度 and 缓冲卷管理, computed from the records that
// teacher marking writes (marking-store.ts: the rounds' scores, abnormal reports, hand-outs) — nothing is counted
// beside them. Pure functions of the store, plus the handlers.
import type { components } from '@exam/sdk';
import type { QuestionGroupRecord, SubjectConfigRecord } from '../exam-config-store.ts';
import { configKey } from '../exam-config-store.ts';
import type { GroupMarking, Handout } from '../marking-store.ts';
import { HOLD_MS, paperIdOf, paperState } from '../marking-store.ts';
import type { ScanRecord } from '../scanning-store.ts';
import { scanKey } from '../scanning-store.ts';
import type { MarkingTurn } from '../staff-store.ts';
import type { ExamRecord, Session, Store } from '../store.ts';
import { timestamp } from '../store.ts';
import { fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
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

/** The exam subject's facts, or undefined when there is no such exam subject. */
export function subjectFacts(store: Store, examId: number, subjectId: number): SubjectFacts | undefined {
  const exam = store.data.exams.get(examId);
  const config = store.data.examConfig.subjects.get(configKey(examId, subjectId));
  if (!exam || !config) return undefined;
  const papers = new Map<string, ScanRecord>();
  for (const scan of store.data.scanning.scans.values()) {
    if (scan.exam_id === examId && scan.subject_id === subjectId && scan.submit === 1) papers.set(paperIdOf(scan), scan);
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
  const independent = facts.config.prop?.markingType === 2 && facts.exam.unit_ids.length > 1;
  if (!independent) return () => true;
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

export const markingMonitorHandlers: Handlers = {
  markingProgress({ body, store }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id);
    if (!facts) return fail(NO_SUBJECT);
    return ok(markingProgressOf(store, facts, store.now()));
  },

  bufferList({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id);
    if (!facts) return fail(NO_SUBJECT);
    const now = store.now();
    return ok(heldPapers(store, session, facts, now).map((h) => heldView(store, h, now)));
  },

  bufferRelease({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id);
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
};
