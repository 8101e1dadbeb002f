// The request an operation's examples describe: path and query parameters from their examples, the body from the
// request body's example (JSON, urlencoded or multipart; file parts are real small files from fixtures/). Used by the
// conformance walk and by the contract tests, which send the same requests to bare Prism.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isObject, parametersOf, requestExample, requestMedia, type Json, type Operation } from './openapi.ts';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** A parameter's value: its example, else its schema's example, else the first of its enum, else a plain value. */
export function parameterValue(parameter: Json): unknown {
  const schema = isObject(parameter.schema) ? parameter.schema : {};
  return parameter.example ?? schema.example ?? (Array.isArray(schema.enum) ? schema.enum[0] : undefined) ?? (schema.type === 'integer' ? 1 : 'x');
}

const isFileSchema = (schema: unknown): boolean =>
  isObject(schema) && (schema.format === 'binary' || schema.contentMediaType !== undefined || (isObject(schema.items) && isFileSchema(schema.items)));

const CONTENT_TYPES: Record<string, string> = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * The file a file field's example names: fixtures/<that name> when it exists, else fixtures/sample<extension>
 * (the example `数学-1.jpg` sends fixtures/数学-1.jpg if there is one, else fixtures/sample.jpg).
 */
export function fixtureFile(exampleName: string): { name: string; type: string; bytes: Uint8Array<ArrayBuffer> } {
  const name = basename(exampleName.replace(/^\(|\)$/g, '')) || 'file.bin';
  const ext = extname(name).toLowerCase();
  const exact = join(FIXTURES, name);
  const file = existsSync(exact) ? exact : join(FIXTURES, `sample${ext}`);
  const bytes = existsSync(file) ? new Uint8Array(readFileSync(file)) : new TextEncoder().encode('conformance walk');
  return { name, type: CONTENT_TYPES[ext] ?? 'application/octet-stream', bytes };
}

export interface BuiltRequest {
  url: string;
  init: RequestInit & { headers: Headers };
  /** What was sent, as values (before encoding), to check against the contract. */
  sent: { query: Json; path: Json; body: Json | undefined; type: string | undefined };
}

export interface BuildOptions {
  /** Extra request headers (a session cookie). */
  headers?: Record<string, string>;
  /** Changes the example body before it is sent (to break a constraint, or to put in real credentials). */
  mutate?: (body: Json) => Json;
  /** A query parameter not to send. */
  dropQuery?: string;
}

/** The request an operation's examples describe, or undefined when its body has a media type this cannot send. */
export function buildRequest(base: string, op: Operation, options: BuildOptions = {}): BuiltRequest | undefined {
  let path = op.path;
  const query = new URLSearchParams();
  const sent: BuiltRequest['sent'] = { query: {}, path: {}, body: undefined, type: undefined };
  for (const p of parametersOf(op)) {
    const name = String(p.name);
    const value = parameterValue(p);
    if (p.in === 'path') {
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
      sent.path[name] = value;
    }
    if (p.in === 'query' && name !== options.dropQuery && (p.required === true || p.example !== undefined)) {
      query.set(name, String(value));
      sent.query[name] = value;
    }
  }
  const headers = new Headers(options.headers);
  const init: BuiltRequest['init'] = { method: op.method.toUpperCase(), headers };
  const body = requestMedia(op);
  if (body) {
    const { type, media } = body;
    const example = options.mutate ? options.mutate(requestExample(media)) : requestExample(media);
    sent.body = example;
    sent.type = type;
    if (type === 'application/json') {
      headers.set('content-type', type);
      init.body = JSON.stringify(example);
    } else if (type === 'multipart/form-data') {
      const form = new FormData();
      const properties = isObject(media.schema) && isObject(media.schema.properties) ? media.schema.properties : {};
      for (const [name, value] of Object.entries(example)) {
        if (isFileSchema(properties[name])) {
          // A file field's example names the file; the file itself comes from fixtures/.
          for (const item of Array.isArray(value) ? value : [value]) {
            const file = fixtureFile(String(item));
            form.append(name, new Blob([file.bytes], { type: file.type }), file.name);
          }
        } else {
          form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
        }
      }
      init.body = form;
    } else if (type === 'application/x-www-form-urlencoded') {
      headers.set('content-type', type);
      init.body = new URLSearchParams(Object.entries(example).map(([k, v]) => [k, String(v)])).toString();
    } else {
      return undefined;
    }
  }
  return { url: `${base}${path}${query.size ? `?${query}` : ''}`, init, sent };
}

/** One stated constraint of a request body, what breaking it means, and how to break it (a required field, a length, an enum, …). */
export function brokenConstraint(schema: unknown): { what: string; mutate: (body: Json) => Json } | undefined {
  if (!isObject(schema)) return undefined;
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  if (required[0]) {
    const field = required[0];
    return { what: `without the required field ${field}`, mutate: (body) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== field)) };
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [name, p] of Object.entries(properties)) {
    if (!isObject(p)) continue;
    if (typeof p.maxLength === 'number') return { what: `${name} longer than its maxLength ${p.maxLength}`, mutate: (body) => ({ ...body, [name]: 'x'.repeat((p.maxLength as number) + 1) }) };
    if (Array.isArray(p.enum) && p.enum.every((v) => typeof v === 'string')) return { what: `${name} outside its enum`, mutate: (body) => ({ ...body, [name]: '不在取值范围内' }) };
    if (typeof p.minimum === 'number') return { what: `${name} below its minimum ${p.minimum}`, mutate: (body) => ({ ...body, [name]: (p.minimum as number) - 1 }) };
    if (typeof p.maximum === 'number') return { what: `${name} above its maximum ${p.maximum}`, mutate: (body) => ({ ...body, [name]: (p.maximum as number) + 1 }) };
    if (typeof p.pattern === 'string') return { what: `${name} not matching its pattern`, mutate: (body) => ({ ...body, [name]: '不符合格式!' }) };
  }
  return undefined;
}

/** How to break one stated constraint of a JSON request body (see brokenConstraint). */
export function breakConstraint(schema: unknown): ((body: Json) => Json) | undefined {
  return brokenConstraint(schema)?.mutate;
}
