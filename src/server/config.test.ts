import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { createPayments } from './payments/index.ts';
import { createLogger } from './logger.ts';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'der' }, privateKeyEncoding: { type: 'pkcs8', format: 'der' } });
/** Alipay's key tool writes bare base64: PKCS#8 for the application's private key, SPKI for Alipay's public key. */
const ALIPAY = {
  PAYMENTS_PROVIDER: 'alipay',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: keys.privateKey.toString('base64'),
  ALIPAY_PUBLIC_KEY: keys.publicKey.toString('base64'),
  PUBLIC_SITE_URL: 'https://shop.example',
};
const SAFE = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example.com:587' };

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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/sandbox[\s\S]*APP_SECRET[\s\S]*SMTP_URL/);
  });

  it('starts in production when everything is set, or when the risk of the other defaults is accepted', () => {
    expect(loadConfig({ ...SAFE, ...ALIPAY }).paymentsProvider).toBe('alipay');
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_UNSAFE_DEFAULTS: 'true', ...ALIPAY })).not.toThrow();
  });

  it('never runs the sandbox in production, whatever ALLOW_UNSAFE_DEFAULTS says', () => {
    for (const allow of ['true', '1', 'yes', 'false']) {
      expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_UNSAFE_DEFAULTS: allow }), allow).toThrow(/PAYMENTS_PROVIDER is sandbox/);
      expect(() => loadConfig({ ...SAFE, ALLOW_UNSAFE_DEFAULTS: allow, PAYMENTS_PROVIDER: 'sandbox' }), allow).toThrow(/sandbox/);
    }
    // A configuration put together by hand does not get round it either.
    const config = { ...loadConfig({}), production: true };
    expect(() => createPayments({ config, db: {} as never, appSecret: 'x'.repeat(40), logger: createLogger('silent') })).toThrow(/never runs in production/);
  });

  it('reads Alipay keys as the key tool writes them, or as PEM, and names each missing or broken setting', () => {
    const pem = (der: Buffer, label: string) => `-----BEGIN ${label}-----\n${der.toString('base64')}\n-----END ${label}-----`;
    const fromTool = loadConfig(ALIPAY).alipay!;
    expect(fromTool.privateKey).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(fromTool.alipayPublicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(loadConfig({ ...ALIPAY, ALIPAY_PRIVATE_KEY: pem(keys.privateKey, 'PRIVATE KEY'), ALIPAY_PUBLIC_KEY: pem(keys.publicKey, 'PUBLIC KEY') }).alipay).toEqual(fromTool);
    expect(fromTool.gateway).toBe('https://openapi.alipay.com/gateway.do');
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'alipay' })).toThrow(/ALIPAY_APP_ID[\s\S]*ALIPAY_PRIVATE_KEY[\s\S]*ALIPAY_PUBLIC_KEY[\s\S]*PUBLIC_SITE_URL/);
    expect(() => loadConfig({ ...ALIPAY, ALIPAY_PRIVATE_KEY: 'bm90IGEga2V5' })).toThrow(/ALIPAY_PRIVATE_KEY: not an RSA key/);
    expect(() => loadConfig({ ...ALIPAY, ALIPAY_APP_ID: 'app-1' })).toThrow(/ALIPAY_APP_ID/);
  });

  it('keeps files on the local disk by default, or in the bucket STORAGE_URL names, and names each bad S3 setting', () => {
    expect(loadConfig({}).s3).toBeNull();
    const keys = { S3_ACCESS_KEY_ID: 'AKIA0', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ STORAGE_URL: 's3://shop-media', ...keys }).s3).toEqual({
      bucket: 'shop-media', prefix: '', endpoint: undefined, region: 'us-east-1', accessKeyId: 'AKIA0', secretAccessKey: 'secret', forcePathStyle: false, publicUrl: undefined,
    });
    const minio = loadConfig({ STORAGE_URL: 's3://shop/prod/eu/', S3_ENDPOINT: 'http://minio:9000/', S3_REGION: 'eu-west-1', S3_PUBLIC_URL: 'https://cdn.example.com/prod/eu/', ...keys }).s3!;
    expect(minio).toMatchObject({ bucket: 'shop', prefix: 'prod/eu/', endpoint: 'http://minio:9000', region: 'eu-west-1', forcePathStyle: true, publicUrl: 'https://cdn.example.com/prod/eu' });
    expect(loadConfig({ STORAGE_URL: 's3://shop', S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false', ...keys }).s3!.forcePathStyle).toBe(false);
    expect(() => loadConfig({ STORAGE_URL: 's3://shop' })).toThrow(/S3_ACCESS_KEY_ID: required when STORAGE_URL names a bucket[\s\S]*S3_SECRET_ACCESS_KEY: required/);
    for (const [url, message] of [
      ['https://bucket.s3.amazonaws.com', 'STORAGE_URL: must be s3://bucket'],
      ['/srv/media', 'STORAGE_URL: must be s3://bucket'],
      ['s3://', 'is not a bucket name'],
      ['s3://ab', '"ab" is not a bucket name'],
      ['s3://Shop_Media', 'is not a bucket name'],
      ['s3://shop/../x', 'the prefix "../x" must be folder names'],
      ['s3://shop/a//b', 'must be folder names'],
    ]) {
      expect(() => loadConfig({ STORAGE_URL: url!, ...keys }), url).toThrow(message!);
    }
    expect(() => loadConfig({ STORAGE_URL: 's3://shop', S3_ENDPOINT: 'minio:9000', S3_PUBLIC_URL: 'ftp://cdn', ...keys })).toThrow(/S3_ENDPOINT: must be an http:\/\/[\s\S]*S3_PUBLIC_URL: must be/);
    expect(() => loadConfig({ STORAGE_URL: 's3://shop', S3_REGION: 'EU West', ...keys })).toThrow(/S3_REGION: must be a region name/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'AKIA0' })).toThrow(/S3_ACCESS_KEY_ID: set, but STORAGE_URL is not/);
  });

  it('turns metrics on with a token long enough to guard them, and says why a short one is refused', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(24) }).metricsToken).toBe('a'.repeat(24));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 24 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'a'.repeat(24)} b` })).toThrow(/METRICS_TOKEN: must be printable ASCII without spaces/);
  });

  it('recognises PostgreSQL URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });

  it('takes a PostgreSQL standby for catalogue reads beside a PostgreSQL primary', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@primary/db', DATABASE_READ_URL: 'postgresql://u@standby/db' });
    expect(c.databaseReadUrl).toBe('postgresql://u@standby/db');
    expect(c.databaseReadMaxLagSeconds).toBe(30);
    expect(loadConfig({}).databaseReadUrl).toBeUndefined();
  });

  it('refuses a read replica with SQLite, or one that is not PostgreSQL, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://u@standby/db' })).toThrow(/DATABASE_READ_URL: a read replica needs DATABASE_URL to be PostgreSQL/);
    expect(() => loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db', DATABASE_READ_URL: 'postgres://u@standby/db' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATABASE_READ_URL: 'sqlite:/tmp/x.db' })).toThrow(/DATABASE_READ_URL: must start with postgres:\/\//);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATABASE_READ_URL: 'postgres://u@s/db', DATABASE_READ_MAX_LAG_SECONDS: '0' })).toThrow(/DATABASE_READ_MAX_LAG_SECONDS/);
  });

  it('runs catalogue reads on two SQLite reader threads and cuts PostgreSQL ones after 2 s unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ sqliteReaders: 2, catalogueQueryTimeoutMs: 2000 });
    expect(loadConfig({ SQLITE_READERS: '0', CATALOGUE_QUERY_TIMEOUT_MS: '0' })).toMatchObject({ sqliteReaders: 0, catalogueQueryTimeoutMs: 0 });
    expect(() => loadConfig({ SQLITE_READERS: '-1' })).toThrow(/SQLITE_READERS/);
    expect(() => loadConfig({ SQLITE_READERS: '17' })).toThrow(/SQLITE_READERS/);
    expect(() => loadConfig({ CATALOGUE_QUERY_TIMEOUT_MS: '2s' })).toThrow(/CATALOGUE_QUERY_TIMEOUT_MS/);
  });

  it('reads CDN_PURGE_URLS as a list of http(s) URLs, empty when unset', () => {
    expect(loadConfig({}).cdnPurgeUrls).toEqual([]);
    expect(loadConfig({ CDN_PURGE_URLS: 'http://10.0.0.5:6081/, https://cdn.example/purge' }).cdnPurgeUrls).toEqual(['http://10.0.0.5:6081/', 'https://cdn.example/purge']);
    expect(() => loadConfig({ CDN_PURGE_URLS: 'http://ok/,varnish:6081' })).toThrow(/CDN_PURGE_URLS\.1: must be comma-separated http\(s\) URLs/);
  });
});
