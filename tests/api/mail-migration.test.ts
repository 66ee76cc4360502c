import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { enqueueMail } from '../../src/server/mail/mail-queue.repository.ts';
import { deliverDueMail } from '../../src/server/mail/mail-queue.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe(`mail bodies deleted once settled, migration 0022 (${TEST_DIALECT})`, () => {
  it('deletes the bodies of mail already sent or given up, keeps the rows and the mail still waiting, and goes back again', async () => {
    const db = ctx.db.kysely;
    const names = Object.keys(migrations).sort();
    const previous = names[names.indexOf('0022_mail_bodies') - 1]!;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
    const down = await migrator.migrateTo(previous);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => [r.migrationName, r.direction])).toContainEqual(['0022_mail_bodies', 'Down']);

    // The queue as it was: every row with its body, sent a week ago or not.
    await sql`insert into mail_queue (to_address, subject, text, attempts, next_attempt_at, sent_at, last_error, created_at) values
      ('sent@example.com', 'Orchid Mall verification code: 123456', 'Your code is 123456', 1, null, '2026-02-01T10:00:01.000Z', null, '2026-02-01T10:00:00.000Z'),
      ('gave.up@example.com', 'Orchid Mall verification code: 654321', 'Your code is 654321', 8, null, null, '451 relay down', '2026-02-01T11:00:00.000Z'),
      ('waiting@example.com', 'Orchid Mall verification code: 111222', 'Your code is 111222', 1, '2026-02-01T12:01:00.000Z', null, '421 later', '2026-02-01T12:00:00.000Z')`.execute(db);
    await migrateToLatest(ctx.db);

    const rows = await db.selectFrom('mail_queue').select(['to_address', 'text', 'expires_at', 'sent_at', 'last_error']).orderBy('id').execute();
    expect(rows).toEqual([
      { to_address: 'sent@example.com', text: null, expires_at: null, sent_at: '2026-02-01T10:00:01.000Z', last_error: null },
      { to_address: 'gave.up@example.com', text: null, expires_at: null, sent_at: null, last_error: '451 relay down' },
      { to_address: 'waiting@example.com', text: 'Your code is 111222', expires_at: null, sent_at: null, last_error: '421 later' },
    ]);

    // The queue works on: the waiting mail goes out and loses its body; new mail gets the next ids.
    const sent: { to: string; text: string }[] = [];
    expect(await deliverDueMail(db, async (mail) => void sent.push(mail), new Date('2026-02-01T12:02:00.000Z'))).toBe(1);
    expect(sent).toMatchObject([{ to: 'waiting@example.com', text: 'Your code is 111222' }]);
    await enqueueMail(db, { to: 'new@example.com', subject: 'Orchid Mall verification code', text: 'code', expiresAt: new Date('2026-02-01T12:12:00.000Z') }, new Date('2026-02-01T12:02:00.000Z'));
    const all = await db.selectFrom('mail_queue').select(['id', 'to_address', 'text']).orderBy('id').execute();
    expect(all.map((r) => [r.to_address, r.text])).toEqual([
      ['sent@example.com', null],
      ['gave.up@example.com', null],
      ['waiting@example.com', null],
      ['new@example.com', 'code'],
    ]);
    expect(new Set(all.map((r) => r.id)).size).toBe(4);

    // Back down: the column is required again, deleted bodies read as empty.
    const again = await migrator.migrateTo(previous);
    expect(again.error).toBeUndefined();
    const before = await sql<{ text: string }>`select text from mail_queue order by id`.execute(db);
    expect(before.rows.map((r) => r.text)).toEqual(['', '', '', 'code']);
    await migrateToLatest(ctx.db);
  });
});
