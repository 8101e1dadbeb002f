// The browser client against an in-process server (msw with handlers typed by the contract).
import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  ApiError,
  BufferClearedError,
  createApiClient,
  createScannerServiceClient,
  DEFAULT_TIMEOUT_MS,
  download,
  isAbortError,
  LoginExpiredError,
  NetworkError,
  RequestTimeoutError,
  ResponseParseError,
  SCANNER_SERVICE_ORIGIN,
  sessionFailure,
  TIMEOUT_HEADER,
  unwrap,
  unwrapEnvelope,
  uploadTimeoutMs,
  withTimeout,
  type paths,
  type Schemas,
  type ScannerServicePaths,
} from '../src/index';
import { exampleOf, headerExampleOf, rejectionOf, successExampleOf } from './support';

const BASE_URL = 'http://portal.test';
const http = createOpenApiHttp<paths>({ baseUrl: BASE_URL });
const server = setupServer();
// Created before the server starts listening, as an app creates its client at import time: the client must still
// go through the fetch that is current when each request is made.
const api = createApiClient({ baseUrl: BASE_URL });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userinfo = () => api.GET('/api/login/userinfo');
const login = () => api.POST('/api/login/dologin', { body: { ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false } });

describe('unwrap', () => {
  it('resolves with the typed result of a success envelope', async () => {
    const ok = successExampleOf('get', '/api/login/userinfo', 'ok');
    server.use(http.get('/api/login/userinfo', ({ response }) => response(200).json(ok)));

    const session = await unwrap(userinfo());

    expectTypeOf(session).toEqualTypeOf<Schemas['UserInfo']>();
    expect(session.user.user_name).toBe('张伟');
    expect(session).toEqual(ok.result);
  });

  it('throws ApiError with the server text, code and status for success: false', async () => {
    server.use(
      http.post('/api/login/dologin', ({ response }) =>
        response(200).json({ success: false, result: '账号或密码错误', code: -2 }),
      ),
    );

    const error = await rejectionOf(unwrap(login()));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(LoginExpiredError);
    expect(error).not.toBeInstanceOf(BufferClearedError);
    expect(error).toMatchObject({
      name: 'ApiError',
      message: '账号或密码错误',
      status: 200,
      code: -2,
      result: '账号或密码错误',
    });
  });

  it('throws LoginExpiredError when the text says 登录失效', async () => {
    const expired = exampleOf('get', '/api/login/userinfo', 'loginExpired');
    server.use(http.get('/api/login/userinfo', ({ response }) => response(200).json(expired)));

    const error = await rejectionOf(unwrap(userinfo()));

    expect(error).toBeInstanceOf(LoginExpiredError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'LoginExpiredError', message: '登录失效，请重新登录', status: 200 });
    expect((error as LoginExpiredError).code).toBeUndefined();
  });

  it('throws BufferClearedError when the text says the administrator cleared the buffer', async () => {
    const cleared = exampleOf('get', '/api/login/userinfo', 'bufferCleared');
    server.use(http.get('/api/login/userinfo', ({ response }) => response(200).json(cleared)));

    const error = await rejectionOf(unwrap(userinfo()));

    expect(error).toBeInstanceOf(BufferClearedError);
    expect(error).toMatchObject({ name: 'BufferClearedError', message: '缓存已被管理员清除，请重新加载页面' });
  });

  it('turns object and array results into their JSON text', async () => {
    const rows = [{ row: 3, msg: '手机号格式不正确' }];
    const detail = { field: 'ua', reason: '账号已停用' };
    server.use(
      http.post('/api/login/dologin', ({ response }) => response(200).json({ success: false, result: rows })),
      http.get('/api/login/userinfo', ({ response }) =>
        response.untyped(HttpResponse.json({ success: false, result: detail })),
      ),
    );

    const arrayError = await rejectionOf(unwrap(login()));
    const objectError = await rejectionOf(unwrap(userinfo()));

    expect(arrayError).toMatchObject({ message: JSON.stringify(rows), result: rows });
    expect(objectError).toMatchObject({ message: JSON.stringify(detail), result: detail });
  });

  it('throws ApiError with the status and body text for an HTTP error', async () => {
    server.use(
      http.get('/api/login/userinfo', ({ response }) =>
        response.untyped(new HttpResponse('服务器内部错误', { status: 500 })),
      ),
    );

    const error = await rejectionOf(unwrap(userinfo()));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(LoginExpiredError);
    expect(error).toMatchObject({ status: 500, message: '服务器内部错误' });
  });

  it('reads the text of an envelope sent with an HTTP error status', async () => {
    server.use(
      http.get('/api/login/userinfo', ({ response }) =>
        response.untyped(HttpResponse.json({ success: false, result: '系统维护中', code: 9 }, { status: 503 })),
      ),
    );

    expect(await rejectionOf(unwrap(userinfo()))).toMatchObject({ status: 503, message: '系统维护中', code: 9 });
  });

  it('throws LoginExpiredError for HTTP 401', async () => {
    server.use(
      http.get('/api/login/userinfo', ({ response }) => response.untyped(new HttpResponse(null, { status: 401 }))),
    );

    const error = await rejectionOf(unwrap(userinfo()));

    expect(error).toBeInstanceOf(LoginExpiredError);
    expect(error).toMatchObject({ status: 401 });
  });

  it('throws ResponseParseError (result unknown) for a 200 answer that is not an envelope', async () => {
    server.use(http.get('/api/login/userinfo', ({ response }) => response.untyped(HttpResponse.json({ user: 'x' }))));

    const error = await rejectionOf(unwrap(userinfo()));

    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, message: expect.stringContaining('not a {success, result} envelope') });
  });

  it('throws NetworkError, keeping the cause, when fetch itself fails', async () => {
    server.use(http.get('/api/login/userinfo', ({ response }) => response.untyped(HttpResponse.error())));

    const error = await rejectionOf(unwrap(userinfo()));

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'NetworkError', cause: expect.any(TypeError) });
  });

  it('throws ResponseParseError, not a network error, for a 200 answer whose body is not JSON', async () => {
    server.use(
      http.get('/api/login/userinfo', ({ response }) =>
        response.untyped(new HttpResponse('<html>网关错误</html>', { headers: { 'Content-Type': 'text/html' } })),
      ),
    );

    const error = await rejectionOf(unwrap(userinfo()));

    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ cause: expect.any(SyntaxError) });
  });

  it('throws ResponseParseError for a JSON answer cut in half', async () => {
    server.use(
      http.get('/api/login/userinfo', ({ response }) =>
        response.untyped(new HttpResponse('{"success":true,"result":{"us', { headers: { 'Content-Type': 'application/json' } })),
      ),
    );

    expect(await rejectionOf(unwrap(userinfo()))).toBeInstanceOf(ResponseParseError);
  });

  it('gives up a call after the time limit with RequestTimeoutError', async () => {
    server.use(http.get('/api/login/userinfo', async ({ response }) => {
      await delay(2000);
      return response(200).json(successExampleOf('get', '/api/login/userinfo', 'ok'));
    }));
    const quick = createApiClient({ baseUrl: BASE_URL, timeoutMs: 50 });
    const started = Date.now();

    const error = await rejectionOf(unwrap(quick.GET('/api/login/userinfo')));

    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("lets one call have its own time limit, and never sends the limit's header", async () => {
    let sent: string | null = 'unset';
    server.use(http.get('/api/login/userinfo', async ({ request, response }) => {
      sent = request.headers.get(TIMEOUT_HEADER);
      await delay(150);
      return response(200).json(successExampleOf('get', '/api/login/userinfo', 'ok'));
    }));
    const quick = createApiClient({ baseUrl: BASE_URL, timeoutMs: 50 });

    await expect(unwrap(quick.GET('/api/login/userinfo', withTimeout(5000)))).resolves.toMatchObject({ user: expect.anything() });
    expect(sent).toBeNull();
    expect(await rejectionOf(unwrap(quick.GET('/api/login/userinfo', withTimeout(20))))).toBeInstanceOf(RequestTimeoutError);
  });

  it('scales the time limit of an upload with its size', () => {
    expect(uploadTimeoutMs(0)).toBe(DEFAULT_TIMEOUT_MS);
    expect(uploadTimeoutMs(10 * 1024 * 1024)).toBeGreaterThan(uploadTimeoutMs(1024 * 1024));
    expect(uploadTimeoutMs(10 * 1024 * 1024)).toBeGreaterThanOrEqual(180_000);
  });

  it('passes an aborted call on as the abort, not as a network error', async () => {
    const ok = successExampleOf('get', '/api/login/userinfo', 'ok');
    server.use(http.get('/api/login/userinfo', ({ response }) => response(200).json(ok)));
    const controller = new AbortController();
    controller.abort();

    const error = await rejectionOf(unwrap(api.GET('/api/login/userinfo', { signal: controller.signal })));

    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(isAbortError(error)).toBe(true);
  });
});

describe('unwrapEnvelope', () => {
  it('resolves with the whole success envelope, code included', async () => {
    server.use(
      http.post('/api/login/dologin', ({ response }) => response(200).json({ success: true, result: '登录成功', code: 1 })),
    );

    const envelope = await unwrapEnvelope(login());

    expectTypeOf(envelope.code).toEqualTypeOf<number | undefined>();
    expect(envelope).toEqual({ success: true, result: '登录成功', code: 1 });
  });

  it('throws like unwrap on failure', async () => {
    server.use(
      http.post('/api/login/dologin', ({ response }) =>
        response(200).json({ success: false, result: '该考试已有科目', code: -3 }),
      ),
    );

    const error = await rejectionOf(unwrapEnvelope(login()));

    expect(error).toMatchObject({ name: 'ApiError', message: '该考试已有科目', code: -3 });
  });
});

describe('download', () => {
  const downloadClient = () =>
    api.POST('/api/common/download/{clientType}', { params: { path: { clientType: '1' } }, parseAs: 'blob' });

  it('resolves with the file and its UTF-8 name from filename*', async () => {
    const disposition = headerExampleOf('post', '/api/common/download/{clientType}', 'Content-Disposition');
    server.use(
      http.post('/api/common/download/{clientType}', ({ params, response }) =>
        response.untyped(
          new HttpResponse(`MZ installer for client ${params.clientType}`, {
            headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': disposition },
          }),
        ),
      ),
    );

    const file = await download(downloadClient());

    expect(file.fileName).toBe('扫描客户端.exe');
    expect(await file.blob.text()).toBe('MZ installer for client 1');
  });

  it('throws the ApiError of a JSON failure sent instead of the file', async () => {
    server.use(
      http.post('/api/common/download/{clientType}', ({ response }) =>
        response.untyped(HttpResponse.json({ success: false, result: '文件不存在' })),
      ),
    );

    const error = await rejectionOf(download(downloadClient()));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '文件不存在', status: 200 });
  });

  it('throws LoginExpiredError for a 登录失效 answer', async () => {
    server.use(
      http.post('/api/common/download/{clientType}', ({ response }) =>
        response.untyped(HttpResponse.json(exampleOf('get', '/api/login/userinfo', 'loginExpired'))),
      ),
    );

    expect(await rejectionOf(download(downloadClient()))).toBeInstanceOf(LoginExpiredError);
  });
});

describe('sessionFailure', () => {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json;charset=UTF-8' } });

  it('names 登录失效 (in an envelope or as HTTP 401) and the cleared buffer, and leaves the body for the caller', async () => {
    const expired = json({ success: false, result: '登录失效，请重新登录' });
    expect(await sessionFailure(expired)).toBeInstanceOf(LoginExpiredError);
    expect(await expired.json()).toEqual({ success: false, result: '登录失效，请重新登录' });
    expect(await sessionFailure(new Response('', { status: 401 }))).toBeInstanceOf(LoginExpiredError);
    const cleared = await sessionFailure(json({ success: false, result: '缓存已被管理员清除，请刷新页面' }));
    expect(cleared).toBeInstanceOf(BufferClearedError);
    expect(cleared?.message).toBe('缓存已被管理员清除，请刷新页面');
  });

  it('names nothing else: other failures, successes that quote the text, files', async () => {
    expect(await sessionFailure(json({ success: false, result: '账号或密码错误' }))).toBeUndefined();
    expect(await sessionFailure(json({ success: true, result: '登录失效的说明' }))).toBeUndefined();
    expect(await sessionFailure(json({ error: '登录失效' }, 500))).toBeUndefined();
    const file = new Response('登录失效', { headers: { 'Content-Type': 'application/octet-stream' } });
    expect(await sessionFailure(file)).toBeUndefined();
  });

  it('reads no more than 64 kB of an answer twice: a longer one (a list) is never a session failure, and stays whole for its caller', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `登录失效说明 ${i}` }));
    const long = new Response(new Blob([JSON.stringify({ success: false, result: rows })]).stream(), { headers: { 'Content-Type': 'application/json' } });
    expect(long.headers.get('Content-Length')).toBeNull();
    expect(await sessionFailure(long)).toBeUndefined();
    expect(((await long.json()) as { result: unknown[] }).result).toHaveLength(5000);
  });
});

describe('createApiClient', () => {
  it('sends the session cookie (credentials include) and the configured headers', async () => {
    const seen: Request[] = [];
    server.use(
      http.get('/api/login/userinfo', ({ request, response }) => {
        seen.push(request);
        return response(200).json(successExampleOf('get', '/api/login/userinfo', 'ok'));
      }),
    );
    const client = createApiClient({ baseUrl: BASE_URL, headers: { 'X-Portal-Version': '0.1.0' } });

    await unwrap(client.GET('/api/login/userinfo'));

    expect(seen).toHaveLength(1);
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.headers.get('X-Portal-Version')).toBe('0.1.0');
  });

  it('uses the fetch it is given', async () => {
    const urls: string[] = [];
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: (input) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return Promise.resolve(Response.json({ success: true, result: '退出成功' }));
      },
    });

    expect(await unwrap(client.GET('/api/login/dologout'))).toBe('退出成功');
    expect(urls).toEqual([`${BASE_URL}/api/login/dologout`]);
  });
});

describe('createScannerServiceClient', () => {
  it('calls the local scanner service at its fixed origin', async () => {
    const scannerHttp = createOpenApiHttp<ScannerServicePaths>({ baseUrl: SCANNER_SERVICE_ORIGIN });
    const bodies: unknown[] = [];
    server.use(
      scannerHttp.post('/scan/disconnect', async ({ request, response }) => {
        bodies.push(await request.json());
        return response.untyped(HttpResponse.json({ success: true }));
      }),
    );

    const { data, response } = await createScannerServiceClient().POST('/scan/disconnect', { body: {} });

    expect(SCANNER_SERVICE_ORIGIN).toBe('http://127.0.0.1:9001');
    expect(response.url).toBe('http://127.0.0.1:9001/scan/disconnect');
    expect(bodies).toEqual([{}]);
    expect(data).toEqual({ success: true });
  });
});
