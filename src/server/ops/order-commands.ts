import { terminalActor } from '../flows/operator-action.ts';
import * as flows from '../flows/operator/orders.ts';
import * as orders from '../orders/operator.service.ts';
import { ORDER_STATUSES } from '../orders/states.ts';
import { formatCny } from '../../lib/money.ts';
import { need, statusOption } from './args.ts';
import type { Command } from './types.ts';

export const orderCommands: Record<string, Command> = {
  orders: {
    usage: 'orders [--status S]',
    summary: `latest orders, optionally in one state (${ORDER_STATUSES.join(', ')})`,
    run: async (shop, args, out) => {
      const rows = await orders.listOrders(shop.db.kysely, statusOption(args, ORDER_STATUSES));
      if (rows.length === 0) out('no orders');
      for (const o of rows) out(`${o.orderNo}  ${o.status.padEnd(16)}  ${formatCny(o.payAmount, 'en').padStart(12)}  ${o.account}  ${o.createdAt}`);
    },
  },
  ship: {
    usage: 'ship <orderNo> <carrier> <trackingNo>',
    summary: 'mark a paid order shipped',
    run: async (shop, args, out) => {
      const [orderNo, carrier, trackingNo] = need(args, 3, 'order number, carrier or tracking number');
      await flows.ship(shop.db.kysely, terminalActor, { orderNo: orderNo!, carrier: carrier!, trackingNo: trackingNo! });
      out(`${orderNo} shipped with ${carrier} ${trackingNo}`);
    },
  },
  logistics: {
    usage: 'logistics <orderNo> <text>',
    summary: 'add a tracking event to a shipped order',
    run: async (shop, args, out) => {
      const [orderNo, ...words] = need(args, 2, 'order number or text');
      const text = words.join(' ');
      await flows.addLogistics(shop.db.kysely, terminalActor, { orderNo: orderNo!, text });
      out(`${orderNo}: logistics event added`);
    },
  },
  'refund:approve': {
    usage: 'refund:approve <orderNo>',
    summary: 'approve a requested refund: money back to the balance, stock back',
    run: async (shop, args, out) => {
      const [orderNo] = need(args, 1, 'order number');
      await flows.approveRefund(shop.db.kysely, terminalActor, { orderNo: orderNo! });
      out(`${orderNo} refunded`);
    },
  },
  'refund:reject': {
    usage: 'refund:reject <orderNo> <reason>',
    summary: 'reject a requested refund; the order goes back to where it was',
    run: async (shop, args, out) => {
      const [orderNo, ...words] = need(args, 2, 'order number or reason');
      const reason = words.join(' ');
      await flows.rejectRefund(shop.db.kysely, terminalActor, { orderNo: orderNo!, reason });
      out(`${orderNo}: refund rejected`);
    },
  },
  close: {
    usage: 'close <orderNo> <reason>',
    summary: 'close an unpaid order; its stock goes back',
    run: async (shop, args, out) => {
      const [orderNo, ...words] = need(args, 2, 'order number or reason');
      const reason = words.join(' ');
      await flows.close(shop.db.kysely, terminalActor, { orderNo: orderNo!, reason });
      out(`${orderNo} closed`);
    },
  },
};
