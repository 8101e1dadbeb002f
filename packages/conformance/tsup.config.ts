// The command for use outside this workspace (`pnpm --filter @exam/conformance pack`): one ESM file, dist/cli.js,
// with everything it uses bundled in (the workspace's validator, push and driver schemas, ws, yaml, ajv), and the
// documents it checks against copied beside it. Inside the workspace nothing is built: bin/ runs src/cli.ts with tsx.
import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const BESIDE: [string, string][] = [
  ['../sdk/src/generated/openapi.bundle.json', 'dist/openapi.bundle.json'],
  ['../sdk/src/generated/scanner-service.bundle.json', 'dist/scanner-service.bundle.json'],
  ['../../openapi/scanner-driver.asyncapi.yaml', 'dist/scanner-driver.asyncapi.yaml'],
];

export default defineConfig({
  entry: { cli: 'src/cli.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  splitting: false,
  sourcemap: false,
  dts: false,
  // No runtime dependencies: the tarball installs without the workspace or the registry.
  noExternal: [/.*/],
  // ws loads these native speed-ups only when they are installed.
  external: ['bufferutil', 'utf-8-validate'],
  // Bundled CommonJS (ws, ajv) requires Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  onSuccess: async () => {
    for (const [from, to] of BESIDE) copyFileSync(from, to);
  },
});
