import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_accounts.ts';
import * as m0003 from './0003_uploads_feedback.ts';
import * as m0004 from './0004_catalogue.ts';

/** Listed explicitly (not read from disk) so the set of migrations is part of the code that runs. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_accounts': m0002,
  '0003_uploads_feedback': m0003,
  '0004_catalogue': m0004,
};
