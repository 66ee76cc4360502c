import { terminalActor } from '../flows/operator-action.ts';
import { addOperator, changeOperator, setOperatorPassword } from '../flows/operator/operators.ts';
import { listOperators } from '../operators/operator.service.ts';
import { OPERATOR_PASSWORD_MIN, OPERATOR_ROLES, type OperatorRole } from '../../lib/schemas/operator.ts';
import { need } from './args.ts';
import { UsageError, type Command, type OpsInput } from './types.ts';

/** Asks twice on a terminal; reads one line when the password is piped in (`echo "$PW" | npm run ops -- …`). */
async function newPassword(io: OpsInput | undefined): Promise<string> {
  if (!io) throw new UsageError('this command asks for a password and needs a terminal or standard input');
  const pwd = await io.secret(`new password (at least ${OPERATOR_PASSWORD_MIN} characters): `);
  const again = await io.secret('the same password again: ');
  if (again !== pwd) throw new UsageError('the two passwords differ');
  return pwd;
}

function roleOption(args: string[]): string {
  const i = args.indexOf('--role');
  const role = i === -1 ? undefined : args[i + 1];
  if (!role || !(OPERATOR_ROLES as readonly string[]).includes(role)) throw new UsageError(`--role must be one of ${OPERATOR_ROLES.join(', ')}`);
  return role;
}

export const operatorCommands: Record<string, Command> = {
  operators: {
    usage: 'operators',
    summary: 'console accounts with their roles',
    run: async (shop, _args, out) => {
      const rows = await listOperators(shop.db.kysely);
      if (rows.length === 0) out('no operators: create the first owner with operator:add <account> --role owner');
      for (const o of rows) out(`${o.account.padEnd(20)}  ${o.role.padEnd(5)}  ${o.disabled ? 'disabled' : 'enabled'}  since ${o.createdAt}`);
    },
  },
  'operator:add': {
    usage: 'operator:add <account> --role owner|staff',
    summary: 'create a console account; the password is asked for, never given as an argument',
    run: async (shop, args, out, io) => {
      const [account] = need(args, 1, 'account');
      const role = roleOption(args);
      const pwd = await newPassword(io);
      await addOperator(shop.member, terminalActor, { account: account!, pwd, role });
      out(`${account}: ${role} created; log in at /admin/login`);
    },
  },
  'operator:password': {
    usage: 'operator:password <account>',
    summary: 'set a new console password (asked for); the account is logged out everywhere',
    run: async (shop, args, out, io) => {
      const [account] = need(args, 1, 'account');
      await setOperatorPassword(shop.member, terminalActor, { account: account!, pwd: await newPassword(io) });
      out(`${account}: password changed`);
    },
  },
  'operator:disable': {
    usage: 'operator:disable <account>',
    summary: 'stop a console account and end its sessions (the last owner stays)',
    run: async (shop, args, out) => {
      const [account] = need(args, 1, 'account');
      await changeOperator(shop.db.kysely, terminalActor, { key: account!, change: { disabled: true } });
      out(`${account}: disabled`);
    },
  },
  'operator:enable': {
    usage: 'operator:enable <account>',
    summary: 'let a disabled console account log in again',
    run: async (shop, args, out) => {
      const [account] = need(args, 1, 'account');
      await changeOperator(shop.db.kysely, terminalActor, { key: account!, change: { disabled: false } });
      out(`${account}: enabled`);
    },
  },
  'operator:role': {
    usage: 'operator:role <account> --role owner|staff',
    summary: 'make a console account owner or staff (the last enabled owner stays owner)',
    run: async (shop, args, out) => {
      const [account] = need(args, 1, 'account');
      const role = roleOption(args) as OperatorRole;
      await changeOperator(shop.db.kysely, terminalActor, { key: account!, change: { role } });
      out(`${account}: ${role}`);
    },
  },
};
