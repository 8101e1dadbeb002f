// The question-group drawer's data (spec 2 §2.1, §3 question group, §4, §5, §9): a new group with the designer
// defaults, the draft made from a loaded group, the savesubjectquestion request made from a draft (objective groups
// send their recognition settings, subjective ones their marking settings), the field rules with Chinese messages,
// valid scores and the default score shortcuts.
import type { Schemas } from '@exam/sdk';
import type { GroupDraft, PageArea } from '../model/types';
import { FORM_TEXTS } from '../designerTexts';
import { subFromServer } from './subQuestionForm';

const T = FORM_TEXTS.group;

export const GROUP_NAME_MAX = 50;
/** The designer's self-review interval: at least 10 papers, 100 when switched on (spec 2 §4, §5, §9). */
export const REMARK_INTERVAL_MIN = 10;
export const REMARK_INTERVAL_DEFAULT = 100;
/** Keys given to the first valid scores, in order (spec 2 §9). */
export const DEFAULT_SHORTCUT_KEYS = ['q', 'w', 'e', 'r', 'a', 's', 'd', 'f'] as const;
/** 生成 offers at most this many valid scores (a finer list is not a sensible choice list). */
export const GENERATED_SCORES_MAX = 200;

type Content = GroupDraft['content'];

/** The designer's defaults of a group's settings (spec 2 §3, §9). */
export const GROUP_CONTENT_DEFAULTS: Content = {
  viewType: 1,
  score_interval: 1,
  valid_scores: '',
  shortcuts: [],
  mark_mode: 1,
  limit_time: 0,
  remark_flag: false,
  remark_interval: null,
  standard_score_diff: 1,
  choose_flag: false,
  multi_choices: 3,
  marktype: 1,
  omrfigure: 2,
  coverage: 25,
  coverage2: 55,
  uncoverage: 9,
  uncoverage2: 15,
  depth: 50,
};

const pageArea = (a: Schemas['Area']): PageArea => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p ?? 0 });
const contractArea = (a: PageArea): Schemas['Area'] => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p });

/** A group not saved yet, of the given type, with the designer defaults. */
export function newGroup(key: string, type: 1 | 2): GroupDraft {
  return { key, name: '', type, areas: [], chooseAreas: [], content: { ...GROUP_CONTENT_DEFAULTS, shortcuts: [] }, subs: [] };
}

/** The draft of a group as loadexamsubjectquestion answers it; settings it lacks take the designer defaults. */
export function groupFromServer(g: Schemas['TemplateQuestionGroup']): GroupDraft {
  const { choose_area, ...content } = g.content ?? ({} as Partial<Schemas['QuestionGroupContent']>);
  const given = Object.fromEntries(Object.entries(content).filter(([, v]) => v !== undefined)) as Partial<Content>;
  const mark_mode = given.mark_mode ?? g.mark_mode ?? GROUP_CONTENT_DEFAULTS.mark_mode;
  return {
    key: String(g.question_id),
    questionId: g.question_id,
    name: g.question_name,
    type: g.question_type,
    areas: (g.question_area ?? []).map(pageArea),
    chooseAreas: (choose_area ?? []).map(pageArea),
    content: { ...GROUP_CONTENT_DEFAULTS, ...given, mark_mode, shortcuts: (given.shortcuts ?? []).map((s) => ({ ...s })) },
    subs: (g.sub_question ?? []).map(subFromServer),
  };
}

/** Valid scores as numbers, from text such as '1,2.5,3' (spaces and Chinese commas allowed); null when malformed. */
export function parseValidScores(text: string | undefined): number[] | null {
  const compact = (text ?? '').replace(/\s+/g, '').replace(/，/g, ',');
  if (compact === '') return [];
  if (!/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/.test(compact)) return null;
  return compact.split(',').map(Number);
}

/** The valid scores as the contract writes them (the text as typed when malformed, for the rule to report). */
export function validScoreText(text: string | undefined): string {
  const scores = parseValidScores(text);
  return scores ? scores.join(',') : (text ?? '');
}

/** 0 to the full score in steps of the interval (the full score always last); empty when that is not sensible. */
export function generateValidScores(fullScore: number, interval: number): number[] {
  if (!(fullScore > 0) || !(interval > 0) || fullScore / interval > GENERATED_SCORES_MAX) return [];
  const scores: number[] = [];
  for (let i = 0; ; i++) {
    const s = Math.round(i * interval * 100) / 100;
    if (s >= fullScore) break;
    scores.push(s);
  }
  scores.push(fullScore);
  return scores;
}

/** Q W E R A S D F for the first valid scores (spec 2 §9). */
export function defaultShortcuts(validScores: string | readonly number[]): Schemas['ScoreShortcut'][] {
  const scores = typeof validScores === 'string' ? (parseValidScores(validScores) ?? []) : validScores;
  return DEFAULT_SHORTCUT_KEYS.slice(0, scores.length).map((key, i) => ({ key, score: scores[i] ?? 0 }));
}

/** The group's full score when the caller does not give one: the sum of its sub-questions' full scores. */
export const subScoreSum = (g: GroupDraft): number =>
  g.subs.reduce((sum, s) => sum + (Number.isFinite(s.content.full_score) ? s.content.full_score : 0), 0);

/** The savesubjectquestion request of the draft (no quesid for a group not saved yet). */
export function toSaveGroupRequest(examId: number, subjectId: number, g: GroupDraft): Schemas['SaveSubjectQuestionRequest'] {
  const c = g.content;
  const common: Schemas['QuestionGroupContent'] = {
    viewType: c.viewType,
    score_interval: c.score_interval,
    limit_time: c.limit_time,
    remark_flag: c.remark_flag,
    choose_flag: c.choose_flag,
    multi_choices: c.multi_choices,
    ...(c.choose_flag ? { choose_area: g.chooseAreas.map(contractArea) } : {}),
  };
  const objective = g.type === 1;
  const content: Schemas['QuestionGroupContent'] = objective
    ? {
        ...common,
        marktype: c.marktype,
        omrfigure: c.omrfigure,
        coverage: c.coverage,
        coverage2: c.coverage2,
        uncoverage: c.uncoverage,
        uncoverage2: c.uncoverage2,
        depth: c.depth,
      }
    : {
        ...common,
        valid_scores: validScoreText(c.valid_scores),
        shortcuts: (c.shortcuts ?? []).map((s) => ({ key: s.key.toLowerCase(), score: s.score })),
        mark_mode: c.mark_mode,
        score_diff: c.score_diff ?? null,
        remark_interval: c.remark_flag ? (c.remark_interval ?? null) : null,
        self_score_diff: c.self_score_diff ?? null,
        standard_score_diff: c.standard_score_diff ?? null,
      };
  return {
    ...(g.questionId !== undefined ? { quesid: g.questionId } : {}),
    examid: examId,
    subjectid: subjectId,
    name: g.name.trim(),
    type: g.type,
    area: g.areas.map(contractArea),
    ...(objective ? {} : { validScoreStr: validScoreText(c.valid_scores) }),
    content,
  };
}

/** The fields a group rule can concern (the drawer shows each message at its field). */
export type GroupField =
  | 'name'
  | 'type'
  | 'coverage'
  | 'coverage2'
  | 'uncoverage'
  | 'uncoverage2'
  | 'depth'
  | 'multi_choices'
  | 'score_interval'
  | 'valid_scores'
  | 'shortcuts'
  | 'limit_time'
  | 'score_diff'
  | 'remark_interval'
  | 'self_score_diff'
  | 'standard_score_diff';

export interface GroupProblem {
  field: GroupField;
  message: string;
}

const isNum = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const blank = (n: unknown) => n === undefined || n === null || n === '' || (typeof n === 'number' && Number.isNaN(n));

/**
 * Every field rule of spec 2 §5 the group breaks, in the order of the drawer. `fullScore` limits shortcut scores
 * (default: the sum of the sub-questions' full scores). Area rules (at least one area, one for objective groups,
 * two choose markers) belong to the designer's area checks.
 */
export function groupProblems(g: GroupDraft, fullScore: number = subScoreSum(g)): GroupProblem[] {
  const problems: GroupProblem[] = [];
  const add = (field: GroupField, message: string) => problems.push({ field, message });
  const c = g.content;

  const name = g.name.trim();
  if (!name) add('name', FORM_TEXTS.required(T.name));
  else if (name.length > GROUP_NAME_MAX) add('name', FORM_TEXTS.tooLong(T.name, GROUP_NAME_MAX));
  if (g.type !== 1 && g.type !== 2) add('type', T.typeRequired);

  const percent = (field: GroupField & keyof Content, label: string) => {
    const v = c[field] as unknown;
    if (blank(v)) add(field, FORM_TEXTS.required(label));
    else if (!isNum(v) || v < 0 || v > 100) add(field, FORM_TEXTS.percentRange(label));
  };
  const notNegative = (field: GroupField & keyof Content, label: string, required = false) => {
    const v = c[field] as unknown;
    if (blank(v)) {
      if (required) add(field, FORM_TEXTS.required(label));
    } else if (!isNum(v) || v < 0) add(field, FORM_TEXTS.notNegative(label));
  };

  if (g.type === 1) {
    percent('coverage', T.coverage);
    percent('coverage2', T.coverage2);
    percent('uncoverage', T.uncoverage);
    percent('uncoverage2', T.uncoverage2);
    percent('depth', T.depth);
    if (!Number.isInteger(c.multi_choices) || c.multi_choices < 1) add('multi_choices', T.multiChoicesInvalid);
    return problems;
  }

  notNegative('score_interval', T.scoreInterval, true);
  if (parseValidScores(c.valid_scores) === null) add('valid_scores', T.validScoresInvalid);
  const keys = new Set<string>();
  for (const s of c.shortcuts ?? []) {
    const key = s.key.toLowerCase();
    if (!/^[a-z]$/.test(key)) add('shortcuts', T.shortcutKeyInvalid);
    else if (keys.has(key)) add('shortcuts', T.shortcutKeyDuplicate(key.toUpperCase()));
    keys.add(key);
    if (!isNum(s.score) || s.score < 0 || s.score > fullScore) add('shortcuts', T.shortcutScoreRange(fullScore));
  }
  notNegative('limit_time', T.limitTime, true);
  notNegative('score_diff', T.scoreDiff);
  if (c.remark_flag) {
    if (blank(c.remark_interval)) add('remark_interval', T.remarkIntervalRequired);
    else if (!isNum(c.remark_interval) || c.remark_interval < REMARK_INTERVAL_MIN) add('remark_interval', T.remarkIntervalMin(REMARK_INTERVAL_MIN));
    notNegative('self_score_diff', T.selfScoreDiff);
  }
  notNegative('standard_score_diff', T.standardScoreDiff);
  return problems;
}

/** The messages of every field rule the group breaks (duplicates once; empty when it may be saved). */
export function checkGroupFields(g: GroupDraft, fullScore?: number): string[] {
  return [...new Set(groupProblems(g, fullScore).map((p) => p.message))];
}

/** Switching self-review on sets the designer's interval when none is set; off clears it (spec 2 §4, §9). */
export function setRemarkFlag(content: Content, on: boolean): Content {
  return {
    ...content,
    remark_flag: on,
    remark_interval: on ? (content.remark_interval ?? REMARK_INTERVAL_DEFAULT) : null,
  };
}
