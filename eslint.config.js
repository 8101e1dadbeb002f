// One lint configuration for the whole workspace. Generated files are never linted (the drift check guards them).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/generated/**',
      '**/*.gen.ts',
      'tests/test-results/**',
      'tests/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // Features stay independent: routes/ composes them; a feature never imports another feature. A file `depth`
  // folders below its feature's root leaves the feature with depth + 1 `../` followed by a folder name.
  ...[0, 1, 2].map((depth) => ({
    files: [`packages/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${'\\.\\./'.repeat(depth + 1)}(?!\\.\\.)[^/]+/`,
              message: 'Features do not import each other; share through lib/ or components/, compose in routes/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['scripts/**/*.mjs'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
