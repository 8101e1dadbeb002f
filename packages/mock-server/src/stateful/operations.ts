// The contract as the stateful backend reads it: every operation of the bundle with its path matcher, whether it
// needs a session, its request schemas by media type, its 200 answer (media type, schema, named examples, headers;
// for a download also the JSON failure envelope it declares beside the file).
import { readFileSync } from 'node:fs';
import { resolveBundlePath } from '../contract.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface OperationSpec {
  operationId: string;
  /** Upper case. */
  method: string;
  pathTemplate: string;
  /** `security: []`: answered without a session. */
  public: boolean;
  /** Path parameters of a concrete path, or undefined when it does not match. */
  match(path: string): Record<string, string> | undefined;
  requestRequired: boolean;
  /** Request body schemas by media type. */
  requestSchemas: Map<string, unknown>;
  /** The 200 answer's media type (application/json for envelopes, a file type for downloads). */
  responseType: string;
  responseSchema: unknown;
  /** A download's JSON failure (the 200 answer's `application/json` schema beside the file), else undefined. */
  failureSchema: unknown;
  /**
   * Named examples of the 200 answer (`ok`, failures, …) of every media type; `example` (unnamed) is stored as `ok`
   * when no `ok` exists.
   */
  examples: Map<string, unknown>;
  /** The media type each named example belongs to (a download's failure examples are JSON). */
  exampleTypes: Map<string, string>;
  /** Example values of the 200 answer's headers. */
  headerExamples: Record<string, string>;
  /** Query parameter schemas. */
  queryParams: { name: string; required: boolean; schema: unknown }[];
}

function matcher(template: string): (path: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (part.startsWith('{')) {
        names.push(part.slice(1, -1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const re = new RegExp(`^${source}$`);
  return (path) => {
    const m = re.exec(path);
    if (!m) return undefined;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(m[i + 1] ?? '')]));
  };
}

export interface OperationTable {
  bundle: Json;
  operations: OperationSpec[];
  byId: Map<string, OperationSpec>;
  /** The operation for a request, or why there is none (`path` unknown, or `method` not allowed there). */
  find(method: string, path: string): { operation: OperationSpec; params: Record<string, string> } | { missing: 'path' | 'method' };
}

export function loadOperations(bundlePath = resolveBundlePath()): OperationTable {
  const bundle = JSON.parse(readFileSync(bundlePath, 'utf8')) as Json;
  const operations: OperationSpec[] = [];
  const paths = isObject(bundle.paths) ? bundle.paths : {};
  for (const [pathTemplate, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const match = matcher(pathTemplate);
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const requestSchemas = new Map<string, unknown>();
      const requestBody = isObject(op.requestBody) ? op.requestBody : undefined;
      for (const [type, media] of Object.entries(isObject(requestBody?.content) ? requestBody.content : {})) {
        if (isObject(media)) requestSchemas.set(type, media.schema);
      }
      const ok = isObject(op.responses) && isObject(op.responses['200']) ? op.responses['200'] : {};
      const contents = Object.entries(isObject(ok.content) ? ok.content : {});
      const [responseType = 'application/json', media = {}] = contents[0] ?? [];
      const examples = new Map<string, unknown>();
      const exampleTypes = new Map<string, string>();
      for (const [type, content] of contents) {
        if (!isObject(content)) continue;
        for (const [name, example] of Object.entries(isObject(content.examples) ? content.examples : {})) {
          if (!isObject(example) || !('value' in example) || examples.has(name)) continue;
          examples.set(name, example.value);
          exampleTypes.set(name, type);
        }
      }
      if (isObject(media) && 'example' in media && !examples.has('ok')) {
        examples.set('ok', media.example);
        exampleTypes.set('ok', responseType);
      }
      const json = contents.find(([type]) => type === 'application/json')?.[1];
      const headerExamples: Record<string, string> = {};
      for (const [name, header] of Object.entries(isObject(ok.headers) ? ok.headers : {})) {
        if (isObject(header) && typeof header.example === 'string') headerExamples[name.toLowerCase()] = header.example;
      }
      const parameters = Array.isArray(op.parameters) ? op.parameters.filter(isObject) : [];
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        pathTemplate,
        public: Array.isArray(op.security) && op.security.length === 0,
        match,
        requestRequired: requestBody?.required === true,
        requestSchemas,
        responseType,
        responseSchema: isObject(media) ? media.schema : undefined,
        failureSchema: responseType !== 'application/json' && isObject(json) ? json.schema : undefined,
        examples,
        exampleTypes,
        headerExamples,
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: String(p.name), required: p.required === true, schema: p.schema })),
      });
    }
  }
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const exact = new Map(operations.filter((o) => !o.pathTemplate.includes('{')).map((o) => [`${o.method} ${o.pathTemplate}`, o]));
  const templated = operations.filter((o) => o.pathTemplate.includes('{'));
  return {
    bundle,
    operations,
    byId,
    find(method, path) {
      const hit = exact.get(`${method} ${path}`);
      if (hit) return { operation: hit, params: {} };
      let pathKnown = operations.some((o) => o.pathTemplate === path);
      for (const operation of templated) {
        const params = operation.match(path);
        if (!params) continue;
        pathKnown = true;
        if (operation.method === method) return { operation, params };
      }
      return { missing: pathKnown ? 'method' : 'path' };
    },
  };
}
