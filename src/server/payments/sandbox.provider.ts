import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Executor } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { CallbackRejected, type PaymentProvider, type PaymentStatus } from './provider.ts';
import * as repo from './sandbox.repository.ts';
import { checkSignature, signPayload } from './signature.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxDeps {
  db: Executor;
  /** Signs and checks callbacks; derived from the app secret. */
  key: Buffer;
  /** Sends the callback over HTTP, as a real provider's servers would. */
  fetch: typeof fetch;
  logger: Logger;
}

const noticeBody = z.object({
  reference: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  status: z.enum(['paid', 'failed']),
  providerRef: z.string().min(1),
});

export type SandboxDecision = 'confirm' | 'decline';

/**
 * A payment provider that lives on this server: its hosted page (sandbox.routes.ts) asks the shopper
 * to confirm or decline, then it posts the same kind of signed callback a real provider sends. No money
 * moves; production refuses it unless ALLOW_UNSAFE_DEFAULTS says otherwise.
 */
export function sandboxProvider(deps: SandboxDeps) {
  const { db } = deps;

  async function deliver(payment: { notify_url: string }, notice: z.infer<typeof noticeBody>, now: Date): Promise<void> {
    const body = JSON.stringify(notice);
    try {
      const res = await deps.fetch(payment.notify_url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signPayload(deps.key, body, now) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) deps.logger.warn('sandbox callback refused', { reference: notice.reference, status: res.status });
    } catch (err) {
      // The shop reconciles pending top-ups by asking queryPayment, so a lost callback loses no money.
      deps.logger.warn('sandbox callback not delivered', { reference: notice.reference, error: err instanceof Error ? err.message : String(err) });
    }
  }

  const provider: PaymentProvider = {
    name: 'sandbox',

    async createPayment(request) {
      const id = randomUUID();
      await repo.insertSandboxPayment(db, {
        id,
        merchant_ref: request.reference,
        amount: request.amount,
        currency: request.currency,
        subject: request.subject.slice(0, 120),
        status: 'pending',
        notify_url: request.notifyUrl,
        return_url: request.returnUrl,
        locale: request.locale,
        expires_at: request.expiresAt.toISOString(),
        created_at: new Date().toISOString(),
      });
      return { payUrl: `/sandbox/pay/${id}`, providerRef: id };
    },

    verifyCallback({ headers, body }, now) {
      const problem = checkSignature(deps.key, headers.get(SANDBOX_SIGNATURE_HEADER), body, now);
      if (problem) throw new CallbackRejected(`signature ${problem}`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new CallbackRejected('body is not JSON');
      }
      const notice = noticeBody.safeParse(parsed);
      if (!notice.success) throw new CallbackRejected('body is not a payment notice');
      return notice.data;
    },

    async queryPayment(reference, now): Promise<PaymentStatus | null> {
      const row = await repo.findSandboxPaymentByRef(db, reference);
      if (!row) return null;
      const expired = row.status === 'pending' && Date.parse(row.expires_at) <= now.getTime();
      const status = row.status === 'paid' ? 'paid' : row.status === 'declined' ? 'failed' : expired ? 'expired' : 'pending';
      return { status, amount: Number(row.amount), currency: row.currency, providerRef: row.id };
    },
  };

  return {
    provider,

    /** The payment behind the hosted page, or undefined for an unknown id. */
    find: (id: string) => repo.findSandboxPayment(db, id),

    /**
     * The shopper's answer on the hosted page. Only a pending, unexpired payment can be decided, once;
     * the callback follows. Returns the payment as it now stands.
     */
    async decide(id: string, decision: SandboxDecision, now = new Date()) {
      const status = decision === 'confirm' ? 'paid' : 'declined';
      const decided = await repo.decideSandboxPayment(db, id, status, now);
      const payment = await repo.findSandboxPayment(db, id);
      if (payment && decided) {
        const notice = {
          reference: payment.merchant_ref,
          amount: Number(payment.amount),
          currency: payment.currency,
          status: decision === 'confirm' ? ('paid' as const) : ('failed' as const),
          providerRef: payment.id,
        };
        await deliver(payment, notice, now);
      }
      return payment;
    },
  };
}

export type Sandbox = ReturnType<typeof sandboxProvider>;
