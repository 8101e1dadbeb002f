// What `npm start` and `npm test` need before anything else, on a machine that has only Node.js and npm:
// pnpm (the version package.json names), the workspace's dependencies, and (for the browser tests) Chromium.
// Node builtins only: this runs before `pnpm install`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CI = Boolean(process.env.CI && process.env.CI !== 'false');
const WINDOWS = process.platform === 'win32';

/**
 * Runs a command to completion; output goes to this terminal unless `capture` is set.
 * @param {string[]} argv
 * @param {{ capture?: boolean, env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {{ status: number, stdout: string, output: string }}
 */
export function run(argv, options = {}) {
  const [command = '', ...args] = argv;
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    shell: WINDOWS,
  });
  const stdout = options.capture ? (result.stdout ?? '') : '';
  const output = options.capture ? `${stdout}${result.stderr ?? ''}` : '';
  if (result.error) return { status: 127, stdout: '', output: String(result.error) };
  return { status: result.status ?? 1, stdout, output };
}

/**
 * True when `command` can be started from PATH.
 * @param {string} command
 */
export function hasCommand(command) {
  return WINDOWS ? run(['where', command], { capture: true }).status === 0 : run(['sh', '-c', `command -v ${command}`], { capture: true }).status === 0;
}

/** The pnpm version root package.json pins in `packageManager`, e.g. "10.34.8". */
export function wantedPnpmVersion() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(String(pkg.packageManager ?? ''));
  if (!match?.[1]) throw new Error('package.json has no "packageManager": "pnpm@<version>" field');
  return match[1];
}

/**
 * The version a pnpm command reports, or null when it does not run.
 * @param {string[]} argv
 */
function pnpmVersion(argv) {
  const { status, stdout } = run([...argv, '--version'], { capture: true });
  const version = stdout.trim().split('\n').at(-1)?.trim() ?? '';
  return status === 0 && /^\d+\.\d+\.\d+/.test(version) ? version : null;
}

/**
 * Finds or installs pnpm and returns the command that runs it (e.g. ['pnpm'] or ['npx', '--yes', 'pnpm@10.34.8']).
 * Any pnpm of the pinned major on PATH will do; otherwise `npm install -g pnpm@<version>`; if that is not allowed
 * (no write access to npm's global prefix), `npx --yes pnpm@<version>`.
 * @returns {string[]}
 */
export function ensurePnpm() {
  const version = wantedPnpmVersion();
  const major = version.split('.')[0];
  const found = pnpmVersion(['pnpm']);
  if (found?.split('.')[0] === major) return ['pnpm'];

  console.log(`${found ? `pnpm ${found} is not pnpm ${major}` : 'pnpm is not installed'}; running npm install -g pnpm@${version}`);
  if (run(['npm', 'install', '-g', `pnpm@${version}`]).status === 0) {
    if (pnpmVersion(['pnpm'])?.split('.')[0] === major) return ['pnpm'];
    // Installed, but npm's global bin directory is not on PATH: use it by its full path.
    const prefix = run(['npm', 'prefix', '-g'], { capture: true }).stdout.trim();
    const bin = WINDOWS ? join(prefix, 'pnpm.cmd') : join(prefix, 'bin', 'pnpm');
    if (existsSync(bin) && pnpmVersion([bin])?.split('.')[0] === major) return [bin];
  }

  console.log(`npm install -g pnpm@${version} did not work; using npx --yes pnpm@${version}`);
  const npx = ['npx', '--yes', `pnpm@${version}`];
  if (pnpmVersion(npx)) return npx;
  throw new Error(
    `could not get pnpm ${version}: install it (npm install -g pnpm@${version}, or corepack enable) and run this again`,
  );
}

/**
 * `pnpm install --frozen-lockfile`: shows pnpm's progress on a first install, one line when nothing changed.
 * @param {string[]} pnpm the command ensurePnpm returned
 */
export function installDeps(pnpm) {
  // Never ask (no TTY in CI) whether to rebuild node_modules made with other settings: just do it.
  const argv = [...pnpm, 'install', '--frozen-lockfile', '--config.confirmModulesPurge=false'];
  if (!existsSync(join(ROOT, 'node_modules', '.modules.yaml'))) {
    console.log(`installing dependencies: ${argv.join(' ')}`);
    if (run(argv).status !== 0) throw new Error('pnpm install --frozen-lockfile failed (see above)');
    return;
  }
  const { status, output } = run(argv, { capture: true });
  if (status !== 0) {
    process.stderr.write(output);
    throw new Error('pnpm install --frozen-lockfile failed (see above)');
  }
  if (/Already up to date/i.test(output)) console.log('dependencies are up to date');
  else process.stdout.write(output);
}

/**
 * @param {string} path
 */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether fontconfig knows a Chinese font (without one, screenshots of the portal show empty boxes). */
function hasChineseFont() {
  if (!hasCommand('fc-list')) return false;
  return run(['fc-list', ':lang=zh', 'family'], { capture: true }).stdout.trim() !== '';
}

/** Debian's Chromium, and its headless shell (package chromium-headless-shell, the same engine without the browser UI). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's headless shell, installed with apt-get
 * when missing (through sudo when not root) together with Debian's chromium (the docs test and the benchmarks open a
 * full browser) and a small Chinese font so that failure screenshots are readable. The headless shell is what
 * Playwright itself runs headless: the same Chromium without the browser's own UI, which costs a third of the browser
 * tests' time on two cores. Throws with what to do when Chromium cannot be had.
 * @returns {string}
 */
export function ensureChromium() {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (isExecutable(override)) return override;
    throw new Error(`CHROMIUM_PATH=${override} is not an executable file`);
  }
  const path = DEBIAN_HEADLESS_SHELL;
  const packages = [
    ...(isExecutable(DEBIAN_CHROMIUM) ? [] : ['chromium']),
    ...(isExecutable(DEBIAN_HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
    ...(hasChineseFont() ? [] : ['fonts-wqy-microhei']),
  ];
  if (packages.length === 0) return path;

  const advice = 'install Chromium yourself and set CHROMIUM_PATH=/path/to/chromium';
  const needChromium = packages.includes('chromium') || packages.includes('chromium-headless-shell');
  /** @param {string} message */
  const cannot = (message) => {
    if (needChromium) throw new Error(`${message}: ${advice}`);
    console.warn(`note: no Chinese font for Chromium (${message}); screenshots will show empty boxes`);
    return path;
  };
  if (process.platform !== 'linux' || !hasCommand('apt-get')) return cannot('apt-get is not available here');
  /** @type {string[]} */
  let prefix = [];
  if (process.getuid?.() !== 0) {
    if (!hasCommand('sudo')) return cannot('installing packages needs root and there is no sudo here');
    // In CI nobody can type a password: sudo must work without one or fail at once.
    prefix = CI ? ['sudo', '-n'] : ['sudo'];
  }
  const apt = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  console.log(`installing Debian's ${packages.join(' and ')} for the browser tests:`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    console.log(`  $ ${[...prefix, 'apt-get', ...args].join(' ')}`);
    if (run([...apt, ...args]).status !== 0) return cannot(`apt-get ${args[0]} failed (see above)`);
  }
  if (!isExecutable(path)) throw new Error(`apt-get installed chromium but ${path} is missing: ${advice}`);
  console.log(`using ${run([path, '--version'], { capture: true }).stdout.trim() || path}`);
  return path;
}
