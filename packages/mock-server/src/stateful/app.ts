// The stateful backend's core, independent of node:http (the Backend adapter in backend.ts and the MSW handlers in
// msw.ts both call it): find the operation of a request (method, path → operationId), validate the request body
// against the contract (422 like Prism when it breaks it), check the session and the access model (access.ts:
// openapi/access.yaml's pages, user types and data scope), run the operation's handler on the store, and validate the
// answer against the contract before it leaves (a violation is a loud HTTP 500, never a wrong answer). Operations without a handler yet answer their contract `ok` example, marked `x-mock-source: example`.
import { SESSION_COOKIE } from './session-cookie.ts';
import type { Logger } from '../logger.ts';
import { describeErrors, createValidator } from '../validation.ts';
import { handlers as allHandlers } from './domains/index.ts';
import { uploadedFile } from './exam-config-store.ts';
import { markingImage, stemRegionImage } from './marking-store.ts';
import { loadOperations } from './operations.ts';
import type { OperationSpec, OperationTable } from './operations.ts';
import { buildSeed, createSeededStore } from './seed/index.ts';
import type { Session, Store } from './store.ts';
import { FileAnswer } from './types.ts';
import { refusal } from './access.ts';
import { markStarted, recordCall } from './activity.ts';
import type { Handler, HandlerContext, Handlers, OperationId } from './types.ts';

export interface StatefulRequest {
  method: string;
  /** Path and query string. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Uint8Array;
  /** A named example of the operation to answer with, straight from the bundle (scenario rules). */
  example?: string;
}

export interface StatefulResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export interface StatefulApp {
  readonly store: Store;
  readonly table: OperationTable;
  handle(request: StatefulRequest): Promise<StatefulResponse>;
  /** Which operations the store answers and which still answer their contract example. */
  coverage(): Coverage;
  /**
   * Reseeds the store (the same deterministic dataset) and ends every session but those of `keepSessions` whose
   * account is in the seed: kept asleep until their next call, in the role a sign-in gives (Store.reset). Returns the
   * tokens kept.
   */
  reset(keepSessions?: readonly string[]): string[];
}

export interface Coverage {
  total: number;
  stateful: number;
  example: number;
  operations: { operationId: string; method: string; path: string; source: 'stateful' | 'example' }[];
}

export interface StatefulAppOptions {
  logger: Logger;
  store?: Store;
  table?: OperationTable;
  bundlePath?: string;
  handlers?: Handlers;
}

export const SOURCE_HEADER = 'x-mock-source';
const PRISM_ERRORS = 'https://stoplight.io/prism/errors';

const json = (status: number, value: unknown, headers: Record<string, string | string[]> = {}): StatefulResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: Buffer.from(JSON.stringify(value), 'utf8'),
});

const problem = (status: number, type: string, title: string, extra: Record<string, unknown> = {}): StatefulResponse => ({
  status,
  headers: { 'content-type': 'application/problem+json' },
  body: Buffer.from(JSON.stringify({ type: `${PRISM_ERRORS}#${type}`, title, status, ...extra }), 'utf8'),
});

function header(headers: StatefulRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** `attachment; filename="…"; filename*=UTF-8''…` with an ASCII fallback name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A text value (a form field or a query parameter) as its schema types it: numbers and booleans are coerced. */
function coerceText(text: string, schema: unknown): unknown {
  const declared = isObject(schema) ? schema.type : undefined;
  const types: unknown[] = Array.isArray(declared) ? declared : [declared];
  if ((types.includes('integer') || types.includes('number')) && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** Multipart fields as the schema types them: files stay File, numbers and booleans are coerced from text. */
/** Whether a schema (or, for an array, its items) is a file part: `format: binary`. */
function isBinary(property: unknown): boolean {
  if (!isObject(property)) return false;
  return property.format === 'binary' || (isObject(property.items) && property.items.format === 'binary');
}

function formToObject(form: FormData, schema: unknown): { value: Json; forValidation: Json; violations: string[] } {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const value: Json = {};
  const forValidation: Json = {};
  const violations: string[] = [];
  form.forEach((entry, name) => {
    const property = properties[name];
    const declared = isObject(property) ? property.type : undefined;
    const types: unknown[] = Array.isArray(declared) ? declared : [declared];
    // A file field sent as a text field (no filename in its Content-Disposition) is refused, as a real multipart
    // parser would, instead of reaching a handler that reads it as a file.
    if (typeof entry === 'string' && isBinary(property)) violations.push(`body.${name}: must be a file part, a text field was sent`);
    let v: unknown = entry;
    let checked: unknown = typeof entry === 'string' ? entry : entry.name || 'file';
    if (typeof entry === 'string') {
      v = coerceText(entry, property);
      checked = v;
    }
    if (types.includes('array')) {
      // Repeated parts (several files or values) of an array field.
      v = [...(Array.isArray(value[name]) ? value[name] : []), v];
      checked = [...(Array.isArray(forValidation[name]) ? forValidation[name] : []), checked];
    }
    value[name] = v;
    forValidation[name] = checked;
  });
  return { value, forValidation, violations };
}

export function createStatefulApp(options: StatefulAppOptions): StatefulApp {
  const { logger } = options;
  const table = options.table ?? loadOperations(options.bundlePath);
  const store = options.store ?? createSeededStore(table);
  markStarted(store);
  const handlers: Handlers = options.handlers ?? allHandlers;
  const validatorFor = createValidator(table.bundle);

  function validate(schema: unknown, value: unknown): string[] {
    if (schema === undefined) return [];
    const check = validatorFor(schema);
    return check(value) ? [] : describeErrors(check.errors, value);
  }

  // The query parameters of an operation as one object schema (made once per operation, so compiled once).
  const querySchemas = new Map<OperationSpec, Json>();
  function queryViolations(operation: OperationSpec, query: URLSearchParams): string[] {
    if (operation.queryParams.length === 0) return [];
    let schema = querySchemas.get(operation);
    if (!schema) {
      schema = {
        type: 'object',
        properties: Object.fromEntries(operation.queryParams.map((p) => [p.name, (p.schema ?? {}) as Json])),
        required: operation.queryParams.filter((p) => p.required).map((p) => p.name),
      };
      querySchemas.set(operation, schema);
    }
    const value = Object.fromEntries(
      operation.queryParams.filter((p) => query.has(p.name)).map((p) => [p.name, coerceText(query.get(p.name) ?? '', p.schema)]),
    );
    return validate(schema, value).map((v) => (v.startsWith('(body): ') ? `query: ${v.slice('(body): '.length)}` : `query.${v}`));
  }

  function exampleAnswer(operation: OperationSpec, name: string): StatefulResponse | undefined {
    if (!operation.examples.has(name)) return undefined;
    const value = operation.examples.get(name);
    const headers: Record<string, string | string[]> = { [SOURCE_HEADER]: 'example' };
    if ((operation.exampleTypes.get(name) ?? operation.responseType).includes('json')) return json(200, value, headers);
    const disposition = operation.headerExamples['content-disposition'];
    return {
      status: 200,
      headers: { 'content-type': operation.responseType, ...headers, ...(disposition ? { 'content-disposition': disposition } : {}) },
      body: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8'),
    };
  }

  function loginExpired(): StatefulResponse {
    return json(200, { success: false, result: loginExpiredText });
  }
  const loginExpiredText = ((): string => {
    for (const operation of table.operations) {
      const value = operation.examples.get('loginExpired');
      if (isObject(value) && typeof value.result === 'string') return value.result;
    }
    return '登录失效，请重新登录';
  })();

  async function readBody(
    operation: OperationSpec,
    request: StatefulRequest,
  ): Promise<{ body: unknown } | { violations: string[] }> {
    const type = (header(request.headers, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (operation.requestSchemas.size === 0) return { body: undefined };
    if (request.body.length === 0) {
      return operation.requestRequired ? { violations: ['body: the request body is required'] } : { body: undefined };
    }
    if (!operation.requestSchemas.has(type)) {
      return { violations: [`body: content type "${type}" is not one of ${[...operation.requestSchemas.keys()].join(', ')}`] };
    }
    const schema = operation.requestSchemas.get(type);
    if (type.includes('json')) {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.from(request.body).toString('utf8'));
      } catch {
        return { violations: ['body: not valid JSON'] };
      }
      const violations = validate(schema, body).map((v) => `body.${v}`);
      return violations.length ? { violations } : { body };
    }
    let form: FormData;
    try {
      const contentType = header(request.headers, 'content-type') ?? type;
      form = await new Response(new Blob([new Uint8Array(request.body)]), { headers: { 'content-type': contentType } }).formData();
    } catch (error) {
      return { violations: [`body: not a readable ${type} body (${String(error)})`] };
    }
    const { value, forValidation, violations: parts } = formToObject(form, schema);
    const violations = [...parts, ...validate(schema, forValidation).map((v) => `body.${v}`)];
    return violations.length ? { violations } : { body: value };
  }

  async function handle(request: StatefulRequest): Promise<StatefulResponse> {
    const url = new URL(request.url, 'http://mock.invalid');
    const method = request.method.toUpperCase();
    // Files the backend serves outside the contract's paths: template and stem images, marking image pieces.
    const piece = method === 'GET' ? (markingImage(store, url.pathname) ?? stemRegionImage(store, url.pathname)) : undefined;
    const file = method === 'GET' ? (piece ? { bytes: piece, contentType: 'image/jpeg' } : uploadedFile(store, url.pathname)) : undefined;
    if (file) return { status: 200, headers: { 'content-type': file.contentType, [SOURCE_HEADER]: 'stateful' }, body: Buffer.from(file.bytes) };
    const found = table.find(method, url.pathname);
    if ('missing' in found) {
      return found.missing === 'path'
        ? problem(404, 'NO_PATH_MATCHED_ERROR', 'Route not resolved, no path matched', { detail: `${url.pathname} is not a path of the contract` })
        : problem(405, 'NO_METHOD_MATCHED_ERROR', 'Route resolved, but no method matched', { detail: `${method} ${url.pathname}` });
    }
    const { operation, params } = found;

    if (request.example) {
      return (
        exampleAnswer(operation, request.example) ??
        problem(404, 'NOT_FOUND', `${operation.operationId} has no example "${request.example}"`)
      );
    }

    const parsed = await readBody(operation, request);
    if ('violations' in parsed) {
      return problem(422, 'UNPROCESSABLE_ENTITY', 'Invalid request', {
        detail: 'Your request is not valid and no HTTP validation response was found in the spec, so Prism is generating this error for you.',
        validation: parsed.violations.map((message) => {
          const [where = '', text = message] = message.split(/: (.*)/s);
          return { location: where.split('.'), severity: 'Error', message: text };
        }),
      });
    }
    const badQuery = queryViolations(operation, url.searchParams);
    if (badQuery.length) {
      return problem(422, 'UNPROCESSABLE_ENTITY', 'Invalid request', {
        validation: badQuery.map((message) => {
          const [where = '', text = message] = message.split(/: (.*)/s);
          return { location: where.split('.'), severity: 'Error', message: text };
        }),
      });
    }

    const token = cookieValue(header(request.headers, 'cookie'), SESSION_COOKIE);
    const session = token ? store.session(token) : undefined;
    if (!operation.public && !session) return loginExpired();
    const refused = session ? refusal(store, session, operation.operationId, parsed.body, url.searchParams) : undefined;
    if (refused) return json(200, { success: false, result: refused }, { [SOURCE_HEADER]: 'stateful' });

    const handler = handlers[operation.operationId as OperationId] as Handler<OperationId> | undefined;
    if (!handler) {
      return exampleAnswer(operation, 'ok') ?? problem(501, 'NOT_IMPLEMENTED', `${operation.operationId} has no handler and no ok example`);
    }

    const cookies: string[] = [];
    const ctx = {
      body: parsed.body,
      query: url.searchParams,
      params,
      store,
      session: session as Session,
      setCookie: (value: string) => cookies.push(value),
      request: { headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')])) },
    } as HandlerContext<OperationId>;
    const startedAt = new Date();
    const answer: unknown = await handler(ctx);
    const headers: Record<string, string | string[]> = { [SOURCE_HEADER]: 'stateful' };
    if (cookies.length) headers['set-cookie'] = cookies;
    recordCall(store, {
      operationId: operation.operationId,
      path: url.pathname,
      session,
      params: parsed.body ?? (url.search ? Object.fromEntries(url.searchParams) : undefined),
      answer: answer instanceof FileAnswer ? undefined : answer,
      ...(answer instanceof FileAnswer ? { file: answer.fileName } : {}),
      ip: (ctx.request.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() || '127.0.0.1',
      startedAt,
      bytesIn: request.body.byteLength,
      bytesOut: answer instanceof FileAnswer ? answer.bytes.byteLength : JSON.stringify(answer).length,
    });

    if (answer instanceof FileAnswer) {
      return {
        status: 200,
        headers: {
          ...headers,
          'content-type': answer.contentType ?? operation.responseType,
          'content-disposition': contentDisposition(answer.fileName),
        },
        body: Buffer.from(answer.bytes),
      };
    }
    // A JSON answer: the operation's envelope, or the failure envelope a download declares instead of its file.
    const schema = operation.responseType.includes('json') ? operation.responseSchema : operation.failureSchema;
    const violations = schema ? validate(schema, answer) : isObject(answer) && answer.success === false ? [] : ['(body): a download answered JSON that is not a failure envelope'];
    if (violations.length) {
      logger.error(
        [
          `CONTRACT VIOLATION (response): ${method} ${url.pathname} (${operation.operationId}) -> HTTP 500 instead of an answer that breaks the contract`,
          ...violations.map((v) => `  - ${v}`),
          `  answer: ${JSON.stringify(answer).slice(0, 2000)}`,
        ].join('\n'),
      );
      return {
        status: 500,
        headers: { 'content-type': 'text/plain; charset=utf-8', [SOURCE_HEADER]: 'stateful' },
        body: Buffer.from(`CONTRACT VIOLATION (response) ${operation.operationId}:\n${violations.join('\n')}\n`, 'utf8'),
      };
    }
    return json(200, answer, headers);
  }

  return {
    store,
    table,
    handle: async (request) => {
      try {
        return await handle(request);
      } catch (error) {
        logger.error(`${request.method} ${request.url}: the stateful handler failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        return { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: Buffer.from(`mock handler error: ${String(error)}\n`) };
      }
    },
    reset(keepSessions) {
      const kept = store.reset(buildSeed(table), keepSessions);
      markStarted(store);
      return kept;
    },
    coverage() {
      const operations = table.operations.map((o) => ({
        operationId: o.operationId,
        method: o.method,
        path: o.pathTemplate,
        source: (handlers[o.operationId as OperationId] ? 'stateful' : 'example') as 'stateful' | 'example',
      }));
      const stateful = operations.filter((o) => o.source === 'stateful').length;
      return { total: operations.length, stateful, example: operations.length - stateful, operations };
    },
  };
}

/** The session cookie: HttpOnly, Path=/; 30 days with rememberMe, else a browser-session cookie. */
export { clearSessionCookie, SESSION_COOKIE, sessionCookie } from './session-cookie.ts';
