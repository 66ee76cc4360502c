import { ExportButton, FilterButton, TopToolbar } from 'react-admin';

/**
 * Most rows an export takes. react-admin asks for one page of this size; the data provider reads it from the
 * server page by page (the server answers at most 100 rows a page), so the file holds the whole filtered list.
 */
export const EXPORT_MAX = 50_000;

/** A list's top bar: the filters not always shown, and the export of everything the filter finds. */
export function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton maxResults={EXPORT_MAX} />
    </TopToolbar>
  );
}
