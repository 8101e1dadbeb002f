// Multipart uploads with a real progress bar. fetch (and so the typed `api` client) reports no upload progress, so
// these calls go through XMLHttpRequest, whose `upload.onprogress` counts the bytes sent. They stay typed by the
// contract: the path must be a multipart POST of `paths`, the body is that operation's request type (turned into
// FormData by the SDK's multipartSerializer) and the answer has the shape openapi-fetch gives, typed by the
// operation's JSON response, so the SDK's `unwrap`/`unwrapEnvelope` settle it like every other call.
//
//   const text = await unwrap(postWithProgress('/api/examupload/getuploadpapers', body, { onProgress }));
import { multipartSerializer, uploadTimeoutMs, type paths } from '@exam/sdk';

type PostOf<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never;

/** The contract's paths whose POST takes a multipart/form-data body. */
export type MultipartPath = {
  [P in keyof paths]: PostOf<P> extends { requestBody: { content: { 'multipart/form-data': unknown } } } ? P : never;
}[keyof paths];

/** The multipart request body of an operation, as the contract types it. */
export type MultipartBody<P extends MultipartPath> = PostOf<P> extends { requestBody: { content: { 'multipart/form-data': infer B } } } ? B : never;

/** The JSON 200 body of an operation (the `{success, result}` envelope union), as the contract types it. */
export type JsonReply<P extends MultipartPath> = PostOf<P> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

/** What openapi-fetch answers (the part `unwrap` reads): the parsed body on success, the error body otherwise. */
export interface UploadAnswer<P extends MultipartPath> {
  data?: JsonReply<P>;
  error?: unknown;
  response: Response;
}

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes of the whole request body (0 while unknown). */
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload (the promise rejects with an AbortError). */
  signal?: AbortSignal;
  /** The time limit in milliseconds; by default the SDK's for the body's size (uploadTimeoutMs). */
  timeoutMs?: number;
}

/** The whole-number percentage of an upload (0–100). */
export function uploadPercent({ loaded, total }: UploadProgress): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** Response headers as XMLHttpRequest gives them ("name: value" lines). */
export function parseResponseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
    } catch {
      // A header name the Headers class refuses is of no use to us.
    }
  }
  return headers;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (!/\bjson\b/i.test(contentType ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The bytes of a multipart body's files and texts (near enough for a time limit). */
function formSize(form: FormData): number {
  let bytes = 0;
  for (const [, value] of form) bytes += typeof value === 'string' ? value.length : value.size;
  return bytes;
}

/**
 * POSTs a multipart body of the contract with upload progress. Resolves with an openapi-fetch-like answer (use the
 * SDK's `unwrap`); rejects with a TypeError when no answer arrives (the SDK makes it a NetworkError), with a
 * TimeoutError after the time limit, which grows with the body's size (RequestTimeoutError) and with an AbortError
 * when aborted.
 */
export function postWithProgress<P extends MultipartPath>(path: P, body: MultipartBody<P>, options: UploadOptions = {}): Promise<UploadAnswer<P>> {
  const form = multipartSerializer(body);
  return new Promise<UploadAnswer<P>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(new DOMException('上传已取消', 'AbortError'));
      return;
    }
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    xhr.onload = () => {
      done();
      const headers = parseResponseHeaders(xhr.getAllResponseHeaders());
      const status = xhr.status >= 200 && xhr.status <= 599 ? xhr.status : 500;
      const parsed = parseBody(xhr.responseText, headers.get('Content-Type'));
      const response = new Response(null, { status, statusText: xhr.statusText, headers });
      resolve(response.ok ? { data: parsed as JsonReply<P>, response } : { error: parsed, response });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('网络连接失败，上传未完成'));
    };
    xhr.timeout = options.timeoutMs ?? uploadTimeoutMs(formSize(form));
    xhr.ontimeout = () => {
      done();
      reject(new DOMException('上传超时', 'TimeoutError'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('上传已取消', 'AbortError'));
    };
    xhr.send(form);
  });
}
