// The errors every call can end in, and the one rule that picks the right one for a failed answer.

/** The text (part) of a failure that means the session is gone: the user must sign in again. */
export const LOGIN_EXPIRED_TEXT = '登录失效';
/** The text (part) of a failure that means the administrator cleared the server buffer: the page must reload. */
export const BUFFER_CLEARED_TEXT = '缓存已被管理员清除';

/** A failure result as people read it: texts stay as they are, objects and arrays become their JSON text. */
export function resultText(result: unknown): string {
  if (typeof result === 'string') return result;
  if (result === undefined || result === null) return '';
  if (typeof result === 'object') return JSON.stringify(result);
  return String(result);
}

/** The server answered, and the answer is a failure: `success: false` or an HTTP error status. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  /** The HTTP status of the answer (200 for a `success: false` envelope). */
  readonly status: number;
  /** The envelope's machine code, when the server sent one (for example -3 on exam save). */
  readonly code: number | undefined;
  /** The failure as the server sent it: its text, object or array (or the HTTP error body). */
  readonly result: unknown;

  constructor(status: number, result: unknown, code?: number) {
    super(resultText(result) || `Request failed with HTTP ${status}`);
    this.status = status;
    this.code = code;
    this.result = result;
  }
}

/** The session has expired (the failure text contains 登录失效, or HTTP 401): sign in again. */
export class LoginExpiredError extends ApiError {
  override readonly name: string = 'LoginExpiredError';
}

/** The administrator cleared the server buffer (the text contains 缓存已被管理员清除): reload the page. */
export class BufferClearedError extends ApiError {
  override readonly name: string = 'BufferClearedError';
}

/** No usable answer: the request never completed (offline, refused, timed out) or its body could not be read. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';

  constructor(cause: unknown) {
    super(describeCause(cause), { cause });
  }
}

/**
 * The request was given up after its time limit (the client's timeout, 30 s by default): the server may still have
 * done what was asked.
 */
export class RequestTimeoutError extends NetworkError {
  override readonly name: string = 'RequestTimeoutError';
}

/**
 * The server answered with success, but its body could not be read (cut off, not JSON, not a `{success, result}`
 * envelope). Whatever the call asked for may have been done: the result is unknown.
 */
export class ResponseParseError extends Error {
  override readonly name: string = 'ResponseParseError';
  /** The HTTP status of the unreadable answer. */
  readonly status: number | undefined;

  constructor(cause: unknown, status?: number) {
    super(describeCause(cause), { cause });
    this.status = status;
  }
}

/** Whether a call was aborted by its caller (an AbortSignal), as opposed to failing. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Builds the error a failed answer stands for, choosing the subclass by HTTP status and text. */
export function apiError(status: number, result: unknown, code?: number): ApiError {
  const text = resultText(result);
  if (status === 401 || text.includes(LOGIN_EXPIRED_TEXT)) return new LoginExpiredError(status, result, code);
  if (text.includes(BUFFER_CLEARED_TEXT)) return new BufferClearedError(status, result, code);
  return new ApiError(status, result, code);
}

/**
 * What a rejected call becomes: fetch's own failures (a TypeError by the Fetch standard) turn into NetworkError, a
 * time limit into RequestTimeoutError, a body that does not parse into ResponseParseError; anything else (an abort,
 * a contract violation, a middleware's own error) is passed on unchanged so callers can still recognise it.
 */
export function rejectionError(error: unknown): unknown {
  if (error instanceof NetworkError || error instanceof ResponseParseError) return error;
  if (isTimeoutReason(error)) return new RequestTimeoutError(error);
  if (error instanceof SyntaxError) return new ResponseParseError(error);
  if (error instanceof TypeError) return new NetworkError(error);
  return error;
}

// A call's time limit (client.ts) rejects with a DOMException named TimeoutError (DOMException is not an Error subclass in
// every runtime, so go by the name).
function isTimeoutReason(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
}

// Node's fetch says only "fetch failed"; the reason (ECONNREFUSED ...) is in its cause.
function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  return cause.cause instanceof Error ? `${cause.message}: ${cause.cause.message}` : cause.message;
}
