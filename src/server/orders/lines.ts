import type { Executor } from '../db/schema.ts';
import { textLocales } from '../../lib/i18n/fallback.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { PricedLine } from '../../lib/schemas/order-view.ts';
import { goodsByIds, specTexts } from '../catalogue/goods.repository.ts';
import { toCard } from '../catalogue/goods.service.ts';
import { goodsPrices, priceLabels, priceView } from '../../lib/pricing.ts';
import { lineState, pickSpecs, specText } from '../cart/cart-lines.ts';

/** A SKU and a quantity as the cart or a buy-now button names them, with the SKU's live state. */
export interface SkuQuantity {
  goods_id: number;
  sku_id: number;
  quantity: number;
  stock: number;
  sku_price: number | null;
  spec_values: string;
}

/**
 * Prices lines for the member right now: what a member pays (a SKU's own price first), names and
 * specifications in the asked language, and whether each line can be bought. Lines whose goods no
 * longer exist are left out; the caller compares counts when that matters.
 */
export async function pricedLines<T extends SkuQuantity>(db: Executor, locale: Locale, rows: readonly T[]): Promise<(PricedLine & { row: T })[]> {
  const goodsIds = [...new Set(rows.map((r) => r.goods_id))];
  if (goodsIds.length === 0) return [];
  const [goods, texts] = await Promise.all([goodsByIds(db, locale, goodsIds), specTexts(db, goodsIds, textLocales(locale))]);
  const byId = new Map(goods.map((g) => [g.id, g]));
  return rows.flatMap((row) => {
    const g = byId.get(row.goods_id);
    if (!g) return [];
    const card = toCard(g);
    const view = priceView(goodsPrices(card), row.sku_price);
    const labels = priceLabels(view);
    const unitPrice = view.memberPays;
    const specs = pickSpecs(texts.filter((t) => t.goods_id === g.id), locale);
    return [
      {
        row,
        goodsId: g.id,
        skuId: row.sku_id,
        name: card.name,
        image: card.image,
        spec: specText(specs, JSON.parse(row.spec_values) as number[]),
        unitPrice,
        priceLabel: labels.main,
        marketPrice: labels.market ? view.marketPrice : null,
        quantity: row.quantity,
        amount: unitPrice * row.quantity,
        stock: row.stock,
        freeShipping: card.freeShipping,
        state: lineState(g.on_shelf === 1, row.stock, row.quantity),
      },
    ];
  });
}
