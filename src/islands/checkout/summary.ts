import type { FreightFree, OrderPreview } from '../../lib/schemas/order-view.ts';

export type { OrderPreview };
export type PreviewLine = OrderPreview['lines'][number];

/**
 * What the freight row says: nothing to say before an address is chosen (the fee depends on it),
 * the fee, or free shipping with its reason. The server decides the amount; this only explains it.
 */
export type FreightView = { kind: 'pending' } | { kind: 'charged'; fen: number } | { kind: 'free'; reason: FreightFree | null };

export function freightView(preview: Pick<OrderPreview, 'address' | 'freight' | 'freightFree'>): FreightView {
  if (!preview.address) return { kind: 'pending' };
  if (preview.freight > 0) return { kind: 'charged', fen: preview.freight };
  return { kind: 'free', reason: preview.freightFree };
}

/**
 * The fee an address card on the confirm page names: its region's fee while that fee applies, and none when the
 * order ships free wherever it goes (the summary then says "free shipping", and the card must not contradict it).
 */
export function addressCardFee(regionFee: number, freightFree: FreightFree | null): number | null {
  return freightFree || regionFee <= 0 ? null : regionFee;
}

/** Lines that cannot be bought as they stand (off the shelf or short of stock). */
export const blockedLines = (lines: readonly PreviewLine[]) => lines.filter((l) => l.state !== 'ok');

export const pieceCount = (lines: readonly PreviewLine[]) => lines.reduce((n, l) => n + l.quantity, 0);
