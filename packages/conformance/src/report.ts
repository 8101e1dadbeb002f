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
  /** The target did not answer at all (refused, unknown host, timed out): nothing was checked. */
  unreachable?: string;
  /** Lines said once above the table (what the walk left out and why). */
  notes?: string[];
}

/**
 * Exit codes for CI: 0 conforms; 1 something breaks the contract; 2 a usage error (cli.ts); 3 the target is
 * unreachable; 4 the contract is met but the target refused examples that should succeed (its data is not the
 * example world: a seed problem, not a contract one).
 */
export const EXIT = { conforms: 0, breaks: 1, usage: 2, unreachable: 3, refused: 4 } as const;

export function exitCode(report: Report): number {
  if (report.unreachable !== undefined) return EXIT.unreachable;
  if (report.rows.some((r) => r.outcome === 'break')) return EXIT.breaks;
  if (report.rows.some((r) => r.outcome === 'failure')) return EXIT.refused;
  return EXIT.conforms;
}

export function counts(report: Report): Record<Outcome, number> {
  const out: Record<Outcome, number> = { ok: 0, break: 0, failure: 0, skipped: 0 };
  for (const row of report.rows) out[row.outcome]++;
  return out;
}

export function summaryLine(report: Report): string {
  if (report.unreachable !== undefined) return `UNREACHABLE: ${report.unreachable}`;
  const c = counts(report);
  const code = exitCode(report);
  const verdict = code === EXIT.conforms ? 'CONFORMS' : code === EXIT.refused ? 'CONFORMS, BUT EXAMPLES WERE REFUSED' : 'DOES NOT CONFORM';
  return `${verdict}: ${report.rows.length} checked, ${c.ok} ok, ${c.break} break the contract, ${c.failure} failed, ${c.skipped} skipped`;
}

const LABEL: Record<Outcome, string> = { ok: 'ok', break: 'BREAK', failure: 'FAILED', skipped: 'skipped' };

/** The table as text: one line per row, its notes indented below it. */
export function formatText(report: Report): string {
  const width = (pick: (r: Row) => string, min: number) => Math.min(60, Math.max(min, ...report.rows.map((r) => pick(r).length)));
  const w = { name: width((r) => r.name, 9), what: width((r) => r.what, 4), phase: width((r) => r.phase, 5), status: width((r) => r.status, 6) };
  const line = (cells: string[], widths: number[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  const widths = [8, w.name, w.what, w.phase, w.status, 4];
  const out = [`${report.title}: ${report.target}`, ...(report.notes ?? []).map((n) => `note: ${n}`), '', line(['result', 'operation', 'call', 'phase', 'status', 'ms'], widths)];
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

/** The report as JSON for other tools: the rows, the counts, the verdict and the exit code. */
export function formatJson(report: Report): string {
  return `${JSON.stringify({ ...report, counts: counts(report), summary: summaryLine(report), exitCode: exitCode(report) }, null, 2)}\n`;
}

// XML 1.0 allows no control characters but tab, newline and carriage return.
const escapeXml = (text: string): string => [...escapeHtml(text)].filter((c) => c >= ' ' || c === '\t' || c === '\n' || c === '\r').join('');

/**
 * The report as JUnit XML (what CI servers show as test results): one test case per row, classed by phase; a break is a
 * failure, a refused example an error, a skipped row skipped.
 */
export function formatJunit(report: Report): string {
  const c = counts(report);
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const cases = report.rows.map((r) => {
    const body = escapeXml(r.notes.join('\n'));
    const inner =
      r.outcome === 'break'
        ? `<failure message="${escapeXml(r.notes[0] ?? 'breaks the contract')}" type="contract">${body}</failure>`
        : r.outcome === 'failure'
          ? `<error message="${escapeXml(r.notes[0] ?? 'refused')}" type="refused">${body}</error>`
          : r.outcome === 'skipped'
            ? `<skipped message="${escapeXml(r.notes[0] ?? '')}"/>`
            : '';
    return `    <testcase classname="${escapeXml(r.phase)}" name="${escapeXml(`${r.name} ${r.what}`)}" time="${seconds(r.ms)}">${inner}</testcase>`;
  });
  if (report.unreachable !== undefined) cases.push(`    <testcase classname="target" name="reachable" time="0"><error message="${escapeXml(report.unreachable)}" type="unreachable"/></testcase>`);
  const total = report.rows.length + (report.unreachable !== undefined ? 1 : 0);
  const errors = c.failure + (report.unreachable !== undefined ? 1 : 0);
  const time = seconds(report.rows.reduce((t, r) => t + r.ms, 0));
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="exam-conformance" tests="${total}" failures="${c.break}" errors="${errors}" skipped="${c.skipped}" time="${time}">
  <testsuite name="${escapeXml(report.title)}" tests="${total}" failures="${c.break}" errors="${errors}" skipped="${c.skipped}" time="${time}">
${cases.join('\n')}
  </testsuite>
</testsuites>
`;
}
