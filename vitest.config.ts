import { defineConfig } from 'vitest/config';

/**
 * API tests that measure time (answers within a budget while something slow runs, a pool that gives up in time,
 * instances behind a cache). They run one file at a time in a group of their own (sequence.groupOrder), never
 * beside another test file, so a neighbour busy on the same two cores cannot make them miss a budget the shop keeps.
 */
const timedApiTests = [
  'tests/api/catalogue-readers.test.ts',
  'tests/api/cluster.test.ts',
  'tests/api/pg-pool.test.ts',
  'tests/api/smtp.test.ts',
];

/** What both API projects share: a server per file, and room for its slowest moves. */
const apiTest = { environment: 'node', testTimeout: 30_000, hookTimeout: 30_000 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: timedApiTests,
          ...apiTest,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api-timed',
          include: timedApiTests,
          ...apiTest,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
