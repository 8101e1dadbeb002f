// Marking quality (issue 32, paths/marking-quality.yaml): 质量统计, 复评率, 给分分布, 自评统计 and 教师评卷评估, computed
// from the records teacher marking writes (marking-store.ts: every round's scores, the self-reviews) and the groups'
// settings (score_diff, remark_flag/remark_interval, self_score_diff) — nothing is counted beside them. The subject
// facts, the progress (for strict mode) and the school scope of independent marking are marking-monitor.ts's.
//
// A teacher's marks in a group are every score she submitted in it, whatever the round; the group's figures are over
// every teacher's marks, the rows those of the teachers the session sees. Strict mode (strict_mode 1: "no group
// statistics while marking", spec 2 §3) refuses every call with code 423 while a paper of the subject has no result.
import type { components } from '@exam/sdk';
import type { QuestionGroupRecord } from '../exam-config-store.ts';
import { groupFullScore } from '../exam-config-store.ts';
import type { GroupMarking, MarkEntry } from '../marking-store.ts';
import { paperState, validScores } from '../marking-store.ts';
import type { MarkingTurn } from '../staff-store.ts';
import type { Session, Store } from '../store.ts';
import type { Handlers } from '../types.ts';
import { fail, failCode, ok } from '../types.ts';
import { independentRounds, markingProgressOf, seesTeacher, subjectFacts, type SubjectFacts } from './marking-monitor.ts';

type S = components['schemas'];

export const NO_SUBJECT = '考试科目不存在';
export const NO_GROUP = '该科目没有这个主观题题组';
export const NO_TEACHER_SCOPE = '没有该单位的数据权限';
/** The refusal of strict mode while the subject is being marked (code STRICT_CODE). */
export const STRICT_HIDDEN = '严格模式下阅卷结束前不显示质量统计';
export const STRICT_CODE = 423;
/** A group with at most this many possible totals gets one score class per total; otherwise DISTRIBUTION_CLASSES. */
export const MAX_SCORE_CLASSES = 21;
export const DISTRIBUTION_CLASSES = 20;

const EPS = 1e-9;
const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const meanOf = (values: readonly number[]) => (values.length ? sum(values) / values.length : null);
/** The population standard deviation (÷ n). */
function stdDevOf(values: readonly number[]): number | null {
  const m = meanOf(values);
  return m === null ? null : Math.sqrt(sum(values.map((v) => (v - m) ** 2)) / values.length);
}
const r2 = (v: number | null) => (v === null ? null : round2(v));
const percent = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);

function teacherOf(store: Store, userId: number) {
  const account = store.data.accounts.get(userId);
  return {
    user_id: userId,
    user_name: account?.user_name ?? String(userId),
    unit_name: (account ? store.data.units.get(account.unit_id)?.unit_name : undefined) ?? '',
  };
}

/** The group's markings of the subject's papers (paper id and its record). */
function markingsOf(store: Store, facts: SubjectFacts, group: QuestionGroupRecord): [string, GroupMarking][] {
  return [...(store.data.marking.groups.get(group.question_id) ?? [])].filter(([paperId]) => facts.papers.has(paperId));
}

/** Values grouped by teacher, teachers in id order. */
function byTeacher<T>(items: readonly T[], userOf: (item: T) => number): [number, T[]][] {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const list = out.get(userOf(item));
    if (list) list.push(item);
    else out.set(userOf(item), [item]);
  }
  return [...out].sort(([a], [b]) => a - b);
}

/** Whether strict mode hides the figures now: strict_mode 1 and a paper of the subject without its result. */
export function hiddenByStrictMode(store: Store, facts: SubjectFacts): boolean {
  if (facts.config.prop?.strict_mode !== 1) return false;
  const progress = markingProgressOf(store, facts, store.now());
  return progress.finished < progress.papers;
}

/** 质量统计 of the chosen groups. */
export function qualityStatisticsOf(store: Store, session: Session, facts: SubjectFacts, groups: readonly QuestionGroupRecord[]): S['QualityStatistics'] {
  const sees = seesTeacher(store, session, facts);
  const out: S['QualityStatistics'] = { groups: [], teachers: [] };
  for (const group of groups) {
    const markings = markingsOf(store, facts, group);
    const entries = markings.flatMap(([, m]) => m.entries);
    const totals = entries.map((e) => e.total);
    const groupMean = meanOf(totals);
    const scoreDiff = group.content.score_diff ?? 0;
    out.groups.push({
      question_id: group.question_id,
      question_name: group.question_name,
      mark_mode: group.content.mark_mode ?? 1,
      full_score: groupFullScore(group),
      score_diff: scoreDiff,
      marks: entries.length,
      mean: r2(groupMean),
      std_dev: r2(stdDevOf(totals)),
    });
    // Double marking: her score in an independent round against the paper's other independent scores.
    const independent = new Set<MarkingTurn>(independentRounds(group.content.mark_mode));
    const double = new Map<number, { marked: number; agreed: number }>();
    if (independent.size > 1) {
      for (const [, m] of markings) {
        const scores = m.entries.filter((e) => independent.has(e.turn));
        for (const e of scores) {
          const others = scores.filter((o) => o !== e);
          if (!others.length) continue;
          const d = double.get(e.user_id) ?? { marked: 0, agreed: 0 };
          d.marked++;
          if (others.every((o) => Math.abs(o.total - e.total) <= scoreDiff + EPS)) d.agreed++;
          double.set(e.user_id, d);
        }
      }
    }
    for (const [userId, mine] of byTeacher(entries, (e) => e.user_id)) {
      if (!sees(userId)) continue;
      const values = mine.map((e) => e.total);
      const mean = meanOf(values) ?? 0;
      const d = double.get(userId) ?? { marked: 0, agreed: 0 };
      out.teachers.push({
        ...teacherOf(store, userId),
        question_id: group.question_id,
        question_name: group.question_name,
        marks: values.length,
        mean: round2(mean),
        std_dev: round2(stdDevOf(values) ?? 0),
        deviation: round2(mean - (groupMean ?? mean)),
        double_marked: d.marked,
        agreed: d.agreed,
        agreement_rate: d.marked ? percent(d.agreed, d.marked) : null,
      });
    }
  }
  return out;
}

const SELF_REVIEW_ROUNDS: readonly MarkingTurn[] = [1, 2, 3];

/** 复评率 of the chosen groups: per teacher and round 1–3, papers marked and self-reviews done. */
export function reviewRateOf(store: Store, session: Session, facts: SubjectFacts, groups: readonly QuestionGroupRecord[]): S['ReviewRate'] {
  const sees = seesTeacher(store, session, facts);
  const out: S['ReviewRate'] = { groups: [], teachers: [] };
  for (const group of groups) {
    out.groups.push({ question_id: group.question_id, question_name: group.question_name, remark_flag: group.content.remark_flag === true, remark_interval: group.content.remark_interval ?? 0 });
    const markings = markingsOf(store, facts, group);
    const entries = markings.flatMap(([, m]) => m.entries).filter((e) => SELF_REVIEW_ROUNDS.includes(e.turn));
    const reviews = markings.flatMap(([, m]) => m.reviews);
    const users = new Set([...entries.map((e) => e.user_id), ...reviews.map((r) => r.user_id)]);
    for (const userId of [...users].sort((a, b) => a - b)) {
      if (!sees(userId)) continue;
      for (const turn of SELF_REVIEW_ROUNDS) {
        const marked = entries.filter((e) => e.user_id === userId && e.turn === turn).length;
        const mine = reviews.filter((r) => r.user_id === userId && r.turn === turn);
        if (!marked && !mine.length) continue;
        out.teachers.push({
          ...teacherOf(store, userId),
          question_id: group.question_id,
          question_name: group.question_name,
          turn,
          marked,
          reviewed: mine.length,
          rate: percent(mine.length, marked),
          changed: mine.filter((r) => Math.abs(r.again - r.first) > EPS).length,
        });
      }
    }
  }
  return out;
}

/**
 * The totals a teacher can give a group: the sums of a valid score per sub-question (each sub-question's valid scores
 * up to its full score), or undefined when there are more than MAX_SCORE_CLASSES.
 */
function possibleTotals(group: QuestionGroupRecord): number[] | undefined {
  const valid = [...new Set(validScores(group))].filter((v) => v >= 0);
  let sums = new Set<number>([0]);
  for (const sub of group.subs.length ? group.subs : [undefined]) {
    const full = sub ? (sub.content.full_score ?? 0) : groupFullScore(group);
    const own = valid.filter((v) => v <= full + EPS);
    const next = new Set<number>();
    for (const s of sums) for (const v of own) next.add(round2(s + v));
    if (next.size > MAX_SCORE_CLASSES) return undefined;
    sums = next;
  }
  return [...sums].sort((a, b) => a - b);
}

/** A group's score classes: one per total a teacher can give (at most MAX_SCORE_CLASSES), else DISTRIBUTION_CLASSES equal ones. */
export function scoreClasses(group: QuestionGroupRecord): S['DistributionBin'][] {
  const totals = possibleTotals(group);
  if (totals?.length) return totals.map((v, i) => ({ from: v, to: totals[i + 1] ?? v, label: String(v) }));
  const width = groupFullScore(group) / DISTRIBUTION_CLASSES;
  return Array.from({ length: DISTRIBUTION_CLASSES }, (_, i) => {
    const from = round2(i * width);
    const to = round2((i + 1) * width);
    return { from, to, label: `${from}–${to}` };
  });
}

function histogram(bins: readonly S['DistributionBin'][], values: readonly number[]): S['DistributionCounts'] {
  const counts = bins.map(() => 0);
  for (const v of values) {
    let index = 0;
    bins.forEach((b, i) => {
      if (b.from <= v + EPS) index = i;
    });
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return { marks: values.length, mean: r2(meanOf(values)), counts, percents: counts.map((c) => percent(c, values.length)) };
}

/** 给分分布 of the chosen groups: the group's histogram and each teacher's. */
export function markDistributionOf(store: Store, session: Session, facts: SubjectFacts, groups: readonly QuestionGroupRecord[]): S['MarkDistribution'][] {
  const sees = seesTeacher(store, session, facts);
  return groups.map((group) => {
    const bins = scoreClasses(group);
    const entries = markingsOf(store, facts, group).flatMap(([, m]) => m.entries);
    return {
      question_id: group.question_id,
      question_name: group.question_name,
      full_score: groupFullScore(group),
      bins,
      group: histogram(bins, entries.map((e) => e.total)),
      teachers: byTeacher(entries, (e) => e.user_id)
        .filter(([userId]) => sees(userId))
        .map(([userId, mine]) => ({ ...teacherOf(store, userId), ...histogram(bins, mine.map((e) => e.total)) })),
    };
  });
}

/** 自评统计 of the chosen groups: the self-reviews against the group's self_score_diff. */
export function selfGradeOf(store: Store, session: Session, facts: SubjectFacts, groups: readonly QuestionGroupRecord[]): S['SelfGrade'] {
  const sees = seesTeacher(store, session, facts);
  const out: S['SelfGrade'] = { groups: [], teachers: [], reviews: [] };
  for (const group of groups) {
    const limit = group.content.self_score_diff ?? 0;
    out.groups.push({ question_id: group.question_id, question_name: group.question_name, self_score_diff: group.content.self_score_diff ?? null, limit });
    const reviews: S['SelfReview'][] = [];
    for (const [paperId, m] of markingsOf(store, facts, group)) {
      for (const r of m.reviews) {
        if (!sees(r.user_id)) continue;
        const diff = round2(r.again - r.first);
        const teacher = teacherOf(store, r.user_id);
        reviews.push({ paper_id: paperId, question_id: group.question_id, question_name: group.question_name, user_id: r.user_id, user_name: teacher.user_name, turn: r.turn, first: r.first, again: r.again, diff, beyond: Math.abs(diff) > limit + EPS, time: r.time });
      }
    }
    for (const [userId, mine] of byTeacher(reviews, (r) => r.user_id)) {
      const diffs = mine.map((r) => Math.abs(r.diff));
      out.teachers.push({
        ...teacherOf(store, userId),
        question_id: group.question_id,
        question_name: group.question_name,
        reviews: mine.length,
        mean_diff: round2(meanOf(diffs) ?? 0),
        max_diff: round2(Math.max(...diffs)),
        beyond: mine.filter((r) => r.beyond).length,
      });
    }
    out.reviews.push(...reviews);
  }
  out.reviews.sort((a, b) => Math.abs(b.diff) - Math.abs(a.diff) || a.time.localeCompare(b.time) || a.paper_id.localeCompare(b.paper_id));
  return out;
}

/** 教师评卷评估: the teachers of the chosen groups, and the chosen teacher's scores against each paper's result. */
export function paperAssessmentOf(store: Store, session: Session, facts: SubjectFacts, groups: readonly QuestionGroupRecord[], userId: number | null): S['PaperAssessment'] {
  const sees = seesTeacher(store, session, facts);
  const users = new Set<number>();
  const rows: (S['PaperAssessmentRow'] & { at: number })[] = [];
  for (const group of groups) {
    for (const [paperId, m] of markingsOf(store, facts, group)) {
      for (const e of m.entries) users.add(e.user_id);
      const mine = userId === null ? [] : m.entries.filter((e) => e.user_id === userId);
      if (!mine.length) continue;
      const result = paperState(group, m).final;
      for (const e of mine) rows.push(assessment(group, paperId, m, e, result));
    }
  }
  rows.sort((a, b) => (a.deviation === null || b.deviation === null ? (a.deviation === null ? 1 : 0) - (b.deviation === null ? 1 : 0) : Math.abs(b.deviation) - Math.abs(a.deviation)) || a.at - b.at || a.paper_id.localeCompare(b.paper_id));
  const deviations = rows.flatMap((r) => (r.deviation === null ? [] : [Math.abs(r.deviation)]));
  return {
    teachers: [...users].filter(sees).sort((a, b) => a - b).map((id) => teacherOf(store, id)),
    user_id: userId,
    marks: rows.length,
    mean_abs_deviation: r2(meanOf(deviations)),
    rows: rows.map(({ at: _at, ...row }) => row),
  };
}

function assessment(group: QuestionGroupRecord, paperId: string, m: GroupMarking, e: MarkEntry, result: number | null): S['PaperAssessmentRow'] & { at: number } {
  const other = r2(meanOf(m.entries.filter((o) => o !== e).map((o) => o.total)));
  const reference = result ?? other;
  return {
    paper_id: paperId,
    question_id: group.question_id,
    question_name: group.question_name,
    full_score: groupFullScore(group),
    turn: e.turn,
    score: e.total,
    other,
    result,
    deviation: reference === null ? null : round2(e.total - reference),
    submit_time: e.submit_time,
    at: e.at,
  };
}

type Chosen = { facts: SubjectFacts; groups: QuestionGroupRecord[] };

/** The exam subject and its chosen groups, or the refusal (no such subject or group; strict mode while marking). */
function choose(store: Store, body: { exam_id: number; subject_id: number; question_id?: number | null }): Chosen | ReturnType<typeof fail> {
  const facts = subjectFacts(store, body.exam_id, body.subject_id);
  if (!facts) return fail(NO_SUBJECT);
  const groups = body.question_id == null ? facts.groups : facts.groups.filter((g) => g.question_id === body.question_id);
  if (!groups.length && body.question_id != null) return fail(NO_GROUP);
  if (hiddenByStrictMode(store, facts)) return failCode(STRICT_HIDDEN, STRICT_CODE);
  return { facts, groups };
}

export const markingQualityHandlers: Handlers = {
  qualityStatistics({ body, store, session }) {
    const c = choose(store, body);
    return 'facts' in c ? ok(qualityStatisticsOf(store, session, c.facts, c.groups)) : c;
  },

  qualityReviewRate({ body, store, session }) {
    const c = choose(store, body);
    return 'facts' in c ? ok(reviewRateOf(store, session, c.facts, c.groups)) : c;
  },

  qualityMarkDistribution({ body, store, session }) {
    const c = choose(store, body);
    return 'facts' in c ? ok(markDistributionOf(store, session, c.facts, c.groups)) : c;
  },

  qualitySelfGrade({ body, store, session }) {
    const c = choose(store, body);
    return 'facts' in c ? ok(selfGradeOf(store, session, c.facts, c.groups)) : c;
  },

  qualityPaperAssessment({ body, store, session }) {
    const c = choose(store, body);
    if (!('facts' in c)) return c;
    const userId = body.user_id ?? null;
    if (userId !== null && !seesTeacher(store, session, c.facts)(userId)) return fail(NO_TEACHER_SCOPE);
    return ok(paperAssessmentOf(store, session, c.facts, c.groups, userId));
  },
};
