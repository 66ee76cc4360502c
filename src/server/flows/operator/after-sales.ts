import type { DbPool, Trx } from '../../db/schema.ts';
import * as afterSales from '../../after-sales/after-sales.service.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { operatorAction, type OperatorActor } from '../operator-action.ts';
import { purgePagesOfGoods } from './shop-pages.ts';

/**
 * The shop's decisions on after-sales requests (console `/api/admin/after-sales/…`): the move, the refund it pays,
 * and the audit entry with the request before and after, in one transaction.
 */
function decide(db: DbPool, actor: OperatorActor, id: number, action: string, detail: string | null, locale: Locale, move: (trx: Trx) => Promise<unknown>) {
  return operatorAction(db, actor, async (trx) => {
    const before = await afterSales.consoleAfterSalesDetail(trx, id, locale);
    await move(trx);
    const after = await afterSales.consoleAfterSalesDetail(trx, id, locale);
    return { entry: { action, target: String(id), detail, before: { status: before.status }, after: { status: after.status, refundAmount: after.refundAmount } }, result: after };
  }).then((after) => {
    // A refund gives units back to sales (and, before shipping, to the shelf): the goods' pages show both.
    if (after.status === 'refunded') purgePagesOfGoods(after.goodsId);
    return after;
  });
}

export const approve = (db: DbPool, actor: OperatorActor, id: number, locale: Locale) => decide(db, actor, id, 'afterSales.approve', null, locale, (trx) => afterSales.approveAfterSales(trx, actor, id));

export const refuse = (db: DbPool, actor: OperatorActor, input: { id: number; reason: string }, locale: Locale) =>
  decide(db, actor, input.id, 'afterSales.refuse', input.reason, locale, (trx) => afterSales.refuseAfterSales(trx, actor, input));

export const receive = (db: DbPool, actor: OperatorActor, id: number, locale: Locale) => decide(db, actor, id, 'afterSales.receive', null, locale, (trx) => afterSales.receiveReturn(trx, actor, id));
