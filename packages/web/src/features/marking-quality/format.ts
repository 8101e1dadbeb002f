// What the quality pages' charts show of the mock's figures (pure, tested beside): one bar per teacher row, the rows
// that stand out most first, at most CHART_ROWS of them (the table shows all). A chart whose bars are all 0 is left
// out (the pages show one only when a bar has a value).
export const CHART_ROWS = 20;

export interface Bar {
  name: string;
  value: number;
}

/**
 * Bars of `value` per row, named by teacher (and group when the rows span groups), the largest |value| first, at most
 * CHART_ROWS; `all` the rows with a value.
 */
export function teacherBars<R extends { user_name: string; question_id: number; question_name: string }>(rows: readonly R[], value: (r: R) => number | null): { bars: Bar[]; all: number } {
  const groups = new Set(rows.map((r) => r.question_id));
  const bars = rows.flatMap((r) => {
    const v = value(r);
    return v === null ? [] : [{ name: groups.size > 1 ? `${r.user_name}·${r.question_name}` : r.user_name, value: v }];
  });
  const sorted = [...bars].sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
  return { bars: sorted.slice(0, CHART_ROWS), all: bars.length };
}

/** The chart's data rows (recharts' shape) and their words. */
export function chartData(bars: readonly Bar[], series: string, text: (v: number) => string = String): { data: Record<string, string | number>[]; summary: string } {
  return { data: bars.map((b) => ({ name: b.name, [series]: b.value })), summary: bars.map((b) => `${b.name} ${text(b.value)}`).join('，') };
}
