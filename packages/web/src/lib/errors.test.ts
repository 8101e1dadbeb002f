import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, RequestTimeoutError, ResponseParseError } from '@exam/sdk';
import { describeError, logFailure } from './errors';

describe('describeError', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the server's text of a failed envelope as it is, objects as their text", () => {
    expect(describeError(new ApiError(200, '单位名称已存在'))).toBe('单位名称已存在');
    expect(describeError(new ApiError(200, { reason: '重复' }))).toBe('{"reason":"重复"}');
    expect(describeError(new ApiError(200, ''))).toBe('操作失败，请稍后重试');
  });
  it('names an HTTP failure in Chinese, never with its body', () => {
    expect(describeError(new ApiError(500, 'mock fault: 500'))).toBe('服务器出错（HTTP 500），请稍后重试');
    expect(describeError(new ApiError(502, '<html><body>error</body></html>'))).toBe('服务器出错（HTTP 502），请稍后重试');
    expect(describeError(new ApiError(404, 'Not Found'))).toBe('请求失败（HTTP 404），请稍后重试');
  });
  it('says a call timed out, was cancelled, got no answer or an unreadable one, without English detail', () => {
    expect(describeError(new RequestTimeoutError(new DOMException('signal timed out', 'TimeoutError')))).toBe('请求超时，请稍后重试');
    expect(describeError(new DOMException('请求已取消', 'AbortError'))).toBe('请求已取消');
    expect(describeError(new NetworkError(new TypeError('Failed to fetch')))).toBe('网络连接失败，请检查网络后重试');
    expect(describeError(new ResponseParseError(new SyntaxError('Unexpected end of JSON input')))).toBe(
      '服务器返回的数据无法解析，请刷新后确认是否已保存',
    );
    expect(describeError(new Error('Cannot read properties of undefined'))).toBe('操作失败，请稍后重试');
  });
  it('logs technical detail to the console, but not server texts the user reads', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logFailure(new ApiError(200, '单位名称已存在'));
    expect(log).not.toHaveBeenCalled();
    logFailure(new ApiError(500, 'mock fault: 500'));
    expect(log).toHaveBeenCalledWith('[请求失败]', expect.any(ApiError), { status: 500, result: 'mock fault: 500' });
  });
});
