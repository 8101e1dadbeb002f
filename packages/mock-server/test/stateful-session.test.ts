// The stateful mock's sessions through the SDK: sign-in against the seeded accounts, the session cookie, userinfo for
// the current role, switching roles, changing the password, the SMS code, binding and unbinding, signing out.
import { ApiError, LoginExpiredError, createNodeClient, unwrap } from '@exam/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStatefulMock, responseViolations } from './stateful-support.ts';
import type { StatefulMock } from './stateful-support.ts';

let m: StatefulMock;
beforeAll(async () => {
  m = await startStatefulMock();
});
afterAll(async () => {
  expect(responseViolations(m.errors)).toEqual([]);
  await m.mock.close();
});

describe('stateful sessions', () => {
  it('signs in with the seeded account, sets an HttpOnly JSESSIONID for 30 days with rememberMe, answers userinfo', async () => {
    const res = await fetch(`${m.mock.url}/api/login/dologin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: true }),
    });
    expect(res.headers.get('x-mock-source')).toBe('stateful');
    expect(res.headers.get('set-cookie')).toMatch(/^JSESSIONID=\w+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const client = await m.signIn();
    const info = await unwrap(client.GET('/api/login/userinfo'));
    expect(info.user).toMatchObject({ user_id: 2001, user_name: '张伟', user_type: '2', unit_id: 10 });
    expect(info.unit.unit_name).toBe('临江市教育局');
    expect(info.userRoleUnits.map((r) => `${r.user_type}@${r.unit_id}`)).toEqual(['2@10', '4@101', '4@102']);
    expect(info.pages.map((p) => p.permission_url)).toContain('/info/eduunit');
  });

  it('refuses a wrong password with the contract text, and answers 登录失效 without a session', async () => {
    const client = createNodeClient({ baseUrl: m.mock.url, strict: true }).client;
    const error = await unwrap(client.POST('/api/login/dologin', { body: { ua: 'zhangwei', up: 'wrong-pass', rememberMe: false } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain('账号或密码错误');
    await expect(unwrap(client.GET('/api/login/userinfo'))).rejects.toBeInstanceOf(LoginExpiredError);
  });

  it('switches among the roles of the account and refuses a role it does not have', async () => {
    const client = await m.signIn();
    await expect(unwrap(client.POST('/api/login/changeUnitRole', { body: { user_type: '4', unit_id: 102 } }))).resolves.toBe('切换成功');
    const info = await unwrap(client.GET('/api/login/userinfo'));
    expect(info.user).toMatchObject({ user_type: '4', unit_id: 102, unit_name: '临江市实验中学' });
    expect(info.pages.map((p) => p.permission_url)).not.toContain('/exam/mgeexam');
    await expect(unwrap(client.POST('/api/login/changeUnitRole', { body: { user_type: '3', unit_id: 103 } }))).rejects.toThrow('您没有该单位的此角色');
  });

  it('signs out: the session ends and the next call is 登录失效', async () => {
    const client = await m.signIn('liuyang');
    await expect(unwrap(client.GET('/api/login/dologout'))).resolves.toBe('退出成功');
    await expect(unwrap(client.GET('/api/login/userinfo'))).rejects.toBeInstanceOf(LoginExpiredError);
  });

  it('changes the password after checking the old one', async () => {
    const client = await m.signIn('chenjing');
    await expect(unwrap(client.POST('/api/login/editPassword', { body: { oldPassword: 'nope-nope', newPass1: 'Cj@2027pass', newPass2: 'Cj@2027pass' } }))).rejects.toThrow('旧密码不正确');
    await unwrap(client.POST('/api/login/editPassword', { body: { oldPassword: 'Lj@2026pass', newPass1: 'Cj@2027pass', newPass2: 'Cj@2027pass' } }));
    await expect(m.signIn('chenjing')).rejects.toThrow('账号或密码错误');
    await expect(m.signIn('chenjing', 'Cj@2027pass')).resolves.toBeDefined();
  });

  it('signs in a new phone number with the dev code 1234 as an unbound account, which binds and unbinds a student', async () => {
    const client = createNodeClient({ baseUrl: m.mock.url, strict: true }).client;
    await unwrap(client.POST('/api/login/sendPhoneCode', { body: { phone: '13588889999' } }));
    await expect(unwrap(client.POST('/api/login/verifyPhoneCode', { body: { phone: '13588889999', sms_code: '4321' } }))).rejects.toThrow('验证码错误');
    const result = await unwrap(client.POST('/api/login/verifyPhoneCode', { body: { phone: '13588889999', sms_code: '1234' } }));
    expect(result.password).toMatch(/^\w{8}$/);
    expect((await unwrap(client.GET('/api/login/userinfo'))).user.user_type).toBe('-1');
    await expect(unwrap(client.POST('/api/login/bindAccount', { body: { unit_code: 'LJ001', student_number: '20260102', student_password: 'wrong', type: '1' } }))).rejects.toThrow('学校编号、学号或密码不正确');
    await unwrap(client.POST('/api/login/bindAccount', { body: { unit_code: 'LJ001', student_number: '20260102', student_password: '20260102', type: '1' } }));
    const again = await m.signIn('13588889999', result.password);
    const info = await unwrap(again.GET('/api/login/userinfo'));
    expect(info.userRoleUnits).toEqual([{ user_type: '9', unit_id: 101, unit_name: '临江市第一中学', student_name: '王小红', student_number: '20260102' }]);
    const role = info.userRoleUnits[0];
    if (!role) throw new Error('no role');
    await unwrap(again.POST('/api/login/disbindStudentAccount', { body: role }));
    await expect(unwrap(again.POST('/api/login/disbindStudentAccount', { body: role }))).rejects.toThrow('该学生已解绑');
  });

  it('refuses a request that breaks the contract with 422 and logs it loudly', async () => {
    const res = await fetch(`${m.mock.url}/api/login/sendPhoneCode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '12345' }) });
    expect(res.status).toBe(422);
    const problem = (await res.json()) as { validation: { location: string[]; message: string }[] };
    expect(problem.validation[0]?.location).toEqual(['body', 'phone']);
    expect(m.errors.some((e) => e.startsWith('CONTRACT VIOLATION: POST /api/login/sendPhoneCode -> 422'))).toBe(true);
  });

  it('answers a scenario example rule straight from the bundle, and unhandled operations with their ok example', async () => {
    await fetch(`${m.mock.url}/__mock/scenario`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules: [{ path: '/api/login/userinfo', example: 'markingTeacher', times: 1 }] }) });
    const client = await m.signIn();
    expect((await unwrap(client.GET('/api/login/userinfo'))).user.user_name).toBe('王芳');
    expect((await unwrap(client.GET('/api/login/userinfo'))).user.user_name).toBe('张伟');
    const res = await fetch(`${m.mock.url}/__mock/coverage`);
    const coverage = (await res.json()) as { total: number; stateful: number; operations: { operationId: string; source: string }[] };
    expect(coverage.total).toBe(coverage.operations.length);
    expect(coverage.operations.find((o) => o.operationId === 'dologin')?.source).toBe('stateful');
    // Every operation has a handler now; a scenario rule still answers the contract's example, marked as such.
    expect(coverage.operations.filter((o) => o.source === 'example')).toEqual([]);
    expect(coverage.operations.find((o) => o.operationId === 'getExamManagers')?.source).toBe('stateful');
    await fetch(`${m.mock.url}/__mock/scenario`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules: [{ path: '/api/exam/examPermission/getExamManagers', example: 'ok', times: 1 }] }) });
    const fromExample = await client.POST('/api/exam/examPermission/getExamManagers', { body: { exam_id: 3001 } });
    expect(fromExample.response.headers.get('x-mock-source')).toBe('example');
    expect(fromExample.data?.result).toEqual([{ user_id: 2104, user_name: '刘洋', user_account: 'liuyang', cellphone: '13700001111', subject_id: null }]);
    const managers = await client.POST('/api/exam/examPermission/getExamManagers', { body: { exam_id: 3001 } });
    expect(managers.response.headers.get('x-mock-source')).toBe('stateful');
  });
});
