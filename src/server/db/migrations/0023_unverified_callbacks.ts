import { sql, type Kysely } from 'kysely';

/**
 * Callbacks whose signature or shape did not verify come from anyone: they are kept apart (`verified` 0), as
 * a short prefix of the body with the SHA-256 of the whole and the client address, and expire after a week
 * (decision 060). Verified callbacks stay as they were, the record of money. Callbacks refused before this
 * migration that no verified notice explains (no top-up, and not the "unknown top-up" of a signed notice) are
 * marked unverified and cut to the same prefix, so an earlier flood expires too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_callbacks').addColumn('verified', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('payment_callbacks').addColumn('payload_sha256', 'varchar(64)').execute();
  await db.schema.alterTable('payment_callbacks').addColumn('client_ip', 'varchar(64)').execute();
  await sql`update payment_callbacks set verified = 0, payload = substr(payload, 1, 256)
    where outcome = 'rejected' and recharge_no is null and (reason is null or reason <> 'unknown top-up')`.execute(db);
  await db.schema.createIndex('payment_callbacks_unverified').on('payment_callbacks').columns(['verified', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_callbacks_unverified').execute();
  for (const column of ['client_ip', 'payload_sha256', 'verified']) await db.schema.alterTable('payment_callbacks').dropColumn(column).execute();
}
