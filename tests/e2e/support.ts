import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Helpers shared by the browser suites. */

export interface Member {
  account: string;
  pwd: string;
  token: string;
  email?: string;
}

/** A short string different in every test and run, for account names and the like. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Serious and critical WCAG 2 A/AA violations on the page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** POSTs to the API as `token` and returns `data`, failing the test on any other code than 200. */
export async function apiCall<T = unknown>(request: APIRequestContext, token: string, path: string, data: object = {}): Promise<T> {
  const body = await (await request.post(`/api/${path}`, { data, headers: { token } })).json();
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/** Registers a new member through the API. */
export async function registerMember(request: APIRequestContext, prefix = 'm'): Promise<Member> {
  const account = `${prefix}${unique()}`.slice(0, 20);
  const pwd = 'secret123';
  const body = await (await request.post('/api/member/register', { data: { account, pwd } })).json();
  expect(body.code, body.msg).toBe(200);
  return { account, pwd, token: body.data.token };
}

/** Stores the member's session the way the login screen does, before any page script runs. */
export async function loginAs(page: Page, member: Pick<Member, 'token'>) {
  await page.addInitScript((token) => {
    localStorage.setItem('user.token', token);
    localStorage.setItem('common.hasShowBindEmailModal', 'yes');
  }, member.token);
}
