import { splitLocalePath } from './i18n/locales.ts';

/**
 * What the header's search box shows: the keyword a goods list was searched for, read from that list's address,
 * and nothing on any other page. A keyword carried from page to page (or into another language) would claim a
 * search the page in front of the shopper is not showing.
 */
export function searchBoxKeyword(url: URL): string {
  const onList = splitLocalePath(url.pathname).path.replace(/\/$/, '') === '/goods/list';
  return onList ? (url.searchParams.get('keyword') ?? '').trim() : '';
}
