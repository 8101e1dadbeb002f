import { describe, expect, it } from 'vitest';
import { addSubSubject, removeSubSubject, saveSubSubjects, subSubjectSummary, unnamedRows, updateSubSubject } from './subSubjects';

const groups = [
  { questionId: 801, name: '选择题' },
  { questionId: 803, name: '解答题17' },
];

describe('sub-subjects', () => {
  it('adds empty rows and renumbers the rest when one is deleted', () => {
    let rows = addSubSubject(addSubSubject([]));
    rows = updateSubSubject(rows, 0, { name: '理' });
    rows = updateSubSubject(rows, 1, { name: '文', questionIds: [803] });
    expect(removeSubSubject(rows, 0)).toEqual([{ name: '文', questionIds: [803], index: 0 }]);
  });

  it('requires every name before saving, and saves trimmed names with their row positions', () => {
    const rows = [
      { name: ' 理 ', questionIds: [801], index: 7 },
      { name: '  ', questionIds: [] },
    ];
    expect(unnamedRows(rows)).toEqual([1]);
    expect(saveSubSubjects(rows)).toEqual({ ok: false, message: '子科目名称不能为空' });
    expect(saveSubSubjects(rows.slice(0, 1))).toEqual({ ok: true, value: [{ name: '理', questionIds: [801], index: 0 }] });
  });

  it('summarises each sub-subject with its group names', () => {
    expect(subSubjectSummary([{ name: '理', questionIds: [801, 803, 999] }, { name: '文', questionIds: [] }], groups)).toEqual([
      '理：选择题、解答题17',
      '文：未选择题组',
    ]);
  });
});
