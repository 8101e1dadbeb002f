// Before any worker starts: the one production build of the portal that every world's `vite preview` serves. Skipped
// when EXAM_E2E_PREBUILT=1 says EXAM_WEB_OUT_DIR already holds a build of this tree (`npm test` builds once for the
// size check and the browser tests).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_OUT_DIR } from './support/env';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'web');

export default function globalSetup(): void {
  if (process.env.EXAM_E2E_PREBUILT === '1') return;
  const started = Date.now();
  const build = spawnSync(process.execPath, [join(WEB, 'node_modules/vite/bin/vite.js'), 'build', '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB,
    env: { ...process.env, EXAM_WEB_OUT_DIR: WEB_OUT_DIR },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the portal did not build (see above)');
  console.log(`portal built into ${resolve(WEB, WEB_OUT_DIR)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
