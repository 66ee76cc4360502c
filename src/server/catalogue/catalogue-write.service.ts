import type { Executor } from '../db/schema.ts';
import * as repo from './catalogue-write.repository.ts';
import type { GoodsDraft } from './goods-draft.ts';

export type { GoodsDraft };

/**
 * Writing the catalogue as the demo seeds and test fixtures do: whole records at once, no checks or audit
 * (the console's saves go through goods-admin and catalogue-admin). Run inside the caller's transaction.
 */

/** Writes one goods with its translations, SKUs and search text; returns its id. */
export function insertGoods(db: Executor, draft: GoodsDraft, brandNames: string[]): Promise<number> {
  return repo.insertGoods(db, draft, brandNames);
}

export function insertCategory(db: Executor, input: Parameters<typeof repo.insertCategory>[1]): Promise<number> {
  return repo.insertCategory(db, input);
}

export function insertBrand(db: Executor, input: Parameters<typeof repo.insertBrand>[1]): Promise<number> {
  return repo.insertBrand(db, input);
}
