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
  // Spec 1 §8: 登录失效 is one alert then sign-in, a cleared buffer the reload dialog, on every screen. A screen that
  // reports a failure itself goes through lib/errors' showFailure / localFailureText, which apply that rule first; a
  // notification built from describeError would skip it for calls made outside React Query.
  {
    files: ['packages/web/src/features/**/*.{ts,tsx}', 'packages/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name=/^(showError|showAlert|showInfo)$/] CallExpression[callee.name='describeError']",
          message: 'Report a failure with showFailure or localFailureText (lib/errors): they apply the global 登录失效 and buffer-cleared rule first.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
