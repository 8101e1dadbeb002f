// Reading a dereferenced OpenAPI 3.1 bundle: its operations, their request examples and declared answers. Shared by
// the conformance check and the contract tests (tests/contract), which walk the same examples against bare Prism.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A document copied beside the packed command (dist/, see tsup.config.ts), when this runs from there: the bundle is
 * one file, so import.meta.url is dist/cli.js. In the workspace (src/) there is none.
 */
export function besideFile(name: string): string | undefined {
  const file = fileURLToPath(new URL(`./${name}`, import.meta.url));
  return existsSync(file) ? file : undefined;
}

export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface Operation {
  /** e.g. "GET /api/login/userinfo" */
  key: string;
  path: string;
  method: string;
  operation: Json;
}

export const readBundle = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;

/** Every operation of a bundle, in document order. */
export function operationsOf(bundle: Json): Operation[] {
  const out: Operation[] = [];
  const paths = isObject(bundle.paths) ? bundle.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (isObject(operation)) out.push({ key: `${method.toUpperCase()} ${path}`, path, method, operation });
    }
  }
  return out;
}

/** The operation's id, or its key when it has none. */
export const operationName = (op: Operation): string => (typeof op.operation.operationId === 'string' ? op.operation.operationId : op.key);

export const parametersOf = (op: Operation): Json[] => (Array.isArray(op.operation.parameters) ? op.operation.parameters.filter(isObject) : []);

/** The request body's first media type and its media object (schema, example). */
export function requestMedia(op: Operation): { type: string; media: Json } | undefined {
  const requestBody = isObject(op.operation.requestBody) ? op.operation.requestBody : undefined;
  const content = isObject(requestBody?.content) ? requestBody.content : undefined;
  const [type, media] = Object.entries(content ?? {})[0] ?? [];
  return type && isObject(media) ? { type, media } : undefined;
}

/** The value a request body's example gives: `example`, or the `ok` named example, or the first named one. */
export function requestExample(media: Json): Json {
  const named = isObject(media.examples) ? media.examples : {};
  const chosen = isObject(named.ok) ? named.ok : Object.values(named).find(isObject);
  const value = 'example' in media ? media.example : chosen?.value;
  return isObject(value) ? structuredClone(value) : {};
}

/** A declared answer of one status: its media types (schema each) and headers. */
export interface DeclaredResponse {
  content: Map<string, Json>;
  headers: Map<string, Json>;
}

/** The answers an operation declares, by status code ("200", "4XX", "default"…). */
export function declaredResponses(op: Operation): Map<string, DeclaredResponse> {
  const out = new Map<string, DeclaredResponse>();
  const responses = isObject(op.operation.responses) ? op.operation.responses : {};
  for (const [status, response] of Object.entries(responses)) {
    if (!isObject(response)) continue;
    const content = new Map<string, Json>();
    for (const [type, media] of Object.entries(isObject(response.content) ? response.content : {})) if (isObject(media)) content.set(type, media);
    const headers = new Map<string, Json>();
    for (const [name, header] of Object.entries(isObject(response.headers) ? response.headers : {})) if (isObject(header)) headers.set(name.toLowerCase(), header);
    out.set(status, { content, headers });
  }
  return out;
}

/** The declared answer for a status: the exact code, then its class (2XX), then `default`. */
export function responseFor(declared: Map<string, DeclaredResponse>, status: number): DeclaredResponse | undefined {
  return declared.get(String(status)) ?? declared.get(`${String(status)[0]}XX`) ?? declared.get('default');
}
