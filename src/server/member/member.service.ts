import type { DbPool, Executor } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { BusyError, DomainError, NotFoundError, RateLimitedError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Credentials, MemberInfo } from '../../lib/schemas/account.ts';
import type { PasswordHasher } from '../security/password.ts';
import { checkLoginPassword } from '../security/login-attempt.ts';
import { enforce, forgive } from '../security/rate-limit.ts';
import { consumeCode, sendCode, type CodeDeps } from './codes.service.ts';
import * as repo from './member.repository.ts';
import { createSession, revokeOtherSessions } from './session.service.ts';
import type { Config } from '../config.ts';
import type { PayPassword } from './pay-password.service.ts';

export interface MemberDeps extends CodeDeps {
  db: DbPool;
  /** Login passwords: scrypt, a few at a time (security/fair-queue.ts). */
  passwords: PasswordHasher;
  payPassword: PayPassword;
  limits: Config['limits'];
}

export interface RequestMeta {
  ip: string;
  locale: Locale;
}

function toMemberInfo(m: NonNullable<repo.MemberRow>): MemberInfo {
  return {
    account: m.account,
    nickname: m.nickname,
    avatar: m.avatar,
    email: m.email,
    haveEmail: !!m.email,
    havePayPwd: !!m.pay_pwd_hash,
    balance: Number(m.balance),
    vipExpiresAt: m.vip_expires_at,
    pwdUpdatedAt: m.pwd_updated_at,
    payPwdUpdatedAt: m.pay_pwd_updated_at,
    emailUpdatedAt: m.email_updated_at,
    createdAt: m.created_at,
    recentlyViewed: Number(m.footprints_off) === 0,
  };
}

/**
 * A new member with a session. The registration counts against its address's hourly limit first; one the
 * hashing queue then refuses (the address has its share waiting, or the server is full) is taken back, since
 * nothing was registered and the client is told to try again.
 */
export async function register(deps: MemberDeps, input: Credentials, meta: RequestMeta): Promise<string> {
  const limitKey = `register:ip:${meta.ip}`;
  await enforce(deps.db, limitKey, { max: deps.limits.registerPerIpHour, windowMs: 3_600_000 });
  const now = new Date().toISOString();
  let pwdHash: string;
  try {
    pwdHash = await deps.passwords.hash(input.pwd, meta.ip);
  } catch (err) {
    if (err instanceof RateLimitedError || err instanceof BusyError) await forgive(deps.db, limitKey);
    throw err;
  }
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const id = await repo.insertMember(trx, {
        account: input.account,
        account_key: input.account.toLowerCase(),
        pwd_hash: pwdHash,
        pwd_updated_at: now,
        pay_pwd_hash: null,
        pay_pwd_updated_at: null,
        nickname: input.account,
        avatar: null,
        email: null,
        email_updated_at: null,
        locale: meta.locale,
        vip_expires_at: null,
        created_at: now,
        updated_at: now,
      });
      return createSession(trx, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('account.exists');
    throw err;
  }
}

/** A login: the password checked under the login limits (security/login-attempt.ts), then a new session. */
export async function login(deps: MemberDeps, input: Credentials, meta: RequestMeta): Promise<string> {
  const member = await repo.findMemberByAccount(deps.db, input.account);
  const ok = await checkLoginPassword({
    ...deps,
    scope: 'login',
    account: input.account,
    ip: meta.ip,
    pwd: input.pwd,
    stored: member?.pwd_hash ?? null,
  });
  if (!member || !ok) throw new DomainError('account.loginFailed');
  if (member.locale !== meta.locale) await repo.updateMember(deps.db, member.id, { locale: meta.locale });
  return createSession(deps.db, member.id);
}

/** The id of the member with this account (any letter case), for the operator who names members by account. */
export async function memberIdByAccount(db: Executor, account: string): Promise<number | undefined> {
  return (await repo.findMemberByAccount(db, account))?.id;
}

async function getMember(deps: Pick<MemberDeps, 'db'>, memberId: number) {
  const member = await repo.findMemberById(deps.db, memberId);
  if (!member) throw new NotFoundError();
  return member;
}

export async function getMemberInfo(deps: Pick<MemberDeps, 'db'>, memberId: number): Promise<MemberInfo> {
  return toMemberInfo(await getMember(deps, memberId));
}

/** Changes the nickname or avatar (the caller has checked that the avatar is the member's own upload). */
export async function updateProfile(deps: Pick<MemberDeps, 'db'>, memberId: number, input: { nickname?: string; avatar?: string }): Promise<MemberInfo> {
  await repo.updateMember(deps.db, memberId, input);
  return getMemberInfo(deps, memberId);
}

/** With an email: a binding code to that new address. Without: a verification code to the bound address. */
export async function sendMemberCode(deps: MemberDeps, memberId: number, email: string | undefined, meta: RequestMeta): Promise<void> {
  const member = await getMember(deps, memberId);
  if (email) {
    const lower = email.toLowerCase();
    if (lower === member.email) throw new DomainError('account.email.same');
    const owner = await repo.findMemberByEmail(deps.db, lower);
    if (owner && owner.id !== memberId) throw new DomainError('account.email.taken');
    await sendCode(deps, { email: lower, purpose: 'bind', locale: meta.locale, ip: meta.ip });
    return;
  }
  if (!member.email) throw new DomainError('account.email.bindFirst');
  await sendCode(deps, { email: member.email, purpose: 'verify', locale: meta.locale, ip: meta.ip });
}

export async function setSecureMailBox(deps: MemberDeps, memberId: number, input: { email: string; newCode: string; oldCode?: string }): Promise<MemberInfo> {
  const member = await getMember(deps, memberId);
  const email = input.email.toLowerCase();
  if (member.email) {
    if (!input.oldCode) throw new DomainError('account.code.oldRequired');
    if (email === member.email) throw new DomainError('account.email.same');
    await consumeCode(deps, { email: member.email, purpose: 'verify', code: input.oldCode });
  }
  await consumeCode(deps, { email, purpose: 'bind', code: input.newCode });
  try {
    await repo.updateMember(deps.db, memberId, { email, email_updated_at: new Date().toISOString() });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('account.email.taken');
    throw err;
  }
  return getMemberInfo(deps, memberId);
}

async function verifyByEmail(deps: MemberDeps, memberId: number, code: string) {
  const member = await getMember(deps, memberId);
  if (!member.email) throw new DomainError('account.email.bindFirst');
  await consumeCode(deps, { email: member.email, purpose: 'verify', code });
  return member;
}

export async function setPayPassword(deps: MemberDeps, memberId: number, input: { payPwd: string; code: string }): Promise<void> {
  await verifyByEmail(deps, memberId, input.code);
  const hash = deps.payPassword.hash(input.payPwd);
  await repo.updateMember(deps.db, memberId, { pay_pwd_hash: hash, pay_pwd_updated_at: new Date().toISOString() });
}

/** A new login password ends every other session of the member; the one in use stays. */
export async function updatePassword(deps: MemberDeps, memberId: number, currentTokenHash: string, input: { pwd: string; code: string }): Promise<void> {
  await verifyByEmail(deps, memberId, input.code);
  const hash = await deps.passwords.hash(input.pwd, `member:${memberId}`);
  await repo.updateMember(deps.db, memberId, { pwd_hash: hash, pwd_updated_at: new Date().toISOString() });
  await revokeOtherSessions(deps.db, memberId, currentTokenHash);
}

/** Same answer whether or not the account exists or has an email; limits apply to the account name either way. */
export async function sendResetCode(deps: MemberDeps, account: string, meta: RequestMeta): Promise<void> {
  await enforce(deps.db, `reset:account:${account.toLowerCase()}`, { max: 1, windowMs: deps.limits.codeResendMs });
  await enforce(deps.db, `reset:ip:${meta.ip}`, { max: deps.limits.codePerIpDay, windowMs: 86_400_000 });
  const member = await repo.findMemberByAccount(deps.db, account);
  if (!member?.email) return;
  // In the language of the page that asked, as every mail the shop sends in answer to a request.
  await sendCode(deps, { email: member.email, purpose: 'reset', locale: meta.locale, ip: meta.ip });
}

export async function resetPassword(deps: MemberDeps, input: { account: string; code: string; pwd: string }): Promise<void> {
  const member = await repo.findMemberByAccount(deps.db, input.account);
  if (!member?.email) throw new DomainError('account.code.invalid');
  await consumeCode(deps, { email: member.email, purpose: 'reset', code: input.code });
  const hash = await deps.passwords.hash(input.pwd, `member:${member.id}`);
  await repo.updateMember(deps.db, member.id, { pwd_hash: hash, pwd_updated_at: new Date().toISOString() });
  await revokeOtherSessions(deps.db, member.id);
}
