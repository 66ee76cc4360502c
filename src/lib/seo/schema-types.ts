import type * as Dts from "schema-dts";

/**
 * The few schema.org types the shop's pages describe, each with the fields search engines require or recommend
 * for it made required, and nothing else. schema-dts, which describes the whole vocabulary with every field
 * optional, checks them at the bottom of this file: a type name schema.org does not have, or a field of the wrong
 * kind, fails the build.
 */

export const SCHEMA_CONTEXT = "https://schema.org";

export type ItemAvailability =
  "https://schema.org/InStock" | "https://schema.org/OutOfStock";

export interface Brand {
  "@type": "Brand";
  name: string;
}

export interface Offer {
  "@type": "Offer";
  url: string;
  /** Yuan with two decimals, as a string: "129.00". */
  price: string;
  priceCurrency: "CNY";
  availability: ItemAvailability;
  itemCondition: "https://schema.org/NewCondition";
}

export interface Rating {
  "@type": "Rating";
  ratingValue: number;
  bestRating: 5;
  worstRating: 1;
}

export interface AggregateRating {
  "@type": "AggregateRating";
  ratingValue: number;
  reviewCount: number;
  bestRating: 5;
  worstRating: 1;
}

export interface Review {
  "@type": "Review";
  author: { "@type": "Person"; name: string };
  datePublished: string;
  reviewBody: string;
  reviewRating: Rating;
  inLanguage?: string;
}

export interface Product {
  "@context": typeof SCHEMA_CONTEXT;
  "@type": "Product";
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
  "@type": "ListItem";
  position: number;
  name: string;
  /** Absent on the last crumb, the page itself. */
  item?: string;
}

export interface BreadcrumbList {
  "@context": typeof SCHEMA_CONTEXT;
  "@type": "BreadcrumbList";
  itemListElement: ListItem[];
}

export interface Organization {
  "@context": typeof SCHEMA_CONTEXT;
  "@type": "Organization";
  name: string;
  url: string;
  logo: string;
  contactPoint: {
    "@type": "ContactPoint";
    telephone: string;
    contactType: "customer service";
  };
}

export interface SearchAction {
  "@type": "SearchAction";
  target: { "@type": "EntryPoint"; urlTemplate: string };
  "query-input": "required name=search_term_string";
}

export interface WebSite {
  "@context": typeof SCHEMA_CONTEXT;
  "@type": "WebSite";
  name: string;
  url: string;
  inLanguage: string;
  potentialAction: SearchAction;
}

export interface VideoObject {
  "@context": typeof SCHEMA_CONTEXT;
  "@type": "VideoObject";
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
export type StructuredData =
  Product | BreadcrumbList | Organization | WebSite | VideoObject;

/** Compiles only when `T` is also the schema.org type `U` as schema-dts describes it. */
type Conforms<T extends U, U> = T;
export type CheckedAgainstSchemaDts = [
  Conforms<Product, Dts.WithContext<Dts.Product>>,
  Conforms<Review, Dts.Review>,
  Conforms<BreadcrumbList, Dts.WithContext<Dts.BreadcrumbList>>,
  Conforms<Organization, Dts.WithContext<Dts.Organization>>,
  Conforms<WebSite, Dts.WithContext<Dts.WebSite>>,
  Conforms<VideoObject, Dts.WithContext<Dts.VideoObject>>,
];
