import { FREIGHT, type FreightTable, type FreightZone } from '../../config/freight.ts';
import type { FreightFree } from '../../lib/schemas/order-view.ts';

const HK_MO_TW = [71, 81, 82];
const OVERSEAS = 90;

export interface FreightInput {
  /** Six-digit province code of the delivery address. */
  provinceId: number;
  /** The order's lines; only their free-shipping flags matter here. */
  lines: readonly { freeShipping: boolean }[];
  /** Whether the member's VIP membership is active when the order is priced. */
  vip: boolean;
  /** What the goods cost, in fen, before freight. */
  amount: number;
}

export function freightZone(provinceId: number, table: FreightTable = FREIGHT): FreightZone {
  const prefix = Math.floor(provinceId / 10000);
  if (prefix === OVERSEAS) return 'overseas';
  if (HK_MO_TW.includes(prefix)) return 'hkMoTw';
  return table.remoteProvinces.includes(prefix) ? 'remote' : 'standard';
}

/** What an order that does not ship free pays to this province: the fee the address book shows. */
export function regionFreight(provinceId: number, table: FreightTable = FREIGHT): number {
  return table.fees[freightZone(provinceId, table)];
}

/**
 * Why an order ships free whatever its address, or null when the region's fee applies. A VIP comes
 * first, then goods that all ship free, then the threshold: the reason a shopper finds most telling.
 */
export function freightFree(input: Omit<FreightInput, 'provinceId'>, table: FreightTable = FREIGHT): FreightFree | null {
  if (input.vip) return 'vip';
  if (input.lines.length > 0 && input.lines.every((line) => line.freeShipping)) return 'freeShippingGoods';
  if (table.freeThreshold !== null && input.amount >= table.freeThreshold) return 'threshold';
  return null;
}

/**
 * The order's shipping fee in fen: nothing when every line ships free, for a VIP, or when the goods
 * reach the free-shipping threshold; otherwise the fee of the address's region.
 */
export function orderFreight(input: FreightInput, table: FreightTable = FREIGHT): number {
  return freightFree(input, table) ? 0 : regionFreight(input.provinceId, table);
}
