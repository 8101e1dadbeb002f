/**
 * The data-analysis run (spec 3 §2.6, §4.6, §7.5) and the test page's progress, as push-channel progress messages.
 * What the checks find is the caller's (the store's checks, analysis-checks.ts); this paces them and speaks the
 * channel's protocol.
 *
 * Interface:
 *   interface AnalysisRow { [column: string]: unknown }                 // AnalysisProblemRow
 *   interface RunCheck { index: number; title: string; find: () => AnalysisRow[] }
 *   runAnalysis(options: { checks: readonly RunCheck[]; examId: number; runId: string;
 *                          publish: (msg: PushMessage) => void; onFound?: (index: number, rows: AnalysisRow[]) => void;
 *                          stepMs?: number (default 200); pagesize?: number (default 10); name?: string ('startAnalyse');
 *                          signal?: AbortSignal }): Promise<void>
 *       // per check, in order: a started message { current: checks done before it, title: '检查i：<title>',
 *       //   otherInfo: 'i:<title>', exam_id, run_id } (no totalrecords), then after stepMs the check runs (find) and
 *       //   onFound gets its rows, then a done message { current: i, totalrecords, datalist: first page, page: 1,
 *       //   pagesize }; end on the last check's done message. An aborted signal stops before the next check (no end).
 *   pageRows<T>(rows: readonly T[], page: number, pagesize: number): { totalrecords: number; datalist: T[] }
 *   testProgress(publish: (msg: PushMessage) => void, options?: { total?: number (10); stepMs?: number (100);
 *                name?: string ('testProgress'); title?: string ('进度条测试') }): Promise<void>
 *       // messages current 0..total (0 first, then one per step), end on the last.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { PushMessage } from './push-hub.ts';

/**
 * How long each check of the data analysis (startAnalyse) takes on the push channel: long enough for a person (and a
 * browser test) to see the progress. Tests that run the mock in their own process, and do not act while a run is in
 * flight, set it shorter.
 */
export const analysisPace = { stepMs: 150 };

export interface AnalysisRow {
  [column: string]: unknown;
}

export interface RunCheck {
  index: number;
  title: string;
  find: () => AnalysisRow[];
}

export function pageRows<T>(rows: readonly T[], page: number, pagesize: number): { totalrecords: number; datalist: T[] } {
  const p = Math.max(1, Math.floor(page));
  const size = Math.max(1, Math.floor(pagesize));
  return { totalrecords: rows.length, datalist: rows.slice((p - 1) * size, p * size) };
}

export async function runAnalysis(options: {
  checks: readonly RunCheck[];
  examId: number;
  runId: string;
  publish: (msg: PushMessage) => void;
  onFound?: (index: number, rows: AnalysisRow[]) => void;
  stepMs?: number;
  pagesize?: number;
  name?: string;
  signal?: AbortSignal;
}): Promise<void> {
  const stepMs = options.stepMs ?? 200;
  const pagesize = options.pagesize ?? 10;
  const name = options.name ?? 'startAnalyse';
  const total = options.checks.length;
  for (const [done, check] of options.checks.entries()) {
    if (options.signal?.aborted) return;
    const about = { name, total, title: `检查${check.index}：${check.title}`, exam_id: options.examId, run_id: options.runId, otherInfo: `${check.index}:${check.title}` };
    options.publish({ ...about, current: done, end: false });
    if (stepMs > 0) await sleep(stepMs);
    if (options.signal?.aborted) return;
    const rows = check.find();
    options.onFound?.(check.index, rows);
    const first = pageRows(rows, 1, pagesize);
    options.publish({ ...about, current: done + 1, end: done + 1 === total, totalrecords: first.totalrecords, datalist: first.datalist, page: 1, pagesize });
  }
}

export async function testProgress(
  publish: (msg: PushMessage) => void,
  options: { total?: number; stepMs?: number; name?: string; title?: string } = {},
): Promise<void> {
  const total = Math.max(1, Math.floor(options.total ?? 10));
  const stepMs = options.stepMs ?? 100;
  const name = options.name ?? 'testProgress';
  const title = options.title ?? '进度条测试';
  for (let current = 0; current <= total; current++) {
    if (current > 0 && stepMs > 0) await sleep(stepMs);
    publish({ name, current, total, title, end: current === total });
  }
}
