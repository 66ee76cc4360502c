import type { LedgerQuery } from '../../lib/schemas/balance.ts';
import { isVipActive } from '../../lib/vip.ts';
import { atomically } from '../db/atomic.ts';
import type { Executor } from '../db/schema.ts';
import { DomainError, NotFoundError } from '../errors.ts';
import { findMember, memberMoney } from '../member/member-records.service.ts';
import { ledgerLines } from './balance.repository.ts';
import { post, type LedgerType } from './ledger.ts';

export interface VipStatus {
  isVip: boolean;
  /** True when there is no running membership: never bought, or past its expiry. */
  expired: boolean;
  expiresAt: string | null;
}

function vipStatusOf(expiresAt: string | null, now: Date): VipStatus {
  const isVip = isVipActive(expiresAt, now.getTime());
  return { isVip, expired: !isVip, expiresAt };
}

/** The available balance (fen, CNY) and the VIP membership. */
export async function balanceSummary(db: Executor, memberId: number, now = new Date()) {
  const { balance, vipExpiresAt } = await memberMoney(db, memberId);
  return { balance, vip: vipStatusOf(vipExpiresAt, now) };
}

export async function vipStatus(db: Executor, memberId: number, now = new Date()): Promise<VipStatus> {
  return vipStatusOf((await memberMoney(db, memberId)).vipExpiresAt, now);
}

/** The consumption records: every credit and debit with the balance after it and what it belongs to. */
export async function ledgerPage(db: Executor, memberId: number, query: LedgerQuery) {
  const { rows, total } = await ledgerLines(db, memberId, query);
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.type as LedgerType,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      orderNo: r.order_no,
      ref: r.ref,
      note: r.note,
      createdAt: r.created_at,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The shop credits (positive fen) or debits (negative) a member's balance, e.g. a goodwill credit or a
 * correction. The ledger line commits with the change; a debit never takes the balance below zero. Returns
 * the member's account and the balance after.
 */
export async function adjustBalance(db: Executor, input: { memberId: number; amount: number; reason: string }, now = new Date()): Promise<{ account: string; balance: number }> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) throw new DomainError('error.invalidParam');
  return atomically(db, async (trx) => {
    const member = await findMember(trx, input.memberId);
    if (!member) throw new NotFoundError();
    const balance = await post(trx, { memberId: member.id, type: 'adjust', amount: input.amount, note: input.reason }, now);
    return { account: member.account, balance };
  });
}
