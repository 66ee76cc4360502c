import type { Executor } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { goodsInputSchema } from '../../lib/schemas/admin-goods.ts';
import { createGoods, goodsForEdit } from './goods-admin.service.ts';
import { itemNoTaken } from './goods-admin.repository.ts';

/**
 * A new draft made from a goods: the same words, pictures, prices, promises and specifications, off shelf, on
 * no home shelf, its SKUs at stock 0 (a copy has nothing in the warehouse yet), under a free item number made
 * from the original's (`AB-12-COPY`, then `AB-12-COPY2`, …).
 */
export async function copyGoods(db: Executor, id: number): Promise<number> {
  const source = await goodsForEdit(db, id);
  const input = goodsInputSchema.safeParse({
    itemNo: await freeItemNo(db, source.itemNo),
    categoryId: source.categoryId,
    brandId: source.brandId,
    price: source.price,
    marketPrice: source.marketPrice,
    salePrice: source.salePrice,
    memberPrice: source.memberPrice,
    freeShipping: source.freeShipping,
    selfOperated: source.selfOperated,
    onShelf: false,
    flags: [],
    services: source.services,
    images: source.images,
    texts: source.texts,
    specs: source.specs,
    skus: source.skus.map((s) => ({ values: s.values, stock: 0, price: s.price })),
  });
  // A goods saved before a rule of the form existed may not pass it: the operator is told which rule.
  if (!input.success) throw new DomainError((input.error.issues[0]?.message ?? 'error.invalidParam') as MessageKey);
  return createGoods(db, input.data);
}

/** Item numbers are at most 40 characters: the original's is shortened to leave room for the suffix. */
async function freeItemNo(db: Executor, itemNo: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '-COPY' : `-COPY${n}`;
    const candidate = `${itemNo.slice(0, 40 - suffix.length)}${suffix}`;
    if (!(await itemNoTaken(db, candidate))) return candidate;
  }
  return `${itemNo.slice(0, 27)}-${crypto.randomUUID().slice(0, 12)}`;
}
