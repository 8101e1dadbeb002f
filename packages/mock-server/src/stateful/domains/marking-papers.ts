// 标准卷管理, 样卷管理, 考生试题管理 and 标准卷评分 (issue 32), and 试卷讲评's sample papers (issue 33),
// paths/marking-papers.yaml. Everything is read from and written to the marking records teacher marking writes
// (marking-store.ts: a group's marking of a paper carries its standard-paper and sample-paper records, and the score
// edits). How a standard paper reaches a teacher while she marks is `nextStandard` below, called by nextpaper
// (domains/marking.ts) as self-review is: one after every `interval` papers she marks in an independent round, never
// a paper she marked, each once per teacher, shown as any other paper (MarkingPaper.self_review false; the contract
// has no field telling it, as real 网阅 products keep 标准卷 blind). Her score is a StandardMark, never a marking.
import type { components } from '@exam/sdk';
import type { QuestionGroupRecord } from '../exam-config-store.ts';
import { groupFullScore } from '../exam-config-store.ts';
import type { GroupMarking, Handout, StandardMark } from '../marking-store.ts';
import { HOLD_MS, markingPaper, paperIdOf } from '../marking-store.ts';
import type { ScanRecord } from '../scanning-store.ts';
import { scanKey } from '../scanning-store.ts';
import type { MarkingTurn } from '../staff-store.ts';
import type { Session, Store } from '../store.ts';
import { timestamp } from '../store.ts';
import { fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import type { SubjectFacts } from './marking-monitor.ts';
import { independentRounds, seesTeacher, subjectFacts } from './marking-monitor.ts';
import { syncMarked } from './marking.ts';
import { inScope } from './shared.ts';

type S = components['schemas'];

const NO_SUBJECT = '考试科目不存在';
/** Papers a teacher marks between two standard papers until 标准卷管理 sets it. */
export const STANDARD_INTERVAL = 20;
/** standard_score_diff when the group does not set it (spec 2 §5 designer default). */
const STANDARD_SCORE_DIFF = 1;
export const STRICT_NO_EDIT = '严格模式下考生试题管理不能直接改分';
export const STRICT_NO_QUALITY = '严格模式下阅卷结束前不能查看质量统计';
const STUDENTS_FOUND = 20;

const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (scores: readonly S['MarkSubScore'][]) => round2(scores.reduce((s, x) => s + x.score, 0));
const userName = (store: Store, userId: number) => store.data.accounts.get(userId)?.user_name ?? String(userId);
const subjectKey = (examId: number, subjectId: number) => `${examId}:${subjectId}`;
export const standardHandoutKey = (paperId: string, questionId: number, turn: MarkingTurn, userId: number) => `${paperId}:${questionId}:${turn}:${userId}`;

export const standardInterval = (store: Store, examId: number, subjectId: number) =>
  store.data.marking.standardInterval?.get(subjectKey(examId, subjectId)) ?? STANDARD_INTERVAL;

/**
 * The turns whose markings give a group's result, as marking-store.ts roundState decides it (the score per
 * sub-question is their average), or the latest score edit. Null while the group has no result.
 */
export function resultScores(group: QuestionGroupRecord, m: GroupMarking | undefined): S['MarkSubScore'][] | null {
  if (!m) return null;
  const entry = (turn: MarkingTurn) => m.entries.find((e) => e.turn === turn);
  const average = (turns: MarkingTurn[]) => {
    const entries = turns.map(entry);
    if (entries.some((e) => !e)) return null;
    return group.subs.map((sub) => ({
      subquestion_id: sub.subquestion_id,
      score: round2(entries.reduce((s, e) => s + (e?.scores.find((x) => x.subquestion_id === sub.subquestion_id)?.score ?? 0), 0) / entries.length),
    }));
  };
  let base: S['MarkSubScore'][] | null;
  if (m.abnormal) base = average([9]);
  else {
    const mode = group.content.mark_mode ?? 1;
    const independent = independentRounds(mode);
    const totals = independent.map((t) => entry(t)?.total);
    const diff = group.content.score_diff ?? 0;
    if (totals.some((t) => t === undefined)) base = null;
    else if (mode === 1) base = average([1]);
    else if (Math.max(...(totals as number[])) - Math.min(...(totals as number[])) <= diff + 1e-9) base = average(independent);
    else {
      const t3 = mode === 6 ? entry(3)?.total : undefined;
      const [s1 = 0, s2 = 0] = totals as number[];
      const nearer: MarkingTurn = t3 !== undefined && Math.abs(t3 - s1) <= Math.abs(t3 - s2) ? 1 : 2;
      const nearerTotal = nearer === 1 ? s1 : s2;
      if (mode === 6 && t3 === undefined) base = null;
      else if (t3 !== undefined && Math.abs(t3 - nearerTotal) <= diff) base = average([3, nearer]);
      else base = average([8]);
    }
  }
  const edit = m.rescores?.at(-1);
  return base && edit ? edit.scores : base;
}

/** A group's result of a paper (the sum of resultScores), or null. */
const resultOf = (group: QuestionGroupRecord, m: GroupMarking | undefined) => {
  const scores = resultScores(group, m);
  return scores ? sum(scores) : null;
};

const subScores = (group: QuestionGroupRecord, scores: readonly S['MarkSubScore'][] | null): S['PaperSubScore'][] =>
  group.subs.map((sub) => ({
    subquestion_id: sub.subquestion_id,
    subquestion_name: sub.subquestion_name,
    full_score: sub.content.full_score ?? 0,
    score: scores ? (scores.find((x) => x.subquestion_id === sub.subquestion_id)?.score ?? 0) : null,
  }));

const subQuestions = (group: QuestionGroupRecord): S['ExceptionSubQuestion'][] =>
  group.subs.map((sub) => ({ subquestion_id: sub.subquestion_id, subquestion_name: sub.subquestion_name, full_score: sub.content.full_score ?? 0 }));

/** The scores a group takes: one per sub-question, each within its full score; or why not. */
function scoresProblem(group: QuestionGroupRecord, scores: readonly S['MarkSubScore'][]): string | undefined {
  const ids = group.subs.map((s) => s.subquestion_id);
  if (scores.length !== ids.length || !ids.every((id) => scores.filter((s) => s.subquestion_id === id).length === 1)) return '请为每个小题打分';
  for (const sc of scores) {
    if (sc.score < 0 || sc.score > (group.subs.find((x) => x.subquestion_id === sc.subquestion_id)?.content.full_score ?? 0) + 1e-9) return '打分超过总分啦！';
  }
  return undefined;
}

/** Whether every paper of the subject has the result of every subjective group (or was counted marked before). */
export function markingFinished(store: Store, facts: SubjectFacts): boolean {
  for (const scan of facts.papers.values()) {
    if (store.data.marking.finishedBefore.has(scanKey(scan.exam_id, scan.subject_id, scan.student_id))) continue;
    const id = paperIdOf(scan);
    if (facts.groups.some((g) => resultOf(g, store.data.marking.groups.get(g.question_id)?.get(id)) === null)) return false;
  }
  return true;
}

/** The group and its marking of a paper of the subject, with its result; or why there is none. */
function markedPaper(store: Store, facts: SubjectFacts, paperId: string, questionId: number, what: string) {
  const group = facts.groups.find((g) => g.question_id === questionId);
  const scan = facts.papers.get(paperId);
  if (!group || !scan) return '该试卷不存在';
  const m = store.data.marking.groups.get(questionId)?.get(paperId);
  const result = resultOf(group, m);
  if (!m || result === null) return `该试卷还没有出分，不能${what}`;
  return { group, scan, m, result };
}

const images = (facts: SubjectFacts, group: QuestionGroupRecord, scan: ScanRecord) => markingPaper(facts.config, group, scan, 1, false).images;

// ---- Standard papers while a teacher marks (called by domains/marking.ts) ----

export interface StandardAsk {
  examId: number;
  subjectId: number;
  group: QuestionGroupRecord;
  turn: MarkingTurn;
  userId: number;
  /** The subject's papers (papersOf). */
  papers: readonly ScanRecord[];
  skip: ReadonlySet<string>;
  now: number;
  /** Whether a paper may go to her at all (her school in independent marking, not one she marked in another round). */
  mayGo: (scan: ScanRecord) => boolean;
}

/**
 * The standard paper to give the teacher now, and its hold: the one held for her (not skipped) first; otherwise,
 * when she has marked `interval` papers of the round since she was last given one and holds none, a standard paper
 * of the group she never marked, scored, nor reported. Only in the independent rounds of the group.
 */
export function nextStandard(store: Store, ask: StandardAsk): { scan: ScanRecord; handout: Handout } | undefined {
  const data = store.data.marking;
  const qid = ask.group.question_id;
  if (!independentRounds(ask.group.content.mark_mode).includes(ask.turn)) return undefined;
  const byPaper = data.groups.get(qid);
  // Most groups have none: no paper id is hashed then (nextpaper is asked for every paper a teacher marks).
  const standardIds = new Set<string>();
  for (const [paperId, m] of byPaper ?? []) if (m.standard) standardIds.add(paperId);
  if (!standardIds.size) return undefined;
  const standards = ask.papers.filter((scan) => standardIds.has(paperIdOf(scan)));
  if (!standards.length) return undefined;
  const holds = data.standardHandouts ?? new Map<string, Handout>();
  const heldFor = (scan: ScanRecord) => holds.get(standardHandoutKey(paperIdOf(scan), qid, ask.turn, ask.userId));
  const alive = (h: Handout | undefined) => h !== undefined && ask.now - h.at < HOLD_MS;
  const held = standards.find((scan) => alive(heldFor(scan)) && !ask.skip.has(paperIdOf(scan)));
  const heldHandout = held ? heldFor(held) : undefined;
  if (held && heldHandout) return { scan: held, handout: heldHandout };
  if (standards.some((scan) => alive(heldFor(scan)))) return undefined;
  let marked = 0;
  for (const scan of ask.papers) if (byPaper?.get(paperIdOf(scan))?.entries.some((e) => e.turn === ask.turn && e.user_id === ask.userId)) marked++;
  const atKey = `${ask.userId}:${qid}:${ask.turn}`;
  if (marked - (data.standardAt?.get(atKey) ?? 0) < standardInterval(store, ask.examId, ask.subjectId)) return undefined;
  const candidate = standards.find((scan) => {
    const m = byPaper?.get(paperIdOf(scan));
    const std = m?.standard;
    if (!m || !std || ask.skip.has(paperIdOf(scan)) || !ask.mayGo(scan)) return false;
    return !m.entries.some((e) => e.user_id === ask.userId) && !std.marks.some((x) => x.user_id === ask.userId) && !std.declined.includes(ask.userId);
  });
  if (!candidate) return undefined;
  const handout: Handout = { user_id: ask.userId, at: ask.now, given: ask.now, review: false };
  (data.standardHandouts ??= new Map()).set(standardHandoutKey(paperIdOf(candidate), qid, ask.turn, ask.userId), handout);
  (data.standardAt ??= new Map()).set(atKey, marked);
  return { scan: candidate, handout };
}

/** The standard paper held for the teacher in the round (alive or not), with its record; undefined when none. */
export function standardHold(store: Store, paperId: string, questionId: number, turn: MarkingTurn, userId: number) {
  const key = standardHandoutKey(paperId, questionId, turn, userId);
  const handout = store.data.marking.standardHandouts?.get(key);
  if (!handout) return undefined;
  const m = store.data.marking.groups.get(questionId)?.get(paperId);
  return { key, handout, standard: m?.standard };
}

/** Records the teacher's score of a standard paper held for her (标准卷评分), not as a marking. */
export function recordStandardMark(store: Store, key: string, questionId: number, paperId: string, mark: Omit<StandardMark, 'time' | 'at'>): void {
  const data = store.data.marking;
  data.standardHandouts?.delete(key);
  const std = data.groups.get(questionId)?.get(paperId)?.standard;
  if (std) std.marks.push({ ...mark, time: timestamp(new Date(store.now())), at: store.now() });
}

/** The teacher reported a standard paper abnormal: it goes back, it is not given to her again. */
export function declineStandard(store: Store, key: string, questionId: number, paperId: string, userId: number): void {
  store.data.marking.standardHandouts?.delete(key);
  const std = store.data.marking.groups.get(questionId)?.get(paperId)?.standard;
  if (std && !std.declined.includes(userId)) std.declined.push(userId);
}

// ---- The pages ----

function standardList(store: Store, facts: SubjectFacts): S['StandardPaperList'] {
  const papers: S['StandardPaper'][] = [];
  for (const group of facts.groups) {
    const rows: { at: number; row: S['StandardPaper'] }[] = [];
    for (const [paperId, m] of store.data.marking.groups.get(group.question_id) ?? []) {
      const scan = facts.papers.get(paperId);
      const std = m.standard;
      if (!scan || !std) continue;
      rows.push({
        at: std.at,
        row: {
          paper_id: paperId,
          question_id: group.question_id,
          question_name: group.question_name,
          full_score: groupFullScore(group),
          standard_total: std.total,
          scores: subScores(group, std.scores),
          result: resultOf(group, m),
          user_name: userName(store, std.user_id),
          time: std.time,
          scored: std.marks.length,
          images: images(facts, group, scan),
          sub_questions: subQuestions(group),
        },
      });
    }
    papers.push(...rows.sort((a, b) => a.at - b.at).map((r) => r.row));
  }
  return { interval: standardInterval(store, facts.exam.exam_id, facts.config.subject_id), papers };
}

function sampleList(store: Store, facts: SubjectFacts): S['SamplePaper'][] {
  const out: S['SamplePaper'][] = [];
  for (const group of facts.groups) {
    const rows: { at: number; row: S['SamplePaper'] }[] = [];
    for (const [paperId, m] of store.data.marking.groups.get(group.question_id) ?? []) {
      const scan = facts.papers.get(paperId);
      const sample = m.sample;
      if (!scan || !sample) continue;
      rows.push({
        at: sample.at,
        row: {
          paper_id: paperId,
          question_id: group.question_id,
          question_name: group.question_name,
          full_score: groupFullScore(group),
          category: sample.category,
          note: sample.note,
          result: resultOf(group, m),
          user_name: userName(store, sample.user_id),
          time: sample.time,
          images: images(facts, group, scan),
        },
      });
    }
    out.push(...rows.sort((a, b) => a.at - b.at).map((r) => r.row));
  }
  return out;
}

/** 标准卷评分: per teacher and group, her scores of the standard papers against their standard score. */
export function standardGradeOf(store: Store, session: Session, facts: SubjectFacts): S['StandardGrade'] {
  const sees = seesTeacher(store, session, facts);
  const teachers: S['StandardGradeTeacher'][] = [];
  let standardPapers = 0;
  for (const group of facts.groups) {
    const allowed = group.content.standard_score_diff ?? STANDARD_SCORE_DIFF;
    const byUser = new Map<number, { mark: StandardMark; paperId: string; standard: number }[]>();
    for (const [paperId, m] of store.data.marking.groups.get(group.question_id) ?? []) {
      const std = m.standard;
      if (!std || !facts.papers.has(paperId)) continue;
      standardPapers++;
      for (const mark of std.marks) {
        if (!sees(mark.user_id)) continue;
        let list = byUser.get(mark.user_id);
        if (!list) byUser.set(mark.user_id, (list = []));
        list.push({ mark, paperId, standard: std.total });
      }
    }
    for (const [userId, list] of [...byUser].sort((a, b) => a[0] - b[0])) {
      const marks = list
        .sort((a, b) => a.mark.at - b.mark.at)
        .map(({ mark, paperId, standard }) => {
          const diff = round2(mark.total - standard);
          return { paper_id: paperId, turn: mark.turn, standard_total: standard, given_total: mark.total, diff, beyond: Math.abs(diff) > allowed + 1e-9, time: mark.time };
        });
      const abs = marks.map((x) => Math.abs(x.diff));
      const account = store.data.accounts.get(userId);
      teachers.push({
        user_id: userId,
        user_name: userName(store, userId),
        unit_name: (account ? store.data.units.get(account.unit_id)?.unit_name : undefined) ?? '',
        question_id: group.question_id,
        question_name: group.question_name,
        standard_score_diff: allowed,
        scored: marks.length,
        mean_diff: round2(abs.reduce((s, v) => s + v, 0) / marks.length),
        max_diff: Math.max(...abs),
        beyond: marks.filter((x) => x.beyond).length,
        marks,
      });
    }
  }
  return { standard_papers: standardPapers, teachers };
}

/** 考生试题管理: the participants of the subject matching the keyword, in the session's scope, with their groups. */
function studentsFound(store: Store, session: Session, facts: SubjectFacts, keyword: string): S['StudentQuestionStudent'][] {
  const word = keyword.trim();
  const scans = new Map([...facts.papers.values()].map((scan) => [scan.student_id, scan]));
  const found = store.data.scanning.participants
    .filter((p) => p.exam_id === facts.exam.exam_id && p.subject_id === facts.config.subject_id)
    .flatMap((p) => {
      const student = store.data.students.get(p.student_number);
      if (!student || !inScope(store, session, student.unit_id)) return [];
      return p.student_id.includes(word) || student.student_name.includes(word) ? [{ p, student }] : [];
    })
    .sort((a, b) => a.p.student_id.localeCompare(b.p.student_id))
    .slice(0, STUDENTS_FOUND);
  return found.map(({ p, student }) => {
    const scan = scans.get(p.student_id);
    const paperId = scan ? paperIdOf(scan) : null;
    return {
      student_id: p.student_id,
      student_name: student.student_name,
      unit_name: store.data.units.get(student.unit_id)?.unit_name ?? '',
      class_name: store.data.classes.get(student.class_id)?.class_name ?? '',
      paper_id: paperId,
      groups:
        scan && paperId
          ? facts.groups.map((group) => {
              const m = store.data.marking.groups.get(group.question_id)?.get(paperId);
              const scores = resultScores(group, m);
              return {
                question_id: group.question_id,
                question_name: group.question_name,
                full_score: groupFullScore(group),
                result: scores ? sum(scores) : null,
                sub_scores: subScores(group, scores),
                scores: [...(m?.entries ?? [])]
                  .sort((a, b) => a.turn - b.turn)
                  .map((e) => ({ turn: e.turn, user_id: e.user_id, user_name: userName(store, e.user_id), total: e.total, submit_time: e.submit_time, changes: e.changes })),
                edits: (m?.rescores ?? []).map((r) => ({ user_name: userName(store, r.user_id), from: r.from, to: r.to, note: r.note, time: r.time, source: r.source ?? ('inspect' as const) })),
                images: images(facts, group, scan),
                sub_questions: subQuestions(group),
              };
            })
          : [],
    };
  });
}

export const markingPapersHandlers: Handlers = {
  standardPaperMarked({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const rows: S['MarkedPaper'][] = [];
    const byNumber = [...facts.papers].sort((a, b) => a[1].student_id.localeCompare(b[1].student_id));
    for (const group of facts.groups) {
      if (body.question_id != null && group.question_id !== body.question_id) continue;
      const byPaper = store.data.marking.groups.get(group.question_id);
      for (const [paperId, scan] of byNumber) {
        const m = byPaper?.get(paperId);
        const scores = resultScores(group, m);
        if (!m || !scores) continue;
        rows.push({
          paper_id: paperId,
          question_id: group.question_id,
          question_name: group.question_name,
          full_score: groupFullScore(group),
          result: sum(scores),
          sub_scores: subScores(group, scores),
          images: images(facts, group, scan),
          sub_questions: subQuestions(group),
          standard_total: m.standard?.total ?? null,
          sample_category: m.sample?.category ?? null,
        });
      }
    }
    const start = (body.page - 1) * body.pagesize;
    return ok({ totalrecords: rows.length, datalist: rows.slice(start, start + body.pagesize), groups: facts.groups.map((g) => ({ question_id: g.question_id, question_name: g.question_name })) });
  },

  standardPaperList({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    return ok(standardList(store, facts));
  },

  standardPaperSave({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const found = markedPaper(store, facts, body.paper_id, body.question_id, '设为标准卷');
    if (typeof found === 'string') return fail(found);
    const problem = scoresProblem(found.group, body.scores);
    if (problem) return fail(problem);
    const scores = found.group.subs.map((sub) => ({ subquestion_id: sub.subquestion_id, score: body.scores.find((s) => s.subquestion_id === sub.subquestion_id)?.score ?? 0 }));
    const now = store.now();
    const before = found.m.standard;
    found.m.standard = { scores, total: sum(scores), user_id: session.user_id, time: timestamp(new Date(now)), at: before?.at ?? now, marks: before?.marks ?? [], declined: before?.declined ?? [] };
    return ok('已设为标准卷');
  },

  standardPaperSetInterval({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    if (!Number.isInteger(body.interval) || body.interval < 1 || body.interval > 1000) return fail('发送间隔应为1到1000份');
    (store.data.marking.standardInterval ??= new Map()).set(subjectKey(body.exam_id, body.subject_id), body.interval);
    return ok('保存成功');
  },

  standardPaperDelete({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const m = facts.papers.has(body.paper_id) ? store.data.marking.groups.get(body.question_id)?.get(body.paper_id) : undefined;
    if (!m?.standard) return fail('该试卷不是标准卷');
    delete m.standard;
    for (const key of [...(store.data.marking.standardHandouts?.keys() ?? [])]) if (key.startsWith(`${body.paper_id}:${body.question_id}:`)) store.data.marking.standardHandouts?.delete(key);
    return ok('已移除标准卷');
  },

  standardGrade({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    if (facts.config.prop?.strict_mode === 1 && !markingFinished(store, facts)) return fail(STRICT_NO_QUALITY);
    return ok(standardGradeOf(store, session, facts));
  },

  samplePaperList({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    return ok(sampleList(store, facts));
  },

  samplePaperSave({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const found = markedPaper(store, facts, body.paper_id, body.question_id, '设为样卷');
    if (typeof found === 'string') return fail(found);
    const now = store.now();
    found.m.sample = { category: body.category, note: body.note.trim(), user_id: session.user_id, time: timestamp(new Date(now)), at: found.m.sample?.at ?? now };
    return ok('已设为样卷');
  },

  samplePaperDelete({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const m = facts.papers.has(body.paper_id) ? store.data.marking.groups.get(body.question_id)?.get(body.paper_id) : undefined;
    if (!m?.sample) return fail('该试卷不是样卷');
    delete m.sample;
    return ok('已移除样卷');
  },

  explainSamples({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    const list = sampleList(store, facts);
    return ok([...list.filter((s) => s.category === 'typical_error'), ...list.filter((s) => s.category !== 'typical_error')]);
  },

  studentQuestionList({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    if (!body.keyword.trim()) return fail('请输入考号或姓名');
    return ok({ students: studentsFound(store, session, facts, body.keyword), strict_mode: facts.config.prop?.strict_mode === 1 ? (1 as const) : (0 as const) });
  },

  studentQuestionEdit({ body, store, session }) {
    const facts = subjectFacts(store, body.exam_id, body.subject_id, session);
    if (!facts) return fail(NO_SUBJECT);
    if (facts.config.prop?.strict_mode === 1) return fail(STRICT_NO_EDIT);
    const found = markedPaper(store, facts, body.paper_id, body.question_id, '改分');
    if (typeof found === 'string') return fail(found);
    const problem = scoresProblem(found.group, body.scores);
    if (problem) return fail(problem);
    const note = body.note.trim();
    if (!note) return fail('请填写改分原因');
    const scores = found.group.subs.map((sub) => ({ subquestion_id: sub.subquestion_id, score: body.scores.find((s) => s.subquestion_id === sub.subquestion_id)?.score ?? 0 }));
    (found.m.rescores ??= []).push({ user_id: session.user_id, from: found.result, to: sum(scores), scores, note, time: timestamp(new Date(store.now())), source: 'student' });
    syncMarked(store, body.exam_id, body.subject_id);
    return ok('已改分');
  },
};
