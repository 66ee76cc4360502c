import { recordAction } from '../audit/audit.service.ts';
import { setStock } from '../catalogue/goods.service.ts';
import { countArg, need, positiveId } from './args.ts';
import type { Command } from './types.ts';

export const catalogueCommands: Record<string, Command> = {
  stock: {
    usage: 'stock <skuId> <quantity>',
    summary: 'set the stock of a SKU',
    run: async (shop, args, out) => {
      const [skuText, quantityText] = need(args, 2, 'SKU id or quantity');
      const skuId = positiveId(skuText, 'the SKU id');
      const quantity = countArg(quantityText, 'the quantity');
      await setStock(shop.db.kysely, skuId, quantity);
      await recordAction(shop.db.kysely, { actor: 'operator', action: 'sku.stock', target: String(skuId), detail: String(quantity) });
      out(`SKU ${skuId}: stock ${quantity}`);
    },
  },
};
