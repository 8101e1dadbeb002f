// What the page markers cost (issue 26): the driver simulator prints each sheet's serial on both pages and the exam
// number's code on the back, and the mock, to refuse a page 2 of another sheet, decodes page 2 as well and reads the
// markers of both pages. For `--sheets` generated double-sided sheets this prints, with and without the markers:
// - the simulator's side: JPEG bytes of a sheet (front + back) and the CPU time to draw and encode it;
// - the mock's side, per putpic: the CPU time of reading the sheet (scan-reading's readSheet: both pages decoded and
//   their markers read) against the reading the mock did before the markers (page 1 decoded and recognised only).
// CPU time of this process (process.cpuUsage), so that a busy machine changes the figures less than wall time would.
//
//   node --import tsx packages/mock-server/bench/page-markers.bench.ts [--sheets 60]
import { decodeJpegToGrey, defaultSheetTemplate, generateSheets, recognizeRaster, renderSheet } from '@exam/scanner-protocol/simulator';
import { readSheet } from '../src/stateful/domains/scan-reading.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SHEETS = arg('sheets', 60);
const template = defaultSheetTemplate;
const sheets = generateSheets(SHEETS, { template, seed: 7 });

/** CPU milliseconds `work` takes over every sheet, per sheet. */
function cpuPerSheet<T>(work: (i: number) => T): { ms: number; results: T[] } {
  const start = process.cpuUsage();
  const results = sheets.map((_, i) => work(i));
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000 / SHEETS, results };
}

// Warm the JIT and the blank-page cache on a few sheets first.
for (const sheet of sheets.slice(0, 3)) readSheet(renderSheet(template, sheet, { duplex: true, serial: 'S1-0001' }).front, undefined, template);

function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new RangeError(`no item ${i}`);
  return item;
}
const serial = (i: number) => `S1-${String(i + 1).padStart(4, '0')}`;
const plain = cpuPerSheet((i) => renderSheet(template, at(sheets, i), { duplex: true }));
const marked = cpuPerSheet((i) => renderSheet(template, at(sheets, i), { duplex: true, serial: serial(i) }));
const bytes = (pages: { front: Buffer; back?: Buffer }[]) => pages.reduce((sum, p) => sum + p.front.length + (p.back?.length ?? 0), 0) / SHEETS;

const before = cpuPerSheet((i) => recognizeRaster(decodeJpegToGrey(at(plain.results, i).front), template));
const now = cpuPerSheet((i) => readSheet(at(marked.results, i).front, at(marked.results, i).back, template));
const refused = now.results.filter((r) => !r.markers.front?.serial || r.markers.front.serial !== r.markers.back?.serial).length;

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`page markers, ${SHEETS} generated double-sided sheets (${template.width}×${template.height} at ${template.dpi} dpi, JPEG quality 80), CPU time`);
console.log(`  simulator, a sheet (front + back): ${kb(bytes(plain.results))} without markers, ${kb(bytes(marked.results))} with (${((bytes(marked.results) / bytes(plain.results) - 1) * 100).toFixed(1)} %); draw and encode ${ms(plain.ms)} without, ${ms(marked.ms)} with`);
console.log(`  mock, reading a putpic: ${ms(before.ms)} before the markers (page 1 decoded and recognised), ${ms(now.ms)} now (both pages decoded, markers read): +${ms(now.ms - before.ms)} a sheet`);
if (refused > 0) console.log(`  (${refused} sheets whose markers did not read alike: the reading is wrong)`);
