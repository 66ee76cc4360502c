/**
 * The few schema.org types the shop's pages describe, written out by hand (schema-dts is not a dependency):
 * each carries the fields search engines require or recommend for it, and nothing else.
 */

export const SCHEMA_CONTEXT = 'https://schema.org';

export type ItemAvailability = 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';

export interface Brand {
  '@type': 'Brand';
  name: string;
}

export interface Offer {
  '@type': 'Offer';
  url: string;
  /** Yuan with two decimals, as a string: "129.00". */
  price: string;
  priceCurrency: 'CNY';
  availability: ItemAvailability;
  itemCondition: 'https://schema.org/NewCondition';
}

export interface Rating {
  '@type': 'Rating';
  ratingValue: number;
  bestRating: 5;
  worstRating: 1;
}

export interface AggregateRating {
  '@type': 'AggregateRating';
  ratingValue: number;
  reviewCount: number;
  bestRating: 5;
  worstRating: 1;
}

export interface Review {
  '@type': 'Review';
  author: { '@type': 'Person'; name: string };
  datePublished: string;
  reviewBody: string;
  reviewRating: Rating;
  inLanguage?: string;
}

export interface Product {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'Product';
  name: string;
  description: string;
  image: string[];
  sku: string;
  url: string;
  brand?: Brand;
  offers: Offer;
  aggregateRating?: AggregateRating;
  review?: Review[];
}

export interface ListItem {
  '@type': 'ListItem';
  position: number;
  name: string;
  /** Absent on the last crumb, the page itself. */
  item?: string;
}

export interface BreadcrumbList {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'BreadcrumbList';
  itemListElement: ListItem[];
}

export interface Organization {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'Organization';
  name: string;
  url: string;
  logo: string;
  contactPoint: { '@type': 'ContactPoint'; telephone: string; contactType: 'customer service' };
}

export interface SearchAction {
  '@type': 'SearchAction';
  target: { '@type': 'EntryPoint'; urlTemplate: string };
  'query-input': 'required name=search_term_string';
}

export interface WebSite {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'WebSite';
  name: string;
  url: string;
  inLanguage: string;
  potentialAction: SearchAction;
}

export interface VideoObject {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': 'VideoObject';
  name: string;
  description: string;
  thumbnailUrl: string[];
  uploadDate: string;
  /** ISO 8601 duration: "PT1M35S". */
  duration: string;
  embedUrl: string;
  inLanguage: string;
}

/** What a page may put in its head as JSON-LD. */
export type StructuredData = Product | BreadcrumbList | Organization | WebSite | VideoObject;
