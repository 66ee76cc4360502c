import { execFileSync } from 'node:child_process';
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

/** GETs from the API as `token` (empty for a guest) and returns `data`, failing the test on any other code than 200. */
export async function apiGet<T = unknown>(request: APIRequestContext, token: string, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const body = await (await request.get(`/api/${path}`, { params, headers: token ? { token } : {} })).json();
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/** Waits for a mail to `email` beyond the `before` already sent (the dev mailbox) and returns its 6-digit code. */
export async function mailedCode(request: APIRequestContext, email: string, before: number): Promise<string> {
  const mailsTo = async () =>
    ((await (await request.get('/dev/mailbox.json')).json()) as { to: string; text: string }[]).filter((m) => m.to === email);
  await expect.poll(async () => (await mailsTo()).length).toBeGreaterThan(before);
  const [newest] = await mailsTo();
  return /\b(\d{6})\b/.exec(newest!.text)![1]!;
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

/**
 * Runs an operator command (`npm run ops -- …`) on the test server's database, which lives in the
 * data directory playwright.config.ts made; SQLite in WAL mode lets both write. Returns its output.
 */
export function ops(...args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  return execFileSync(process.execPath, ['scripts/ops.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}
