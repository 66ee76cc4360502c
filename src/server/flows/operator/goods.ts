import { createGoods, goodsForEdit, setGoodsShelf, updateGoods } from '../../catalogue/goods-admin.service.ts';
import { copyGoods } from '../../catalogue/goods-copy.service.ts';
import { setStock as setSkuStock } from '../../catalogue/goods.service.ts';
import { arrangeShelf, shelfGoods } from '../../catalogue/home-shelves.service.ts';
import type { DbPool } from '../../db/schema.ts';
import type { GoodsFlag, GoodsInput } from '../../../lib/schemas/admin-goods.ts';
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

/** Several goods on or off shelf at once (the list's selected rows): all or none, one audit entry naming them. */
export async function shelfMany(db: DbPool, actor: OperatorActor, { ids, onShelf }: { ids: number[]; onShelf: boolean }): Promise<{ ids: number[] }> {
  await operatorAction(db, actor, async (trx) => {
    const before: Record<number, boolean> = {};
    for (const id of ids) {
      before[id] = (await goodsForEdit(trx, id)).onShelf;
      await setGoodsShelf(trx, id, onShelf);
    }
    return { entry: { action: onShelf ? 'goods.onShelf' : 'goods.offShelf', target: ids.join(','), before, after: Object.fromEntries(ids.map((id) => [id, onShelf])) }, result: undefined };
  });
  purgeGoodsPages();
  return { ids };
}

/** A new draft made from a goods (off shelf, on no home shelf, no stock), answered as its form edits it. */
export async function copy(db: DbPool, actor: OperatorActor, { id }: { id: number }): Promise<ConsoleGoods> {
  return operatorAction(db, actor, async (trx) => {
    const after = await goodsForEdit(trx, await copyGoods(trx, id));
    return { entry: { action: 'goods.copy', target: String(after.id), detail: `${id} → ${after.itemNo}`, after }, result: after };
  });
}

/** A home shelf holds exactly these goods in this order; the home page shows it at once. */
export async function arrangeHomeShelf(db: DbPool, actor: OperatorActor, { shelf, goodsIds, was }: { shelf: GoodsFlag; goodsIds: number[]; was?: number[] }): Promise<{ shelf: GoodsFlag; goodsIds: number[] }> {
  await operatorAction(db, actor, async (trx) => {
    const before = (await shelfGoods(trx, 'zh', shelf)).map((g) => g.id);
    await arrangeShelf(trx, shelf, goodsIds, was);
    return { entry: { action: 'homeShelf.arrange', target: shelf, before, after: goodsIds }, result: undefined };
  });
  purgeGoodsPages();
  return { shelf, goodsIds };
}

/** The operator counts the warehouse: a SKU's stock becomes `quantity` units (0 sells it out). */
export async function stock(db: DbPool, actor: OperatorActor, { skuId, quantity }: { skuId: number; quantity: number }): Promise<void> {
  await operatorAction(db, actor, async (trx) => {
    await setSkuStock(trx, skuId, quantity);
    return { entry: { action: 'sku.stock', target: String(skuId), detail: String(quantity) }, result: undefined };
  });
  purgeGoodsPages();
}
