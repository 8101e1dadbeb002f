// The teacher form's rules (spec 1 §4 user dialog, §5 teacher form, §6 roles): name required (at most 30), password
// required when adding (at most 20; editing hides it and sends none), at least one role ('请选择角色'), a valid
// e-mail. Which roles may be given depends on who gives them and on the unit; role '4' is never taken away.
import { z } from 'zod';
import type { DialogMode } from '../../components/FormDialog';
import type { ClassEntry, RoleCode, TeacherRow, TeacherSave, UnitGrade } from './queries';

const emailCheck = z.email();

/** Roles each user type may give (spec 1 §6). */
/** Passwords are at most 20 characters (spec 1 §9). */
export const PASSWORD_MAX = 20;
const PASSWORD_TOO_LONG = '密码不能超过20个字符';

/** The reset-password dialog's rule: blank (the default password) or at most 20 characters. */
export function resetPasswordError(password: string): string | undefined {
  return password.length > PASSWORD_MAX ? PASSWORD_TOO_LONG : undefined;
}

export const ASSIGNABLE_ROLES: Record<string, readonly RoleCode[]> = {
  '1': ['1', '2', '3', '4', '5', '8'],
  '2': ['2', '3', '4', '5', '8'],
  '3': ['3', '4', '5', '8'],
};
/** Roles not selectable for a unit that has a parent. */
const NOT_BELOW_TOP: readonly string[] = ['1', '2', '6', '9', '10'];
export const ORDINARY_ROLE = '4';
export const ORDINARY_ROLE_WARNING = '普通角色无法删除';

/** Role names when the code list has none for a code (spec 1 §6). */
export const ROLE_FALLBACK_NAMES: Record<string, string> = {
  '1': '平台级',
  '2': '局级',
  '3': '校级',
  '4': '普通用户',
  '5': '年级组长',
  '6': '扫描员',
  '7': '学科教研员',
  '8': '任课教师',
  '9': '学生',
  '10': '保留角色',
  '11': '班主任',
};

export interface RoleOption {
  code: RoleCode;
  disabled: boolean;
}

/**
 * The role checkboxes: what the signed-in user type may give plus what the user already holds; for a top-level unit
 * only '2' is selectable, below the top 1, 2, 6, 9 and 10 are not.
 */
export function roleOptions(creatorType: string | undefined, unitHasParent: boolean, held: readonly RoleCode[]): RoleOption[] {
  const codes = [...new Set([...(ASSIGNABLE_ROLES[creatorType ?? ''] ?? []), ...held])].sort((a, b) => Number(a) - Number(b));
  return codes.map((code) => ({ code, disabled: unitHasParent ? NOT_BELOW_TOP.includes(code) : code !== '2' }));
}

/** A change of the role checkboxes: role '4' stays ('普通角色无法删除'). */
export function changeRoles(prev: readonly RoleCode[], next: readonly RoleCode[]): { roles: RoleCode[]; warning?: string } {
  if (prev.includes(ORDINARY_ROLE) && !next.includes(ORDINARY_ROLE)) return { roles: [...prev], warning: ORDINARY_ROLE_WARNING };
  return { roles: [...next] };
}

export function teacherFormSchema(mode: DialogMode) {
  return z.object({
    useraccount: z.string().trim().max(30, '账号不能超过30个字符'),
    username: z.string().trim().min(1, '请填写姓名').max(30, '姓名不能超过30个字符'),
    userpwd: mode === 'add' ? z.string().min(1, '请填写密码').max(PASSWORD_MAX, PASSWORD_TOO_LONG) : z.string(),
    cellphone: z.string().trim().regex(/^\d*$/, '手机号必须是数字').max(11, '手机号不能超过11位'),
    email: z
      .string()
      .trim()
      .max(50, '邮箱不能超过50个字符')
      .refine((v) => v === '' || emailCheck.safeParse(v).success, '请填写有效格式邮箱'),
    until: z
      .string()
      .nullable()
      .refine((v) => !v || /^\d{4}-\d{2}-\d{2}$/.test(v), '有效期格式为YYYY-MM-DD'),
    user_types: z.array(z.string()).min(1, '请选择角色'),
    gradeIds: z.array(z.string()),
    researcherSubjectIds: z.array(z.string()),
    classLeaderClassIds: z.array(z.string()),
    teacherSubjectId: z.string().nullable(),
    teacherClassIds: z.array(z.string()),
  });
}

export interface TeacherFormValues {
  useraccount: string;
  username: string;
  userpwd: string;
  cellphone: string;
  email: string;
  until: string | null;
  user_types: RoleCode[];
  /** Role '5': the grades led. */
  gradeIds: string[];
  /** Role '7': the subjects researched. */
  researcherSubjectIds: string[];
  /** Role '11': the classes led. */
  classLeaderClassIds: string[];
  /** Role '8': the subject taught and its classes. */
  teacherSubjectId: string | null;
  teacherClassIds: string[];
}

const ids = (list: readonly { toString(): string }[] | undefined) => (list ?? []).map(String);

export function teacherFormValues(row: TeacherRow | undefined, unitHasParent: boolean): TeacherFormValues {
  const subject = row?.teacherSubject?.[0];
  return {
    useraccount: row?.user_account ?? '',
    username: row?.user_name ?? '',
    userpwd: '',
    cellphone: row?.cellphone ?? '',
    email: row?.email ?? '',
    until: row?.valid_until ?? null,
    user_types: row?.user_types ? [...row.user_types] : [unitHasParent ? ORDINARY_ROLE : '2'],
    gradeIds: ids(row?.gradeLeadergrades?.map((g) => g.grade_id)),
    researcherSubjectIds: ids(row?.researcherSubject),
    classLeaderClassIds: ids(row?.classLeaderClass?.map((c) => c.class_id)),
    teacherSubjectId: subject === undefined ? null : String(subject),
    teacherClassIds: ids(subject === undefined ? [] : row?.teacherGradeClass?.[String(subject)]?.map((c) => c.class_id)),
  };
}

/** Every class of the unit, by id. */
export function classesById(grades: readonly UnitGrade[] | undefined): Map<string, ClassEntry> {
  return new Map((grades ?? []).flatMap((g) => (g.classes ?? []).map((c) => [String(c.class_id), c] as const)));
}

/** The save payload: the role fields only for the roles given; editing sends no account change and no password. */
export function teacherSaveBody(
  values: TeacherFormValues,
  ctx: { mode: DialogMode; unitid: number; userid: number | undefined; grades: readonly UnitGrade[] | undefined },
): TeacherSave {
  const v = teacherFormSchema(ctx.mode).parse(values);
  const has = (code: string) => v.user_types.includes(code);
  const classes = classesById(ctx.grades);
  const entries = (list: string[]) => list.map((id) => classes.get(id)).filter((c): c is ClassEntry => c !== undefined);
  const body: TeacherSave = {
    userid: ctx.userid ?? null,
    useraccount: v.useraccount,
    username: v.username,
    cellphone: v.cellphone || null,
    email: v.email || null,
    until: v.until || null,
    unitid: ctx.unitid,
    user_types: v.user_types as RoleCode[],
  };
  if (ctx.mode === 'add') body.userpwd = v.userpwd;
  if (has('5'))
    body.gradeLeadergrades = (ctx.grades ?? []).filter((g) => v.gradeIds.includes(String(g.grade_id))).map((g) => ({ grade_id: g.grade_id, grade: g.grade }));
  if (has('7')) body.researcherSubject = v.researcherSubjectIds.map(Number);
  if (has('11')) body.classLeaderClass = entries(v.classLeaderClassIds);
  if (has('8') && v.teacherSubjectId) {
    body.teacherSubject = [Number(v.teacherSubjectId)];
    body.teacherGradeClass = { [v.teacherSubjectId]: entries(v.teacherClassIds) };
  }
  return body;
}

/**
 * Whether a unit of the tree has a parent: every nested unit does; a unit at the tree's top only when it is the
 * signed-in unit and that one has a parent (a bureau's tree starts at the bureau, the platform's at the platform).
 */
export function unitHasParent(
  units: readonly unknown[] | undefined,
  unitId: number,
  sessionUnit: { unit_id: number; parent_id?: number | null } | undefined,
): boolean {
  const atTop = (units ?? []).some((u) => typeof u === 'object' && u !== null && (u as { unit_id?: unknown }).unit_id === unitId);
  if (!atTop) return true;
  return sessionUnit?.unit_id === unitId && sessionUnit.parent_id != null;
}
