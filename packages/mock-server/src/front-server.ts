// The front server every client talks to (stateful and contract modes): node:http on the public port. It applies
// scenario rules, records the request log, forwards everything else to a backend (the stateful store or Prism) and turns the backend's contract
// answers into what the real server says: 401 "security requirements" becomes the 登录失效 envelope, a 422
// contract violation is logged loudly and passed through. The control API lives under /__mock/.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Backend, BackendResponse } from './backends/types.ts';
import type { Contract } from './contract.ts';
import type { Logger } from './logger.ts';
import { RequestLog, loggableBody, maskQuery } from './request-log.ts';
import type { Outcome, RequestLogEntry } from './request-log.ts';
import { Scenario, parseFault, parseScenario } from './scenario.ts';
import type { ActiveRule, Fault } from './scenario.ts';
import { createPushHub } from './stateful/lib/push-hub.ts';
import type { PushHub } from './stateful/lib/push-hub.ts';

/** The request header that asks for a fault (see parseFault in scenario.ts). */
export const FAULT_HEADER = 'x-mock-fault';

const MAX_BODY_BYTES = 64 * 1024 * 1024;

export interface FrontServerOptions {
  backend: Backend;
  contract: Contract;
  logger: Logger;
  /** The mode name reported by GET /__mock/health. */
  mode: string;
}

export interface FrontServer {
  server: Server;
  scenario: Scenario;
  requests: RequestLog;
  /** The push channel: websockets at /ws/<session token> (the token userinfo answers). */
  push: PushHub;
  /** Resolves once the backend has started; rejects when it could not. */
  ready: Promise<void>;
  close(): Promise<void>;
}

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, `request body larger than ${MAX_BODY_BYTES} bytes`));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new HttpError(499, 'the client closed the connection before sending the whole body'));
    });
  });
}

function sendJson(res: ServerResponse, status: number, value: unknown, extra: Record<string, string> = {}): void {
  const body = Buffer.from(JSON.stringify(value, null, 2) + '\n', 'utf8');
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, ...extra });
  res.end(body);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  const body = Buffer.from(text + '\n', 'utf8');
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length });
  res.end(body);
}

/** `Prefer: example=<name>` as a client may send it itself (Prism's convention). */
function preferredExample(prefer: string | undefined): string | undefined {
  return prefer?.match(/(?:^|[,;\s])example=([^,;\s]+)/)?.[1];
}

interface Problem {
  type?: string;
  title?: string;
  detail?: string;
  validation?: { location?: string[]; message?: string }[];
}

function parseProblem(answer: BackendResponse): Problem | undefined {
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.includes('problem+json')) return undefined;
  try {
    return JSON.parse(answer.body.toString('utf8')) as Problem;
  } catch {
    return undefined;
  }
}

const CONTROL_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

/** The fault a rule asks for: its own fields plus its `fault` text. */
function ruleFault(rule: ActiveRule | undefined, loginExpiredText: string): Fault {
  if (!rule) return {};
  const parsed = rule.fault ? parseFault(rule.fault, loginExpiredText) : {};
  const fromText: Fault = 'error' in parsed ? {} : parsed;
  return {
    ...fromText,
    ...(rule.status !== undefined ? { status: rule.status } : {}),
    ...(rule.drop ? { drop: true } : {}),
    ...(rule.delayMs ? { delayMs: rule.delayMs } : {}),
    ...(rule.answerDelayMs ? { answerDelayMs: rule.answerDelayMs } : {}),
    ...(rule.malformed ? { malformed: true } : {}),
    ...(rule.failure !== undefined ? { failure: rule.failure } : {}),
  };
}

/** A body no client can parse: the first half of the answer (a proper prefix of a JSON text is never JSON). */
function malformedBody(body: Buffer): Buffer {
  return body.length > 1 ? body.subarray(0, Math.floor(body.length / 2)) : Buffer.from('{', 'utf8');
}

export function createFrontServer({ backend, contract, logger, mode }: FrontServerOptions): FrontServer {
  const scenario = new Scenario();
  const requests = new RequestLog();
  let state: 'starting' | 'ready' | 'failed' = 'starting';
  const ready = backend.start().then(
    () => {
      state = 'ready';
    },
    (error: unknown) => {
      state = 'failed';
      throw error;
    },
  );
  // Callers await `ready`; this only keeps an early failure from being reported as unhandled.
  ready.catch(() => {});

  async function control(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const route = `${req.method ?? 'GET'} ${url.pathname.replace(/\/+$/, '')}`;
    const reply = (status: number, value: unknown) => sendJson(res, status, value, CONTROL_CORS);
    switch (route) {
      case 'GET /__mock/health':
        return reply(state === 'ready' ? 200 : 503, { status: state === 'ready' ? 'ok' : state, mode, backend: backend.name });
      case 'GET /__mock/coverage': {
        const coverage = backend.coverage?.();
        return coverage === undefined
          ? reply(404, { error: `the ${backend.name} backend answers every operation with contract examples (no coverage to report)` })
          : reply(200, coverage);
      }
      case 'POST /__mock/reset': {
        // An optional { keepSessions: [token, …] }: those sessions stay signed in (a test runner's stored sign-ins).
        let parsed: { keepSessions?: unknown } | null;
        try {
          parsed = JSON.parse((await readBody(req)).toString('utf8') || 'null') as { keepSessions?: unknown } | null;
        } catch {
          return reply(400, { errors: ['the body is not valid JSON'] });
        }
        const keep = parsed?.keepSessions ?? [];
        if (!Array.isArray(keep) || !keep.every((t): t is string => typeof t === 'string')) {
          return reply(400, { errors: ['expected no body or { keepSessions: [<session token>, …] }'] });
        }
        const kept = backend.reset?.(keep);
        if (!kept) return reply(404, { error: `the ${backend.name} backend keeps no state to reset` });
        logger.info(`store reset to the seeded dataset${kept.length ? `, ${kept.length} session(s) kept` : ''}`);
        return reply(200, { reset: true, keptSessions: kept });
      }
      case 'POST /__mock/clock': {
        let parsed: { advanceMs?: unknown } | null;
        try {
          parsed = JSON.parse((await readBody(req)).toString('utf8') || 'null') as { advanceMs?: unknown } | null;
        } catch {
          return reply(400, { errors: ['the body is not valid JSON'] });
        }
        const ms = parsed?.advanceMs;
        if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return reply(400, { errors: ['expected { advanceMs: <milliseconds, 0 or more> }'] });
        if (!backend.advanceClock?.(ms)) return reply(404, { error: `the ${backend.name} backend keeps no clock` });
        logger.info(`clock advanced by ${ms} ms`);
        return reply(200, { advancedMs: ms });
      }
      case 'GET /__mock/scenario':
        return reply(200, { rules: scenario.list() });
      case 'DELETE /__mock/scenario':
        scenario.clear();
        logger.info('scenario cleared');
        return reply(200, { rules: [] });
      case 'POST /__mock/scenario': {
        let parsed: unknown;
        try {
          parsed = JSON.parse((await readBody(req)).toString('utf8') || 'null');
        } catch {
          return reply(400, { errors: ['the body is not valid JSON'] });
        }
        const result = parseScenario(parsed, contract);
        if ('errors' in result) {
          logger.warn(`scenario refused:\n  ${result.errors.join('\n  ')}`);
          return reply(400, result);
        }
        const rules = scenario.replace(result.rules);
        logger.info(`scenario set: ${rules.map((r) => `#${r.id} ${r.method ?? '*'} ${r.path}`).join(', ') || '(no rules)'}`);
        return reply(200, { rules });
      }
      case 'GET /__mock/requests':
        return reply(200, {
          requests: requests.list({ method: url.searchParams.get('method'), path: url.searchParams.get('path') }),
        });
      case 'DELETE /__mock/requests':
        requests.clear();
        return reply(200, { requests: [] });
      default:
        if (req.method === 'OPTIONS') {
          res.writeHead(204, CONTROL_CORS);
          res.end();
          return;
        }
        return reply(404, {
          error: `no control endpoint ${route}`,
          endpoints: [
            'GET /__mock/health',
            'GET /__mock/coverage',
            'POST /__mock/reset',
            'POST /__mock/clock',
            'GET|POST|DELETE /__mock/scenario',
            'GET|DELETE /__mock/requests',
          ],
        });
    }
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const started = Date.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname;
    const contentType = req.headers['content-type'] ?? null;
    let clientGone = false;
    res.on('close', () => {
      if (!res.writableFinished) clientGone = true;
    });

    const body = await readBody(req);
    const rule = scenario.take(method, path);
    const faultHeader = req.headers[FAULT_HEADER];
    const faultText = Array.isArray(faultHeader) ? faultHeader.join(',') : faultHeader;
    const headerFault = faultText === undefined ? {} : parseFault(faultText, contract.loginExpiredText);
    const prefer = req.headers.prefer;
    const example = rule?.example ?? preferredExample(Array.isArray(prefer) ? prefer.join(', ') : prefer);
    const describedFault =
      faultText ?? (rule && (rule.fault || rule.failure !== undefined || rule.malformed || rule.status !== undefined || rule.drop || rule.delayMs || rule.answerDelayMs) ? `rule #${rule.id}` : undefined);
    const record = (status: number | null, outcome: Outcome, extra: Partial<RequestLogEntry> = {}) =>
      requests.add({
        time: new Date(started).toISOString(),
        method,
        path,
        query: maskQuery(url.search),
        status,
        outcome,
        durationMs: Date.now() - started,
        contentType,
        body: loggableBody(contentType, body),
        bodyBytes: body.length,
        ...(rule ? { ruleId: rule.id } : {}),
        ...(example ? { example } : {}),
        ...(describedFault ? { fault: describedFault } : {}),
        ...extra,
      });

    if ('error' in headerFault) {
      sendText(res, 400, `${FAULT_HEADER}: ${headerFault.error}`);
      record(400, 'fault-invalid');
      return;
    }
    // The request's own header wins over the route's rule, field by field.
    const fault: Fault = { ...ruleFault(rule, contract.loginExpiredText), ...headerFault };
    const by = faultText !== undefined ? `${FAULT_HEADER} header` : `scenario rule #${rule?.id ?? '?'}`;

    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (clientGone) {
      record(null, 'aborted');
      return;
    }
    if (fault.drop) {
      logger.info(`${method} ${path}: connection dropped (${by})`);
      record(null, 'dropped');
      req.socket.destroy();
      return;
    }
    if (fault.status !== undefined) {
      sendText(res, fault.status, `Mock fault (${by}): HTTP ${fault.status} for ${method} ${path}`);
      record(fault.status, 'scenario-status');
      return;
    }
    if (fault.failure !== undefined) {
      const envelope = Buffer.from(JSON.stringify({ success: false, result: fault.failure }), 'utf8');
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': envelope.length, 'x-mock-source': 'fault' });
      res.end(envelope);
      record(200, 'fault-failure');
      return;
    }

    try {
      await ready;
    } catch {
      sendText(res, 502, `The mock backend (${backend.name}) failed to start; see the mock server's log.`);
      record(502, 'backend-error');
      return;
    }

    let answer: BackendResponse;
    try {
      answer = await backend.handle({ method, url: req.url ?? path, headers: req.headers, body, ...(example ? { example } : {}) });
    } catch (error) {
      logger.error(`${method} ${path}: the backend did not answer: ${String(error)}`);
      if (!clientGone) sendText(res, 502, `The mock backend (${backend.name}) did not answer: ${String(error)}`);
      record(502, 'backend-error');
      return;
    }

    let outcome: Outcome = 'backend';
    let violations: string[] | undefined;
    const problem = parseProblem(answer);
    if (answer.status === 401 && problem?.type?.endsWith('#UNAUTHORIZED')) {
      // The contract's backend answers a call without a session with HTTP 200 and the 登录失效 text.
      outcome = 'login-expired';
      logger.info(`${method} ${path}: no valid JSESSIONID session cookie -> 200 {success:false, result:"${contract.loginExpiredText}"}`);
      const envelope = Buffer.from(JSON.stringify({ success: false, result: contract.loginExpiredText }), 'utf8');
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name.startsWith('access-control-')));
      answer = { status: 200, headers: { ...headers, 'content-type': 'application/json; charset=utf-8' }, body: envelope };
    } else if (answer.status === 422 && problem) {
      outcome = 'contract-violation';
      violations = (problem.validation ?? []).map((v) => `${(v.location ?? []).join('.')}: ${v.message ?? ''}`);
      const sent = loggableBody(contentType, body);
      logger.error(
        [
          `CONTRACT VIOLATION: ${method} ${req.url ?? path} -> 422 ${problem.title ?? ''}`,
          ...violations.map((v) => `  - ${v}`),
          ...(sent === undefined ? [] : [`  request body: ${JSON.stringify(sent)}`]),
        ].join('\n'),
      );
    } else if (/#NO_(PATH|METHOD)_MATCHED_ERROR$/.test(problem?.type ?? '')) {
      outcome = 'not-in-contract';
      logger.error(`NOT IN THE CONTRACT: ${method} ${path} -> ${answer.status} ${problem?.title ?? ''}`);
    } else if (problem) {
      logger.error(`${method} ${path} -> ${answer.status} ${problem.title ?? ''}: ${problem.detail ?? ''}`);
    }

    if (fault.answerDelayMs) {
      // The backend has acted: the log says so now (a test waits for it), and the answer is held back.
      record(answer.status, outcome, { answerHeldMs: fault.answerDelayMs, ...(violations ? { violations } : {}) });
      await new Promise((resolve) => setTimeout(resolve, fault.answerDelayMs));
      if (!clientGone) {
        res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
        res.end(answer.body);
      }
      return;
    }
    if (clientGone) {
      record(null, 'aborted');
      return;
    }
    if (fault.malformed) {
      const cut = malformedBody(answer.body);
      res.writeHead(answer.status, { ...answer.headers, 'content-length': cut.length, 'x-mock-source': 'fault' });
      res.end(cut);
      record(answer.status, 'fault-malformed', violations ? { violations } : {});
      return;
    }
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
    record(answer.status, outcome, violations ? { violations } : {});
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    const handler = url.pathname.startsWith('/__mock/') || url.pathname === '/__mock' ? control : api;
    handler(req, res, url).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) logger.error(`${req.method} ${url.pathname}: ${String(error)}`);
      if (!res.headersSent && !res.destroyed) sendText(res, status, String(error instanceof Error ? error.message : error));
      else res.destroy();
    });
  });
  // The push channel: /ws/<token> (the session token userinfo answers) goes to the hub; other upgrades are refused.
  const push = createPushHub();
  push.attach(server, '/ws/');
  server.on('upgrade', (req, socket) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path.startsWith('/ws/')) return; // the hub's
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  backend.setPush?.((token, message) => push.publish(token, message));

  return {
    server,
    scenario,
    requests,
    push,
    ready,
    async close() {
      await push.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await backend.close();
    },
  };
}
