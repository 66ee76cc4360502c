import { expect, type APIRequestContext } from '@playwright/test';
import { serverTask } from './server-data.ts';

/** Talking to the test server the way the suites need: its API, its dev mailbox and its operator commands. */

/** A short string different in every test and run, for account names, item numbers and the like. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** POSTs to the API as `token` and returns `data`, failing the test on any other code than 200. */
export async function apiCall<T = unknown>(request: APIRequestContext, token: string, path: string, data: object = {}): Promise<T> {
  const body = await (await request.post(`/api/${path}`, { data, headers: { token } })).json();
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/** GETs from the API as `token` (empty for a guest) and returns `data`, failing the test on any other code than 200. */
export async function apiGet<T = unknown>(request: APIRequestContext, token: string, path: string, params: Record<string, string | number> = {}, headers: Record<string, string> = {}): Promise<T> {
  const body = await (await request.get(`/api/${path}`, { params, headers: token ? { ...headers, token } : headers })).json();
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/** The mails the shop sent to `email`, newest first (the dev mailbox of the test server). */
export async function mailsTo(request: APIRequestContext, email: string): Promise<{ subject: string; text: string }[]> {
  const mails = (await (await request.get('/dev/mailbox.json')).json()) as { to: string; subject: string; text: string }[];
  return mails.filter((m) => m.to === email.toLowerCase());
}

/** Waits for a mail to `email` beyond the `before` already sent and returns its 6-digit code. */
export async function mailedCode(request: APIRequestContext, email: string, before: number): Promise<string> {
  await expect.poll(async () => (await mailsTo(request, email)).length).toBeGreaterThan(before);
  const [newest] = await mailsTo(request, email);
  return /\b(\d{6})\b/.exec(newest!.text)![1]!;
}

/** Runs an operator command (`npm run ops -- …`) on the test server's database and returns its output. */
export function ops(name: string, ...args: string[]): Promise<string> {
  return serverTask('ops', name, args);
}

/** The same, answering every secret the command asks for (a password, as a script piping it in would). */
ops.withSecret = (secret: string, name: string, ...args: string[]): Promise<string> => serverTask('ops', name, args, secret);
