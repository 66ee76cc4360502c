import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works with nothing set: port 4321, SQLite in ./data, sandbox payments', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4321);
    expect(c.databaseUrl).toMatch(/^sqlite:.*\/data\/orchid\.db$/);
    expect(c.paymentsProvider).toBe('sandbox');
    expect(c.orderPayTimeoutMin).toBe(30);
    expect(c.publicSiteUrl).toBe('http://localhost:4321');
    expect(c.production).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' }).port).toBe(4321);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ORDER_PAY_TIMEOUT_MIN: '0' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('ORDER_PAY_TIMEOUT_MIN');
    }
  });

  it('refuses unsafe defaults in production and lists them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET[\s\S]*SMTP_URL[\s\S]*sandbox/);
  });

  it('starts in production when everything is set, or when the risk is accepted', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_UNSAFE_DEFAULTS: 'true' })).not.toThrow();
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail.example.com:587',
        PAYMENTS_PROVIDER: 'sandbox',
      }),
    ).toThrow(/sandbox/);
  });

  it('recognises PostgreSQL URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });
});
