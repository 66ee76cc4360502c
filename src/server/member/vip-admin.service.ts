import { addMonths, isVipActive } from '../../lib/vip.ts';
import type { VipAction } from '../../lib/schemas/admin-people.ts';
import type { Executor } from '../db/schema.ts';
import { DomainError, NotFoundError, StateChangedError } from '../errors.ts';
import * as admin from './member-admin.repository.ts';
import * as repo from './member.repository.ts';

/**
 * The shop's own changes of a member's VIP membership (the console's; members buy theirs in balance/vip.service.ts):
 * grant one to a member without it, extend a running one from its end, revoke it now. Each is kept with its
 * request id: the same request again answers what the first did and changes nothing (`replayed`).
 */

export interface VipChangeInput {
  memberId: number;
  action: VipAction;
  months?: number;
  reason: string;
  requestId: string;
  /** Who changed it, as the audit log names them. */
  operator: string;
}

export interface VipChanged {
  account: string;
  action: VipAction;
  months: number;
  before: string | null;
  after: string;
  replayed: boolean;
}

function grantView(row: NonNullable<Awaited<ReturnType<typeof admin.findVipGrant>>>, account: string): VipChanged {
  return {
    account,
    action: row.action as VipAction,
    months: row.months,
    before: row.expires_before,
    after: row.expires_after,
    replayed: true,
  };
}

/** What an earlier request with this id did, or undefined; another member's request id is refused. */
export async function earlierVipChange(db: Executor, memberId: number, requestId: string): Promise<VipChanged | undefined> {
  const earlier = await admin.findVipGrant(db, requestId);
  if (!earlier) return undefined;
  if (earlier.member_id !== memberId) throw new DomainError('admin.vip.requestReused');
  const member = await repo.findMemberById(db, memberId);
  return grantView(earlier, member?.account ?? '');
}

/** Where the membership ends after the action, from where it ends now (refused when the action does not apply). */
export function vipExpiryFor(action: VipAction, current: string | null, months: number, now: Date): string {
  const active = isVipActive(current, now.getTime());
  if (action === 'grant') {
    if (active) throw new DomainError('admin.vip.alreadyActive');
    return addMonths(now, months).toISOString();
  }
  if (!active) throw new DomainError('admin.vip.notActive');
  return action === 'extend' ? addMonths(new Date(current!), months).toISOString() : now.toISOString();
}

/**
 * Changes the membership inside the caller's transaction: a conditional update on the end read (a purchase
 * at the same moment makes this one refuse rather than overwrite it) and the grant's row, unique by request id.
 */
export async function changeVip(db: Executor, input: VipChangeInput, now = new Date()): Promise<VipChanged> {
  const earlier = await earlierVipChange(db, input.memberId, input.requestId);
  if (earlier) return earlier;
  const member = await repo.findMemberById(db, input.memberId);
  if (!member) throw new NotFoundError();
  const months = input.action === 'revoke' ? 0 : (input.months ?? 0);
  if (input.action !== 'revoke' && months < 1) throw new DomainError('admin.vip.months');
  const before = member.vip_expires_at;
  const after = vipExpiryFor(input.action, before, months, now);
  if (!(await repo.moveVipExpiry(db, member.id, before, after))) throw new StateChangedError('admin.changed');
  await admin.insertVipGrant(db, {
    request_id: input.requestId,
    member_id: member.id,
    action: input.action,
    months,
    expires_before: before,
    expires_after: after,
    reason: input.reason,
    operator: input.operator,
    created_at: now.toISOString(),
  });
  return {
    account: member.account,
    action: input.action,
    months,
    before,
    after,
    replayed: false,
  };
}

/** The console's VIP changes of a member, newest first, for the member's page. */
export async function vipHistory(db: Executor, memberId: number) {
  return (await admin.vipGrantsOf(db, memberId, 20)).map((g) => ({
    id: g.id,
    action: g.action as VipAction,
    months: g.months,
    before: g.expires_before,
    after: g.expires_after,
    reason: g.reason,
    operator: g.operator,
    createdAt: g.created_at,
  }));
}
