// Records of the exam-staff, system-management and progress domains: marking teachers with their question groups
// and rounds, scan staff, the user tags' permissions, the login and system logs, the cache info, data-analysis runs.
// Linked to the store as StoreData.staff (seeded in seed/staff.ts); the push channel of a store lives in
// `pushChannels` (set by the stateful backend, kept across resets).
import type { components } from '@exam/sdk';
import type { PushPublish } from '../backends/types.ts';
import type { Store } from './store.ts';

type S = components['schemas'];
export type MarkingTurn = S['MarkingTurn'];


/** One (teacher, question group, round) assignment; `marked` papers block its removal. */
export interface TurnRecord {
  exam_id: number;
  subject_id: number;
  question_id: number;
  user_id: number;
  turn: MarkingTurn;
  marked: number;
  /** 任务分配建议 applied (allocateApply, x-inferred): she gets papers of the round until `marked` reaches this. */
  limit?: number;
}

export interface LogRecord {
  id: number;
  request_time: string;
  return_time: string | null;
  ip_address: string | null;
  request_url: string;
  request_params: string | null;
  return_content: string | null;
  proc_success: 0 | 1;
  user_id: number | null;
  user_account: string | null;
}

export interface StaffData {
  /** Marking teachers per `${exam_id}:${subject_id}`. */
  markers: Map<string, number[]>;
  turns: TurnRecord[];
  /** Scan staff per `${exam_id}:${subject_id}`. */
  scanners: Map<string, number[]>;
  /** The permissions of each user tag (loadallusertag). */
  userTags: { tag_id: number; tag_name: string; permission_ids: number[] | null }[];
  loginLogs: LogRecord[];
  logs: LogRecord[];
  redis: S['RedisInfo'];
  /** The data-analysis runs by run id (the newest ANALYSIS_RUNS_KEPT), their findings filled as their checks are done. */
  analyses: Map<string, AnalysisRun>;
  /** The newest run of each exam (a list call that names no run). */
  latestAnalysis: Map<number, string>;
  /** Runs started (names the runs whose request named none). */
  runs: number;
  /** The analysis running per exam: who started it, and how to stop it (a new start by the same account does). */
  running: Map<number, { user_id: number; stop: AbortController }>;
  /** Exams whose statistics report has been generated. */
  statistics: Set<number>;
}

/** One data-analysis run: its exam, who started it, and its findings (check index → rows, in the starter's scope). */
export interface AnalysisRun {
  exam_id: number;
  user_id: number;
  found: Map<number, S['AnalysisProblemRow'][]>;
}

/** How many runs the list call can still page through (older ones are forgotten). */
export const ANALYSIS_RUNS_KEPT = 50;

export const staffKey = (examId: number, subjectId: number) => `${examId}:${subjectId}`;

/** The rounds a mark mode offers: 1 → 1; 2, 3, 5 → 1–2; 4, 6 → 1–3; every mode also 8 and 9. */
export function turnsOffered(mode: S['MarkMode'] | null): MarkingTurn[] {
  if (mode == null) return [];
  const base: MarkingTurn[] = mode === 1 ? [1] : mode === 4 || mode === 6 ? [1, 2, 3] : [1, 2];
  return [...base, 8, 9];
}

export const TURN_NAMES: Record<MarkingTurn, string> = { 1: '一评', 2: '二评', 3: '三评', 8: '终评', 9: '异常卷' };

/** A teacher's 阅卷教师 record of one round of a group (its marked count and quota), if she is one. */
export function turnRecord(staff: StaffData, ref: { exam_id: number; question_id: number; user_id: number; turn: MarkingTurn }): TurnRecord | undefined {
  return staff.turns.find((r) => r.exam_id === ref.exam_id && r.question_id === ref.question_id && r.user_id === ref.user_id && r.turn === ref.turn);
}

/** The push channel of each store (websockets at /ws/<session token>); absent in process (MSW). */
export const pushChannels = new WeakMap<Store, PushPublish>();
