import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, mailedCode, ops, unique } from './api.ts';

/** Members made for one test through the API, as a shopper would make them. */

export const PAY_PWD = '135790';

export interface Member {
  account: string;
  pwd: string;
  token: string;
  /** The bound security email, when the setup asked for one. */
  email?: string;
  /** The default address, when the setup asked for one. */
  addressId?: number;
}

export interface Buyer extends Member {
  email: string;
  addressId: number;
}

export interface MemberSetup {
  /** Bind a security email (`<account>@orchid.example`); codes for it arrive in the dev mailbox. */
  email?: boolean;
  /** Set the payment password PAY_PWD (needs the email). */
  payPwd?: boolean;
  /** Credit this many yuan by the operator command, as top-up is not what most screens are about. */
  balanceYuan?: number;
  /** Add a default address in Beijing. */
  address?: boolean;
}

/** Registers a new member and sets up what `setup` asks for. */
export async function newMember(request: APIRequestContext, setup: MemberSetup = {}): Promise<Member> {
  const account = `m${unique()}`.slice(0, 20);
  const pwd = 'secret123';
  const body = await (await request.post('/api/member/register', { data: { account, pwd } })).json();
  expect(body.code, body.msg).toBe(200);
  const member: Member = { account, pwd, token: body.data.token };
  if (setup.email || setup.payPwd) {
    const email = `${account}@orchid.example`;
    await apiCall(request, member.token, 'member/sendEmailCode', { email });
    await apiCall(request, member.token, 'member/setSecureMailBox', { email, newCode: await mailedCode(request, email, 0) });
    member.email = email;
    if (setup.payPwd) {
      await apiCall(request, member.token, 'member/sendEmailCode', {});
      await apiCall(request, member.token, 'member/setPayPwd', { payPwd: PAY_PWD, code: await mailedCode(request, email, 1) });
    }
  }
  if (setup.balanceYuan) await ops('balance:adjust', account, `+${setup.balanceYuan}`, 'e2e');
  if (setup.address) {
    const address = await apiCall<{ id: number }>(request, member.token, 'memberAddress/add', {
      name: '张三',
      mobile: '13800138000',
      provinceId: 110000,
      cityId: 110100,
      districtId: 110101,
      detail: '幸福路 1 号楼 101',
      isDefault: true,
    });
    member.addressId = address.id;
  }
  return member;
}

/** Stores the member's session the way the login screen does, before any page script runs. */
export async function storeSession(page: Page, member: Pick<Member, 'token'>): Promise<void> {
  await page.addInitScript((token) => {
    localStorage.setItem('user.token', token);
    localStorage.setItem('common.hasShowBindEmailModal', 'yes');
  }, member.token);
}
