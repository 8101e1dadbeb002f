import { describe, expect, it } from 'vitest';
import type { Schemas } from '@exam/sdk';
import {
  checkGroupFields,
  defaultShortcuts,
  generateValidScores,
  groupFromServer,
  groupProblems,
  newGroup,
  parseValidScores,
  setRemarkFlag,
  toSaveGroupRequest,
} from './groupForm';

const loaded: Schemas['TemplateQuestionGroup'] = {
  question_id: 803,
  question_name: '解答题17',
  question_type: 2,
  question_area: [{ x: 100, y: 800, w: 900, h: 400, p: 1, uid: 'a' }, { x: 100, y: 100, w: 900, h: 300 }],
  mark_mode: 3,
  content: {
    viewType: 1,
    score_interval: 1,
    valid_scores: '0,2,4,6,8,10',
    shortcuts: [{ key: 'q', score: 0 }],
    limit_time: 0,
    score_diff: 3,
    remark_flag: false,
    choose_flag: true,
    choose_area: [{ x: 110, y: 810, w: 30, h: 20, p: 1 }, { x: 150, y: 810, w: 30, h: 20, p: 1 }],
    multi_choices: 3,
  },
  sub_question: [
    {
      subquestion_id: 8301,
      question_id: 803,
      subquestion_num: 17,
      subquestion_name: '17',
      subquestion_area: [{ x: 120, y: 820, w: 400, h: 300, p: 1 }],
      content: { full_score: 10, is_multi: false, points: [{ x: 200, y: 900, p: 1 }] },
    },
  ],
};

describe('question group drawer data', () => {
  it('starts a new group with the designer defaults', () => {
    const g = newGroup('new-1', 2);
    expect(g).toMatchObject({ key: 'new-1', name: '', type: 2, areas: [], chooseAreas: [], subs: [] });
    expect(g.questionId).toBeUndefined();
    expect(g.content).toMatchObject({
      score_interval: 1,
      limit_time: 0,
      remark_flag: false,
      coverage: 25,
      coverage2: 55,
      uncoverage: 9,
      uncoverage2: 15,
      depth: 50,
      omrfigure: 2,
      marktype: 1,
      multi_choices: 3,
      standard_score_diff: 1,
      mark_mode: 1,
      viewType: 1,
      choose_flag: false,
    });
  });

  it('reads a loaded group: its key, areas, choose markers, mark mode and sub-questions', () => {
    const g = groupFromServer(loaded);
    expect(g.key).toBe('803');
    expect(g.questionId).toBe(803);
    expect(g.areas).toEqual([{ x: 100, y: 800, w: 900, h: 400, p: 1 }, { x: 100, y: 100, w: 900, h: 300, p: 0 }]);
    expect(g.chooseAreas).toHaveLength(2);
    expect(g.content).not.toHaveProperty('choose_area');
    expect(g.content.mark_mode).toBe(3);
    expect(g.content.depth).toBe(50);
    expect(g.subs.map((s) => [s.key, s.subId, s.num, s.content.full_score, s.points.length])).toEqual([['8301', 8301, 17, 10, 1]]);
  });

  it('saves a subjective group with its marking settings, valid scores and choose markers', () => {
    const g = groupFromServer(loaded);
    g.content.valid_scores = '0, 2，4,6,8,10';
    const request = toSaveGroupRequest(3001, 2, g);
    expect(request).toMatchObject({ quesid: 803, examid: 3001, subjectid: 2, name: '解答题17', type: 2, validScoreStr: '0,2,4,6,8,10' });
    expect(request.area).toEqual([{ x: 100, y: 800, w: 900, h: 400, p: 1 }, { x: 100, y: 100, w: 900, h: 300, p: 0 }]);
    expect(request.content).toMatchObject({ mark_mode: 3, score_diff: 3, valid_scores: '0,2,4,6,8,10', shortcuts: [{ key: 'q', score: 0 }], choose_flag: true });
    expect(request.content?.choose_area).toHaveLength(2);
    expect(request.content).not.toHaveProperty('coverage');
    expect(request.content).not.toHaveProperty('marktype');
  });

  it('sends the choose markers only when the group is an optional question', () => {
    const g = groupFromServer(loaded);
    g.content.choose_flag = false;
    expect(toSaveGroupRequest(3001, 2, g).content).not.toHaveProperty('choose_area');
  });

  it('saves a new objective group with its recognition settings and no quesid', () => {
    const g = { ...newGroup('new-2', 1), name: ' 选择题 ', areas: [{ x: 1, y: 2, w: 3, h: 4, p: 0 }] };
    const request = toSaveGroupRequest(3001, 2, g);
    expect(request).not.toHaveProperty('quesid');
    expect(request).not.toHaveProperty('validScoreStr');
    expect(request).toMatchObject({ name: '选择题', type: 1 });
    expect(request.content).toMatchObject({ marktype: 1, omrfigure: 2, coverage: 25, coverage2: 55, uncoverage: 9, uncoverage2: 15, depth: 50, multi_choices: 3 });
    expect(request.content).not.toHaveProperty('shortcuts');
    expect(request.content).not.toHaveProperty('mark_mode');
  });

  it('requires a group name of at most 50 characters and a type', () => {
    expect(checkGroupFields(newGroup('k', 2))).toEqual(['题组名称不能为空']);
    expect(checkGroupFields({ ...newGroup('k', 2), name: '题'.repeat(51) })).toEqual(['题组名称不能超过50个字']);
    expect(checkGroupFields({ ...newGroup('k', 2), name: '题'.repeat(50) })).toEqual([]);
    expect(checkGroupFields({ ...newGroup('k', 2), name: '题', type: undefined as unknown as 1 })).toEqual(['请选择题型']);
  });

  it('accepts valid scores such as 1,2.5,3 only', () => {
    expect(parseValidScores('1,2.5,3')).toEqual([1, 2.5, 3]);
    expect(parseValidScores('')).toEqual([]);
    expect(parseValidScores('1,,2')).toBeNull();
    expect(parseValidScores('1;2')).toBeNull();
    const g = { ...newGroup('k', 2), name: '题' };
    g.content = { ...g.content, valid_scores: '1,a' };
    expect(checkGroupFields(g)).toEqual(['有效分值格式不正确，请用英文逗号分隔数字，如 1,2.5,3']);
  });

  it('checks shortcut keys (one letter, not twice) and scores (0 to the group full score)', () => {
    const g = { ...newGroup('k', 2), name: '题' };
    g.content = { ...g.content, shortcuts: [{ key: 'Q', score: 0 }, { key: 'q', score: 12 }, { key: '1', score: 2 }] };
    expect(groupProblems(g, 10)).toEqual([
      { field: 'shortcuts', message: '快捷键 Q 重复' },
      { field: 'shortcuts', message: '快捷键分值应在0到10之间（题组满分）' },
      { field: 'shortcuts', message: '快捷键必须是一个字母（a-z）' },
    ]);
    g.content.shortcuts = [{ key: 'w', score: 10 }];
    expect(checkGroupFields(g, 10)).toEqual([]);
  });

  it('takes the sum of the sub-questions as the full score when none is given', () => {
    const g = groupFromServer(loaded);
    g.content.shortcuts = [{ key: 'q', score: 11 }];
    expect(checkGroupFields(g)).toEqual(['快捷键分值应在0到10之间（题组满分）']);
  });

  it('asks for a self-review interval of at least 10 when self-review is on, and non-negative tolerances', () => {
    const g = { ...newGroup('k', 2), name: '题' };
    g.content = { ...setRemarkFlag(g.content, true), remark_interval: 5, score_diff: -1, standard_score_diff: -0.5 };
    expect(checkGroupFields(g)).toEqual(['误差分不能小于0', '自评间隔不能小于10份', '标准卷误差不能小于0']);
    g.content = { ...g.content, remark_interval: null, score_diff: 0, standard_score_diff: 0 };
    expect(checkGroupFields(g)).toEqual(['请输入自评间隔']);
  });

  it('keeps the ratios of an objective group within 0-100', () => {
    const g = { ...newGroup('k', 1), name: '选择题' };
    g.content = { ...g.content, coverage: 120, uncoverage2: -1 };
    expect(checkGroupFields(g)).toEqual(['单选填涂覆盖率应在0到100之间', '多选未填涂覆盖率应在0到100之间']);
  });

  it('sets the designer interval 100 when self-review is switched on and clears it when off', () => {
    const on = setRemarkFlag(newGroup('k', 2).content, true);
    expect(on).toMatchObject({ remark_flag: true, remark_interval: 100 });
    expect(setRemarkFlag({ ...on, remark_interval: 30 }, true).remark_interval).toBe(30);
    expect(setRemarkFlag(on, false)).toMatchObject({ remark_flag: false, remark_interval: null });
  });

  it('gives Q W E R A S D F to the first valid scores', () => {
    expect(defaultShortcuts('0,1,2')).toEqual([
      { key: 'q', score: 0 },
      { key: 'w', score: 1 },
      { key: 'e', score: 2 },
    ]);
    expect(defaultShortcuts([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).map((s) => s.key).join('')).toBe('qwerasdf');
    expect(defaultShortcuts('x')).toEqual([]);
  });

  it('generates valid scores from the full score and the interval', () => {
    expect(generateValidScores(10, 2)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(generateValidScores(3, 0.5)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
    expect(generateValidScores(10, 3)).toEqual([0, 3, 6, 9, 10]);
    expect(generateValidScores(0, 1)).toEqual([]);
    expect(generateValidScores(10, 0)).toEqual([]);
  });
});
