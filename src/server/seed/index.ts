import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Db } from '../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import { runSeeds, type Seed } from './seed.ts';
import { demoBanners } from './catalogue/demo-banners.ts';
import { demoCatalogue, demoCatalogueWithoutSales } from './catalogue/demo-catalogue.ts';
import { demoCatalogueTexts } from './catalogue/demo-texts.ts';
import { demoMember } from './demo-member.ts';
import { demoReviews } from './reviews/demo-reviews.ts';
import { demoVideos, demoVideosWithoutViews } from './video/demo-videos.ts';
import { demoOperator } from './demo-operator.ts';

/**
 * The demo shop as a shopper sees it, for development, tests and demonstrations, in the order it must be
 * created: a member to sign in with (`demo`/`demo123`), the catalogue with sales figures, reviews by demo
 * shoppers, videos with view counts. Each domain appends its own. Never seeded in production.
 */
export const demoSeeds: Seed[] = [demoMember, demoCatalogue, demoCatalogueTexts, demoBanners, demoReviews, demoVideos];

/** Demo data that must never reach a production shop (a known console password). */
export const developmentSeeds: Seed[] = [demoOperator];

/**
 * What a production shop gets when its operator asks for demo data (`DEMO_DATA=true`, `npm run db:seed --
 * --demo`): the catalogue alone (categories, brands, goods with their texts and pictures, home banners, the
 * demo videos), with nothing a shopper could take for real: no members, no reviews, nothing sold, no views.
 * The seeds have the names of their demo-shop versions, so a database holds one or the other.
 */
export const catalogueSeeds: Seed[] = [demoCatalogueWithoutSales, demoCatalogueTexts, demoBanners, demoVideosWithoutViews];

/** Seeds `npm run db:seed` runs: the demo shop outside production; in production the catalogue, only when asked. */
export function seedsOnRequest(config: Pick<Config, 'production' | 'demoData'>, demoFlag: boolean): Seed[] {
  if (!config.production) return demoSeeds;
  return demoFlag || config.demoData ? catalogueSeeds : [];
}

/** Seeds `npm start` runs on an empty database (see seedAtStart). */
export function seedsAtStart(config: Pick<Config, 'production' | 'demoData'>): Seed[] {
  if (!config.demoData) return [];
  return config.production ? catalogueSeeds : [...demoSeeds, ...developmentSeeds];
}

interface SeedRuntime {
  db: Db;
  mediaDir: string;
  /** The media storage when it is not the disk under mediaDir. */
  media?: Storage;
  config: Pick<Config, 'production' | 'demoData'>;
  logger: Logger;
}

/**
 * `npm start`: demo data into an empty database (no seed has run, no goods). Outside production that is the
 * demo shop, unless DEMO_DATA=false; in production nothing, or the catalogue alone with DEMO_DATA=true. A
 * production database that an earlier version seeded with the demo member and reviews is named in the log.
 */
export async function seedAtStart({ db, mediaDir, media, config, logger }: SeedRuntime): Promise<string[]> {
  const ranBefore = (await db.kysely.selectFrom('seed_runs').select('name').execute()).map((r) => r.name);
  if (config.production) await warnOfDemoShoppers(db, logger, ranBefore);
  const hasGoods = (await db.kysely.selectFrom('goods').select('id').limit(1).execute()).length > 0;
  if (ranBefore.length > 0 || hasGoods) return [];
  const ran = await runSeeds({ db, mediaDir, media }, seedsAtStart(config));
  if (ran.length) logger.info(config.production ? 'demo catalogue seeded' : 'demo data seeded', { seeds: ran });
  return ran;
}

/** An earlier version seeded production like development: say so while its demo member or reviews are there. */
async function warnOfDemoShoppers(db: Db, logger: Logger, ranBefore: string[]): Promise<void> {
  const member = ranBefore.includes('demo-member') ? await db.kysely.selectFrom('members').select('id').where('account_key', '=', 'demo').executeTakeFirst() : undefined;
  // Demo reviews are the ones without an order item: every review a member writes has one.
  const reviews = ranBefore.includes('demo-reviews') ? await db.kysely.selectFrom('reviews').select('id').where('order_item_id', 'is', null).limit(1).execute() : [];
  if (!member && reviews.length === 0) return;
  logger.warn('demo data in a production database, seeded by an earlier version: delete it', {
    ...(member ? { member: 'account "demo", password "demo123": anyone can sign in with it' } : {}),
    ...(reviews.length ? { reviews: 'reviews without an order (reviews.order_item_id is null), counted in the goods ratings' } : {}),
  });
}
