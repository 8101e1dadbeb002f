// Sign-in and sessions: dologin, the SMS code (always 1234 in the mock), userinfo for the current role,
// changeUnitRole, dologout, editPassword, bindAccount and disbindStudentAccount.
import type { components } from '@exam/sdk';
import { clearSessionCookie, sessionCookie } from '../session-cookie.ts';
import { firstRole, type AccountRecord, type Role, type Session, type Store } from '../store.ts';
import { fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { unitView } from './shared.ts';

type S = components['schemas'];

/** The SMS code the mock accepts for every phone (documented in the README). */
export const DEV_SMS_CODE = '1234';

function startSession(store: Store, account: AccountRecord): Session {
  const session: Session = { ...firstRole(account), token: store.newToken(), user_id: account.user_id, created: Date.now() };
  store.sessions.set(session.token, session);
  return session;
}

type FlatPermission = S['PermissionItem'];
function flatten(nodes: readonly (FlatPermission & { children?: unknown })[], out: FlatPermission[] = []): FlatPermission[] {
  for (const node of nodes) {
    const { children, ...item } = node;
    out.push(item);
    if (Array.isArray(children)) flatten(children as (FlatPermission & { children?: unknown })[], out);
  }
  return out;
}

/**
 * The permission pages of a session (userinfo.pages): those granted to its user type (用户类型授权) and those granted to
 * the user tags of its unit (用户标签授权) unless it is a student's or an unbound account's.
 */
export function pagesFor(store: Store, session: Pick<Session, 'user_type' | 'unit_id'>): S['PermissionPage'][] {
  // Tags describe a unit's staff: students and unbound accounts get their type's pages only (x-inferred, access.yaml).
  const tags = new Set(session.user_type === '9' || session.user_type === '-1' ? [] : (store.unit(session.unit_id)?.unit_tags ?? []));
  const ids = new Set([
    ...(store.data.userTypePermissions.get(session.user_type) ?? []),
    ...store.data.staff.userTags.filter((t) => tags.has(t.tag_id)).flatMap((t) => t.permission_ids ?? []),
  ]);
  return flatten(store.data.permissionTree)
    .filter((p) => ids.has(p.permission_id))
    .map((p) => ({
      permission_id: p.permission_id,
      parent_id: p.parent_id,
      permission_name: p.permission_name,
      permission_url: p.permission_url ?? null,
      permission_type: p.permission_type as 1 | 2 | 3,
      ...(p.sort_number === undefined ? {} : { sort_number: p.sort_number }),
    }));
}

function roleUnit(store: Store, role: Role): S['UserRoleUnit'] {
  const student = role.student_number ? store.data.students.get(role.student_number) : undefined;
  return {
    user_type: role.user_type,
    unit_id: role.unit_id,
    unit_name: store.unit(role.unit_id)?.unit_name ?? '',
    ...(role.user_type === '9' ? { student_name: student?.student_name ?? null, student_number: role.student_number ?? null } : {}),
  };
}

export const loginHandlers: Handlers = {
  dologin({ body, store, setCookie }) {
    const account = store.accountByLogin(body.ua.trim());
    if (!account || account.password !== body.up || account.state !== '1') return fail('账号或密码错误');
    const session = startSession(store, account);
    setCookie(sessionCookie(session.token, body.rememberMe));
    return ok('登录成功');
  },
  sendPhoneCode({ body, store }) {
    store.phoneCodes.set(body.phone, DEV_SMS_CODE);
    return ok('验证码已发送');
  },
  verifyPhoneCode({ body, store, setCookie }) {
    if (body.sms_code !== (store.phoneCodes.get(body.phone) ?? DEV_SMS_CODE)) return fail('验证码错误或已过期');
    let account = store.accountByLogin(body.phone);
    let password: string | undefined;
    if (!account) {
      password = `Lj${store.newToken().slice(0, 6).toLowerCase()}`;
      const user_id = store.nextId('account', 9100);
      account = {
        user_id,
        user_account: body.phone,
        user_name: body.phone,
        password,
        cellphone: body.phone,
        email: null,
        valid_until: null,
        state: '1',
        unit_id: 1,
        roles: [{ user_type: '-1', unit_id: 1 }],
        details: {},
      };
      store.data.accounts.set(user_id, account);
    }
    const session = startSession(store, account);
    setCookie(sessionCookie(session.token, false));
    return ok(password ? { password } : {});
  },
  userinfo({ store, session }) {
    const account = store.data.accounts.get(session.user_id);
    const unit = store.unit(session.unit_id) ?? store.unit(1);
    if (!account || !unit) return fail('登录失效，请重新登录');
    const home = store.unit(account.unit_id);
    return ok({
      user: {
        user_id: account.user_id,
        user_account: account.user_account,
        user_name: account.user_name,
        user_type: session.user_type,
        user_types: account.roles.filter((r) => r.unit_id === session.unit_id).map((r) => r.user_type),
        cellphone: account.cellphone,
        email: account.email,
        valid_until: account.valid_until,
        state: account.state,
        unit_id: session.unit_id,
        unit_name: unit.unit_name,
        parent_id: unit.parent_id ?? home?.parent_id ?? null,
      },
      pages: pagesFor(store, session),
      token: session.token,
      unit: unitView(store, unit),
      userRoleUnits: account.roles.filter((r) => r.user_type !== '-1').map((r) => roleUnit(store, r)),
    });
  },
  dologout({ store, request, setCookie }) {
    const token = /(?:^|;\s*)JSESSIONID=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    setCookie(clearSessionCookie);
    if (!token || !store.session(token)) return fail('登录失效，请重新登录');
    store.sessions.delete(token);
    return ok('退出成功');
  },
  changeUnitRole({ body, store, session }) {
    const account = store.data.accounts.get(session.user_id);
    if (!account?.roles.some((r) => r.user_type === body.user_type && r.unit_id === body.unit_id)) return fail('您没有该单位的此角色');
    session.user_type = body.user_type;
    session.unit_id = body.unit_id;
    return ok('切换成功');
  },
  editPassword({ body, store, session }) {
    const account = store.data.accounts.get(session.user_id);
    if (!account || account.password !== body.oldPassword) return fail('旧密码不正确');
    if (body.newPass1 !== body.newPass2) return fail('两次密码不一致');
    account.password = body.newPass1;
    return ok('修改成功');
  },
  bindAccount({ body, store, session }) {
    const account = store.data.accounts.get(session.user_id);
    const school = [...store.data.units.values()].find((u) => u.unit_code === body.unit_code && u.unit_type === '4');
    const student = store.data.students.get(body.student_number);
    if (!account || !school || !student || student.unit_id !== school.unit_id || student.password !== body.student_password) {
      return fail('学校编号、学号或密码不正确');
    }
    if (account.roles.some((r) => r.user_type === '9' && r.student_number === student.student_number)) return fail('该学生已绑定');
    account.roles = [...account.roles.filter((r) => r.user_type !== '-1'), { user_type: '9', unit_id: school.unit_id, student_number: student.student_number }];
    return ok('绑定成功');
  },
  disbindStudentAccount({ body, store, session }) {
    const account = store.data.accounts.get(session.user_id);
    const index = account?.roles.findIndex((r) => r.user_type === '9' && r.unit_id === body.unit_id && r.student_number === body.student_number) ?? -1;
    if (!account || index < 0) return fail('该学生已解绑');
    account.roles.splice(index, 1);
    if (account.roles.length === 0) account.roles.push({ user_type: '-1', unit_id: 1 });
    return ok('解绑成功');
  },
};
