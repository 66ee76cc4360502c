import { hashPassword } from '../security/password.ts';
import type { Seed } from './seed.ts';

/** Documented in the README: a member to try the shop with, email already bound so every flow works. */
const DEMO_ACCOUNT = { account: 'demo', pwd: 'demo123', email: 'demo@orchid.example' } as const;

export const demoMember: Seed = {
  name: 'demo-member',
  run: async (trx) => {
    const now = new Date().toISOString();
    await trx
      .insertInto('members')
      .values({
        account: DEMO_ACCOUNT.account,
        account_key: DEMO_ACCOUNT.account,
        pwd_hash: await hashPassword(DEMO_ACCOUNT.pwd),
        pwd_updated_at: now,
        pay_pwd_hash: null,
        pay_pwd_updated_at: null,
        nickname: 'Orchid Demo',
        avatar: null,
        email: DEMO_ACCOUNT.email,
        email_updated_at: now,
        locale: 'zh',
        vip_expires_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  },
};
