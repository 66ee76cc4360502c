import zh from '../../i18n/zh.json' with { type: 'json' };
import zhTW from '../../i18n/zh-TW.json' with { type: 'json' };
import en from '../../i18n/en.json' with { type: 'json' };
import ja from '../../i18n/ja.json' with { type: 'json' };
import ko from '../../i18n/ko.json' with { type: 'json' };
import ru from '../../i18n/ru.json' with { type: 'json' };
import ar from '../../i18n/ar.json' with { type: 'json' };
import id from '../../i18n/id.json' with { type: 'json' };
import th from '../../i18n/th.json' with { type: 'json' };
import vi from '../../i18n/vi.json' with { type: 'json' };
import type { Locale } from './locales.ts';
import { registerMessages, type Messages } from './messages.ts';

/** Every locale's messages. `satisfies` makes a locale file that lacks a zh key a type error. */
export const CATALOG = {
  zh,
  'zh-TW': zhTW,
  en,
  ja,
  ko,
  ru,
  ar,
  id,
  th,
  vi,
} satisfies Record<Locale, Messages>;

/**
 * Gives createT every language on the server (in the browser a page embeds its own, messages.ts). Called where
 * server code starts, before anything translates: createApp (the API, in the server and the API tests), the
 * operator CLI (scripts/ops.ts), src/middleware.ts (pages: at build time, under astro dev, on the render
 * threads) and the unit tests that translate. Importing this file registers nothing; calling it again changes
 * nothing.
 */
export function registerServerCatalogue(): void {
  for (const [locale, messages] of Object.entries(CATALOG)) registerMessages(locale as Locale, messages);
}
