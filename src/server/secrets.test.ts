import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { deriveKey, resolveAppSecret } from './secrets.ts';

describe('resolveAppSecret', () => {
  it('generates a secret once into the data directory and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'om-secret-'));
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveAppSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAppSecret(config)).toBe(first);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).appSecret).toBe(first);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o077).toBe(0);
  });

  it('prefers APP_SECRET when set', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'om-secret-')), APP_SECRET: 's'.repeat(32) });
    expect(resolveAppSecret(config)).toBe('s'.repeat(32));
  });

  it('derives distinct keys per purpose', () => {
    expect(deriveKey('k'.repeat(32), 'a').equals(deriveKey('k'.repeat(32), 'b'))).toBe(false);
  });
});
