// A download refused with a JSON failure envelope, as the contract declares it beside the file (spec 2 §7): the
// stateful mock answers it as JSON, checked against the declared envelope, and the SDK turns it into the ApiError
// carrying the server's text. A scenario rule can ask a download for its named failure example.
import { ApiError, LoginExpiredError, download } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { useSignedInMock, type Client, type StatefulMock } from './stateful-support.ts';

let m: StatefulMock;
let c: Client;
useSignedInMock((mock, client) => {
  m = mock;
  c = client;
});

const setScenario = (rules: unknown[]) =>
  fetch(`${m.mock.url}/__mock/scenario`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules }) });

describe('a download refused with JSON', () => {
  it("answers the handler's failure as JSON and the SDK throws it with the server's text", async () => {
    const call = () => c.POST('/api/exam/downloadNotScanStudentList', { body: { exam_id: 3001, subject_id: 99, page: 1, pagesize: 999999 }, parseAs: 'blob' });
    const raw = await call();
    expect(raw.response.headers.get('content-type')).toMatch(/application\/json/);
    const error = await download(call()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '考试科目不存在', status: 200 });
  });

  it("answers the operation's named failure example (loginExpired) as JSON when a scenario asks for it", async () => {
    const rule = await setScenario([{ path: '/api/exam/downloadTeacherTurn', example: 'loginExpired', times: 1 }]);
    expect(rule.status).toBe(200);
    const answer = await fetch(`${m.mock.url}/api/exam/downloadTeacherTurn?exam_id=3001&subject_id=2&question_id=804`);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(await answer.json()).toEqual({ success: false, result: '登录失效，请重新登录' });
    // The rule is used up: the same download is the file again.
    const file = await download(c.GET('/api/exam/downloadTeacherTurn', { params: { query: { exam_id: 3001, subject_id: 2, question_id: 804 } }, parseAs: 'blob' }));
    expect(file.fileName).toContain('阅卷教师');
  });

  it('a failure example through the strict SDK client becomes LoginExpiredError', async () => {
    await setScenario([{ path: '/api/info/user/downimporttemplate', example: 'loginExpired', times: 1 }]);
    const error = await download(c.GET('/api/info/user/downimporttemplate', { parseAs: 'blob' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginExpiredError);
  });
});
