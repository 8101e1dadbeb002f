#!/usr/bin/env node
// Strict typecheck of every package (each has its own tsconfig: browser, Node or both), the longest first. One program
// at a time by default: `npm test` runs lint and the build on the other core, and two programs side by side took half
// again as much CPU here (`--jobs 2` when the typecheck has the machine to itself).
import { execFile } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['packages/web', 'packages/mock-server', 'tests', 'packages/conformance', 'packages/sdk', 'packages/scanner-protocol', 'scripts'];
const jobsArg = process.argv.indexOf('--jobs');
const JOBS = jobsArg > 0 ? Math.max(1, Number(process.argv[jobsArg + 1]) || 1) : 1;
let failed = 0;
const queue = [...projects];

async function worker() {
  for (let p = queue.shift(); p; p = queue.shift()) {
    const project = p;
    const ok = await new Promise((resolve) => {
      execFile(join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', project], { cwd: root, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
        process.stdout.write(stdout + stderr);
        resolve(!error);
      });
    });
    if (ok) console.log(`typecheck ok: ${project}`);
    else {
      failed++;
      console.error(`typecheck failed: ${project}`);
    }
  }
}

await Promise.all(Array.from({ length: JOBS }, worker));
process.exit(failed ? 1 : 0);
