#!/usr/bin/env node
// Strict typecheck of every package (each has its own tsconfig: browser, Node or both), one program after another, or
// of the projects named: `node scripts/typecheck.mjs packages/web tests`. `npm test` (scripts/test.mjs) runs the
// programs one by one beside lint and the build, on two lanes.
import { execFileSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Every project with its own tsconfig and about how long its check takes on the 2-core machine, the longest first. */
export const PROJECTS = [
  { path: 'packages/web', seconds: 29 },
  { path: 'packages/mock-server', seconds: 22 },
  { path: 'tests', seconds: 11 },
  { path: 'packages/conformance', seconds: 10 },
  { path: 'packages/sdk', seconds: 7 },
  { path: 'packages/scanner-protocol', seconds: 5 },
  { path: 'scripts', seconds: 4 },
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const named = process.argv.slice(2);
  let failed = 0;
  for (const p of named.length ? named : PROJECTS.map((project) => project.path)) {
    try {
      execFileSync(join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', p], { cwd: root, stdio: 'inherit' });
      console.log(`typecheck ok: ${p}`);
    } catch {
      failed++;
      console.error(`typecheck failed: ${p}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
