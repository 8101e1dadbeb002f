// Global response handling (spec 1 §8): every failed call that its screen does not handle itself ends here.
// - 登录失效: one alert (when a session was believed alive), then the login page (however many calls fail at once);
// - buffer cleared by the administrator: a dialog that only reloads the page;
// - any other failure: an alert with the server's text;
// - network errors: an alert with the error (the local scanner service never comes here).
import { atom, getDefaultStore } from 'jotai';
import { ApiError, BufferClearedError, LoginExpiredError, NetworkError } from '@exam/sdk';
import { showError } from './feedback';

/** Set on a query or mutation (`meta: { localErrors: true }`) whose screen shows its own failure texts. */
export interface RequestMeta extends Record<string, unknown> {
  localErrors?: boolean;
}

export const bufferClearedAtom = atom(false);

let loginExpiredShown = false;
let onLoginExpired: () => void = () => undefined;
let sessionBelievedAlive: () => boolean = () => true;

/**
 * Wires what happens after a login-expired reply (the app forgets the session and goes to /login) and whether a
 * session was believed alive (only then is the user told 登录失效: not a visitor who never signed in, nor one who
 * just signed out or bound an account).
 */
export function setLoginExpiredHandler(handler: () => void, believedAlive: () => boolean): void {
  onLoginExpired = handler;
  sessionBelievedAlive = believedAlive;
}

/** Called after a successful sign-in, so the next expiry alerts again. */
export function resetLoginExpired(): void {
  loginExpiredShown = false;
}

export function handleGlobalError(error: unknown, meta?: RequestMeta): void {
  if (error instanceof LoginExpiredError) {
    if (loginExpiredShown) return;
    loginExpiredShown = true;
    if (sessionBelievedAlive()) showError(error.message);
    onLoginExpired();
    return;
  }
  if (error instanceof BufferClearedError) {
    getDefaultStore().set(bufferClearedAtom, true);
    return;
  }
  if (meta?.localErrors) return;
  showError(describeError(error));
}

/** What the user reads about a failed call: the server's own text, else what went wrong in Chinese. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status < 400) return error.message;
    // An HTTP failure without an envelope (a gateway or a crashed server): say so, with its text when it is short.
    const text = typeof error.result === 'string' ? error.result.trim() : '';
    const readable = text && text.length <= 200 && !text.startsWith('<');
    return `请求失败（HTTP ${error.status}）${readable ? `：${text}` : ''}`;
  }
  if (error instanceof NetworkError) return `网络错误：${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
