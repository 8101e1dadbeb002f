import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@exam/sdk';
import { importFailureOf, normaliseImportFailure } from './importErrors';

describe('import failures', () => {
  it('a text result is an alert text', () => {
    expect(normaliseImportFailure('模板不正确')).toEqual({ kind: 'text', text: '模板不正确' });
  });

  it('a {row, msg} list is the error-row dialog', () => {
    expect(normaliseImportFailure([{ row: 3, msg: '手机号必须是数字' }, { row: '5', msg: '账号已存在' }])).toEqual({
      kind: 'rows',
      rows: [
        { row: 3, msg: '手机号必须是数字' },
        { row: '5', msg: '账号已存在' },
      ],
    });
  });

  it('tolerates odd rows and other shapes', () => {
    expect(normaliseImportFailure([{ row: 2 }, 'x', { msg: { a: 1 } }])).toEqual({
      kind: 'rows',
      rows: [
        { row: 2, msg: '' },
        { row: '', msg: '{"a":1}' },
      ],
    });
    expect(normaliseImportFailure({ reason: 'bad' })).toEqual({ kind: 'text', text: '{"reason":"bad"}' });
    expect(normaliseImportFailure(null)).toEqual({ kind: 'text', text: '' });
    expect(normaliseImportFailure([])).toEqual({ kind: 'text', text: '' });
    expect(normaliseImportFailure(['a', 'b'])).toEqual({ kind: 'text', text: '["a","b"]' });
  });

  it('reads the failure of the call', () => {
    expect(importFailureOf(new ApiError(200, [{ row: 4, msg: '学号必须是数字' }]))).toEqual({
      kind: 'rows',
      rows: [{ row: 4, msg: '学号必须是数字' }],
    });
    expect(importFailureOf(new ApiError(200, '文件为空'))).toEqual({ kind: 'text', text: '文件为空' });
    expect(importFailureOf(new ApiError(502, 'Bad Gateway'))).toEqual({ kind: 'text', text: '服务器出错（HTTP 502），请稍后重试' });
    expect(importFailureOf(new NetworkError('Failed to fetch')).kind).toBe('text');
  });
});
