import type { Seed } from '../seed.ts';
import { demoBanners } from './catalogue/demo-banners.ts';
import { demoCatalogue } from './catalogue/demo-catalogue.ts';
import { demoCatalogueTexts } from './catalogue/demo-texts.ts';
import { demoMember } from './demo-member.ts';
import { demoReviews } from './reviews/demo-reviews.ts';
import { demoVideos } from './video/demo-videos.ts';
import { demoOperator } from './demo-operator.ts';

/** Demo data for a fresh install, in the order it must be created. Each domain appends its own. */
export const demoSeeds: Seed[] = [demoMember, demoCatalogue, demoCatalogueTexts, demoBanners, demoReviews, demoVideos];

/** Demo data that must never reach a production shop (a known console password). */
export const developmentSeeds: Seed[] = [demoOperator];
