// The portal's typed HTTP client.
import createClient, { type Client, type HeadersOptions } from 'openapi-fetch';
import type { paths } from './generated/api';

/** A typed client for every call of the contract (openapi-fetch). */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Where the API lives; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** The fetch to use; by default the global fetch, looked up at call time (so test interceptors apply). */
  fetch?: typeof fetch;
  /** Headers sent with every call (a plain object, pairs or Headers). */
  headers?: HeadersOptions;
  /**
   * The time limit of each call in milliseconds (default 30 s; 0 for none). A call that takes longer rejects with
   * RequestTimeoutError. One call can have its own limit with {@link withTimeout}.
   */
  timeoutMs?: number;
}

/** The time limit of a call unless the client or the call says otherwise. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The request header that carries one call's own time limit to the client (never sent to the server). */
export const TIMEOUT_HEADER = 'x-exam-sdk-timeout-ms';

/**
 * Request options that give one call its own time limit (0 for none), e.g. a long export:
 * `client.POST(path, { body, ...withTimeout(120_000) })`.
 */
export function withTimeout(ms: number): { headers: Record<string, string> } {
  return { headers: { [TIMEOUT_HEADER]: String(Math.max(0, Math.round(ms))) } };
}

/**
 * The time limit of an upload of `bytes`: the default limit plus the time the body takes at a slow 64 KB/s, so a
 * 10 MB file gets about three minutes.
 */
export function uploadTimeoutMs(bytes: number): number {
  return DEFAULT_TIMEOUT_MS + Math.ceil((Math.max(0, bytes) / (64 * 1024)) * 1000);
}

/**
 * Wraps a fetch so every request has a time limit: the request's own signal still aborts it, and once the limit
 * has passed it is aborted with a TimeoutError (which `unwrap` turns into RequestTimeoutError), also while its body
 * is being read.
 */
export function fetchWithTimeout(inner: (request: Request) => Promise<Response>, defaultMs: number = DEFAULT_TIMEOUT_MS) {
  return (request: Request): Promise<Response> => {
    const own = request.headers.get(TIMEOUT_HEADER);
    request.headers.delete(TIMEOUT_HEADER);
    const ms = own === null ? defaultMs : Number(own);
    if (!Number.isFinite(ms) || ms <= 0) return inner(request);
    const signal = AbortSignal.any([request.signal, timeoutSignal(ms)]);
    return inner(new Request(request, { signal }));
  };
}

/**
 * A signal that aborts with a TimeoutError (as AbortSignal.timeout does) once `ms` have passed on the runtime's timers,
 * so a page's or a test's fake clock moves it too. In Node the timer is unref'd: a limit still running never keeps a
 * script alive.
 */
function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  const timer: unknown = setTimeout(() => controller.abort(new DOMException(`The request took longer than ${ms} ms.`, 'TimeoutError')), ms);
  (timer as { unref?: () => void }).unref?.();
  return controller.signal;
}

/** Calls the global fetch as it is when the request is made, not when the client was created. */
export const lateFetch = (request: Request): Promise<Response> => globalThis.fetch(request);

/**
 * Creates the typed client; it sends the session cookie with every call (`credentials: 'include'`) and gives every
 * call a time limit (`timeoutMs`, 30 s by default).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: fetchWithTimeout(options.fetch ?? lateFetch, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    headers: options.headers,
    credentials: 'include',
  });
}
