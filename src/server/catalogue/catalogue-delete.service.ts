import { atomically } from '../db/atomic.ts';
import type { Executor } from '../db/schema.ts';
import { DomainError, NotFoundError, StateChangedError } from '../errors.ts';
import * as repo from './catalogue-admin.repository.ts';

/**
 * Deleting a category or brand from the console: only one no goods use (and, for a category, with no
 * sub-categories); otherwise the operator is told why. Goods keep pointing at what they were filed under,
 * so a category or brand in use can only be hidden. The delete happens at the version the form loaded.
 */

/** A goods filed under the record after the check makes the delete fail on the database's reference: the same refusal. */
const inUse = (key: 'admin.category.inUse' | 'admin.brand.inUse') => (err: unknown) => {
  if (err instanceof DomainError) throw err;
  if (/foreign key|FOREIGN KEY|violates foreign key/i.test(String((err as Error)?.message))) throw new DomainError(key);
  throw err;
};

export async function deleteCategory(db: Executor, id: number, version: number | undefined): Promise<void> {
  if (!(await repo.categoryById(db, id))) throw new NotFoundError('admin.category.notFound');
  if ((await repo.childCount(db, id)) > 0) throw new DomainError('admin.category.hasSubcategories');
  if ((await repo.goodsUsing(db, 'category_id', id)) > 0) throw new DomainError('admin.category.inUse');
  if (version === undefined) throw new StateChangedError('admin.changed');
  await atomically(db, async (trx) => {
    if (!(await repo.deleteCategory(trx, id, version))) throw new StateChangedError('admin.changed');
  }).catch(inUse('admin.category.inUse'));
}

export async function deleteBrand(db: Executor, id: number, version: number | undefined): Promise<void> {
  if (!(await repo.brandById(db, id))) throw new NotFoundError('admin.brand.notFound');
  if ((await repo.goodsUsing(db, 'brand_id', id)) > 0) throw new DomainError('admin.brand.inUse');
  if (version === undefined) throw new StateChangedError('admin.changed');
  await atomically(db, async (trx) => {
    if (!(await repo.deleteBrand(trx, id, version))) throw new StateChangedError('admin.changed');
  }).catch(inUse('admin.brand.inUse'));
}
