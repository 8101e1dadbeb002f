// The score engine of 成绩管理 and 成绩分析 (issue 33), pure: no store, no I/O.
// - `objectiveScore`: one recognised objective answer against its key rows (客观题答案, spec 2 §5 and §8): a single
//   answer scores its row's score on an exact match; a multi-select answer scores by the sub-question's answer type
//   (1 match score: the full score on an exact match, the insufficient score on a proper subset; 2 cumulative: the
//   weights of the chosen options add up); a wrong option, or more options than maxChoiceCount, scores 0.
// - `describe`: count, mean, max, min, standard deviation (population), pass / good / excellent rates, score bands.
// - `rankOf`: ranks with ties shared (1, 2, 2, 4).
// - `itemStats`: difficulty (mean / full) and discrimination from the top and bottom 27 % by total.
// - `optionDistribution`: how often each answer was marked.
// Every figure is rounded to two decimals (`round2`), as the spec rounds scores.

/** One key row of an objective sub-question (the contract's ObjectiveAnswer). */
export interface KeyRow {
  /** Option indexes, comma-separated (0 = A). */
  answer: string;
  score: number;
  insufficientScore?: number | null;
  maxChoiceCount?: number | null;
}

export interface ObjectiveKey {
  multi: boolean;
  /** 1 match score, 2 cumulative by weight (multi-select only). */
  answerType: 1 | 2;
  rows: readonly KeyRow[];
}

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

const DEFAULT_MAX_CHOICES = 3;

/** A recognised answer ('AC', '' blank) as option indexes, sorted and unique. */
export function markedOptions(letters: string): number[] {
  const set = new Set<number>();
  for (const ch of letters.toUpperCase()) {
    const i = ch.charCodeAt(0) - 65;
    if (i >= 0 && i < 26) set.add(i);
  }
  return [...set].sort((a, b) => a - b);
}

const rowOptions = (row: KeyRow) =>
  row.answer
    .split(',')
    .filter((s) => s.trim() !== '')
    .map(Number)
    .filter((n) => Number.isInteger(n));

/** The score of one recognised answer (letters) against the key of its sub-question. */
export function objectiveScore(letters: string, key: ObjectiveKey): number {
  const marked = markedOptions(letters);
  if (marked.length === 0) return 0;
  const rows = key.rows.filter((r) => r.answer.trim() !== '');
  if (!key.multi) {
    if (marked.length !== 1) return 0;
    let best = 0;
    for (const row of rows) {
      const opts = rowOptions(row);
      if (opts.length === 1 && opts[0] === marked[0]) best = Math.max(best, row.score);
    }
    return round2(best);
  }
  const maxChoices = rows[0]?.maxChoiceCount ?? DEFAULT_MAX_CHOICES;
  if (marked.length > maxChoices) return 0;
  if (key.answerType === 2) {
    const weights = new Map<number, number>();
    for (const row of rows) for (const o of rowOptions(row)) weights.set(o, (weights.get(o) ?? 0) + row.score);
    if (marked.some((o) => !weights.has(o))) return 0;
    return round2(marked.reduce((sum, o) => sum + (weights.get(o) ?? 0), 0));
  }
  let best = 0;
  for (const row of rows) {
    const opts = rowOptions(row);
    const inRow = marked.every((o) => opts.includes(o));
    if (!inRow) continue;
    if (marked.length === opts.length) best = Math.max(best, row.score);
    else best = Math.max(best, row.insufficientScore ?? Math.floor(row.score / 2));
  }
  return round2(best);
}

/** The thresholds of the rates, as fractions of the full score. */
export interface RateThresholds {
  pass: number;
  good: number;
  excellent: number;
}

export const DEFAULT_THRESHOLDS: RateThresholds = { pass: 0.6, good: 0.75, excellent: 0.85 };

export interface Band {
  /** Lower bound (inclusive) and upper bound (exclusive, inclusive for the last band), in points. */
  from: number;
  to: number;
  count: number;
}

export interface Description {
  count: number;
  mean: number;
  max: number;
  min: number;
  /** Population standard deviation. */
  sd: number;
  /** Fractions (0–1) of the count at or above the threshold. */
  pass_rate: number;
  good_rate: number;
  excellent_rate: number;
  bands: Band[];
}

/** Statistics of a list of scores out of `full`; the bands split the full score into `bandCount` equal parts. */
export function describe(values: readonly number[], full: number, thresholds: RateThresholds = DEFAULT_THRESHOLDS, bandCount = 10): Description {
  const count = values.length;
  const width = full / bandCount;
  const bands: Band[] = Array.from({ length: bandCount }, (_, i) => ({ from: round2(i * width), to: round2((i + 1) * width), count: 0 }));
  if (count === 0) return { count, mean: 0, max: 0, min: 0, sd: 0, pass_rate: 0, good_rate: 0, excellent_rate: 0, bands };
  let sum = 0;
  let max = -Infinity;
  let min = Infinity;
  let pass = 0;
  let good = 0;
  let excellent = 0;
  for (const v of values) {
    sum += v;
    if (v > max) max = v;
    if (v < min) min = v;
    if (v >= full * thresholds.pass - 1e-9) pass++;
    if (v >= full * thresholds.good - 1e-9) good++;
    if (v >= full * thresholds.excellent - 1e-9) excellent++;
    if (width > 0) {
      const band = bands[Math.min(bandCount - 1, Math.max(0, Math.floor((v + 1e-9) / width)))];
      if (band) band.count++;
    }
  }
  const mean = sum / count;
  let squares = 0;
  for (const v of values) squares += (v - mean) ** 2;
  return {
    count,
    mean: round2(mean),
    max: round2(max),
    min: round2(min),
    sd: round2(Math.sqrt(squares / count)),
    pass_rate: round2(pass / count),
    good_rate: round2(good / count),
    excellent_rate: round2(excellent / count),
    bands,
  };
}

/** Ranks (1 = highest) with ties shared: 90, 80, 80, 70 → 1, 2, 2, 4. Same order as `values`. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]);
  const out = new Array<number>(values.length);
  let rank = 0;
  let previous = NaN;
  order.forEach(([v, i], k) => {
    if (v !== previous) {
      rank = k + 1;
      previous = v;
    }
    out[i] = rank;
  });
  return out;
}

export interface ItemStats {
  mean: number;
  /** mean / full. */
  difficulty: number;
  /** (mean of the top 27 % − mean of the bottom 27 %) / full, the groups chosen by total. */
  discrimination: number;
  full_count: number;
  zero_count: number;
}

/** How many students the top and bottom groups hold: 27 % of the count, rounded, at least one. */
export const groupSize = (count: number) => (count === 0 ? 0 : Math.max(1, Math.round(count * 0.27)));

/**
 * An item's statistics: `item[i]` the score of student i on the item, `total[i]` their total, out of `full` points.
 * Students with equal totals keep their order in the lists when the groups are cut (stable sort).
 */
export function itemStats(item: readonly number[], total: readonly number[], full: number): ItemStats {
  const count = item.length;
  if (count === 0 || full <= 0) return { mean: 0, difficulty: 0, discrimination: 0, full_count: 0, zero_count: 0 };
  const sum = item.reduce((a, b) => a + b, 0);
  const order = item.map((_, i) => i).sort((a, b) => (total[b] ?? 0) - (total[a] ?? 0));
  const n = groupSize(count);
  const avg = (ids: number[]) => ids.reduce((s, i) => s + (item[i] ?? 0), 0) / ids.length;
  const top = avg(order.slice(0, n));
  const bottom = avg(order.slice(count - n));
  return {
    mean: round2(sum / count),
    difficulty: round2(sum / count / full),
    discrimination: round2((top - bottom) / full),
    full_count: item.filter((v) => v >= full - 1e-9).length,
    zero_count: item.filter((v) => v <= 1e-9).length,
  };
}

/** Counts of each recognised answer ('' = blank), the most frequent first, then by answer. */
export function optionDistribution(answers: readonly string[]): { answer: string; count: number; rate: number }[] {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = markedOptions(a)
      .map((i) => String.fromCharCode(65 + i))
      .join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([answer, count]) => ({ answer, count, rate: round2(count / answers.length) }))
    .sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer));
}

/** Option indexes ('0,2') as letters ('AC'). */
export const lettersOf = (indexes: string) =>
  rowOptions({ answer: indexes, score: 0 })
    .map((i) => String.fromCharCode(65 + i))
    .join('');
