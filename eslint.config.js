import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

/**
 * Layering (docs/decisions/011-layering.md): SQL lives in `*.repository.ts` (and the database's own
 * migrations and setup, and the demo seeds in src/server/seed); browser code never reaches into the server.
 * Types both sides need live in src/lib/schemas.
 */
const KYSELY = { name: 'kysely', message: 'SQL belongs in a *.repository.ts file: call a repository function instead.' };
const SERVER = {
  regex: '^(\\.\\./)+server(/|$)',
  message: 'Browser code may not import src/server: move the shared type or rule to src/lib (schemas, pricing…).',
};
// In browser code zod comes through src/lib/schemas/zod.ts, which keeps it from probing for eval under the pages' CSP.
const ZOD = { name: 'zod', message: "Import z from src/lib/schemas/zod.ts (it configures zod for the pages' CSP).", allowTypeImports: true };
const SQL_CALL = 'CallExpression[callee.type="MemberExpression"][callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]';
const SQL_OUTSIDE_REPOSITORY = { selector: SQL_CALL, message: 'Queries belong in a *.repository.ts file: call a repository function instead.' };
const SQL_HOMES = ['src/**/*.repository.ts', 'src/server/db/**', 'src/server/seed/**', 'src/**/*.test.ts', 'src/**/*.test.tsx'];
const BROWSER_CODE = ['src/islands/**', 'src/stores/**', 'src/lib/**', 'src/components/**', 'src/admin/**'];

export default tseslint.config(
  { ignores: ['dist/', 'data/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.astro'],
    ignores: SQL_HOMES,
    rules: {
      'no-restricted-imports': ['error', { paths: [KYSELY] }],
      'no-restricted-syntax': ['error', SQL_OUTSIDE_REPOSITORY],
    },
  },
  {
    files: BROWSER_CODE,
    rules: {
      'no-restricted-imports': ['error', { paths: [KYSELY, ZOD], patterns: [SERVER] }],
    },
  },
  {
    files: ['src/lib/schemas/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [KYSELY], patterns: [SERVER] }],
    },
  },
);
