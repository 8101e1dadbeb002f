// The access model (openapi/access.yaml → @exam/sdk ACCESS) as the mock enforces it (issue 29), generated from the
// contract and the table: every operation has an entry (a new operation without one fails here), every page-gated
// operation is refused to a role of the seed that lacks its pages and let through the access check for one that holds
// them, and every scanner call (grant: scan) is refused to a role that may not scan the exam subject it names and to
// a school-level scanner naming another school. The cases seen in the portal are in stateful-access.test.ts.
import { ACCESS } from '@exam/sdk';
import type { Access } from '@exam/sdk';
import { describe, expect, it } from 'vitest';
import { pageUrls, refusal } from '../src/stateful/access.ts';
import { createStatefulApp } from '../src/stateful/app.ts';
import { maySubjectScan } from '../src/stateful/domains/scan-setup.ts';
import type { Session } from '../src/stateful/store.ts';
import { SESSION_COOKIE } from '../src/stateful/app.ts';

const app = createStatefulApp({ logger: { info: () => {}, warn: () => {}, error: () => {} } });
const session = (user_id: number, user_type: Session['user_type'], unit_id: number): Session => ({ token: 't', user_id, user_type, unit_id, created: 0 });
const ADMIN = session(1001, '1', 1);
/** Every role of the seed's accounts, as a session of it. */
const roles = [...app.store.data.accounts.values()].flatMap((a) => a.roles.map((r) => session(a.user_id, r.user_type, r.unit_id)));
const accessOf = (id: string) => (ACCESS as Record<string, Access | undefined>)[id];

describe('the access table covers the contract', () => {
  it.each(app.table.operations.map((o) => o.operationId))('%s has an entry', (id) => {
    expect(accessOf(id)).toBeDefined();
  });
});

const gated = app.table.operations.flatMap((o) => {
  const access = accessOf(o.operationId);
  return typeof access === 'object' && 'pages' in access ? [{ id: o.operationId, pages: access.pages, userTypes: access.userTypes }] : [];
});

describe('each page-gated operation, generated from the table', () => {
  it.each(gated)('$id: refused to a role without its pages, let through for one with them', ({ id, pages, userTypes }) => {
    const lacking = roles.find((r) => !pages.some((p) => pageUrls(app.store, r).has(p)));
    if (!lacking) throw new Error(`no account of the seed lacks ${pages.join(', ')}`);
    expect(refusal(app.store, lacking, id, {}, new URLSearchParams())).toBe('没有该功能的权限');
    const holder = roles.find((r) => pages.some((p) => pageUrls(app.store, r).has(p)) && (!userTypes || userTypes.includes(r.user_type))) ?? ADMIN;
    expect(refusal(app.store, holder, id, {}, new URLSearchParams())).toBeUndefined();
  });
});


const scoped = app.table.operations.flatMap((o) => {
  const access = accessOf(o.operationId);
  return typeof access === 'object' && 'pages' in access && access.scope ? [{ id: o.operationId, pages: access.pages, userTypes: access.userTypes }] : [];
});

describe('each operation with a data scope, generated from the table', () => {
  it.each(scoped)('$id: refused for a unit outside the holder’s scope, let through for his own', ({ id, pages, userTypes }) => {
    // A holder of its pages and type whose scope is not every unit (types 1 and 6 reach every school).
    const holder = roles.find((r) => !['1', '6'].includes(r.user_type) && pages.some((p) => pageUrls(app.store, r).has(p)) && (!userTypes || userTypes.includes(r.user_type)));
    if (!holder) throw new Error(`no scoped holder of ${pages.join(', ')} in the seed`);
    const own = new Set(app.store.subtree(holder.unit_id).map((u) => u.unit_id));
    const outside = [...app.store.data.units.keys()].find((unitId) => !own.has(unitId));
    if (outside === undefined) throw new Error('a unit outside the holder’s scope');
    expect(refusal(app.store, holder, id, { unit_id: outside }, new URLSearchParams())).toBe('没有该单位的数据权限');
    expect(refusal(app.store, holder, id, { unit_id: holder.unit_id }, new URLSearchParams())).toBeUndefined();
  });
});

const granted = app.table.operations.flatMap((o) => {
  const access = accessOf(o.operationId);
  return typeof access === 'object' && 'grant' in access ? [o.operationId] : [];
});

describe('each scanner call (grant: scan), generated from the table', () => {
  const exam = app.store.data.exams.get(3001);
  if (!exam) throw new Error('the seed has exam 3001');
  const subject = { exam_id: 3001, subject_id: 2 };
  const mayScan = (r: Session) => maySubjectScan(app.store, r, exam, 2);
  const lacking = roles.find((r) => !mayScan(r));
  // A school-level role that may scan (scan staff or granted 试卷扫描), for the school scope.
  const schoolScanner = roles.find((r) => !['1', '2', '6'].includes(r.user_type) && mayScan(r));
  const otherSchool = exam.unit_ids.find((id) => id !== schoolScanner?.unit_id);

  it('covers the scanner calls', () => {
    expect(granted).toContain('scannerApiPutpic');
    expect(granted).toContain('scannerApiDeletePicAndRollback');
    expect(granted).not.toContain('examConnectScanner');
  });
  it.each(granted)('%s: refused to a role that may not scan the subject and for another school; let through for its scanners', (id) => {
    if (!lacking || !schoolScanner || otherSchool === undefined) throw new Error('the seed has a role without scanning and a school-level scanner');
    expect(refusal(app.store, lacking, id, subject, new URLSearchParams())).toBe('没有该科目的扫描权限');
    expect(refusal(app.store, schoolScanner, id, subject, new URLSearchParams())).toBeUndefined();
    expect(refusal(app.store, schoolScanner, id, { ...subject, exam_unit_id: schoolScanner.unit_id }, new URLSearchParams())).toBeUndefined();
    expect(refusal(app.store, schoolScanner, id, { ...subject, exam_unit_id: otherSchool }, new URLSearchParams())).toBe('没有该单位的数据权限');
    expect(refusal(app.store, ADMIN, id, { ...subject, exam_unit_id: otherSchool }, new URLSearchParams())).toBeUndefined();
  });
});

/** An operation's JSON request example from the contract, or undefined (no body, or a body of another type). */
function requestOf(id: string): { method: string; url: string; body?: unknown } | undefined {
  const op = app.table.operations.find((o) => o.operationId === id);
  if (!op || op.pathTemplate.includes('{')) return undefined;
  const paths = (app.table.bundle as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { example?: unknown }> }; parameters?: { required?: boolean }[] }>> }).paths;
  const spec = paths[op.pathTemplate]?.[op.method.toLowerCase()];
  if (!spec || (spec.parameters ?? []).some((p) => p.required)) return undefined;
  if (!spec.requestBody) return { method: op.method, url: op.pathTemplate };
  const example = spec.requestBody.content?.['application/json']?.example;
  return example === undefined ? undefined : { method: op.method, url: op.pathTemplate, body: example };
}

const dispatched = gated.flatMap((g) => {
  const request = requestOf(g.id);
  return request ? [{ ...g, request }] : [];
});

describe('through the dispatch: each page-gated operation sent its contract example by a role without its pages', () => {
  it('covers most page-gated operations', () => {
    expect(dispatched.length).toBeGreaterThan(gated.length / 2);
  });
  it.each(dispatched)('$id is refused', async ({ id, pages, request }) => {
    // The pages held in the exam the example names count too (分配权限, the exam's administrators and creator).
    const fields = (request.body ?? {}) as Record<string, unknown>;
    const examId = [fields.exam_id, fields.examid, fields.examId].find((v): v is number => typeof v === 'number');
    const lacking = roles.find((r) => !pages.some((p) => pageUrls(app.store, r, examId).has(p)));
    if (!lacking) throw new Error(`no account of the seed lacks ${pages.join(', ')}`);
    const token = `TABLE-${id}`;
    app.store.sessions.set(token, { ...lacking, token });
    const answer = await app.handle({
      method: request.method,
      url: request.url,
      headers: { cookie: `${SESSION_COOKIE}=${token}`, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: request.body === undefined ? new Uint8Array() : new TextEncoder().encode(JSON.stringify(request.body)),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(new TextDecoder().decode(answer.body))).toEqual({ success: false, result: '没有该功能的权限' });
  });
});

describe('a bureau reaches the schools under it only', () => {
  /** Calls an operation through the app's whole request handling as this session. */
  async function call(as: Session, path: string, body: unknown): Promise<{ success: boolean; result: unknown }> {
    const token = `BUREAU-${as.unit_id}`;
    app.store.sessions.set(token, { ...as, token });
    const answer = await app.handle({ method: 'POST', url: path, headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/json' }, body: new TextEncoder().encode(JSON.stringify(body)) });
    return JSON.parse(new TextDecoder().decode(answer.body)) as { success: boolean; result: unknown };
  }
  // Exam 3001's schools (101, 102) are under 临江市教育局 (10), not under 临江市江南区教育局 (12).
  const list = { exam_id: 3001, subject_id: 3, room_id: null, kind: 'all', state: null, keyword: '', page: 1, pagesize: 50 };

  it('the absence check lists and confirms the participants of its own schools, not another bureau\'s', async () => {
    const city = session(2001, '2', 10);
    const jiangnan = session(2001, '2', 12);
    const ofCity = (await call(city, '/api/exam/absentstudentmge/list', list)).result as { totalrecords: number; datalist: { student_id: string }[] };
    expect(ofCity.totalrecords).toBeGreaterThan(0);
    expect(await call(jiangnan, '/api/exam/absentstudentmge/list', list)).toMatchObject({ success: true, result: { totalrecords: 0, datalist: [] } });
    expect(await call(jiangnan, '/api/exam/absentstudentmge/list', { ...list, unit_id: 101 })).toEqual({ success: false, result: '没有该单位的数据权限' });
    const id = ofCity.datalist[0]?.student_id ?? '';
    expect(await call(jiangnan, '/api/exam/absentstudentmge/confirm', { exam_id: 3001, subject_id: 3, student_ids: [id], absent: true })).toEqual({ success: false, result: `考号${id}不属于您管辖的学校` });
  });
});
