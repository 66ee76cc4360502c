import type { GoodsRating, ReviewView } from '../schemas/review.ts';
import {
  SCHEMA_CONTEXT,
  type BreadcrumbList,
  type Organization,
  type Product,
  type Review,
  type StructuredData,
  type VideoObject,
  type WebSite,
} from './schema-types.ts';

/** Reviews a goods page describes in its structured data: a few, not the whole list. */
export const REVIEWS_IN_STRUCTURED_DATA = 3;

/**
 * JSON-LD as the text of a <script> element. JSON.stringify leaves `<`, `>` and `&` as they are, so a goods
 * named `</script><script>…` would close the element and run; written as \u escapes they stay inside the JSON
 * (and mean the same to every JSON parser). U+2028 and U+2029 are escaped too, as older parsers choke on them.
 */
export function jsonLdText(data: StructuredData | StructuredData[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Fen as schema.org and Open Graph want a price: yuan with two decimals. */
export function yuanText(fen: number): string {
  return (fen / 100).toFixed(2);
}

export interface ProductFacts {
  name: string;
  description: string;
  /** Absolute picture URLs, the main one first. */
  images: string[];
  itemNo: string;
  brandName: string | null;
  /** The page's own absolute URL (its canonical). */
  url: string;
  /** What a guest pays, in fen. */
  price: number;
  stock: number;
  rating: GoodsRating;
  reviews: ReviewView[];
}

function reviewOf(review: ReviewView): Review {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.nickname },
    datePublished: review.createdAt.slice(0, 10),
    reviewBody: review.content,
    reviewRating: { '@type': 'Rating', ratingValue: review.score, bestRating: 5, worstRating: 1 },
    ...(review.lang ? { inLanguage: review.lang } : {}),
  };
}

/** A goods as a Product with its offer; rating and reviews only when shoppers can read some (hidden ones never count). */
export function productLd(goods: ProductFacts): Product {
  const rated = goods.rating.count > 0;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    name: goods.name,
    description: goods.description,
    image: goods.images,
    sku: goods.itemNo,
    url: goods.url,
    ...(goods.brandName ? { brand: { '@type': 'Brand', name: goods.brandName } } : {}),
    offers: {
      '@type': 'Offer',
      url: goods.url,
      price: yuanText(goods.price),
      priceCurrency: 'CNY',
      availability: goods.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(rated
      ? {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: goods.rating.average, reviewCount: goods.rating.count, bestRating: 5, worstRating: 1 },
          review: goods.reviews.slice(0, REVIEWS_IN_STRUCTURED_DATA).map(reviewOf),
        }
      : {}),
  };
}

/** Crumbs from the home page down; the last one is the page itself and carries no link. */
export function breadcrumbLd(crumbs: { name: string; url?: string }[]): BreadcrumbList {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.url && i < crumbs.length - 1 ? { item: crumb.url } : {}),
    })),
  };
}

export function organizationLd(site: { name: string; url: string; logo: string; telephone: string }): Organization {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: site.logo,
    contactPoint: { '@type': 'ContactPoint', telephone: site.telephone, contactType: 'customer service' },
  };
}

/** The site with its search box: `searchUrl` is the goods list's absolute URL in the page's language. */
export function webSiteLd(site: { name: string; url: string; inLanguage: string; searchUrl: string }): WebSite {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    inLanguage: site.inLanguage,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.searchUrl}?keyword={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Milliseconds as an ISO 8601 duration, whole seconds: 95_400 → "PT1M35S". */
export function isoDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
}

export interface VideoFacts {
  name: string;
  description: string;
  /** Absolute poster URL. */
  poster: string;
  publishedAt: string;
  durationMs: number;
  /** The page that plays it (absolute). */
  url: string;
  inLanguage: string;
}

export function videoLd(video: VideoFacts): VideoObject {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'VideoObject',
    name: video.name,
    description: video.description,
    thumbnailUrl: [video.poster],
    uploadDate: video.publishedAt,
    duration: isoDuration(video.durationMs),
    embedUrl: video.url,
    inLanguage: video.inLanguage,
  };
}
