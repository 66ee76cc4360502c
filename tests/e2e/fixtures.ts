import { test as base } from '@playwright/test';
import { seedGoods, type GoodsSeed, type SeededGoods } from './support/goods.ts';
import { newMember, storeSession, type Buyer, type Member, type MemberSetup } from './support/members.ts';

/**
 * The suite's `test`: every test gets its own members and goods, made when it asks for them, so a spec
 * never depends on what another spec bought, changed or ran before it.
 */

export interface ShopFixtures {
  /** A member registered for this test; `memberSetup` adds an email, a payment password, money, an address. */
  member: Member;
  /** A member ready to pay: security email, payment password, 500 yuan and a default address (`buyerSetup` changes them). */
  buyer: Buyer;
  /** Logs the page in as `member`, as the login screen would, before any page script runs. */
  loginAs: (member: Pick<Member, 'token'>) => Promise<void>;
  /** Puts new goods on the test server's shelves for this test only, one per seed (`{}` for the defaults). */
  seedGoods: <S extends [GoodsSeed, ...GoodsSeed[]]>(...seeds: S) => Promise<{ [K in keyof S]: SeededGoods }>;
}

export interface ShopOptions {
  memberSetup: MemberSetup;
  buyerSetup: Pick<MemberSetup, 'balanceYuan' | 'payPwd'>;
}

export const test = base.extend<ShopFixtures & ShopOptions>({
  memberSetup: [{}, { option: true }],
  buyerSetup: [{}, { option: true }],
  member: async ({ request, memberSetup }, use) => {
    await use(await newMember(request, memberSetup));
  },
  buyer: async ({ request, buyerSetup }, use) => {
    await use((await newMember(request, { email: true, payPwd: true, balanceYuan: 500, address: true, ...buyerSetup })) as Buyer);
  },
  loginAs: async ({ page }, use) => {
    await use((member) => storeSession(page, member));
  },
  // Playwright reads a fixture's dependencies from its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  seedGoods: async ({}, use) => {
    await use(<S extends GoodsSeed[]>(...seeds: S) => seedGoods(seeds) as Promise<{ [K in keyof S]: SeededGoods }>);
  },
});

export { expect } from '@playwright/test';

/** The server that keeps the demo catalogue untouched, for the specs that check its content (see playwright.config.ts). */
export const catalogueURL = process.env.E2E_CATALOGUE_URL;
