// Global response handling (spec 1 §8): every failed call that its screen does not handle itself ends here.
// - 登录失效: one alert (when a session was believed alive), then the login page (however many calls fail at once);
// - buffer cleared by the administrator: a dialog that only reloads the page;
// - a call the user cancelled (the loading overlay's 取消) or a screen gave up: nothing more (the overlay said so);
// - any other failure: an alert with the server's text, or what went wrong in Chinese (describeError); the technical
//   detail (HTTP body, parser text, stack) goes to the console only.
import { atom, getDefaultStore } from 'jotai';
import {
  ApiError,
  BufferClearedError,
  isAbortError,
  LoginExpiredError,
  NetworkError,
  RequestTimeoutError,
  ResponseParseError,
  resultText,
} from '@exam/sdk';
import { showError } from './feedback';
import { CANCELLED_TEXT } from './loading';

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
  if (isAbortError(error)) return;
  logFailure(error);
  if (meta?.localErrors) return;
  showError(describeError(error));
}

/**
 * A failure a screen reports itself (in its own words or place): the global rule still acts on 登录失效 and on the
 * buffer cleared (spec 1 §8: one alert then sign-in; the reload dialog), and the detail is logged. Returns the text
 * for the screen to show, or undefined when there is nothing more to say (those two, or a cancelled call).
 */
export function localFailureText(error: unknown): string | undefined {
  handleGlobalError(error, { localErrors: true });
  if (error instanceof LoginExpiredError || error instanceof BufferClearedError || isAbortError(error)) return undefined;
  return describeError(error);
}

/**
 * Shows a failure the screen reports itself as an error notification (optionally after `prefix`, e.g. the file it
 * was about); 登录失效 and the buffer cleared follow the global rule instead (localFailureText).
 */
export function showFailure(error: unknown, prefix = ''): void {
  const text = localFailureText(error);
  if (text !== undefined) showError(`${prefix}${text}`);
}

/** A call that got no answer in time (the SDK's limit, 30 s unless the call says otherwise). */
export const TIMEOUT_TEXT = '请求超时，请稍后重试';
/** An answer that could not be read: the call may have done its work, so the user must look before trying again. */
export const UNREADABLE_TEXT = '服务器返回的数据无法解析，请刷新后确认是否已保存';
/** No answer at all (offline, refused, dropped). */
export const NETWORK_TEXT = '网络连接失败，请检查网络后重试';
/** Anything else that went wrong (the detail is in the console). */
export const UNKNOWN_TEXT = '操作失败，请稍后重试';

/**
 * What the user reads about a failed call: the server's own text for a `success: false` answer, else what went
 * wrong in Chinese. Never technical detail (HTTP bodies, parser or fault texts): that is logged (logFailure).
 */
export function describeError(error: unknown): string {
  if (isAbortError(error)) return CANCELLED_TEXT;
  if (error instanceof ApiError) {
    if (error.status < 400) return resultText(error.result) || UNKNOWN_TEXT;
    return error.status >= 500 ? `服务器出错（HTTP ${error.status}），请稍后重试` : `请求失败（HTTP ${error.status}），请稍后重试`;
  }
  if (error instanceof RequestTimeoutError) return TIMEOUT_TEXT;
  if (error instanceof ResponseParseError) return UNREADABLE_TEXT;
  if (error instanceof NetworkError) return NETWORK_TEXT;
  return UNKNOWN_TEXT;
}

/**
 * A failure after which the server may have done the work: its answer could not be read, came too late or was cut
 * off. A create must not simply be sent again (it may make a second record): the list is looked at first.
 */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ResponseParseError || error instanceof NetworkError;
}

/** The server's own text of a `success: false` answer, if that is how the call failed (not an HTTP or network error). */
export function serverText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 400) return undefined;
  return resultText(error.result) || undefined;
}

/**
 * Writes what a developer needs about a failure to the console (the user sees describeError's text): the error with
 * its HTTP status, raw result and cause. A server's own `success: false` text is what the user reads, so it is not
 * logged; neither are aborts.
 */
export function logFailure(error: unknown): void {
  if (isAbortError(error)) return;
  if (error instanceof ApiError && error.status < 400) return;
  const detail = error instanceof ApiError ? { status: error.status, result: error.result } : undefined;
  console.error('[请求失败]', error, ...(detail ? [detail] : []));
}
