import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import { LOCALES } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import { playerWords } from './playerWords.ts';

registerServerCatalogue();

// Words the player keeps as they are in every language: product names.
const NAMES = new Set(['AirPlay', 'Google Cast']);

describe('playerWords', () => {
  const en = playerWords(createT('en'));

  it.each(LOCALES)('gives the player every one of its words in %s, from the catalogue', (locale) => {
    const words = playerWords(createT(locale));
    for (const [word, text] of Object.entries(words)) {
      expect(text, `${locale}: ${word}`).not.toMatch(/^video\.player\./);
      expect(text.trim(), `${locale}: ${word}`).not.toBe('');
      if (locale !== 'en' && !NAMES.has(word) && !(locale === 'id' && ['Audio', 'Normal', 'Volume'].includes(word))) {
        expect(text, `${locale}: ${word} is still English`).not.toBe(en[word as keyof typeof en]);
      }
    }
  });

  it('names the captions menu in the reader\'s language', () => {
    expect(playerWords(createT('zh')).Captions).toBe('字幕');
    expect(playerWords(createT('ar')).Captions).toBe('الترجمة المرئية');
    expect(en.Captions).toBe('Captions');
  });
});
