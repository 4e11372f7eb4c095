// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default defineConfig(
  { ignores: ['dist', 'dist/', 'dist-*', 'dist-*/', '**/.astro/', '.cache/', '**/node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // React code lives in .tsx components and use-*.ts hooks (tests/unit/react-modules.test.ts): the hooks rules cover both.
  { files: ['src/**/*.tsx', 'src/**/use-*.ts'], ...reactHooks.configs.flat.recommended },
  {
    // The header's island is rendered once per language and reused with a prefix of the memo's own, so ids
    // useId wrote would not match on hydration (tests/unit/memo-islands.test.ts follows its imports too).
    files: ['src/components/header/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react', importNames: ['useId'], message: 'The header island is memoised (src/lib/memo.ts): give ids fixed names instead.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='useId']", message: 'The header island is memoised (src/lib/memo.ts): give ids fixed names instead.' },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
