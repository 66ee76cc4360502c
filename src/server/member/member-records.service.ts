import type { Executor } from '../db/schema.ts';
import { LoginRequiredError } from '../errors.ts';
import * as repo from './member.repository.ts';

/**
 * The member's record as other parts of the shop need it: the balance and VIP expiry (balance, VIP,
 * pricing), the nickname (reviews, the personal centre), and the lock that serialises one member's
 * changes of a kind (addresses, upload space). The members table stays behind this service.
 */

export type MemberRow = NonNullable<repo.MemberRow>;

/** The member's row, or undefined when there is no such member. */
export function findMember(db: Executor, memberId: number): Promise<MemberRow | undefined> {
  return repo.findMemberById(db, memberId);
}

/** The member's balance (fen) and when their VIP membership ends (null: never bought). */
export function memberMoney(db: Executor, memberId: number): Promise<{ balance: number; vipExpiresAt: string | null }> {
  return repo.findMoney(db, memberId);
}

/** Moves the VIP expiry from `from` to `to` if nobody moved it meanwhile; true when this call moved it. */
export function moveVipExpiry(db: Executor, memberId: number, from: string | null, to: string): Promise<boolean> {
  return repo.moveVipExpiry(db, memberId, from, to);
}

/** Holds the member's row until the caller's transaction ends, so one member's changes of a kind run one at a time. */
export function lockMember(db: Executor, memberId: number): Promise<void> {
  return repo.lockMember(db, memberId);
}

/**
 * Holds the member's row like lockMember, and refuses (as a signed-out request) when the account was deleted
 * meanwhile: an order placed while its member deletes the account lands before the deletion, or not at all.
 */
export async function holdActiveMember(db: Executor, memberId: number): Promise<void> {
  await repo.lockMember(db, memberId);
  const member = await repo.findMemberById(db, memberId);
  if (!member || member.deleted_at) throw new LoginRequiredError();
}
