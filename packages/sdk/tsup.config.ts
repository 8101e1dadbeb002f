// The SDK's build for use outside this workspace (`pnpm --filter @exam/sdk pack`): ESM and CommonJS JavaScript with
// bundled type declarations in dist/. Inside the workspace nothing is built: package.json `exports` point at the
// TypeScript sources, and `publishConfig` swaps in the dist/ entries when the package is packed.
import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const BUNDLE = 'openapi.bundle.json';
/** The contract with its $refs kept (`@exam/sdk/bundle-refs`), for code generators and linters. */
const BUNDLE_REFS = 'openapi.bundled.json';

export default defineConfig({
  entry: { index: 'src/index.ts', node: 'src/node.ts', 'scanner-service': 'src/scanner-service.ts' },
  format: ['esm', 'cjs'],
  // One .d.ts (ESM) and one .d.cts (CommonJS) per entry, built from tsconfig.build.json (no DOM lib).
  dts: true,
  tsconfig: 'tsconfig.build.json',
  target: 'node20.19',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  // Shared code in chunks, so `@exam/sdk` and `@exam/sdk/node` share one ApiError class (instanceof works across).
  splitting: true,
  sourcemap: false,
  esbuildPlugins: [
    {
      // The contract (3 MB of JSON) is one file beside the entries, read by the Node entry and exported as
      // `@exam/sdk/bundle`, rather than inlined into both node.js and node.cjs.
      name: 'contract-bundle-beside',
      setup(build) {
        build.onResolve({ filter: /\/generated\/openapi\.bundle\.json$/ }, () => ({ path: `./${BUNDLE}`, external: true }));
      },
    },
  ],
  onSuccess: async () => {
    for (const file of [BUNDLE, BUNDLE_REFS]) copyFileSync(`src/generated/${file}`, `dist/${file}`);
  },
});
