import { recordAction } from '../audit/audit.service.ts';
import { setStock } from '../catalogue/goods.service.ts';
import { need } from './args.ts';
import { UsageError, type Command } from './types.ts';

export const catalogueCommands: Record<string, Command> = {
  stock: {
    usage: 'stock <skuId> <quantity>',
    summary: 'set the stock of a SKU',
    run: async (shop, args, out) => {
      const [skuText, quantityText] = need(args, 2, 'SKU id or quantity');
      const skuId = Number(skuText);
      const quantity = Number(quantityText);
      if (!Number.isInteger(skuId) || skuId <= 0) throw new UsageError('the SKU id is a positive whole number');
      if (!Number.isInteger(quantity) || quantity < 0) throw new UsageError('the quantity is a whole number, 0 or more');
      await setStock(shop.db.kysely, skuId, quantity);
      await recordAction(shop.db.kysely, { actor: 'operator', action: 'sku.stock', target: String(skuId), detail: String(quantity) });
      out(`SKU ${skuId}: stock ${quantity}`);
    },
  },
};
