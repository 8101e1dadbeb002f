// What backend teams' tools (Spectral, Redocly, Prism's proxy, Portman, hey-api) found missing in the contract, kept
// fixed: downloads declare their JSON failure, the failure envelope is typed, every operation is described, the
// choices the specification does not show are marked x-inferred, dates say their format, and a bundle with its
// `$ref`s kept ships beside the dereferenced one.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, ROOT, createValidator, isObject, loadBundle, operationsOf, type Json, type Operation } from './openapi.ts';

const portal = CONTRACTS[0];
if (!portal) throw new Error('no portal contract');
const bundle = loadBundle(portal);
const validatorFor = createValidator(bundle);
const operations = operationsOf(bundle);
const byId = new Map(operations.map((o) => [String(o.operation.operationId), o]));

const contentOf = (o: Operation): Json => {
  const responses = isObject(o.operation.responses) ? o.operation.responses : {};
  const ok = responses['200'];
  return isObject(ok) && isObject(ok.content) ? ok.content : {};
};
const isFileSchema = (schema: unknown): boolean => isObject(schema) && schema.type === 'string' && schema.format === 'binary';

/** Operations whose 200 answer is a file. */
const downloads = operations.filter((o) => Object.values(contentOf(o)).some((media) => isObject(media) && isFileSchema(media.schema)));

describe('file downloads', () => {
  it('are found (every operation answering a file)', () => {
    expect(downloads.length).toBeGreaterThanOrEqual(11);
  });

  it.each(downloads.map((o) => [o.key, o] as const))('%s declares its JSON failure envelope beside the file', (_key, o) => {
    const content = contentOf(o);
    // The file stays the first (and default) media type; JSON is the failure instead of it (spec 2 §7).
    expect(isFileSchema(isObject(Object.values(content)[0]) ? (Object.values(content)[0] as Json).schema : undefined)).toBe(true);
    const json = content['application/json'];
    expect(isObject(json), 'an application/json answer').toBe(true);
    if (!isObject(json)) return;
    const validate = validatorFor(json.schema);
    expect(validate({ success: false, result: '登录失效，请重新登录' }), 'a failure envelope is valid').toBe(true);
    expect(validate({ success: true, result: 'x' }), 'a success envelope is not (the file is the success)').toBe(false);
    const examples = isObject(json.examples) ? Object.values(json.examples).filter(isObject) : [];
    expect(examples.length, 'a named failure example').toBeGreaterThan(0);
    for (const example of examples) expect(isObject(example.value) && example.value.success === false).toBe(true);
  });
});

describe('the failure envelope', () => {
  const components = isObject(bundle.components) && isObject(bundle.components.schemas) ? bundle.components.schemas : {};
  const validate = validatorFor(components.ErrorEnvelope);

  it('carries a text or the refused rows of an import', () => {
    expect(validate({ success: false, result: '考试名称已存在' })).toBe(true);
    expect(validate({ success: false, result: [{ row: 3, msg: '手机号必须是数字' }] })).toBe(true);
    expect(validate({ success: false, result: { field: 'ua' } }), 'an object').toBe(false);
    expect(validate({ success: false, result: ['手机号必须是数字'] }), 'a list of texts').toBe(false);
    expect(validate({ success: false, result: [{ row: 3 }] }), 'a row without msg').toBe(false);
  });

  it('row lists are answered by the imports only', () => {
    const withRows = operations
      .filter((o) =>
        Object.values(contentOf(o)).some(
          (media) =>
            isObject(media) &&
            isObject(media.examples) &&
            Object.values(media.examples).some((e) => isObject(e) && isObject(e.value) && e.value.success === false && Array.isArray(e.value.result)),
        ),
      )
      .map((o) => String(o.operation.operationId));
    expect(withRows.length).toBeGreaterThanOrEqual(5);
    for (const id of withRows) expect(id).toMatch(/import/i);
  });
});

describe.each(CONTRACTS)('$name', (contract) => {
  it('every operation has a description', () => {
    const missing = operationsOf(loadBundle(contract))
      .filter((o) => typeof o.operation.description !== 'string' || o.operation.description.trim().length < 20)
      .map((o) => o.key);
    expect(missing).toEqual([]);
  });

  it('every date or time field says its format (format date / date-time, or a pattern)', () => {
    const loose: string[] = [];
    const dateName = (name: string) => name.split(/_|(?=[A-Z])/).some((part) => /^(date|time|until|stime|etime)$/i.test(part));
    const stringBranches = (schema: Json): Json[] => {
      const branches = [...(Array.isArray(schema.oneOf) ? schema.oneOf : []), ...(Array.isArray(schema.anyOf) ? schema.anyOf : [])].filter(isObject);
      if (branches.length) return branches.flatMap(stringBranches);
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      return types.includes('string') ? [schema] : [];
    };
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
      if (!isObject(node)) return;
      if (isObject(node.properties)) {
        for (const [name, schema] of Object.entries(node.properties)) {
          if (!isObject(schema) || !dateName(name)) continue;
          for (const branch of stringBranches(schema)) {
            const stated = branch.format === 'date' || branch.format === 'date-time' || typeof branch.pattern === 'string' || branch.maxLength === 0;
            if (!stated) loose.push(`${at}/properties/${name}`);
          }
        }
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'examples' && key !== 'example') walk(value, `${at}/${key}`);
    };
    walk(loadBundle(contract), '#');
    expect([...new Set(loose)]).toEqual([]);
  });
});

describe('choices the specification does not show are marked x-inferred', () => {
  const marked = (node: unknown): boolean =>
    isObject(node) && node['x-inferred'] === true && typeof node['x-inferred-why'] === 'string' && node['x-inferred-why'].length > 20;
  const requestSchema = (id: string): Json => {
    const body = byId.get(id)?.operation.requestBody;
    const media = isObject(body) && isObject(body.content) ? body.content['application/json'] : undefined;
    return isObject(media) && isObject(media.schema) ? media.schema : {};
  };
  const properties = (schema: Json): Json => (isObject(schema.properties) ? schema.properties : {});

  it('the session cookie (the security scheme and its name)', () => {
    const schemes = isObject(bundle.components) && isObject(bundle.components.securitySchemes) ? bundle.components.securitySchemes : {};
    const cookie = schemes.sessionCookie;
    expect(cookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'JSESSIONID' });
    expect(marked(cookie)).toBe(true);
  });

  it("saveexam's code branches", () => {
    const responses = byId.get('saveexam')?.operation.responses;
    expect(marked(isObject(responses) ? responses['200'] : undefined)).toBe(true);
  });

  it('the login length limits', () => {
    const login = properties(requestSchema('dologin'));
    expect(login.ua).toMatchObject({ maxLength: 30 });
    expect(login.up).toMatchObject({ maxLength: 20 });
    expect(marked(login.ua)).toBe(true);
    expect(marked(login.up)).toBe(true);
  });

  it("the generated password's length", () => {
    const content = contentOf(byId.get('verifyPhoneCode') ?? ({} as Operation));
    const text = JSON.stringify(content['application/json']);
    // The dereferenced success branch holds VerifyPhoneCodeResult.password.
    const found: unknown[] = [];
    JSON.parse(text, (key, value: unknown) => {
      if (key === 'password' && isObject(value) && value.type === 'string') found.push(value);
      return value;
    });
    expect(found.length).toBeGreaterThan(0);
    for (const password of found) {
      expect(password).toMatchObject({ minLength: 6, maxLength: 20 });
      expect(marked(password)).toBe(true);
    }
  });
});

describe('the bundle with its $refs kept (@exam/sdk/bundle-refs)', () => {
  const file = 'packages/sdk/src/generated/openapi.bundled.json';
  const bundled = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Json;

  it('is exported by the SDK package', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'packages/sdk/package.json'), 'utf8')) as { exports: Record<string, string> };
    expect(pkg.exports['./bundle-refs']).toBe(`./${file.replace('packages/sdk/', '')}`);
  });

  it('keeps named references, all inside the file and all resolvable, and has every operation', () => {
    const refs: string[] = [];
    JSON.stringify(bundled, (key, value: unknown) => {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      return value;
    });
    expect(refs.length).toBeGreaterThan(100);
    const resolve = (ref: string): unknown =>
      ref
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), bundled);
    expect(refs.filter((ref) => !ref.startsWith('#/') || resolve(ref) === undefined)).toEqual([]);
    expect(refs).toContain('#/components/schemas/ErrorEnvelope');
    expect(operationsOf(bundled).map((o) => o.key)).toEqual(operations.map((o) => o.key));
  });

  it('passes redocly lint with the contract rules', async () => {
    const run = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        join(ROOT, 'node_modules/.bin/redocly'),
        ['lint', file, '--config', 'openapi/redocly.yaml', '--format', 'summary'],
        { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
        (error, stdout, stderr) => resolve({ code: error ? 1 : 0, output: stdout + stderr }),
      );
    });
    expect(run.code, run.output).toBe(0);
  }, 60_000);
});
