import { recordAudit } from '../audit/audit.repository.ts';
import { listRecharges } from '../balance/recharge.repository.ts';
import { reconcileRecharge, type RechargeDeps } from '../balance/recharge.service.ts';
import type { Runtime } from '../boot.ts';
import { createPayments } from '../payments/index.ts';
import { RECHARGE_STATUSES, type RechargeStatus } from '../../lib/schemas/balance.ts';
import { formatCny } from '../../lib/money.ts';
import type { Command } from './commands.ts';
import { UsageError } from './usage.ts';

function rechargeDeps(rt: Runtime): RechargeDeps {
  const payments = createPayments({ config: rt.config, db: rt.db.kysely, appSecret: rt.appSecret, logger: rt.logger });
  return { db: rt.db.kysely, provider: payments.provider, publicSiteUrl: rt.config.publicSiteUrl, logger: rt.logger };
}

const isRechargeStatus = (s: string): s is RechargeStatus => (RECHARGE_STATUSES as readonly string[]).includes(s);

export const balanceCommands: Record<string, Command> = {
  recharges: {
    usage: 'recharges [--status S]',
    summary: `latest top-ups, optionally in one state (${RECHARGE_STATUSES.join(', ')})`,
    run: async (rt, args, out) => {
      const i = args.indexOf('--status');
      const status = i === -1 ? undefined : (args[i + 1] ?? '');
      if (status !== undefined && !isRechargeStatus(status)) throw new UsageError(`unknown status "${status}"`);
      const rows = await listRecharges(rt.db.kysely, status);
      if (rows.length === 0) out('no top-ups');
      for (const r of rows) {
        const money = `${formatCny(Number(r.amount), 'en')} + ${formatCny(Number(r.bonus), 'en')}`;
        out(`${r.recharge_no}  ${r.status.padEnd(8)}  ${money.padStart(24)}  ${r.provider}  ${r.account}  ${r.created_at}${r.paid_at ? `  paid ${r.paid_at}` : ''}`);
      }
    },
  },
  'recharge:reconcile': {
    usage: 'recharge:reconcile <rechargeNo>',
    summary: 'ask the payment provider about a top-up and settle it (credit once if paid)',
    run: async (rt, args, out) => {
      const rechargeNo = args[0]?.trim();
      if (!rechargeNo) throw new UsageError('missing top-up number');
      const status = await reconcileRecharge(rechargeDeps(rt), rechargeNo);
      await recordAudit(rt.db.kysely, { actor: 'operator', action: 'recharge.reconcile', target: rechargeNo, detail: status });
      out(`${rechargeNo}: ${status}`);
    },
  },
};
