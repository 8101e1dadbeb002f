#!/usr/bin/env node
// Strict typecheck of every package (each has its own tsconfig: browser, Node or both).
import { execFileSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['packages/sdk', 'packages/scanner-protocol', 'packages/mock-server', 'packages/conformance', 'packages/web', 'tests', 'scripts'];
let failed = 0;
for (const p of projects) {
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', p], { cwd: root, stdio: 'inherit' });
    console.log(`typecheck ok: ${p}`);
  } catch {
    failed++;
    console.error(`typecheck failed: ${p}`);
  }
}
process.exit(failed ? 1 : 0);
