import type { Generated } from 'kysely';

/** Time columns hold ISO-8601 UTC text; money columns hold integer fen. */
export interface SeedRunsTable {
  name: string;
  ran_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
  created_at: string;
}

export interface MembersTable {
  id: Generated<number>;
  account: string;
  account_key: string;
  pwd_hash: string;
  pwd_updated_at: string;
  pay_pwd_hash: string | null;
  pay_pwd_updated_at: string | null;
  nickname: string;
  avatar: string | null;
  email: string | null;
  email_updated_at: string | null;
  locale: string;
  balance: Generated<number>;
  vip_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  token_hash: string;
  member_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  sent_at: string;
}

export interface UploadsTable {
  id: Generated<number>;
  member_id: number;
  path: string;
  bytes: number;
  width: number;
  height: number;
  created_at: string;
}

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  content: string;
  contact_information: string | null;
  image_urls: string;
  created_at: string;
}

export interface Database {
  seed_runs: SeedRunsTable;
  audit_log: AuditLogTable;
  members: MembersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  uploads: UploadsTable;
  feedback: FeedbackTable;
}

/** A Kysely instance or an open transaction: repositories accept either. */
export type Executor = import('kysely').Kysely<Database> | import('kysely').Transaction<Database>;
