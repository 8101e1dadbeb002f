// The seeded exam configuration: for every subject of every seeded exam, a two-page template drawn from the driver
// simulator's answer sheet (exam 3001 数学 is exactly `defaultSheetTemplate`, the sheet the simulator scans), paper
// properties whose exam-number areas are the sheet's, question groups whose objective option areas are the sheet's
// bubbles, objective answers and marking groups. Exam 3001 数学 keeps the example world's ids (papers 7001/7002,
// groups 801–804, sub-questions 8101–8112, 8201–8204, 8301, 8401, marking groups 900–902, total 102) and its
// objective answers follow the simulator's default sheets (李明's marks are right for questions 1–10; 11 is AC,
// 12 scores B 2 + D 3); its 填空题 and 解答题17 have stem regions. Exam 3001 语文 is scanned by room (scan type '1'), 英语 by school ('2'), the rest globally.
// Exam 3004 (state 1) is still being configured: images and properties, no question groups.
import type { components } from '@exam/sdk';
import { createSheetTemplate, defaultSheetTemplate } from '@exam/scanner-protocol/simulator';
import type { SheetTemplate } from '@exam/scanner-protocol/simulator';
import { configKey } from '../exam-config-store.ts';
import type { Area, ExamConfigData, MarkingGroupRecord, QuestionGroupRecord, SubQuestionRecord, SubjectConfigRecord, SubjectPropRecord } from '../exam-config-store.ts';
import type { Rng } from '../lib/random.ts';
import type { ExamRecord } from '../store.ts';

type S = components['schemas'];

interface SubjectPlan {
  english: string;
  questions: number;
  /** Score of each objective sub-question. */
  score: number;
  /** Numbers (1-based) of the multi-select objective questions. */
  multi: number[];
  /** Names of the fill-in group and the two long-answer groups ('' = numbered 解答题N). */
  names: [string, string, string];
  /** Scores: each fill-in sub-question, the first and the second long answer. */
  scores: [number, number, number];
  essay?: boolean;
}

const PLANS: Record<number, SubjectPlan> = {
  1: { english: 'CHINESE', questions: 10, score: 3, multi: [], names: ['默写题', '阅读理解', '作文'], scores: [2, 22, 40], essay: true },
  2: { english: 'MATH', questions: 12, score: 5, multi: [11, 12], names: ['填空题', '', ''], scores: [5, 10, 12] },
  3: { english: 'ENGLISH', questions: 20, score: 2, multi: [], names: ['语法填空', '短文改错', '书面表达'], scores: [3, 10, 25], essay: true },
  4: { english: 'PHYSICS', questions: 8, score: 4, multi: [7, 8], names: ['实验题', '', ''], scores: [4, 12, 16] },
  5: { english: 'CHEMISTRY', questions: 14, score: 3, multi: [], names: ['填空题', '', ''], scores: [4, 12, 14] },
  21: { english: 'IT', questions: 15, score: 2, multi: [14, 15], names: ['填空题', '程序设计', '综合应用'], scores: [3, 20, 18] },
};
const FALLBACK: SubjectPlan = { english: 'SUBJECT', questions: 10, score: 3, multi: [], names: ['填空题', '', ''], scores: [4, 12, 14] };

/**
 * Scan types other than global scan ('3'): exam 3001 语文 is scanned room by room ('1') and 英语 school by school
 * ('2'), so the scanner view's room and school modes can be driven through the mock (their sheets share the exam
 * number layout of the simulator's sheet, which both recognise).
 */
const SCAN_TYPES = new Map<string, '1' | '2'>([
  ['3001:1', '1'],
  ['3001:3', '2'],
]);

/** One template object per layout, so a reseed reuses the drawn pages. */
const templates = new Map<string, SheetTemplate>();
/** The answer-sheet template an exam subject is seeded with (3001 数学 is the simulator's default sheet). */
export function templateFor(examId: number, subjectId: number): SheetTemplate {
  if (examId === 3001 && subjectId === 2) return defaultSheetTemplate;
  const plan = PLANS[subjectId] ?? FALLBACK;
  const key = `${examId}:${subjectId}`;
  let t = templates.get(key);
  if (!t) {
    t = createSheetTemplate({ title: `EXAM ${examId} ${plan.english} ANSWER SHEET`, questions: plan.questions, options: 'ABCD' });
    templates.set(key, t);
  }
  return t;
}

const area = (a: { x: number; y: number; w: number; h: number; p: number }): Area => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p });

/** The smallest rectangle around areas of one page, grown by `pad`. */
export function bounds(areas: readonly Area[], pad = 0): Area {
  const x = Math.min(...areas.map((a) => a.x)) - pad;
  const y = Math.min(...areas.map((a) => a.y)) - pad;
  const right = Math.max(...areas.map((a) => a.x + a.w)) + pad;
  const bottom = Math.max(...areas.map((a) => a.y + a.h)) + pad;
  return { x: Math.max(0, x), y: Math.max(0, y), w: right - Math.max(0, x), h: bottom - Math.max(0, y), p: areas[0]?.p ?? 0 };
}

/** Paper properties of a subject: the exam-number region (mask) and its bubbles (ORM code) from the sheet. */
export function sheetProp(template: SheetTemplate, paperName: string): SubjectPropRecord {
  const code = bounds(template.examNumber.bubbles.flat(), 3);
  return {
    paper_name: paperName,
    mask_area: [area(template.examNumber.area)],
    code_area: [code],
    fill_area: [],
    recognize_area: [],
    absent_area: [],
    multi_choice_area: [],
    orm_area: [code],
    absent_area_depth: 50,
    absent_area_rate: 25,
    coverage: 50,
    uncoverage: 9,
    absent_omrfigure: 2,
    depth: 50,
    codeareatype: 2,
    codeareadirection: 2,
    orm_omrfigure: 2,
    orm_coverage: 25,
    orm_uncoverage: 9,
    markingType: 1,
    strict_mode: 0,
    has_sub: 0,
    sub_prop: [],
    scan_prop: {
      student_id_length: template.studentIdLength,
      cut_start: 0,
      cut_end: Math.max(0, template.studentIdLength - 2),
      template_type: 1,
      scan_type: '3',
      scan_dpi: template.dpi === 150 || template.dpi === 200 ? template.dpi : 100,
      scan_way: '2',
      scan_color: 2,
      scan_paper_size: 3,
      recognize_type: 1,
    },
  };
}

export function objectiveContent(fullScore: number): S['QuestionGroupContent'] {
  return { viewType: 1, marktype: 1, omrfigure: 2, full_score: fullScore, score_interval: 1, mark_mode: 1, limit_time: 0, remark_flag: false, choose_flag: false, multi_choices: 3, coverage: 25, coverage2: 55, uncoverage: 9, uncoverage2: 15, depth: 50 };
}

export function subjectiveContent(fullScore: number, markMode: S['MarkMode'], essay = false): S['QuestionGroupContent'] {
  const scores = Array.from({ length: fullScore + 1 }, (_, i) => i);
  return {
    viewType: essay ? 2 : 1,
    full_score: fullScore,
    score_interval: 1,
    valid_scores: scores.join(','),
    shortcuts: scores.slice(0, 8).map((score, i) => ({ key: 'qwerasdf'[i] ?? 'q', score })),
    mark_mode: markMode,
    limit_time: 0,
    score_diff: markMode === 1 ? 0 : Math.max(1, Math.round(fullScore / 4)),
    remark_flag: false,
    choose_flag: false,
    multi_choices: 3,
  };
}

/** Letters → the contract's option indexes ('AC' → '0,2'). */
export const toIndexes = (letters: string) => [...letters].map((l) => l.charCodeAt(0) - 65).join(',');

interface Ids {
  paper: number;
  question: number;
  sub: number;
  group: number;
}

function subjectConfig(exam: ExamRecord, subject: S['ExamSubject'], ids: Ids, rng: Rng): SubjectConfigRecord {
  const examId = exam.exam_id;
  const subjectId = subject.subject_id;
  const example = examId === 3001 && subjectId === 2;
  const template = templateFor(examId, subjectId);
  const plan = PLANS[subjectId] ?? FALLBACK;
  const papers = [0, 1].map((page) => ({
    paper_id: example ? 7001 + page : ids.paper++,
    file_name: `${subject.subject_name}-${page + 1}.jpg`,
    contentType: 'image/jpeg',
    sheet: { template, page },
  }));
  const prop = sheetProp(template, `${subject.subject_name}答题卡`);
  const scanType = SCAN_TYPES.get(configKey(examId, subjectId));
  if (scanType && prop.scan_prop) prop.scan_prop.scan_type = scanType;
  const config: SubjectConfigRecord = { exam_id: examId, subject_id: subjectId, papers, prop, questions: [], groups: [], sheet: template };
  if (exam.exam_state === '1' && exam.exam_type === '2') return config; // 3004: still being configured

  const qid = (n: number) => (example ? 801 + n : ids.question++);
  const sid = (q: number, k: number) => (example ? ([8101, 8201, 8301, 8401][q] ?? 0) + k : ids.sub++);
  const key = example ? ['A', 'C', 'B', 'D', 'A', 'B', 'C', 'D', 'A', 'B'] : [];
  const sub = (q: number, k: number, num: number, areas: Area[], content: Omit<S['SubQuestionContent'], 'is_multi'> & { is_multi?: boolean }, answers: S['ObjectiveAnswer'][] = [], answerType: 1 | 2 = 1): SubQuestionRecord => ({
    subquestion_id: sid(q, k),
    subquestion_num: num,
    subquestion_name: String(num),
    subquestion_area: areas,
    content: { is_multi: false, ...content },
    answerType,
    answers,
  });

  // 选择题: the sheet's objective region; each sub-question the row of its option bubbles.
  const objective: QuestionGroupRecord = {
    question_id: qid(0),
    question_name: '选择题',
    question_type: 1,
    question_area: [area(template.objective.area)],
    content: objectiveContent(plan.questions * plan.score),
    subs: template.objective.questions.map((question, k) => {
      const multi = plan.multi.includes(question.number);
      let answers: S['ObjectiveAnswer'][];
      let answerType: 1 | 2 = 1;
      if (example && question.number === 11) answers = [{ answer: '0,2', score: 5, insufficientScore: 2, maxChoiceCount: 3 }];
      else if (example && question.number === 12) {
        answerType = 2;
        answers = [{ answer: '1', score: 2, maxChoiceCount: 3 }, { answer: '3', score: 3, maxChoiceCount: 3 }];
      } else if (multi) {
        const first = rng.int(0, 2);
        answers = [{ answer: `${first},${rng.int(first + 1, 3)}`, score: plan.score, insufficientScore: Math.floor(plan.score / 2), maxChoiceCount: 3 }];
      } else answers = [{ answer: key[k] ? toIndexes(key[k]) : String(rng.int(0, 3)), score: plan.score }];
      return sub(0, k, question.number, [bounds(question.bubbles, 4)], { full_score: plan.score, is_multi: multi }, answers, answerType);
    }),
  };

  const boxes = template.subjective;
  const front = boxes.filter((b) => b.area.p === 0);
  const back = boxes.filter((b) => b.area.p === 1);
  const fillBox = front[0]?.area ?? back[0]?.area;
  const groups: QuestionGroupRecord[] = [objective];
  const n = plan.questions;
  if (fillBox) {
    const stripH = Math.floor((fillBox.h - 20) / 4);
    groups.push({
      question_id: qid(1),
      question_name: plan.names[0],
      question_type: 2,
      question_area: [area(fillBox)],
      content: { ...subjectiveContent(plan.scores[0] * 4, 2), valid_scores: `0,${plan.scores[0]}`, shortcuts: [{ key: 'q', score: 0 }, { key: 'w', score: plan.scores[0] }] },
      subs: [0, 1, 2, 3].map((k) =>
        sub(1, k, n + 1 + k, [{ x: fillBox.x + 10, y: fillBox.y + 10 + k * stripH, w: fillBox.w - 20, h: stripH - 4, p: fillBox.p }], { full_score: plan.scores[0] }),
      ),
    });
  }
  const longA = front[1]?.area;
  if (longA) {
    const name = plan.names[1] || `解答题${n + 5}`;
    groups.push({
      question_id: qid(2),
      question_name: name,
      question_type: 2,
      question_area: [area(longA)],
      content: { ...subjectiveContent(plan.scores[1], 3), ...(example ? { remark_flag: true, remark_interval: 100, self_score_diff: 1, standard_score_diff: 1, score_diff: 3 } : {}) },
      subs: [
        sub(2, 0, n + 5, [{ x: longA.x + 10, y: longA.y + 10, w: longA.w - 20, h: longA.h - 20, p: longA.p }], {
          full_score: plan.scores[1],
          ...(example
            ? {
                points: [{ x: longA.x + 200, y: longA.y + 60, p: 0 }, { x: longA.x + 200, y: longA.y + longA.h - 60, p: 0 }],
                items: [
                  { name: '第(1)问', min: 0, max: 4, interval: 1, level3Flag: false },
                  { name: '第(2)问', min: 0, max: 6, interval: 1, level3Flag: false },
                ],
              }
            : {}),
        }),
      ],
    });
  }
  if (back.length) {
    const name = plan.names[2] || `解答题${n + 6}`;
    const areas = back.map((b) => area(b.area));
    groups.push({
      question_id: qid(3),
      question_name: name,
      question_type: 2,
      question_area: areas,
      content: subjectiveContent(plan.scores[2], 3, plan.essay),
      subs: [sub(3, 0, n + 6, areas.map((a) => ({ x: a.x + 10, y: a.y + 10, w: a.w - 20, h: a.h - 20, p: a.p })), { full_score: plan.scores[2] })],
    });
  }
  config.questions = groups;
  // Question stems (exam/question-info-paper): 3001 数学's 填空题 and 解答题17 have the top strip of their box, where
  // the question number is printed, as their stem region; the other groups have none yet.
  if (example) {
    for (const [group, h] of [[groups[1], 60], [groups[2], 120]] as const) {
      const box = group?.question_area[0];
      if (group && box) group.stem_area = [{ x: box.x, y: box.y, w: box.w, h, p: box.p ?? 0 }];
    }
  }

  // Marking groups: 3001 数学 as in the examples (900 选择题, 902 填空题, 901 解答题 = 17 + 18), else one per big question.
  const markingGroups: MarkingGroupRecord[] = example
    ? [
        { group_id: 900, name: '选择题', subquestion_ids: groups[0]?.subs.map((s) => s.subquestion_id) ?? [] },
        { group_id: 902, name: '填空题', subquestion_ids: groups[1]?.subs.map((s) => s.subquestion_id) ?? [] },
        { group_id: 901, name: '解答题', subquestion_ids: [...(groups[2]?.subs ?? []), ...(groups[3]?.subs ?? [])].map((s) => s.subquestion_id) },
      ]
    : groups.map((g) => ({ group_id: ids.group++, name: g.question_name.slice(0, 25), subquestion_ids: g.subs.map((s) => s.subquestion_id) }));
  config.groups = markingGroups;
  return config;
}

export function seedExamConfig(exams: Map<number, ExamRecord>, rng: Rng): ExamConfigData {
  const ids: Ids = { paper: 7003, question: 811, sub: 10001, group: 903 };
  const subjects = new Map<string, SubjectConfigRecord>();
  for (const exam of [...exams.values()].sort((a, b) => a.exam_id - b.exam_id)) {
    for (const subject of exam.subjects) {
      subjects.set(configKey(exam.exam_id, subject.subject_id), subjectConfig(exam, subject, ids, rng.fork(`${exam.exam_id}:${subject.subject_id}`)));
    }
  }
  return { subjects };
}
