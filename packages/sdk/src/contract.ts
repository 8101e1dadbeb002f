// Runtime checks against the contract: each operation's 200 JSON schema (from the dereferenced bundle) as a zod
// schema. Used by the Node client's strict mode; the mock server and contract tests can use it too.
import { z } from 'zod';
import bundle from './generated/openapi.bundle.json' with { type: 'json' };

/** A body broke the contract (or a call is not in it). */
export class ContractViolationError extends Error {
  override readonly name: string = 'ContractViolationError';
  readonly method: string;
  readonly path: string;
  /** One line per problem: where in the body, and what is wrong. */
  readonly issues: readonly string[];

  constructor(method: string, path: string, issues: readonly string[]) {
    super(`${method.toUpperCase()} ${path} breaks the contract:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.method = method.toUpperCase();
    this.path = path;
    this.issues = issues;
  }
}

/** The part of the OpenAPI document read here. */
interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject | undefined> | undefined>;
}
interface OperationObject {
  responses?: Record<string, { content?: Record<string, { schema?: z.core.JSONSchema.JSONSchema }> } | undefined>;
}

// TypeScript types JSON imports by their values, not as OpenAPI: state the shape once, here.
const document = bundle as unknown as OpenApiDocument;
const schemas = new Map<string, z.ZodType | undefined>();
// A private registry keeps the contract's annotations (examples, x-inferred) out of zod's global one.
const annotations = z.registry();

function operationOf(method: string, path: string): OperationObject {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation?.responses) throw new ContractViolationError(method, path, ['this operation is not in the contract']);
  return operation;
}

/**
 * The zod schema of an operation's 200 JSON body (`method` in any case, `path` as the contract writes it, e.g.
 * '/api/common/download/{clientType}'), or undefined when its 200 answer has no JSON. For a file download it is the
 * failure envelope the server answers instead of the file.
 * Throws ContractViolationError for an operation the contract does not have.
 */
export function responseSchemaFor(method: string, path: string): z.ZodType | undefined {
  const key = `${method.toUpperCase()} ${path}`;
  if (!schemas.has(key)) {
    const jsonSchema = operationOf(method, path).responses?.['200']?.content?.['application/json']?.schema;
    schemas.set(key, jsonSchema && z.fromJSONSchema(jsonSchema, { registry: annotations }));
  }
  return schemas.get(key);
}

/** Checks a 200 JSON body against the contract; throws ContractViolationError naming each problem. */
export function validateResponse(method: string, path: string, body: unknown): void {
  const result = responseSchemaFor(method, path)?.safeParse(body);
  if (result && !result.success) {
    throw new ContractViolationError(method, path, [...new Set(describeIssues(result.error.issues))]);
  }
}

// Lists issues with their paths. For a failed oneOf (the envelope union) only the branch the body chose by its
// `success` flag is reported, so the reader sees "result.token" rather than "no branch matched".
function describeIssues(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const at = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const branches = issue.errors.filter((branch) => !branch.some((i) => i.path.join('.') === 'success'));
      return (branches.length === 1 ? branches : issue.errors).flatMap((branch) => describeIssues(branch, at));
    }
    return [`${at.length ? at.map(String).join('.') : '(body)'}: ${issue.message}`];
  });
}
