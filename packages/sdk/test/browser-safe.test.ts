// The main entry runs in the browser: nothing it imports, directly or through its own modules, may be Node-only
// or pull in the contract bundle (hundreds of kilobytes of JSON).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** Every module specifier the given source file reaches through relative value imports (type imports are erased). */
function reachableImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const valueImports = /^(?:import|export)(?!\s+type\b)[^'"]*?from\s+'([^']+)'/gm;
  const specifiers = [...text.matchAll(valueImports)].map((m) => m[1] ?? '');
  return specifiers.flatMap((specifier) =>
    specifier.startsWith('.') && !specifier.endsWith('.json')
      ? [specifier, ...reachableImports(resolve(dirname(file), `${specifier}.ts`), seen)]
      : [specifier],
  );
}

it('keeps the main entry free of Node modules and the bundle JSON', () => {
  const imports = reachableImports(resolve(src, 'index.ts'));

  expect(imports).toContain('openapi-fetch');
  expect(imports.filter((s) => /^node:|\.json$|^(fetch-cookie|tough-cookie|zod)$|contract|node$/.test(s))).toEqual([]);
});

it('sees the Node entry reach them (the check can fail)', () => {
  const imports = reachableImports(resolve(src, 'node.ts'));

  expect(imports).toEqual(expect.arrayContaining(['fetch-cookie', 'tough-cookie', './generated/openapi.bundle.json']));
});
