import { createGoods, goodsForEdit, setGoodsShelf, updateGoods } from '../../catalogue/goods-admin.service.ts';
import { setStock as setSkuStock } from '../../catalogue/goods.service.ts';
import type { DbPool } from '../../db/schema.ts';
import type { GoodsInput } from '../../../lib/schemas/admin-goods.ts';
import { operatorAction, type OperatorActor } from '../operator-action.ts';
import { purgeGoodsPages } from './shop-pages.ts';

/**
 * Goods from the console (whole goods with texts, SKUs and pictures; the shelf) and stock counts from the
 * terminal: the write and its audit entry in one transaction, then every cached page showing goods is dropped,
 * so shoppers see the change at once.
 */

export type ConsoleGoods = Awaited<ReturnType<typeof goodsForEdit>>;

export async function create(db: DbPool, actor: OperatorActor, input: GoodsInput): Promise<ConsoleGoods> {
  const created = await operatorAction(db, actor, async (trx) => {
    const id = await createGoods(trx, input);
    const after = await goodsForEdit(trx, id);
    return { entry: { action: 'goods.create', target: String(id), detail: input.itemNo, after }, result: after };
  });
  purgeGoodsPages();
  return created;
}

/** A save of the console form, refused when the goods (or a stock it changes) moved on since the form loaded. */
export async function update(db: DbPool, actor: OperatorActor, { id, input }: { id: number; input: GoodsInput }): Promise<ConsoleGoods> {
  const saved = await operatorAction(db, actor, async (trx) => {
    const before = await goodsForEdit(trx, id);
    await updateGoods(trx, id, input);
    const after = await goodsForEdit(trx, id);
    return { entry: { action: 'goods.update', target: String(id), detail: input.itemNo, before, after }, result: after };
  });
  purgeGoodsPages();
  return saved;
}

export async function shelf(db: DbPool, actor: OperatorActor, { id, onShelf }: { id: number; onShelf: boolean }): Promise<ConsoleGoods> {
  const shelved = await operatorAction(db, actor, async (trx) => {
    const before = await goodsForEdit(trx, id);
    await setGoodsShelf(trx, id, onShelf);
    return { entry: { action: onShelf ? 'goods.onShelf' : 'goods.offShelf', target: String(id), before: { onShelf: before.onShelf }, after: { onShelf } }, result: await goodsForEdit(trx, id) };
  });
  purgeGoodsPages();
  return shelved;
}

/** The operator counts the warehouse: a SKU's stock becomes `quantity` units (0 sells it out). */
export async function stock(db: DbPool, actor: OperatorActor, { skuId, quantity }: { skuId: number; quantity: number }): Promise<void> {
  await operatorAction(db, actor, async (trx) => {
    await setSkuStock(trx, skuId, quantity);
    return { entry: { action: 'sku.stock', target: String(skuId), detail: String(quantity) }, result: undefined };
  });
  purgeGoodsPages();
}
