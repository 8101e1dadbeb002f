// Reading the generated (dereferenced) OpenAPI bundles and validating values against their schemas with Ajv.
// The bundles are OpenAPI 3.1, so every schema is JSON Schema 2020-12 plus a few OpenAPI annotations.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

export { isObject, operationsOf, type Json, type Operation } from '@exam/conformance/openapi';
import { isObject, operationsOf, type Json } from '@exam/conformance/openapi';

export interface ContractFile {
  /** A short name for test titles. */
  name: string;
  /** The generated bundle, relative to the workspace root. */
  bundle: string;
}

export const CONTRACTS: ContractFile[] = [
  { name: 'portal API (openapi/openapi.yaml)', bundle: 'packages/sdk/src/generated/openapi.bundle.json' },
  { name: 'scanner service (openapi/scanner-service.yaml)', bundle: 'packages/sdk/src/generated/scanner-service.bundle.json' },
];

export const loadBundle = (file: ContractFile): Json => JSON.parse(readFileSync(join(ROOT, file.bundle), 'utf8')) as Json;

/** One example value and the schema it must satisfy. */
export interface ExampleCase {
  /** e.g. "GET /api/login/userinfo 200 application/json example markingTeacher" */
  title: string;
  schema: unknown;
  value: unknown;
}

function mediaExamples(prefix: string, media: Json): ExampleCase[] {
  const cases: ExampleCase[] = [];
  if ('example' in media) cases.push({ title: `${prefix} example`, schema: media.schema, value: media.example });
  if (isObject(media.examples)) {
    for (const [name, example] of Object.entries(media.examples)) {
      if (isObject(example) && 'value' in example) cases.push({ title: `${prefix} example ${name}`, schema: media.schema, value: example.value });
    }
  }
  return cases;
}

/** Every example of every 2xx response (bodies and headers), request body and parameter. */
export function examplesOf(bundle: Json): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const { key, operation } of operationsOf(bundle)) {
    const requestBody = operation.requestBody;
    if (isObject(requestBody) && isObject(requestBody.content)) {
      for (const [type, media] of Object.entries(requestBody.content)) {
        if (isObject(media)) cases.push(...mediaExamples(`${key} request ${type}`, media));
      }
    }
    for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) {
      if (isObject(parameter)) cases.push(...mediaExamples(`${key} parameter ${String(parameter.name)}`, parameter));
    }
    const responses = isObject(operation.responses) ? operation.responses : {};
    for (const [status, response] of Object.entries(responses)) {
      if (!/^2/.test(status) || !isObject(response)) continue;
      for (const [type, media] of Object.entries(isObject(response.content) ? response.content : {})) {
        if (isObject(media)) cases.push(...mediaExamples(`${key} ${status} ${type}`, media));
      }
      for (const [name, header] of Object.entries(isObject(response.headers) ? response.headers : {})) {
        if (isObject(header)) cases.push(...mediaExamples(`${key} ${status} header ${name}`, header));
      }
    }
  }
  return cases;
}

/** A strict Ajv that knows the OpenAPI 3.1 annotations: the mock server's validator, shared with these tests. */
export { createValidator } from '@exam/mock-server/validation';
