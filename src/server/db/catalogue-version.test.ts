import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueVersion } from '../catalogue/goods.repository.ts';
import { quickVersionOf } from './catalogue-version.ts';
import { openDatabase, type Db } from './database.ts';

describe('the catalogue version read on the thread answering requests (decision 118)', () => {
  let db: Db | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    db = dir = undefined;
  });

  const open = async (readers: number) => {
    dir = mkdtempSync(join(tmpdir(), 'om-version-'));
    db = openDatabase(`sqlite:${join(dir, 'shop.db')}`, { readers });
    await sql`create table catalogue_state (id integer primary key, version integer not null)`.execute(db.kysely);
    await sql`insert into catalogue_state (id, version) values (1, 5)`.execute(db.kysely);
    return db;
  };

  it('reads what was last committed, by any connection, without a reader thread', async () => {
    const { kysely, read } = await open(2);
    const quick = quickVersionOf(read)!;
    expect(quick).toBeTypeOf('function');
    expect(await catalogueVersion(read)).toBe(5);
    await sql`update catalogue_state set version = version + 1 where id = 1`.execute(kysely);
    expect(quick()).toBe(6);
    expect(await catalogueVersion(read)).toBe(6);
    // A write not yet committed is not seen: a remembered total is never filed under a version that may roll back.
    await kysely.transaction().execute(async (trx) => {
      await sql`update catalogue_state set version = 100 where id = 1`.execute(trx);
      expect(quick()).toBe(6);
    });
    expect(quick()).toBe(100);
    // The readers never started: the version cost no message to a thread.
    expect(db!.readers!().threads).toBe(0);
  });

  it('is not set up where catalogue reads run on the calling thread already', async () => {
    const { read } = await open(0);
    expect(quickVersionOf(read)).toBeUndefined();
    expect(await catalogueVersion(read)).toBe(5);
  });
});
