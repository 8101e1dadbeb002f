// The sub-subject dialog's data (spec 2 §2.1, §3 sub_prop, §5): rows of a name and question groups, each name required;
// `index` is the row position. Also the summary the paper config tab shows of them.
import type { Schemas } from '@exam/sdk';
import { FORM_TEXTS } from '../designerTexts';
import { indexedSubSubjects } from './paperConfig';

export type SubSubject = Schemas['ScanSubProp'];

export const addSubSubject = (rows: readonly SubSubject[]): SubSubject[] => [...rows, { name: '', questionIds: [], index: rows.length }];

export const removeSubSubject = (rows: readonly SubSubject[], at: number): SubSubject[] =>
  rows.filter((_, i) => i !== at).map((r, index) => ({ ...r, index }));

export const updateSubSubject = (rows: readonly SubSubject[], at: number, change: Partial<SubSubject>): SubSubject[] =>
  rows.map((r, i) => (i === at ? { ...r, ...change } : r));

/** The rows whose name is missing (their positions). */
export const unnamedRows = (rows: readonly SubSubject[]): number[] => rows.flatMap((r, i) => (r.name.trim() ? [] : [i]));

/** The rows as the dialog saves them, or the message of the rule they break (every name required). */
export function saveSubSubjects(rows: readonly SubSubject[]): { ok: true; value: SubSubject[] } | { ok: false; message: string } {
  if (unnamedRows(rows).length > 0) return { ok: false, message: FORM_TEXTS.subSubjects.nameRequired };
  return { ok: true, value: indexedSubSubjects(rows) };
}

/** One line per sub-subject: its name and its groups' names (ids of groups no longer there are left out). */
export function subSubjectSummary(rows: readonly SubSubject[], groups: readonly { questionId: number; name: string }[]): string[] {
  const names = new Map(groups.map((g) => [g.questionId, g.name]));
  return rows.map((r) => {
    const groupNames = r.questionIds.flatMap((id) => names.get(id) ?? []);
    return `${r.name.trim() || '—'}：${groupNames.length ? groupNames.join('、') : FORM_TEXTS.paper.noGroupsOfSub}`;
  });
}
