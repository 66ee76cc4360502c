import { listTopUps } from '../balance/recharge.service.ts';
import { terminalActor } from '../flows/operator-action.ts';
import { adjustBalance, reconcileRecharge } from '../flows/operator/people.ts';
import { memberIdByAccount } from '../member/member.service.ts';
import { RECHARGE_STATUSES } from '../../lib/schemas/balance.ts';
import { formatCny, yuanToFen } from '../../lib/money.ts';
import { need, statusOption } from './args.ts';
import { UsageError, type Command } from './types.ts';

export const balanceCommands: Record<string, Command> = {
  'balance:adjust': {
    usage: 'balance:adjust <account> <±yuan> <reason>',
    summary: 'credit (+) or debit (-) a member balance with a ledger entry',
    run: async (shop, args, out) => {
      const [account, amountText, ...words] = need(args, 3, 'account, amount or reason');
      if (!/^[+-]\d+(\.\d{1,2})?$/.test(amountText!)) throw new UsageError('the amount is yuan with a sign, e.g. +50 or -12.50');
      const amount = yuanToFen(amountText!.replace(/^\+/, ''));
      if (amount === 0) throw new UsageError('the amount must not be zero');
      const memberId = await memberIdByAccount(shop.db.kysely, account!);
      if (memberId === undefined) throw new UsageError(`no member "${account}"`);
      const { balance } = await adjustBalance(shop.db.kysely, terminalActor, { memberId, amount, reason: words.join(' ') });
      out(`${account}: balance now ${formatCny(balance, 'en')}`);
    },
  },
  recharges: {
    usage: 'recharges [--status S]',
    summary: `latest top-ups, optionally in one state (${RECHARGE_STATUSES.join(', ')})`,
    run: async (shop, args, out) => {
      const topUps = await listTopUps(shop.db.kysely, statusOption(args, RECHARGE_STATUSES));
      if (topUps.length === 0) out('no top-ups');
      for (const r of topUps) {
        const money = `${formatCny(r.amount, 'en')} + ${formatCny(r.bonus, 'en')}`;
        out(`${r.rechargeNo}  ${r.status.padEnd(8)}  ${money.padStart(24)}  ${r.provider}  ${r.account}  ${r.createdAt}${r.paidAt ? `  paid ${r.paidAt}` : ''}`);
      }
    },
  },
  'recharge:reconcile': {
    usage: 'recharge:reconcile <rechargeNo>',
    summary: 'ask the payment provider about a top-up and settle it (credit once if paid)',
    run: async (shop, args, out) => {
      const rechargeNo = args[0]?.trim();
      if (!rechargeNo) throw new UsageError('missing top-up number');
      const status = await reconcileRecharge(shop.recharge, terminalActor, { rechargeNo });
      out(`${rechargeNo}: ${status}`);
    },
  },
};
