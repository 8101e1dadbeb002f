// The same stateful handlers in process (MSW, typed with openapi-msw): an SDK client call answered without a server.
import { createNodeClient, unwrap } from '@exam/sdk/node';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { silentLogger } from '../src/logger.ts';
import { createMswHandlers } from '../src/stateful/msw.ts';

const BASE_URL = 'http://api.test';
const server = setupServer(...createMswHandlers(undefined, { baseUrl: BASE_URL, logger: silentLogger }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('signs in, keeps the session cookie and lists the seeded exams, all in process', async () => {
  const { client } = createNodeClient({ baseUrl: BASE_URL, strict: true });
  await unwrap(client.POST('/api/login/dologin', { body: { ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false } }));
  const session = await unwrap(client.GET('/api/login/userinfo'));
  expect(session.user.user_name).toBe('张伟');
  const exams = await unwrap(client.POST('/api/exam/loadexam', { body: { page: 1, pagesize: 10, examname: '期中联考' } }));
  expect(exams.datalist.map((e) => e.exam_id)).toEqual([3001]);
  const refused = await fetch(`${BASE_URL}/api/login/sendPhoneCode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phone":"1"}' });
  expect(refused.status).toBe(422);
});
