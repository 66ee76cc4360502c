/** One mail the shop sends: what the mailer, the queue and its repository all pass around. */
export interface Mail {
  to: string;
  /** Shown on lock screens and in notifications: never a code or anything else secret. */
  subject: string;
  text: string;
  /** When the mail is of no use any more (the code in it expires): it is not sent, nor retried, after that. */
  expiresAt?: Date;
}
