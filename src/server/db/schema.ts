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

export interface Database {
  seed_runs: SeedRunsTable;
  audit_log: AuditLogTable;
}
