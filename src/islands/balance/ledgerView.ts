import type { Locale } from '../../lib/i18n/locales.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import type { MessageKey, TFunction } from '../../lib/i18n/messages.ts';
import { vipPlanLabel } from '../../lib/vip.ts';
import type { LedgerLine, LedgerType } from './balanceApi.ts';

export const LEDGER_TYPE_LABEL: Record<LedgerType | 'all', MessageKey> = {
  all: 'balance.records.type.all',
  recharge: 'balance.records.type.recharge',
  bonus: 'balance.records.type.bonus',
  payment: 'balance.records.type.payment',
  refund: 'balance.records.type.refund',
  vip: 'balance.records.type.vip',
  adjust: 'balance.records.type.adjust',
};

/** What a ledger line belongs to: an order (linked), a top-up, a VIP plan, or the shop's note. */
export function relatedOf(line: LedgerLine, t: TFunction, locale: Locale): { text: string; href?: string } | null {
  if (line.orderNo) {
    return { text: t('balance.records.order', { orderNo: line.orderNo }), href: localizePath(`/mine/myOrder/details?orderNo=${line.orderNo}`, locale) };
  }
  if ((line.type === 'recharge' || line.type === 'bonus') && line.ref) return { text: t('balance.records.topUp', { rechargeNo: line.ref }) };
  if (line.type === 'vip' && line.ref) {
    const label = vipPlanLabel(line.ref);
    return { text: label ? t(label) : line.ref };
  }
  return line.note ? { text: line.note } : null;
}
