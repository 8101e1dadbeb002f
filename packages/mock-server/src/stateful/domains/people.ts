// Administrators (user/*), teachers (info/user/*) and students (info/student/*), with their xlsx imports and
// template downloads (lib/xlsx.ts) and the student import's progress (getprogress polling).
import type { components } from '@exam/sdk';
import { accountName } from '../lib/names.ts';
import { XLSX_CONTENT_TYPE, readRows, writeWorkbook } from '../lib/xlsx.ts';
import type { AccountRecord, Session, Store } from '../store.ts';
import { FileAnswer, fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { DEFAULT_PASSWORD, contains, inScope, page, scopeRoot, typedNames, userView } from './shared.ts';

type S = components['schemas'];

const ADMIN_TYPES = new Set(['1', '2', '3']);
/** How long the mock's student import takes to report NUM = TOTAL through getprogress. */
export const IMPORT_DURATION_MS = 4000;

const TEACHER_COLUMNS = [
  { header: '姓名', key: 'name', required: true },
  { header: '账号', key: 'account', required: true },
  { header: '密码', key: 'password' },
  { header: '手机号', key: 'phone' },
  { header: '邮箱', key: 'email' },
] as const;
const STUDENT_COLUMNS = [
  { header: '姓名', key: 'name', required: true },
  { header: '学号', key: 'number', required: true },
  { header: '年级', key: 'grade', required: true },
  { header: '班级', key: 'class', required: true },
  { header: '密码', key: 'password' },
] as const;

function accountsTaken(store: Store): Set<string> {
  return new Set([...store.data.accounts.values()].map((a) => a.user_account));
}

function unitIdsFor(store: Store, session: Session, unitid: number | null | undefined): Set<number> {
  return new Set(store.subtree(unitid ?? scopeRoot(session)).map((u) => u.unit_id));
}

function teacherView(store: Store, a: AccountRecord): S['TeacherUser'] {
  return { ...userView(store, a), ...a.details };
}

function removeAccountAt(store: Store, userId: number, unitId: number): boolean {
  const account = store.data.accounts.get(userId);
  if (!account) return false;
  account.roles = account.roles.filter((r) => r.unit_id !== unitId);
  if (account.roles.length === 0 || account.unit_id === unitId) store.data.accounts.delete(userId);
  for (const [token, session] of store.sessions) if (session.user_id === userId && !store.data.accounts.has(userId)) store.sessions.delete(token);
  return true;
}

function gradesOf(store: Store, unitId: number): S['UnitGrade'][] {
  const unit = store.unit(unitId);
  return [...store.data.grades.values()]
    .filter((g) => g.unit_id === unitId)
    .map((g) => ({
      grade_id: g.grade_id,
      grade: g.grade,
      classes: [...store.data.classes.values()]
        .filter((c) => c.grade_id === g.grade_id)
        .map((c) => ({ grade_id: g.grade_id, grade: g.grade, class_id: c.class_id, class_name: c.class_name, school: unit?.unit_name ?? '' })),
    }));
}

function studentView(store: Store, s: { student_number: string; student_name: string; unit_id: number; grade_id: number; class_id: number }): S['Student'] {
  return {
    student_name: s.student_name,
    student_number: s.student_number,
    unit_id: s.unit_id,
    unit_name: store.unit(s.unit_id)?.unit_name ?? '',
    grade_id: s.grade_id,
    grade: store.data.grades.get(s.grade_id)?.grade ?? '',
    class_id: s.class_id,
    class_name: store.data.classes.get(s.class_id)?.class_name ?? '',
  };
}

const asId = (v: number | string | null | undefined): number | undefined => (v === null || v === undefined || v === '' ? undefined : Number(v));

export const peopleHandlers: Handlers = {
  // Administrators (info/mgeuser).
  loadmgeuser({ body, store, session }) {
    const units = unitIdsFor(store, session, body.unitid);
    const rows = [...store.data.accounts.values()]
      .filter((a) => a.roles.some((r) => ADMIN_TYPES.has(r.user_type) && units.has(r.unit_id)))
      .filter((a) => contains(a.user_name, body.username) || contains(a.user_account, body.username))
      .sort((a, b) => a.user_id - b.user_id)
      .map((a) => userView(store, a));
    return ok(page(rows, body.page, body.pagesize));
  },
  userSaveuser({ body, store, session }) {
    if (!store.unit(body.unitid)) return fail('请先选择单位');
    const names = typedNames({ useraccount: [body.useraccount, '请填写账号'], username: [body.username, '请填写姓名'] });
    if ('error' in names) return fail(names.error);
    const { useraccount, username } = names;
    const unit = store.unit(body.unitid);
    const adminType = (body.user_types?.[0] ?? (unit?.parent_id == null ? '1' : unit.unit_type === '4' ? '3' : '2')) as S['UserType'];
    const clash = store.accountByLogin(useraccount);
    if (body.userid != null) {
      const account = store.data.accounts.get(body.userid);
      if (!account) return fail('用户不存在');
      if (clash && clash.user_id !== account.user_id) return fail(`账号${useraccount}已存在`);
      Object.assign(account, { user_account: useraccount, user_name: username, cellphone: body.cellphone ?? null, email: body.email ?? null, valid_until: body.until ?? null });
      return ok(account.user_id);
    }
    if (clash) return fail(`账号${useraccount}已存在`);
    if (!inScope(store, session, body.unitid)) return fail('无权在该单位添加管理员');
    const user_id = store.nextId('account', 5000);
    store.data.accounts.set(user_id, {
      user_id,
      user_account: useraccount,
      user_name: username,
      password: body.userpwd || DEFAULT_PASSWORD,
      cellphone: body.cellphone ?? null,
      email: body.email ?? null,
      valid_until: body.until ?? null,
      state: '1',
      unit_id: body.unitid,
      roles: [{ user_type: adminType, unit_id: body.unitid }],
      details: {},
    });
    return ok(user_id);
  },
  userDeluser({ body, store, session }) {
    if (body.userid === session.user_id) return fail('不能删除当前登录的用户');
    const account = store.data.accounts.get(body.userid);
    return account && removeAccountAt(store, body.userid, account.unit_id) ? ok('删除成功') : fail('用户不存在');
  },
  switchuserstate({ body, store }) {
    const account = store.data.accounts.get(body.userid);
    if (!account) return fail('用户不存在');
    account.state = account.state === '1' ? '0' : '1';
    return ok(account.state === '1' ? '已启用' : '已停用');
  },
  userResetpwd({ body, store }) {
    const account = store.data.accounts.get(body.userid);
    if (!account) return fail('用户不存在');
    account.password = body.newpwd || DEFAULT_PASSWORD;
    return ok('重置成功');
  },

  // Teachers and users (info/teauser).
  loadeduuser({ body, store, session }) {
    const units = unitIdsFor(store, session, body.unitid);
    const rows = [...store.data.accounts.values()]
      .filter((a) => units.has(a.unit_id) && a.roles.some((r) => r.user_type !== '9' && r.user_type !== '-1'))
      .filter((a) => contains(a.user_name, body.username) && contains(a.user_account, body.useraccount))
      .sort((a, b) => a.user_id - b.user_id)
      .map((a) => teacherView(store, a));
    return ok(page(rows, body.page, body.pagesize));
  },
  infoUserSaveuser({ body, store }) {
    const { userid, useraccount: typedAccount, username: typedName, userpwd, cellphone, email, until, unitid, user_types, ...details } = body;
    if (!store.unit(unitid)) return fail('请先选择单位');
    const named = typedNames({ username: [typedName, '请填写姓名'] });
    if ('error' in named) return fail(named.error);
    const { username } = named;
    // The account may be left out (the server makes one from the name), but not as spaces only.
    const useraccount = typedAccount?.trim();
    if (typedAccount && !useraccount) return fail('请填写账号');
    const roles = [...new Set(user_types)].map((user_type) => ({ user_type, unit_id: unitid }));
    if (userid != null) {
      const account = store.data.accounts.get(userid);
      if (!account) return fail('用户不存在');
      Object.assign(account, { user_name: username, cellphone: cellphone ?? null, email: email ?? null, valid_until: until ?? null, details });
      account.roles = [...account.roles.filter((r) => r.unit_id !== unitid), ...roles];
      return ok(account.user_id);
    }
    const taken = accountsTaken(store);
    if (useraccount && taken.has(useraccount)) return fail(`账号${useraccount}已存在`);
    const user_id = store.nextId('account', 5000);
    store.data.accounts.set(user_id, {
      user_id,
      user_account: useraccount || accountName(username, taken),
      user_name: username,
      password: userpwd || DEFAULT_PASSWORD,
      cellphone: cellphone ?? null,
      email: email ?? null,
      valid_until: until ?? null,
      state: '1',
      unit_id: unitid,
      roles,
      details,
    });
    return ok(user_id);
  },
  infoUserDeluser({ body, store, session }) {
    if (body.user_id === session.user_id) return fail('不能删除当前登录的用户');
    return removeAccountAt(store, body.user_id, body.unit_id) ? ok('删除成功') : fail('用户不存在');
  },
  infoUserResetpwd({ body, store }) {
    const account = store.data.accounts.get(body.user_id);
    if (!account) return fail('用户不存在');
    account.password = body.newpwd || DEFAULT_PASSWORD;
    return ok('重置成功');
  },
  getUnitGradesAndClass({ body, store }) {
    return ok(gradesOf(store, body.unit_id));
  },
  async importteacher({ body, store }) {
    if (!store.unit(body.unitid)) return fail('请先选择单位');
    const read = await readRows(new Uint8Array(await body.excelfile.arrayBuffer()), TEACHER_COLUMNS);
    if (read.error) return fail(read.error);
    const problems = [...read.problems];
    const taken = accountsTaken(store);
    for (const row of read.rows) {
      const v = row.values;
      if (taken.has(v.account ?? '')) problems.push({ row: row.rowNumber, msg: `账号${v.account}已存在` });
      else if (v.phone && !/^\d+$/.test(v.phone)) problems.push({ row: row.rowNumber, msg: '手机号必须是数字' });
      else if ((v.name ?? '').length > 30) problems.push({ row: row.rowNumber, msg: '姓名不能超过30个字' });
      else {
        taken.add(v.account ?? '');
        const user_id = store.nextId('account', 5000);
        store.data.accounts.set(user_id, {
          user_id,
          user_account: v.account ?? '',
          user_name: v.name ?? '',
          password: v.password || DEFAULT_PASSWORD,
          cellphone: v.phone || null,
          email: v.email || null,
          valid_until: null,
          state: '1',
          unit_id: body.unitid,
          roles: [{ user_type: '4', unit_id: body.unitid }],
          details: {},
        });
      }
    }
    if (problems.length) return { success: false as const, result: problems.sort((a, b) => a.row - b.row) };
    return ok('导入成功');
  },
  async infoUserDownimporttemplate() {
    const bytes = await writeWorkbook([
      { name: '教师导入', columns: TEACHER_COLUMNS.map((c) => ({ header: 'required' in c ? `*${c.header}` : c.header, key: c.key })), rows: [{ name: '张三', account: 'zhangsan', password: '', phone: '13800000000', email: '' }] },
    ]);
    return new FileAnswer(bytes, '教师导入模板.xlsx', XLSX_CONTENT_TYPE);
  },

  // Students (info/student).
  infoStudentLoadstu({ body, store }) {
    const grade = asId(body.grade_id);
    const cls = asId(body.class_id);
    const rows = [...store.data.students.values()]
      .filter((s) => s.unit_id === body.unitid && (grade === undefined || s.grade_id === grade) && (cls === undefined || s.class_id === cls))
      .filter((s) => contains(s.student_name, body.stuname) && contains(s.student_number, body.stunum))
      .sort((a, b) => a.class_id - b.class_id || a.student_number.localeCompare(b.student_number))
      .map((s) => studentView(store, s));
    return ok(page(rows, body.page, body.pagesize));
  },
  loadcla({ body, store }) {
    return ok(
      [...store.data.classes.values()]
        .filter((c) => c.unit_id === body.unitid && (body.grade_id == null || c.grade_id === body.grade_id))
        .sort((a, b) => a.class_id - b.class_id)
        .map((c) => ({ class_id: c.class_id, class_name: c.class_name, grade_id: c.grade_id, grade: store.data.grades.get(c.grade_id)?.grade ?? '' })),
    );
  },
  infoStudentSavestu({ body, store }) {
    const names = typedNames({ stuname: [body.stuname, '请填写学生姓名'] });
    if ('error' in names) return fail(names.error);
    const cls = store.data.classes.get(body.class_id);
    if (!cls || cls.grade_id !== body.grade_id || cls.unit_id !== body.unitid) return fail('班级不存在');
    const existing = store.data.students.get(body.stunum);
    if (existing && existing.unit_id !== body.unitid) return fail(`学号${body.stunum}已被其他学校使用`);
    store.data.students.set(body.stunum, {
      student_number: body.stunum,
      student_name: names.stuname,
      unit_id: body.unitid,
      grade_id: body.grade_id,
      class_id: body.class_id,
      password: body.password || existing?.password || body.stunum,
    });
    return ok('保存成功');
  },
  infoStudentDelstu({ body, store }) {
    return store.data.students.delete(body.stunum) ? ok('删除成功') : fail('学生不存在');
  },
  batchDelStudent({ body, store }) {
    let n = 0;
    for (const number of body.stuNumbers) {
      const s = store.data.students.get(number);
      if (s && s.unit_id === body.unitid && store.data.students.delete(number)) n++;
    }
    return ok(`已删除${n}名学生`);
  },
  infoStudentSaveClass({ body, store }) {
    const grade = store.data.grades.get(body.grade_id);
    if (!grade || grade.unit_id !== body.unitid) return fail('年级不存在');
    const names = typedNames({ class_name: [body.class_name, '请填写班级名称'] });
    if ('error' in names) return fail(names.error);
    const { class_name } = names;
    if ([...store.data.classes.values()].some((c) => c.grade_id === body.grade_id && c.class_name === class_name)) return fail(`班级${class_name}已存在`);
    const class_id = store.nextId('class', 20000);
    store.data.classes.set(class_id, { class_id, class_name, grade_id: body.grade_id, unit_id: body.unitid });
    return ok('保存成功');
  },
  infoStudentDelClass({ body, store }) {
    if (!store.data.classes.delete(body.class_id)) return fail('班级不存在');
    for (const [number, s] of store.data.students) if (s.class_id === body.class_id) store.data.students.delete(number);
    return ok('删除成功');
  },
  async importstu({ body, store, session }) {
    if (!store.unit(body.unitid)) return fail('请先选择单位');
    const read = await readRows(new Uint8Array(await body.excelfile.arrayBuffer()), STUDENT_COLUMNS);
    if (read.error) return fail(read.error);
    const grades = [...store.data.grades.values()].filter((g) => g.unit_id === body.unitid);
    const problems = [...read.problems];
    let added = 0;
    for (const row of read.rows) {
      const v = row.values;
      const grade = grades.find((g) => g.grade === v.grade);
      const cls = grade && [...store.data.classes.values()].find((c) => c.grade_id === grade.grade_id && c.class_name === v.class);
      const other = store.data.students.get(v.number ?? '');
      if (!/^\d+$/.test(v.number ?? '')) problems.push({ row: row.rowNumber, msg: '学号必须是数字' });
      else if (!grade) problems.push({ row: row.rowNumber, msg: `年级${v.grade}不存在` });
      else if (!cls) problems.push({ row: row.rowNumber, msg: `班级${v.class}不存在` });
      else if (other && other.unit_id !== body.unitid) problems.push({ row: row.rowNumber, msg: `学号${v.number}已被其他学校使用` });
      else {
        store.data.students.set(v.number ?? '', { student_number: v.number ?? '', student_name: v.name ?? '', unit_id: body.unitid, grade_id: grade.grade_id, class_id: cls.class_id, password: v.password || (v.number ?? '') });
        added++;
      }
    }
    store.importProgress.set(session.token, { total: Math.max(added, 1), started: Date.now(), durationMs: IMPORT_DURATION_MS, exceptional: added === 0 && problems.length > 0 });
    if (problems.length) return fail(`已导入${added}名学生；${problems.map((p) => `第${p.row}行：${p.msg}`).join('；')}`);
    return ok(`正在导入${added}名学生`);
  },
  infoStudentGetprogress({ store, session }) {
    const p = store.importProgress.get(session.token);
    if (!p) return ok({ TOTAL: 0, NUM: 0, ISEXCEPTIONAL: false, ISEND: true });
    const fraction = Math.min(1, (Date.now() - p.started) / p.durationMs);
    const num = p.exceptional ? 0 : Math.floor(p.total * fraction);
    return ok({ TOTAL: p.total, NUM: num, ISEXCEPTIONAL: p.exceptional, ISEND: p.exceptional || num >= p.total });
  },
  async downstuimporttemplate() {
    const bytes = await writeWorkbook([
      { name: '学生导入', columns: STUDENT_COLUMNS.map((c) => ({ header: 'required' in c ? `*${c.header}` : c.header, key: c.key })), rows: [{ name: '李明', number: '20260101', grade: '高一', class: '高一(1)班', password: '' }] },
    ]);
    return new FileAnswer(bytes, '学生导入模板.xlsx', XLSX_CONTENT_TYPE);
  },
};
