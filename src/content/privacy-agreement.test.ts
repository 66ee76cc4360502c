import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNVERIFIED_CALLBACKS } from '../server/balance/recharge.service.ts';
import { loadConfig } from '../server/config.ts';
import { DEFAULT_RETENTION } from '../server/jobs/cleanup.ts';
import { KEEP_MS as MAIL_ROW_KEEP_MS } from '../server/mail/mail-queue.ts';
import { CODE_TTL_MS } from '../server/member/codes.service.ts';
import { SESSION_TTL_MS } from '../server/member/session.service.ts';
import { CATALOG } from '../lib/i18n/catalog.server.ts';
import { resolveMessages } from '../lib/i18n/content-messages.ts';
import { LOCALES, type Locale } from '../lib/i18n/locales.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The periods the privacy agreement promises, read from the code that enforces them: change one there and every
 * language's page must say the new number.
 */
const PERIODS = {
  recentlyViewedDays: loadConfig({}).footprintRetentionDays,
  emailCodeMinutes: CODE_TTL_MS / 60_000,
  sessionDays: SESSION_TTL_MS / DAY_MS,
  sentMailRowDays: MAIL_ROW_KEEP_MS / DAY_MS,
  unverifiedPaymentNoticeDays: UNVERIFIED_CALLBACKS.keepDays,
};

/** The two Settings → Privacy actions by the titles their sections carry in the interface (issue 35, item 3). */
const ACTION_KEYS = { download: 'setting.dataExport.title', delete: 'setting.deleteAccount.title' } as const;

function actionNames(locale: Locale): string[] {
  return Object.values(ACTION_KEYS).map((key) => CATALOG[locale][key]);
}

/** The page as readers get it, with {{message.key}} placeholders resolved as the Markdown build does. */
function privacyPage(locale: Locale): string {
  const path = `help/${locale}/privacyAgreement.md`;
  const text = readFileSync(new URL(path, import.meta.url), 'utf8');
  return resolveMessages(text.split('\n---\n')[1] ?? '', locale, path);
}

/** The page's sections by heading. */
function sections(page: string): Map<string, string> {
  return new Map(page.split(/^## /m).slice(1).map((s) => [s.slice(0, s.indexOf('\n')).trim(), s.slice(s.indexOf('\n'))]));
}

/** How often each whole number is written. */
function numbersIn(text: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const [n] of text.matchAll(/(?<![\d.,])\d+(?![\d.,]\d)/g)) counts.set(Number(n), (counts.get(Number(n)) ?? 0) + 1);
  return counts;
}

describe('privacy agreement', () => {
  it('takes the recently viewed period from configuration, as the clean-up job does', () => {
    expect(PERIODS.recentlyViewedDays).toBe(DEFAULT_RETENTION.footprintDays);
  });

  it.each(LOCALES)('%s states every retention period the code enforces', (locale) => {
    const written = numbersIn(privacyPage(locale));
    const needed = numbersIn(Object.values(PERIODS).join(' '));
    for (const [n, times] of needed) expect(written.get(n) ?? 0, `${locale}: ${n} written at least ${times}×`).toBeGreaterThanOrEqual(times);
  });

  it.each(LOCALES)('%s leads to downloading the data and deleting the account in Settings → Privacy', (locale) => {
    const place = new RegExp(`${CATALOG[locale]['route.title.setting']}\\s*[→←]\\s*${CATALOG[locale]['setting.privacy']}`);
    const bySection = sections(privacyPage(locale));
    for (const action of actionNames(locale)) {
      const section = bySection.get(action);
      expect(section, `${locale}: a section headed "${action}"`).toBeDefined();
      expect(section, `${locale}: "${action}" says where it is`).toMatch(place);
      expect(section, `${locale}: "${action}" names the button`).toContain(action);
    }
  });

  it.each(LOCALES)('%s names the discreet features and the subject payment statements show', (locale) => {
    const page = privacyPage(locale);
    expect(page).toContain('Esc');
    expect(page).toContain(CATALOG[locale]['balance.recharge.subject']);
    expect(page).toMatch(new RegExp(`${CATALOG[locale]['route.title.setting']}\\s*[→←]\\s*${CATALOG[locale]['setting.privacy']}`));
  });
});
