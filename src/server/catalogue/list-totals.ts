import type { DbPool } from '../db/schema.ts';
import { catalogueVersion } from './goods.repository.ts';

/**
 * Totals of goods lists, remembered per filter until the catalogue changes.
 *
 * Counting every on-shelf goods costs milliseconds on a large catalogue, more than the page itself, and the
 * same few filters are asked again and again. Each remembered total carries the catalogue version it was
 * counted at (catalogue_state, bumped by triggers on every write that can change a total, from any process),
 * so a total is reused only while it is still exact.
 */
const MAX_REMEMBERED_TOTALS = 2000;
/** Pages of searches (up to 60 ids each, decision 111). */
const MAX_REMEMBERED_PAGES = 2000;
/** Searches whose matches are remembered in price order (up to 24 KB each: 6,000 ids, decision 110). */
const MAX_REMEMBERED_ORDERS = 200;

interface Remembered {
  version: number;
  value: Promise<unknown>;
}

/** What is remembered: small facts (totals and what searches need), pages of searches, or long id lists, kept fewer. */
export type Store = 'facts' | 'pages' | 'orders';
const CAPACITY: Record<Store, number> = { facts: MAX_REMEMBERED_TOTALS, pages: MAX_REMEMBERED_PAGES, orders: MAX_REMEMBERED_ORDERS };
const byDatabase: Record<Store, WeakMap<object, Map<string, Remembered>>> = { facts: new WeakMap(), pages: new WeakMap(), orders: new WeakMap() };

/** The total for `key` (a description of the filter) at the current version; `count` runs only when needed. */
export function listTotal(db: DbPool, key: string, count: () => Promise<number>): Promise<number> {
  return remembered(db, key, count);
}

/** What `compute` finds for `key` at the current catalogue version (a total, or what a ranked search needs). */
export async function remembered<T>(db: DbPool, key: string, compute: () => Promise<T>, store: Store = 'facts'): Promise<T> {
  // Read the version before counting: a write landing in between leaves a total newer than its version, which
  // the next version simply recounts, never an old total under a new version.
  return rememberedAt(db, key, await catalogueVersion(db), compute, store);
}

/**
 * What `compute` finds for `key` at `version`, a catalogue version the caller read before anything `compute` reads
 * (a statement that returned it beside other rows, say).
 */
export function rememberedAt<T>(db: DbPool, key: string, version: number, compute: () => Promise<T>, store: Store = 'facts'): Promise<T> {
  let totals = byDatabase[store].get(db);
  if (!totals) byDatabase[store].set(db, (totals = new Map()));
  const known = totals.get(key);
  if (known?.version === version) {
    // Map order is insertion order: moving a hit to the end keeps the least recently used first.
    totals.delete(key);
    totals.set(key, known);
    return known.value as Promise<T>;
  }
  // Remembered while it runs: a burst of the same first request waits for one count, not one each.
  const value = compute();
  totals.delete(key);
  totals.set(key, { version, value });
  if (totals.size > CAPACITY[store]) totals.delete(totals.keys().next().value!);
  value.catch(() => {
    if (totals.get(key)?.value === value) totals.delete(key);
  });
  return value;
}

/**
 * What was last remembered for `key`, with the version it was found at, whatever the version is now: a guess, for a
 * statement that reads the version beside its rows to check (decision 119).
 */
export function lastRemembered<T>(db: DbPool, key: string, store: Store = 'facts'): { version: number; value: Promise<T> } | undefined {
  const known = byDatabase[store].get(db)?.get(key);
  return known && { version: known.version, value: known.value as Promise<T> };
}
