// exam-conformance --target <url> --account <user> --password <password> [--report <file.html>]
// exam-conformance driver --target ws://127.0.0.1:38999 [--report <file.html>]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runDriverCheck } from './driver-check.ts';
import { runHttpCheck } from './http-check.ts';
import { exitCode, formatHtml, formatText, type Report } from './report.ts';

const USAGE = `Usage:
  exam-conformance --target <url> --account <user> --password <password> [--report <file.html>] [--bundle <file>]
                   [--wait-timeout <s>]
      Signs in and walks every operation of the OpenAPI contract against a backend. An operation that reads what
      background work started (the data analysis's checks) is read again until it succeeds, for at most 30 s unless
      told otherwise.
  exam-conformance driver --target <ws://host:port> [--report <file.html>] [--reply-timeout <s>] [--scan-timeout <s>]
      Sends every command of the scanner driver's AsyncAPI document and runs one scan (replies within 10 s and the
      scan within 120 s unless told otherwise).

Exit code: 0 when nothing breaks the contract, 1 when something does, 2 for a usage error.`;

function usage(message: string): never {
  console.error(`exam-conformance: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv: string[]): { mode: 'http' | 'driver'; options: Record<string, string> } {
  const args = argv.filter((a) => a !== '--');
  const mode = args[0] === 'driver' ? 'driver' : 'http';
  if (mode === 'driver') args.shift();
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    if (!arg.startsWith('--')) usage(`unexpected argument ${arg}`);
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq > 0 ? eq : undefined);
    const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
    if (!['target', 'account', 'password', 'report', 'bundle', 'reply-timeout', 'scan-timeout', 'wait-timeout'].includes(name)) usage(`unknown option --${name}`);
    if (value === undefined) usage(`--${name} needs a value`);
    options[name] = value;
  }
  if (!options.target) usage('--target is required');
  if (mode === 'http' && (!options.account || !options.password)) usage('--account and --password are required');
  return { mode, options };
}

const { mode, options } = parseArgs(process.argv.slice(2));
const target = options.target ?? '';
let report: Report;
const seconds = (name: string, fallback: number) => {
  const value = Number(options[name] ?? fallback);
  if (!(value > 0)) usage(`--${name} must be a number of seconds`);
  return value * 1000;
};
if (mode === 'driver') {
  report = await runDriverCheck({ target, replyTimeoutMs: seconds('reply-timeout', 10), scanTimeoutMs: seconds('scan-timeout', 120) });
} else {
  report = await runHttpCheck({
    target,
    account: options.account ?? '',
    password: options.password ?? '',
    backgroundTimeoutMs: seconds('wait-timeout', 30),
    ...(options.bundle ? { bundlePath: resolve(options.bundle) } : {}),
  });
}
console.log(formatText(report));
if (options.report) {
  const file = resolve(options.report);
  writeFileSync(file, formatHtml(report));
  console.log(`report: ${file}`);
}
process.exitCode = exitCode(report);
