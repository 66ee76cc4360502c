import { isVipActive } from '../../lib/vip.ts';
import type { Executor } from '../db/schema.ts';
import type { AdminMemberQuery } from '../../lib/schemas/admin.ts';
import { getMemberInfo } from './member.service.ts';
import { findMember } from './member-records.service.ts';
import { adminMemberPage } from './member-admin.repository.ts';
import { vipHistory } from './vip-admin.service.ts';

/** Members as the console lists them (by search and registration dates, sorted): account, contact, balance and VIP, never a password hash. */
export async function adminMembers(db: Executor, q: AdminMemberQuery, now = Date.now()) {
  const { rows, total } = await adminMemberPage(db, q);
  const list = rows.map((r) => ({
    id: r.id,
    account: r.account,
    nickname: r.nickname,
    email: r.email,
    balance: Number(r.balance),
    vip: isVipActive(r.vip_expires_at, now),
    createdAt: r.created_at,
    deletedAt: r.deleted_at,
  }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}

/** One member for the console; a deleted account reads as what is left of it: its number, orders and ledger. */
export async function adminMemberDetail(db: Executor, id: number) {
  const [info, vipChanges, row] = await Promise.all([getMemberInfo({ db }, id), vipHistory(db, id), findMember(db, id)]);
  return { id, ...info, vip: isVipActive(info.vipExpiresAt, Date.now()), vipChanges, deletedAt: row?.deleted_at ?? null };
}
