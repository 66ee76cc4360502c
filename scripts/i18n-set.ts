/**
 * Merges messages into src/i18n/<locale>.json and keeps every file's keys sorted.
 * Input (a file path argument, or stdin): { "<locale>": { "<key>": "<text>" } }.
 * Usage: node scripts/i18n-set.ts new-messages.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { LOCALES, isLocale } from '../src/lib/i18n/locales.ts';

const source = process.argv[2] ? readFileSync(process.argv[2], 'utf8') : readFileSync(0, 'utf8');
const input = JSON.parse(source) as Record<string, Record<string, string>>;

for (const [locale, entries] of Object.entries(input)) {
  if (!isLocale(locale)) throw new Error(`unknown locale ${locale}; expected one of ${LOCALES.join(', ')}`);
  const file = new URL(`../src/i18n/${locale}.json`, import.meta.url);
  const current = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const merged = { ...current, ...entries };
  const sorted = Object.fromEntries(Object.keys(merged).sort().map((k) => [k, merged[k]]));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
