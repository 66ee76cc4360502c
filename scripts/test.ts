/**
 * `npm test`: the static checks (`npm run check`), unit tests, the API suite on SQLite and on a throwaway
 * PostgreSQL cluster, then the end-to-end suite in Chromium. Ends with one line: `tests: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from './lib/pg-cluster.ts';

const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'om-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages: string[] = [];

function stage(name: string, cmd: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n=== ${name} ===`);
  const out = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const isVitest = cmd.endsWith('vitest');
  const reporterArgs = isVitest
    ? ['--reporter=default', '--reporter=json', `--outputFile.json=${out}`]
    : ['--reporter=list,json'];
  const result = spawnSync(cmd, [...args, ...reporterArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
  });
  let counted = false;
  const failedBefore = totals.failed;
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    if (isVitest) {
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    } else {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    }
    counted = true;
  } catch {
    // No report: the runner itself failed before running tests.
  }
  if (result.status !== 0 || !counted) {
    failedStages.push(name);
    // A runner that failed without reporting a failed test (no report, or a server that never started)
    // still counts as one failure, so the last line never says "0 failed" for a failed run.
    if (totals.failed === failedBefore) totals.failed += 1;
  }
}

/** A stage without a test report (the static checks): it counts as one test, passed or failed. */
function check(name: string, cmd: string, args: string[]): void {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failedStages.push(name);
  }
}

check('check (astro check, tsc, eslint)', 'npm', ['run', '--silent', 'check']);
stage('unit', bin('vitest'), ['run', '--project', 'unit']);
stage('api (sqlite)', bin('vitest'), ['run', '--project', 'api']);

const cluster = await startCluster();
if ('skipped' in cluster) {
  console.log(`\n=== api (postgres) === skipped: ${cluster.skipped}`);
} else {
  try {
    stage('api (postgres)', bin('vitest'), ['run', '--project', 'api'], { TEST_DATABASE_URL: cluster.url });
  } finally {
    cluster.stop();
  }
}

if (process.env.SKIP_E2E === '1') console.log('\n=== e2e === skipped: SKIP_E2E=1');
else stage('e2e', bin('playwright'), ['test']);

rmSync(reports, { recursive: true, force: true });
if (failedStages.length) console.log(`\nfailed stages: ${failedStages.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStages.length ? 1 : 0);
