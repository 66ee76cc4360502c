import { terminalActor } from '../flows/operator-action.ts';
import * as goods from '../flows/operator/goods.ts';
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
      await goods.stock(shop.db.kysely, terminalActor, { skuId, quantity });
      out(`SKU ${skuId}: stock ${quantity}`);
    },
  },
};
