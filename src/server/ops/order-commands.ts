import { recordAudit } from '../audit/audit.repository.ts';
import { post } from '../balance/ledger.ts';
import type { DbPool } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import * as orders from '../orders/operator.service.ts';
import { isOrderStatus, ORDER_STATUSES } from '../orders/states.ts';
import { formatCny, yuanToFen } from '../../lib/money.ts';
import type { Command } from './commands.ts';
import { UsageError } from './usage.ts';

/** Runs an operator action, then records it in the audit log. */
async function audited(db: DbPool, action: string, target: string, detail: string | null, run: () => Promise<void>) {
  await run();
  await recordAudit(db, { actor: 'operator', action, target, detail });
}

function need(args: string[], count: number, what: string): string[] {
  const given = args.filter((a) => a.trim() !== '');
  if (given.length < count) throw new UsageError(`missing ${what}`);
  return given;
}

export const orderCommands: Record<string, Command> = {
  orders: {
    usage: 'orders [--status S]',
    summary: `latest orders, optionally in one state (${ORDER_STATUSES.join(', ')})`,
    run: async (rt, args, out) => {
      const i = args.indexOf('--status');
      const status = i === -1 ? undefined : args[i + 1];
      if (status !== undefined && !isOrderStatus(status)) throw new UsageError(`unknown status "${status ?? ''}"`);
      const rows = await orders.listOrders(rt.db.kysely, status);
      if (rows.length === 0) out('no orders');
      for (const r of rows) out(`${r.orderNo}  ${r.status.padEnd(16)}  ${formatCny(r.payAmount, 'en').padStart(12)}  ${r.account}  ${r.createdAt}`);
    },
  },
  ship: {
    usage: 'ship <orderNo> <carrier> <trackingNo>',
    summary: 'mark a paid order shipped',
    run: async (rt, args, out) => {
      const [orderNo, carrier, trackingNo] = need(args, 3, 'order number, carrier or tracking number');
      await audited(rt.db.kysely, 'order.ship', orderNo!, `${carrier} ${trackingNo}`, () => orders.shipOrder(rt.db.kysely, orderNo!, carrier!, trackingNo!));
      out(`${orderNo} shipped with ${carrier} ${trackingNo}`);
    },
  },
  logistics: {
    usage: 'logistics <orderNo> <text>',
    summary: 'add a tracking event to a shipped order',
    run: async (rt, args, out) => {
      const [orderNo, ...words] = need(args, 2, 'order number or text');
      const text = words.join(' ');
      await audited(rt.db.kysely, 'order.logistics', orderNo!, text, () => orders.addLogistics(rt.db.kysely, orderNo!, text));
      out(`${orderNo}: logistics event added`);
    },
  },
  'refund:approve': {
    usage: 'refund:approve <orderNo>',
    summary: 'approve a requested refund: money back to the balance, stock back',
    run: async (rt, args, out) => {
      const [orderNo] = need(args, 1, 'order number');
      await audited(rt.db.kysely, 'order.refund.approve', orderNo!, null, () => orders.approveRefund(rt.db.kysely, orderNo!));
      out(`${orderNo} refunded`);
    },
  },
  'refund:reject': {
    usage: 'refund:reject <orderNo> <reason>',
    summary: 'reject a requested refund; the order goes back to where it was',
    run: async (rt, args, out) => {
      const [orderNo, ...words] = need(args, 2, 'order number or reason');
      const reason = words.join(' ');
      await audited(rt.db.kysely, 'order.refund.reject', orderNo!, reason, () => orders.rejectRefund(rt.db.kysely, orderNo!, reason));
      out(`${orderNo}: refund rejected`);
    },
  },
  close: {
    usage: 'close <orderNo> <reason>',
    summary: 'close an unpaid order; its stock goes back',
    run: async (rt, args, out) => {
      const [orderNo, ...words] = need(args, 2, 'order number or reason');
      const reason = words.join(' ');
      await audited(rt.db.kysely, 'order.close', orderNo!, reason, () => orders.closeOrder(rt.db.kysely, orderNo!, reason));
      out(`${orderNo} closed`);
    },
  },
  'balance:adjust': {
    usage: 'balance:adjust <account> <±yuan> <reason>',
    summary: 'credit (+) or debit (-) a member balance with a ledger entry',
    run: async (rt, args, out) => {
      const [account, amountText, ...words] = need(args, 3, 'account, amount or reason');
      if (!/^[+-]\d+(\.\d{1,2})?$/.test(amountText!)) throw new UsageError('the amount is yuan with a sign, e.g. +50 or -12.50');
      const fen = yuanToFen(amountText!.replace(/^\+/, ''));
      if (fen === 0) throw new UsageError('the amount must not be zero');
      const db = rt.db.kysely;
      const member = await db.selectFrom('members').select('id').where('account_key', '=', account!.toLowerCase()).executeTakeFirst();
      if (!member) throw new UsageError(`no member "${account}"`);
      const reason = words.join(' ');
      let after = 0;
      await db.transaction().execute(async (trx) => {
        after = await post(trx, { memberId: member.id, type: 'adjust', amount: fen, note: reason });
        await recordAudit(trx, { actor: 'operator', action: 'balance.adjust', target: account!, detail: `${amountText} ${reason}` });
      });
      out(`${account}: balance now ${formatCny(after, 'en')}`);
    },
  },
  stock: {
    usage: 'stock <skuId> <quantity>',
    summary: 'set the stock of a SKU',
    run: async (rt, args, out) => {
      const [skuText, quantityText] = need(args, 2, 'SKU id or quantity');
      const skuId = Number(skuText);
      const quantity = Number(quantityText);
      if (!Number.isInteger(skuId) || skuId <= 0) throw new UsageError('the SKU id is a positive whole number');
      if (!Number.isInteger(quantity) || quantity < 0) throw new UsageError('the quantity is a whole number, 0 or more');
      const db = rt.db.kysely;
      const result = await db.updateTable('skus').set({ stock: quantity }).where('id', '=', skuId).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new DomainError('goods.notFound');
      await recordAudit(db, { actor: 'operator', action: 'sku.stock', target: String(skuId), detail: String(quantity) });
      out(`SKU ${skuId}: stock ${quantity}`);
    },
  },
};
