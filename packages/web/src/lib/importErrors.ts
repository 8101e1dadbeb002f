// What a failed import tells the user (spec 1 §8 teacher import): a text failure is an alert titled '导入错误'; a
// list of refused rows opens the '导入数据错误' dialog with row numbers and messages.
import { ApiError } from '@exam/sdk';
import { describeError } from './errors';

export interface ImportRowError {
  row: number | string;
  msg: string;
}

export type ImportFailure = { kind: 'text'; text: string } | { kind: 'rows'; rows: ImportRowError[] };

function isRowError(value: unknown): value is { row?: unknown; msg?: unknown } {
  return typeof value === 'object' && value !== null && ('row' in value || 'msg' in value);
}

/** Turns a failed import's result (text, {row, msg} list, anything else) into what the screen shows. */
export function normaliseImportFailure(result: unknown): ImportFailure {
  if (Array.isArray(result)) {
    const rows = result.filter(isRowError).map((r) => ({
      row: typeof r.row === 'number' || typeof r.row === 'string' ? r.row : '',
      msg: typeof r.msg === 'string' ? r.msg : r.msg === undefined || r.msg === null ? '' : JSON.stringify(r.msg),
    }));
    if (rows.length > 0) return { kind: 'rows', rows };
    if (result.length === 0) return { kind: 'text', text: '' };
  }
  if (typeof result === 'string') return { kind: 'text', text: result };
  if (result === undefined || result === null) return { kind: 'text', text: '' };
  return { kind: 'text', text: typeof result === 'object' ? JSON.stringify(result) : String(result) };
}

/** The failure of an import call: the server's result when it answered, else the error's description. */
export function importFailureOf(error: unknown): ImportFailure {
  if (error instanceof ApiError && error.status < 400) return normaliseImportFailure(error.result);
  return { kind: 'text', text: describeError(error) };
}
