import type { DbPool } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { MemberInfo } from '../../lib/schemas/account.ts';
import { updateProfile as saveProfile } from '../member/member.service.ts';
import { ownsUploads } from '../uploads/upload.service.ts';

/** The member's nickname and avatar. The avatar must be a picture this member uploaded: another member's file or any other path is refused. */
export async function updateProfile(db: DbPool, memberId: number, input: { nickname?: string; avatar?: string }): Promise<MemberInfo> {
  if (input.avatar !== undefined && !(await ownsUploads(db, memberId, [input.avatar]))) throw new DomainError('validation.avatar.invalid');
  return saveProfile({ db }, memberId, input);
}
