/**
 * What an audit entry changed, field by field: `{ field: 'price', before: '129.00', after: '119.00' }`.
 * Nested records are walked (`i18n.en.name`); a list is one value. Values are short text so a row of the log
 * stays readable; a field missing on one side reads as null.
 */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const MAX_CHANGES = 50;
const MAX_TEXT = 120;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  return s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s;
}

function walk(before: unknown, after: unknown, path: string, out: FieldChange[]): void {
  if (out.length >= MAX_CHANGES) return;
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    if (!isRecord(before) && before != null) out.push({ field: path || '-', before: text(before), after: null });
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) walk(b[key], a[key], path ? `${path}.${key}` : key, out);
    return;
  }
  if (JSON.stringify(before ?? null) !== JSON.stringify(after ?? null)) out.push({ field: path || '-', before: text(before), after: text(after) });
}

/** The fields that differ between `before` and `after` (either may be null: a record created or removed). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (before == null && after == null) return [];
  const out: FieldChange[] = [];
  walk(before, after, '', out);
  return out;
}
