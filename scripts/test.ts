/**
 * `npm test`: the static checks (`npm run check`), unit tests, the API suite on SQLite and on a throwaway
 * PostgreSQL cluster, then the end-to-end suite in Chromium. Ends with one line: `tests: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startCluster } from './lib/pg-cluster.ts';

const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'om-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages: string[] = [];
/** Every failed test by stage, file and name, with the first line of its error: printed again at the end. */
const failedTests: string[] = [];

const firstLine = (message: unknown) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

interface VitestReport {
  testResults: { name: string; assertionResults: { status: string; fullName: string; failureMessages?: string[] }[]; status: string; message?: string }[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
}

function vitestFailures(stageName: string, report: VitestReport): void {
  for (const file of report.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`[${stageName}] ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed before its tests ran (an import or a hook) reports no failed test of its own.
    if (file.status === 'failed' && !failed.length) failedTests.push(`[${stageName}] ${where}: ${firstLine(file.message)}`);
  }
}

function playwrightFailures(stageName: string, suites: PlaywrightSuite[], titles: string[] = []): void {
  for (const suite of suites) {
    const path = suite.file === suite.title ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((t) => t.status === 'unexpected')) {
        const error = test.results.map((r) => r.error?.message).find(Boolean);
        failedTests.push(`[${stageName}] ${spec.file}:${spec.line} > ${[...path, spec.title].join(' > ')}: ${firstLine(error)}`);
      }
    }
    playwrightFailures(stageName, suite.suites ?? [], path);
  }
}

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
      vitestFailures(name, report);
    } else {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
      playwrightFailures(name, report.suites ?? []);
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
const apiProjects = ['--project', 'api', '--project', 'api-timed'];
stage('api (sqlite)', bin('vitest'), ['run', ...apiProjects]);

const cluster = await startCluster();
if ('skipped' in cluster) {
  console.log(`\n=== api (postgres) === skipped: ${cluster.skipped}`);
} else {
  try {
    stage('api (postgres)', bin('vitest'), ['run', ...apiProjects], { TEST_DATABASE_URL: cluster.url });
  } finally {
    cluster.stop();
  }
}

if (process.env.SKIP_E2E === '1') console.log('\n=== e2e === skipped: SKIP_E2E=1');
else stage('e2e', bin('playwright'), ['test']);

rmSync(reports, { recursive: true, force: true });
if (failedTests.length) console.log(`\nfailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
if (failedStages.length) console.log(`\nfailed stages: ${failedStages.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStages.length ? 1 : 0);
