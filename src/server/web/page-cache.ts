/**
 * A small shared cache in front of pages rendered on demand. A page that answers
 * `Cache-Control: public, s-maxage=N` says any shared cache may keep it for N seconds; this is that
 * cache, inside the process, so a shop without a CDN still renders a busy goods page once a minute
 * instead of on every visit. Entries are keyed by URL and content encoding, bounded in count and
 * bytes, and evicted least recently used first. Requests that miss while the same page is being rendered
 * wait for that render instead of starting their own (see `render`). A page is compressed fast when rendered,
 * since most renders serve one visitor; the first time the cache serves it again, `improve` compresses it
 * smaller in the background for the visits after.
 */
import { splitLocalePath } from '../../lib/i18n/locales.ts';
import { recompress } from './compress-response.ts';

interface Entry {
  body: Uint8Array;
  status: number;
  headers: [string, string][];
  storedAt: number;
  expiresAt: number;
  hits: number;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /** A smaller body for a stored one in the same encoding (content-encoding given), or undefined to keep it. */
  improve?: (body: Uint8Array, encoding: string | undefined) => Promise<Uint8Array | undefined>;
}

/**
 * What the pages rendered on demand for everyone (home, goods list, goods detail) answer: shared caches (this one,
 * a CDN) may keep them a minute; browsers ask again every time, so a shopper never sees an old price from their
 * own cache.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * A goods page showing a sold-out SKU is kept five seconds only: its units come back through paths no page purge
 * follows (an unpaid order expiring, a member cancelling, a refund putting units back), and a shopper should not
 * read "sold out" for a minute about a SKU that can be bought again. Selling out is purged at once (checkout).
 */
export const SOLD_OUT_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

/** Seconds a shared cache may keep the response, or 0 when it must not keep it. */
export function sharedMaxAge(headers: Headers): number {
  if (headers.has('set-cookie')) return 0;
  const directives = (headers.get('cache-control') ?? '').toLowerCase().split(',').map((d) => d.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) {
    return 0;
  }
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='));
  const seconds = sMaxAge ? Number(sMaxAge.slice('s-maxage='.length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #rendering = new Map<string, Promise<unknown>>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #improve: PageCacheOptions['improve'];
  #bytes = 0;

  constructor({ maxEntries = 2000, maxBytes = 64 * 1024 * 1024, now = Date.now, improve }: PageCacheOptions = {}) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
    this.#now = now;
    this.#improve = improve;
  }

  static key(url: string, encoding: string | undefined): string {
    return `${encoding ?? 'identity'} ${url}`;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** A fresh copy of the stored response, with its age, or undefined when absent or expired. */
  get(key: string): Response | undefined {
    const hit = this.peek(key);
    if (!hit) return undefined;
    const headers = new Headers([...hit.headers]);
    headers.set('age', String(hit.age));
    return new Response(hit.body.slice(), { status: hit.status, headers });
  }

  /**
   * The stored answer itself, for a server that writes it to the socket without building a Response: its
   * bytes are shared, so the caller only reads them. Age is in whole seconds.
   */
  peek(key: string): { status: number; headers: readonly [string, string][]; body: Uint8Array; age: number } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.#now();
    if (now >= entry.expiresAt) {
      this.#delete(key, entry);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    entry.hits += 1;
    if (entry.hits === 1) void this.#improveLater(key, entry);
    return { status: entry.status, headers: entry.headers, body: entry.body, age: Math.floor((now - entry.storedAt) / 1000) };
  }

  /** Swaps in a smaller body for a page asked for again, if it is still the one stored; a failure keeps the old one. */
  async #improveLater(key: string, entry: Entry): Promise<void> {
    if (!this.#improve) return;
    const header = (name: string) => entry.headers.find(([n]) => n.toLowerCase() === name);
    const better = await this.#improve(entry.body, header('content-encoding')?.[1]).catch(() => undefined);
    if (!better || better.byteLength >= entry.body.byteLength || this.#entries.get(key) !== entry) return;
    this.#bytes += better.byteLength - entry.body.byteLength;
    entry.body = better;
    const length = header('content-length');
    if (length) length[1] = String(better.byteLength);
  }

  /**
   * Keeps a successful response a shared cache may keep and returns a response to send in its place
   * (the original body can only be read once). Anything else passes through untouched.
   */
  async store(key: string, response: Response): Promise<Response> {
    const maxAge = sharedMaxAge(response.headers);
    if (response.status !== 200 || maxAge === 0 || !response.body) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers.entries()];
    if (body.byteLength <= this.#maxBytes / 16) {
      const previous = this.#entries.get(key);
      if (previous) this.#delete(key, previous);
      const now = this.#now();
      this.#entries.set(key, { body, status: response.status, headers, storedAt: now, expiresAt: now + maxAge * 1000, hits: 0 });
      this.#bytes += body.byteLength;
      this.#evict();
    }
    return new Response(body, { status: response.status, headers });
  }

  /**
   * The stored page, or a fresh render kept for the next requests. Concurrent misses for one key share the
   * first render: when a busy page expires, every request arriving during its render used to render it too,
   * and the renders slowed each other down until the first finished (a quarter of a second at 500 requests
   * per second). A page the cache may not keep (an error, a personal page) is then rendered per request.
   */
  async render(key: string, render: () => Promise<Response>): Promise<Response> {
    const hit = this.get(key);
    if (hit) return hit;
    const pending = this.#rendering.get(key);
    if (pending) {
      await pending.catch(() => undefined);
      return this.get(key) ?? this.store(key, await render());
    }
    const rendered = render().then((response) => this.store(key, response));
    this.#rendering.set(key, rendered);
    try {
      return await rendered;
    } finally {
      this.#rendering.delete(key);
    }
  }

  /** Drops every stored page whose URL (path and query) `matches`; answers how many. */
  purge(matches: (url: string) => boolean): number {
    let dropped = 0;
    for (const [key, entry] of this.#entries) {
      if (!matches(key.slice(key.indexOf(' ') + 1))) continue;
      this.#delete(key, entry);
      dropped += 1;
    }
    return dropped;
  }

  #evict() {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#delete(key, entry);
    }
  }

  #delete(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#bytes -= entry.body.byteLength;
  }
}

let shared: PageCache | undefined;

/**
 * The process's one page cache, kept by the thread answering HTTP (server.ts): pages rendered on the render
 * threads are stored here, and an operator's change purges them here.
 */
export function sharedPageCache(): PageCache {
  return (shared ??= new PageCache({ improve: recompress }));
}

/** The home page in every language (its categories, banners, goods cards and brands come from the catalogue). */
export const isHomePage = (url: string) => splitLocalePath(url.split(/[?#]/)[0]!).path === '/';

/** Goods lists, goods pages and home in every language, after a goods, category, brand or price changed. */
export const isGoodsPage = (url: string) => /^(\/[a-z-]+)?\/goods\/(list|details)\b/.test(url) || isHomePage(url);

/** One goods' pages in every language, and the lists and home whose cards show its price and rating. */
export const isPageOfGoods = (goodsId: number) => {
  const details = new RegExp(`^(/[a-z-]+)?/goods/details/?\\?(.*&)?id=${goodsId}(&|#|$)`);
  return (url: string) => details.test(url) || /^(\/[a-z-]+)?\/goods\/list\b/.test(url) || isHomePage(url);
};
