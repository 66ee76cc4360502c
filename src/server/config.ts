import { resolve } from 'node:path';
import { z } from 'zod';

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
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Orchid Mall <no-reply@localhost>'),
  PAYMENTS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PUBLIC_SITE_URL: z.url().optional(),
  MOBILE_SITE_URL: z.url().optional(),
  ORDER_PAY_TIMEOUT_MIN: positiveInt.default(30),
  BODY_LIMIT_KB: positiveInt.default(256),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['info', 'warn', 'error', 'silent']).default('info'),
  ALLOW_UNSAFE_DEFAULTS: bool.default(false),
  PASSWORD_HASH_LOG2N: z.coerce.number().int().min(10).max(20).default(17),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(10),
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
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  paymentsProvider: Env['PAYMENTS_PROVIDER'];
  publicSiteUrl: string;
  mobileSiteUrl: string | undefined;
  orderPayTimeoutMin: number;
  bodyLimitBytes: number;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  allowUnsafeDefaults: boolean;
  passwordHashLog2N: number;
  uploadQuotaMb: number;
  limits: {
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

/** Validates the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const config: Config = {
    env: env.NODE_ENV,
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${resolve(dataDir, 'orchid.db')}`,
    appSecret: env.APP_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    paymentsProvider: env.PAYMENTS_PROVIDER,
    publicSiteUrl: (env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    mobileSiteUrl: env.MOBILE_SITE_URL,
    orderPayTimeoutMin: env.ORDER_PAY_TIMEOUT_MIN,
    bodyLimitBytes: env.BODY_LIMIT_KB * 1024,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    allowUnsafeDefaults: env.ALLOW_UNSAFE_DEFAULTS,
    passwordHashLog2N: env.PASSWORD_HASH_LOG2N,
    uploadQuotaMb: env.UPLOAD_QUOTA_MB,
    limits: {
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
  if (config.paymentsProvider === 'sandbox') problems.push('PAYMENTS_PROVIDER is sandbox (top-ups would not be real payments)');
  if (config.passwordHashLog2N < 17) problems.push('PASSWORD_HASH_LOG2N is below the OWASP minimum of 17');
  return problems;
}

function assertSafeForProduction(config: Config): void {
  if (!config.production || config.allowUnsafeDefaults) return;
  const problems = unsafeDefaults(config);
  if (problems.length > 0) {
    throw new ConfigError(
      `Refusing to start in production with unsafe defaults:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Set them, or set ALLOW_UNSAFE_DEFAULTS=true to accept the risk.',
    );
  }
}
