#!/usr/bin/env node
// The portal's JavaScript budgets (gzip, node's default level, kB of 1000 bytes), checked on a production build:
// - what a cold /login loads before it can be used (the entry, everything it imports, and the login route's chunks);
// - per route, its own chunks (the code no other route loads), and what a person downloads to reach the screen from
//   home (/main/cardMenu, already loaded): the route's chunks, its layouts' and every shared chunk they pull that home
//   did not load. Canvas screens (konva, the scanner's image work) have their own, larger budget, named below;
// - per part a screen loads on use (a dialog, the charts), what it adds to home.
// Sizes are deterministic, so this runs in `npm test`; it prints a table and exits non-zero when a budget is exceeded.
//
//   node scripts/size-check.mjs            # builds the portal into a temporary folder, then checks
//   node scripts/size-check.mjs --dist DIR # checks an existing build made with `vite build --manifest`
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './bootstrap.mjs';

/** Budgets in kB (1000 bytes) of gzip. */
const INITIAL_LOGIN_BUDGET = 150; // React DOM alone is 58 kB of it (vite.config.ts says how the first load is chunked)
const ROUTE_BUDGET = 60;
/** What reaching a screen from home may add. */
const FROM_HOME_BUDGET = 100;
/** What reaching a canvas screen from home may add (the template designer: konva, with its scanner loaded on use). */
const CANVAS_BUDGET = 150;
/**
 * What a part a screen loads on use may add to home: a dialog, the scanner view inside the designer, and the charts
 * (@mantine/charts on recharts, the largest: the pages show their tables first and the chart when it has loaded).
 */
const ON_USE_BUDGET = 150;
/**
 * Route files that draw on a canvas (konva) or lay out large grids: the template designer (both addresses), the stems
 * page, the marking canvas and the arrangement's seat grid.
 * @type {ReadonlySet<string>}
 */
const CANVAS_ROUTES = new Set([
  'main.exam.examroomdesign.tsx',
  'main.exam.newmgeexamsubjectpapers.tsx',
  'main.exam.mgeexamsubjectpapers.tsx',
  'main.exam.question-info-paper.tsx',
  'netview.marking.tsx',
]);
const HOME_ROUTE = 'main.cardMenu.tsx';

const distArg = process.argv.indexOf('--dist');
let dist = distArg > 0 ? process.argv[distArg + 1] : undefined;
let tempDir;
if (!dist) {
  tempDir = mkdtempSync(join(tmpdir(), 'exam-size-'));
  dist = tempDir;
  const vite = join(ROOT, 'packages/web/node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--manifest', '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'packages/web'),
    env: { ...process.env, EXAM_WEB_OUT_DIR: dist },
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('size check: the portal did not build');
    process.exit(1);
  }
}

try {
  process.exitCode = check(dist);
} finally {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}

/**
 * @param {string} dir
 * @returns {number} the exit code
 */
function check(dir) {
  const manifestFile = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with --manifest`);
  /** @type {Record<string, { file: string, imports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

  /** @type {Map<string, number>} */
  const gzipCache = new Map();
  const gz = (/** @type {string} */ file) => {
    let size = gzipCache.get(file);
    if (size === undefined) gzipCache.set(file, (size = gzipSync(readFileSync(join(dir, file))).length));
    return size;
  };
  /** The files a chunk loads: itself and its static imports, transitively. */
  const closure = (/** @type {string[]} */ keys) => {
    /** @type {Set<string>} */
    const files = new Set();
    const seen = new Set();
    const visit = (/** @type {string} */ key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      if (chunk.file.endsWith('.js')) files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };
  const sum = (/** @type {Iterable<string>} */ files) => [...files].reduce((total, file) => total + gz(file), 0);
  const kB = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const entry = closure([entryKey]);

  // The chunks of a route file: its code-split parts (component, error component...) as the router plugin names them.
  const routeFiles = readdirSync(join(ROOT, 'packages/web/src/routes')).filter((f) => f.endsWith('.tsx'));
  const splitKeys = (/** @type {string} */ routeFile) =>
    Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${routeFile}?`));
  // A route's layouts: the root and every file route whose name is a dotted prefix of its own (main.tsx for
  // main.exam.index.tsx).
  const layouts = (/** @type {string} */ routeFile) => {
    const parts = routeFile.replace(/\.tsx$/, '').split('.');
    const parents = ['__root.tsx'];
    for (let i = 1; i < parts.length; i++) {
      const name = `${parts.slice(0, i).join('.')}.tsx`;
      if (routeFiles.includes(name)) parents.push(name);
    }
    return parents;
  };

  /** @type {{ what: string, size: string, budget: string, result: string }[]} */
  const rows = [];
  let failed = 0;
  // 1. A cold /login: the entry, the root's and the login route's chunks.
  const login = closure([entryKey, ...layouts('login.index.tsx').flatMap(splitKeys), ...splitKeys('login.index.tsx')]);
  const loginSize = sum(login);
  const loginOk = loginSize <= INITIAL_LOGIN_BUDGET * 1000;
  if (!loginOk) failed++;
  rows.push({ what: `initial JS of /login (${login.size} files)`, size: kB(loginSize), budget: `${INITIAL_LOGIN_BUDGET}`, result: loginOk ? 'ok' : 'OVER' });

  // 2. Each route: its own chunks (its code-split parts and the chunks no other route, layout or the entry loads),
  //    and what it adds to home: its chunks and its layouts' with everything they import, less what home loaded.
  const routes = routeFiles.filter((f) => f !== '__root.tsx' && splitKeys(f).length > 0); // no split code: a redirect
  /** @type {Map<string, Set<string>>} */
  const loads = new Map(routes.map((f) => [f, closure(splitKeys(f))]));
  const home = closure([entryKey, ...layouts(HOME_ROUTE).flatMap(splitKeys), ...splitKeys(HOME_ROUTE)]);
  for (const routeFile of routes) {
    const mine = loads.get(routeFile) ?? new Set();
    const others = new Set([...entry, ...routes.filter((f) => f !== routeFile).flatMap((f) => [...(loads.get(f) ?? [])])]);
    const own = sum([...mine].filter((file) => !others.has(file)));
    const fromHome = sum([...closure([...layouts(routeFile).flatMap(splitKeys), ...splitKeys(routeFile)])].filter((file) => !home.has(file)));
    const canvas = CANVAS_ROUTES.has(routeFile);
    const budget = canvas ? CANVAS_BUDGET : FROM_HOME_BUDGET;
    const ok = own <= ROUTE_BUDGET * 1000 && fromHome <= budget * 1000;
    if (!ok) failed++;
    rows.push({
      what: `route ${routeFile}${canvas ? ' (canvas)' : ''}`,
      size: `${kB(own)} / ${kB(fromHome)}`,
      budget: `${ROUTE_BUDGET} / ${budget}`,
      result: ok ? 'ok' : 'OVER',
    });
  }

  // 3. Each part loaded on use (a dynamic import outside the route files): what it adds to home.
  for (const key of Object.keys(manifest).filter((k) => manifest[k]?.isDynamicEntry && !k.startsWith('src/routes/')).sort()) {
    const added = sum([...closure([key])].filter((file) => !home.has(file)));
    const ok = added <= ON_USE_BUDGET * 1000;
    if (!ok) failed++;
    rows.push({ what: `on use ${key.replace(/^.*node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*$/, '$1').replace(/^src\//, '')}`, size: `- / ${kB(added)}`, budget: `- / ${ON_USE_BUDGET}`, result: ok ? 'ok' : 'OVER' });
  }

  console.log('route rows: own chunks / added to home (kB gzip)');
  console.log(`${'what'.padEnd(52)}${'kB gzip'.padStart(15)}${'budget'.padStart(12)}  result`);
  for (const { what, size, budget, result } of rows) console.log(`${what.padEnd(52)}${size.padStart(15)}${budget.padStart(12)}  ${result}`);
  console.log(`entry alone (with its static imports): ${kB(sum(entry))} kB gzip in ${entry.size} files`);
  console.log(failed ? `size check: ${failed} over budget` : 'size check: every budget kept');
  return failed ? 1 : 0;
}
