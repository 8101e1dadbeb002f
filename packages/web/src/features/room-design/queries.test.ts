import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@exam/sdk';
import { arrangeFailureText } from './queries';

describe('what a failed arrangement says', () => {
  it("a refusal: the server's text, or 编排失败 without one", () => {
    expect(arrangeFailureText(new ApiError(200, '高一 临江市第一中学的座位数少于学生数，编排失败'))).toBe('高一 临江市第一中学的座位数少于学生数，编排失败');
    expect(arrangeFailureText(new ApiError(200, ''))).toBe('编排失败');
    expect(arrangeFailureText(new ApiError(200, null))).toBe('编排失败');
  });

  it('a request that went wrong: 编排过程发生错误', () => {
    expect(arrangeFailureText(new ApiError(500, 'Internal Server Error'))).toBe('编排过程发生错误');
    expect(arrangeFailureText(new NetworkError(new TypeError('fetch failed')))).toBe('编排过程发生错误');
  });
});
