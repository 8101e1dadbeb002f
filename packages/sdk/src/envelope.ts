// Turning openapi-fetch answers into results: the `{success, result, code?}` envelope, HTTP errors, network
// failures and file downloads all meet the same rules here.
import { fileNameFromContentDisposition } from './content-disposition';
import { apiError, BufferClearedError, LoginExpiredError, rejectionError, ResponseParseError } from './errors';

/** The part of an openapi-fetch answer (`FetchResponse`) these helpers read. */
interface FetchAnswer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** Any JSON envelope: the shape every JSON answer of the contract shares. */
interface Envelope {
  success: boolean;
  result?: unknown;
  code?: unknown;
}

/** The success member of an operation's 200 body, as the contract types it. */
export type SuccessEnvelopeOf<A extends FetchAnswer> = Extract<NonNullable<A['data']>, { success: true }>;

/** The `result` of an operation's success envelope, as the contract types it. */
export type ResultOf<A extends FetchAnswer> = SuccessEnvelopeOf<A> extends { result: infer R } ? R : never;

/** A downloaded file and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

function envelopeCode(envelope: Envelope): number | undefined {
  return typeof envelope.code === 'number' ? envelope.code : undefined;
}

/** The one rule for an envelope: success is returned as it is, failure becomes the ApiError it stands for. */
function settleEnvelope(body: unknown, status: number): Envelope & { success: true } {
  if (!isEnvelope(body)) throw new ResponseParseError('Unexpected response: not a {success, result} envelope', status);
  if (body.success) return { ...body, success: true };
  throw apiError(status, body.result, envelopeCode(body));
}

/** Waits for the call; a rejection or an HTTP error status becomes the matching error. */
async function answerOf<A extends FetchAnswer>(call: Promise<A>): Promise<A> {
  let answer: A;
  try {
    answer = await call;
  } catch (error) {
    throw rejectionError(error);
  }
  const { response, error } = answer;
  if (!response.ok) {
    // Error bodies come parsed when they are JSON; an envelope's text is the server's message.
    const result = isEnvelope(error) ? error.result : error;
    throw apiError(response.status, result, isEnvelope(error) ? envelopeCode(error) : undefined);
  }
  return answer;
}

/** A call with a JSON 200 body of the contract: the envelope union `{success: true, result} | ErrorEnvelope`. */
type EnvelopeAnswer = FetchAnswer & { data?: { success: boolean } };

async function successEnvelope(call: Promise<EnvelopeAnswer>): Promise<Envelope & { success: true }> {
  const { data, response } = await answerOf(call);
  return settleEnvelope(data, response.status);
}

/**
 * Resolves with the whole success envelope `{success: true, result, code?}` of a call, typed from the contract;
 * use it when the caller needs `code`. Throws like {@link unwrap}.
 */
export async function unwrapEnvelope<A extends EnvelopeAnswer>(call: Promise<A>): Promise<SuccessEnvelopeOf<A>> {
  // The contract types the body; settleEnvelope has checked that it is the success member.
  return (await successEnvelope(call)) as SuccessEnvelopeOf<A>;
}

/**
 * Resolves with the `result` of a call's success envelope, typed from the contract.
 * Throws ApiError (LoginExpiredError, BufferClearedError) for `success: false` and for HTTP error statuses
 * (401 is LoginExpiredError), NetworkError when no answer arrived (RequestTimeoutError after the time limit) and
 * ResponseParseError when the answer could not be read.
 *
 * @example const session = await unwrap(client.GET('/api/login/userinfo'));
 */
export async function unwrap<A extends EnvelopeAnswer>(call: Promise<A>): Promise<ResultOf<A>> {
  return (await successEnvelope(call)).result as ResultOf<A>;
}

/**
 * Resolves with the file of a call made with `parseAs: 'blob'` and its name from Content-Disposition.
 * A JSON failure envelope instead of the file throws its ApiError; errors otherwise as for {@link unwrap}.
 *
 * @example
 * const { blob, fileName } = await download(
 *   client.POST('/api/common/download/{clientType}', { params: { path: { clientType: '1' } }, parseAs: 'blob' }),
 * );
 */
export async function download<A extends FetchAnswer & { data?: Blob }>(call: Promise<A>): Promise<DownloadedFile> {
  const { data, response } = await answerOf(call);
  const blob = data ?? new Blob([]);
  if (/\bjson\b/i.test(response.headers.get('Content-Type') ?? '')) {
    // A failure envelope sent instead of the file throws; any other JSON is the file itself.
    const body = parseJson(await blob.text());
    if (isEnvelope(body)) settleEnvelope(body, response.status);
  }
  return { blob, fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')) };
}

/** Failure envelopes are small: of a larger answer no more than this is read twice to look for one. */
const SESSION_FAILURE_MAX_BYTES = 64 * 1024;

/**
 * Whether an answer says the session is gone (登录失效, or HTTP 401) or the administrator cleared the server's buffer:
 * the two failures a client handles the same way whatever the call was, so it can act on them in one place (an
 * openapi-fetch middleware's `onResponse`) before, and whether or not, the caller reads the answer. Reads a copy of
 * at most the first 64 kB of the body; undefined for any other answer.
 */
export async function sessionFailure(response: Response): Promise<LoginExpiredError | BufferClearedError | undefined> {
  if (response.status === 401) return apiError(401, undefined) as LoginExpiredError;
  if (!/\bjson\b/i.test(response.headers.get('Content-Type') ?? '')) return undefined;
  if (Number(response.headers.get('Content-Length') ?? 0) > SESSION_FAILURE_MAX_BYTES) return undefined;
  const bytes = await smallBody(response.clone(), SESSION_FAILURE_MAX_BYTES);
  if (!bytes) return undefined;
  const body = parseJson(new TextDecoder().decode(bytes));
  if (!isEnvelope(body) || body.success) return undefined;
  const error = apiError(response.status, body.result, envelopeCode(body));
  return error instanceof LoginExpiredError || error instanceof BufferClearedError ? error : undefined;
}

/** The whole body if it is at most `max` bytes; undefined (and the rest left unread) when longer or unreadable. */
async function smallBody(response: Response, max: number): Promise<Uint8Array | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        void reader.cancel();
        return undefined;
      }
      chunks.push(value);
    }
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
