// Exam permission assignment (spec 2 §2.7, §7 "Exam permission") through the SDK's strict Node client against the
// stateful mock: the exam tree, subjects and question groups with mark modes, the user search with its filters and
// paging, saving and reading back permissions (one user, several users, the round rule), administrators and
// subject researchers.
import type { components } from '@exam/sdk';
import { unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

let m: StatefulMock;
let c: Client;
useSignedInMock((mock, client) => {
  m = mock;
  c = client;
});

const P = '/api/exam/examPermission';
const search = (extra: Record<string, unknown> = {}) => ({
  page: 1,
  pagesize: 100,
  exam_id: 3001,
  search: '',
  role_id: -1,
  school_id: -1,
  class_id: -1,
  class_name: '-1',
  grade_id: -1,
  subject_id: -1,
  subject_class_id: -1,
  all: -1,
  ...extra,
});

describe('the exam permission tree and the exam’s question groups', () => {
  it('keeps the nodes with data scope 2, 3 or 4 of the permission tree, 22 and 79 at the top', async () => {
    const tree = await unwrap(c.POST(`${P}/list`, { body: { exam_id: 3001 } }));
    const ids = tree.map((n) => n.permission_id);
    expect(ids).toEqual(expect.arrayContaining([22, 79, 204, 31]));
    expect(ids).not.toContain(201); // data scope 1 (exam) is not assigned per user
    const walk = (nodes: readonly { data_scope?: number | null; subpermission?: readonly unknown[] }[]): (number | null | undefined)[] =>
      nodes.flatMap((n) => [n.data_scope, ...walk((n.subpermission ?? []) as typeof nodes)]);
    expect(new Set(walk(tree).filter((s) => s != null))).toEqual(new Set([2, 3, 4]));
    const marking = tree.find((n) => n.permission_id === 22);
    expect(marking?.subpermission?.map((n) => n.permission_id)).toContain(223);
    await expect(unwrap(c.POST(`${P}/list`, { body: { exam_id: 9999 } }))).rejects.toThrow('考试不存在或已被删除');
  });

  it('answers the exam configuration’s subjects and question groups with their mark modes', async () => {
    const { subjects, questions } = await unwrap(c.POST(`${P}/getSubjectAndQuestionsByExamId`, { body: { exam_id: 3001 } }));
    expect(subjects.map((s) => s.subject_name)).toEqual(['语文', '数学', '英语']);
    const math = questions.filter((q) => q.subject_id === 2).map((q) => [q.question_id, q.question_name, q.mark_mode]);
    expect(math).toEqual([
      [801, '选择题', 1],
      [802, '填空题', 2],
      [803, '解答题17', 3],
      [804, '解答题18', 3],
    ]);
    expect(questions.some((q) => q.subject_id === 1)).toBe(true);
  });
});

describe('the user search', () => {
  it('lists the users of the exam’s schools with roles and role details, 100 a page', async () => {
    const all = await unwrap(c.POST(`${P}/getUsers`, { body: search() }));
    // Seeded: the named people and 18 teachers per school of 101 and 102, with 张伟 (a teacher role at both).
    expect(all.totalrecords).toBeGreaterThan(36);
    expect(all.totalpage).toBe(1);
    expect(all.datalist).toHaveLength(all.totalrecords);
    expect(new Set(all.datalist.map((u) => u.user_id)).size).toBe(all.totalrecords);
    const wang = all.datalist.find((u) => u.user_id === 3105);
    expect(wang).toMatchObject({
      user_name: '王芳',
      unit_name: '临江市第一中学',
      roles: [
        { user_type: '4', user_type_name: '阅卷教师' },
        { user_type: '8', user_type_name: '任课教师' },
      ],
      subject_class: [{ grade_id: 10, class_id: 5011, subject_id: 2, grade_name: '高一', class_name: '高一(1)班', subject_name: '数学' }],
    });
    expect(all.datalist.find((u) => u.user_id === 3108)?.class_leader).toEqual([{ grade: '高一', class_name: '高一(1)班' }]);
    // Nobody of school 103 (not in the exam), no students or parents.
    expect(all.datalist.some((u) => u.unit_name === '临江市第二中学' || u.user_id === 9002)).toBe(false);
    // Schools in the exam's order (101 first), then by id.
    expect(all.datalist.findIndex((u) => u.user_id === 3108)).toBeLessThan(all.datalist.findIndex((u) => u.user_id === 3107));
    expect((await unwrap(c.POST(`${P}/getAllUsers`, { body: search({ page: 2 }) }))).datalist).toEqual([]);
    const small = await unwrap(c.POST(`${P}/getAllUsers`, { body: search({ page: 2, pagesize: 10 }) }));
    expect(small.totalpage).toBe(Math.ceil(all.totalrecords / 10));
    expect(small.datalist.map((u) => u.user_id)).toEqual(all.datalist.slice(10, 20).map((u) => u.user_id));
  });

  it('filters by text, role, school and the role’s class, grade, subject and taught class', async () => {
    const wang = await unwrap(c.POST(`${P}/getUsers`, { body: search({ search: '王芳' }) }));
    expect(wang.datalist.map((u) => u.user_id)).toContain(3105);
    expect(wang.datalist.every((u) => u.user_name.includes('王芳'))).toBe(true);
    expect((await unwrap(c.POST(`${P}/getUsers`, { body: search({ search: '13998765432' }) }))).datalist.map((u) => u.user_id)).toEqual([3105]);

    const school102 = await unwrap(c.POST(`${P}/getUsers`, { body: search({ school_id: 102 }) }));
    expect(school102.datalist.map((u) => u.user_id)).toEqual(expect.arrayContaining([3107, 3109]));
    expect(school102.datalist.some((u) => u.user_id === 3105)).toBe(false);

    const leaders = await unwrap(c.POST(`${P}/getUsers`, { body: search({ role_id: 11, class_id: 5011 }) }));
    expect(leaders.datalist.map((u) => u.user_id)).toContain(3108);
    expect(leaders.datalist.every((u) => u.roles?.some((r) => r.user_type === '11') && u.class_leader?.some((l) => l.class_name === '高一(1)班'))).toBe(true);

    const taught = await unwrap(c.POST(`${P}/getAllUsers`, { body: search({ search: '王', role_id: 8, school_id: 101, subject_class_id: 5011 }) }));
    expect(taught.datalist.map((u) => u.user_id)).toContain(3105);
    expect(taught.datalist.some((u) => u.user_id === 3106)).toBe(false); // 陈静 teaches 5012

    const params = await unwrap(c.POST(`${P}/getFilterParams`, { body: { exam_id: 3001 } }));
    expect(params.schools).toEqual([
      { school_id: 101, school_name: '临江市第一中学' },
      { school_id: 102, school_name: '临江市实验中学' },
    ]);
    expect(params.roles?.map((r) => r.user_type)).toEqual(expect.arrayContaining(['4', '8', '11']));
    expect(params.class_leader).toEqual(expect.arrayContaining([{ grade_id: 10, grade: '高一', class_id: 5011, class_name: '高一(1)班' }]));
    expect(params.subject_class).toEqual(expect.arrayContaining([{ grade_id: 10, class_id: 5011, subject_id: 2, grade_name: '高一', class_name: '高一(1)班', subject_name: '数学' }]));

    expect(params.grade_leader?.length).toBeGreaterThan(0);
    expect(params.subject_research?.length).toBeGreaterThan(0);
    // Every grade leader offered finds its users; every researched subject finds its researchers.
    for (const g of params.grade_leader ?? []) {
      const found = await unwrap(c.POST(`${P}/getUsers`, { body: search({ role_id: 5, grade_id: g.grade_id }) }));
      expect(found.totalrecords).toBeGreaterThan(0);
      expect(found.datalist.every((u) => u.grade_leader?.some((x) => x.grade_name === g.grade_name))).toBe(true);
    }
    for (const s of params.subject_research ?? []) {
      const found = await unwrap(c.POST(`${P}/getUsers`, { body: search({ role_id: 7, subject_id: s.subject_id }) }));
      expect(found.totalrecords).toBeGreaterThan(0);
      expect(found.datalist.every((u) => u.subject_research?.some((x) => x.subject_id === s.subject_id))).toBe(true);
    }
    const none = await unwrap(c.POST(`${P}/getUsers`, { body: search({ search: '没有这个人' }) }));
    expect(none).toEqual({ totalrecords: 0, totalpage: 0, datalist: [] });
    await expect(unwrap(c.POST(`${P}/getUsers`, { body: search({ exam_id: 9999 }) }))).rejects.toThrow('考试不存在');
  });
});

describe('user permissions', () => {
  it('refuses any round of an objective group, which the system scores and no teacher marks', async () => {
    const { questions } = await unwrap(c.POST(`${P}/getSubjectAndQuestionsByExamId`, { body: { exam_id: 3001 } }));
    expect(questions.filter((q) => q.subject_id === 2).map((q) => [q.question_name, q.question_type])).toEqual([
      ['选择题', 1],
      ['填空题', 2],
      ['解答题17', 2],
      ['解答题18', 2],
    ]);
    for (const t of [[1], [9], [8]] as const) {
      const body = { user_ids: [3107], exam_id: 3001, permissions: [{ exam_id: 3001, permission: 31, subject_ids: [2], question_ids: [801], question_turn: [{ question_id: 801, turn: [...t] }] }] };
      await expect(unwrap(c.POST(`${P}/saveUserPermission`, { body }))).rejects.toThrow('题组“选择题”是客观题，由系统自动评分，不能分配阅卷轮次');
    }
    expect(await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 3107, exam_id: 3001 } }))).toEqual([]);
    // The group itself can still be granted where a permission is by question group (data scope 3).
    await unwrap(c.POST(`${P}/saveUserPermission`, { body: { user_ids: [3107], exam_id: 3001, permissions: [{ exam_id: 3001, permission: 224, subject_ids: [2], question_ids: [801], question_turn: [] }] } }));
    expect(await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 3107, exam_id: 3001 } }))).toEqual([{ permission_id: 224, subject_ids: [2], question_ids: [801], question_turn: [] }]);
    await unwrap(c.POST(`${P}/saveUserPermission`, { body: { user_ids: [3107], exam_id: 3001, permissions: [] } }));
  });

  it('reads the seeded permissions, saves one user’s and reads them back', async () => {
    const seeded = await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 3105, exam_id: 3001 } }));
    expect(seeded).toEqual([
      { permission_id: 31, subject_ids: [2], question_ids: [803, 804], question_turn: [{ question_id: 803, turn: [1, 8] }, { question_id: 804, turn: [1, 2] }] },
      { permission_id: 241, subject_ids: [2], question_ids: [], question_turn: [] },
    ]);
    const saved: (components['schemas']['PermissionGrant'] & { subject_ids: number[]; question_ids: number[]; question_turn: components['schemas']['PermissionQuestionTurn'][] })[] = [
      { exam_id: 3001, user_id: 3106, permission: 31, subject_ids: [2], question_ids: [802, 804], question_turn: [{ question_id: 802, turn: [1, 2, 9] }, { question_id: 804, turn: [2, 8] }] },
      { exam_id: 3001, user_id: 3106, permission: 224, subject_ids: [2], question_ids: [803], question_turn: [] },
      { exam_id: 3001, user_id: 3106, permission: 791, subject_ids: [1, 2], question_ids: [], question_turn: [] },
    ];
    expect(await unwrap(c.POST(`${P}/saveUserPermission`, { body: { user_ids: [3106], exam_id: 3001, permissions: saved } }))).toBe('权限保存成功');
    expect(await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 3106, exam_id: 3001 } }))).toEqual(
      saved.map(({ permission, subject_ids, question_ids, question_turn }) => ({ permission_id: permission, subject_ids, question_ids, question_turn })),
    );
    // Saving again replaces the whole set; an empty set clears it.
    await unwrap(c.POST(`${P}/saveUserPermission`, { body: { user_ids: [3106], exam_id: 3001, permissions: saved.slice(2) } }));
    expect((await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 3106, exam_id: 3001 } }))).map((p) => p.permission_id)).toEqual([791]);
    await unwrap(c.POST(`${P}/saveUserPermission`, { body: { user_ids: [3106], exam_id: 3001, permissions: [] } }));
    expect(await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 3106, exam_id: 3001 } }))).toEqual([]);
    // Other exams are separate.
    expect(await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 3105, exam_id: 3003 } }))).toEqual([]);
    await expect(unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 999999, exam_id: 3001 } }))).rejects.toThrow('用户不存在');
  });

  it('applies the ticked permissions to several users at once', async () => {
    const ticked: components['schemas']['PermissionGrant'][] = [{ exam_id: 3001, permission: 31, subject_ids: [2], question_ids: [803], question_turn: [{ question_id: 803, turn: [1, 2] }] }];
    await unwrap(c.POST(`${P}/saveUserPermission`, { body: { user_ids: [3108, 3109], exam_id: 3001, permissions: ticked } }));
    for (const id of [3108, 3109]) {
      expect(await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: id, exam_id: 3001 } }))).toEqual([
        { permission_id: 31, subject_ids: [2], question_ids: [803], question_turn: [{ question_id: 803, turn: [1, 2] }] },
      ]);
    }
    // 王芳 was not selected: her permissions stay.
    expect((await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 3105, exam_id: 3001 } }))).map((p) => p.permission_id)).toEqual([31, 241]);
  });

  it('offers only the rounds of the group’s mark mode, and refuses users, subjects and groups outside the exam', async () => {
    const turn = (question_id: number, t: (1 | 2 | 3 | 8 | 9)[]) => ({
      user_ids: [3107],
      exam_id: 3001,
      permissions: [{ exam_id: 3001, permission: 31, subject_ids: [2], question_ids: [question_id], question_turn: [{ question_id, turn: t }] }],
    });
    await expect(unwrap(c.POST(`${P}/saveUserPermission`, { body: turn(803, [3]) }))).rejects.toThrow('题组“解答题17”的评卷模式不包含三评');
    expect(await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 3107, exam_id: 3001 } }))).toEqual([]); // nothing saved
    await unwrap(c.POST(`${P}/saveUserPermission`, { body: turn(802, [1, 2, 8, 9]) }));
    expect((await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 3107, exam_id: 3001 } })))[0]?.question_turn).toEqual([{ question_id: 802, turn: [1, 2, 8, 9] }]);

    const body = turn(802, [1]);
    await expect(unwrap(c.POST(`${P}/saveUserPermission`, { body: { ...body, user_ids: [2105] } }))).rejects.toThrow('用户郑强不属于本次考试的参考单位');
    await expect(unwrap(c.POST(`${P}/saveUserPermission`, { body: { ...body, permissions: [{ ...body.permissions[0], exam_id: 3001, permission: 31, subject_ids: [4] }] } }))).rejects.toThrow('该考试没有此科目');
    await expect(unwrap(c.POST(`${P}/saveUserPermission`, { body: { ...body, permissions: [{ exam_id: 3001, permission: 31, question_ids: [9999] }] } }))).rejects.toThrow('题组9999不存在');
    await expect(unwrap(c.POST(`${P}/saveUserPermission`, { body: { ...body, permissions: [{ exam_id: 3001, permission: 201 }] } }))).rejects.toThrow('不是考试权限');
    await expect(unwrap(c.POST(`${P}/saveUserPermission`, { body: { ...body, exam_id: 9999 } }))).rejects.toThrow('考试不存在');
    // No user selected: the contract refuses the request itself (user_ids has minItems 1).
    const empty = await c.POST(`${P}/saveUserPermission`, { body: { ...body, user_ids: [] } });
    expect(empty.response.status).toBe(422);
  });
});

describe('exam administrators and subject researchers', () => {
  it('adds and removes administrators; the creator stays', async () => {
    const seeded = await unwrap(c.POST(`${P}/getExamManagers`, { body: { exam_id: 3001 } }));
    expect(seeded.map((u) => u.user_id)).toEqual([2001, 2104]);
    expect(seeded[1]).toEqual({ user_id: 2104, user_name: '刘洋', user_account: 'liuyang', cellphone: '13700001111', subject_id: null });
    expect(await unwrap(c.POST(`${P}/addExamManager`, { body: { exam_id: 3001, user_id: 3108 } }))).toBe('添加成功');
    await expect(unwrap(c.POST(`${P}/addExamManager`, { body: { exam_id: 3001, user_id: 3108 } }))).rejects.toThrow('该用户已是考试管理员');
    await expect(unwrap(c.POST(`${P}/addExamManager`, { body: { exam_id: 3001, user_id: 2105 } }))).rejects.toThrow('不属于本次考试的参考单位');
    expect((await unwrap(c.POST(`${P}/getExamManagers`, { body: { exam_id: 3001 } }))).map((u) => u.user_id)).toEqual([2001, 2104, 3108]);
    expect(await unwrap(c.POST(`${P}/delExamManager`, { body: { exam_id: 3001, user_id: 2104 } }))).toBe('删除成功');
    await expect(unwrap(c.POST(`${P}/delExamManager`, { body: { exam_id: 3001, user_id: 2104 } }))).rejects.toThrow('该用户不是考试管理员');
    await expect(unwrap(c.POST(`${P}/delExamManager`, { body: { exam_id: 3001, user_id: 2001 } }))).rejects.toThrow('不能移除考试创建者');
    expect((await unwrap(c.POST(`${P}/getExamManagers`, { body: { exam_id: 3001 } }))).map((u) => u.user_id)).toEqual([2001, 3108]);
    await expect(unwrap(c.POST(`${P}/getExamManagers`, { body: { exam_id: 9999 } }))).rejects.toThrow('考试不存在');
  });

  it('adds and removes researchers per subject', async () => {
    expect(await unwrap(c.POST(`${P}/getExamSubjectResearcher`, { body: { exam_id: 3001, subject_id: 2 } }))).toEqual([
      { user_id: 3105, user_name: '王芳', user_account: 'wangfang', cellphone: '13998765432', subject_id: 2 },
    ]);
    await expect(unwrap(c.POST(`${P}/addExamSubjectResearcher`, { body: { exam_id: 3001, user_id: 3105, subject_id: 2 } }))).rejects.toThrow('该用户已是本科目的学科教研员');
    // The same user may research another subject.
    await unwrap(c.POST(`${P}/addExamSubjectResearcher`, { body: { exam_id: 3001, user_id: 3105, subject_id: 1 } }));
    await unwrap(c.POST(`${P}/addExamSubjectResearcher`, { body: { exam_id: 3001, user_id: 3106, subject_id: 2 } }));
    await expect(unwrap(c.POST(`${P}/addExamSubjectResearcher`, { body: { exam_id: 3001, user_id: 3106, subject_id: 4 } }))).rejects.toThrow('该考试没有此科目');
    expect((await unwrap(c.POST(`${P}/getExamSubjectResearcher`, { body: { exam_id: 3001, subject_id: 2 } }))).map((u) => u.user_id)).toEqual([3105, 3106]);
    expect((await unwrap(c.POST(`${P}/getExamSubjectResearcher`, { body: { exam_id: 3001 } }))).map((u) => [u.user_id, u.subject_id])).toEqual([
      [3105, 1],
      [3105, 2],
      [3106, 2],
    ]);
    expect(await unwrap(c.POST(`${P}/delExamSubjectResearcher`, { body: { exam_id: 3001, user_id: 3105, subject_id: 2 } }))).toBe('删除成功');
    await expect(unwrap(c.POST(`${P}/delExamSubjectResearcher`, { body: { exam_id: 3001, user_id: 3105, subject_id: 2 } }))).rejects.toThrow('该用户不是本科目的学科教研员');
    expect((await unwrap(c.POST(`${P}/getExamSubjectResearcher`, { body: { exam_id: 3001, subject_id: 2 } }))).map((u) => u.user_id)).toEqual([3106]);
    expect((await unwrap(c.POST(`${P}/getExamSubjectResearcher`, { body: { exam_id: 3001, subject_id: 1 } }))).map((u) => u.user_id)).toEqual([3105]);
  });

  it('shows every exam-permission operation as stateful in the coverage', async () => {
    const coverage = (await (await fetch(`${m.mock.url}/__mock/coverage`)).json()) as { operations: { operationId: string; path: string; source: string }[] };
    const mine = coverage.operations.filter((o) => o.path.startsWith('/api/exam/examPermission/'));
    expect(mine).toHaveLength(14);
    expect(mine.filter((o) => o.source !== 'stateful')).toEqual([]);
  });
});

describe('the pages a user holds in an exam (myExamPages, the portal’s guard of the exam pages)', () => {
  it('are her own pages plus what 分配权限 grants her in that exam, and no other exam’s', async () => {
    const wang = await m.signIn('wangfang');
    const mine = (examId: number) => unwrap(wang.POST(`${P}/myExamPages`, { body: { exam_id: examId } }));
    // 王芳 (type 4) holds 成绩查看 (/score/scoreCheck) in 3001 by a grant, and not 试卷上传.
    const before = await mine(3001);
    expect(before).toEqual(expect.arrayContaining(['/marking', '/score/scoreCheck']));
    expect(before).not.toContain('/exam/examupload');
    const held = await unwrap(c.POST(`${P}/getUserPermission`, { body: { user_id: 3105, exam_id: 3001 } }));
    const keep = held.map((g) => ({ exam_id: 3001, permission: g.permission_id, subject_ids: g.subject_ids ?? [], question_ids: g.question_ids ?? [], question_turn: g.question_turn ?? [] }));
    await unwrap(c.POST(`${P}/saveUserPermission`, { body: { user_ids: [3105], exam_id: 3001, permissions: [...keep, { exam_id: 3001, permission: 208, subject_ids: [2], question_ids: [], question_turn: [] }] } }));
    expect(await mine(3001)).toContain('/exam/examupload');
    expect(await mine(3002)).not.toContain('/exam/examupload');
    await unwrap(c.POST(`${P}/saveUserPermission`, { body: { user_ids: [3105], exam_id: 3001, permissions: keep } }));
    expect(await mine(3001)).not.toContain('/exam/examupload');
    await expect(mine(99999)).rejects.toThrow('考试不存在或已被删除');
  });

  it('give the exam’s scan staff the scanner view there', async () => {
    // 徐敏倩 is the scan staff of 3001 数学 (扫描人员), and of no subject of 3002.
    const xu = await m.signIn('xuminqian');
    expect(await unwrap(xu.POST(`${P}/myExamPages`, { body: { exam_id: 3001 } }))).toContain('/exam/scanView');
    expect(await unwrap(xu.POST(`${P}/myExamPages`, { body: { exam_id: 3002 } }))).not.toContain('/exam/scanView');
  });
});
