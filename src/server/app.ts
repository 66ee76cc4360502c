import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compressApi } from './http/compress.ts';
import type { AppEnv } from './http/env.ts';
import { CODE, envelope } from './http/envelope.ts';
import { HttpError, mapError } from './http/errors.ts';
import { localeMiddleware } from './http/locale.ts';
import { allowedMethods } from './http/method-guard.ts';
import { apiRequestIds } from './http/request-id.ts';
import { requestContext } from './request-context.ts';
import { healthRoutes } from './api/health.routes.ts';
import { mailboxRoutes } from './mail/mailbox.routes.ts';
import { memberRoutes } from './api/member.routes.ts';
import { feedbackRoutes } from './api/feedback.routes.ts';
import { messageRoutes } from './api/messages.routes.ts';
import { catalogueRoutes } from './api/catalogue.routes.ts';
import { addressRoutes } from './api/address.routes.ts';
import { cartRoutes } from './api/cart.routes.ts';
import { orderRoutes } from './api/order.routes.ts';
import { payWithTopUpRoutes } from './api/pay-with-top-up.routes.ts';
import { mineRoutes } from './api/mine.routes.ts';
import { reviewRoutes } from './api/review.routes.ts';
import { balanceRoutes, paymentNotifyRoutes } from './api/balance.routes.ts';
import { sandboxRoutes } from './payments/sandbox.routes.ts';
import { uploadRoutes } from './api/upload.routes.ts';
import { videoRoutes } from './api/video.routes.ts';
import { afterSalesRoutes } from './api/after-sales.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { UPLOAD_MAX_BYTES } from '../lib/schemas/upload.ts';
import type { Services } from './services.ts';
import { registerServerCatalogue } from '../lib/i18n/catalog.server.ts';
import { createT } from '../lib/i18n/messages.ts';

/**
 * The API as a fetch-style app: the Node entry mounts it, tests call `app.request()` in-process.
 * Routes parse input, call a service and wrap the result; errors are mapped in one place.
 */
export function createApp(services: Services): Hono<AppEnv> {
  const { config, db, logger } = services;
  // Envelopes, mails and payment subjects are written in the caller's language, with createT.
  registerServerCatalogue();
  const app = new Hono<AppEnv>();

  app.use('*', apiRequestIds(config.trustProxy));
  app.use('*', localeMiddleware);
  app.use('/api/*', compressApi({ threshold: 1024 }));
  const tooLarge = () => { throw new HttpError(413, 'error.bodyTooLarge'); };
  const apiBodyLimit = bodyLimit({ maxSize: config.bodyLimitBytes, onError: tooLarge });
  // Operators upload goods and banner pictures through the console: those bodies may be as large as an upload.
  const mediaBodyLimit = bodyLimit({ maxSize: UPLOAD_MAX_BYTES + 64 * 1024, onError: tooLarge });
  // Console video uploads are streamed to disk and capped by their route (admin/console-uploads.ts).
  const bodyLimitOf = (path: string) => (path.startsWith('/api/admin/videos/upload/') ? null : path.startsWith('/api/admin/media/') ? mediaBodyLimit : apiBodyLimit);
  // A GET or HEAD has no body to limit; asking for one would build a full Request object on every catalogue read.
  const bodiless = (method: string) => method === 'GET' || method === 'HEAD';
  app.use('/api/*', (c, next) => (bodiless(c.req.method) ? next() : (bodyLimitOf(c.req.path)?.(c, next) ?? next())));

  const api = new Hono<AppEnv>();
  api.route('/', healthRoutes(db));
  api.route('/member', memberRoutes(services.member, config, services.storage.uploads));
  api.route('/member', messageRoutes(db.kysely));
  api.route('/feedback', feedbackRoutes(db.kysely));
  api.route('/', catalogueRoutes(services.catalogue));
  api.route('/memberAddress', addressRoutes(db.kysely));
  api.route('/cart', cartRoutes(db.kysely));
  api.route('/after-sales', afterSalesRoutes(db.kysely));
  const orders = orderRoutes(services.orders);
  api.route('/order', orders.order);
  api.route('/order', payWithTopUpRoutes(services.recharge));
  api.route('/my/shopping', orders.shopping);
  api.route('/my/shopping', mineRoutes(db.kysely));
  const reviews = reviewRoutes(db.kysely, db.read);
  api.route('/order', reviews.order);
  api.route('/goods', reviews.goods);
  api.route('/balance', balanceRoutes(services.recharge, services.payPassword));
  api.route('/pay', paymentNotifyRoutes(services.recharge, config.trustProxy));
  api.route('/', videoRoutes(services.video));
  api.route('/admin', adminRoutes(services));
  app.route('/api', api);
  if (services.payments.sandbox) app.route('/sandbox', sandboxRoutes(services.payments.sandbox));
  app.route('/web/api', uploadRoutes(services.uploads, UPLOAD_MAX_BYTES + 64 * 1024));
  if (!config.production) app.route('/dev', mailboxRoutes(db.kysely, { trustProxy: config.trustProxy }));

  app.notFound((c) => {
    const t = c.get('t');
    const context = requestContext.getStore();
    if (context) context.route = 'api:unmatched';
    const methods = allowedMethods(app as never, c.req.path);
    if (methods.length > 0) {
      c.header('Allow', methods.join(', '));
      return c.json(envelope(CODE.businessError, null, t('error.methodNotAllowed')), 405);
    }
    return c.json(envelope(CODE.businessError, null, t('error.apiNotFound')), 404);
  });

  app.onError((err, c) => {
    const mapped = mapError(err, c.get('t') ?? createT('zh'));
    if (mapped.unexpected) logger.error('unhandled error', { path: c.req.path, error: err.stack ?? String(err) });
    // A body refused part-way is still partly on the wire: the connection cannot carry a next request.
    if (mapped.status === 413) c.header('Connection', 'close');
    for (const [name, value] of Object.entries(mapped.headers ?? {})) c.header(name, value);
    // A failure of ours names the request, so what the shopper reports leads to its log lines.
    const requestId = mapped.status >= 500 ? requestContext.getStore()?.id : undefined;
    return c.json(requestId ? { ...mapped.body, requestId } : mapped.body, mapped.status);
  });

  return app;
}
