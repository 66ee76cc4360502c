import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../db/schema.ts';
import { LoginRequiredError } from '../errors.ts';
import * as repo from './session.repository.ts';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so a busy member does not cost a write per request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random 256-bit token; only its hash is stored, so a database leak gives no usable sessions. */
export async function createSession(db: Executor, memberId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    token_hash: hashToken(token),
    member_id: memberId,
    now: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
  });
  return token;
}

/** The member behind a token, extending its expiry; an unknown, revoked or expired token means log in again. */
export async function authenticate(db: Executor, token: string | undefined, now = new Date()): Promise<{ memberId: number; tokenHash: string }> {
  if (!token || token.length > 100) throw new LoginRequiredError();
  const tokenHash = hashToken(token);
  const session = await repo.findSession(db, tokenHash);
  if (!session || session.expires_at <= now.toISOString()) throw new LoginRequiredError();
  if (now.getTime() - Date.parse(session.last_seen_at) > TOUCH_EVERY_MS) {
    await repo.touchSession(db, tokenHash, now.toISOString(), new Date(now.getTime() + SESSION_TTL_MS).toISOString());
  }
  return { memberId: session.member_id, tokenHash };
}

export const revokeSession = repo.deleteSession;
export const revokeOtherSessions = repo.deleteMemberSessions;

/** Removes sessions past their expiry; the cleanup job's share for members. */
export function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  return repo.deleteExpiredSessions(db, now);
}
