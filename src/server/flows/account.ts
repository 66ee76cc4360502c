import type { Storage } from '../storage/storage.ts';
import type { DeleteAccount } from '../../lib/schemas/account-deletion.ts';
import { post } from '../balance/ledger.ts';
import { deleteAccount, FORFEIT_NOTE, type DeletedAccount, type DeletionSteps } from '../member/account-deletion.service.ts';
import { takeOutOfTotals } from '../reviews/moderation.service.ts';
import type { MemberDeps, RequestMeta } from '../member/member.service.ts';
import { recordAction } from '../audit/audit.service.ts';
import { deletePictureFiles } from '../uploads/upload.service.ts';
import { purgePagesOfGoods } from './operator/shop-pages.ts';

const steps: DeletionSteps = {
  writeOff: async (trx, memberId, amount, now) => void (await post(trx, { memberId, type: 'adjust', amount: -amount, note: FORFEIT_NOTE }, now)),
  takeOutOfTotals,
};

/**
 * A member deletes their account (member/account-deletion.service.ts), then what the deletion made stale goes:
 * the audit log records it (the console shows who deleted what and when), goods pages that showed the member's
 * reviews are purged, and pictures nothing shows any more are deleted from storage.
 */
export async function deleteMemberAccount(deps: MemberDeps & { uploads: Storage }, memberId: number, input: DeleteAccount, meta: RequestMeta): Promise<DeletedAccount> {
  const done = await deleteAccount(deps, steps, memberId, input, meta);
  await recordAction(deps.db, {
    actor: `member:${memberId}`,
    action: 'member.delete',
    target: String(memberId),
    detail: JSON.stringify({ reviews: input.reviews, forfeited: done.forfeited }),
  });
  for (const goodsId of done.goodsIds) purgePagesOfGoods(goodsId);
  await deletePictureFiles(deps.uploads, done.uploads).catch((err: unknown) => console.warn('pictures of a deleted account not removed', err instanceof Error ? err.message : err));
  return done;
}
