// The outcome of a check as a per-operation (or per-message) table and a summary: as text for the terminal and as a
// self-contained HTML page (no script, no stylesheet or font from anywhere else; every text from the server escaped).

export type Outcome = 'ok' | 'break' | 'failure' | 'skipped';

export interface Row {
  /** The operation (operationId) or the driver command/event. */
  name: string;
  /** e.g. "POST /api/exam/loadexam", or "command start_scan". */
  what: string;
  /** The walk phase (read, create, …) or the driver step. */
  phase: string;
  outcome: Outcome;
  /** HTTP status, or the reply's ret. */
  status: string;
  /** The answer's content type, or the message name. */
  type: string;
  ms: number;
  /** What breaks the contract, why it failed, or why it was skipped. */
  notes: string[];
}

export interface Report {
  title: string;
  target: string;
  rows: Row[];
}

/** Exit code: 0 only when nothing breaks the contract and nothing that should succeed failed. */
export const exitCode = (report: Report): number => (report.rows.some((r) => r.outcome === 'break' || r.outcome === 'failure') ? 1 : 0);

export function counts(report: Report): Record<Outcome, number> {
  const out: Record<Outcome, number> = { ok: 0, break: 0, failure: 0, skipped: 0 };
  for (const row of report.rows) out[row.outcome]++;
  return out;
}

export function summaryLine(report: Report): string {
  const c = counts(report);
  const verdict = exitCode(report) === 0 ? 'CONFORMS' : 'DOES NOT CONFORM';
  return `${verdict}: ${report.rows.length} checked, ${c.ok} ok, ${c.break} break the contract, ${c.failure} failed, ${c.skipped} skipped`;
}

const LABEL: Record<Outcome, string> = { ok: 'ok', break: 'BREAK', failure: 'FAILED', skipped: 'skipped' };

/** The table as text: one line per row, its notes indented below it. */
export function formatText(report: Report): string {
  const width = (pick: (r: Row) => string, min: number) => Math.min(60, Math.max(min, ...report.rows.map((r) => pick(r).length)));
  const w = { name: width((r) => r.name, 9), what: width((r) => r.what, 4), phase: width((r) => r.phase, 5), status: width((r) => r.status, 6) };
  const line = (cells: string[], widths: number[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  const widths = [8, w.name, w.what, w.phase, w.status, 4];
  const out = [`${report.title}: ${report.target}`, '', line(['result', 'operation', 'call', 'phase', 'status', 'ms'], widths)];
  for (const r of report.rows) {
    out.push(line([LABEL[r.outcome], r.name, r.what, r.phase, r.status, String(Math.round(r.ms))], widths));
    for (const note of r.notes) out.push(`         ${r.outcome === 'skipped' ? 'reason' : '-'}: ${note}`);
  }
  out.push('', summaryLine(report));
  return out.join('\n');
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The same table as one HTML page that needs nothing else to open (no CDN, no script). */
export function formatHtml(report: Report): string {
  const c = counts(report);
  const rows = report.rows
    .map(
      (r) => `<tr class="${r.outcome}"><td>${LABEL[r.outcome]}</td><td>${escapeHtml(r.name)}</td><td><code>${escapeHtml(r.what)}</code></td><td>${escapeHtml(r.phase)}</td><td>${escapeHtml(r.status)}</td><td>${escapeHtml(r.type)}</td><td>${Math.round(r.ms)}</td><td>${r.notes.length ? `<ul>${r.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>` : ''}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(report.title)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #f3f3f3; position: sticky; top: 0; }
tr.break td:first-child, tr.failure td:first-child { color: #fff; background: #c62828; font-weight: bold; }
tr.ok td:first-child { color: #1b5e20; }
tr.skipped td:first-child { color: #8a6d00; }
ul { margin: 0; padding-left: 1.1rem; }
code { font-size: 12px; }
</style>
</head>
<body>
<h1>${escapeHtml(report.title)}</h1>
<p>Target: <code>${escapeHtml(report.target)}</code></p>
<p><strong>${escapeHtml(summaryLine(report))}</strong></p>
<p>ok ${c.ok} · break ${c.break} · failed ${c.failure} · skipped ${c.skipped}</p>
<table>
<thead><tr><th>result</th><th>operation</th><th>call</th><th>phase</th><th>status</th><th>type</th><th>ms</th><th>notes</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}
