import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/i18n/locales.ts';
import { CATEGORY_FILES } from '../seed/catalogue/categories/index.ts';

/**
 * What leaves the shop under a subject line (mails, and the order subject a payment provider prints on bank and
 * Alipay statements) names no goods: every subject is a fixed message without parameters, and no message of it, in
 * any language, holds a goods or category name of the catalogue.
 */
const SERVER = join(import.meta.dirname, '..');
const MESSAGES = join(import.meta.dirname, '../../i18n');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A subject passed on as it came (a queue row, a provider request, a type), not made here. */
const PASSED_ON = /^(string;|mail\.subject|r\.subject|request\.subject\.slice\(|mail\.to_address)/;
const MESSAGE_KEY = /^(?:t|createT\([^)]*\))\('([a-zA-Z.]+)'\)/;

function subjects(): { where: string; value: string }[] {
  return sourceFiles(SERVER).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => [...line.matchAll(/\bsubject: ([^,}]+)/g)].map((m) => ({ where: `${relative(SERVER, file)}:${i + 1}`, value: m[1]!.trim() }))),
  );
}

const messages = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(join(MESSAGES, `${l}.json`), 'utf8')) as Record<string, string>]));
const goodsWords = CATEGORY_FILES.flatMap((c) => [...Object.values(c.names), ...c.goods.flatMap((g) => Object.values(g.name))]).filter((w) => w.length >= 2);

describe('subjects that leave the shop', () => {
  const made = subjects().filter((s) => !PASSED_ON.test(s.value));

  it('are made in five places, each from a fixed message', () => {
    expect(made.map((s) => s.value.match(MESSAGE_KEY)?.[1] ?? `not a message: ${s.where} ${s.value}`).sort()).toEqual(['balance.recharge.subject', 'mail.code.subject', 'mail.dataExport.subject', 'mail.feedbackReply.subject', 'mail.topUpKept.subject']);
  });

  it.each(['balance.recharge.subject', 'mail.code.subject', 'mail.dataExport.subject', 'mail.feedbackReply.subject', 'mail.topUpKept.subject'])('%s names no goods in any language and takes no parameter', (key) => {
    for (const locale of LOCALES) {
      const text = messages[locale]![key];
      expect(text, `${locale} ${key}`).toBeTruthy();
      expect(text, `${locale} ${key}`).not.toMatch(/[{}]/);
      for (const word of goodsWords) expect(text!.includes(word), `${locale} ${key} holds “${word}”`).toBe(false);
    }
  });
});
