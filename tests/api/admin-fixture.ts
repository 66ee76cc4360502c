import { commands } from '../../src/server/ops/commands.ts';
import type { TestContext } from './harness.ts';
import { newAccount, uniqueIp } from './members.ts';

export const OPERATOR_PWD = 'console-pass-1';

export interface Operator {
  account: string;
  token: string;
  headers: { token: string };
}

/** Creates a console account through the operator command, as a shop owner would, and logs it in. */
export async function operator(ctx: TestContext, role: 'owner' | 'staff'): Promise<Operator> {
  const account = newAccount(role);
  await commands['operator:add']!.run(ctx.services, [account, '--role', role], () => undefined, { secret: async () => OPERATOR_PWD });
  const { body } = await ctx.call<{ token: string }>('POST', '/api/admin/login', { json: { account, pwd: OPERATOR_PWD }, headers: { 'x-forwarded-for': uniqueIp() } });
  if (body.code !== 0) throw new Error(`operator login failed: ${body.msg}`);
  return { account, token: body.data.token, headers: { token: body.data.token } };
}
