// The contract as a server: every operation is walked against the mock in bare Prism mode. Its example request is
// accepted and the answer validates against the operation's schema; a request that breaks one of the request's
// stated constraints is refused. And the contract describes every call the specification documents name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, silentLogger, type MockServer } from '@exam/mock-server';
import { breakConstraint, buildRequest } from '@exam/conformance/requests';
import { CONTRACTS, createValidator, isObject, loadBundle, operationsOf, type Operation } from './openapi.ts';
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

function successSchema(op: Operation): { type: string; schema: unknown } | undefined {
  const ok = isObject(op.operation.responses) ? op.operation.responses['200'] : undefined;
  const content = isObject(ok) && isObject(ok.content) ? ok.content : {};
  const [type, media] = Object.entries(content)[0] ?? [];
  return type && isObject(media) ? { type, schema: media.schema } : undefined;
}

// One bare Prism per contract for the whole file, both started at once (Prism takes a few seconds to start; one
// Prism serves one document), each on a free port.
const prisms = new Map<string, MockServer>();
beforeAll(async () => {
  await Promise.all(
    [portal, scannerService].map(async (contract) => {
      prisms.set(contract.name, await startMockServer({ mode: 'prism', port: 0, logger: silentLogger, bundlePath: contract.bundle }));
    }),
  );
}, 60_000);
afterAll(async () => {
  await Promise.all([...prisms.values()].map((mock) => mock.close()));
});

describe.each([portal, scannerService])('$name served by bare Prism', (contract) => {
  const bundle = loadBundle(contract);
  const validatorFor = createValidator(bundle);
  const operations = operationsOf(bundle);
  let mock: MockServer;

  beforeAll(() => {
    const started = prisms.get(contract.name);
    if (!started) throw new Error(`no Prism for ${contract.name}`);
    mock = started;
  });

  it.each(operations.map((op) => [op.key, op] as const))('%s: the example request is answered as the contract says', async (_key, op) => {
    const request = buildRequest(mock.url, op, { headers: { cookie: SESSION_COOKIE } });
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
    const request = buildRequest(mock.url, c.op, { headers: { cookie: SESSION_COOKIE }, mutate: c.mutate, dropQuery: c.dropQuery });
    if (!request) throw new Error('no request');
    const response = await fetch(request.url, request.init);
    expect(response.status, await response.text()).toBe(422);
  });
});
