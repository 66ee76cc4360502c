import { SITE } from '../../config/site.ts';
import { createT } from '../../lib/i18n/messages.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import type { ReviewView } from '../../lib/schemas/review.ts';
import type { BrandSummary, TrailStep } from '../../lib/schemas/home.ts';
import { describeHtml, firstSentence } from '../../lib/seo/describe.ts';
import { breadcrumbLd, organizationLd, productLd, webSiteLd } from '../../lib/seo/json-ld.ts';
import { absoluteUrl, pageUrl, type PageSeo } from '../../lib/seo/page-head.ts';
import type { GoodsDetail } from '../catalogue/goods.service.ts';
import { siteOrigin } from './site-origin.ts';

/** The heads of the pages rendered on demand: their descriptions, pictures and structured data (decision 084). */

const crumbUrl = (origin: string, locale: Locale, path: string) => `${origin}${localizePath(path, locale)}`;

/** Home: the site's own description, the shop as an Organization and the site with its search box. */
export function homeSeo(locale: Locale, origin = siteOrigin()): PageSeo {
  const t = createT(locale);
  const url = crumbUrl(origin, locale, '/');
  return {
    structuredData: [
      organizationLd({ name: t('site.name'), url, logo: absoluteUrl(origin, '/apple-touch-icon.png'), telephone: SITE.hotline }),
      webSiteLd({ name: t('site.name'), url, inLanguage: locale, searchUrl: crumbUrl(origin, locale, '/goods/list') }),
    ],
  };
}

export interface ListFacts {
  categoryId?: number;
  brandId?: number;
  keyword?: string;
  /** The chosen category from the top of the tree down; empty without one. */
  trail: TrailStep[];
  brand?: BrandSummary;
}

/** A goods list: described by its category or brand (a brand by its own story), crumbs down to it. */
export function listSeo(locale: Locale, list: ListFacts, origin = siteOrigin()): PageSeo {
  const t = createT(locale);
  const site = t('site.name');
  const category = list.trail.at(-1);
  const named = category ?? list.brand;
  const description = list.brand?.story
    ? firstSentence(list.brand.story)
    : named
      ? t('seo.collectionDescription', { name: named.name, site })
      : t('seo.listDescription', { site });
  const crumbs = [
    { name: t('route.title.home'), url: crumbUrl(origin, locale, '/') },
    { name: t('route.title.goodsList'), url: crumbUrl(origin, locale, '/goods/list') },
    ...list.trail.map((step) => ({ name: step.name, url: crumbUrl(origin, locale, `/goods/list?categoryId=${step.id}`) })),
    ...(list.brand ? [{ name: list.brand.name }] : []),
  ];
  return {
    // Each category's and brand's list is titled by it, not by the route's one word shared by all lists.
    ...(named ? { title: named.name } : {}),
    description,
    query: { categoryId: list.categoryId, brandId: list.brandId, keyword: list.keyword },
    structuredData: [breadcrumbLd(crumbs)],
  };
}

/** A goods: the first sentence of its description, its main picture and price, a Product with its offer and crumbs. */
export function goodsSeo(locale: Locale, goods: GoodsDetail, trail: TrailStep[], reviews: ReviewView[], origin = siteOrigin()): PageSeo {
  const t = createT(locale);
  const url = pageUrl(origin, locale, '/goods/details', new URLSearchParams({ id: String(goods.id) }));
  const description = describeHtml(goods.description) || goods.name;
  const pictures = goods.images.length > 0 ? goods.images : [goods.image];
  return {
    description,
    query: { id: goods.id },
    image: pictures[0],
    priceFen: goods.guestPays,
    structuredData: [
      productLd({
        name: goods.name,
        description,
        images: pictures.map((p) => absoluteUrl(origin, p)),
        itemNo: goods.itemNo,
        brandName: goods.brandName,
        url,
        price: goods.guestPays,
        stock: goods.stock,
        rating: goods.rating,
        reviews,
      }),
      breadcrumbLd([
        { name: t('route.title.home'), url: crumbUrl(origin, locale, '/') },
        ...trail.map((step) => ({ name: step.name, url: crumbUrl(origin, locale, `/goods/list?categoryId=${step.id}`) })),
        { name: goods.name },
      ]),
    ],
  };
}

/** A help page: its own first sentence, crumbs from home. */
export function helpSeo(locale: Locale, page: { title: string; description: string }, origin = siteOrigin()): PageSeo {
  const t = createT(locale);
  return { description: page.description, structuredData: [breadcrumbLd([{ name: t('route.title.home'), url: crumbUrl(origin, locale, '/') }, { name: page.title }])] };
}
