// The pure parts: masking, scenario parsing and matching, contract loading.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.ts';
import { maskQuery, maskSecrets } from '../src/request-log.ts';
import { Scenario, parseScenario } from '../src/scenario.ts';

const contract = loadContract();

describe('maskSecrets', () => {
  it('masks password-like fields at any depth and leaves the rest', () => {
    expect(
      maskSecrets({
        ua: 'zhangwei',
        up: 'secret',
        user: { password: 'a', user_password: 'b', student_password: 'c', name: '张伟' },
        list: [{ newPass1: 'x', newPass2: 'y', oldPassword: 'z', upper: 'kept' }],
      }),
    ).toEqual({
      ua: 'zhangwei',
      up: '***',
      user: { password: '***', user_password: '***', student_password: '***', name: '张伟' },
      list: [{ newPass1: '***', newPass2: '***', oldPassword: '***', upper: 'kept' }],
    });
  });

  it('masks query parameters too', () => {
    expect(maskQuery('?ua=zhangwei&password=abc')).toBe('ua=zhangwei&password=***');
  });
});

describe('contract', () => {
  it('knows the operations, their examples and the 登录失效 text', () => {
    expect(contract.loginExpiredText).toBe('登录失效，请重新登录');
    const [userinfo] = contract.operationsForPath('/api/login/userinfo');
    expect(userinfo?.method).toBe('GET');
    expect(userinfo?.exampleNames).toEqual(
      expect.arrayContaining(['ok', 'markingTeacher', 'noMarking', 'unbound', 'studentParent', 'loginExpired', 'bufferCleared']),
    );
    expect(contract.operationsForPath('/api/common/download/4').map((o) => o.operationId)).toEqual(['downloadClient']);
    expect(contract.operationsForPath('/api/common/download/4/x')).toEqual([]);
  });
});

describe('Scenario', () => {
  it('applies the first matching rule with uses left', () => {
    const parsed = parseScenario(
      {
        rules: [
          { method: 'get', path: '/api/login/userinfo', example: 'unbound', times: 1 },
          { path: '/api/login/userinfo', status: 500 },
        ],
      },
      contract,
    );
    if ('errors' in parsed) throw new Error(parsed.errors.join('\n'));
    const scenario = new Scenario();
    scenario.replace(parsed.rules);
    expect(scenario.take('GET', '/api/login/userinfo')?.example).toBe('unbound');
    expect(scenario.take('GET', '/api/login/userinfo')?.status).toBe(500);
    expect(scenario.take('GET', '/api/login/dologout')).toBeUndefined();
    expect(scenario.list().map((r) => r.remaining)).toEqual([0, null]);
  });

  it('rejects a malformed body', () => {
    expect(parseScenario([], contract)).toEqual({ errors: ['expected a JSON object { "rules": [ ... ] }'] });
    expect(parseScenario({ rules: [{ path: '/api/login/userinfo', example: 'ok', drop: true }] }, contract)).toMatchObject({
      errors: [expect.stringContaining('cannot be combined')],
    });
  });
});
