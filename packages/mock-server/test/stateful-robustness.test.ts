// POST /__mock/reset brings back the whole seeded world, including the records seeded from the contract's own
// examples (tags, the permission tree), and the served examples never change with the store. Also: multipart
// requests whose file part is a text field are refused before any handler reads them. A reset can keep named sessions
// signed in (a test runner's stored sign-ins).
import { unwrap } from '@exam/sdk/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

const ids = (nodes: readonly { permission_id: number; children?: readonly unknown[] | null }[]): number[] =>
  nodes.flatMap((n) => [n.permission_id, ...ids((n.children ?? []) as typeof nodes)]);

it('restores deleted tags and permissions, and the contract examples stay as written', async () => {
  let c = await m.signIn();
  const tags = await unwrap(c.GET('/api/tag/loadalltags'));
  const tree = await unwrap(c.GET('/api/permission/loadallpermission'));
  const tag = tags[0];
  const permissionId = ids(tree).at(-1);
  if (!tag || permissionId === undefined) throw new Error('the seed has tags and permissions');

  await unwrap(c.POST('/api/tag/deltag', { body: { tid: tag.tag_id } }));
  await unwrap(c.POST('/api/permission/delpermission', { body: { permissionid: permissionId } }));
  expect((await unwrap(c.GET('/api/tag/loadalltags'))).some((t) => t.tag_id === tag.tag_id)).toBe(false);
  expect(ids(await unwrap(c.GET('/api/permission/loadallpermission')))).not.toContain(permissionId);

  // The contract's example (served by a scenario rule) still holds what was deleted from the store.
  const rule = await fetch(`${m.mock.url}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: [{ path: '/api/tag/loadalltags', example: 'ok' }] }),
  });
  expect(rule.ok).toBe(true);
  expect((await unwrap(c.GET('/api/tag/loadalltags'))).some((t) => t.tag_id === tag.tag_id)).toBe(true);
  await fetch(`${m.mock.url}/__mock/scenario`, { method: 'DELETE' });

  expect((await fetch(`${m.mock.url}/__mock/reset`, { method: 'POST' })).ok).toBe(true);
  c = await m.signIn();
  expect(await unwrap(c.GET('/api/tag/loadalltags'))).toEqual(tags);
  expect(await unwrap(c.GET('/api/permission/loadallpermission'))).toEqual(tree);
});

it('refuses a file field sent as a text field with a clear 422, on every multipart call', async () => {
  const cookie = await (async () => {
    const res = await fetch(`${m.mock.url}/api/login/dologin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false }),
    });
    return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  })();
  const cases: [string, Record<string, string>][] = [
    ['/api/info/user/importteacher', { excelfile: 'not a file', unitid: '101' }],
    ['/api/info/student/importstu', { excelfile: 'not a file', unitid: '101' }],
    ['/api/examupload/getuploadpapers', { uploadfiles: 'not a file', examid: '3001', subjectid: '2', paperid: '7001' }],
    ['/api/scannerApi/putpic', { type: '1', exam_id: '3001', subject_id: '2', is_cover: '0', page1: 'not a file' }],
  ];
  for (const [path, fields] of cases) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch(`${m.mock.url}${path}`, { method: 'POST', headers: { cookie }, body: form });
    expect(res.status, path).toBe(422);
    expect(JSON.stringify(await res.json()), path).toContain('must be a file part, a text field was sent');
  }
});

it('refuses names that are only spaces with the screen’s Chinese text, and stores typed names trimmed', async () => {
  const c = await m.signIn();
  const refused = async (call: Promise<unknown>, text: string) => expect(unwrap(call as never)).rejects.toThrow(text);
  await refused(c.POST('/api/examroom/saveExamRoom', { body: { exam_id: 3001, subject_id: 2, unit_id: 101, name: '   ' } }), '考场名称不能为空');
  await refused(c.POST('/api/unit/saveunit', { body: { unitname: '  ', unitcode: 'X1', shortcode: 'X1', unittype: '4', parentid: 10 } }), '请填写单位名称');
  await refused(c.POST('/api/info/student/savestu', { body: { stuname: ' ', stunum: '20269999', password: '', grade_id: 10, class_id: 5011, unitid: 101 } }), '请填写学生姓名');
  await refused(c.POST('/api/tag/savetag', { body: { name: '  ', catalog: '地区', type: 'unit_tag' } }), '请填写标签名称');
  await refused(c.POST('/api/permission/savepermission', { body: { permissionname: ' ', type: 2, sort: 1, parentid: 0 } }), '请填写权限名称');

  await unwrap(c.POST('/api/examroom/saveExamRoom', { body: { exam_id: 3001, subject_id: 2, unit_id: 101, name: '  第九考场 ' } }));
  const rooms = await unwrap(c.POST('/api/examroom/listExamRoomInfo', { body: { exam_id: 3001, subject_id: 2, unit_id: 101, page: 1, pagesize: 100 } }));
  expect(rooms.datalist.map((r) => r.name)).toContain('第九考场');
});

it('keeps the sessions a reset names, asleep until their next call and in the role a sign-in starts in, and ends the others', async () => {
  const signIn = async (ua: string, up = 'Lj@2026pass') => {
    const res = await fetch(`${m.mock.url}/api/login/dologin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ua, up, rememberMe: false }),
    });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { cookie, token: cookie.split('=')[1] ?? '' };
  };
  const userinfo = async (cookie: string) => (await fetch(`${m.mock.url}/api/login/userinfo`, { headers: { cookie } })).json() as Promise<{ success: boolean; result: { user?: { user_type: string; unit_id: number } } | string }>;
  const kept = await signIn('zhangwei');
  const signedOut = await signIn('liuyang');
  const other = await signIn('wangfang');
  await fetch(`${m.mock.url}/api/login/changeUnitRole`, { method: 'POST', headers: { cookie: kept.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ user_type: '4', unit_id: 102 }) });
  await fetch(`${m.mock.url}/api/login/dologout`, { headers: { cookie: signedOut.cookie } });
  expect(await userinfo(other.cookie)).toMatchObject({ success: true });
  expect(await userinfo(kept.cookie)).toMatchObject({ success: true, result: { user: { user_type: '4', unit_id: 102 } } });

  const res = await fetch(`${m.mock.url}/__mock/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keepSessions: [kept.token, signedOut.token, 'NOT-A-TOKEN'] }),
  });
  expect(await res.json()).toEqual({ reset: true, keptSessions: [kept.token] });
  // Asleep until its next call: no one is online in the fresh world, and the call wakes the kept session alone.
  const admin = await signIn('admin', 'Admin@2026');
  const clients = async () => (await fetch(`${m.mock.url}/api/redis/info`, { headers: { cookie: admin.cookie } }).then((r) => r.json()) as { result: { connected_clients: string } }).result.connected_clients;
  expect(await clients()).toBe('1');
  expect(await userinfo(kept.cookie)).toMatchObject({ success: true, result: { user: { user_type: '2', unit_id: 10 } } });
  expect(await clients()).toBe('2');
  for (const ended of [signedOut, other]) expect(await userinfo(ended.cookie)).toMatchObject({ success: false, result: expect.stringContaining('登录失效') });

  const refused = await fetch(`${m.mock.url}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"keepSessions":"all"}' });
  expect(refused.status).toBe(400);
  expect(await userinfo(kept.cookie)).toMatchObject({ success: true });
});
