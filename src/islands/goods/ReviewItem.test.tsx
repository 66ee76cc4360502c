import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { ReviewView } from '../../lib/schemas/review.ts';
import { I18nProvider } from '../ui/I18nProvider.tsx';
import ReviewItem from './ReviewItem.tsx';

registerServerCatalogue();

const review: ReviewView = { id: 1, nickname: '小鹿', avatar: null, score: 5, content: '很好用', images: [], spec: '规格: 10件装', lang: 'zh', createdAt: '2026-11-20T08:00:00.000Z', followUp: null, reply: null };
const render = (locale: Locale, over: Partial<ReviewView> = {}) => renderToStaticMarkup(<I18nProvider locale={locale}>{<ReviewItem review={{ ...review, ...over }} />}</I18nProvider>);

describe('ReviewItem', () => {
  it('shows the specification bought once, as it names its own dimension', () => {
    const html = render('zh');
    expect(html).toMatch(/<p dir="auto" [^>]*data-review-spec[^>]*>规格: 10件装<\/p>/);
    expect(html.match(/规格/g)).toHaveLength(1);
    expect(render('en', { spec: 'Capacity: 100 ml' })).toMatch(/data-review-spec[^>]*>Capacity: 100 ml<\/p>/);
  });

  it('shows no specification line when none was bought', () => {
    expect(render('zh', { spec: null })).not.toContain('data-review-spec');
  });
});
