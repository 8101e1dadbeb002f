// Exam permission assignment (spec 2 §2.7, §3, §4 "Permission screen", §5, §7 "Exam permission", §9): the exam's
// permission tree (the seeded permission tree's nodes with data scope 2 subject, 3 question group or 4 round), the
// exam's subjects and question groups with their mark modes (the exam configuration's records), the users of the
// exam's units with the role filters (100 a page), each user's permissions per exam, exam administrators and subject
// researchers. Records: exam-permission-store.ts; users, exams and question groups are the store's own.
import type { components } from '@exam/sdk';
import { configKey } from '../exam-config-store.ts';
import { grantKey } from '../exam-permission-store.ts';
import type { GrantRecord } from '../exam-permission-store.ts';
import { TURN_NAMES, turnsOffered } from '../staff-store.ts';
import type { AccountRecord, ExamRecord, Store } from '../store.ts';
import { fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { contains } from './shared.ts';
import { pageUrls } from '../access.ts';

type S = components['schemas'];

const NO_EXAM = '考试不存在或已被删除';
const NO_SUBJECT = '该考试没有此科目';
const NO_USER = '用户不存在';
const PAGE_SIZE = 100;

interface TreeNode {
  permission_id: number;
  permission_name: string;
  permission_url?: string | null;
  data_scope?: S['PermissionDataScope'];
  children?: TreeNode[];
}

const scoped = (n: TreeNode) => n.data_scope === 2 || n.data_scope === 3 || n.data_scope === 4;

/** A node of the exam permission tree (ExamPermission, at any depth). */
interface ExamNode {
  permission_id: number;
  permission_name: string;
  permission_url: string | null;
  data_scope: S['PermissionDataScope'];
  subpermission: ExamNode[];
}

/** The exam permission tree: nodes with data scope 2, 3 or 4 and the directories above them; the platform's
 * top-level menus are left out (their scoped children, like 22 阅卷数据管理 and 79 阅卷统计, are the top level). */
function examTree(store: Store): ExamNode[] {
  const prune = (n: TreeNode): ExamNode[] => {
    const kids = (n.children ?? []).flatMap(prune);
    if (!scoped(n) && kids.length === 0) return [];
    return [{ permission_id: n.permission_id, permission_name: n.permission_name, permission_url: n.permission_url ?? null, data_scope: n.data_scope ?? null, subpermission: kids }];
  };
  return (store.data.permissionTree as TreeNode[]).flatMap((root) => (scoped(root) ? prune(root) : (root.children ?? []).flatMap(prune)));
}

/** Every node of the exam tree by id. */
function treeIndex(store: Store): Map<number, ExamNode> {
  const out = new Map<number, ExamNode>();
  const walk = (nodes: readonly ExamNode[]) => {
    for (const n of nodes) {
      out.set(n.permission_id, n);
      walk(n.subpermission);
    }
  };
  walk(examTree(store));
  return out;
}

function subjectName(store: Store, subjectId: number, exam?: ExamRecord): string {
  return exam?.subjects.find((s) => s.subject_id === subjectId)?.subject_name ?? store.data.tags.find((t) => t.tag_id === subjectId)?.tag_name ?? String(subjectId);
}

/** The question groups of an exam (its subjects in order, the groups in display order), from the exam configuration. */
function examQuestions(store: Store, exam: ExamRecord): S['PermissionQuestion'][] {
  return exam.subjects.flatMap((s) =>
    (store.data.examConfig.subjects.get(configKey(exam.exam_id, s.subject_id))?.questions ?? []).map((q) => ({
      question_id: q.question_id,
      question_name: q.question_name,
      subject_id: s.subject_id,
      mark_mode: q.content.mark_mode ?? (q.question_type === 1 ? 1 : null),
      question_type: q.question_type,
    })),
  );
}

const isStaffRole = (userType: string) => userType !== '9' && userType !== '-1';

/** Whether an enabled account has a (non-student) role at one of the exam's units. */
const inExam = (exam: ExamRecord, a: AccountRecord) => a.state === '1' && a.roles.some((r) => exam.unit_ids.includes(r.unit_id) && isStaffRole(r.user_type));

/** The users of the exam's units, by unit (the exam's order) then id. */
function examUsers(store: Store, exam: ExamRecord): AccountRecord[] {
  const rank = (a: AccountRecord) => {
    const at = exam.unit_ids.indexOf(a.unit_id);
    return at >= 0 ? at : Math.min(...a.roles.map((r) => exam.unit_ids.indexOf(r.unit_id)).filter((i) => i >= 0));
  };
  return [...store.data.accounts.values()].filter((a) => inExam(exam, a)).sort((a, b) => rank(a) - rank(b) || a.user_id - b.user_id);
}

const phone = (a: AccountRecord) => (a.cellphone && /^\d{0,11}$/.test(a.cellphone) ? a.cellphone : null);

function rolesAt(store: Store, exam: ExamRecord, a: AccountRecord): S['PermissionUserRole'][] {
  const types = [...new Set(a.roles.filter((r) => exam.unit_ids.includes(r.unit_id) && isStaffRole(r.user_type)).map((r) => r.user_type))];
  return types.sort((x, y) => Number(x) - Number(y)).map((user_type) => ({ user_type, user_type_name: store.data.userTypeNames.get(user_type) ?? user_type }));
}

const gradeName = (store: Store, gradeId: number, given?: string) => given ?? store.data.grades.get(gradeId)?.grade ?? String(gradeId);
const className = (store: Store, classId: number, given?: string) => given ?? store.data.classes.get(classId)?.class_name ?? String(classId);

/** The taught classes of a subject teacher (role 8) with names. */
function taughtClasses(store: Store, exam: ExamRecord, a: AccountRecord): S['PermissionSubjectClass'][] {
  return Object.entries(a.details.teacherGradeClass ?? {}).flatMap(([subject, classes]) =>
    (classes ?? []).map((c) => ({
      grade_id: c.grade_id,
      class_id: c.class_id,
      subject_id: Number(subject),
      grade_name: gradeName(store, c.grade_id, c.grade),
      class_name: className(store, c.class_id, c.class_name),
      subject_name: subjectName(store, Number(subject), exam),
    })),
  );
}

function listedUser(store: Store, exam: ExamRecord, a: AccountRecord): S['PermissionUser'] {
  const d = a.details;
  return {
    user_id: a.user_id,
    user_name: a.user_name,
    user_account: a.user_account,
    cellphone: phone(a),
    unit_name: store.unit(a.unit_id)?.unit_name ?? '',
    roles: rolesAt(store, exam, a),
    class_leader: (d.classLeaderClass ?? []).map((c) => ({ grade: gradeName(store, c.grade_id, c.grade), class_name: className(store, c.class_id, c.class_name) })),
    grade_leader: (d.gradeLeadergrades ?? []).map((g) => ({ grade_name: gradeName(store, g.grade_id, g.grade) })),
    subject_research: (d.researcherSubject ?? []).map((id) => ({ subject_id: id, subject_name: subjectName(store, id, exam) })),
    subject_class: taughtClasses(store, exam, a),
  };
}

/** What the filters look at: the details of the chosen role (5 grades led, 7 subjects researched, 8 classes taught,
 * 11 classes led), or of every role. */
function facets(store: Store, exam: ExamRecord, a: AccountRecord, role: number) {
  const all = ![5, 7, 8, 11].includes(role);
  const d = a.details;
  const led = all || role === 11 ? (d.classLeaderClass ?? []) : [];
  const taught = all || role === 8 ? taughtClasses(store, exam, a) : [];
  const gradesLed = all || role === 5 ? (d.gradeLeadergrades ?? []) : [];
  const researched = all || role === 7 ? (d.researcherSubject ?? []) : [];
  return {
    grades: new Set([...gradesLed.map((g) => g.grade_id), ...led.map((c) => c.grade_id), ...taught.map((c) => c.grade_id)]),
    classes: new Set([...led.map((c) => c.class_id), ...taught.map((c) => c.class_id)]),
    classNames: new Set([...led.map((c) => className(store, c.class_id, c.class_name)), ...taught.map((c) => c.class_name ?? '')]),
    subjects: new Set([...researched, ...taught.map((c) => c.subject_id)]),
    taught: new Set(taught.map((c) => c.class_id)),
  };
}

const set = (v: number | undefined) => v !== undefined && v !== -1;

function searchUsers(store: Store, body: S['PermissionUserSearch']) {
  const exam = store.data.exams.get(body.exam_id);
  if (!exam) return fail(NO_EXAM);
  const role = body.role_id ?? -1;
  const text = body.search?.trim();
  const rows = examUsers(store, exam).filter((a) => {
    if (text && !contains(a.user_name, text) && !contains(a.user_account, text) && !contains(a.cellphone ?? '', text)) return false;
    if (role !== -1 && !a.roles.some((r) => r.user_type === String(role) && exam.unit_ids.includes(r.unit_id))) return false;
    if (set(body.school_id) && !a.roles.some((r) => r.unit_id === body.school_id && isStaffRole(r.user_type))) return false;
    const f = facets(store, exam, a, role);
    if (set(body.grade_id) && !f.grades.has(body.grade_id as number)) return false;
    if (set(body.class_id) && !f.classes.has(body.class_id as number)) return false;
    if (set(body.subject_id) && !f.subjects.has(body.subject_id as number)) return false;
    if (set(body.subject_class_id) && !f.taught.has(body.subject_class_id as number)) return false;
    if (body.class_name && body.class_name !== '-1' && !f.classNames.has(body.class_name)) return false;
    return true;
  });
  const size = Math.max(1, body.pagesize ?? PAGE_SIZE);
  const pageNo = Math.max(1, body.page);
  return ok({
    totalrecords: rows.length,
    totalpage: Math.ceil(rows.length / size),
    datalist: rows.slice((pageNo - 1) * size, pageNo * size).map((a) => listedUser(store, exam, a)),
  });
}

function member(a: AccountRecord, subjectId: number | null): S['ExamStaffMember'] {
  return { user_id: a.user_id, user_name: a.user_name, user_account: a.user_account, cellphone: phone(a), subject_id: subjectId };
}

/** The exam and an account of its units, or the failure text. */
function examUser(store: Store, examId: number, userId: number): { exam: ExamRecord; account: AccountRecord } | { error: string } {
  const exam = store.data.exams.get(examId);
  if (!exam) return { error: NO_EXAM };
  const account = store.data.accounts.get(userId);
  if (!account) return { error: NO_USER };
  if (!inExam(exam, account)) return { error: `用户${account.user_name}不属于本次考试的参考单位` };
  return { exam, account };
}

/** Checks one grant against the exam's tree, subjects, question groups and mark modes. */
function grantProblem(store: Store, exam: ExamRecord, tree: Map<number, ExamNode>, g: S['PermissionGrant']): string | undefined {
  if (g.exam_id !== exam.exam_id) return '权限所属考试与本次考试不一致';
  const node = tree.get(g.permission);
  if (!node) return `权限${g.permission}不是考试权限`;
  for (const id of g.subject_ids ?? []) if (!exam.subjects.some((s) => s.subject_id === id)) return NO_SUBJECT;
  const questions = examQuestions(store, exam);
  for (const id of g.question_ids ?? []) if (!questions.some((q) => q.question_id === id)) return `题组${id}不存在`;
  if ((g.question_turn ?? []).length && node.data_scope !== 4) return `权限“${node.permission_name}”不按阅卷轮次分配`;
  for (const qt of g.question_turn ?? []) {
    const group = questions.find((q) => q.question_id === qt.question_id);
    if (!group) return `题组${qt.question_id}不存在`;
    // Objective groups are scored by the system from the recognised marks: a round on one would never be a task.
    if (group.question_type === 1 && qt.turn.length) return `题组“${group.question_name}”是客观题，由系统自动评分，不能分配阅卷轮次`;
    const offered = turnsOffered(group.mark_mode ?? null);
    const missing = qt.turn.find((t) => !offered.includes(t));
    if (missing !== undefined) return `题组“${group.question_name}”的评卷模式不包含${TURN_NAMES[missing]}`;
  }
  return undefined;
}

export const examPermissionHandlers: Handlers = {
  myExamPages({ body, store, session }) {
    if (!store.data.exams.has(body.exam_id)) return fail(NO_EXAM);
    // The very pages the access check counts for a call naming the exam.
    return ok([...pageUrls(store, session, body.exam_id)].sort());
  },
  examPermissionList({ body, store }) {
    if (!store.data.exams.has(body.exam_id)) return fail(NO_EXAM);
    // Deeper levels have the same shape; the contract describes three of them.
    return ok(examTree(store) as S['ExamPermission'][]);
  },
  getSubjectAndQuestionsByExamId({ body, store }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(NO_EXAM);
    return ok({ subjects: exam.subjects.map((s) => ({ subject_id: s.subject_id, subject_name: s.subject_name })), questions: examQuestions(store, exam) });
  },
  getUsers: ({ body, store }) => searchUsers(store, body),
  getAllUsers: ({ body, store }) => searchUsers(store, body),
  getFilterParams({ body, store }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(NO_EXAM);
    const users = examUsers(store, exam);
    const roles = new Map<string, S['PermissionUserRole']>();
    const classLeader = new Map<number, NonNullable<S['PermissionFilterParams']['class_leader']>[number]>();
    const gradeLeader = new Map<number, { grade_id: number; grade_name: string }>();
    const research = new Map<number, S['PermissionSubject']>();
    const taught = new Map<string, S['PermissionSubjectClass']>();
    for (const a of users) {
      for (const r of rolesAt(store, exam, a)) roles.set(r.user_type, r);
      for (const c of a.details.classLeaderClass ?? []) classLeader.set(c.class_id, { grade_id: c.grade_id, grade: gradeName(store, c.grade_id, c.grade), class_id: c.class_id, class_name: className(store, c.class_id, c.class_name) });
      for (const g of a.details.gradeLeadergrades ?? []) gradeLeader.set(g.grade_id, { grade_id: g.grade_id, grade_name: gradeName(store, g.grade_id, g.grade) });
      for (const id of a.details.researcherSubject ?? []) research.set(id, { subject_id: id, subject_name: subjectName(store, id, exam) });
      for (const c of taughtClasses(store, exam, a)) taught.set(`${c.class_id}:${c.subject_id}`, c);
    }
    const byNumber = <T>(m: Map<number, T>) => [...m].sort(([x], [y]) => x - y).map(([, v]) => v);
    return ok({
      roles: [...roles.values()].sort((x, y) => Number(x.user_type) - Number(y.user_type)),
      schools: exam.unit_ids.flatMap((id) => {
        const unit = store.unit(id);
        return unit ? [{ school_id: id, school_name: unit.unit_name }] : [];
      }),
      class_leader: byNumber(classLeader),
      grade_leader: byNumber(gradeLeader),
      subject_research: byNumber(research),
      subject_class: [...taught.values()].sort((x, y) => x.class_id - y.class_id || x.subject_id - y.subject_id),
    });
  },
  getUserPermission({ body, store }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(NO_EXAM);
    if (!store.data.accounts.has(body.user_id)) return fail(NO_USER);
    // Question groups deleted since the save are left out.
    const groups = new Set(examQuestions(store, exam).map((q) => q.question_id));
    return ok(
      (store.data.examPermission.grants.get(grantKey(exam.exam_id, body.user_id)) ?? []).map((g) => ({
        permission_id: g.permission_id,
        subject_ids: [...g.subject_ids],
        question_ids: g.question_ids.filter((id) => groups.has(id)),
        question_turn: g.question_turn.filter((t) => groups.has(t.question_id)).map((t) => ({ question_id: t.question_id, turn: [...t.turn] })),
      })),
    );
  },
  saveUserPermission({ body, store }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(NO_EXAM);
    if (body.user_ids.length === 0) return fail('请选择用户');
    for (const id of body.user_ids) {
      const found = examUser(store, exam.exam_id, id);
      if ('error' in found) return fail(found.error);
    }
    const tree = treeIndex(store);
    for (const g of body.permissions) {
      if (g.user_id !== undefined && !body.user_ids.includes(g.user_id)) return fail('权限所属用户不在所选用户中');
      const problem = grantProblem(store, exam, tree, g);
      if (problem) return fail(problem);
    }
    // Single-user entries carry user_id; multi-user entries apply to every selected user. The ticked set replaces
    // what the user held in the exam (one record per permission, the last entry winning).
    for (const userId of body.user_ids) {
      const mine = new Map<number, GrantRecord>();
      for (const g of body.permissions.filter((p) => p.user_id === undefined || p.user_id === userId)) {
        mine.set(g.permission, {
          permission_id: g.permission,
          subject_ids: [...new Set(g.subject_ids ?? [])],
          question_ids: [...new Set(g.question_ids ?? [])],
          question_turn: (g.question_turn ?? []).map((t) => ({ question_id: t.question_id, turn: [...new Set(t.turn)] })),
        });
      }
      const key = grantKey(exam.exam_id, userId);
      if (mine.size) store.data.examPermission.grants.set(key, [...mine.values()]);
      else store.data.examPermission.grants.delete(key);
    }
    return ok('权限保存成功');
  },

  getExamManagers({ body, store }) {
    if (!store.data.exams.has(body.exam_id)) return fail(NO_EXAM);
    const ids = store.data.examPermission.managers.get(body.exam_id) ?? [];
    return ok(ids.flatMap((id) => {
      const a = store.data.accounts.get(id);
      return a && (body.user_id === undefined || body.user_id === id) ? [member(a, null)] : [];
    }));
  },
  addExamManager({ body, store }) {
    const found = examUser(store, body.exam_id, body.user_id);
    if ('error' in found) return fail(found.error);
    const { managers } = store.data.examPermission;
    const list = managers.get(body.exam_id) ?? [];
    if (list.includes(body.user_id)) return fail('该用户已是考试管理员');
    managers.set(body.exam_id, [...list, body.user_id]);
    return ok('添加成功');
  },
  delExamManager({ body, store }) {
    if (!store.data.exams.has(body.exam_id)) return fail(NO_EXAM);
    const { managers, creators } = store.data.examPermission;
    if (creators.get(body.exam_id) === body.user_id) return fail('不能移除考试创建者');
    const list = managers.get(body.exam_id) ?? [];
    if (!list.includes(body.user_id)) return fail('该用户不是考试管理员');
    managers.set(body.exam_id, list.filter((id) => id !== body.user_id));
    return ok('删除成功');
  },

  getExamSubjectResearcher({ body, store }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(NO_EXAM);
    if (body.subject_id !== undefined && !exam.subjects.some((s) => s.subject_id === body.subject_id)) return fail(NO_SUBJECT);
    const order = (subjectId: number) => exam.subjects.findIndex((s) => s.subject_id === subjectId);
    const rows = (store.data.examPermission.researchers.get(body.exam_id) ?? [])
      .filter((r) => (body.subject_id === undefined || r.subject_id === body.subject_id) && (body.user_id === undefined || r.user_id === body.user_id))
      .sort((x, y) => order(x.subject_id) - order(y.subject_id));
    return ok(rows.flatMap((r) => {
      const a = store.data.accounts.get(r.user_id);
      return a ? [member(a, r.subject_id)] : [];
    }));
  },
  addExamSubjectResearcher({ body, store }) {
    const found = examUser(store, body.exam_id, body.user_id);
    if ('error' in found) return fail(found.error);
    if (!found.exam.subjects.some((s) => s.subject_id === body.subject_id)) return fail(NO_SUBJECT);
    const { researchers } = store.data.examPermission;
    const list = researchers.get(body.exam_id) ?? [];
    if (list.some((r) => r.user_id === body.user_id && r.subject_id === body.subject_id)) return fail('该用户已是本科目的学科教研员');
    researchers.set(body.exam_id, [...list, { user_id: body.user_id, subject_id: body.subject_id }]);
    return ok('添加成功');
  },
  delExamSubjectResearcher({ body, store }) {
    if (!store.data.exams.has(body.exam_id)) return fail(NO_EXAM);
    const { researchers } = store.data.examPermission;
    const list = researchers.get(body.exam_id) ?? [];
    const mine = (r: { user_id: number; subject_id: number }) => r.user_id === body.user_id && r.subject_id === body.subject_id;
    if (!list.some(mine)) return fail('该用户不是本科目的学科教研员');
    researchers.set(body.exam_id, list.filter((r) => !mine(r)));
    return ok('删除成功');
  },
};
