// The seeded dataset: deterministic (lib/random.ts, one fork per domain), realistic Chinese names (lib/names.ts),
// and consistent with openapi/EXAMPLES.md for every named id (units 1, 10, 11, 101–103; 张伟, 刘洋, 王芳, 陈静, 赵磊,
// 孙丽, 黄磊, 郑强, 李建国; grades 10/11/20, classes 5011/5012/5111/6011; students 李明 … 张浩; exams 3001–3003;
// 3006 the fully marked joint exam).
// The permission tree and the user types' pages are the contract's own permission examples.
import type { components } from '@exam/sdk';
import { accountName, className, uniquePeople } from '../lib/names.ts';
import { createRng } from '../lib/random.ts';
import type { OperationTable } from '../operations.ts';
import { exampleResult } from './examples.ts';
import { Store } from '../store.ts';
import { seedAbsence } from './absence.ts';
import { seedMarking } from './marking.ts';
import { seedExamConfig } from './exam-config.ts';
import { seedExamPermission } from './exam-permission.ts';
import { seedRoomDesign } from './examroomdesign.ts';
import { seedScanning } from './scanning.ts';
import { seedStaff } from './staff.ts';
import { seedScores } from './scores.ts';
import type { AccountRecord, ClassRecord, ExamRecord, GradeRecord, Role, StoreData, StudentRecord, UnitRecord, UserType } from '../store.ts';

type S = components['schemas'];

export const SEED = 2026;

/** Accounts documented in the README and used by tests. */
export const SEEDED_ACCOUNTS = {
  admin: { ua: 'admin', up: 'Admin@2026', who: '平台管理员 (type 1 at unit 1)' },
  zhangwei: { ua: 'zhangwei', up: 'Lj@2026pass', who: "张伟, '2' at 10, '4' at 101 and 102" },
  liuyang: { ua: 'liuyang', up: 'Lj@2026pass', who: "刘洋, '3' at 101, '4' at 101 and 102" },
  wangfang: { ua: 'wangfang', up: 'Lj@2026pass', who: "王芳, '4' + '8' (数学) at 101" },
  unbound: { ua: '15900002222', up: 'Lj@2026pass', who: 'an unbound phone account (type -1)' },
  parent: { ua: '15900003333', up: 'Lj@2026pass', who: '李建国, student roles for 李明 (101) and 李晓雨 (102)' },
  student: { ua: 'liming', up: '20260101', who: '李明 (type 9 at 101)' },
} as const;

const NAMED_PASSWORD = 'Lj@2026pass';

interface SchoolPlan {
  id: number;
  code: string;
  short: string;
  name: string;
  parent: number;
  gradeBase: number;
  classBase: number;
  created: string;
}

const SCHOOLS: SchoolPlan[] = [
  { id: 101, code: 'LJ001', short: 'LJYZ', name: '临江市第一中学', parent: 10, gradeBase: 10, classBase: 5000, created: '2025-08-21 09:00:00' },
  { id: 102, code: 'LJ002', short: 'LJSY', name: '临江市实验中学', parent: 10, gradeBase: 20, classBase: 6000, created: '2025-08-21 09:10:00' },
  { id: 103, code: 'LJ003', short: 'LJEZ', name: '临江市第二中学', parent: 10, gradeBase: 30, classBase: 7000, created: '2025-08-21 09:20:00' },
  { id: 104, code: 'JN001', short: 'JNYZ', name: '江南区第一中学', parent: 12, gradeBase: 40, classBase: 8000, created: '2025-08-22 09:00:00' },
  { id: 105, code: 'JN002', short: 'JNSY', name: '江南区实验中学', parent: 12, gradeBase: 50, classBase: 9000, created: '2025-08-22 09:10:00' },
  { id: 106, code: 'JN003', short: 'JNWG', name: '江南区外国语学校', parent: 12, gradeBase: 60, classBase: 10000, created: '2025-08-22 09:20:00' },
];
const GRADES = ['高一', '高二', '高三'];
const CLASSES_PER_GRADE = 4;
const STUDENTS_PER_CLASS = 45;
const TEACHERS_PER_SCHOOL = 18;

function unit(u: Partial<UnitRecord> & Pick<UnitRecord, 'unit_id' | 'unit_code' | 'unit_name' | 'short_code' | 'unit_type'>): UnitRecord {
  return {
    state: '1',
    parent_id: null,
    create_time: '2025-08-20 09:00:00',
    last_edit_time: '2026-09-01 10:12:45',
    punit_id: null,
    unit_tags: [],
    ...u,
  };
}

export function buildSeed(table: OperationTable, seed = SEED): StoreData {
  const rng = createRng(seed);
  const units = new Map<number, UnitRecord>();
  const add = (u: UnitRecord) => units.set(u.unit_id, u);
  add(unit({ unit_id: 1, unit_code: 'LJPT', short_code: 'LJPT', unit_name: '临江市教育考试平台', unit_type: '3', create_time: '2025-08-01 09:00:00' }));
  add(unit({ unit_id: 10, unit_code: 'LJEDU', short_code: 'LJJY', unit_name: '临江市教育局', unit_type: '3', parent_id: 1, unit_tags: [31] }));
  add(unit({ unit_id: 11, unit_code: 'LJJYS', short_code: 'LJJS', unit_name: '临江市教研室', unit_type: '3', parent_id: 10, unit_tags: [31] }));
  add(unit({ unit_id: 12, unit_code: 'JNEDU', short_code: 'JNJY', unit_name: '临江市江南区教育局', unit_type: '3', parent_id: 1, unit_tags: [31] }));
  for (const s of SCHOOLS) {
    add(unit({ unit_id: s.id, unit_code: s.code, short_code: s.short, unit_name: s.name, unit_type: '4', parent_id: s.parent, punit_id: 20, unit_tags: s.id === 101 ? [32, 34] : [32], create_time: s.created }));
  }

  // Grades, classes and students.
  const grades = new Map<number, GradeRecord>();
  const classes = new Map<number, ClassRecord>();
  const students = new Map<string, StudentRecord>();
  const studentRng = rng.fork('students');
  const people = uniquePeople(studentRng, SCHOOLS.length * GRADES.length * CLASSES_PER_GRADE * STUDENTS_PER_CLASS);
  let person = 0;
  SCHOOLS.forEach((s, schoolIndex) => {
    let seq = 0;
    GRADES.forEach((gradeName, g) => {
      const grade_id = s.gradeBase + g;
      grades.set(grade_id, { grade_id, grade: gradeName, unit_id: s.id });
      for (let c = 1; c <= CLASSES_PER_GRADE; c++) {
        const class_id = s.classBase + g * 100 + 10 + c;
        classes.set(class_id, { class_id, class_name: className(gradeName, c), grade_id, unit_id: s.id });
        for (let k = 0; k < STUDENTS_PER_CLASS; k++) {
          seq++;
          const student_number = `${2026 - g}${String(schoolIndex + 1).padStart(2, '0')}${String(seq).padStart(4, '0')}`;
          const name = people[person++]?.name ?? `学生${seq}`;
          students.set(student_number, { student_number, student_name: name, unit_id: s.id, grade_id, class_id, password: student_number });
        }
      }
    });
  });
  const named: [string, string, number, number, number][] = [
    ['李明', '20260101', 101, 10, 5011],
    ['王小红', '20260102', 101, 10, 5011],
    ['周杰', '20260103', 101, 10, 5012],
    ['吴婷', '20260104', 101, 10, 5012],
    ['李晓雨', '20260315', 102, 20, 6011],
    ['张浩', '20260216', 102, 20, 6011],
  ];
  for (const [student_name, student_number, unit_id, grade_id, class_id] of named) {
    students.set(student_number, { student_name, student_number, unit_id, grade_id, class_id, password: student_number });
  }

  // Accounts: the example world's people first, then administrators per unit and teachers per school.
  const accounts = new Map<number, AccountRecord>();
  const taken = new Set<string>();
  const account = (a: Partial<AccountRecord> & Pick<AccountRecord, 'user_id' | 'user_account' | 'user_name' | 'unit_id' | 'roles'>) => {
    taken.add(a.user_account);
    accounts.set(a.user_id, { password: NAMED_PASSWORD, cellphone: null, email: null, valid_until: null, state: '1', details: {}, ...a });
  };
  const r = (user_type: UserType, unit_id: number, student_number?: string): Role => ({ user_type, unit_id, ...(student_number ? { student_number } : {}) });
  account({ user_id: 1001, user_account: 'admin', user_name: '系统管理员', password: 'Admin@2026', unit_id: 1, roles: [r('1', 1)], email: 'admin@ljpt.cn' });
  account({ user_id: 2001, user_account: 'zhangwei', user_name: '张伟', unit_id: 10, roles: [r('2', 10), r('4', 101), r('4', 102)], cellphone: '13812345678', email: 'zhangwei@ljedu.cn', valid_until: '2027-08-31' });
  account({ user_id: 2104, user_account: 'liuyang', user_name: '刘洋', unit_id: 101, roles: [r('3', 101), r('4', 101), r('4', 102)], cellphone: '13700001111', email: 'liuyang@ljyz.edu.cn' });
  account({ user_id: 2105, user_account: 'zhengqiang', user_name: '郑强', unit_id: 103, roles: [r('3', 103)], cellphone: '13600002222' });
  account({ user_id: 3105, user_account: 'wangfang', user_name: '王芳', unit_id: 101, roles: [r('4', 101), r('8', 101)], cellphone: '13998765432', details: { teacherSubject: [2], teacherGradeClass: { '2': [{ grade_id: 10, grade: '高一', class_id: 5011, class_name: '高一(1)班', school: '临江市第一中学' }] } } });
  account({ user_id: 3106, user_account: 'chenjing', user_name: '陈静', unit_id: 101, roles: [r('4', 101), r('8', 101)], cellphone: '13911112222', details: { teacherSubject: [1], teacherGradeClass: { '1': [{ grade_id: 10, grade: '高一', class_id: 5012, class_name: '高一(2)班', school: '临江市第一中学' }] } } });
  account({ user_id: 3107, user_account: 'zhaolei', user_name: '赵磊', unit_id: 102, roles: [r('4', 102), r('6', 102)], cellphone: '13655556666' });
  account({ user_id: 3108, user_account: 'sunli', user_name: '孙丽', unit_id: 101, roles: [r('4', 101), r('11', 101)], cellphone: '13577778888', details: { classLeaderClass: [{ grade_id: 10, grade: '高一', class_id: 5011, class_name: '高一(1)班', school: '临江市第一中学' }] } });
  account({ user_id: 3109, user_account: 'huanglei', user_name: '黄磊', unit_id: 102, roles: [r('4', 102)], cellphone: '13622223333' });
  account({ user_id: 9001, user_account: '15900002222', user_name: '15900002222', unit_id: 1, roles: [r('-1', 1)], cellphone: '15900002222' });
  account({ user_id: 9002, user_account: '15900003333', user_name: '李建国', unit_id: 101, roles: [r('9', 101, '20260101'), r('9', 102, '20260315')], cellphone: '15900003333' });
  account({ user_id: 9003, user_account: 'liming', user_name: '李明', password: '20260101', unit_id: 101, roles: [r('9', 101, '20260101')] });

  const staffRng = rng.fork('staff');
  const staff = uniquePeople(staffRng, 12 + SCHOOLS.length * TEACHERS_PER_SCHOOL).filter(
    (p) => !['张伟', '刘洋', '王芳', '陈静', '赵磊', '孙丽', '黄磊', '郑强', '李建国', '李明'].includes(p.name),
  );
  let staffIndex = 0;
  let nextId = 4001;
  const phone = () => `13${staffRng.int(0, 9)}${String(staffRng.int(0, 99_999_999)).padStart(8, '0')}`;
  const generated = (unit_id: number, roles: Role[], details: S['RoleDetails'] = {}) => {
    const p = staff[staffIndex++ % staff.length];
    const name = p?.name ?? `教师${nextId}`;
    account({ user_id: nextId++, user_account: accountName(name, taken), user_name: name, unit_id, roles, cellphone: phone(), details });
  };
  // Administrators of the units without a named one.
  generated(10, [r('2', 10)]);
  generated(11, [r('2', 11)]);
  generated(12, [r('2', 12)]);
  for (const s of SCHOOLS) if (s.id !== 101 && s.id !== 103) generated(s.id, [r('3', s.id)]);
  // Teachers with the spec's role types: every one is '4', many also 8 (subject teacher), some 5, 6, 7 or 11.
  for (const s of SCHOOLS) {
    const schoolClasses = [...classes.values()].filter((c) => c.unit_id === s.id);
    for (let t = 0; t < TEACHERS_PER_SCHOOL; t++) {
      const extra = staffRng.weighted<UserType | null>([['8', 10], ['11', 3], ['5', 1], ['6', 1], ['7', 1], [null, 2]]);
      const roles = [r('4', s.id), ...(extra ? [r(extra, s.id)] : [])];
      const details: S['RoleDetails'] = {};
      const cls = staffRng.pick(schoolClasses);
      const grade = grades.get(cls.grade_id);
      const entry = { grade_id: cls.grade_id, grade: grade?.grade ?? '', class_id: cls.class_id, class_name: cls.class_name, school: s.name };
      if (extra === '8') {
        const subject = staffRng.int(1, 5);
        details.teacherSubject = [subject];
        details.teacherGradeClass = { [String(subject)]: [entry] };
      } else if (extra === '11') details.classLeaderClass = [entry];
      else if (extra === '5') details.gradeLeadergrades = [{ grade_id: entry.grade_id, grade: entry.grade }];
      else if (extra === '7') details.researcherSubject = [staffRng.int(1, 5)];
      generated(s.id, roles, details);
    }
  }

  // Exams.
  const subjectNames = new Map([[1, '语文'], [2, '数学'], [3, '英语'], [4, '物理'], [5, '化学'], [21, '信息技术']]);
  const exams = new Map<number, ExamRecord>();
  const examRng = rng.fork('exams');
  const exam = (e: Omit<ExamRecord, 'counts' | 'subjects'> & { subjectIds: number[] }) => {
    const { subjectIds, ...rest } = e;
    const participants = [...students.values()].filter((s) => e.unit_ids.includes(s.unit_id) && e.grade_ids.includes(s.grade_id)).length;
    const counts = new Map<number, { total: number; scan: number; recog: number; marked: number }>();
    for (const id of subjectIds) {
      const scan = e.exam_state === '1' ? 0 : e.exam_state === '3' ? participants : examRng.int(Math.floor(participants * 0.6), participants);
      const marked = e.exam_state === '3' ? scan : e.exam_state === '2' ? examRng.int(0, scan) : 0;
      counts.set(id, { total: participants, scan, recog: scan, marked });
    }
    exams.set(e.exam_id, { ...rest, subjects: subjectIds.map((id) => ({ subject_id: id, subject_name: subjectNames.get(id) ?? String(id) })), counts });
  };
  const base = { storage_type: '2' as const, location: null, is_auto_import: true };
  exam({ ...base, exam_id: 3001, exam_name: '2026年秋季高一期中联考', exam_state: '2', exam_type: '2', create_time: '2026-10-20 09:00:00', unit_id: 10, unit_ids: [101, 102], grades: ['高一'], grade_ids: [10, 20], subjectIds: [1, 2, 3] });
  exam({ ...base, exam_id: 3002, exam_name: '2026年秋季高一第一次月考', exam_state: '1', exam_type: '1', create_time: '2026-09-25 14:00:00', unit_id: 101, unit_ids: [101], grades: ['高一'], grade_ids: [10], subjectIds: [2, 3] });
  exam({ ...base, exam_id: 3003, exam_name: '2026年春季高二期末考试', exam_state: '3', exam_type: '1', create_time: '2026-06-20 09:00:00', unit_id: 101, unit_ids: [101], grades: ['高二'], grade_ids: [11], subjectIds: [1, 2, 3, 4] });
  exam({ ...base, exam_id: 3004, exam_name: '2026年江南区高三第一次联考', exam_state: '1', exam_type: '2', create_time: '2026-10-28 10:00:00', unit_id: 12, unit_ids: [104, 105, 106], grades: ['高三'], grade_ids: [42, 52, 62], subjectIds: [1, 2, 3, 4, 5] });
  exam({ ...base, exam_id: 3005, exam_name: '2026年秋季高二月考', exam_state: '2', exam_type: '1', create_time: '2026-10-10 08:30:00', unit_id: 103, unit_ids: [103], grades: ['高二'], grade_ids: [31], subjectIds: [1, 2, 3, 21], storage_type: '1', location: 'D:\\ExamPapers' });
  // The fully marked joint exam (seed/scores.ts): every participant of 101 and 102's 高一 marked, its report generated.
  exam({ ...base, exam_id: 3006, exam_name: '2026年秋季高一开学联考', exam_state: '3', exam_type: '2', create_time: '2026-09-01 09:00:00', unit_id: 10, unit_ids: [101, 102], grades: ['高一'], grade_ids: [10, 20], subjectIds: [1, 2, 3] });

  // Tags, codes and permissions: the contract's own examples.
  const tags = (exampleResult(table, 'loadalltags') as (S['Tag'] & { tag_type?: string })[] | undefined) ?? [];
  const permissionTree = (exampleResult(table, 'loadallpermission') as S['PermissionTreeNode'][] | undefined) ?? [];
  const userTypes = (exampleResult(table, 'loadallusertype') as S['PermissionUserType'][] | undefined) ?? [];
  const userTypePermissions = new Map(userTypes.map((t) => [t.user_type as string, (t.permission_ids ?? []) as number[]]));
  const userTypeNames = new Map<string, string>(userTypes.map((t) => [t.user_type as string, t.user_type_name]));
  userTypeNames.set('10', '其他');
  userTypeNames.set('-1', '未绑定');
  const codes: StoreData['codes'] = {
    unit_type: [
      { code: '3', code_name: '教育管理部门' },
      { code: '4', code_name: '学校' },
    ],
    user_type: [...userTypeNames].map(([code, code_name]) => ({ code, code_name })),
    exam_state: [
      { code: '1', code_name: '未开始' },
      { code: '2', code_name: '进行中' },
      { code: '3', code_name: '已结束' },
    ],
    exam_type: [
      { code: '1', code_name: '校考' },
      { code: '2', code_name: '联考' },
    ],
  };

  const examConfig = seedExamConfig(exams, rng.fork('exam-config'));
  const scanning = seedScanning(rng.fork('scanning'), { students, exams, examConfig });
  const data: StoreData = {
    units,
    dealers: [
      { unit_id: 20, unit_name: '临江智慧教育服务有限公司' },
      { unit_id: 21, unit_name: '江南教育科技有限公司' },
    ],
    accounts,
    grades,
    classes,
    students,
    exams,
    tags,
    codes,
    permissionTree,
    userTypePermissions,
    userTypeNames,
    examConfig,
    staff: seedStaff(table, rng.fork('staff'), accounts, exams),
    examPermission: seedExamPermission(rng.fork('exam-permission'), { accounts, exams }),
    ...seedRoomDesign(scanning, rng.fork('examroomdesign'), { students, exams }),
    absence: seedAbsence(scanning, { exams, examConfig }),
    marking: seedMarking(scanning, exams),
  };
  seedScores(data, rng.fork('scores'));
  return data;
}

export function createSeededStore(table: OperationTable, seed = SEED): Store {
  return new Store(buildSeed(table, seed));
}
