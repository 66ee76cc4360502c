import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Logger } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { MemberDeps } from './member/member.service.ts';
import { deriveKey } from './secrets.ts';
import type { UploadDeps } from './uploads/upload.service.ts';
import type { RechargeDeps } from './balance/recharge.service.ts';
import { createPayments, type Payments } from './payments/index.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  appSecret: string;
  uploadsDir: string;
  /** Catalogue images (goods, brands, banners) under /media. */
  mediaDir: string;
  /** Tests swap the mail transport; by default SMTP_URL decides. */
  mailer?: Mailer;
  /** Outgoing HTTP (the sandbox provider's callbacks); tests route it back into the app. */
  fetch?: typeof fetch;
}

export interface Services {
  mailer: Mailer;
  member: MemberDeps;
  uploads: UploadDeps;
  payments: Payments;
  recharge: RechargeDeps;
}

/** Wires configuration into the dependencies each domain's services take. */
export function createServices(deps: AppDeps): Services {
  const { config, db } = deps;
  const mailer = deps.mailer ?? createMailer(config, db.kysely);
  const payments = createPayments({ config, db: db.kysely, appSecret: deps.appSecret, logger: deps.logger, fetch: deps.fetch });
  return {
    payments,
    recharge: { db: db.kysely, provider: payments.provider, publicSiteUrl: config.publicSiteUrl, logger: deps.logger },
    mailer,
    member: {
      db: db.kysely,
      mailer,
      codeKey: deriveKey(deps.appSecret, 'email-codes'),
      codeLimits: {
        perAddressMs: config.limits.codeResendMs,
        perAddressDaily: config.limits.codePerAddressDay,
        perIpDaily: config.limits.codePerIpDay,
      },
      hashParams: { log2N: config.passwordHashLog2N, r: 8, p: 1 },
      limits: config.limits,
    },
    uploads: { db: db.kysely, uploadsDir: deps.uploadsDir, quotaBytes: config.uploadQuotaMb * 1024 * 1024, perHour: config.limits.uploadsPerHour },
  };
}
