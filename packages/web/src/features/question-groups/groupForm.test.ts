import { describe, expect, it } from 'vitest';
import { bigQuestionsOf, groupFormSchema, subName, tickedFree, toggleAll, toggleOne } from './groupForm';
import type { ConfigSubQuestion } from './queries';

const subs: ConfigSubQuestion[] = [
  { subquestion_id: 8101, subquestion_name: '1', question_id: 801, question_name: '选择题', group_id: 900 },
  { subquestion_id: 8102, subquestion_name: '2', question_id: 801, question_name: '选择题', group_id: null },
  { subquestion_id: 8301, subquestion_name: '17', question_id: 803, question_name: '解答题17', group_id: null },
  { subquestion_id: 8401, subquestion_name: '18', question_id: 804, question_name: '解答题18' },
];

const messages = (groupname: string) => groupFormSchema.safeParse({ groupname }).error?.issues.map((i) => i.message) ?? [];

describe('question-group configuration', () => {
  it('needs a group name of at most 25 characters', () => {
    expect(messages('  ')).toEqual(['请输入题组名称']);
    expect(messages('题'.repeat(26))).toEqual(['题组名称不能超过25个字']);
    expect(messages('题'.repeat(25))).toEqual([]);
  });

  it('names sub-questions as people do', () => {
    expect(subName('17')).toBe('第17题');
    expect(subName('作文')).toBe('作文');
  });

  it('puts sub-questions under their big question and offers only those not in a group', () => {
    const bigs = bigQuestionsOf(subs);
    expect(bigs.map((b) => [b.name, b.subs.length, b.free])).toEqual([
      ['选择题', 2, [8102]],
      ['解答题17', 1, [8301]],
      ['解答题18', 1, [8401]],
    ]);
  });

  it('ticks a whole big question, and unticks it when all were ticked', () => {
    const all = toggleAll(new Set([8301]), [8301, 8401]);
    expect([...all]).toEqual([8301, 8401]);
    expect([...toggleAll(all, [8301, 8401])]).toEqual([]);
    expect([...toggleOne(new Set([1]), 1)]).toEqual([]);
    expect(tickedFree(bigQuestionsOf(subs), new Set([8101, 8401, 8102]))).toEqual([8102, 8401]);
  });
});
