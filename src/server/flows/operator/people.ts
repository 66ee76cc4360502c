import { adjustBalance as adjust } from '../../balance/balance.service.ts';
import { askProviderAbout, settleRecharge } from '../../balance/recharge-reconcile.service.ts';
import type { RechargeDeps } from '../../balance/recharge.service.ts';
import type { DbPool } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { DomainError, StateChangedError } from '../../errors.ts';
import { handleFeedback as markHandled, replyToFeedback as writeReply } from '../../feedback/feedback.service.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { findMember } from '../../member/member-records.service.ts';
import { leaveMessage } from '../../member/messages.service.ts';
import { changeVip as change, earlierVipChange, type VipChangeInput } from '../../member/vip-admin.service.ts';
import { createT } from '../../../lib/i18n/messages.ts';
import { isLocale } from '../../../lib/i18n/locales.ts';
import { operatorAction, type OperatorActor } from '../operator-action.ts';
import { orUnchanged, unchanged } from './unchanged.ts';

/** Members' money and feedback: a balance adjusted, a top-up settled, feedback marked handled. */

/** Credits (positive fen) or debits (negative) a balance with a ledger line; answers the account and the balance after. */
export function adjustBalance(db: DbPool, actor: OperatorActor, input: { memberId: number; amount: number; reason: string }) {
  return operatorAction(db, actor, async (trx) => {
    const result = await adjust(trx, input);
    const yuan = `${input.amount > 0 ? '+' : '-'}${(Math.abs(input.amount) / 100).toFixed(2)}`;
    return { entry: { action: 'balance.adjust', target: result.account, detail: `${yuan} ${input.reason}` }, result };
  });
}

/**
 * Settles a top-up by what its provider says: credited once when paid, failed or expired otherwise. The
 * provider is asked before the transaction opens, so no lock waits on the network; answers the status after.
 */
export async function reconcileRecharge(deps: RechargeDeps, actor: OperatorActor, { rechargeNo }: { rechargeNo: string }) {
  const asked = await askProviderAbout(deps, rechargeNo);
  return operatorAction(deps.db, actor, async (trx) => {
    const status = await settleRecharge(deps, trx, asked);
    return { entry: { action: 'recharge.reconcile', target: rechargeNo, detail: status, after: { status } }, result: status };
  });
}

export function handleFeedback(db: DbPool, actor: OperatorActor, { id }: { id: number }) {
  return operatorAction(db, actor, async (trx) => {
    await markHandled(trx, id, actor.account ?? actor.name);
    return { entry: { action: 'feedback.handle', target: String(id), after: { handled: true } }, result: { id, handled: true } };
  });
}

/**
 * Grants, extends or revokes a member's VIP with a reason. The change, its grant row (unique by the console's
 * request id) and the audit entry commit together; the same request again, one after the other or at the
 * same instant, answers what the first did and records nothing more.
 */
export async function changeVip(db: DbPool, actor: OperatorActor, input: Omit<VipChangeInput, 'operator'>) {
  const run = () =>
    orUnchanged(() =>
      operatorAction(db, actor, async (trx) => {
        const changed = await change(trx, { ...input, operator: actor.name });
        if (changed.replayed) unchanged(changed);
        const detail = `${input.action === 'revoke' ? '' : `+${changed.months} months `}${input.reason}`;
        const entry = { action: `member.vip.${input.action}`, target: changed.account, detail, before: { vipExpiresAt: changed.before }, after: { vipExpiresAt: changed.after } };
        return { entry, result: changed };
      }),
    );
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      // Another request moved the membership between our reads and our write (PostgreSQL runs them side by side).
      // When it was this same request, answer what it did, whatever this try ran into (a duplicate id, a moved
      // expiry, or a member no longer VIP); another one's change is read again and this one applies after it.
      const earlier = err instanceof DomainError || isUniqueViolation(err) ? await earlierVipChange(db, input.memberId, input.requestId) : undefined;
      if (earlier) return earlier;
      if (!(err instanceof StateChangedError) || attempt >= 3) throw err;
    }
  }
}

/**
 * The shop's one reply to a feedback message: the reply, the member's message (personal centre → Messages)
 * and the audit entry commit together; then the member is mailed in their language when they bound an email.
 * The same reply again sends nothing.
 */
export async function replyToFeedback(deps: { db: DbPool; mailer: Mailer }, actor: OperatorActor, { id, content }: { id: number; content: string }) {
  const replied = await orUnchanged(() =>
    operatorAction(deps.db, actor, async (trx) => {
      const r = await writeReply(trx, id, { content, by: actor.account ?? actor.name });
      if (!r.changed) unchanged(r);
      await leaveMessage(trx, { memberId: r.memberId, kind: 'feedbackReply', feedbackId: id, quote: r.quote, content });
      return { entry: { action: 'feedback.reply', target: String(id), detail: content, after: { reply: content, handled: true } }, result: r };
    }),
  );
  if (replied.changed) await mailReply(deps, replied.memberId, replied.quote, content);
  return { id, reply: content };
}

async function mailReply(deps: { db: DbPool; mailer: Mailer }, memberId: number, quote: string, reply: string) {
  const member = await findMember(deps.db, memberId);
  if (!member?.email) return;
  const t = createT(isLocale(member.locale) ? member.locale : 'zh');
  try {
    await deps.mailer.send({ to: member.email, subject: t('mail.feedbackReply.subject'), text: t('mail.feedbackReply.text', { quote, reply }) });
  } catch (err) {
    // The reply is kept and waits in the member's messages; a mail server that refused it is for the logs.
    console.warn('feedback reply mail not sent', err instanceof Error ? err.message : err);
  }
}
