import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { I18nProvider } from './I18nProvider.tsx';
import Money from './Money.tsx';

registerServerCatalogue();

const inIsland = (locale: Locale, node: ReactNode) => renderToStaticMarkup(<I18nProvider locale={locale}>{node}</I18nProvider>);

describe('Money', () => {
  it('shows a price in the page currency, converted outside zh, with the ≈ outside the isolated amount', () => {
    expect(inIsland('zh', <Money fen={8900} />)).toBe('<span data-price="8900"><bdi>¥89.00</bdi></span>');
    expect(inIsland('en', <Money fen={8900} />)).toMatch(/^<span data-price="8900">≈ <bdi>\$\d+\.\d\d<\/bdi><\/span>$/);
  });

  it('shows a charged amount in yuan whatever the language, marked with its fen', () => {
    expect(inIsland('en', <Money currency="cny" fen={8900} />)).toBe('<span data-fen="8900"><bdi>CN¥89.00</bdi></span>');
    expect(inIsland('ar', <Money currency="cny" fen={8900} className="font-bold" />)).toMatch(/^<span class="font-bold" data-fen="8900"><bdi>[^<]*يوان<\/bdi><\/span>$/);
  });

  it('strikes a market price through and names it for screen readers', () => {
    expect(inIsland('zh', <Money as="del" label="市场价" fen={15900} />)).toBe('<del data-price="15900"><span class="sr-only">市场价 </span><bdi>¥159.00</bdi></del>');
  });

  it('takes the language from its props where no island is around it (server-rendered cards)', () => {
    expect(renderToStaticMarkup(<Money locale="ja" currency="cny" fen={12900} />)).toBe('<span data-fen="12900"><bdi>129.00元</bdi></span>');
  });
});
