// The contract as a server: every operation is walked against the mock in bare Prism mode. Its example request is
// accepted and the answer validates against the operation's schema; a request that breaks one of the request's
// stated constraints is refused. And the contract describes every call the specification documents name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, silentLogger, type MockServer } from '@exam/mock-server';
import { CONTRACTS, createValidator, isObject, loadBundle, operationsOf, type Json, type Operation } from './openapi.ts';
import { INVENTORY, SCANNER_SERVICE_INVENTORY } from './inventory.ts';

const portal = CONTRACTS[0];
const scannerService = CONTRACTS[1];
if (!portal || !scannerService) throw new Error('the contract list changed');

describe('the contract covers the specification', () => {
  it.each([
    [portal, INVENTORY],
    [scannerService, SCANNER_SERVICE_INVENTORY],
  ] as const)('$name: every call the spec documents name is described', (contract, inventory) => {
    const described = new Set(operationsOf(loadBundle(contract)).map((o) => o.key));
    expect(inventory.filter((call) => !described.has(call))).toEqual([]);
  });

  it('calls the spec documents do not name are marked x-inferred', () => {
    const named = new Set(INVENTORY);
    const unmarked = operationsOf(loadBundle(portal))
      .filter((o) => !named.has(o.key) && o.operation['x-inferred'] !== true)
      .map((o) => o.key);
    expect(unmarked).toEqual([]);
  });
});

const SESSION_COOKIE = 'JSESSIONID=contract-walk';

/** A value for a parameter: its example, else the first of its enum, else a plain value of its type. */
function parameterValue(parameter: Json): string {
  const schema = isObject(parameter.schema) ? parameter.schema : {};
  const value = parameter.example ?? schema.example ?? (Array.isArray(schema.enum) ? schema.enum[0] : undefined) ?? (schema.type === 'integer' ? 1 : 'x');
  return String(value);
}

interface BuiltRequest {
  url: string;
  init: RequestInit;
}

/** The request an operation's examples describe: path and query from parameter examples, the body from the example. */
function buildRequest(base: string, op: Operation, mutate?: (body: Json) => Json, dropQuery?: string): BuiltRequest | undefined {
  const parameters = (Array.isArray(op.operation.parameters) ? op.operation.parameters : []).filter(isObject);
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of parameters) {
    if (p.in === 'path') path = path.replace(`{${String(p.name)}}`, encodeURIComponent(parameterValue(p)));
    if (p.in === 'query' && p.name !== dropQuery && (p.required === true || p.example !== undefined)) query.set(String(p.name), parameterValue(p));
  }
  const headers = new Headers({ cookie: SESSION_COOKIE });
  const init: RequestInit = { method: op.method.toUpperCase(), headers };
  const requestBody = isObject(op.operation.requestBody) ? op.operation.requestBody : undefined;
  const content = isObject(requestBody?.content) ? requestBody.content : undefined;
  if (content) {
    const [type, media] = Object.entries(content)[0] ?? [];
    if (!type || !isObject(media)) return undefined;
    // The body's example, or the first of its named examples.
    const named = isObject(media.examples) ? Object.values(media.examples).find(isObject) : undefined;
    const stated = structuredClone(media.example ?? named?.value ?? {}) as Json;
    const example = mutate ? mutate(stated) : stated;
    if (type === 'application/json') {
      headers.set('content-type', type);
      init.body = JSON.stringify(example);
    } else if (type === 'multipart/form-data') {
      // File parts get a small file; the example's placeholder text for them is not sent.
      const form = new FormData();
      const properties = isObject(media.schema) && isObject(media.schema.properties) ? media.schema.properties : {};
      const isFile = (schema: unknown) => isObject(schema) && (schema.format === 'binary' || (isObject(schema.items) && schema.items.format === 'binary'));
      for (const [name, value] of Object.entries(example)) {
        if (isFile(properties[name])) form.append(name, new Blob(['contract walk'], { type: 'application/octet-stream' }), `${name}.bin`);
        else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
      init.body = form;
    } else if (type === 'application/x-www-form-urlencoded') {
      headers.set('content-type', type);
      init.body = new URLSearchParams(Object.entries(example).map(([k, v]) => [k, String(v)])).toString();
    } else {
      return undefined;
    }
  }
  return { url: `${base}${path}${query.size ? `?${query}` : ''}`, init };
}

/** One stated constraint of a JSON request body, and how to break it. */
function breakConstraint(schema: unknown): ((body: Json) => Json) | undefined {
  if (!isObject(schema)) return undefined;
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  if (required[0]) {
    const field = required[0];
    return (body) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [name, p] of Object.entries(properties)) {
    if (!isObject(p)) continue;
    if (typeof p.maxLength === 'number') return (body) => ({ ...body, [name]: 'x'.repeat((p.maxLength as number) + 1) });
    if (Array.isArray(p.enum) && p.enum.every((v) => typeof v === 'string')) return (body) => ({ ...body, [name]: '不在取值范围内' });
    if (typeof p.minimum === 'number') return (body) => ({ ...body, [name]: (p.minimum as number) - 1 });
    if (typeof p.maximum === 'number') return (body) => ({ ...body, [name]: (p.maximum as number) + 1 });
    if (typeof p.pattern === 'string') return (body) => ({ ...body, [name]: '不符合格式!' });
  }
  return undefined;
}

function successSchema(op: Operation): { type: string; schema: unknown } | undefined {
  const ok = isObject(op.operation.responses) ? op.operation.responses['200'] : undefined;
  const content = isObject(ok) && isObject(ok.content) ? ok.content : {};
  const [type, media] = Object.entries(content)[0] ?? [];
  return type && isObject(media) ? { type, schema: media.schema } : undefined;
}

describe.each([portal, scannerService])('$name served by bare Prism', (contract) => {
  const bundle = loadBundle(contract);
  const validatorFor = createValidator(bundle);
  const operations = operationsOf(bundle);
  let mock: MockServer;

  beforeAll(async () => {
    mock = await startMockServer({ mode: 'prism', port: 0, logger: silentLogger, bundlePath: contract.bundle });
  }, 60_000);
  afterAll(async () => {
    await mock?.close();
  });

  it.each(operations.map((op) => [op.key, op] as const))('%s: the example request is answered as the contract says', async (_key, op) => {
    const request = buildRequest(mock.url, op);
    expect(request, 'the operation has a request Prism can be sent').toBeDefined();
    if (!request) return;
    const response = await fetch(request.url, request.init);
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const expected = successSchema(op);
    expect(expected).toBeDefined();
    if (!expected) return;
    expect(response.headers.get('content-type') ?? '').toContain(expected.type === 'application/json' ? 'json' : expected.type.split('/')[0]);
    if (expected.type === 'application/json') {
      const validate = validatorFor(expected.schema);
      expect(validate(JSON.parse(text)), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  const refusable = operations
    .map((op) => {
      const content = isObject(op.operation.requestBody) && isObject(op.operation.requestBody.content) ? op.operation.requestBody.content : {};
      const media = Object.values(content)[0];
      const mutate = isObject(media) ? breakConstraint(media.schema) : undefined;
      const requiredQuery = (Array.isArray(op.operation.parameters) ? op.operation.parameters : []).filter(isObject).find((p) => p.in === 'query' && p.required === true);
      return { op, mutate, dropQuery: requiredQuery ? String(requiredQuery.name) : undefined };
    })
    .filter((c) => c.mutate || c.dropQuery);

  it('most operations state a request constraint that can be broken', () => {
    const withBody = operations.filter((op) => isObject(op.operation.requestBody)).length;
    expect(refusable.length).toBeGreaterThanOrEqual(Math.floor(withBody * 0.8));
  });

  it.each(refusable.map((c) => [c.op.key, c] as const))('%s: a request breaking a stated constraint is refused', async (_key, c) => {
    const request = buildRequest(mock.url, c.op, c.mutate, c.dropQuery);
    if (!request) throw new Error('no request');
    const response = await fetch(request.url, request.init);
    expect(response.status, await response.text()).toBe(422);
  });
});
