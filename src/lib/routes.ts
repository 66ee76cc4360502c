import type { MessageKey, TFunction } from './i18n/messages.ts';

export type LayoutName = 'home' | 'default' | 'helper' | 'mine' | 'custom' | 'notFound';

export interface RouteDef {
  /** Locale-less path without a trailing slash (except '/'). */
  path: string;
  layout: LayoutName;
  titleKey: MessageKey;
  /** Reachable without a stored token. */
  public: boolean;
}

const route = (path: string, layout: LayoutName, titleKey: MessageKey, isPublic = false): RouteDef => ({
  path,
  layout,
  titleKey,
  public: isPublic,
});

/** The seven help-centre pages; their slugs double as content entry names (`help/<locale>/<slug>.md`). */
export const HELP_SLUGS = [
  'newbie',
  'payMethod',
  'deliveryMethod',
  'rechargeDiscount',
  'afterSales',
  'userAgreement',
  'privacyAgreement',
] as const;
export type HelpSlug = (typeof HELP_SLUGS)[number];

/**
 * The seed's route table, plus the order-cancel screen that DESIGN §4 places under /mine/myOrder/ and the
 * recently viewed screen (the seed's "recently viewed" under Mine, whose path it does not give).
 */
export const ROUTES: readonly RouteDef[] = [
  route('/', 'home', 'route.title.home', true),
  route('/404', 'notFound', 'route.title.notFound', true),
  route('/login', 'custom', 'route.title.login', true),
  route('/goods/list', 'default', 'route.title.goodsList', true),
  route('/goods/details', 'default', 'route.title.goodsDetails', true),
  route('/goods/shoppingCar', 'default', 'route.title.shoppingCar'),
  route('/goods/confirmOrder', 'default', 'route.title.confirmOrder'),
  ...HELP_SLUGS.map((slug) => route(`/helperCenter/${slug}`, 'helper', `route.title.${slug}`, true)),
  route('/mine', 'mine', 'route.title.mine'),
  route('/mine/myBalance', 'mine', 'route.title.myBalance'),
  route('/mine/myCollect', 'mine', 'route.title.myCollect'),
  route('/mine/footprint', 'mine', 'route.title.footprint'),
  route('/mine/messages', 'mine', 'route.title.messages'),
  route('/mine/myOrder/list', 'mine', 'route.title.myOrderList'),
  route('/mine/myOrder/details', 'mine', 'route.title.myOrderDetails'),
  route('/mine/myOrder/cancel', 'mine', 'route.title.myOrderCancel'),
  route('/mine/myOrder/evaluate', 'mine', 'route.title.myOrderEvaluate'),
  route('/mine/myOrder/followUp', 'mine', 'route.title.myOrderFollowUp'),
  route('/mine/afterSales', 'mine', 'route.title.myAfterSales'),
  route('/mine/afterSales/apply', 'mine', 'route.title.afterSalesApply'),
  route('/mine/afterSales/detail', 'mine', 'route.title.afterSalesDetail'),
  route('/mine/rechargeProtocol', 'mine', 'route.title.rechargeProtocol'),
  route('/mine/setting', 'mine', 'route.title.setting'),
  route('/mine/shippingAddress', 'mine', 'route.title.shippingAddress'),
  route('/pay', 'custom', 'route.title.pay'),
  route('/video', 'notFound', 'route.title.video'),
  route('/video/collectVideo', 'notFound', 'route.title.collectVideo'),
];

/** Paths a guest may open; the inline guard carries the same list. */
export const PUBLIC_PATHS: readonly string[] = ROUTES.filter((r) => r.public).map((r) => r.path);

/** Routes that hide the floating service widget (the seed's video screens). */
const WITHOUT_WIDGET = new Set(['/video', '/video/collectVideo']);

/** '/mine/' and '/mine' name the same route. */
export function normalizeRoutePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function findRoute(path: string): RouteDef | undefined {
  const normalized = normalizeRoutePath(path);
  return ROUTES.find((r) => r.path === normalized);
}

export function isPublicPath(path: string): boolean {
  return findRoute(path)?.public ?? false;
}

export function showsFloatingWidget(path: string): boolean {
  return !WITHOUT_WIDGET.has(normalizeRoutePath(path));
}

/** The route's title, else the path with its slashes turned into separators ('/foo/bar' → 'foo - bar'). */
export function pageTitle(path: string, t: TFunction): string {
  const found = findRoute(path);
  if (found) return t(found.titleKey);
  return normalizeRoutePath(path).split('/').filter(Boolean).join(' - ');
}

/**
 * A path inside this shop: one leading slash and no scheme or host, so a banner can never send a
 * visitor to another site ('//evil.example' and '/\\evil.example' are host-relative in browsers).
 */
export function isShopPath(link: string): boolean {
  return /^\/(?![/\\])/.test(link) && !/[\s\\]/.test(link);
}
