import type { DbPool } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { addToCart, cartCount } from '../cart/cart.service.ts';
import { orderItems } from './order.repository.ts';
import { findOrderOrThrow } from './transition.ts';

/**
 * Puts the order's goods back into the cart, each as far as its stock allows. Goods no longer sold are
 * skipped; when nothing at all can be added the member is told why.
 */
export async function buyAgain(db: DbPool, memberId: number, orderNo: string) {
  const order = await findOrderOrThrow(db, orderNo, { kind: 'member', memberId });
  const items = await orderItems(db, [order.id]);
  let added = 0;
  let lastRefusal: DomainError | undefined;
  for (const item of items) {
    try {
      await addToCart(db, memberId, { goodsId: item.goods_id, skuId: item.sku_id, quantity: item.quantity });
      added += 1;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      lastRefusal = err;
    }
  }
  if (added === 0 && lastRefusal) throw lastRefusal;
  return { added, skipped: items.length - added, count: await cartCount(db, memberId) };
}
