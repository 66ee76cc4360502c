import { randomBytes } from 'node:crypto';
import { atomically } from '../db/atomic.ts';
import type { Executor } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { DomainError, LoginRequiredError, NotFoundError } from '../errors.ts';
import type { MemberDeps } from '../member/member.service.ts';
import { hashToken } from '../member/session.service.ts';
import { checkLoginPassword } from '../security/login-attempt.ts';
import { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN, OPERATOR_ROLES, type OperatorInfo, type OperatorLogin, type OperatorRole } from '../../lib/schemas/operator.ts';
import * as repo from './operator.repository.ts';

/** Operators log in with the members' hashing and limits, counted under their own keys. */
export type OperatorDeps = Pick<MemberDeps, 'db' | 'passwords' | 'limits'>;

/** A console session lasts a working day from its last use; members keep theirs a week. */
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 10 * 60 * 1000;
/** Operator tokens say what they are, so a log line or a support question never confuses them with a member's. */
const TOKEN_PREFIX = 'op_';

export function checkOperatorPassword(pwd: string): void {
  if (pwd.length < OPERATOR_PASSWORD_MIN || pwd.length > OPERATOR_PASSWORD_MAX) throw new DomainError('admin.validation.passwordLength');
}

function checkRole(role: string): asserts role is OperatorRole {
  if (!(OPERATOR_ROLES as readonly string[]).includes(role)) throw new DomainError('admin.operator.badRole');
}

export interface NewOperator {
  account: string;
  role: OperatorRole;
  pwdHash: string;
}

/** A new console account, checked and its password hashed: slow on purpose, so done before any transaction. */
export async function prepareOperator(deps: OperatorDeps, input: { account: string; pwd: string; role: string }): Promise<NewOperator> {
  if (!/^\w{4,20}$/.test(input.account)) throw new DomainError('validation.account.pattern');
  checkRole(input.role);
  checkOperatorPassword(input.pwd);
  return { account: input.account, role: input.role, pwdHash: await deps.passwords.hash(input.pwd, `operator:${input.account}`) };
}

export async function addOperator(db: Executor, operator: NewOperator): Promise<number> {
  try {
    return await repo.insertOperator(db, { ...operator, now: new Date().toISOString() });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('admin.operator.exists');
    throw err;
  }
}

async function operatorOrThrow(db: Executor, account: string) {
  const row = await repo.findOperatorByAccount(db, account);
  if (!row) throw new NotFoundError('admin.operator.notFound');
  return row;
}

/** A new password of an operator, checked and hashed before any transaction (the account is checked first). */
export async function hashOperatorPassword(deps: OperatorDeps, account: string, pwd: string): Promise<string> {
  checkOperatorPassword(pwd);
  await operatorOrThrow(deps.db, account);
  return deps.passwords.hash(pwd, `operator:${account}`);
}

/** A new password ends every session of the operator, so a leaked one stops working at once. */
export async function setOperatorPassword(db: Executor, account: string, pwdHash: string): Promise<void> {
  await atomically(db, async (trx) => {
    const row = await operatorOrThrow(trx, account);
    await repo.updateOperator(trx, row.id, { pwd_hash: pwdHash }, new Date().toISOString());
    await repo.deleteOperatorSessions(trx, row.id);
  });
}

export interface OperatorChange {
  disabled?: boolean;
  role?: OperatorRole;
}

export interface OperatorView {
  id: number;
  account: string;
  role: OperatorRole;
  disabled: boolean;
}

const viewOf = (row: { id: number; account: string; role: string; disabled: number }): OperatorView => ({ id: Number(row.id), account: row.account, role: row.role as OperatorRole, disabled: row.disabled === 1 });

/**
 * Enables, disables or changes the role of an operator (by account or id); answers the operator before and after.
 * The shop always keeps an enabled owner (nobody could undo it otherwise): the enabled owners are locked
 * first, so two owners disabling or demoting each other at once queue, and the second sees only one left.
 * Disabling logs the operator out everywhere.
 */
export async function changeOperator(db: Executor, key: string | number, change: OperatorChange, byId?: number): Promise<{ before: OperatorView; after: OperatorView }> {
  if (change.role !== undefined) checkRole(change.role);
  return atomically(db, async (trx) => {
    const owners = await repo.lockEnabledOwners(trx);
    const row = typeof key === 'number' ? await repo.findOperatorById(trx, key) : await repo.findOperatorByAccount(trx, key);
    if (!row) throw new NotFoundError('admin.operator.notFound');
    // An owner locking themself out in the console would need the terminal to get back in.
    if (change.disabled === true && byId === row.id) throw new DomainError('admin.operator.notYourself');
    const before = viewOf(row);
    const after: OperatorView = { ...before, role: change.role ?? before.role, disabled: change.disabled ?? before.disabled };
    const staysOwner = after.role === 'owner' && !after.disabled;
    if (owners.includes(before.id) && !staysOwner && owners.length <= 1) throw new DomainError('admin.operator.lastOwner');
    await repo.updateOperator(trx, before.id, { role: after.role, disabled: after.disabled ? 1 : 0 }, new Date().toISOString());
    if (after.disabled) await repo.deleteOperatorSessions(trx, before.id);
    return { before, after };
  });
}

/** The account of the operator with this id (the console names operators by id). */
export async function operatorAccount(db: Executor, id: number): Promise<string> {
  const row = await repo.findOperatorById(db, id);
  if (!row) throw new NotFoundError('admin.operator.notFound');
  return row.account;
}

/**
 * An operator's own new password, checked and hashed before any transaction: the current one is checked under
 * the console's login limits first (a session left open must not become a way to guess it).
 */
export async function hashOwnPassword(deps: OperatorDeps, operatorId: number, input: { current: string; pwd: string }, ip: string): Promise<{ account: string; pwdHash: string }> {
  checkOperatorPassword(input.pwd);
  const row = await repo.findOperatorById(deps.db, operatorId);
  if (!row) throw new NotFoundError('admin.operator.notFound');
  const ok = await checkLoginPassword({ ...deps, scope: 'oplogin', account: row.account, ip, pwd: input.current, stored: row.pwd_hash });
  if (!ok) throw new DomainError('admin.operator.currentPassword');
  return { account: row.account, pwdHash: await deps.passwords.hash(input.pwd, `operator:${row.account}`) };
}

/** Sets the operator's own new password; their other sessions end, the one in use stays. */
export async function setOwnPassword(db: Executor, operatorId: number, pwdHash: string, keepTokenHash: string): Promise<void> {
  await repo.updateOperator(db, operatorId, { pwd_hash: pwdHash }, new Date().toISOString());
  await repo.deleteOperatorSessions(db, operatorId, keepTokenHash);
}

export async function listOperators(db: Executor) {
  const rows = await repo.listOperatorRows(db);
  return rows.map((r) => ({ ...viewOf(r), createdAt: r.created_at, updatedAt: r.updated_at }));
}

/** The password is checked under the same login limits as members' (counted before checking), under its own keys. */
export async function loginOperator(deps: OperatorDeps, input: OperatorLogin, ip: string): Promise<{ token: string; operator: OperatorInfo }> {
  const row = await repo.findOperatorByAccount(deps.db, input.account);
  const ok = await checkLoginPassword({ ...deps, scope: 'oplogin', account: input.account, ip, pwd: input.pwd, stored: row?.pwd_hash ?? null });
  if (!row || !ok || row.disabled === 1) throw new DomainError('account.loginFailed');
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const now = new Date();
  await repo.insertOperatorSession(deps.db, { tokenHash: hashToken(token), operatorId: row.id, now: now.toISOString(), expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString() });
  return { token, operator: { id: row.id, account: row.account, role: row.role as OperatorRole } };
}

/** The operator behind a console token; a member's token, an unknown, expired or disabled one means log in again. */
export async function authenticateOperator(db: Executor, token: string | undefined, now = new Date()): Promise<OperatorInfo & { tokenHash: string }> {
  if (!token?.startsWith(TOKEN_PREFIX) || token.length > 100) throw new LoginRequiredError();
  const tokenHash = hashToken(token);
  const session = await repo.findOperatorSession(db, tokenHash);
  if (!session || session.expires_at <= now.toISOString()) throw new LoginRequiredError();
  if (now.getTime() - Date.parse(session.last_seen_at) > TOUCH_EVERY_MS) {
    await repo.touchOperatorSession(db, tokenHash, now.toISOString(), new Date(now.getTime() + SESSION_TTL_MS).toISOString());
  }
  return { id: session.id, account: session.account, role: session.role as OperatorRole, tokenHash };
}

export const logoutOperator = repo.deleteOperatorSession;
export const deleteExpiredOperatorSessions = repo.deleteExpiredOperatorSessions;
