import type { DbPool, Executor } from '../db/schema.ts';
import { NotFoundError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { enforce } from '../security/rate-limit.ts';
import type { DataExportStatus } from '../../lib/schemas/account.ts';
import { createT } from '../../lib/i18n/messages.ts';
import { isLocale, localizePath, type Locale } from '../../lib/i18n/locales.ts';
import * as repo from './account-data.repository.ts';
import { exportZip } from './data-export.files.ts';
import { findMember, lockMember } from './member-records.service.ts';

const HOUR = 60 * 60 * 1000;
/** How long a made export can be downloaded. */
export const EXPORT_VALID_MS = 24 * HOUR;
/** Exports a member may ask for in a day: each one reads every record of theirs. */
const EXPORTS_PER_DAY = 5;

export interface ExportDeps {
  db: DbPool;
  mailer: Mailer;
  publicSiteUrl: string;
}

export type ExportStatus = DataExportStatus;

/** What the member's latest export is: none, being made, ready until when, or failed; an expired one reads as none. */
export async function exportStatus(db: Executor, memberId: number, now = new Date()): Promise<ExportStatus> {
  const row = await repo.latestExport(db, memberId);
  if (!row) return { status: 'none' };
  if (row.status === 'ready') {
    if (row.expires_at! <= now.toISOString()) return { status: 'none' };
    return { status: 'ready', requestedAt: row.requested_at, readyAt: row.ready_at!, expiresAt: row.expires_at!, bytes: Number(row.bytes) };
  }
  return { status: row.status === 'failed' ? 'failed' : 'pending', requestedAt: row.requested_at };
}

/**
 * Asks for a new copy of the member's data: the job makes it within seconds and mails a link. While one is being
 * made, asking again changes nothing; a new request replaces a ready one. At most five a day.
 */
export async function requestExport(db: DbPool, memberId: number, locale: Locale, now = new Date()): Promise<ExportStatus> {
  const latest = await exportStatus(db, memberId, now);
  if (latest.status === 'pending') return latest;
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    await enforce(trx, `export:member:${memberId}`, { max: EXPORTS_PER_DAY, windowMs: 24 * HOUR }, now.getTime());
    // Two requests at once: the second sees the first's pending row (PostgreSQL locks the member; SQLite runs one writer).
    const again = await repo.latestExport(trx, memberId);
    if (again?.status === 'pending') return;
    const id = await repo.insertExport(trx, memberId, locale, now.toISOString());
    await repo.deleteExportsBefore(trx, memberId, id);
  });
  return exportStatus(db, memberId, now);
}

/** The zip of the member's ready export while its day lasts. */
export async function exportDownload(db: Executor, memberId: number, now = new Date()): Promise<{ data: Uint8Array; readyAt: string }> {
  const row = await repo.exportFile(db, memberId, now.toISOString());
  if (!row?.data) throw new NotFoundError('dataExport.notReady');
  return { data: row.data, readyAt: row.ready_at! };
}

/** The job: makes each pending export and mails its owner that it is ready (to the security email, if bound). */
export async function makePendingExports(deps: ExportDeps, now = () => new Date()): Promise<number> {
  let made = 0;
  for (const job of await repo.pendingExports(deps.db, 5)) {
    const locale: Locale = isLocale(job.locale) ? job.locale : 'zh';
    const t = createT(locale);
    try {
      const at = now();
      const data = await repo.readMemberData(deps.db, job.member_id, locale);
      const zip = exportZip(data, t('dataExport.readme', { date: at.toISOString().slice(0, 10) }), at.toISOString());
      if (!(await repo.finishExport(deps.db, job.id, zip, at.toISOString(), new Date(at.getTime() + EXPORT_VALID_MS).toISOString()))) continue;
      made += 1;
      const member = await findMember(deps.db, job.member_id);
      if (member?.email && !member.deleted_at) {
        const link = `${deps.publicSiteUrl}${localizePath('/mine/setting', locale)}#privacy`;
        await deps.mailer
          .send({ to: member.email, subject: t('mail.dataExport.subject'), text: t('mail.dataExport.text', { link, hours: 24 }) })
          .catch((err: unknown) => console.warn('data export mail not sent', err instanceof Error ? err.message : err));
      }
    } catch (err) {
      console.error('data export failed', job.id, err);
      await repo.failExport(deps.db, job.id);
    }
  }
  return made;
}

/** Exports whose day is over, and requests that failed or were never made a day ago. */
export function deleteExpiredExports(db: Executor, now = new Date()): Promise<number> {
  return repo.deleteExpiredExports(db, now.toISOString(), new Date(now.getTime() - 24 * HOUR).toISOString());
}
