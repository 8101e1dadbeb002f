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
import { decodeImageToGrey } from '@exam/scanner-protocol/image';
import { createPayloadValidator } from '@exam/scanner-protocol/schemas';
import {
  besideFile,
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
import { AWAITS, PREPARE, phaseOf, walkOrder, type Phase } from './order.ts';
import { brokenConstraint, buildRequest, type BuildOptions, type BuiltRequest } from './requests.ts';
import { SEED, holds } from './seed.ts';
import type { Report, Row } from './report.ts';

/** The portal contract's dereferenced bundle: beside the packed command, as the SDK ships it, or where the workspace generates it. */
export function defaultBundlePath(): string {
  const beside = besideFile('openapi.bundle.json');
  if (beside) return beside;
  try {
    return createRequire(import.meta.url).resolve('@exam/sdk/bundle');
  } catch {
    return fileURLToPath(new URL('../../sdk/src/generated/openapi.bundle.json', import.meta.url));
  }
}

/** The scanner client's local HTTP service (openapi/scanner-service.yaml), dereferenced by the generator. */
export function serviceBundlePath(): string {
  return besideFile('scanner-service.bundle.json') ?? fileURLToPath(new URL('../../sdk/src/generated/scanner-service.bundle.json', import.meta.url));
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
  /**
   * Send what creates, changes and deletes (the walk's later phases). Without it the walk only signs in, reads and
   * signs out: safe against a real server.
   */
  write?: boolean;
  /** The report's title (another document than the portal contract: the scanner client's local service). */
  title?: string;
  /**
   * After sign-in, read the records of the example world the examples name (src/seed.ts) and list those the target
   * lacks before the walk (a `seed` row: a failure, exit 4, when any is missing).
   */
  seedCheck?: boolean;
  /** Called with the missing records as soon as the seed check knows them (before the walk goes on). */
  onSeed?: (missing: string[]) => void;
  /**
   * Before each operation of the walk with a stated request constraint, send one request that breaks it and expect a
   * refusal (`success:false`, or a 4xx status): a server that accepts anything breaks the contract.
   */
  negative?: boolean;
  /** With negative: an account without the permission for ACCESS_CASES; each must be refused to it. */
  denied?: { account: string; password: string };
  /** Only these operations (sign-in is always sent): by operationId, contract tag or phase. */
  select?: { operations?: string[]; tags?: string[]; phases?: Phase[] };
}

/**
 * Access-control cases of --negative (by operationId): sent with the example request by an account that lacks the
 * permission (--denied-account, e.g. a marking teacher), which must be refused. A write case is sent only with --write,
 * right before the walk's own request (so the record it names exists).
 */
export const ACCESS_CASES: readonly string[] = ['loadmgeuser', 'deltag'];

/** Operations --negative does not break: signing in and out (they would end or replace the walk's session). */
const NOT_BROKEN: ReadonlySet<string> = new Set(['dologin', 'dologout']);

/** What a read-only walk sends: signing in, what only reads, and signing out. */
const READ_ONLY: ReadonlySet<Phase> = new Set(['sign-in', 'read']);
const isReadOnly = (op: Operation) => READ_ONLY.has(phaseOf(op)) || operationName(op) === 'dologout';

/** A failure to reach the target at all (nothing answered), as opposed to an answer that breaks the contract. */
function unreachableReason(error: unknown): string | undefined {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause ? String(cause.code) : '';
  if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET'].includes(code)) return `${code}: ${cause?.message ?? ''}`;
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer within the time limit';
  return undefined;
}

/** The session cookie the contract names (its apiKey security scheme in a cookie). */
function sessionCookieName(bundle: Json): string | undefined {
  const components = isObject(bundle.components) ? bundle.components : {};
  const schemes = isObject(components.securitySchemes) ? Object.values(components.securitySchemes) : [];
  const cookie = schemes.find((s) => isObject(s) && s.type === 'apiKey' && s.in === 'cookie');
  return isObject(cookie) && typeof cookie.name === 'string' ? cookie.name : undefined;
}

/** Operations whose example carries the signed-in account's credentials, and how the given ones replace them. */
const CREDENTIALS: Readonly<Record<string, (account: string, password: string) => (body: Json) => Json>> = {
  dologin: (account, password) => (body) => ({ ...body, ua: account, up: password }),
  editPassword: (_account, password) => (body) => ({ ...body, oldPassword: password }),
};

/** Session cookies, as a browser keeps them for one origin. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  has(name: string): boolean {
    return this.cookies.has(name);
  }
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

/** A file's content beyond its first bytes: what a reader of that type needs to open it. */
const FILE_CONTENT: Record<string, (bytes: Uint8Array) => string | undefined> = {
  // A workbook is a zip whose entries name [Content_Types].xml and the xl/ folder (entry names are plain text).
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (bytes) => {
    const text = Buffer.from(bytes).toString('latin1');
    if (!text.includes('[Content_Types].xml') || !text.includes('xl/')) return 'a zip without [Content_Types].xml and xl/ (not a workbook)';
    if (!text.includes('PK\u0005\u0006')) return 'the zip has no end of central directory (cut short?)';
    return undefined;
  },
  'application/zip': (bytes) => (Buffer.from(bytes).toString('latin1').includes('PK\u0005\u0006') ? undefined : 'the zip has no end of central directory (cut short?)'),
  'image/jpeg': (bytes) => (bytes.at(-2) === 0xff && bytes.at(-1) === 0xd9 ? decodes(bytes, 'JPEG') : 'the JPEG does not end with its end-of-image marker (cut short?)'),
  'image/png': (bytes) => decodes(bytes, 'PNG'),
  'image/gif': (bytes) => decodes(bytes, 'GIF'),
};

/** Whether an image decodes (the same decoders the scanner simulator and the mock read pages with). */
function decodes(bytes: Uint8Array, kind: string): string | undefined {
  try {
    const image = decodeImageToGrey(bytes);
    return image.width > 0 && image.height > 0 ? undefined : `the ${kind} has no pixels`;
  } catch (error) {
    return `the ${kind} does not decode (${clip(error instanceof Error ? error.message : String(error), 80)})`;
  }
}

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
  const title = options.title ?? TITLE;

  /** Schema problems of a value, as lines naming where. */
  const problemsOf = (schema: unknown, value: unknown, where: string): string[] => {
    if (schema === undefined) return [];
    const validate = validatorFor(schema);
    return validate(value) ? [] : describeErrors(validate.errors, value).map((line) => `${where} ${line}`);
  };

  // What --write changes of the walk's own account, to be set back at the end: its password and its role.
  const account: { role?: { user_type: string; unit_id: number }; password?: string; roleChanged?: boolean } = {};
  function noteAccountChange(name: string, body: unknown): void {
    if (name === 'editPassword' && isObject(body) && typeof body.newPass1 === 'string') {
      account.password = body.newPass1;
      secrets.push(body.newPass1);
    }
    if (name === 'changeUnitRole') account.roleChanged = true;
  }
  /** The session's userinfo (its role, the push channel's token), read once per sign-in. */
  type SessionInfo = { result?: { token?: unknown; user?: { user_type?: unknown; unit_id?: unknown } } };
  let sessionInfo: Promise<SessionInfo> | undefined;
  const readSessionInfo = () => (sessionInfo ??= fetch(`${base}/api/login/userinfo`, { headers: { cookie: jar.header() } }).then((r) => r.json() as Promise<SessionInfo>));
  /** The role the walk's account signed in with (read once after sign-in, with --write). */
  async function readRole(): Promise<void> {
    try {
      const user = (await readSessionInfo()).result?.user;
      if (typeof user?.user_type === 'string' && typeof user.unit_id === 'number') account.role = { user_type: user.user_type, unit_id: user.unit_id };
    } catch {
      // Without it the role is not set back (the restore row says so).
    }
  }

  /** Sends an operation's example request and checks the request and its answer. */
  async function send(op: Operation): Promise<Sent> {
    const name = operationName(op);
    const out: Sent = { outcome: 'ok', status: '', type: '', ms: 0, notes: [] };
    // The walk signs in with the given account: the sign-in example's credentials, and the old password of the
    // password change, are replaced by the given ones.
    const mutate = CREDENTIALS[name]?.(options.account, options.password);
    if (name === 'dologin') sessionInfo = undefined;
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
      // Redirects are not followed: a 302 to a sign-in page is named as what it is.
      const response = await fetch(request.url, { ...request.init, redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
      jar.store(response);
      const bytes = new Uint8Array(await response.arrayBuffer());
      out.ms = performance.now() - started;
      out.status = String(response.status);
      out.type = mediaType(response.headers.get('content-type'));
      const checked = checkAnswer(op, response, bytes, problemsOf);
      if (options.write && checked.breaks.length === 0 && checked.failure === undefined) noteAccountChange(name, request.sent.body);
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
      out.unreachable = unreachableReason(error);
    }
    return out;
  }

  // The push channel: opened at /ws/<token of userinfo> when an operation needs it; its messages are validated.
  let push: WebSocket | undefined;
  const pushProblems: string[] = [];
  let pushMessages = 0;
  async function openPushChannel(): Promise<string | undefined> {
    if (push) return undefined;
    try {
      const info = await readSessionInfo();
      const token = typeof info.result?.token === 'string' ? info.result.token : '';
      if (!token) return 'userinfo gave no token for the push channel';
      secrets.push(token);
      const socket = new WebSocket(pushChannelUrl(base, token), { headers: { cookie: jar.header() }, handshakeTimeout: options.timeoutMs ?? 30_000 });
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      const validator = createPayloadValidator();
      socket.on('message', (data) => {
        pushMessages += 1;
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

  const timeoutMs = options.timeoutMs ?? 30_000;
  if (options.denied) secrets.push(options.denied.password);

  /** --negative: one request breaking a stated constraint of the operation, which must be refused. */
  async function negativeRow(op: Operation): Promise<Row | undefined> {
    const name = operationName(op);
    if (NOT_BROKEN.has(name)) return undefined;
    const media = requestMedia(op);
    const broken = media ? brokenConstraint(media.media.schema) : undefined;
    const query = parametersOf(op).find((p) => p.in === 'query' && p.required === true);
    if (!broken && !query) return undefined;
    const what = broken ? `the example ${broken.what}` : `the example without the required query parameter ${String(query?.name)}`;
    const credentials = CREDENTIALS[name]?.(options.account, options.password);
    const mutate = broken ? (body: Json) => broken.mutate(credentials ? credentials(body) : body) : credentials;
    const started = performance.now();
    const answer = await sendRaw(base, op, { ...(mutate ? { mutate } : {}), ...(!broken && query ? { dropQuery: String(query.name) } : {}) }, jar, timeoutMs);
    const verdict = refusalOf(answer);
    return {
      name: `${name}/invalid`,
      what: op.key,
      phase: 'negative',
      outcome: verdict.refused ? 'ok' : 'break',
      status: answer.status ? String(answer.status) : 'no answer',
      type: '',
      ms: performance.now() - started,
      notes: verdict.refused ? [] : [mask(`${what} must be refused, but it was ${verdict.why}`)],
    };
  }

  /** --negative --denied-account: the operation's example sent by an account without the permission. */
  const deniedJar = new CookieJar();
  let deniedSignIn: string | undefined | null = null;
  async function accessRow(op: Operation): Promise<Row> {
    const name = operationName(op);
    const denied = options.denied ?? { account: '', password: '' };
    const row: Row = { name: `${name}/denied`, what: op.key, phase: 'access', outcome: 'ok', status: '', type: '', ms: 0, notes: [] };
    if (deniedSignIn === null) {
      const login = operations.find((o) => operationName(o) === 'dologin');
      const answer = login ? await sendRaw(base, login, { mutate: CREDENTIALS.dologin?.(denied.account, denied.password) }, deniedJar, timeoutMs) : undefined;
      deniedSignIn = answer && isObject(answer.json) && answer.json.success === true ? undefined : `could not sign in as ${denied.account}: ${answer ? (answer.error ?? `HTTP ${answer.status} ${answer.text}`) : 'no dologin'}`;
    }
    if (deniedSignIn !== undefined) {
      row.outcome = 'failure';
      row.notes.push(mask(deniedSignIn));
      return row;
    }
    const started = performance.now();
    const answer = await sendRaw(base, op, {}, deniedJar, timeoutMs);
    row.ms = performance.now() - started;
    row.status = answer.status ? String(answer.status) : 'no answer';
    const verdict = refusalOf(answer);
    if (verdict.refused) row.notes.push(mask(`refused to ${denied.account}, who lacks the permission (${verdict.how})`));
    else {
      row.outcome = 'break';
      row.notes.push(mask(`${denied.account} lacks the permission, but the example was ${verdict.why}`));
    }
    return row;
  }

  /** --seed-check: the records of the example world the examples name, read through read operations. */
  async function seedRow(): Promise<Row> {
    const started = performance.now();
    const missing: string[] = [];
    let total = 0;
    for (const read of SEED) {
      total += read.records.length;
      const op = operations.find((o) => operationName(o) === read.operation);
      const answer = op ? await sendRaw(base, op, read.body ? { mutate: (body) => ({ ...body, ...read.body }) } : {}, jar, timeoutMs) : undefined;
      const readable = answer && isObject(answer.json) && answer.json.success === true;
      for (const record of read.records) {
        if (!readable) missing.push(`${record.what} (${read.operation} could not be read: ${answer ? (answer.error ?? `HTTP ${answer.status} ${answer.text}`) : 'not in the contract'})`);
        else if (!holds(answer.json, record.match)) missing.push(`${record.what} (not in ${read.operation})`);
      }
    }
    options.onSeed?.(missing);
    return {
      name: 'seed',
      what: 'the example world (openapi/EXAMPLES.md)',
      phase: 'sign-in',
      outcome: missing.length ? 'failure' : 'ok',
      status: `${total - missing.length}/${total} found`,
      type: '',
      ms: performance.now() - started,
      notes: missing.map((m) => mask(`missing: ${m}`)),
    };
  }

  const operations = operationsOf(bundle);
  const { operations: named, tags, phases } = options.select ?? {};
  const tagsOf = (op: Operation) => (Array.isArray(op.operation.tags) ? op.operation.tags.map(String) : []);
  const selected = (op: Operation) =>
    operationName(op) === 'dologin' ||
    ((!named || named.includes(operationName(op))) && (!tags || tagsOf(op).some((t) => tags.includes(t))) && (!phases || phases.includes(phaseOf(op))));
  const chosen = walkOrder(operations).filter(selected);
  const walk = options.write ? chosen : chosen.filter(isReadOnly);
  const notes: string[] = [];
  if (!options.write && walk.length < chosen.length) {
    notes.push(`read-only walk: ${chosen.length - walk.length} operations that create, change or delete data were not sent (--write sends them, against a disposable server)`);
  }
  const cookieName = sessionCookieName(bundle);
  // The push channel is part of the session as the portal opens it; a whole walk opens it after sign-in.
  const wholeWalk = !named && !tags && !phases;
  for (const op of walk) {
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
    if (options.negative) {
      const negative = await negativeRow(op);
      if (negative) {
        rows.splice(rows.indexOf(row), 0, negative);
        options.onRow?.(negative);
      }
      if (options.denied && ACCESS_CASES.includes(name)) {
        const access = await accessRow(op);
        rows.splice(rows.indexOf(row), 0, access);
        options.onRow?.(access);
      }
    }
    if (NEEDS_PUSH_CHANNEL.includes(name)) {
      // It answers over the push channel: a backend without one breaks the contract.
      const problem = await openPushChannel();
      if (problem) {
        row.notes.push(mask(problem));
        row.outcome = 'break';
      }
    }
    let sent = await send(op);
    if (rows.length === 1 && sent.unreachable !== undefined) {
      return { title, target: base, rows: [], unreachable: `${base} did not answer (${sent.unreachable})`, notes };
    }
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
    if (name === 'dologin' && sent.outcome === 'ok' && cookieName && !jar.has(cookieName)) {
      // Every later call would answer 登录失效: one clear break instead of a table of knock-on failures.
      row.outcome = 'break';
      row.notes.push(`signed in, but the answer set no ${cookieName} cookie (the contract's session cookie); the walk stops here, as every later call needs it`);
      options.onRow?.(row);
      break;
    }
    if (name === 'dologin' && sent.outcome === 'ok' && options.write) await readRole();
    if (name === 'dologin' && sent.outcome === 'ok' && options.seedCheck) {
      const seed = await seedRow();
      rows.push(seed);
      if (seed.outcome !== 'ok') notes.push(`the target lacks ${seed.notes.length} records of the example world the examples name (see the seed row); refused examples are likely`);
      options.onRow?.(seed);
    }
    if (name === 'dologin' && sent.outcome === 'ok' && wholeWalk) {
      const problem = await openPushChannel();
      const pushRow: Row = { name: 'push channel', what: 'WS /ws/{token}', phase: 'sign-in', outcome: problem ? 'break' : 'ok', status: problem ? 'no channel' : 'open', type: '', ms: 0, notes: problem ? [mask(problem)] : [] };
      rows.push(pushRow);
      options.onRow?.(row);
      options.onRow?.(pushRow);
      continue;
    }
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
  if (options.write && (account.password !== undefined || account.roleChanged)) rows.push(await restoreAccount());
  if (push) {
    // Messages of background work (the data analysis) arrive after the answers that started it: every one is checked.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const problems = pushProblems.splice(0);
    rows.push({ name: 'push messages', what: 'WS /ws/{token}', phase: 'session', outcome: problems.length ? 'break' : 'ok', status: `${pushMessages}`, type: 'messages', ms: 0, notes: problems.slice(0, 10).map(mask) });
    push.close();
  }
  return { title, target: base, rows, notes };

  /**
   * --write changed the walk's own account (the session phase): sign in again and set back its role and its password.
   * Other users' passwords reset by the walk cannot be set back (their old passwords are unknown): the row says so.
   */
  async function restoreAccount(): Promise<Row> {
    const row: Row = { name: 'restore', what: 'the walk\'s account', phase: 'session', outcome: 'ok', status: '', type: '', ms: 0, notes: [] };
    const started = performance.now();
    const byName = (n: string) => operations.find((o) => operationName(o) === n);
    const again = new CookieJar();
    const timeout = options.timeoutMs ?? 30_000;
    const ok = (answer: RawAnswer) => answer.status === 200 && isObject(answer.json) && answer.json.success === true;
    const call = (n: string, body: (example: Json) => Json) => {
      const op = byName(n);
      return op ? sendRaw(base, op, { mutate: body }, again, timeout) : Promise.resolve<RawAnswer>({ status: 0, text: '', error: `no ${n} in the contract` });
    };
    const current = account.password ?? options.password;
    const signIn = await call('dologin', (body) => ({ ...body, ua: options.account, up: current }));
    if (!ok(signIn)) {
      row.outcome = 'failure';
      row.notes.push(mask(`could not sign in again to set the account back: ${signIn.error ?? signIn.text}`));
    } else {
      if (account.roleChanged && account.role) {
        const role = account.role;
        const back = await call('changeUnitRole', () => ({ ...role }));
        row.notes.push(ok(back) ? `role set back (user type ${role.user_type} at unit ${role.unit_id})` : mask(`the role was not set back: ${back.error ?? back.text}`));
        if (!ok(back)) row.outcome = 'failure';
      } else if (account.roleChanged) row.notes.push('the role was switched and is not known, so it was not set back');
      if (account.password !== undefined) {
        const changed = account.password;
        const back = await call('editPassword', () => ({ oldPassword: changed, newPass1: options.password, newPass2: options.password }));
        row.notes.push(ok(back) ? 'password set back to the one given' : mask(`the password was not set back (it is the example's new one): ${back.error ?? back.text}`));
        if (!ok(back)) row.outcome = 'failure';
      }
      await call('dologout', (body) => body);
    }
    row.notes.push("other users' passwords the walk reset (resetpwd) and the records it created, changed or deleted are not set back");
    row.ms = performance.now() - started;
    return row;
  }
}

/** An answer as the negative, access and seed checks read it: its status and, if JSON, its body. */
type RawAnswer = { status: number; text: string; json?: unknown; location?: string; error?: string };

async function sendRaw(base: string, op: Operation, build: BuildOptions, jar: CookieJar, timeoutMs: number): Promise<RawAnswer> {
  const request = buildRequest(base, op, { ...build, headers: jar.header() ? { cookie: jar.header() } : {} });
  if (!request) return { status: 0, text: '', error: 'the contract gives no request this check can send' };
  try {
    const response = await fetch(request.url, { ...request.init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    jar.store(response);
    const text = await response.text();
    let json: unknown;
    if (isJsonType(mediaType(response.headers.get('content-type')))) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, text: clip(text.replace(/\s+/g, ' ')), json, location: response.headers.get('location') ?? undefined };
  } catch (error) {
    return { status: 0, text: '', error: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error) };
  }
}

/** Whether an answer refuses: `{success:false}` or a 4xx status. Otherwise why not. */
function refusalOf(answer: RawAnswer): { refused: true; how: string } | { refused: false; why: string } {
  if (answer.error !== undefined) return { refused: false, why: `no answer: ${answer.error}` };
  if (answer.status >= 400 && answer.status < 500) return { refused: true, how: `HTTP ${answer.status}` };
  if (answer.status >= 300 && answer.status < 400) return { refused: false, why: `redirected (HTTP ${answer.status}${answer.location ? ` to ${answer.location}` : ''}) instead of refusing` };
  if (answer.status >= 200 && answer.status < 300 && isObject(answer.json) && answer.json.success === false) {
    return { refused: true, how: `{success:false} ${clip(typeof answer.json.result === 'string' ? answer.json.result : JSON.stringify(answer.json.result), 80)}` };
  }
  return { refused: false, why: `accepted: HTTP ${answer.status} ${answer.text}` };
}

const TITLE = 'exam-conformance: backend against openapi/openapi.yaml';

type Sent = Pick<Row, 'outcome' | 'status' | 'type' | 'ms' | 'notes'> & { unreachable?: string };

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
  if (response.status >= 300 && response.status < 400 && !answer) {
    const location = response.headers.get('location');
    return { breaks: [`redirected (HTTP ${response.status}${location ? ` to ${clip(location, 120)}` : ''}) instead of answering: no redirect is declared (a sign-in page in front of the API?)`] };
  }
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
    else if (bytes.length) {
      const problem = FILE_CONTENT[type]?.(bytes);
      if (problem) breaks.push(`the body is not a ${type} file: ${problem}`);
    }
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
