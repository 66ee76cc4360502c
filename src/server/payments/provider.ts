import type { Locale } from '../../lib/i18n/locales.ts';

/**
 * What the shop needs from a payment provider, whoever it is. A real provider (Alipay, Stripe, …) is
 * one more implementation of this interface, chosen by PAYMENTS_PROVIDER; the shop's top-up rules do
 * not change with it.
 */
export interface PaymentRequest {
  /** The shop's own reference (the recharge number); the provider sends it back in its callback. */
  reference: string;
  /** Fen. */
  amount: number;
  currency: 'CNY';
  subject: string;
  /** Where the provider sends the shopper's browser when they are done. */
  returnUrl: string;
  /** Where the provider posts its signed callback. */
  notifyUrl: string;
  expiresAt: Date;
  locale: Locale;
}

export interface CreatedPayment {
  /** The page the shopper is sent to, to pay. */
  payUrl: string;
  providerRef: string;
}

/** A provider's verified statement about one payment. */
export interface PaymentNotice {
  reference: string;
  amount: number;
  currency: string;
  /** pending: the provider reports a step before payment (a trade created, not paid); nothing changes. */
  status: 'paid' | 'failed' | 'pending';
  providerRef: string;
}

export interface PaymentStatus {
  /** expired: the payment window closed with nothing paid. */
  status: 'pending' | 'paid' | 'failed' | 'expired';
  amount: number;
  currency: string;
  providerRef: string;
}

/** A callback that is not what it claims to be (bad signature, stale, malformed): nothing is credited. */
export class CallbackRejected extends Error {}

export interface PaymentProvider {
  readonly name: string;
  /** The smallest payment the provider takes, in fen; absent: one fen. */
  readonly minAmount?: number;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Checks the callback's signature and shape against its raw body; throws CallbackRejected otherwise. */
  verifyCallback(input: { headers: Headers; body: string }, now: Date): PaymentNotice;
  /** Asks the provider what became of a payment (reconciliation); null when it does not know the reference. */
  queryPayment(reference: string, now: Date): Promise<PaymentStatus | null>;
  /**
   * The plain-text body the provider expects in answer to its callback (Alipay: "success" or "failure");
   * without it the callback is answered with the usual envelope.
   */
  callbackAnswer?(accepted: boolean): string;
}
