import type { MessageKey, MessageParams } from '../lib/i18n/messages.ts';

/**
 * What services throw when a rule says no. They know nothing of HTTP: one mapper (http/errors.ts) turns
 * each kind into its envelope, and the operator CLI prints the same translated reason.
 */

/** A business rule said no: the member reads the translated reason. */
export class DomainError extends Error {
  readonly key: MessageKey;
  readonly params: MessageParams | undefined;
  constructor(key: MessageKey, params?: MessageParams) {
    super(key);
    this.key = key;
    this.params = params;
  }
}

/** The thing asked for does not exist, or belongs to someone else (both answer alike). */
export class NotFoundError extends DomainError {
  constructor(key: MessageKey = 'error.notFound') {
    super(key);
  }
}

/** No valid session: the client logs out. */
export class LoginRequiredError extends DomainError {
  constructor() {
    super('error.loginRequired');
  }
}

/**
 * The record left the state the action may start from between reading it and changing it: the loser
 * of a race, or an action that no longer applies. Callers that expect a race catch this class.
 */
export class StateChangedError extends DomainError {
  constructor(key: MessageKey = 'order.stateChanged') {
    super(key);
  }
}

/**
 * Too many attempts in the window (logins, codes, registrations, uploads): try again later. `retryAfterMs`
 * says when, for a client that counts down (a code button); the message may name the seconds too.
 */
export class RateLimitedError extends DomainError {
  readonly retryAfterMs: number | undefined;
  constructor(retryAfterMs?: number, key: MessageKey = 'error.rateLimited', params?: MessageParams) {
    super(key, params);
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * The server has more costly work waiting than it can take (password hashing from many clients at once):
 * refused at once rather than queued for long. One client's own burst is a RateLimitedError instead.
 */
export class BusyError extends DomainError {
  readonly retryAfterMs: number | undefined;
  constructor(retryAfterMs?: number) {
    super('error.busy');
    this.retryAfterMs = retryAfterMs;
  }
}
