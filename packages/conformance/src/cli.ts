// exam-conformance --target <url> --account <user> --password <password> [--write] [--report <file.html>] …
// exam-conformance driver --target ws://127.0.0.1:38999 [--report <file.html>] …
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runDriverCheck } from './driver-check.ts';
import { ACCESS_CASES, runHttpCheck, serviceBundlePath } from './http-check.ts';
import { PHASES, type Phase } from './order.ts';
import { EXIT, exitCode, formatHtml, formatJson, formatJunit, formatText, type Report } from './report.ts';

const USAGE = `Usage:
  exam-conformance --target <http(s)://host:port> --account <user> --password <password> [options]
      Signs in and walks the operations of the OpenAPI contract against a backend, checking every request and answer.
      By default the walk only reads (sign-in, every read, sign-out): it is safe against a real server.
      --write                 also send what creates, changes and deletes records, resets passwords and switches the
                              account's role: for a disposable server seeded with the example world only
      --seed-check            after sign-in, list the records of the example world (exams, units, users, students,
                              subjects the examples name) the target lacks, before the walk (exit 4 if any is missing)
      --negative              also send, before each operation with a stated request constraint, one request that
                              breaks it (a required field left out, a value out of range); each must be refused
                              ({success:false} or a 4xx): a server that accepts anything breaks the contract
      --denied-account <user>, --denied-password <password>
                              with --negative: an account without the permission (e.g. a marking teacher); it is
                              sent ${ACCESS_CASES.join(', ')} (writes only with --write) and each must be refused
      --operation <ids>       only these operations (comma-separated operationIds; sign-in is always sent)
      --tag <tags>            only operations with one of these contract tags
      --phase <phases>        only these phases (${PHASES.join(', ')})
      --timeout <s>           the limit for one answer (default 30)
      --wait-timeout <s>      how long to read again what background work started (default 30)
      --bundle <file>         the dereferenced contract bundle to check against (default: the SDK's)
  exam-conformance driver --target <ws://host:port> [options]
      Sends every command of the scanner driver's AsyncAPI document and runs one scan. By default the commands that
      change the driver's settings or delete images are not sent.
      --write                 also send set_global_config, set_device_param, reset_device_param, clear_image_list
                              and clear_global_file_save_path (deletes the saved images): for a test machine only
      --reply-timeout <s>     the limit for one reply (default 10)
      --scan-timeout <s>      the limit for the scan (default 120)
  exam-conformance service --target <http://127.0.0.1:9001> [options]
      Sends every operation of the scanner client's local HTTP service (openapi/scanner-service.yaml) with its
      example and checks each answer.
      --timeout <s>           the limit for one answer (default 30)
  All modes:
      --report <file.html>    a self-contained HTML report
      --json <file>           the report as JSON
      --junit <file>          the report as JUnit XML (what CI servers show as test results)

Exit code: ${EXIT.conforms} conforms; ${EXIT.breaks} something breaks the contract; ${EXIT.usage} usage error; ${EXIT.unreachable} target unreachable;
${EXIT.refused} the contract is met but examples that should succeed were refused (the target lacks the example world).`;

const HTTP_OPTIONS = [
  'target',
  'account',
  'password',
  'report',
  'json',
  'junit',
  'bundle',
  'timeout',
  'wait-timeout',
  'operation',
  'tag',
  'phase',
  'write',
  'seed-check',
  'negative',
  'denied-account',
  'denied-password',
];
const DRIVER_OPTIONS = ['target', 'report', 'json', 'junit', 'reply-timeout', 'scan-timeout', 'write'];
const SERVICE_OPTIONS = ['target', 'report', 'json', 'junit', 'timeout'];
type Mode = 'http' | 'driver' | 'service';
const MODE_OPTIONS: Record<Mode, string[]> = { http: HTTP_OPTIONS, driver: DRIVER_OPTIONS, service: SERVICE_OPTIONS };
const MODE_NAME: Record<Mode, string> = { http: 'the backend check', driver: 'driver mode', service: 'service mode' };
const FLAGS = new Set(['write', 'seed-check', 'negative']);

function usage(message: string): never {
  console.error(`exam-conformance: ${message}\n\n${USAGE}`);
  process.exit(EXIT.usage);
}

function parseArgs(argv: string[]): { mode: Mode; options: Record<string, string> } {
  const args = argv.filter((a) => a !== '--');
  const mode: Mode = args[0] === 'driver' || args[0] === 'service' ? args[0] : 'http';
  if (mode !== 'http') args.shift();
  const allowed = MODE_OPTIONS[mode];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(EXIT.conforms);
    }
    if (!arg.startsWith('--')) usage(`unexpected argument ${arg}`);
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq > 0 ? eq : undefined);
    if (!allowed.includes(name)) {
      const other = (Object.keys(MODE_OPTIONS) as Mode[]).find((m) => m !== mode && MODE_OPTIONS[m].includes(name));
      usage(other ? `--${name} is an option of ${MODE_NAME[other]}, not of ${MODE_NAME[mode]}` : `unknown option --${name}`);
    }
    if (FLAGS.has(name)) {
      options[name] = 'yes';
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
    if (value === undefined) usage(`--${name} needs a value`);
    options[name] = value;
  }
  const target = options.target;
  if (!target) usage('--target is required');
  const scheme = mode === 'driver' ? /^wss?:\/\/[^/]/ : /^https?:\/\/[^/]/;
  if (!scheme.test(target)) usage(`--target must be a ${mode === 'driver' ? 'ws:// or wss://' : 'http:// or https://'} address, not "${target}"`);
  if (mode === 'http' && (!options.account || !options.password)) usage('--account and --password are required');
  if (Boolean(options['denied-account']) !== Boolean(options['denied-password'])) usage('--denied-account and --denied-password go together');
  if (options['denied-account'] && !options.negative) usage('--denied-account needs --negative');
  return { mode, options };
}

const list = (value: string | undefined) => (value === undefined ? undefined : value.split(',').map((v) => v.trim()).filter(Boolean));

const { mode, options } = parseArgs(process.argv.slice(2));
const target = options.target ?? '';
const seconds = (name: string, fallback: number) => {
  const value = Number(options[name] ?? fallback);
  if (!(value > 0)) usage(`--${name} must be a number of seconds`);
  return value * 1000;
};
const phases = list(options.phase);
for (const phase of phases ?? []) if (!(PHASES as readonly string[]).includes(phase)) usage(`unknown phase ${phase} (phases: ${PHASES.join(', ')})`);

let report: Report;
if (mode === 'driver') {
  const write = options.write === 'yes';
  if (write) console.error('exam-conformance driver --write: changes the driver\'s global config and the scanner\'s parameters, clears its image list and deletes the saved images under its save path. Use a test machine.');
  report = await runDriverCheck({ target, write, replyTimeoutMs: seconds('reply-timeout', 10), scanTimeoutMs: seconds('scan-timeout', 120) });
} else if (mode === 'service') {
  report = await runHttpCheck({
    target,
    account: '',
    password: '',
    write: true,
    title: 'exam-conformance service: the scanner client\'s local service against openapi/scanner-service.yaml',
    bundlePath: serviceBundlePath(),
    timeoutMs: seconds('timeout', 30),
  });
} else {
  const write = options.write === 'yes';
  if (write) {
    console.error(
      'exam-conformance --write: the walk creates, changes and deletes records of the example world (exams, users, students, rooms, marks), resets other users\' passwords, switches the account\'s role and changes its password. Use a disposable server seeded with the example world.',
    );
  }
  report = await runHttpCheck({
    target,
    account: options.account ?? '',
    password: options.password ?? '',
    write,
    timeoutMs: seconds('timeout', 30),
    backgroundTimeoutMs: seconds('wait-timeout', 30),
    seedCheck: options['seed-check'] === 'yes',
    onSeed: (missing) => {
      if (missing.length) console.error(`exam-conformance --seed-check: the target lacks ${missing.length} records of the example world:\n${missing.map((m) => `  ${m}`).join('\n')}`);
      else console.error('exam-conformance --seed-check: the target holds every record of the example world the examples name');
    },
    negative: options.negative === 'yes',
    ...(options['denied-account'] ? { denied: { account: options['denied-account'], password: options['denied-password'] ?? '' } } : {}),
    ...(options.bundle ? { bundlePath: resolve(options.bundle) } : {}),
    select: {
      ...(list(options.operation) ? { operations: list(options.operation) } : {}),
      ...(list(options.tag) ? { tags: list(options.tag) } : {}),
      ...(phases ? { phases: phases as Phase[] } : {}),
    },
  });
}
console.log(formatText(report));
const outputs: [string, (r: Report) => string][] = [
  ['report', formatHtml],
  ['json', formatJson],
  ['junit', formatJunit],
];
for (const [option, format] of outputs) {
  if (!options[option]) continue;
  const file = resolve(options[option]);
  writeFileSync(file, format(report));
  console.log(`${option}: ${file}`);
}
process.exitCode = exitCode(report);
