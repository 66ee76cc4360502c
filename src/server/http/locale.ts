import type { MiddlewareHandler } from 'hono';
import { localeFromAcceptLanguage, normalizeLocale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import type { AppEnv } from './env.ts';

/** The caller's language: the `lang` header the client sends, else Accept-Language, else zh. */
export const localeMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const lang = c.req.header('lang');
  const locale = lang ? normalizeLocale(lang) : localeFromAcceptLanguage(c.req.header('accept-language'));
  c.set('locale', locale);
  c.set('t', createT(locale));
  await next();
};
