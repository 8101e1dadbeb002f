// The sub-question drawer's data (spec 2 §2.1, §3 sub-question, §5): a new sub-question, the draft made from a loaded
// one, the savesubjectsubquestion request (scoring points for subjective groups only, the multi-select flag for
// objective ones) and the field rules with Chinese messages.
import type { Schemas } from '@exam/sdk';
import type { GroupDraft, PageArea, PagePoint, SubDraft } from '../model/types';
import { FORM_TEXTS } from '../designerTexts';

const T = FORM_TEXTS.sub;

export const SUB_NAME_MAX = 50;
export const ITEM_NAME_MAX = 50;

const pageArea = (a: Schemas['Area']): PageArea => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p ?? 0 });
const contractArea = (a: PageArea): Schemas['Area'] => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p });
const pagePoint = (pt: Schemas['ScoringPoint']): PagePoint => ({ x: pt.x, y: pt.y, p: pt.p ?? 0 });

/** A sub-question not saved yet: named by its number, full score 0 (both types start alike; toSaveSubRequest sends by type). */
export function newSub(key: string, num: number, _type: Schemas['QuestionType']): SubDraft {
  return { key, num, name: String(num), areas: [], points: [], content: { full_score: 0, is_multi: false, items: [] } };
}

/** The draft of a sub-question as loadexamsubjectquestion answers it. */
export function subFromServer(s: Schemas['TemplateSubQuestion']): SubDraft {
  const { points, ...content } = s.content ?? { full_score: 0, is_multi: false };
  return {
    key: String(s.subquestion_id),
    subId: s.subquestion_id,
    num: s.subquestion_num ?? (Number.parseInt(s.subquestion_name, 10) || 1),
    name: s.subquestion_name,
    areas: (s.subquestion_area ?? []).map(pageArea),
    points: (points ?? []).map(pagePoint),
    content: {
      full_score: content.full_score ?? 0,
      is_multi: content.is_multi ?? false,
      items: (content.items ?? []).map((i) => ({ ...i })),
    },
  };
}

/** A new scoring item row. */
export const newItem = (): Schemas['ScoreItem'] => ({ name: '', min: 0, max: 0, interval: 1 });

/**
 * The savesubjectsubquestion request of the draft, in its (saved) group: no subid for a new sub-question; the type is
 * the group's; scoring points only for subjective groups; the multi-select flag is what an objective sub-question
 * says and false for a subjective one (the contract requires the field).
 */
export function toSaveSubRequest(examId: number, subjectId: number, group: GroupDraft, sub: SubDraft): Schemas['SaveSubjectSubQuestionRequest'] {
  if (group.questionId === undefined) throw new Error('A sub-question is saved into a saved question group.');
  const objective = group.type === 1;
  const content: Schemas['SubQuestionContent'] = {
    full_score: sub.content.full_score,
    is_multi: objective ? sub.content.is_multi : false,
    items: (sub.content.items ?? []).map((i) => ({ ...i, name: i.name.trim() })),
    ...(objective ? {} : { points: sub.points.map((pt) => ({ x: pt.x, y: pt.y, p: pt.p })) }),
  };
  return {
    ...(sub.subId !== undefined ? { subid: sub.subId } : {}),
    quesid: group.questionId,
    examid: examId,
    subjectid: subjectId,
    type: group.type,
    num: sub.num,
    name: sub.name.trim(),
    area: sub.areas.map(contractArea),
    content,
  };
}

/** The fields a sub-question rule can concern (the drawer shows each message at its field). */
export type SubField = 'name' | 'num' | 'full_score' | 'items';

export interface SubProblem {
  field: SubField;
  message: string;
}

const isNum = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Every field rule of spec 2 §5 the sub-question breaks, in the order of the drawer. */
export function subProblems(sub: SubDraft, groupType: Schemas['QuestionType']): SubProblem[] {
  const problems: SubProblem[] = [];
  const add = (field: SubField, message: string) => problems.push({ field, message });

  const name = sub.name.trim();
  if (!name) add('name', FORM_TEXTS.required(T.name));
  else if (name.length > SUB_NAME_MAX) add('name', FORM_TEXTS.tooLong(T.name, SUB_NAME_MAX));
  if (!Number.isInteger(sub.num) || sub.num < 1) add('num', T.numInvalid);

  // An objective sub-question's full score is set on the objective answer page; the drawer does not edit it.
  const full = sub.content.full_score as unknown;
  if (groupType !== 1) {
    if (!isNum(full)) add('full_score', T.fullScoreRequired);
    else if (full < 0) add('full_score', FORM_TEXTS.notNegative(T.fullScore));
  }

  (sub.content.items ?? []).forEach((item, i) => {
    const n = i + 1;
    const itemName = item.name.trim();
    if (!itemName) add('items', T.itemNameRequired(n));
    else if (itemName.length > ITEM_NAME_MAX) add('items', T.itemNameTooLong(n, ITEM_NAME_MAX));
    const numbers = [item.min, item.max, item.interval].filter((v) => v !== undefined);
    if (numbers.some((v) => !isNum(v) || v < 0)) add('items', T.itemNegative(n));
    else if (isNum(item.min) && isNum(item.max) && item.min > item.max) add('items', T.itemRange(n));
  });
  return problems;
}

/** The messages of every field rule the sub-question breaks (empty when it may be saved). */
export function checkSubFields(sub: SubDraft, groupType: Schemas['QuestionType']): string[] {
  return subProblems(sub, groupType).map((p) => p.message);
}
