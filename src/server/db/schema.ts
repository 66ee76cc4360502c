import type { Generated, Kysely, Transaction } from 'kysely';
import type { CatalogueTables } from './schema-catalogue.ts';
import type { AddressTables, CartTables, OrderTables, PaymentTables } from './schema-shop.ts';
import type { VideoTables } from './schema-video.ts';

export type * from './schema-catalogue.ts';
export type * from './schema-shop.ts';
export type * from './schema-video.ts';

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
  /** JSON of the record before and after an operator changed it, when the action changes one. */
  before_json: Generated<string | null>;
  after_json: Generated<string | null>;
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
  /** 1 when the member turned recently viewed off: no footprints are kept. */
  footprints_off: Generated<number>;
  /** When the member deleted the account: personal data erased, orders and ledger kept anonymised. */
  deleted_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A copy of a member's data the member asked for: made by a job, downloadable while signed in for a day. */
export interface DataExportsTable {
  id: Generated<number>;
  member_id: number;
  /** pending | ready | failed */
  status: string;
  /** The language of the files' headings and of the mail that says the export is ready. */
  locale: string;
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
  bytes: number | null;
  /** The zip, once ready. */
  data: Uint8Array | null;
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

export interface MailQueueTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  /** The body; null once the mail is sent or given up (it holds a verification code). */
  text: string | null;
  /** After this the mail is of no use (its code expired): not sent, nor retried. */
  expires_at: string | null;
  attempts: Generated<number>;
  /** When the next try is due; null once sent or given up. */
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
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
  handled_at: Generated<string | null>;
  /** Account of the operator who marked it handled. */
  handled_by: Generated<string | null>;
  /** The shop's one reply (plain text), sent to the member by mail and to their messages. */
  reply: Generated<string | null>;
  reply_at: Generated<string | null>;
  reply_by: Generated<string | null>;
}

export interface MemberMessagesTable {
  id: Generated<number>;
  member_id: number;
  /** feedbackReply */
  kind: string;
  feedback_id: number | null;
  /** What the member wrote that the message answers. */
  quote: string | null;
  content: string;
  created_at: string;
  read_at: string | null;
}

export interface VipGrantsTable {
  id: Generated<number>;
  /** The console's id of one grant: a repeated request grants once. */
  request_id: string;
  member_id: number;
  /** grant | extend | revoke */
  action: string;
  months: number;
  expires_before: string | null;
  expires_after: string;
  reason: string;
  operator: string;
  created_at: string;
}

export interface OperatorsTable {
  id: Generated<number>;
  account: string;
  account_key: string;
  pwd_hash: string;
  /** owner | staff */
  role: string;
  disabled: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface JobLeasesTable {
  name: string;
  /** The instance running the job, until `expires_at` (epoch ms). */
  holder: string;
  expires_at: number;
  /** Runs started under a lease, by every instance together. */
  runs: Generated<number>;
}

/** One row per kind of cached page: bumped by every purge, so instances that cannot LISTEN see it by polling. */
export interface PageVersionsTable {
  name: string;
  version: number;
  /** The last purge as JSON (web/page-purge.ts); an instance that missed versions in between purges everything. */
  purge: string;
}

export interface Database extends CatalogueTables, OrderTables, CartTables, AddressTables, PaymentTables, VideoTables {
  seed_runs: SeedRunsTable;
  audit_log: AuditLogTable;
  members: MembersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  mail_queue: MailQueueTable;
  uploads: UploadsTable;
  feedback: FeedbackTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  member_messages: MemberMessagesTable;
  vip_grants: VipGrantsTable;
  job_leases: JobLeasesTable;
  page_versions: PageVersionsTable;
  data_exports: DataExportsTable;
}

/** The database itself, not a transaction: services that open a transaction take this. */
export type DbPool = Kysely<Database>;

/** An open transaction: what a flow hands the services it runs together. */
export type Trx = Transaction<Database>;

/** The database or an open transaction: repositories accept either. */
export type Executor = DbPool | Trx;
