// Shared test helpers: the contract's own examples (checked against their schemas in contract.test.ts) and a way
// to catch the error a call ends in.
import bundle from '../src/generated/openapi.bundle.json' with { type: 'json' };
import type { paths } from '../src/generated/api';

interface ResponseObject {
  headers?: Record<string, { example?: string }>;
  content?: Record<string, { examples?: Record<string, { value: unknown }>; example?: unknown }>;
}
type Contract = { paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>> };
const contract = bundle as unknown as Contract;

type Method = 'get' | 'post';
/** The 200 JSON body type of an operation. */
export type JsonBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

function okResponse(method: Method, path: keyof paths): ResponseObject {
  const response = contract.paths[path]?.[method]?.responses['200'];
  if (!response) throw new Error(`${method} ${path} has no 200 response in the contract`);
  return response;
}

/** A named 200 JSON example of an operation, typed as its body (contract.test.ts checks it fits the schema). */
export function exampleOf<P extends keyof paths, M extends Method>(method: M, path: P, name: string): JsonBody<P, M> {
  const example = okResponse(method, path).content?.['application/json']?.examples?.[name];
  if (!example) throw new Error(`${method} ${path} has no example "${name}"`);
  return structuredClone(example.value) as JsonBody<P, M>;
}

/** A named success example of an operation, typed as its success envelope. */
export function successExampleOf<P extends keyof paths, M extends Method>(
  method: M,
  path: P,
  name: string,
): Extract<JsonBody<P, M>, { success: true }> {
  const example: unknown = exampleOf(method, path, name);
  if ((example as { success?: unknown }).success !== true) throw new Error(`${method} ${path} "${name}" is a failure`);
  return example as Extract<JsonBody<P, M>, { success: true }>;
}

/** The example value of a response header of an operation. */
export function headerExampleOf(method: Method, path: keyof paths, header: string): string {
  const example = okResponse(method, path).headers?.[header]?.example;
  if (example === undefined) throw new Error(`${method} ${path} has no example for ${header}`);
  return example;
}

/** Every named 200 JSON example of the contract: [method, path, name, value]. */
export function allJsonExamples(): [string, string, string, unknown][] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) =>
      Object.entries(operation.responses['200']?.content?.['application/json']?.examples ?? {}).map(
        ([name, example]): [string, string, string, unknown] => [method, path, name, example.value],
      ),
    ),
  );
}

/** The error a promise rejects with; fails the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
