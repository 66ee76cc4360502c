import { FREIGHT } from '../../config/freight.ts';
import type { OrderPreview } from '../../server/orders/submit.service.ts';

export type { OrderPreview };
export type PreviewLine = OrderPreview['lines'][number];

/** Why an order ships free, in the order the shopper would find most telling. */
export type FreeReason = 'vip' | 'goods' | 'threshold';

/**
 * What the freight row says: nothing to say before an address is chosen (the fee depends on it),
 * the fee, or free shipping with its reason. The server decides the amount; this only explains it.
 */
export type FreightView = { kind: 'pending' } | { kind: 'charged'; fen: number } | { kind: 'free'; reason: FreeReason | null };

export function freightView(preview: Pick<OrderPreview, 'address' | 'freight' | 'vip' | 'lines' | 'goodsAmount'>, threshold = FREIGHT.freeThreshold): FreightView {
  if (!preview.address) return { kind: 'pending' };
  if (preview.freight > 0) return { kind: 'charged', fen: preview.freight };
  if (preview.vip) return { kind: 'free', reason: 'vip' };
  if (preview.lines.length > 0 && preview.lines.every((l) => l.freeShipping)) return { kind: 'free', reason: 'goods' };
  if (threshold !== null && preview.goodsAmount >= threshold) return { kind: 'free', reason: 'threshold' };
  return { kind: 'free', reason: null };
}

/** Lines that cannot be bought as they stand (off the shelf or short of stock). */
export const blockedLines = (lines: readonly PreviewLine[]) => lines.filter((l) => l.state !== 'ok');

export const pieceCount = (lines: readonly PreviewLine[]) => lines.reduce((n, l) => n + l.quantity, 0);
