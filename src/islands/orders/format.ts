import type { Locale } from '../../lib/i18n/locales.ts';
import { formatCny } from '../../lib/money.ts';

/**
 * A CNY amount to put inside a translated sentence, isolated (FSI…PDI) so that in Arabic the symbol and
 * digits keep their order around the words.
 */
export const cnyInText = (fen: number, locale: Locale) => `\u2068${formatCny(fen, locale)}\u2069`;
