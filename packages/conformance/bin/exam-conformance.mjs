#!/usr/bin/env node
// The exam-conformance command. In the workspace it runs the TypeScript sources with tsx's loader; installed from the
// packed tarball (no src/), it runs the bundle dist/cli.js with plain Node.
import { existsSync } from 'node:fs';

if (existsSync(new URL('../src/cli.ts', import.meta.url))) {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli.ts');
} else {
  await import('../dist/cli.js');
}
