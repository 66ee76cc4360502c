import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import type { GoodsCard as Card } from '../../lib/schemas/goods.ts';
import GoodsCard from './GoodsCard.tsx';

registerServerCatalogue();

const goods: Card = {
  id: 42,
  name: 'Rose & Jojoba Body Massage Oil',
  image: '/media/goods/rose.webp',
  price: 12900,
  marketPrice: 15900,
  salePrice: 9900,
  memberPrice: 8900,
  memberPays: 8900,
  sales: 12600,
  freeShipping: true,
  selfOperated: false,
  brandName: 'Amberleaf',
};

describe('GoodsCard', () => {
  it('links to the localized detail page and shows what a member pays', () => {
    const html = renderToStaticMarkup(<GoodsCard goods={goods} locale="zh" />);
    expect(html).toMatch(/^<a href="\/goods\/details\?id=42"/);
    expect(html).toContain('Rose &amp; Jojoba Body Massage Oil');
    expect(html).toMatch(/<span class="[^"]*text-primary-500[^"]*" data-price="8900">.*?<bdi>¥89\.00<\/bdi>/);
    expect(html).toMatch(/<del [^>]*data-price="15900">.*?¥159\.00/);
    expect(html).toContain('已售 12,600');
    expect(html).toContain('包邮');
    expect(html).not.toContain('自营');
    expect(renderToStaticMarkup(<GoodsCard goods={goods} locale="en" />)).toContain('href="/en/goods/details?id=42"');
  });

  it('shows the average score only where there are reviews', () => {
    expect(renderToStaticMarkup(<GoodsCard goods={goods} locale="en" />)).not.toContain('data-card-rating');
    const rated = renderToStaticMarkup(<GoodsCard goods={{ ...goods, rating: { average: 4.8, count: 120 } }} locale="en" />);
    expect(rated).toMatch(/data-card-rating="true">.*Rated.*4\.8<\/span>/);
  });

  it('reads "from" the lowest SKU price when SKUs cost members different amounts, worded and placed per language', () => {
    const varied = { ...goods, memberPaysFrom: 3490 };
    const zh = renderToStaticMarkup(<GoodsCard goods={varied} locale="zh" />);
    expect(zh).toMatch(/<span data-price-from[^>]*><span class="sr-only">会员价 <\/span><span class="[^"]*text-primary-500[^"]*" data-price="3490"><bdi>¥34\.90<\/bdi><\/span>起<\/span>/);
    expect(zh).not.toContain('data-price="8900"');
    // No struck market price beside a "from" price: it belongs to no one SKU.
    expect(zh).not.toContain('<del');
    expect(renderToStaticMarkup(<GoodsCard goods={varied} locale="en" />)).toMatch(/<span data-price-from[^>]*><span class="sr-only">Member price <\/span>from <span [^>]*data-price="3490">/);
    expect(renderToStaticMarkup(<GoodsCard goods={varied} locale="ar" />)).toMatch(/<span data-price-from[^>]*><span class="sr-only">سعر الأعضاء <\/span>ابتداءً من <span [^>]*data-price="3490">/);
    for (const locale of ['zh-TW', 'ja', 'ko', 'ru', 'id', 'th', 'vi'] as const) {
      expect(renderToStaticMarkup(<GoodsCard goods={varied} locale={locale} />)).toMatch(/data-price-from/);
    }
    expect(renderToStaticMarkup(<GoodsCard goods={{ ...goods, memberPaysFrom: null }} locale="zh" />)).not.toContain('data-price-from');
  });

  it('strikes the market price only when it is higher', () => {
    const html = renderToStaticMarkup(<GoodsCard goods={{ ...goods, marketPrice: 8900 }} locale="zh" />);
    expect(html).not.toContain('<del');
  });

  it('loads the image lazily unless asked to be eager', () => {
    const lazy = renderToStaticMarkup(<GoodsCard goods={goods} locale="zh" />);
    expect(lazy).toMatch(/<img src="\/media\/goods\/rose\.webp" width="800" height="800" alt="" loading="lazy"/);
    const eager = renderToStaticMarkup(<GoodsCard goods={goods} locale="zh" eager />);
    expect(eager).toContain('loading="eager"');
    expect(eager).toContain('fetchPriority="high"');
  });

  it('offers the picture in the sizes a card needs, the browser taking the smallest that covers it', () => {
    const html = renderToStaticMarkup(<GoodsCard goods={{ ...goods, image: '/media/goods/rose.800x800.jpg' }} locale="zh" />);
    expect(html).toContain('<source type="image/webp" srcSet="/media/goods/rose.800x800.w48.webp 48w, /media/goods/rose.800x800.w96.webp 96w, /media/goods/rose.800x800.w160.webp 160w, /media/goods/rose.800x800.w320.webp 320w, /media/goods/rose.800x800.w480.webp 480w, /media/goods/rose.800x800.webp 800w" sizes="(min-width: 1280px) 232px, 20vw"/>');
    expect(html).toMatch(/<img src="\/media\/goods\/rose\.800x800\.jpg" width="800" height="800" alt="" loading="lazy"/);
  });
});
