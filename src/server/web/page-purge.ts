/**
 * What an operator's change (or an order) makes stale, as a small message every instance and every CDN can act
 * on (docs/decisions/079): the instance that made the change purges its own page cache at once, then the
 * message travels to the other instances (src/server/cluster/purge-relay.ts), which purge theirs, and to the CDN
 * as surrogate keys. The same keys are on the pages themselves (`Surrogate-Key` and `xkey` headers).
 */
import { z } from 'zod';
import { isGoodsPage, isHomePage, isPageOfGoods, type PageCache } from './page-cache.ts';
import { splitLocalePath } from '../../lib/i18n/locales.ts';

export const pagePurgeSchema = z.union([
  z.object({ pages: z.enum(['goods', 'home']) }).strict(),
  z.object({ goods: z.number().int().positive() }).strict(),
]);

/** Every goods page (lists, details, home); home alone (banners); one goods' pages with the lists and home. */
export type PagePurge = z.infer<typeof pagePurgeSchema>;

/** The message read back from JSON, or undefined when it is not one (never throws). */
export function parsePagePurge(text: string): PagePurge | undefined {
  try {
    const parsed = pagePurgeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Drops from `cache` the pages the message names; answers how many. */
export function purgeCache(cache: PageCache, purge: PagePurge): number {
  if ('goods' in purge) return cache.purge(isPageOfGoods(purge.goods));
  return cache.purge(purge.pages === 'home' ? isHomePage : isGoodsPage);
}

/**
 * Surrogate keys a page carries, from its path and query: `home`; `goods-list` and `goods`; `goods-<id>` and
 * `goods`. Only what purges need: a CDN purge of `goods` drops every goods page, `goods-<id> goods-list home`
 * one goods' pages and the cards showing it. Other pages carry none.
 */
export function surrogateKeysOfUrl(url: string): string[] {
  const [path = '/', query = ''] = url.split('#')[0]!.split('?');
  const local = splitLocalePath(path).path;
  if (local === '/') return ['home', 'goods'];
  if (/^\/goods\/list\/?$/.test(local)) return ['goods-list', 'goods'];
  if (/^\/goods\/details\/?$/.test(local)) {
    const id = new URLSearchParams(query).get('id');
    return id && /^[1-9]\d{0,15}$/.test(id) ? [`goods-${id}`, 'goods'] : ['goods'];
  }
  return [];
}

/** The surrogate keys a CDN purges for the message. */
export function surrogateKeysOfPurge(purge: PagePurge): string[] {
  if ('goods' in purge) return [`goods-${purge.goods}`, 'goods-list', 'home'];
  return [purge.pages];
}

type Listener = (purge: PagePurge) => void;
const listeners = new Set<Listener>();

/**
 * Called by whatever carries purges beyond this process (the relay): it hears every purge made here, after the
 * local cache has dropped the pages. Answers what stops listening.
 */
export function onPagePurge(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Purges `cache` (this process's page cache) now, then tells the listeners; a listener's failure is its own. */
export function announcePagePurge(cache: PageCache, purge: PagePurge): void {
  purgeCache(cache, purge);
  for (const listener of listeners) {
    try {
      listener(purge);
    } catch {
      // A relay logs its own failures; the operator's request never fails for one.
    }
  }
}
