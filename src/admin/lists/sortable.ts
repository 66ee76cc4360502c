/**
 * Whether a list's column can be sorted: only the columns its server query names (schemas/admin-lists.ts),
 * so a header the operator clicks never asks for a sort the server refuses.
 */
export function sortableIn(columns: readonly string[]) {
  return (source: string) => columns.includes(source);
}
