// What the marking-day pages show of the mock's figures (pure, tested beside).
import { ROUND_NAMES } from '../../lib/markRounds';
import type { MarkingProgress } from './queries';
import { MONITOR_TEXTS } from './texts';

const T = MONITOR_TEXTS.progress;

export const etaText = (seconds: number | null): string => (seconds === null ? T.etaUnknown : seconds === 0 ? T.etaDone : T.eta(seconds));

export interface ProgressRow {
  key: string;
  group: string;
  mode: number;
  round: string;
  papers: number;
  marked: number;
  remaining: number;
  percent: number;
  recent: number;
  eta: string;
}

/** One row per question group and round, in the answer's order. */
export function progressRows(progress: MarkingProgress): ProgressRow[] {
  return progress.groups.flatMap((g) =>
    g.rounds.map((r) => ({
      key: `${g.question_id}:${r.turn}`,
      group: g.question_name,
      mode: g.mark_mode,
      round: ROUND_NAMES[r.turn],
      papers: r.papers,
      marked: r.marked,
      remaining: r.remaining,
      percent: r.percent,
      recent: r.recent,
      eta: etaText(r.eta_seconds),
    })),
  );
}
