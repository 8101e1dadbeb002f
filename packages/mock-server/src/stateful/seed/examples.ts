// The contract's named examples as seed data. Always a deep copy: the store changes its records in place, and the
// examples are shared with the contract table (the same objects a scenario rule serves), so sharing them would let
// a deletion survive POST /__mock/reset and leak into the served examples.
import type { OperationTable } from '../operations.ts';

/** A copy of the `result` of an operation's named example (default 'ok'), or undefined. */
export function exampleResult(table: OperationTable, operationId: string, name = 'ok'): unknown {
  const value = table.byId.get(operationId)?.examples.get(name) as { result?: unknown } | undefined;
  return value?.result === undefined ? undefined : structuredClone(value.result);
}
