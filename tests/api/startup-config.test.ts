import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A bad ALIPAY_* value stops the server at start with one line naming the variable and what is wrong, on
 * stderr, exit status 1, and no stack trace: the operator reads the fix, not the shop's insides.
 */
const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'om-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ALIPAY = {
  PAYMENTS_PROVIDER: 'alipay',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: 'not-a-key',
  ALIPAY_PUBLIC_KEY: 'not-a-key',
  PUBLIC_SITE_URL: 'https://shop.example',
};

async function start(script: string, env: Record<string, string>) {
  // Only what the shop reads: no DATABASE_URL or other settings of the machine running the tests.
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, PORT: '0' };
  try {
    await run(process.execPath, [script], { cwd: ROOT, env: { ...base, ...env }, timeout: 60_000 });
    return { code: 0, stderr: '' };
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

describe('a bad ALIPAY_* value at start', () => {
  for (const script of ['scripts/start.ts', 'src/server/main.ts']) {
    it(`stops ${script} with one line naming the variable, no stack`, async () => {
      const { code, stderr } = await start(script, { ...ALIPAY, ALIPAY_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----' });
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines).toEqual([
        'Invalid configuration: ALIPAY_PRIVATE_KEY: not an RSA key in PEM or base64 form',
        'Invalid configuration: ALIPAY_PUBLIC_KEY: not an RSA key in PEM or base64 form',
      ]);
      expect(stderr).not.toMatch(/\n\s+at |ConfigError|\.ts:\d+/);
    }, 90_000);
  }

  it('names a malformed application id the same way', async () => {
    const { code, stderr } = await start('src/server/main.ts', { ...ALIPAY, ALIPAY_APP_ID: 'app-123' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid configuration: ALIPAY_APP_ID: must be the application id Alipay assigned (digits)');
  }, 90_000);
});
