import type { DbPool, Executor } from '../db/schema.ts';
import { DomainError, NotFoundError } from '../errors.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartAddInput, type CartAddResult, type CartUpdateInput } from '../../lib/schemas/cart.ts';
import { collectGoods } from '../catalogue/collect.service.ts';
import { goodsShelfState } from '../catalogue/goods-lookup.service.ts';
import * as repo from './cart.repository.ts';
import { lineState } from '../../lib/line-specs.ts';

/** The member's cart lines with their SKUs' live stock and prices, all or those of the given ids that are the member's. */
export function cartLines(db: Executor, memberId: number, ids?: number[]) {
  return repo.memberLines(db, memberId, ids);
}

/** Takes lines out of the cart once they are ordered, inside the order's transaction. */
export function removeOrderedLines(db: Executor, memberId: number, ids: number[]): Promise<void> {
  return repo.deleteLines(db, memberId, ids);
}

export function cartCount(db: Executor, memberId: number): Promise<number> {
  return repo.countLines(db, memberId);
}

/**
 * The same SKU merges into its line; the merged quantity may not pass the stock. One statement adds or
 * merges (cart.repository mergeLine); only a refused add reads the cart again to say why.
 */
export async function addToCart(db: Executor, memberId: number, input: CartAddInput): Promise<CartAddResult> {
  if (!(await goodsShelfState(db, input.goodsId))) throw new NotFoundError('goods.notFound');
  if (!(await repo.skuOfGoods(db, input.goodsId, input.skuId))) throw new DomainError('cart.skuNotFound');
  // A refusal read back just as the cart or stock changed names no reason; the add is then tried again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const merged = await repo.mergeLine(db, memberId, input, { maxQuantity: MAX_LINE_QUANTITY, maxLines: MAX_CART_LINES });
    if (merged) return { ...merged, count: await repo.countLines(db, memberId) };
    const line = await repo.lineBySku(db, memberId, input.skuId);
    const inCart = line?.quantity ?? 0;
    const stock = await repo.skuStock(db, input.skuId);
    if (inCart + input.quantity > stock) {
      throw line ? new DomainError('cart.stockLimit', { stock, inCart }) : new DomainError('cart.insufficientStock', { count: stock });
    }
    if (inCart + input.quantity > MAX_LINE_QUANTITY) throw new DomainError('cart.quantity.invalid');
    if (!line && (await repo.countLines(db, memberId)) >= MAX_CART_LINES) throw new DomainError('cart.full', { count: MAX_CART_LINES });
  }
  throw new DomainError('cart.insufficientStock', { count: await repo.skuStock(db, input.skuId) });
}

async function ownedLines(db: Executor, memberId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.memberLines(db, memberId, unique);
  // Another member's line answers exactly like a line that never existed.
  if (rows.length !== unique.length) throw new NotFoundError('cart.lineNotFound');
  return rows;
}

/** Changes a line's quantity (within its stock) or selection; only a line that can be checked out may be selected. */
export async function updateCartLine(db: Executor, memberId: number, input: CartUpdateInput): Promise<void> {
  const [line] = await ownedLines(db, memberId, [input.id]);
  if (!line) throw new NotFoundError('cart.lineNotFound');
  const onShelf = (await goodsShelfState(db, line.goods_id)) === true;
  const quantity = input.quantity ?? line.quantity;
  if (input.quantity !== undefined) {
    if (!onShelf) throw new DomainError('cart.lineUnavailable');
    if (quantity > line.stock) throw new DomainError('cart.insufficientStock', { count: line.stock });
  }
  if (input.selected && lineState(onShelf, line.stock, quantity) !== 'ok') throw new DomainError('cart.lineUnavailable');
  await repo.updateLine(db, memberId, line.id, { quantity: input.quantity, selected: input.selected });
}

export function selectAll(db: Executor, memberId: number, selected: boolean): Promise<void> {
  return repo.selectAllLines(db, memberId, selected);
}

export async function deleteCartLines(db: Executor, memberId: number, ids: number[]): Promise<void> {
  await ownedLines(db, memberId, ids);
  await repo.deleteLines(db, memberId, ids);
}

/** Favourites the lines' goods and takes the lines out, all or nothing (goods off the shelf cannot be favourited). */
export async function moveToCollect(db: DbPool, memberId: number, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await ownedLines(trx, memberId, ids);
    for (const goodsId of new Set(rows.map((r) => r.goods_id))) await collectGoods(trx, memberId, goodsId);
    await repo.deleteLines(trx, memberId, ids);
  });
}
