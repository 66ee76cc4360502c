import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { I18nProvider } from '../ui/I18nProvider.tsx';
import SpecChooser from './SpecChooser.tsx';

registerServerCatalogue();

const specs = [{ name: 'Weight', values: ['100 g', '300 g'] }];
const skus = [
  { id: 1, values: [0], stock: 5, price: null },
  { id: 2, values: [1], stock: 0, price: null },
];

/** The words of each choice's label as a reader gets them (bidi isolation marks left out). */
function labels(locale: Locale): string[] {
  const html = renderToStaticMarkup(
    <I18nProvider locale={locale}><SpecChooser specs={specs} skus={skus} choice={[0]} onChoose={() => {}} /></I18nProvider>,
  );
  return [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/[\u2066-\u2069]/g, ''));
}

describe('SpecChooser', () => {
  it('spaces a sold-out note the way each language does: a space before Latin-script brackets, none before full-width ones', () => {
    expect(labels('en')).toEqual(['100 g', '300 g (Sold out)']);
    expect(labels('ru')[1]).toBe('300 g (нет в наличии)');
    expect(labels('ar')[1]).toBe('300 g (نفدت الكمية)');
    expect(labels('zh')[1]).toBe('300 g（已售罄）');
    expect(labels('zh-TW')[1]).toBe('300 g（已售完）');
    expect(labels('ja')[1]).toBe('300 g（売り切れ）');
  });
});
