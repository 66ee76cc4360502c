import { hashPassword } from '../security/password.ts';
import type { Seed } from './seed.ts';

/**
 * An owner to try the console with, created only outside production (npm start prints it in development):
 * a known password on a live shop would hand it to anyone who read the README.
 */
export const DEMO_OPERATOR = { account: 'owner', pwd: 'orchid-owner' } as const;

export const demoOperator: Seed = {
  name: 'demo-operator',
  run: async (trx) => {
    const now = new Date().toISOString();
    await trx
      .insertInto('operators')
      .values({ account: DEMO_OPERATOR.account, account_key: DEMO_OPERATOR.account, pwd_hash: await hashPassword(DEMO_OPERATOR.pwd), role: 'owner', created_at: now, updated_at: now })
      .execute();
  },
};
