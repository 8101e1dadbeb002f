// Validating values against the contract's schemas with Ajv (JSON Schema 2020-12). The bundles are dereferenced
// OpenAPI 3.1, so every schema is JSON Schema 2020-12 plus a few OpenAPI annotations. Used by the stateful backend
// (every request and response it handles) and by the contract tests (tests/contract/openapi.ts re-exports it).
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every `x-…` keyword used anywhere in the bundle, so Ajv's strict mode accepts them and nothing else unknown. */
function extensionKeywords(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) extensionKeywords(v, found);
  else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeywords(v, found);
    }
  }
  return found;
}

/** A strict Ajv (unknown keywords and formats are errors) that knows the OpenAPI 3.1 annotations. */
export function createValidator(bundle: Json): (schema: unknown) => ValidateFunction {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  // OpenAPI's own formats: sizes of numbers and opaque strings.
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs', ...extensionKeywords(bundle)]);
  const cache = new Map<unknown, ValidateFunction>();
  return (schema) => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(isObject(schema) || typeof schema === 'boolean' ? schema : {});
      cache.set(schema, validate);
    }
    return validate;
  };
}

/**
 * Ajv's errors as short lines ("result.datalist.0.unit_type: must be equal to one of the allowed values"). For a
 * failed oneOf (the `{success, result}` envelope union) the branch errors of the member the value chose by its
 * `success` flag are kept, so the reader sees the real problem rather than "must match exactly one schema".
 */
export function describeErrors(errors: readonly ErrorObject[] | null | undefined, value?: unknown): string[] {
  if (!errors?.length) return [];
  let list = [...errors];
  const success = isObject(value) ? value.success : undefined;
  if (typeof success === 'boolean') {
    // Errors that only say the other branch's `success` constant did not match are noise.
    const noise = (e: ErrorObject) => e.instancePath === '/success' && e.keyword === 'const';
    const branches = new Map<string, ErrorObject[]>();
    for (const e of list) {
      const branch = /\/oneOf\/(\d+)\//.exec(e.schemaPath)?.[1];
      if (branch !== undefined) branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    const chosen = [...branches.values()].filter((errs) => !errs.some(noise));
    if (chosen.length === 1) list = [...(chosen[0] ?? []), ...list.filter((e) => !/\/oneOf\/\d+\//.test(e.schemaPath) && e.keyword !== 'oneOf')];
  }
  const lines = list.map((e) => {
    const at = e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(body)';
    const extra = e.keyword === 'additionalProperties' ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})` : '';
    const allowed = e.keyword === 'enum' ? ` (${((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')})` : '';
    return `${at}: ${e.message ?? e.keyword}${extra}${allowed}`;
  });
  return [...new Set(lines)];
}
