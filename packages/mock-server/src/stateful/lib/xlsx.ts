/**
 * Real xlsx files for imports, templates and exports (read-excel-file / write-excel-file, both fflate-based and
 * maintained; exceljs does not install from the registry today because of a broken transitive dependency).
 *
 * Interface:
 *   interface ReadColumn { header: string; key: string; required?: boolean }
 *   interface ReadRow { rowNumber: number; values: Record<string, string> }
 *   interface RowProblem { row: number; msg: string }   // the contract's refused-row shape
 *   interface ReadResult { rows: ReadRow[]; problems: RowProblem[]; error: string | null }
 *   readRows(data: Uint8Array | ArrayBuffer, columns: readonly ReadColumn[], options?: { sheet?: number | string })
 *     : Promise<ReadResult>
 *       - reads the first sheet (or the one named/numbered 1-based by options.sheet);
 *       - the header row is the first non-empty row; columns are matched by their header text (trimmed, whitespace
 *         inside ignored, a leading or trailing '*' required-marker ignored), in any order; extra columns are ignored;
 *       - each later non-empty row gives one ReadRow; rowNumber is the row number the spreadsheet user sees (1-based,
 *         the header row counted); values maps every column key to the cell as trimmed text ('' when empty;
 *         numbers without exponent or trailing zeros, 20260101 → '20260101'; dates as 'YYYY-MM-DD');
 *       - a row with a required column empty is not in rows; it gets a problem { row, msg: '<header>不能为空' };
 *       - whole-file failures never throw: they give rows [] and `error` set to a Chinese text the import can answer
 *         with: not an xlsx file, no sheet, no rows ('文件中没有数据'), missing headers ('缺少列：姓名、学号').
 *         `error` is null otherwise.
 *   interface WriteColumn { header: string; key: string; width?: number }
 *   interface WriteSheet { name: string; columns: readonly WriteColumn[]; rows: readonly Record<string, unknown>[] }
 *   writeWorkbook(sheets: readonly WriteSheet[]): Promise<Buffer>
 *       - one worksheet per entry, a bold header row, then one row per object (cells by column key; strings, numbers,
 *         booleans and Dates keep their type, null/undefined stay empty, anything else is String()-ed).
 *         Width defaults to max(10, 2 × header length) characters.
 *   XLSX_CONTENT_TYPE: the xlsx media type for downloads.
 */
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile, { type SheetData as WriteSheetData, type Cell } from 'write-excel-file/node';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ReadColumn {
  header: string;
  key: string;
  required?: boolean;
}

export interface ReadRow {
  rowNumber: number;
  values: Record<string, string>;
}

export interface RowProblem {
  row: number;
  msg: string;
}

export interface ReadResult {
  rows: ReadRow[];
  problems: RowProblem[];
  error: string | null;
}

export interface WriteColumn {
  header: string;
  key: string;
  width?: number;
}

export interface WriteSheet {
  name: string;
  columns: readonly WriteColumn[];
  rows: readonly Record<string, unknown>[];
}

const NOT_XLSX = '文件格式不正确，请上传xlsx格式的Excel文件';
const NO_DATA = '文件中没有数据';

function normalizeHeader(text: string): string {
  return text.replace(/\s+/g, '').replace(/^\*+|\*+$/g, '');
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') {
    if (Number.isInteger(value) && Math.abs(value) < 1e21) return value.toFixed(0);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad2(value.getUTCMonth() + 1)}-${pad2(value.getUTCDate())}`;
  return String(value as string).trim();
}

function toBuffer(data: Uint8Array | ArrayBuffer): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** A zip (and so an xlsx) starts with the local file header signature PK\3\4. */
function looksLikeZip(buf: Buffer): boolean {
  return buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04;
}

export async function readRows(
  data: Uint8Array | ArrayBuffer,
  columns: readonly ReadColumn[],
  options: { sheet?: number | string } = {},
): Promise<ReadResult> {
  const fail = (error: string): ReadResult => ({ rows: [], problems: [], error });
  const buf = toBuffer(data);
  if (buf.length === 0) return fail(NO_DATA);
  if (!looksLikeZip(buf)) return fail(NOT_XLSX);

  let grid: unknown[][];
  try {
    const sheets = await readXlsxFile(buf, { trim: false });
    const wanted = options.sheet;
    const sheet =
      wanted === undefined ? sheets[0] : typeof wanted === 'number' ? sheets[wanted - 1] : sheets.find((s) => s.sheet === wanted);
    if (!sheet) return fail(wanted === undefined ? NO_DATA : `找不到工作表${String(wanted)}`);
    grid = sheet.data as unknown[][];
  } catch {
    return fail(NOT_XLSX);
  }

  const isEmpty = (row: readonly unknown[] | undefined): boolean => !row || row.every((c) => cellText(c) === '');
  const headerIndex = grid.findIndex((row) => !isEmpty(row));
  if (headerIndex < 0) return fail(NO_DATA);

  const headerRow = grid[headerIndex] ?? [];
  const positions = new Map<string, number>();
  headerRow.forEach((cell, i) => {
    const text = normalizeHeader(cellText(cell));
    if (text !== '' && !positions.has(text)) positions.set(text, i);
  });
  const located: { column: ReadColumn; index: number }[] = [];
  const missing: string[] = [];
  for (const column of columns) {
    const index = positions.get(normalizeHeader(column.header));
    if (index === undefined) missing.push(column.header);
    else located.push({ column, index });
  }
  if (missing.length > 0) return fail(`缺少列：${missing.join('、')}`);

  const rows: ReadRow[] = [];
  const problems: RowProblem[] = [];
  for (let r = headerIndex + 1; r < grid.length; r++) {
    const raw = grid[r];
    if (!raw || isEmpty(raw)) continue;
    const rowNumber = r + 1;
    const values: Record<string, string> = {};
    const empties: string[] = [];
    for (const { column, index } of located) {
      const text = cellText(raw[index]);
      values[column.key] = text;
      if (column.required && text === '') empties.push(column.header);
    }
    if (empties.length > 0) problems.push({ row: rowNumber, msg: `${empties.join('、')}不能为空` });
    else rows.push({ rowNumber, values });
  }
  if (rows.length === 0 && problems.length === 0) return fail(NO_DATA);
  return { rows, problems, error: null };
}

function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  return String(value);
}

export async function writeWorkbook(sheets: readonly WriteSheet[]): Promise<Buffer> {
  if (sheets.length === 0) throw new RangeError('writeWorkbook: at least one sheet');
  const names = new Set<string>();
  const built = sheets.map((sheet) => {
    // Excel limits sheet names to 31 characters without []:*?/\ and wants them unique.
    let name = sheet.name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet';
    for (let i = 2; names.has(name); i++) name = `${sheet.name.slice(0, 28)}(${i})`;
    names.add(name);
    const header: Cell[] = sheet.columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const }));
    const body = sheet.rows.map((row) => sheet.columns.map((c) => toCell(row[c.key])));
    const data: WriteSheetData = [header, ...body];
    return {
      sheet: name,
      data,
      columns: sheet.columns.map((c) => ({ width: c.width ?? Math.max(10, c.header.length * 2) })),
    };
  });
  return writeXlsxFile(built).toBuffer();
}
