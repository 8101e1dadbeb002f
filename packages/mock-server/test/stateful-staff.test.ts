// Exam staff, system management, progress on the push channel and the fault switches, through the SDK's strict
// Node client against the stateful mock (every answer validated by the client and by the server).
import { download, unwrap } from '@exam/sdk/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRows, writeWorkbook } from '../src/stateful/lib/xlsx.ts';
import { openPush as openPushChannel, useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

let m: StatefulMock;
let c: Client;
useSignedInMock((mock, client) => {
  m = mock;
  c = client;
});

const xlsxFile = async (rows: Record<string, unknown>[]) =>
  new File([new Uint8Array(await writeWorkbook([{ name: '导入', columns: [{ header: '账号', key: 'a' }, { header: '题组', key: 'g' }, { header: '轮次', key: 't' }], rows }]))], 't.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('marking teachers', () => {
  it('lists, adds, finds and removes marking teachers of an exam subject', async () => {
    const first = await unwrap(c.POST('/api/exam/loadexamteacher', { body: { page: 1, pagesize: 100, examid: 3001, subjectid: 2 } }));
    expect(first.datalist.map((t) => t.user_name)).toEqual(expect.arrayContaining(['王芳', '孙丽', '黄磊', '张伟']));
    expect(first.datalist.find((t) => t.user_id === 2001)?.is_online).toBe(1); // 张伟 is signed in
    const free = await unwrap(c.POST('/api/exam/loadunitteacher', { body: { examid: 3001, subjectid: 2, unitid: 101 } }));
    expect(free.some((t) => t.user_id === 3105)).toBe(false);
    const chen = free.find((t) => t.user_name === '陈静');
    if (!chen) throw new Error('陈静 not offered');
    await unwrap(c.POST('/api/exam/saveteacher', { body: { examid: 3001, subjectid: 2, teacherList: [chen.user_id] } }));
    await expect(unwrap(c.POST('/api/exam/saveteacher', { body: { examid: 3001, subjectid: 2, teacherList: [chen.user_id] } }))).rejects.toThrow('陈静已是该科目的阅卷教师');
    const found = await unwrap(c.POST('/api/exam/loadexamteacher', { body: { page: 1, pagesize: 15, examid: 3001, subjectid: 2, username: '陈静' } }));
    expect(found).toMatchObject({ totalrecords: 1, datalist: [{ user_id: chen.user_id, is_online: 0 }] });
    const paged = await unwrap(c.POST('/api/exam/loadexamteacher', { body: { page: 2, pagesize: 2, examid: 3001, subjectid: 2 } }));
    expect(paged.datalist).toHaveLength(2);
    expect(paged.datalist[0]?.user_id).toBe(first.datalist[2]?.user_id);
    await unwrap(c.POST('/api/exam/delteacher', { body: { teacherid: chen.user_id, examid: 3001, subjectid: 2 } }));
    expect((await unwrap(c.POST('/api/exam/loadexamteacher', { body: { page: 1, pagesize: 15, examid: 3001, subjectid: 2, username: '陈静' } }))).totalrecords).toBe(0);
    await expect(unwrap(c.POST('/api/exam/delteacher', { body: { teacherid: 3108, examid: 3001, subjectid: 2 } }))).rejects.toThrow('已有阅卷记录');
    await expect(unwrap(c.POST('/api/exam/loadexamteacher', { body: { page: 1, pagesize: 15, examid: 9999, subjectid: 2 } }))).rejects.toThrow('考试不存在');
  });

  it('offers the participating schools’ teachers when asked for the exam’s own unit', async () => {
    const free = await unwrap(c.POST('/api/exam/loadunitteacher', { body: { examid: 3001, subjectid: 2, unitid: 10 } }));
    expect(free.map((t) => t.user_account)).toEqual(expect.arrayContaining(['linke', 'chenjing', 'zhaolei']));
    expect(free.some((t) => t.user_id === 3105)).toBe(false);
    const scanners = await unwrap(c.POST('/api/exam/loadunitscanner', { body: { examid: 3001, subjectid: 2, unitid: 10, username: '陈静' } }));
    expect(scanners.map((t) => t.user_account)).toEqual(['chenjing']);
  });

  it('offers rounds by mark mode and saves a teacher’s groups and rounds', async () => {
    const groups = await unwrap(c.POST('/api/exam/loadExamSubjectQuestionGroup', { body: { examid: 3001, subjectid: 2 } }));
    // 801 选择题 is objective: scored from the answer key, it has no marking rounds to offer.
    expect(groups.map((g) => [g.question_id, g.mark_mode])).toEqual([[802, 2], [803, 3], [804, 3]]);
    await expect(unwrap(c.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3105, data: { '801': [1] } } }))).rejects.toThrow('题组801不存在');
    expect(await unwrap(c.POST('/api/exam/loadTeacherQuestionGroup', { body: { examid: 3001, subjectid: 2, teacherid: 3105 } }))).toEqual([
      { question_id: 803, turn: 1 },
      { question_id: 803, turn: 8 },
    ]);
    await expect(unwrap(c.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3105, data: { '802': [3] } } }))).rejects.toThrow('题组“填空题”的评卷模式不包含第三评');
    await unwrap(c.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3105, data: { '802': [1, 2], '803': [2], '804': [] } } }));
    expect(await unwrap(c.POST('/api/exam/loadTeacherQuestionGroup', { body: { examid: 3001, subjectid: 2, teacherid: 3105 } }))).toEqual([
      { question_id: 802, turn: 1 },
      { question_id: 802, turn: 2 },
      { question_id: 803, turn: 2 },
    ]);
    await expect(unwrap(c.POST('/api/exam/loadTeacherQuestionGroup', { body: { examid: 3001, subjectid: 2, teacherid: 3106 } }))).rejects.toThrow('不是本科目的阅卷教师');
  });

  it('generates teachers per round, lists, exports, deletes and imports them', async () => {
    await expect(unwrap(c.POST('/api/exam/batchCreateTeacher', { body: { exam_id: 3001, subject_id: 2, question_id: 804, teacherTurnNum: { turn1: 2, turn2: 0, turn3: 1, turn9: 0, turn8: 0 } } }))).rejects.toThrow('不包含第三评');
    await unwrap(c.POST('/api/exam/batchCreateTeacher', { body: { exam_id: 3001, subject_id: 2, question_id: 804, teacherTurnNum: { turn1: 3, turn2: 2, turn3: 0, turn9: 1, turn8: 0 } } }));
    const list = await unwrap(c.POST('/api/exam/listExamQuestionTeacher', { body: { exam_id: 3001, subject_id: 2, question_id: 804, turn: null, page: 1, pagesize: 15 } }));
    expect(list.totalrecords).toBe(6);
    expect(list.datalist.map((r) => r.turn)).toEqual([1, 1, 1, 2, 2, 9]);
    const second = await unwrap(c.POST('/api/exam/listExamQuestionTeacher', { body: { exam_id: 3001, subject_id: 2, question_id: 804, turn: 2, page: 1, pagesize: 1 } }));
    expect(second).toMatchObject({ totalrecords: 2, datalist: [{ question_name: '解答题18', turn: 2 }] });
    const file = await download(c.GET('/api/exam/downloadTeacherTurn', { params: { query: { exam_id: 3001, subject_id: 2, question_id: 804 } }, parseAs: 'blob' }));
    expect(file.fileName).toContain('阅卷教师');
    const sheet = await readRows(new Uint8Array(await file.blob.arrayBuffer()), [{ header: '账号', key: 'a' }, { header: '轮次', key: 't' }]);
    expect(sheet.rows.map((r) => r.values.t)).toEqual(['一评', '一评', '一评', '二评', '二评', '异常卷']);
    const gone = list.datalist[5];
    if (!gone) throw new Error('no row');
    await unwrap(c.POST('/api/exam/delTeacherTurn', { body: { teacher_id: gone.user_id, exam_id: 3001, subject_id: 2, question_id: 804, turn: 9 } }));
    expect((await unwrap(c.POST('/api/exam/listExamQuestionTeacher', { body: { exam_id: 3001, subject_id: 2, question_id: 804, turn: 9, page: 1, pagesize: 15 } }))).totalrecords).toBe(0);
    await expect(unwrap(c.POST('/api/exam/delTeacherTurn', { body: { teacher_id: 3108, exam_id: 3001, subject_id: 2, question_id: 803, turn: 2 } }))).rejects.toThrow('已有阅卷记录');

    const bad = await c.POST('/api/exam/importTeacher', {
      body: { excelfile: await xlsxFile([{ a: 'chenjing', g: '解答题18', t: 1 }, { a: 'nobody', g: '解答题18', t: 1 }, { a: 'zhaolei', g: '填空题', t: 3 }, { a: 'zhaolei', g: '解答题17', t: 7 }]), exam_id: 3001, subject_id: 2 },
      bodySerializer: (b) => { const f = new FormData(); for (const [k, v] of Object.entries(b)) f.append(k, v instanceof File ? v : String(v)); return f; },
    });
    expect(bad.data).toEqual({ success: false, result: [{ row: 3, msg: '账号不存在' }, { row: 4, msg: '题组“填空题”的评卷模式不包含第三评' }, { row: 5, msg: '轮次只能是1、2、3、8、9' }] });
    const chen = await unwrap(c.POST('/api/exam/listExamQuestionTeacher', { body: { exam_id: 3001, subject_id: 2, question_id: 804, turn: 1, page: 1, pagesize: 15 } }));
    expect(chen.datalist.some((r) => r.user_account === 'chenjing')).toBe(true);
  });

  it('forces a signed-in teacher offline', async () => {
    const wang = await m.signIn('wangfang', 'Lj@2026pass');
    expect((await unwrap(c.POST('/api/exam/loadexamteacher', { body: { page: 1, pagesize: 15, examid: 3001, subjectid: 2, username: '王芳' } }))).datalist[0]?.is_online).toBe(1);
    await unwrap(c.POST('/api/exam/forceLogout', { body: { teacherid: 3105 } }));
    expect((await wang.GET('/api/login/userinfo')).data).toEqual({ success: false, result: '登录失效，请重新登录' });
    await expect(unwrap(c.POST('/api/exam/forceLogout', { body: { teacherid: 3105 } }))).rejects.toThrow('不在线');
  });
});

describe('scan staff', () => {
  it('adds, finds and removes scanners', async () => {
    const before = await unwrap(c.POST('/api/exam/loadexamscanner', { body: { page: 1, pagesize: 100, examid: 3001, subjectid: 1 } }));
    const free = await unwrap(c.POST('/api/exam/loadunitscanner', { body: { examid: 3001, subjectid: 1, unitid: 102, username: '赵磊' } }));
    expect(free.map((t) => t.user_account)).toEqual(['zhaolei']);
    await unwrap(c.POST('/api/exam/savescanner', { body: { examid: 3001, subjectid: 1, teacherList: [3107] } }));
    const after = await unwrap(c.POST('/api/exam/loadexamscanner', { body: { page: 1, pagesize: 100, examid: 3001, subjectid: 1 } }));
    expect(after.totalrecords).toBe(before.totalrecords + 1);
    expect(await unwrap(c.POST('/api/exam/loadunitscanner', { body: { examid: 3001, subjectid: 1, unitid: 102, username: '赵磊' } }))).toEqual([]);
    await unwrap(c.POST('/api/exam/delscanner', { body: { teacherid: 3107, examid: 3001, subjectid: 1 } }));
    await expect(unwrap(c.POST('/api/exam/delscanner', { body: { teacherid: 3107, examid: 3001, subjectid: 1 } }))).rejects.toThrow('不是本科目的扫描员');
  });
});

type PNode = { permission_id: number; parent_id: number; permission_name: string; sort_number?: number; children?: PNode[] };
const findP = (nodes: PNode[] | undefined, id: number): PNode | undefined => {
  for (const n of nodes ?? []) {
    if (n.permission_id === id) return n;
    const hit = findP(n.children, id);
    if (hit) return hit;
  }
  return undefined;
};

describe('system management', () => {
  it('creates, moves, drags and deletes permissions; assigns them to user types and tags', async () => {
    const a = await m.signIn('admin', 'Admin@2026');
    const tree = (await unwrap(a.GET('/api/permission/loadallpermission'))) as PNode[];
    const parent = tree.find((n) => (n.children ?? []).length >= 2);
    if (!parent) throw new Error('no parent with children');
    await unwrap(a.POST('/api/permission/savepermission', { body: { permissionname: '测试页', type: 3, link: '/sys/test', sort: 99, parentid: parent.permission_id } }));
    let now = (await unwrap(a.GET('/api/permission/loadallpermission'))) as PNode[];
    const kids = findP(now, parent.permission_id)?.children ?? [];
    const added = kids[kids.length - 1];
    expect(added?.permission_name).toBe('测试页');
    if (!added) throw new Error('not added');
    await unwrap(a.POST('/api/permission/moveuppermission', { body: { permissionid: added.permission_id, sort: 99, parentid: parent.permission_id } }));
    now = (await unwrap(a.GET('/api/permission/loadallpermission'))) as PNode[];
    const moved = findP(now, parent.permission_id)?.children ?? [];
    expect(moved[moved.length - 2]?.permission_id).toBe(added.permission_id);
    await unwrap(a.POST('/api/permission/changepermission', { body: { srcid: added.permission_id, tgtid: tree[0]?.permission_id ?? 1, type: 'before' } }));
    now = (await unwrap(a.GET('/api/permission/loadallpermission'))) as PNode[];
    expect(now[0]).toMatchObject({ permission_id: added.permission_id, parent_id: 0, sort_number: 1 });
    await unwrap(a.POST('/api/permission/saveusertypeassign', { body: { usertype: '4', permissionids: [added.permission_id, 1] } }));
    expect((await unwrap(a.GET('/api/permission/loadallusertype'))).find((t) => t.user_type === '4')?.permission_ids).toEqual([added.permission_id, 1]);
    await unwrap(a.POST('/api/permission/delpermission', { body: { permissionid: added.permission_id } }));
    expect(findP((await unwrap(a.GET('/api/permission/loadallpermission'))) as PNode[], added.permission_id)).toBeUndefined();
    expect((await unwrap(a.GET('/api/permission/loadallusertype'))).find((t) => t.user_type === '4')?.permission_ids).toEqual([1]);
    const tags = await unwrap(a.GET('/api/permission/loadallusertag'));
    const tag = tags[0];
    if (!tag) throw new Error('no user tags');
    await unwrap(a.POST('/api/permission/saveusertagassign', { body: { tagid: tag.tag_id, permissionids: null } }));
    expect((await unwrap(a.GET('/api/permission/loadallusertag'))).find((t) => t.tag_id === tag.tag_id)?.permission_ids).toBeNull();
  });

  it('creates, edits and deletes tags', async () => {
    await unwrap(c.POST('/api/tag/savetag', { body: { type: 'student_tag', name: '艺术生', catalog: '特长' } }));
    const tag = (await unwrap(c.GET('/api/tag/loadalltags'))).find((t) => t.tag_name === '艺术生');
    if (!tag) throw new Error('not created');
    await unwrap(c.POST('/api/tag/savetag', { body: { tid: tag.tag_id, type: 'student_tag', name: '体育生', catalog: '特长' } }));
    expect((await unwrap(c.GET('/api/tag/loadalltags'))).find((t) => t.tag_id === tag.tag_id)?.tag_name).toBe('体育生');
    await unwrap(c.POST('/api/tag/deltag', { body: { tid: tag.tag_id } }));
    expect((await unwrap(c.GET('/api/tag/loadalltags'))).some((t) => t.tag_id === tag.tag_id)).toBe(false);
  });

  it('pages and filters the logs, and records real sign-ins', async () => {
    const all = await unwrap(c.POST('/api/log/listlog', { body: { page: 1, pagesize: 15 } }));
    // The 150 seeded entries, and before them (newest first) the calls this file's sessions made.
    expect(all.totalrecords).toBeGreaterThan(150);
    expect(all.datalist).toHaveLength(15);
    expect(all.datalist[0]?.request_time.localeCompare(all.datalist[14]?.request_time ?? '')).toBeGreaterThanOrEqual(0);
    const url = await unwrap(c.POST('/api/log/listlog', { body: { page: 1, pagesize: 999, request_url: 'savetag' } }));
    expect(url.totalrecords).toBeGreaterThan(0);
    expect(url.datalist.every((l) => l.request_url.includes('savetag'))).toBe(true);
    const oct = await unwrap(c.POST('/api/log/listlog', { body: { page: 1, pagesize: 999, stime: '2026-10-01', etime: '2026-10-31' } }));
    expect(oct.datalist.every((l) => l.request_time.startsWith('2026-10'))).toBe(true);
    await expect(m.signIn('sunli', 'wrong')).rejects.toThrow();
    // 登录日志 and 缓存监控 are the platform administrator's pages (user type 1), not the bureau's.
    const admin = await m.signIn('admin', 'Admin@2026');
    const mine = await unwrap(admin.POST('/api/log/listloginlog', { body: { page: 1, pagesize: 2, username: 'sunli' } }));
    expect(mine.datalist[0]).toMatchObject({ user_account: 'sunli', proc_success: 0, request_url: '/api/login/dologin' });
    const zw = await unwrap(admin.POST('/api/log/listloginlog', { body: { page: 1, pagesize: 1, username: 'zhangwei' } }));
    expect(zw.datalist[0]).toMatchObject({ proc_success: 1, user_id: 2001 });
    expect((await unwrap(admin.GET('/api/redis/info'))).redis_mode).toBeTruthy();
  });
});

const openPush = (client: Client) => openPushChannel(m, client);

describe('progress on the push channel', () => {
  it('runs the test progress on the push channel, and says so without one', async () => {
    const other = await m.signIn('liuyang', 'Lj@2026pass');
    await expect(unwrap(other.POST('/api/common/test-progress', { body: {} }))).rejects.toThrow('推送通道未连接');
    const { ws, messages } = await openPush(other);
    expect(await unwrap(other.POST('/api/common/test-progress', { body: {} }))).toBe('进度测试完成');
    ws.close();
    expect(messages.map((x) => x.current)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(messages.at(-1)?.end).toBe(true);
  });

  it('generates the report of a finished exam only', async () => {
    expect(await unwrap(c.POST('/api/exam/generateStatistics', { body: { exam_id: 3003 } }))).toBe('考试报告生成成功');
    await expect(unwrap(c.POST('/api/exam/generateStatistics', { body: { exam_id: 3001 } }))).rejects.toThrow('无法生成报告');
  });
});

describe('faults on demand', () => {
  let cookie = '';
  beforeAll(async () => {
    const signed = await fetch(`${m.mock.url}/api/login/dologin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false }) });
    cookie = (signed.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });
  const userinfo = (fault?: string) =>
    fetch(`${m.mock.url}/api/common/loadcodebytype`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', ...(fault ? { 'x-mock-fault': fault } : {}) }, body: JSON.stringify({ type: 'unit_type' }) });

  it('answers each header fault as promised', async () => {
    expect((await userinfo('500')).status).toBe(500);
    expect((await userinfo('503')).status).toBe(503);
    await expect(userinfo('drop')).rejects.toThrow();
    const started = Date.now();
    expect((await userinfo('delay=300')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const malformed = await userinfo('malformed');
    expect(malformed.status).toBe(200);
    await expect(malformed.clone().json()).rejects.toThrow();
    expect(await (await userinfo(`failure=${encodeURIComponent('服务器繁忙, 请稍后')}`)).json()).toEqual({ success: false, result: '服务器繁忙, 请稍后' });
    expect(await (await userinfo('login-expired')).json()).toEqual({ success: false, result: '登录失效，请重新登录' });
    expect(await (await userinfo('buffer-cleared')).json()).toEqual({ success: false, result: '缓存已被管理员清除，请重新加载页面' });
    const wrong = await userinfo('explode');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('unknown fault');
    expect(await (await userinfo()).json()).toMatchObject({ success: true });
  });

  it('applies malformed, failure and fault rules per route', async () => {
    const set = await fetch(`${m.mock.url}/__mock/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [
        { path: '/api/common/loadcodebytype', malformed: true, times: 1 },
        { path: '/api/common/loadcodebytype', failure: '系统维护中', times: 1 },
        { path: '/api/common/loadcodebytype', fault: 'buffer-cleared', times: 1 },
      ] }),
    });
    expect(set.status).toBe(200);
    await expect((await userinfo()).json()).rejects.toThrow();
    expect(await (await userinfo()).json()).toEqual({ success: false, result: '系统维护中' });
    expect(await (await userinfo()).json()).toEqual({ success: false, result: '缓存已被管理员清除，请重新加载页面' });
    expect(await (await userinfo()).json()).toMatchObject({ success: true });
    const refused = await fetch(`${m.mock.url}/__mock/scenario`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules: [{ path: '/api/common/loadcodebytype', fault: 'nonsense' }] }) });
    expect(refused.status).toBe(400);
    await fetch(`${m.mock.url}/__mock/scenario`, { method: 'DELETE' });
  });
});

describe('query parameters', () => {
  it('are checked against their schemas like bodies: a missing or mistyped one is refused with 422', async () => {
    const get = (query: string) => fetch(`${m.mock.url}/api/exam/downloadTeacherTurn?${query}`);
    const missing = await get('exam_id=3001');
    expect(missing.status).toBe(422);
    expect((await missing.json()) as unknown).toMatchObject({ validation: [{ location: ['query'], message: "must have required property 'subject_id'" }] });
    const mistyped = await get('exam_id=abc&subject_id=2&turn=7');
    expect(mistyped.status).toBe(422);
    const { validation } = (await mistyped.json()) as { validation: { location: string[] }[] };
    expect(validation.map((v) => v.location)).toEqual(expect.arrayContaining([['query', 'exam_id'], ['query', 'turn']]));
    // Well-formed numbers in the query are accepted (then the session decides: none here, so login expired).
    const wellFormed = await get('exam_id=3001&subject_id=2&turn=1');
    expect(wellFormed.status).toBe(200);
    expect(await wellFormed.json()).toMatchObject({ success: false });
  });
});
