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
// Files the shop writes or serves go through src/server/storage (decision 066): the server's only disk writes are
// the storage driver's, the database's, the generated secret's and the backup tool's. Reading files stays allowed.
const FS_WRITES = ['default', 'promises', 'writeFile', 'writeFileSync', 'appendFile', 'appendFileSync', 'createWriteStream', 'rename', 'renameSync', 'copyFile', 'copyFileSync', 'cp', 'cpSync', 'rm', 'rmSync', 'rmdir', 'rmdirSync', 'unlink', 'unlinkSync', 'mkdir', 'mkdirSync', 'mkdtemp', 'mkdtempSync', 'truncate', 'truncateSync', 'symlink', 'symlinkSync', 'link', 'linkSync'];
const DISK_WRITES = ['node:fs', 'fs', 'node:fs/promises', 'fs/promises'].map((name) => ({
  name,
  importNames: FS_WRITES,
  message: 'Files the shop keeps go through a Storage (src/server/storage), never the disk directly.',
}));
// The backup tool copies the data directory as a whole, apart from the shop's storage (decision 077).
const DISK_HOMES = ['src/server/storage/local-disk.ts', 'src/server/db/**', 'src/server/secrets.ts', 'src/server/backup/**', 'src/**/*.test.ts'];
// A repository is private to its folder (decision 067): `../<folder>/<name>.repository.ts` from anywhere is refused,
// type-only imports included. typescript-eslint's copy of the rule keeps it apart from the options above.
const OTHER_REPOSITORY = {
  regex: '^(\\.\\./)+([^./][^/]*/)+[^/]+\\.repository(\\.ts)?$',
  message: "A repository is private to its folder: ask that domain's service, or put the use case in src/server/flows.",
};

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
    files: ['src/server/**/*.ts'],
    ignores: [...SQL_HOMES, ...DISK_HOMES],
    rules: {
      'no-restricted-imports': ['error', { paths: [KYSELY, ...DISK_WRITES] }],
    },
  },
  {
    files: ['src/server/**/*.repository.ts', 'src/server/seed/**'],
    ignores: DISK_HOMES,
    rules: {
      'no-restricted-imports': ['error', { paths: DISK_WRITES }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.astro'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [OTHER_REPOSITORY] }],
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
