import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('./feedback', () => ({ showError: (message: string) => shown.push(message) }));

// Loaded anew, with the mocked feedback above (another file of the worker may have loaded it with the real one).
vi.resetModules();
const { bufferClearedAtom, handleGlobalError, localFailureText, resetLoginExpired, setLoginExpiredHandler } = await import('./errors');
const { ApiError, BufferClearedError, LoginExpiredError } = await import('@exam/sdk'); // the same module instance errors.ts checks against
const { getDefaultStore } = await import('jotai');

describe('登录失效', () => {
  const expired = () => new LoginExpiredError(200, '登录失效，请重新登录');
  let sentToLogin = 0;
  beforeEach(() => {
    shown.length = 0;
    sentToLogin = 0;
    resetLoginExpired();
  });

  it('is said once, however many calls fail, when a session was believed alive', () => {
    setLoginExpiredHandler(() => (sentToLogin += 1), () => true);
    handleGlobalError(expired());
    handleGlobalError(expired());
    expect(shown).toEqual(['登录失效，请重新登录']);
    expect(sentToLogin).toBe(1);
  });

  it('is not said to a visitor who never signed in or just signed out, who is only shown the login page', () => {
    setLoginExpiredHandler(() => (sentToLogin += 1), () => false);
    handleGlobalError(expired());
    expect(shown).toEqual([]);
    expect(sentToLogin).toBe(1);
  });
});

describe('a failure a screen reports itself (localFailureText)', () => {
  beforeEach(() => {
    shown.length = 0;
    resetLoginExpired();
  });

  it('still follows the global rule for 登录失效 and the buffer cleared, and gives the screen no text of its own', () => {
    let sentToLogin = 0;
    setLoginExpiredHandler(() => (sentToLogin += 1), () => true);
    expect(localFailureText(new LoginExpiredError(200, '登录失效，请重新登录'))).toBeUndefined();
    expect([shown, sentToLogin]).toEqual([['登录失效，请重新登录'], 1]);
    expect(localFailureText(new BufferClearedError(200, '缓存已被管理员清除'))).toBeUndefined();
    expect(getDefaultStore().get(bufferClearedAtom)).toBe(true);
  });

  it('gives the screen the text of any other failure, shown by the screen alone', () => {
    expect(localFailureText(new ApiError(200, '打分超过总分啦！'))).toBe('打分超过总分啦！');
    expect(shown).toEqual([]);
  });
});
