/**
 * How Alipay writes what the shop keeps in its own terms: amounts in yuan with two decimals ("300.00"),
 * times in China time ("2026-11-24 18:30:00"), trade states in capitals.
 */

const YUAN = /^(0|[1-9]\d{0,9})(?:\.(\d{1,2}))?$/;

/** 30000 fen → "300.00". */
export function toAlipayAmount(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen <= 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "300.00" (or "300", "300.5") → 30000 fen; undefined for anything else, so a malformed amount never matches. */
export function fromAlipayAmount(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = YUAN.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Alipay reads times as China Standard Time (UTC+8, no daylight saving) written "yyyy-MM-dd HH:mm:ss". */
export function chinaTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export type AlipayTradeState = 'paid' | 'closed' | 'waiting';

/**
 * TRADE_SUCCESS and TRADE_FINISHED both mean the shopper paid (FINISHED: no refund possible any more);
 * TRADE_CLOSED: closed unpaid, or fully refunded after payment; WAIT_BUYER_PAY: created, not paid yet.
 */
export function tradeState(status: unknown): AlipayTradeState | undefined {
  switch (status) {
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED':
      return 'paid';
    case 'TRADE_CLOSED':
      return 'closed';
    case 'WAIT_BUYER_PAY':
      return 'waiting';
    default:
      return undefined;
  }
}
