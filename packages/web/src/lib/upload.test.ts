import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, DEFAULT_TIMEOUT_MS, NetworkError, RequestTimeoutError, ResponseParseError, unwrap } from '@exam/sdk';
import { parseResponseHeaders, postWithProgress, uploadPercent } from './upload';

/** A stand-in XMLHttpRequest: records what is sent; the test plays the progress and the answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  body: unknown;
  withCredentials = false;
  timeout = 0;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  headers = '';
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.headers;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.headers = 'Content-Type: application/json; charset=utf-8\r\nX-Other: 1\r\n';
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function lastXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no request was made');
  return FakeXhr.last;
}

const body = () => ({
  uploadfiles: [new File(['a'], 'p1.jpg', { type: 'image/jpeg' }), new File(['bb'], 'p2.jpg', { type: 'image/jpeg' })],
  examid: 3001,
  subjectid: 2,
  paperid: 7001,
  filesize: 2,
});

afterEach(() => vi.unstubAllGlobals());

describe('postWithProgress', () => {
  it('sends the contract body as multipart with the cookie, reports bytes sent, and unwraps the envelope', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const call = unwrap(postWithProgress('/api/examupload/getuploadpapers', body(), { onProgress: (p) => seen.push(uploadPercent(p)) }));
    const xhr = lastXhr();
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/examupload/getuploadpapers', true]);
    const form = xhr.body as FormData;
    expect((form.getAll('uploadfiles') as File[]).map((f) => f.name)).toEqual(['p1.jpg', 'p2.jpg']);
    expect([form.get('examid'), form.get('paperid'), form.get('filesize')]).toEqual(['3001', '7001', '2']);
    xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 200, total: 200, lengthComputable: true });
    xhr.answer(200, { success: true, result: '上传成功' });
    await expect(call).resolves.toBe('上传成功');
    expect(seen).toEqual([25, 100]);
  });

  it('turns success:false, HTTP errors and lost connections into the SDK errors', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = unwrap(postWithProgress('/api/examupload/getuploadpapers', body()));
    lastXhr().answer(200, { success: false, result: '上传失败：未识别到考号' });
    await expect(refused).rejects.toMatchObject({ message: '上传失败：未识别到考号', status: 200 });

    const broken = unwrap(postWithProgress('/api/examupload/getuploadpapers', body()));
    lastXhr().answer(500, { success: false, result: '服务器内部错误' });
    await expect(broken).rejects.toBeInstanceOf(ApiError);

    const lost = unwrap(postWithProgress('/api/examupload/getuploadpapers', body()));
    lastXhr().onerror?.();
    await expect(lost).rejects.toBeInstanceOf(NetworkError);
  });

  it('has a time limit that grows with the size of the files, and says when it ran out', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const small = unwrap(postWithProgress('/api/examupload/getuploadpapers', body()));
    const smallLimit = lastXhr().timeout;
    expect(smallLimit).toBeGreaterThanOrEqual(DEFAULT_TIMEOUT_MS);
    lastXhr().ontimeout?.();
    await expect(small).rejects.toBeInstanceOf(RequestTimeoutError);

    const big = { ...body(), uploadfiles: [new File([new Uint8Array(8 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' })] };
    void postWithProgress('/api/examupload/getuploadpapers', big).catch(() => undefined);
    expect(lastXhr().timeout).toBeGreaterThan(smallLimit + 60_000);
  });

  it('says an answer cut in half is unreadable, not a lost connection', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const call = unwrap(postWithProgress('/api/examupload/getuploadpapers', body()));
    const xhr = lastXhr();
    xhr.status = 200;
    xhr.headers = 'Content-Type: application/json\r\n';
    xhr.responseText = '{"success":true,"res';
    xhr.onload?.();
    await expect(call).rejects.toBeInstanceOf(ResponseParseError);
  });

  it('aborts on the signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const call = postWithProgress('/api/examupload/getuploadpapers', body(), { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads response headers and percentages', () => {
    expect(parseResponseHeaders('Content-Type: text/plain\r\nX-A: b: c\r\n\r\n').get('x-a')).toBe('b: c');
    expect(uploadPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(uploadPercent({ loaded: 5, total: 0 })).toBe(0);
  });
});
