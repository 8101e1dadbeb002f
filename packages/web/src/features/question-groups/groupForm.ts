// The question-group configuration's rules (spec 2 §5, §9): a group name is required, at most 25 characters here; the
// checkbox tree groups sub-questions by their big question and only offers those not in a marking group yet.
import { z } from 'zod';
import type { ConfigSubQuestion } from './queries';

export const GROUP_NAME_MAX = 25;

export const groupFormSchema = z.object({
  groupname: z.string().trim().min(1, '请输入题组名称').max(GROUP_NAME_MAX, `题组名称不能超过${GROUP_NAME_MAX}个字`),
});

export interface GroupFormValues {
  groupname: string;
}

/** A sub-question as people call it: '第17题' for a number, the name itself otherwise. */
export const subName = (name: string) => (/^\d+$/.test(name) ? `第${name}题` : name);

export interface BigQuestion {
  key: string;
  name: string;
  subs: ConfigSubQuestion[];
  /** Sub-questions that can be ticked (not in a marking group). */
  free: number[];
}

/** The checkbox tree: sub-questions under their big question, in the server's order. */
export function bigQuestionsOf(subs: readonly ConfigSubQuestion[]): BigQuestion[] {
  const byKey = new Map<string, BigQuestion>();
  for (const s of subs) {
    const key = s.question_id == null ? `name:${s.question_name ?? ''}` : `id:${s.question_id}`;
    let big = byKey.get(key);
    if (!big) {
      big = { key, name: s.question_name || '未分组小题', subs: [], free: [] };
      byKey.set(key, big);
    }
    big.subs.push(s);
    if (s.group_id == null) big.free.push(s.subquestion_id);
  }
  return [...byKey.values()];
}

/** Ticking a big question ticks all its free sub-questions, or unticks them when all were ticked. */
export function toggleAll(checked: ReadonlySet<number>, ids: readonly number[]): Set<number> {
  const next = new Set(checked);
  const all = ids.length > 0 && ids.every((id) => next.has(id));
  for (const id of ids) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function toggleOne(checked: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(checked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The ticked sub-questions still free (a reload may have put some into a group), in tree order. */
export function tickedFree(bigs: readonly BigQuestion[], checked: ReadonlySet<number>): number[] {
  return bigs.flatMap((b) => b.free.filter((id) => checked.has(id)));
}
