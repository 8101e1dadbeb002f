import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginExpiredError } from '@exam/sdk';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('./feedback', () => ({ showError: (message: string) => shown.push(message) }));

const { handleGlobalError, resetLoginExpired, setLoginExpiredHandler } = await import('./errors');

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
