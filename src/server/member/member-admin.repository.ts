import type { Executor } from '../db/schema.ts';

/** Members for the console, newest first, optionally those whose account or email starts with `q`. */
export async function adminMemberPage(db: Executor, q: { q?: string; page: number; pageSize: number }) {
  let base = db.selectFrom('members');
  if (q.q) {
    const prefix = `${q.q.toLowerCase().replace(/[%\\]/g, '')}%`;
    base = base.where((eb) => eb.or([eb('account_key', 'like', prefix), eb('email', 'like', prefix)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'account', 'nickname', 'email', 'balance', 'vip_expires_at', 'created_at'])
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
