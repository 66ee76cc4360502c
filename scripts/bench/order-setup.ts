/**
 * The shop the orders stage buys from: the demo catalogue with plenty of stock, one SKU kept scarce so
 * that buyers race for its last units, and members ready to pay (balance, payment password, address,
 * session), made through the repositories and services instead of the email-code screens.
 */
import { boot } from '../../src/server/boot.ts';
import { addAddress } from '../../src/server/address/address.service.ts';
import { post } from '../../src/server/balance/ledger.ts';
import { runSeeds } from '../../src/server/seed/seed.ts';
import { demoSeeds } from '../../src/server/seed/index.ts';
import { insertMember } from '../../src/server/member/member.repository.ts';
import { createSession } from '../../src/server/member/session.service.ts';
import { hashPassword } from '../../src/server/security/password.ts';
import { hashPin, pinKeys } from '../../src/server/security/pin-hash.ts';

export const BENCH_PAY_PWD = '135790';
/** Units of every SKU but the scarce one: more than any run can sell. */
const PLENTY = 10_000_000;
/** Fen credited to every member: more than any run can spend. */
export const MEMBER_FUNDS = 1_000_000_000;

export interface BenchMember {
  id: number;
  token: string;
  addressId: number;
}

export interface OrderShop {
  members: BenchMember[];
  /** SKUs of goods on the shelf, the scarce one excluded. */
  skuIds: number[];
  scarce: { skuId: number; stock: number };
  /** Stock of every SKU once the shop is set up, to check the run's sales against. */
  stockBefore: Map<number, number>;
}

export async function setUpOrderShop(env: Record<string, string | undefined>, memberCount: number, scarceStock: number): Promise<OrderShop> {
  const { db, mediaDir, config, appSecret } = await boot(env);
  try {
    await runSeeds({ db, mediaDir }, demoSeeds);
    const k = db.kysely;
    const onShelf = await k.selectFrom('skus').innerJoin('goods', 'goods.id', 'skus.goods_id').select('skus.id').where('goods.on_shelf', '=', 1).orderBy('skus.id').execute();
    const [scarce, ...rest] = onShelf.map((r) => r.id);
    if (scarce === undefined || rest.length === 0) throw new Error('the demo catalogue has no goods on the shelf');
    await k.updateTable('skus').set({ stock: PLENTY }).execute();
    await k.updateTable('skus').set({ stock: scarceStock }).where('id', '=', scarce).execute();

    // One login hash serves every member (logins are not measured); payment passwords are keyed hashes
    // under the server's own APP_SECRET, as setting one through the shop stores them.
    const pwdHash = await hashPassword(BENCH_PAY_PWD, { log2N: config.passwordHashLog2N, r: 8, p: 1 });
    const payHash = hashPin(pinKeys(appSecret), BENCH_PAY_PWD);
    const now = new Date().toISOString();
    const members: BenchMember[] = [];
    for (let i = 0; i < memberCount; i += 1) {
      const account = `bench_${i}`;
      const id = await insertMember(k, {
        account,
        account_key: account,
        pwd_hash: pwdHash,
        pwd_updated_at: now,
        pay_pwd_hash: payHash,
        pay_pwd_updated_at: now,
        nickname: account,
        avatar: null,
        email: `${account}@bench.example`,
        email_updated_at: now,
        locale: 'en',
        vip_expires_at: null,
        created_at: now,
        updated_at: now,
      });
      await post(k, { memberId: id, type: 'adjust', amount: MEMBER_FUNDS, note: 'bench funds' });
      const address = await addAddress(k, id, {
        name: `Bench ${i}`,
        mobile: '13800138000',
        provinceId: 440000,
        cityId: 440300,
        districtId: 440305,
        detail: `Keyuan Road ${i + 1}`,
        isDefault: true,
      }, 'zh');
      members.push({ id, token: await createSession(k, id), addressId: address.id });
    }
    const stock = await k.selectFrom('skus').select(['id', 'stock']).execute();
    return {
      members,
      skuIds: rest,
      scarce: { skuId: scarce, stock: scarceStock },
      stockBefore: new Map(stock.map((s) => [s.id, Number(s.stock)])),
    };
  } finally {
    await db.close();
  }
}
