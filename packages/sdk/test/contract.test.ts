// The contract as runtime schemas: every example fits, and violations are named where they are.
import { describe, expect, it } from 'vitest';
import { ContractViolationError, responseSchemaFor, validateResponse } from '../src/contract';
import { allJsonExamples, successExampleOf } from './support';

describe('validateResponse', () => {
  it.each(allJsonExamples())('accepts the contract example %s %s "%s"', (method, path, _name, value) => {
    expect(() => validateResponse(method, path, value)).not.toThrow();
  });

  it('names each broken field of the success envelope', () => {
    const ok = successExampleOf('get', '/api/login/userinfo', 'ok');
    const { token: _token, ...withoutToken } = ok.result;
    const body = { ...ok, result: { ...withoutToken, user: { ...ok.result.user, email: 'not-an-email' } } };

    const error = (() => {
      try {
        validateResponse('GET', '/api/login/userinfo', body);
      } catch (e) {
        return e;
      }
      return undefined;
    })();

    expect(error).toBeInstanceOf(ContractViolationError);
    expect(error).toMatchObject({ method: 'GET', path: '/api/login/userinfo' });
    expect((error as ContractViolationError).issues).toEqual([
      expect.stringMatching(/^result\.user\.email: /),
      expect.stringMatching(/^result\.token: /),
    ]);
  });

  it('rejects a failure envelope without its text', () => {
    expect(() => validateResponse('post', '/api/login/dologin', { success: false })).toThrow(/result: /);
  });

  it('rejects an operation the contract does not have', () => {
    expect(() => validateResponse('get', '/api/login/dologin', {})).toThrow(ContractViolationError);
  });
});

describe('responseSchemaFor', () => {
  it('has a schema for JSON answers', () => {
    const tags = responseSchemaFor('post', '/api/common/loadtagbytype');

    expect(tags?.safeParse({ success: true, result: [] }).success).toBe(true);
    expect(tags?.safeParse({ success: true, result: [{ tag_id: 0, tag_name: '语文' }] }).success).toBe(false);
  });

  it('for a file download, the failure envelope it answers instead of the file', () => {
    const failure = responseSchemaFor('post', '/api/common/download/{clientType}');

    expect(failure?.safeParse({ success: false, result: '扫描客户端安装包不存在' }).success).toBe(true);
    expect(failure?.safeParse({ success: false, result: [{ row: 2, msg: '学号不存在' }] }).success).toBe(true);
    expect(failure?.safeParse({ success: true, result: 'file' }).success).toBe(false);
    expect(failure?.safeParse({ success: false, result: { text: '?' } }).success).toBe(false);
  });
});
