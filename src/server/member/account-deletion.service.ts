import { atomically } from '../db/atomic.ts';
import type { DbPool, Trx } from '../db/schema.ts';
import { DomainError, NotFoundError } from '../errors.ts';
import { checkLoginPassword } from '../security/login-attempt.ts';
import type { DeleteAccount } from '../../lib/schemas/account-deletion.ts';
import * as repo from './account-deletion.repository.ts';
import { consumeCode } from './codes.service.ts';
import type { MemberDeps, RequestMeta } from './member.service.ts';
import { findMember, lockMember } from './member-records.service.ts';

/** The ledger's note on a balance the member gave up when deleting the account (the console shows it). */
export const FORFEIT_NOTE = 'account deleted: balance forfeited';

/**
 * What a deletion asks of other parts of the shop, inside its transaction, passed in by the flow (flows/account.ts)
 * so that the member folder does not reach into the balance and the reviews: writing a balance off, and taking
 * reviews out of their goods' totals.
 */
export interface DeletionSteps {
  writeOff(trx: Trx, memberId: number, amount: number, now: Date): Promise<void>;
  takeOutOfTotals(trx: Trx, reviews: { goods_id: number; score: number; has_pictures: number; status: string }[]): Promise<void>;
}

const splitImages = (s: string | null): string[] => (s ? s.split(',') : []);

export interface DeletedAccount {
  /** Goods whose pages showed the member's reviews: their cached pages are stale. */
  goodsIds: number[];
  /** Pictures the member uploaded that nothing shows any more: the caller deletes the files once committed. */
  uploads: string[];
  forfeited: number;
}

/** Why the account cannot be deleted now, as the member is told; nothing when it can. */
async function refuseIfOpen(trx: DbPool | Trx, memberId: number, now: Date): Promise<void> {
  const { order, topUp } = await repo.deletionBlockers(trx, memberId, now.toISOString());
  if (order?.status === 'refund_requested') throw new DomainError('account.delete.openRefund', { orderNo: order.order_no });
  if (order) throw new DomainError('account.delete.openOrder', { orderNo: order.order_no });
  if (topUp) throw new DomainError('account.delete.pendingTopUp');
}

function refuseIfBalance(balance: number, forfeit: boolean | undefined): void {
  if (balance > 0 && !forfeit) throw new DomainError('account.delete.balanceLeft', { amount: (balance / 100).toFixed(2) });
}

/**
 * Deletes the member's account at their request (issue 35, decision 096): the password and, when a security email
 * is bound, a code sent to it. Refused while an order is unpaid, unshipped or has a refund being decided, or a
 * top-up is under way; a balance left must be given up explicitly. Everything that identifies the member is erased
 * in one transaction (account-deletion.repository.ts); orders and the ledger stay, anonymised; reviews stay under
 * "a former member" or go, as the member chose (video comments follow the same choice).
 */
export async function deleteAccount(deps: MemberDeps, steps: DeletionSteps, memberId: number, input: DeleteAccount, meta: RequestMeta, now = new Date()): Promise<DeletedAccount> {
  const member = await findMember(deps.db, memberId);
  if (!member || member.deleted_at) throw new NotFoundError();
  const ok = await checkLoginPassword({ ...deps, scope: 'delete', account: member.account, ip: meta.ip, pwd: input.pwd, stored: member.pwd_hash });
  if (!ok) throw new DomainError('account.delete.wrongPassword');
  // Refusals that the member can act on come before the code is used up, so the code still works after.
  await refuseIfOpen(deps.db, memberId, now);
  refuseIfBalance(Number(member.balance), input.forfeitBalance);
  if (member.email) {
    if (!input.code) throw new DomainError('account.delete.codeRequired');
    await consumeCode(deps, { email: member.email, purpose: 'verify', code: input.code });
  }
  return atomically(deps.db, async (trx) => {
    await lockMember(trx, memberId);
    // Again under the lock: a payment, an order or a top-up that started meanwhile wins over the deletion.
    const current = await findMember(trx, memberId);
    if (!current || current.deleted_at) throw new NotFoundError();
    await refuseIfOpen(trx, memberId, now);
    const balance = Number(current.balance);
    refuseIfBalance(balance, input.forfeitBalance);
    if (balance > 0) await steps.writeOff(trx, memberId, balance, now);

    const reviews = await repo.reviewsOfMember(trx, memberId);
    const kept = new Set<string>();
    if (input.reviews === 'delete') {
      await steps.takeOutOfTotals(trx, reviews);
      await repo.deleteReviewsOfMember(trx, memberId);
      await repo.eraseCommentsOfMember(trx, memberId, now.toISOString());
    } else {
      for (const r of reviews) for (const url of [...splitImages(r.images), ...splitImages(r.follow_up_images)]) kept.add(url);
    }
    const uploads = (await repo.uploadsOfMember(trx, memberId)).filter((path) => !kept.has(path));
    await repo.deleteUploadRecords(trx, memberId, uploads);
    if (!(await repo.eraseMember(trx, memberId, current.email, now.toISOString()))) throw new NotFoundError();
    return { goodsIds: [...new Set(reviews.map((r) => r.goods_id))], uploads, forfeited: balance };
  });
}
