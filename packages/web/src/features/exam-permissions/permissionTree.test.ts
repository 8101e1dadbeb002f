import { describe, expect, it } from 'vitest';
import {
  buildCheckTree,
  buildGrants,
  checkState,
  checkedFromPermissions,
  childrenInline,
  flatten,
  isDisabled,
  setChecked,
  type CheckNode,
  type ExamPermission,
  type SubjectsAndQuestions,
} from './permissionTree';

const permissions: ExamPermission[] = [
  {
    permission_id: 22,
    permission_name: '阅卷数据管理',
    permission_url: null,
    data_scope: null,
    subpermission: [
      { permission_id: 221, permission_name: '阅卷缓存管理', permission_url: '/netview/bufferManage', data_scope: 2, subpermission: [] },
      { permission_id: 224, permission_name: '异常卷处理', permission_url: '/netview/exceptionPaperManage', data_scope: 3, subpermission: [] },
    ],
  },
  { permission_id: 23, permission_name: '质量监控', permission_url: null, data_scope: null, subpermission: [{ permission_id: 235, permission_name: '标准卷评分', data_scope: 1 }] },
  { permission_id: 31, permission_name: '阅卷', permission_url: '/netview/marking', data_scope: 4, subpermission: [] },
];

const data: SubjectsAndQuestions = {
  subjects: [
    { subject_id: 1, subject_name: '语文' },
    { subject_id: 2, subject_name: '数学' },
    { subject_id: 4, subject_name: '物理' },
  ],
  questions: [
    { question_id: 811, question_name: '作文', subject_id: 1, mark_mode: 4 },
    { question_id: 801, question_name: '选择题', subject_id: 2, mark_mode: 1, question_type: 1 },
    { question_id: 802, question_name: '填空题', subject_id: 2, mark_mode: 1, question_type: 2 },
    { question_id: 803, question_name: '解答题17', subject_id: 2, mark_mode: 3 },
    { question_id: 805, question_name: '附加题', subject_id: 2, mark_mode: null },
  ],
};

const tree = buildCheckTree(permissions, data);
const byKey = (key: string): CheckNode => {
  const node = flatten(tree).find((n) => n.key === key);
  if (!node) throw new Error(`no node ${key}`);
  return node;
};

describe('the permission checkbox tree', () => {
  it('puts subjects under scope 2, subjects and groups under scope 3, and the mode’s rounds under scope 4', () => {
    expect(byKey('p221').children.map((n) => n.label)).toEqual(['语文', '数学', '物理']);
    expect(byKey('p221/s2').children).toEqual([]);
    expect(byKey('p224/s2').children.map((n) => n.label)).toEqual(['选择题', '填空题', '解答题17', '附加题']);
    expect(byKey('p224/s2/q803').children).toEqual([]);
    expect(byKey('p31/s2/q802').children.map((n) => n.label)).toEqual(['一评', '异常卷', '终评']);
    expect(byKey('p31/s2/q803').children.map((n) => n.label)).toEqual(['一评', '二评', '异常卷', '终评']);
    expect(byKey('p31/s1/q811').children.map((n) => n.label)).toEqual(['一评', '二评', '三评', '异常卷', '终评']);
    expect(byKey('p31/s2/q803/t2').path).toBe('阅卷 / 数学 / 解答题17 / 二评');
    expect(byKey('p221/s1').path).toBe('阅卷数据管理 / 阅卷缓存管理 / 语文');
  });

  it('keeps ids 22 and 79 expanded, directories and permissions apart', () => {
    expect(byKey('p22').pinned).toBe(true);
    expect(byKey('p23').pinned).toBe(false);
    expect(byKey('p22').kind).toBe('directory');
    expect(byKey('p221').kind).toBe('permission');
    expect(byKey('p235').kind).toBe('permission');
  });

  it('offers no round of an objective group, which the system scores, and says so', () => {
    expect(byKey('p31/s2/q801').children).toEqual([]);
    expect(isDisabled(byKey('p31/s2/q801'))).toBe(true);
    expect(byKey('p31/s2/q801').note).toBe('客观题由系统自动评分，无需分配阅卷');
    // Permissions by question group (scope 3) still take it.
    expect(isDisabled(byKey('p224/s2/q801'))).toBe(false);
  });

  it('cannot tick a group without a mark mode (scope 4) or a subject without groups (scopes 3 and 4)', () => {
    expect(isDisabled(byKey('p31/s2/q805'))).toBe(true);
    expect(byKey('p31/s2/q805').note).toBe('未设置评卷模式');
    expect(isDisabled(byKey('p224/s4'))).toBe(true);
    expect(byKey('p224/s4').note).toBe('暂无题组');
    expect(isDisabled(byKey('p221/s4'))).toBe(false);
    expect(isDisabled(byKey('p224/s2/q805'))).toBe(false);
  });

  it('ticks everything below a node and derives the state above', () => {
    let checked = setChecked(byKey('p31/s2/q803'), new Set(), true);
    expect([...checked]).toEqual(['p31/s2/q803/t1', 'p31/s2/q803/t2', 'p31/s2/q803/t9', 'p31/s2/q803/t8']);
    expect(checkState(byKey('p31/s2/q803'), checked)).toBe('checked');
    expect(checkState(byKey('p31/s2'), checked)).toBe('indeterminate');
    expect(checkState(byKey('p31'), checked)).toBe('indeterminate');
    checked = setChecked(byKey('p22'), checked, true);
    expect(checkState(byKey('p221'), checked)).toBe('checked');
    expect(checkState(byKey('p22'), checked)).toBe('checked');
    checked = setChecked(byKey('p221/s1'), checked, false);
    expect(checkState(byKey('p22'), checked)).toBe('indeterminate');
    checked = setChecked(byKey('p31'), checked, false);
    expect(checkState(byKey('p31'), checked)).toBe('unchecked');
  });

  it('shows leaf children on the parent’s row', () => {
    expect(childrenInline(byKey('p221'))).toBe(true);
    expect(childrenInline(byKey('p224'))).toBe(false);
    expect(childrenInline(byKey('p224/s2'))).toBe(true);
    expect(childrenInline(byKey('p31/s2/q803'))).toBe(true);
    expect(childrenInline(byKey('p22'))).toBe(false);
  });

  it('loads a user’s permissions into the ticks', () => {
    const checked = checkedFromPermissions(tree, [
      { permission_id: 31, subject_ids: [2], question_ids: [803], question_turn: [{ question_id: 803, turn: [1, 8] }, { question_id: 999, turn: [1] }] },
      { permission_id: 221, subject_ids: [2, 4], question_ids: [], question_turn: [] },
      { permission_id: 224, subject_ids: [2], question_ids: [801] },
      { permission_id: 235 },
      { permission_id: 22 },
      { permission_id: 12345, subject_ids: [2] },
    ]);
    expect([...checked].sort()).toEqual(['p221/s2', 'p221/s4', 'p224/s2/q801', 'p235', 'p31/s2/q803/t1', 'p31/s2/q803/t8'].sort());
  });

  it('builds the save payload: single user with user_id, several users without', () => {
    const checked = new Set(['p31/s2/q803/t1', 'p31/s2/q803/t8', 'p31/s2/q802/t1', 'p221/s2', 'p224/s2/q803', 'p235']);
    const grants = buildGrants(tree, checked, 3001, 3105);
    expect(grants).toEqual([
      { exam_id: 3001, user_id: 3105, permission: 221, subject_ids: [2], question_ids: [], question_turn: [] },
      { exam_id: 3001, user_id: 3105, permission: 224, subject_ids: [2], question_ids: [803], question_turn: [] },
      { exam_id: 3001, user_id: 3105, permission: 235, subject_ids: [], question_ids: [], question_turn: [] },
      {
        exam_id: 3001,
        user_id: 3105,
        permission: 31,
        subject_ids: [2],
        question_ids: [802, 803],
        question_turn: [
          { question_id: 802, turn: [1] },
          { question_id: 803, turn: [1, 8] },
        ],
      },
    ]);
    expect(buildGrants(tree, new Set(['p235']), 3001)).toEqual([{ exam_id: 3001, permission: 235, subject_ids: [], question_ids: [], question_turn: [] }]);
    expect(buildGrants(tree, new Set(), 3001)).toEqual([]);
  });

  it('round-trips: what is loaded saves back the same', () => {
    const held = [{ permission_id: 31, subject_ids: [2], question_ids: [803], question_turn: [{ question_id: 803, turn: [1, 2] as (1 | 2)[] }] }];
    expect(buildGrants(tree, checkedFromPermissions(tree, held), 3001).map(({ permission, subject_ids, question_ids, question_turn }) => ({ permission_id: permission, subject_ids, question_ids, question_turn }))).toEqual(held);
  });
});
