import { splitLocalePath } from '../../lib/i18n/locales.ts';

/** The shopper's pages (src/pages/[...locale]), by address in any language: a metric label each. */
const PAGES: Record<string, string> = {
  '/': 'page:home',
  '/login': 'page:login',
  '/pay': 'page:pay',
  '/503': 'page:outage',
  '/goods/details': 'page:goods-details',
  '/goods/list': 'page:goods-list',
  '/goods/shoppingcar': 'page:cart',
  '/goods/confirmorder': 'page:confirm-order',
  '/video': 'page:video',
  '/video/collectvideo': 'page:video-favourites',
  '/mine': 'page:mine',
  '/mine/myorder/list': 'page:orders',
  '/mine/myorder/details': 'page:order-details',
};

/**
 * The route label of a request that the API did not answer (the API labels its own by Hono pattern): one of a
 * small fixed set, never the address itself, so a crawler asking for a million addresses adds no series.
 * Member pages not named above share `page:mine-other`, help pages `page:help`, the rest `page:other`.
 */
export function routeLabel(path: string): string {
  if (path === '/metrics') return 'metrics';
  if (path.startsWith('/uploads/')) return 'uploads';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/admin')) return 'console';
  if (path.startsWith('/_astro/') || /\.[A-Za-z0-9]{1,8}$/.test(path)) return 'static';
  const page = splitLocalePath(path).path.replace(/\/+$/, '').toLowerCase() || '/';
  const named = PAGES[page];
  if (named) return named;
  if (page.startsWith('/mine/')) return 'page:mine-other';
  if (page.startsWith('/helpercenter/')) return 'page:help';
  return 'page:other';
}

/** 200 → '2xx': the latency histogram's status label, so its series stay few. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}
