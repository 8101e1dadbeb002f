// 全部保存 (issue 28): everything unsaved goes to the server with the template calls the per-part saves use, in an
// order the server accepts — the paper properties, the groups the document no longer has deleted, then each new or
// changed group (a new one's id read back from the group list) followed by its new or changed sub-questions. An
// imported template is saved this way. The rules of the drawers and the canvas are checked for every part first;
// nothing is sent while one is broken. What was saved is recorded as it goes (SaveProgress), so that a failure half way
// (登录失效, the server refusing one part) leaves the document knowing what the server now holds: saving again must not
// create a saved group or sub-question a second time.
import type { Schemas } from '@exam/sdk';
import { DESIGNER_TEXTS as T } from './designerTexts';
import { groupProblems, toSaveGroupRequest } from './forms/groupForm';
import { toSavePropRequest } from './forms/paperConfig';
import { subProblems, toSaveSubRequest } from './forms/subQuestionForm';
import { groupAreaProblems, subAreaProblems } from './model/actions';
import { findGroup } from './model/shapes';
import { groupFieldsDirty, paperDirty, subDirty, type DesignerState } from './model/designerStore';

export interface SaveCalls {
  saveProp: (body: Schemas['SaveSubjectPropRequest']) => Promise<unknown>;
  saveGroup: (body: Schemas['SaveSubjectQuestionRequest']) => Promise<unknown>;
  saveSub: (body: Schemas['SaveSubjectSubQuestionRequest']) => Promise<unknown>;
  deleteGroup: (questionId: number) => Promise<unknown>;
  /** The subject's groups as the server holds them now. */
  loadGroups: () => Promise<Schemas['TemplateQuestionGroup'][]>;
}

/** The rules every unsaved part breaks, as lines naming the part (empty: all can be saved). */
export function saveAllProblems(state: DesignerState): string[] {
  const lines: string[] = [];
  const { doc } = state;
  if (paperDirty(state) && doc.paper.settings.codeareatype === 2 && doc.paper.areas.orm.length === 0 && doc.paper.areas.code.length === 0) lines.push(T.ormNeedsArea);
  for (const g of doc.groups) {
    const changed = g.questionId === undefined || groupFieldsDirty(state, g);
    const problems = changed ? [...groupAreaProblems(doc, g), ...groupProblems(g).map((p) => p.message)] : [];
    if (problems.length) lines.push(T.saveAllProblems(g.name || T.tabs.groups, [...new Set(problems)].join('；')));
    for (const s of g.subs) {
      if (s.subId !== undefined && !subDirty(state, g.key, s)) continue;
      const subs = [...subAreaProblems(g, s), ...subProblems(s, g.type).map((p) => p.message)];
      if (subs.length) lines.push(T.saveAllProblems(`${g.name} ${s.name}`, [...new Set(subs)].join('；')));
    }
  }
  return lines;
}

/** What the server holds of a 全部保存 so far: the paper, new groups by draft key with their ids, sub-questions by key. */
export interface SaveProgress {
  paper: boolean;
  groups: Record<string, number>;
  subs: Set<string>;
}

export const noProgress = (): SaveProgress => ({ paper: false, groups: {}, subs: new Set() });

/** Saves every unsaved part, recording each in `progress`; resolves once the server holds them all. */
export async function saveAll(examId: number, subjectId: number, state: DesignerState, calls: SaveCalls, progress: SaveProgress = noProgress()): Promise<void> {
  const { doc, baseline } = state;
  if (paperDirty(state)) await calls.saveProp(toSavePropRequest(examId, subjectId, doc.paper));
  progress.paper = true;
  for (const [key, g] of Object.entries(baseline.groups)) {
    if (!findGroup(doc, key) && g.questionId !== undefined) await calls.deleteGroup(g.questionId);
  }
  for (const g of doc.groups) {
    let questionId = g.questionId;
    if (questionId === undefined || groupFieldsDirty(state, g)) {
      await calls.saveGroup(toSaveGroupRequest(examId, subjectId, g));
      if (questionId === undefined) {
        // The new group is the server's last of that name.
        const known = new Set(doc.groups.flatMap((x) => (x.questionId === undefined ? [] : [x.questionId])));
        const fresh = (await calls.loadGroups()).filter((x) => x.question_name === g.name.trim() && !known.has(x.question_id)).at(-1);
        if (!fresh) throw new Error(T.saveAllLost(g.name));
        questionId = fresh.question_id;
        progress.groups[g.key] = questionId;
      }
    }
    const saved = { ...g, questionId };
    for (const s of g.subs) {
      if (s.subId === undefined || subDirty(state, g.key, s)) {
        await calls.saveSub(toSaveSubRequest(examId, subjectId, saved, s));
        progress.subs.add(s.key);
      }
    }
  }
}
