// The backend check: sign in, walk every operation of the OpenAPI contract in walk order (src/order.ts), send its
// example request and check what was sent and what came back against the contract with Ajv (JSON Schema 2020-12,
// the mock server's strict validator): the status is a declared one, the content type is a declared one, declared
// headers are there and valid (a download names its file), a JSON body validates against its schema, and an answer
// `{success:false}` to an example that should succeed is a failure.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { createValidator, describeErrors } from '@exam/mock-server/validation';
import { pushChannelUrl } from '@exam/scanner-protocol';
import { createPayloadValidator } from '@exam/scanner-protocol/schemas';
import {
  declaredResponses,
  isObject,
  operationName,
  operationsOf,
  parametersOf,
  readBundle,
  requestMedia,
  responseFor,
  type Json,
  type Operation,
} from './openapi.ts';
import { AWAITS, PREPARE, phaseOf, walkOrder } from './order.ts';
import { buildRequest, type BuiltRequest } from './requests.ts';
import type { Report, Row } from './report.ts';

/** The portal contract's dereferenced bundle, as the SDK ships it (or where the workspace generates it). */
export function defaultBundlePath(): string {
  try {
    return createRequire(import.meta.url).resolve('@exam/sdk/bundle');
  } catch {
    return fileURLToPath(new URL('../../sdk/src/generated/openapi.bundle.json', import.meta.url));
  }
}

/**
 * Operations that answer over the session's push channel (openapi/push.asyncapi.yaml): the walk opens the channel, as
 * the portal does, before it sends them; every message that arrives is checked against the push document.
 */
export const NEEDS_PUSH_CHANNEL: readonly string[] = ['testProgress'];

/** Operations the walk does not send, with the reason shown in the table. Keep this list very short. */
export const SKIPPED: Readonly<Record<string, string>> = {
  forceLogout:
    'needs the teacher it names (王芳, 3105) signed in on another session; the walk has one session, and forcing its own account off would end the walk',
};

export interface HttpCheckOptions {
  target: string;
  account: string;
  password: string;
  bundlePath?: string;
  /** Per-request timeout; default 30 s. */
  timeoutMs?: number;
  /**
   * How long an operation that reads the result of background work (AWAITS in order.ts) is read again while it is
   * refused; default 30 s. It is read every BACKGROUND_POLL_MS.
   */
  backgroundTimeoutMs?: number;
  /** Called after each operation (progress). */
  onRow?: (row: Row) => void;
}

/** Operations whose example carries the signed-in account's credentials, and how the given ones replace them. */
const CREDENTIALS: Readonly<Record<string, (account: string, password: string) => (body: Json) => Json>> = {
  dologin: (account, password) => (body) => ({ ...body, ua: account, up: password }),
  editPassword: (_account, password) => (body) => ({ ...body, oldPassword: password }),
};

/** Session cookies, as a browser keeps them for one origin. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a) || (/^\s*expires\s*=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1).trim());
    }
  }
}

const FILE_SIGNATURES: Record<string, number[]> = {
  'application/zip': [0x50, 0x4b],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [0x50, 0x4b],
  'image/jpeg': [0xff, 0xd8],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
};

/** How often an operation waiting for background work (AWAITS) is read again. */
export const BACKGROUND_POLL_MS = 200;

const isJsonType = (type: string) => type === 'application/json' || type.endsWith('+json');
const mediaType = (header: string | null) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Replaces every occurrence of a secret with *** (tokens, passwords) so no report carries one. */
export function masker(secrets: readonly string[]): (text: string) => string {
  const list = secrets.filter((s) => s.length >= 3);
  return (text) => list.reduce((t, s) => t.split(s).join('***'), text);
}

export async function runHttpCheck(options: HttpCheckOptions): Promise<Report> {
  const bundle = readBundle(options.bundlePath ?? defaultBundlePath());
  const validatorFor = createValidator(bundle);
  const base = options.target.replace(/\/+$/, '');
  const jar = new CookieJar();
  const secrets = [options.password];
  const mask = (text: string) => masker(secrets)(text);
  const rows: Row[] = [];

  /** Schema problems of a value, as lines naming where. */
  const problemsOf = (schema: unknown, value: unknown, where: string): string[] => {
    if (schema === undefined) return [];
    const validate = validatorFor(schema);
    return validate(value) ? [] : describeErrors(validate.errors, value).map((line) => `${where} ${line}`);
  };

  /** Sends an operation's example request and checks the request and its answer. */
  async function send(op: Operation): Promise<Pick<Row, 'outcome' | 'status' | 'type' | 'ms' | 'notes'>> {
    const name = operationName(op);
    const out: Pick<Row, 'outcome' | 'status' | 'type' | 'ms' | 'notes'> = { outcome: 'ok', status: '', type: '', ms: 0, notes: [] };
    // The walk signs in with the given account: the sign-in example's credentials, and the old password of the
    // password change, are replaced by the given ones.
    const mutate = CREDENTIALS[name]?.(options.account, options.password);
    const request = buildRequest(base, op, { headers: { cookie: jar.header() }, mutate });
    if (!request) {
      out.outcome = 'break';
      out.notes.push('the contract gives no request this check can send (unsupported request media type)');
      return out;
    }
    if (!jar.header()) request.init.headers.delete('cookie');
    // What is sent must itself follow the contract (it comes from the contract's examples: a problem here is the
    // contract's own, but it is reported so nobody blames the server for it).
    const sentProblems = checkSent(op, request.sent, problemsOf);
    const started = performance.now();
    try {
      const response = await fetch(request.url, { ...request.init, signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
      jar.store(response);
      const bytes = new Uint8Array(await response.arrayBuffer());
      out.ms = performance.now() - started;
      out.status = String(response.status);
      out.type = mediaType(response.headers.get('content-type'));
      const checked = checkAnswer(op, response, bytes, problemsOf);
      out.notes.push(...sentProblems.map((p) => mask(`request (the contract's example): ${p}`)), ...checked.breaks.map(mask));
      if (checked.breaks.length || sentProblems.length) out.outcome = 'break';
      else if (checked.failure !== undefined) {
        out.outcome = 'failure';
        out.notes.push(mask(`the ok example was refused: {success:false} ${clip(checked.failure)}`));
      }
    } catch (error) {
      out.ms = performance.now() - started;
      out.outcome = 'break';
      out.status = 'no answer';
      out.notes.push(mask(`no answer: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`));
    }
    return out;
  }

  // The push channel: opened at /ws/<token of userinfo> when an operation needs it; its messages are validated.
  let push: WebSocket | undefined;
  const pushProblems: string[] = [];
  async function openPushChannel(): Promise<string | undefined> {
    if (push) return undefined;
    try {
      const info = (await (await fetch(`${base}/api/login/userinfo`, { headers: { cookie: jar.header() } })).json()) as { result?: { token?: unknown } };
      const token = typeof info.result?.token === 'string' ? info.result.token : '';
      if (!token) return 'userinfo gave no token for the push channel';
      secrets.push(token);
      const socket = new WebSocket(pushChannelUrl(base, token), { headers: { cookie: jar.header() } });
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      const validator = createPayloadValidator();
      socket.on('message', (data) => {
        let message: unknown;
        try {
          message = JSON.parse(String(data));
        } catch {
          pushProblems.push(`a push message that is not JSON: ${clip(String(data))}`);
          return;
        }
        for (const e of validator.checkPushMessage(message).errors) pushProblems.push(`push message ${e}`);
      });
      push = socket;
      return undefined;
    } catch (error) {
      return `the push channel did not open: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  const operations = operationsOf(bundle);
  for (const op of walkOrder(operations)) {
    const name = operationName(op);
    const row: Row = { name, what: op.key, phase: phaseOf(op), outcome: 'ok', status: '', type: '', ms: 0, notes: [] };
    rows.push(row);
    const skip = SKIPPED[name];
    if (skip) {
      row.outcome = 'skipped';
      row.notes.push(skip);
      options.onRow?.(row);
      continue;
    }
    const prepare = PREPARE[name] ? operations.find((o) => operationName(o) === PREPARE[name]) : undefined;
    if (prepare) {
      const before = await send(prepare);
      row.notes.push(`sent after ${operationName(prepare)} again (${before.outcome})`, ...before.notes.map((n) => `${operationName(prepare)}: ${n}`));
      if (before.outcome !== 'ok') row.outcome = before.outcome;
    }
    if (NEEDS_PUSH_CHANNEL.includes(name)) {
      const problem = await openPushChannel();
      if (problem) row.notes.push(mask(problem));
    }
    let sent = await send(op);
    const awaited = AWAITS[name];
    // Background work the walk started (AWAITS): read again while it is refused, but only when the operation that
    // starts the work succeeded (otherwise there is nothing to wait for, and the refusal is the answer).
    if (sent.outcome === 'failure' && awaited && rows.find((r) => r.name === awaited)?.outcome === 'ok') {
      const limitMs = options.backgroundTimeoutMs ?? 30_000;
      const waitStarted = performance.now();
      let reads = 1;
      while (sent.outcome === 'failure' && performance.now() - waitStarted < limitMs) {
        await new Promise((resolve) => setTimeout(resolve, BACKGROUND_POLL_MS));
        sent = await send(op);
        reads += 1;
      }
      const waited = ((performance.now() - waitStarted) / 1000).toFixed(1);
      sent.notes.push(
        sent.outcome === 'failure'
          ? `still refused after waiting ${waited} s (${reads} reads, limit ${limitMs / 1000} s) for the background work ${awaited} started`
          : `read ${reads} times over ${waited} s until the background work ${awaited} started had done it`,
      );
    }
    Object.assign(row, { status: sent.status, type: sent.type, ms: sent.ms });
    row.notes.push(...sent.notes);
    if (row.outcome === 'ok' || sent.outcome === 'break') row.outcome = sent.outcome;
    if (NEEDS_PUSH_CHANNEL.includes(name)) {
      // Messages the call caused arrive shortly after its answer.
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (pushProblems.length) {
        row.outcome = 'break';
        row.notes.push(...pushProblems.splice(0).slice(0, 5).map(mask));
      }
    }
    options.onRow?.(row);
  }
  push?.close();
  return { title: 'exam-conformance: backend against openapi/openapi.yaml', target: base, rows };
}

type ProblemsOf = (schema: unknown, value: unknown, where: string) => string[];

/** The sent request against the contract: parameters and the body against their schemas. */
function checkSent(op: Operation, sent: BuiltRequest['sent'], problemsOf: ProblemsOf): string[] {
  const problems: string[] = [];
  for (const p of parametersOf(op)) {
    const name = String(p.name);
    const value = p.in === 'path' ? sent.path[name] : p.in === 'query' ? sent.query[name] : undefined;
    if (value === undefined) {
      if (p.required === true && (p.in === 'path' || p.in === 'query')) problems.push(`${p.in} parameter ${name} is required and has no example`);
      continue;
    }
    problems.push(...problemsOf(p.schema, value, `${p.in} parameter ${name}:`));
  }
  const body = requestMedia(op);
  if (body && sent.body !== undefined) problems.push(...problemsOf(body.media.schema, sent.body, 'body'));
  return problems;
}

/** The answer against the contract: status, content type, headers and body. */
function checkAnswer(op: Operation, response: Response, bytes: Uint8Array, problemsOf: ProblemsOf): { breaks: string[]; failure?: string } {
  const breaks: string[] = [];
  const declared = declaredResponses(op);
  const answer = responseFor(declared, response.status);
  const text = () => clip(new TextDecoder().decode(bytes.subarray(0, 400)).replace(/\s+/g, ' '));
  if (!answer) {
    return { breaks: [`HTTP ${response.status} is not a declared answer (declared: ${[...declared.keys()].join(', ')}): ${text()}`] };
  }
  if (!/^2/.test(String(response.status))) {
    // A declared error status: it follows the contract, but an example that should succeed did not.
    return { breaks, failure: `HTTP ${response.status} ${text()}` };
  }
  const type = mediaType(response.headers.get('content-type'));
  const types = [...answer.content.keys()];
  const fileTypes = types.filter((t) => !isJsonType(t));
  const media = answer.content.get(type) ?? [...answer.content].find(([t]) => t.endsWith('/*') && type.startsWith(t.slice(0, -1)))?.[1];
  if (!media) {
    if (types.length === 0) return { breaks };
    if (fileTypes.length && isJsonType(type)) breaks.push(`a JSON answer where a file is declared (${fileTypes.join(', ')}): ${text()}`);
    else breaks.push(`content type ${type || '(none)'} is not declared (declared: ${types.join(', ')})`);
    return { breaks };
  }
  let failure: string | undefined;
  if (isJsonType(type)) {
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      breaks.push(`the body is not JSON: ${text()}`);
      return { breaks };
    }
    breaks.push(...problemsOf(media.schema, body, 'body'));
    if (isObject(body) && body.success === false) failure = typeof body.result === 'string' ? body.result : JSON.stringify(body.result);
    // A download that answers JSON may only be a failure (spec 2 §7): a JSON success is no file.
    if (fileTypes.length && !(isObject(body) && body.success === false)) breaks.push(`a JSON answer where a file is declared (${fileTypes.join(', ')}): ${text()}`);
  } else {
    if (bytes.length === 0) breaks.push(`the ${type} file is empty`);
    const signature = FILE_SIGNATURES[type];
    if (signature && bytes.length && !signature.every((b, i) => bytes[i] === b)) breaks.push(`the body is not a ${type} file (it starts with ${text().slice(0, 40)})`);
  }
  for (const [name, header] of answer.headers) {
    const value = response.headers.get(name);
    // A file answer names its file: its declared Content-Disposition is required even where the contract does not
    // say `required` (spec 2 §7: downloads are saved under the name the server gives).
    const required = header.required === true || (name === 'content-disposition' && !isJsonType(type));
    if (value === null) {
      if (required) breaks.push(`header ${name} is missing`);
      continue;
    }
    breaks.push(...problemsOf(header.schema, value, `header ${name}:`));
    if (name === 'content-disposition' && !/filename\*?=/i.test(value)) breaks.push(`header content-disposition names no file: ${clip(value)}`);
  }
  return failure === undefined ? { breaks } : { breaks, failure };
}
