// The state of one data-analysis run (spec 3 §4.6): the 12 timeline items going info → primary → success or danger
// as the run's progress messages arrive, and the progress bar. Pure: messages in, state out. A message counts only
// when it belongs to this run (its name, exam and run id), so another run — another exam, another window — never
// mixes in.
import type { Schemas } from '@exam/sdk';
import type { ProgressMessage } from '../../lib/push';
import { DATA_CHECK_TEXTS } from './texts';

export type ProblemRow = Schemas['AnalysisProblemRow'];
export type CheckState = 'info' | 'primary' | 'success' | 'danger';

/** The progress name of the analysis (the mock's and the contract examples' startAnalyse). */
export const ANALYSIS_PROGRESS_NAME = 'startAnalyse';
export const CHECK_COUNT = 12;

export interface CheckItem {
  index: number;
  title: string;
  state: CheckState;
  /** Problem records found (danger), once the check is done. */
  total: number;
  /** The first page, as the done message brought it. */
  firstPage: ProblemRow[];
  pageSize: number;
}

export interface RunState {
  /** failed: the start was refused, or the run was lost (its push channel closed, or it went silent); see error. */
  status: 'idle' | 'starting' | 'running' | 'done' | 'failed';
  runId: string | null;
  /** Why the run failed. */
  error?: string;
  /** Checks done, of total. */
  current: number;
  total: number;
  /** What the bar says: the check running now. */
  title: string;
  items: CheckItem[];
}

export function idleRun(): RunState {
  return {
    status: 'idle',
    runId: null,
    current: 0,
    total: CHECK_COUNT,
    title: '',
    items: DATA_CHECK_TEXTS.checks.map((title, i) => ({ index: i + 1, title: `检查${i + 1}：${title}`, state: 'info', total: 0, firstPage: [], pageSize: 10 })),
  };
}

/** A run that has been asked for: every item back to info, waiting for its messages. */
export const startingRun = (runId: string): RunState => ({ ...idleRun(), status: 'starting', runId });

/** A run that failed: what it had shown stays (a check being checked is no longer), with why. */
export const failedRun = (state: RunState, error: string): RunState => ({
  ...state,
  status: 'failed',
  error,
  items: state.items.map((item) => (item.state === 'primary' ? { ...item, state: 'info' } : item)),
});

/** The check a message is about: the leading number of otherInfo (1–12). */
export function checkNumber(otherInfo: string | undefined): number | undefined {
  const match = /^(\d+)/.exec(otherInfo ?? '');
  const n = match ? Number(match[1]) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= CHECK_COUNT ? n : undefined;
}

/** A new name for a run (the request's run_id; letters, digits and '-'). */
export function newRunId(random: () => string = () => crypto.randomUUID()): string {
  return `run-${random().replace(/[^A-Za-z0-9-]/g, '')}`.slice(0, 64);
}

export function belongsTo(state: RunState, examId: number, message: ProgressMessage): boolean {
  return message.name === ANALYSIS_PROGRESS_NAME && state.runId !== null && message.run_id === state.runId && message.exam_id === examId;
}

/** The state after one of the run's messages: a started message turns its item primary, a done one success or danger. */
export function applyMessage(state: RunState, message: ProgressMessage): RunState {
  const index = checkNumber(message.otherInfo);
  const done = message.totalrecords !== undefined;
  const moved = (item: CheckItem): CheckItem => ({
    ...item,
    title: message.title || item.title,
    state: !done ? 'primary' : (message.totalrecords ?? 0) > 0 ? 'danger' : 'success',
    total: message.totalrecords ?? 0,
    firstPage: (message.datalist ?? []) as ProblemRow[],
    pageSize: message.pagesize ?? item.pageSize,
  });
  const items = state.items.map((item) => (item.index === index ? moved(item) : item));
  return {
    ...state,
    status: message.end ? 'done' : 'running',
    current: Math.min(message.current, message.total || CHECK_COUNT),
    total: message.total || CHECK_COUNT,
    title: message.title,
    items,
  };
}

export const progressPercent = (state: RunState): number => (state.total > 0 ? Math.round((state.current / state.total) * 10000) / 100 : 0);

/** How many checks passed and found problems (for the summary once done). */
export function outcome(state: RunState): { passed: number; failed: number } {
  return {
    passed: state.items.filter((i) => i.state === 'success').length,
    failed: state.items.filter((i) => i.state === 'danger').length,
  };
}
