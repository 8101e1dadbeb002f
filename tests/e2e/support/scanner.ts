// The scanner view's browser tests: the driver simulator's control API (/__sim on the driver's port) and opening the
// view for the seeded exam 3001 数学.
import { expect, type Page } from '@playwright/test';
import { alertWith, EXAM_3001, signIn, type ExamChoice } from '../flows';
import { SCANNER_URL } from './env';

/** Calls the simulator's control API; throws with its answer when it refuses. */
export async function sim<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${SCANNER_URL}/__sim${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`simulator ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The simulator as each scanner test starts: its start-up state, sheets fed at 600 a minute. */
export async function resetSimulator(): Promise<void> {
  await sim('POST', '/reset');
  await sim('POST', '/settings', { ratePerMinute: 600 });
}

/** Exam 3001 数学 papers the seeded dataset already holds (李明, 王小红, 周杰). */
export const SEEDED_UPLOADS = ['301010101', '301010102', '301010201'];

/** A sheet of the simulator's tray: its exam number and marks (and a label for the reports). */
export interface Sheet {
  examNumber: string;
  marks: string[];
  label?: string;
}

/**
 * The simulator's default tray by exam number (李明 301010101 … 张浩 301020102); a number no student has becomes a
 * sheet of its own (the server holds such a sheet as a temporary sheet under it).
 */
export async function tray(...numbers: string[]): Promise<Sheet[]> {
  const { sheets } = await sim<{ sheets: Sheet[] }>('GET', '/sheets');
  return numbers.map((n) => {
    const sheet = sheets.find((s) => s.examNumber === n);
    if (sheet) return sheet;
    return { examNumber: n, marks: ['A', 'B', 'C', 'D', 'A', 'B', 'C', 'D', 'A', 'B', 'C', 'D'], label: `misread ${n}` };
  });
}

/** Loads the first `count` sheets of the default tray whose papers the seeded dataset does not hold yet. */
export async function freshTray(count: number): Promise<{ examNumber: string }[]> {
  const { sheets } = await sim<{ sheets: { examNumber: string }[] }>('GET', '/sheets');
  const fresh = sheets.filter((s) => !SEEDED_UPLOADS.includes(s.examNumber)).slice(0, count);
  await sim('POST', '/sheets', { sheets: fresh });
  return fresh;
}

export const scanResults = (page: Page) => page.getByRole('table', { name: '扫描结果' });
export const scannerStatus = (page: Page) => page.getByRole('status', { name: '扫描仪状态' });

/** Starts a scan once the driver is connected (开始扫描 (O)). */
export async function startScan(page: Page): Promise<void> {
  await expect(scannerStatus(page)).toContainText('已连接');
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
}

/** The scan has ended: 停止扫描 is disabled again. */
export const scanEnded = (page: Page) => expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled({ timeout: 20_000 });

/**
 * Scans a tray of three fresh sheets whose third repeats the second's exam number (the simulator's
 * duplicate_exam_number fault) in the scanner view, until the scan's end has flagged the number: the twins of one
 * batch. Returns the tray and the number read twice.
 */
export async function scanTwins(page: Page): Promise<{ tray: { examNumber: string }[]; twice: string }> {
  const tray = await freshTray(3);
  await sim('POST', '/faults', { kind: 'duplicate_exam_number', index: 2 });
  await openScanView(page);
  await startScan(page);
  await scanEnded(page);
  const twice = tray[1]?.examNumber ?? '—';
  await expect(alertWith(page, `本次扫描中考号重复：${twice}`)).toBeVisible({ timeout: 15_000 });
  return { tray, twice };
}

/**
 * Signs in (zhangwei unless `account`), chooses the exam as the exam list would (3001 数学 unless `choice`) and opens
 * the scanner view (with `search`, e.g. '?template=1').
 */
export async function openScanView(page: Page, search = '', choice: ExamChoice = EXAM_3001, account?: { ua: string; up: string }): Promise<void> {
  await signIn(page, account, { to: `/main/exam/scanView${search}`, exam: choice });
  await expect(page.getByRole('heading', { name: '扫描', exact: true })).toBeVisible();
}
