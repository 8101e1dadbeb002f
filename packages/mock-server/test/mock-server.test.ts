// The contract mode end to end: a real front server and Prism, started in process on a free port.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockServer } from '../src/index.ts';
import type { Logger, MockServer, RequestLogEntry } from '../src/index.ts';

let mock: MockServer;
const logged: { level: keyof Logger; message: string }[] = [];
const logger: Logger = {
  info: (message) => logged.push({ level: 'info', message }),
  warn: (message) => logged.push({ level: 'warn', message }),
  error: (message) => logged.push({ level: 'error', message }),
};

beforeAll(async () => {
  mock = await startMockServer({ mode: 'contract', port: 0, logger });
});
afterAll(async () => {
  await mock?.close();
});
beforeEach(async () => {
  await fetch(`${mock.url}/__mock/scenario`, { method: 'DELETE' });
  await fetch(`${mock.url}/__mock/requests`, { method: 'DELETE' });
  logged.length = 0;
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${mock.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function login(): Promise<string> {
  const res = await post('/api/login/dologin', { ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: true });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ success: true, result: '登录成功' });
  const setCookie = res.headers.getSetCookie();
  expect(setCookie).toHaveLength(1);
  expect(setCookie[0]).toMatch(/^JSESSIONID=[^;]+; Path=\/; HttpOnly/);
  return (setCookie[0] ?? '').split(';')[0] ?? '';
}

const userinfo = (cookie?: string) =>
  fetch(`${mock.url}/api/login/userinfo`, cookie ? { headers: { cookie } } : {});

const setScenario = async (rules: unknown[]) => {
  const res = await post('/__mock/scenario', { rules });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
};

const requestLog = async (): Promise<RequestLogEntry[]> =>
  ((await (await fetch(`${mock.url}/__mock/requests`)).json()) as { requests: RequestLogEntry[] }).requests;

describe('health', () => {
  it('answers 200 once Prism is ready', async () => {
    const res = await fetch(`${mock.url}/__mock/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', mode: 'contract', backend: 'prism' });
  });
});

describe('session', () => {
  it('answers the ok userinfo example with the session cookie from dologin', async () => {
    const cookie = await login();
    const res = await userinfo(cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; result: { user: { user_account: string } } };
    expect(body.success).toBe(true);
    expect(body.result.user.user_account).toBe('zhangwei');
  });

  it('answers the 登录失效 envelope (HTTP 200) without the cookie, and logs it', async () => {
    const res = await userinfo();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false, result: '登录失效，请重新登录' });
    expect(logged.some((l) => l.message.includes('/api/login/userinfo') && l.message.includes('登录失效'))).toBe(true);
    expect((await requestLog()).at(-1)).toMatchObject({ path: '/api/login/userinfo', status: 200, outcome: 'login-expired' });
  });
});

describe('scenario rules', () => {
  it('picks a named example and expires after `times`', async () => {
    const cookie = await login();
    await setScenario([{ method: 'GET', path: '/api/login/userinfo', example: 'markingTeacher', times: 2 }]);
    const accounts: string[] = [];
    for (let i = 0; i < 3; i++) {
      const body = (await (await userinfo(cookie)).json()) as { result: { user: { user_account: string } } };
      accounts.push(body.result.user.user_account);
    }
    expect(accounts).toEqual(['wangfang', 'wangfang', 'zhangwei']);
    const listed = (await (await fetch(`${mock.url}/__mock/scenario`)).json()) as { rules: { used: number; remaining: number }[] };
    expect(listed.rules[0]).toMatchObject({ used: 2, remaining: 0 });
  });

  it('answers a failure example such as loginExpired as the contract writes it', async () => {
    const cookie = await login();
    await setScenario([{ path: '/api/login/userinfo', example: 'bufferCleared' }]);
    expect(await (await userinfo(cookie)).json()).toEqual({ success: false, result: '缓存已被管理员清除，请重新加载页面' });
  });

  it('answers with a status and a small text body', async () => {
    await setScenario([{ method: 'POST', path: '/api/common/loadcodebytype', status: 500, times: 1 }]);
    const first = await post('/api/common/loadcodebytype', { type: 'user_type' });
    expect(first.status).toBe(500);
    expect(first.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await first.text()).toContain('HTTP 500');
    // The rule is used up: the next call reaches Prism, which asks for the session like any other call.
    const second = await post('/api/common/loadcodebytype', { type: 'user_type' });
    expect(await second.json()).toEqual({ success: false, result: '登录失效，请重新登录' });
  });

  it('drops the connection', async () => {
    await setScenario([{ path: '/api/login/dologout', drop: true }]);
    await expect(fetch(`${mock.url}/api/login/dologout`)).rejects.toThrow();
    expect((await requestLog()).at(-1)).toMatchObject({ path: '/api/login/dologout', status: null, outcome: 'dropped' });
  });

  it('delays the answer', async () => {
    await setScenario([{ method: 'GET', path: '/api/login/dologout', delayMs: 400 }]);
    const started = Date.now();
    const res = await fetch(`${mock.url}/api/login/dologout`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(await res.json()).toEqual({ success: true, result: '退出成功' });
    expect(res.headers.getSetCookie()[0]).toMatch(/^JSESSIONID=; .*Max-Age=0/);
  });

  it('holds the answer back after the backend has acted (an answer lost after the server acted)', async () => {
    await setScenario([{ method: 'GET', path: '/api/login/dologout', answerDelayMs: 400, times: 1 }]);
    const started = Date.now();
    let answered = false;
    const answer = fetch(`${mock.url}/api/login/dologout`).then((res) => {
      answered = true;
      return res;
    });
    // The log has the call, answered by the backend, while the client still waits.
    await expect.poll(async () => (await requestLog()).at(-1)).toMatchObject({ path: '/api/login/dologout', status: 200, outcome: 'backend', answerHeldMs: 400 });
    expect(answered).toBe(false);
    const res = await answer;
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(await res.json()).toEqual({ success: true, result: '退出成功' });
  });

  it('refuses rules that do not fit the contract, with every reason', async () => {
    const res = await post('/__mock/scenario', {
      rules: [
        { path: '/api/login/userinfo', example: 'noSuchExample' },
        { method: 'POST', path: '/api/login/userinfo' },
        { path: '/api/not/there' },
        { path: '/api/login/dologout', status: 42, times: 0 },
      ],
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: string[] };
    expect(errors).toHaveLength(5);
    expect(errors.join('\n')).toContain('noSuchExample');
    // A refused scenario leaves the previous one in place (here: none).
    expect(await (await fetch(`${mock.url}/__mock/scenario`)).json()).toEqual({ rules: [] });
  });

  it('DELETE clears the rules', async () => {
    await setScenario([{ path: '/api/login/dologout', status: 503 }]);
    await fetch(`${mock.url}/__mock/scenario`, { method: 'DELETE' });
    expect((await fetch(`${mock.url}/api/login/dologout`)).status).toBe(200);
  });
});

describe('contract validation', () => {
  it('answers 422 to a request that violates the contract, and says so loudly', async () => {
    const res = await post('/api/login/sendPhoneCode', { phone: '123' });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toContain('problem+json');
    const error = logged.find((l) => l.level === 'error' && l.message.includes('CONTRACT VIOLATION'));
    expect(error?.message).toContain('/api/login/sendPhoneCode');
    expect(error?.message).toContain('body.phone');
    const [entry] = await requestLog();
    expect(entry).toMatchObject({ status: 422, outcome: 'contract-violation', body: { phone: '123' } });
    expect(entry?.violations?.[0]).toMatch(/phone must match pattern/);
  });

  it('accepts the same call with a valid phone number', async () => {
    const res = await post('/api/login/sendPhoneCode', { phone: '13812345678' });
    expect(await res.json()).toEqual({ success: true, result: '验证码已发送' });
  });
});

describe('request log', () => {
  it('records method, path, status and the body with every password masked', async () => {
    const cookie = await login();
    await post('/api/login/editPassword', { oldPassword: 'Lj@2026pass', newPass1: 'Lj@2027pass', newPass2: 'Lj@2027pass' }, { cookie });
    await post(
      '/api/login/bindAccount',
      { unit_code: 'LJ001', student_number: '20260101', student_password: '20260101', type: '1' },
      { cookie },
    );
    const entries = await requestLog();
    expect(entries.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'POST /api/login/dologin 200',
      'POST /api/login/editPassword 200',
      'POST /api/login/bindAccount 200',
    ]);
    expect(entries[0]?.body).toEqual({ ua: 'zhangwei', up: '***', rememberMe: true });
    expect(entries[1]?.body).toEqual({ oldPassword: '***', newPass1: '***', newPass2: '***' });
    expect(entries[2]?.body).toEqual({ unit_code: 'LJ001', student_number: '20260101', student_password: '***', type: '1' });
    expect(JSON.stringify(entries)).not.toContain('Lj@20');

    const filtered = (await (await fetch(`${mock.url}/__mock/requests?path=/api/login/bindAccount`)).json()) as {
      requests: RequestLogEntry[];
    };
    expect(filtered.requests).toHaveLength(1);

    await fetch(`${mock.url}/__mock/requests`, { method: 'DELETE' });
    expect(await requestLog()).toEqual([]);
  });

  it('does not record the control API itself', async () => {
    await fetch(`${mock.url}/__mock/scenario`);
    expect(await requestLog()).toEqual([]);
  });
});
