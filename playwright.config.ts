import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './tests/e2e/support/ports.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
// The shop server's throwaway data directory, made here so the suites can seed goods and run operator
// commands on the same database (tests/e2e/support/api.ts). Workers load this file again and inherit it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'om-e2e-'));
// A second server keeps the demo catalogue exactly as seeded for the specs that check its content (home
// shelves, list paging and filters): goods that other tests make would otherwise join its lists and
// totals while those specs compare pages with the API.
process.env.E2E_CATALOGUE_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'om-e2e-catalogue-'));
process.env.E2E_CATALOGUE_URL ??= `http://127.0.0.1:${await freePort()}`;
const CATALOGUE_PORT = new URL(process.env.E2E_CATALOGUE_URL).port;

const chromium = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
// E2E_ORDER=reverse runs the spec files last to first (one project per file, in that order; with
// --workers=1 strictly one after the other), to show that no spec relies on another having run.
const specs = readdirSync(join(import.meta.dirname, 'tests/e2e')).filter((f) => f.endsWith('.spec.ts')).sort().reverse();
const projects = process.env.E2E_ORDER === 'reverse' ? specs.map((file) => ({ name: file, testMatch: `**/${file}`, use: chromium })) : [{ name: 'chromium', use: chromium }];

const server = (port: number | string, dataDir: string) => ({
  command: 'node scripts/e2e-server.ts',
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 300_000,
  env: { E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test time; in CI a failed test runs again and only that run records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects,
  // Started one after the other: the first builds the shop when the build is stale.
  webServer: [server(PORT, process.env.E2E_DATA_DIR), server(CATALOGUE_PORT, process.env.E2E_CATALOGUE_DATA_DIR)],
});
