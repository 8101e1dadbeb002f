import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('./feedback', () => ({ showError: (message: string) => shown.push(message) }));

// Loaded anew, with the mocked feedback above (another file of the worker may have loaded it with the real one).
vi.resetModules();
const { handleGlobalError, resetLoginExpired, setLoginExpiredHandler } = await import('./errors');
const { LoginExpiredError } = await import('@exam/sdk'); // the same module instance errors.ts checks against

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
