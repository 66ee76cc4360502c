import type { DbPool } from '../../db/schema.ts';
import { DomainError } from '../../errors.ts';
import * as operators from '../../operators/operator.service.ts';
import { operatorAction, type OperatorActor } from '../operator-action.ts';
import { orUnchanged, unchanged } from './unchanged.ts';

/**
 * Console accounts: created and given passwords at the terminal (decision 034), enabled, disabled and given
 * roles from the terminal or the owner's console. Passwords are hashed before the transaction opens.
 */

export async function addOperator(deps: operators.OperatorDeps, actor: OperatorActor, input: { account: string; pwd: string; role: string }) {
  const operator = await operators.prepareOperator(deps, input);
  return operatorAction(deps.db, actor, async (trx) => {
    const id = await operators.addOperator(trx, operator);
    const { account, role } = operator;
    return { entry: { action: 'operator.add', target: account, detail: role, after: { account, role } }, result: { id, account, role } };
  });
}

/** Sets a new password; the operator's sessions end with it. */
export async function setOperatorPassword(deps: operators.OperatorDeps, actor: OperatorActor, { account, pwd }: { account: string; pwd: string }) {
  const pwdHash = await operators.hashOperatorPassword(deps, account, pwd);
  await operatorAction(deps.db, actor, async (trx) => {
    await operators.setOperatorPassword(trx, account, pwdHash);
    return { entry: { action: 'operator.password', target: account }, result: undefined };
  });
}

/**
 * Enables, disables or changes the role of an operator, by account (terminal) or id (console); recorded as
 * `operator.role` when the role was asked for, else `operator.disable` or `operator.enable`.
 */
export function changeOperator(db: DbPool, actor: OperatorActor, { key, change, byId }: { key: string | number; change: operators.OperatorChange; byId?: number }) {
  return orUnchanged(() =>
    operatorAction(db, actor, async (trx) => {
      const { before, after } = await operators.changeOperator(trx, key, change, byId);
      // Disabling a disabled account (a repeated click) changes nothing and is not recorded again.
      if (before.role === after.role && before.disabled === after.disabled) unchanged(after);
      const action = change.role !== undefined ? 'operator.role' : after.disabled ? 'operator.disable' : 'operator.enable';
      return { entry: { action, target: before.account, before, after }, result: after };
    }),
  );
}

/** An owner gives another operator a new password from the console; that operator is logged out everywhere. */
export async function resetOperatorPassword(deps: operators.OperatorDeps, actor: OperatorActor, { id, pwd, byId }: { id: number; pwd: string; byId: number }) {
  if (id === byId) throw new DomainError('admin.operator.resetYourself');
  const account = await operators.operatorAccount(deps.db, id);
  await setOperatorPassword(deps, actor, { account, pwd });
  return { id, account };
}

/** An operator's own new password, given the current one; their other sessions end, this one stays. */
export async function changeOwnPassword(deps: operators.OperatorDeps, actor: OperatorActor, input: { operatorId: number; tokenHash: string; current: string; pwd: string; ip: string }) {
  const { account, pwdHash } = await operators.hashOwnPassword(deps, input.operatorId, input, input.ip);
  await operatorAction(deps.db, actor, async (trx) => {
    await operators.setOwnPassword(trx, input.operatorId, pwdHash, input.tokenHash);
    return { entry: { action: 'operator.ownPassword', target: account }, result: undefined };
  });
}
