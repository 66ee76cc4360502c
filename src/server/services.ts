import type { Runtime } from './boot.ts';
import type { RechargeDeps } from './balance/recharge.service.ts';
import type { CatalogueDeps } from './catalogue/goods.service.ts';
import { orderSettler } from './flows/pay-with-top-up.ts';
import { shopJobs } from './jobs/shop-jobs.ts';
import type { Job } from './jobs/scheduler.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { MemberDeps } from './member/member.service.ts';
import { payPasswords, type PayPassword } from './member/pay-password.service.ts';
import type { OrderDeps } from './orders/order.service.ts';
import { createPayments, type Payments } from './payments/index.ts';
import { deriveKey } from './secrets.ts';
import { FairQueue, passwordQueueOptions } from './security/fair-queue.ts';
import { createPasswordHasher, type PasswordHasher } from './security/password.ts';
import { pinKeys } from './security/pin-hash.ts';
import { shopStorage, type ShopStorage } from './storage/shop-storage.ts';
import type { UploadDeps } from './uploads/upload.service.ts';
import type { VideoDeps } from './video/video.service.ts';

/**
 * The shop wired once from a runtime: each domain's dependencies, the payment provider and the
 * background jobs. The API, the pages, the operator CLI and the tests all use the same instance.
 */
export interface Services extends Runtime {
  /** Every file the shop writes or serves goes through these (storage/). */
  storage: ShopStorage;
  mailer: Mailer;
  payments: Payments;
  passwords: PasswordHasher;
  payPassword: PayPassword;
  member: MemberDeps;
  catalogue: CatalogueDeps;
  orders: OrderDeps;
  recharge: RechargeDeps;
  uploads: UploadDeps;
  video: VideoDeps;
  jobs: Job[];
}

export function createServices(rt: Runtime): Services {
  const { config } = rt;
  const db = rt.db.kysely;
  const mailer = rt.mailer ?? createMailer(config, db);
  const payments = createPayments({ config, db, appSecret: rt.appSecret, logger: rt.logger, fetch: rt.fetch });
  // A client's burst of logins waits behind itself: some per address may wait, a bounded number in all.
  const passwords = createPasswordHasher({ log2N: config.passwordHashLog2N, r: 8, p: 1 }, new FairQueue(passwordQueueOptions(config.passwordHashConcurrency)));
  const payPassword = payPasswords(pinKeys(rt.appSecret, config.appSecretPrevious ? [config.appSecretPrevious] : []), passwords);
  const storage = rt.storage ?? shopStorage(rt);
  const recharge: RechargeDeps = {
    db,
    provider: payments.provider,
    publicSiteUrl: config.publicSiteUrl,
    logger: rt.logger,
    settleOrder: orderSettler({ db, mailer }),
  };
  return {
    ...rt,
    storage,
    mailer,
    payments,
    passwords,
    payPassword,
    member: {
      db,
      mailer,
      codeKey: deriveKey(rt.appSecret, 'email-codes'),
      codeLimits: {
        perAddressMs: config.limits.codeResendMs,
        perAddressDaily: config.limits.codePerAddressDay,
        perIpDaily: config.limits.codePerIpDay,
      },
      passwords,
      payPassword,
      limits: config.limits,
    },
    catalogue: { db, reads: rt.db.read, dialect: rt.db.dialect },
    orders: { db, payTimeoutMin: config.orderPayTimeoutMin, payPassword, parcelSender: config.parcelSender, deliveryDays: config.deliveryDays },
    recharge,
    uploads: { db, storage: storage.uploads, quotaBytes: config.uploadQuotaMb * 1024 * 1024, perHour: config.limits.uploadsPerHour },
    video: { db, reads: rt.db.read, dialect: rt.db.dialect, commentLimits: { perMinute: config.limits.commentsPerMinute, perDay: config.limits.commentsPerDay } },
    jobs: [...shopJobs(db, recharge, { footprintDays: config.footprintRetentionDays }, { db, mailer, publicSiteUrl: config.publicSiteUrl }), ...(mailer.flush ? [{ name: 'send-mail', everyMs: 30 * 1000, run: mailer.flush }] : [])],
  };
}
