import { atomically } from '../db/atomic.ts';
import type { Executor } from '../db/schema.ts';
import { DomainError, NotFoundError, StateChangedError } from '../errors.ts';
import { MEDIA_SIZES } from '../uploads/media.service.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { BannerInput, BrandInput, CategoryInput } from '../../lib/schemas/admin-catalogue.ts';
import { insertBanner } from './banner.service.ts';
import { insertBrand, insertCategory } from './catalogue-write.repository.ts';
import * as repo from './catalogue-admin.repository.ts';
import { brandRows, categoryRows } from './category.repository.ts';

/**
 * The console's categories (two levels: a category sits at the top or under a top-level one), brands and
 * home-page banners. Names are replaced whole on each save; a brand's new names reach its goods' search text
 * in the same transaction. A save of changes names the version its form loaded and writes only if the record
 * is still at it; otherwise (or without a version) the operator is told to reload (decision 061).
 */

/** Languages the operator left empty are not written: the shop falls back for them. */
const filled = (texts: Partial<Record<Locale, string>>) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v)) as Partial<Record<Locale, string>>;
/** The version a save was loaded at, or the refusal a save without one gets. */
function loadedAt(version: number | undefined): number {
  if (version === undefined) throw new StateChangedError('admin.changed');
  return version;
}
const unlessMoved = (written: boolean) => {
  if (!written) throw new StateChangedError('admin.changed');
};

const byLocale = <T extends { locale: string }, V>(rows: T[], pick: (r: T) => V) => Object.fromEntries(rows.map((r) => [r.locale, pick(r)]));

/** Every category in display order, as "parent / child" in the asked language, with what the form edits. */
export async function categoryList(db: Executor, locale: Locale) {
  const rows = await categoryRows(db, locale);
  const nameOf = new Map(rows.map((r) => [r.id, r.name ?? '']));
  const tops = rows.filter((r) => r.parent_id === null);
  const ordered = tops.flatMap((t) => [t, ...rows.filter((r) => r.parent_id === t.id)]);
  return ordered.map((r) => ({ id: r.id, name: r.parent_id === null ? (r.name ?? '') : `${nameOf.get(r.parent_id) ?? ''} / ${r.name ?? ''}`, parentId: r.parent_id, icon: r.icon, hidden: r.hidden === 1 }));
}

export async function categoryForEdit(db: Executor, id: number) {
  const [row, names] = await Promise.all([repo.categoryById(db, id), repo.categoryNames(db, id)]);
  if (!row) throw new NotFoundError('admin.category.notFound');
  return { id, parentId: row.parent_id, sort: row.sort, icon: row.icon, hidden: row.hidden === 1, names: byLocale(names, (n) => n.name), version: row.version };
}

async function checkParent(db: Executor, id: number | null, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const parent = await repo.categoryById(db, parentId);
  if (!parent || parent.parent_id !== null || parentId === id) throw new DomainError('admin.validation.parent');
  if (id !== null && (await repo.childCount(db, id)) > 0) throw new DomainError('admin.category.hasChildren');
}

export async function createCategory(db: Executor, input: CategoryInput): Promise<number> {
  await checkParent(db, null, input.parentId);
  return atomically(db, async (trx) => {
    const id = await insertCategory(trx, { parentId: input.parentId, sort: input.sort, icon: input.icon, names: filled(input.names) });
    if (input.hidden) await repo.hideNew(trx, 'categories', id);
    return id;
  });
}

export async function updateCategory(db: Executor, id: number, input: CategoryInput, version: number | undefined): Promise<void> {
  await categoryForEdit(db, id);
  await checkParent(db, id, input.parentId);
  const loaded = loadedAt(version);
  await atomically(db, async (trx) => unlessMoved(await repo.writeCategory(trx, id, loaded, input)));
}

export async function brandList(db: Executor, locale: Locale) {
  return (await brandRows(db, locale)).map((b) => ({ id: b.id, name: b.name ?? '', logo: b.logo, hidden: b.hidden === 1 }));
}

export async function brandForEdit(db: Executor, id: number) {
  const [row, texts] = await Promise.all([repo.brandById(db, id), repo.brandTexts(db, id)]);
  if (!row) throw new NotFoundError('admin.brand.notFound');
  return { id, sort: row.sort, logo: row.logo, hidden: row.hidden === 1, names: byLocale(texts, (t) => t.name), stories: byLocale(texts, (t) => t.story ?? ''), version: row.version };
}

export function createBrand(db: Executor, input: BrandInput): Promise<number> {
  return atomically(db, async (trx) => {
    const id = await insertBrand(trx, { logo: input.logo, sort: input.sort, names: filled(input.names), stories: filled(input.stories) });
    if (input.hidden) await repo.hideNew(trx, 'brands', id);
    return id;
  });
}

export async function updateBrand(db: Executor, id: number, input: BrandInput, version: number | undefined): Promise<void> {
  await brandForEdit(db, id);
  const loaded = loadedAt(version);
  await atomically(db, async (trx) => {
    unlessMoved(await repo.writeBrand(trx, id, loaded, input));
    await repo.refreshBrandGoodsSearch(trx, id);
  });
}

export async function bannerList(db: Executor, locale: Locale) {
  return (await repo.allBannerRows(db, locale)).map((b) => ({ id: b.id, image: b.image, link: b.link, sort: b.sort, active: b.active === 1, title: b.title ?? '' }));
}

export async function bannerForEdit(db: Executor, id: number) {
  const [row, texts] = await Promise.all([repo.bannerById(db, id), repo.bannerTexts(db, id)]);
  if (!row) throw new NotFoundError('admin.banner.notFound');
  return { id, image: row.image, link: row.link, sort: row.sort, active: row.active === 1, titles: byLocale(texts, (t) => t.title), subtitles: byLocale(texts, (t) => t.subtitle ?? ''), version: row.version };
}

/** Console pictures of banners are all made to one size (media.service.ts), which the carousel reserves. */
const { width, height } = MEDIA_SIZES.banners;

export function createBanner(db: Executor, input: BannerInput): Promise<number> {
  const { image, link, sort, active } = input;
  return atomically(db, (trx) => insertBanner(trx, { image, link, sort, active, width, height, title: filled(input.titles), subtitle: filled(input.subtitles) }));
}

export async function updateBanner(db: Executor, id: number, input: BannerInput, version: number | undefined): Promise<void> {
  await bannerForEdit(db, id);
  const loaded = loadedAt(version);
  await atomically(db, async (trx) => unlessMoved(await repo.writeBanner(trx, id, loaded, { ...input, width, height })));
}
