import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { Services } from '../services.ts';
import { requireOperator } from './admin-http.ts';
import { adminAuthRoutes } from './auth.routes.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { adminOrderRoutes } from './order.routes.ts';
import { adminAfterSalesRoutes } from './after-sales.routes.ts';
import { adminGoodsRoutes } from './goods.routes.ts';
import { adminCommentRoutes, adminReviewRoutes } from './moderation.routes.ts';
import { adminVideoRoutes } from './video.routes.ts';
import { adminOperatorRoutes } from './operator.routes.ts';
import { adminCatalogueRoutes } from './catalogue.routes.ts';
import { adminAuditRoutes, adminFeedbackRoutes, adminLedgerRoutes, adminMemberRoutes, adminRechargeRoutes } from './people.routes.ts';

/**
 * /api/admin/*: the operator console's API. Every route but login needs an operator session; each area
 * checks the role it needs. Success envelopes carry code 0.
 */
export function adminRoutes(services: Services) {
  const db = services.db.kysely;
  const goods = adminGoodsRoutes(services);
  const catalogue = adminCatalogueRoutes(db);
  const secured = new Hono<AppEnv>()
    .use('*', requireOperator(db))
    .route('/dashboard', dashboardRoutes(db))
    .route('/orders', adminOrderRoutes(db, services.orders.parcelSender))
    .route('/after-sales', adminAfterSalesRoutes(db))
    .route('/goods', goods.goods)
    .route('/media', goods.media)
    .route('/home-shelves', goods.shelves)
    .route('/categories', catalogue.categories)
    .route('/brands', catalogue.brands)
    .route('/banners', catalogue.banners)
    .route('/members', adminMemberRoutes(db))
    .route('/recharges', adminRechargeRoutes(services.recharge))
    .route('/feedback', adminFeedbackRoutes(services.member))
    .route('/reviews', adminReviewRoutes(db))
    .route('/comments', adminCommentRoutes(db))
    .route('/videos', adminVideoRoutes(services))
    .route('/ledger', adminLedgerRoutes(db))
    .route('/audit', adminAuditRoutes(db))
    .route('/operators', adminOperatorRoutes(services.member, services.config));
  return new Hono<AppEnv>().route('/', adminAuthRoutes(services.member, services.config)).route('/', secured);
}
