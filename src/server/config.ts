import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { readAlipayConfig, type AlipayConfig } from './payments/alipay-config.ts';
import { readS3Config, type S3Config } from './storage/s3-config.ts';
import { siteUrlFrom } from './web/site-origin.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number().int().positive();

/** Every environment variable the server reads, with the defaults that make `npm start` work on a fresh machine. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, 'must start with postgres://, postgresql://, sqlite: or file:')
    .optional(),
  DATABASE_READ_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql:// (a PostgreSQL standby of DATABASE_URL)').optional(),
  DATABASE_READ_MAX_LAG_SECONDS: positiveInt.default(30),
  SQLITE_READERS: z.coerce.number().int().min(0).max(16).default(2),
  CATALOGUE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Orchid Mall <no-reply@localhost>'),
  // The sender printed on parcels: a name that says nothing of the shop's goods.
  PARCEL_SENDER: z.string().trim().min(2).max(40).default('OM Trading'),
  // Days a parcel travels from shipping to the door: the order page's expected delivery date.
  DELIVERY_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  // Days a member's recently viewed entry is kept (the clean-up job deletes older ones).
  FOOTPRINT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'alipay']).default('sandbox'),
  ALIPAY_APP_ID: z.string().regex(/^\d{8,32}$/, 'must be the application id Alipay assigned (digits)').optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_SELLER_ID: z.string().regex(/^2088\d{12}$/, 'must be the merchant PID (2088 and 12 digits)').optional(),
  PUBLIC_SITE_URL: z.url().optional(),
  MOBILE_SITE_URL: z.url().optional(),
  // Comma-separated http(s) URLs the CDN takes purges at (cluster/cdn-purge.ts).
  CDN_PURGE_URLS: z
    .string()
    .transform((v) => v.split(',').map((u) => u.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be comma-separated http(s) URLs' })))
    .default([]),
  ORDER_PAY_TIMEOUT_MIN: positiveInt.default(30),
  BODY_LIMIT_KB: positiveInt.default(256),
  TRUST_PROXY: z
    .union([bool, z.coerce.number().int().min(0).max(10)], 'must be false, true or the number of proxies (0-10)')
    .default(false)
    .transform((v) => (typeof v === 'number' ? v : v ? 1 : 0)),
  LOG_LEVEL: z.enum(['info', 'warn', 'error', 'silent']).default('info'),
  // Unset: no /metrics at all. Set: Prometheus scrapes it with this bearer token.
  METRICS_TOKEN: z
    .string()
    .min(24, 'must be at least 24 characters (for example: openssl rand -hex 24)')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it is sent in an Authorization header)')
    .optional(),
  ALLOW_UNSAFE_DEFAULTS: bool.default(false),
  // Unset: the demo shop outside production, nothing in production (seeds/index.ts).
  DEMO_DATA: bool.optional(),
  PASSWORD_HASH_LOG2N: z.coerce.number().int().min(10).max(20).default(17),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  APP_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: positiveInt.default(10),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(100),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(100),
  LOGIN_FAILURE_WINDOW_MIN: positiveInt.default(15),
  REGISTER_MAX_PER_IP_HOUR: positiveInt.default(20),
  CODE_RESEND_SECONDS: positiveInt.default(60),
  CODE_MAX_PER_ADDRESS_DAY: positiveInt.default(10),
  CODE_MAX_PER_IP_DAY: positiveInt.default(50),
  UPLOAD_QUOTA_MB: positiveInt.default(200),
  UPLOADS_PER_HOUR: positiveInt.default(60),
  COMMENTS_PER_MINUTE: positiveInt.default(5),
  COMMENTS_PER_DAY: positiveInt.default(100),
  // Threads rendering pages on demand beside the one answering requests; by default one per core.
  RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(Math.min(16, availableParallelism())),
  // Unset: files on the local disk under DATA_DIR; s3://bucket/prefix: in a bucket (storage/s3-config.ts).
  STORAGE_URL: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PUBLIC_URL: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  /** A PostgreSQL standby for catalogue reads (decision 082); unset, everything reads the primary. */
  databaseReadUrl: string | undefined;
  /** Lag past which catalogue reads leave the standby for the primary a while. */
  databaseReadMaxLagSeconds: number;
  /** SQLite: threads running catalogue reads beside the one answering requests (decision 083); 0: none. */
  sqliteReaders: number;
  /** PostgreSQL: a catalogue read running longer is cut and answered 503 "busy"; 0: never cut. */
  catalogueQueryTimeoutMs: number;
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The sender name printed on parcels (PARCEL_SENDER). */
  parcelSender: string;
  /** Days a parcel travels from shipping to the door (DELIVERY_DAYS). */
  deliveryDays: number;
  /** Days a recently viewed entry is kept (FOOTPRINT_RETENTION_DAYS). */
  footprintRetentionDays: number;
  paymentsProvider: Env['PAYMENTS_PROVIDER'];
  /** Set when PAYMENTS_PROVIDER is alipay. */
  alipay: AlipayConfig | null;
  publicSiteUrl: string;
  mobileSiteUrl: string | undefined;
  /** Where the CDN takes purges of cached pages by surrogate key (docs/decisions/079); empty without a CDN. */
  cdnPurgeUrls: string[];
  orderPayTimeoutMin: number;
  bodyLimitBytes: number;
  /** Proxies of ours in front of the server: the client is the address this many hops from the right of X-Forwarded-For. */
  trustProxy: number;
  logLevel: Env['LOG_LEVEL'];
  /** The bearer token GET /metrics asks for; undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Worker threads rendering pages on demand (render-threads.ts). */
  renderThreads: number;
  allowUnsafeDefaults: boolean;
  /**
   * Seed demo data into an empty database at start (DEMO_DATA; by default outside production only). In
   * production it means the demo catalogue alone: never members, reviews, sales or view counts.
   */
  demoData: boolean;
  passwordHashLog2N: number;
  /** Password hashes computed at once; more wait their turn (security/fair-queue.ts). */
  passwordHashConcurrency: number;
  /** The APP_SECRET before the current one: payment passwords hashed under it still verify (and are rehashed). */
  appSecretPrevious: string | undefined;
  uploadQuotaMb: number;
  /** The bucket the shop's files live in (STORAGE_URL); null keeps them on the local disk under DATA_DIR. */
  s3: S3Config | null;
  limits: {
    /** Failed logins for one account from one client address: what one stranger can do to one member. */
    loginFailuresPerAccountIp: number;
    /** Failed logins for one account from all addresses together: a higher ceiling against guessing from many. */
    loginFailuresPerAccount: number;
    loginFailuresPerIp: number;
    loginFailureWindowMs: number;
    registerPerIpHour: number;
    codeResendMs: number;
    codePerAddressDay: number;
    codePerIpDay: number;
    uploadsPerHour: number;
    commentsPerMinute: number;
    commentsPerDay: number;
  };
}

export class ConfigError extends Error {}

/** One line per bad setting, each naming its variable and what is wrong with it. */
const invalid = (problems: string[]) => new ConfigError(problems.map((p) => `Invalid configuration: ${p}`).join('\n'));

/** Validates the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw invalid(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const alipay = env.PAYMENTS_PROVIDER === 'alipay' ? readAlipayConfig(env) : null;
  const s3 = readS3Config(env);
  const problems = [...(alipay && 'problems' in alipay ? alipay.problems : []), ...('problems' in s3 ? s3.problems : [])];
  if (problems.length > 0) throw invalid(problems);
  const dataDir = resolve(env.DATA_DIR);
  if (env.DATABASE_READ_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) {
    throw invalid(['DATABASE_READ_URL: a read replica needs DATABASE_URL to be PostgreSQL too (SQLite has no standby; unset DATABASE_READ_URL)']);
  }
  const config: Config = {
    env: env.NODE_ENV,
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${resolve(dataDir, 'orchid.db')}`,
    databaseReadUrl: env.DATABASE_READ_URL,
    databaseReadMaxLagSeconds: env.DATABASE_READ_MAX_LAG_SECONDS,
    sqliteReaders: env.SQLITE_READERS,
    catalogueQueryTimeoutMs: env.CATALOGUE_QUERY_TIMEOUT_MS,
    appSecret: env.APP_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    parcelSender: env.PARCEL_SENDER,
    deliveryDays: env.DELIVERY_DAYS,
    footprintRetentionDays: env.FOOTPRINT_RETENTION_DAYS,
    paymentsProvider: env.PAYMENTS_PROVIDER,
    alipay: alipay && 'config' in alipay ? alipay.config : null,
    publicSiteUrl: siteUrlFrom(env.PUBLIC_SITE_URL, env.PORT),
    mobileSiteUrl: env.MOBILE_SITE_URL,
    cdnPurgeUrls: env.CDN_PURGE_URLS,
    orderPayTimeoutMin: env.ORDER_PAY_TIMEOUT_MIN,
    bodyLimitBytes: env.BODY_LIMIT_KB * 1024,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    renderThreads: env.RENDER_THREADS,
    allowUnsafeDefaults: env.ALLOW_UNSAFE_DEFAULTS,
    demoData: env.DEMO_DATA ?? env.NODE_ENV !== 'production',
    passwordHashLog2N: env.PASSWORD_HASH_LOG2N,
    passwordHashConcurrency: env.PASSWORD_HASH_CONCURRENCY ?? availableParallelism(),
    appSecretPrevious: env.APP_SECRET_PREVIOUS,
    uploadQuotaMb: env.UPLOAD_QUOTA_MB,
    s3: 'config' in s3 ? s3.config : null,
    limits: {
      loginFailuresPerAccountIp: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_IP,
      loginFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      loginFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      loginFailureWindowMs: env.LOGIN_FAILURE_WINDOW_MIN * 60_000,
      registerPerIpHour: env.REGISTER_MAX_PER_IP_HOUR,
      codeResendMs: env.CODE_RESEND_SECONDS * 1000,
      codePerAddressDay: env.CODE_MAX_PER_ADDRESS_DAY,
      codePerIpDay: env.CODE_MAX_PER_IP_DAY,
      uploadsPerHour: env.UPLOADS_PER_HOUR,
      commentsPerMinute: env.COMMENTS_PER_MINUTE,
      commentsPerDay: env.COMMENTS_PER_DAY,
    },
  };
  assertSafeForProduction(config);
  return config;
}

/** Defaults that are fine on a developer's machine but wrong for real customers. */
function unsafeDefaults(config: Config): string[] {
  const problems: string[] = [];
  if (!config.appSecret) problems.push('APP_SECRET is not set (a generated secret in DATA_DIR is not shared by other instances)');
  if (!config.smtpUrl) problems.push('SMTP_URL is not set (mail would only reach the local outbox)');
  if (config.passwordHashLog2N < 17) problems.push('PASSWORD_HASH_LOG2N is below the OWASP minimum of 17');
  return problems;
}

function assertSafeForProduction(config: Config): void {
  if (!config.production) return;
  // No setting makes the sandbox acceptable to real customers: its page credits top-ups that nobody paid.
  const never = config.paymentsProvider === 'sandbox' ? ['PAYMENTS_PROVIDER is sandbox (its page credits top-ups nobody paid; set alipay and its ALIPAY_* variables)'] : [];
  const problems = [...never, ...(config.allowUnsafeDefaults ? [] : unsafeDefaults(config))];
  if (problems.length > 0) {
    throw new ConfigError(
      `Refusing to start in production with unsafe defaults:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Set them, or set ALLOW_UNSAFE_DEFAULTS=true to accept the risk of the others (never of the sandbox).',
    );
  }
}
