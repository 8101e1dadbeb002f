import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@exam/sdk';
import { describeError } from './errors';

describe('describeError', () => {
  it("shows the server's text of a failed envelope as it is", () => {
    expect(describeError(new ApiError(200, '单位名称已存在'))).toBe('单位名称已存在');
  });
  it('names an HTTP failure in Chinese, with a short plain body', () => {
    expect(describeError(new ApiError(502, ''))).toBe('请求失败（HTTP 502）');
    expect(describeError(new ApiError(500, 'Internal Server Error'))).toBe('请求失败（HTTP 500）：Internal Server Error');
    expect(describeError(new ApiError(500, '<html><body>error</body></html>'))).toBe('请求失败（HTTP 500）');
  });
  it('says a network error is one', () => {
    expect(describeError(new NetworkError(new TypeError('Failed to fetch')))).toMatch(/^网络错误：/);
  });
});
