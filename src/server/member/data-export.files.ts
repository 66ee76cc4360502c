import { strToU8, zipSync } from 'fflate';
import { toCsv, type Cell } from '../../lib/csv.ts';
import type { MemberData } from './account-data.repository.ts';

/** Columns that hold fen: the files show yuan, as the shop's pages do. */
const MONEY = new Set(['balance', 'goods_amount', 'freight', 'pay_amount', 'unit_price', 'amount', 'refund_amount', 'balance_after', 'bonus']);

type Row = Record<string, unknown>;

function readable(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, MONEY.has(k) && v !== null && v !== undefined ? Number(v) / 100 : v]));
}

function csv(rows: Row[]): string {
  if (rows.length === 0) return '';
  const header = Object.keys(rows[0]!);
  return toCsv(
    header,
    rows.map((r) => header.map((k) => (MONEY.has(k) && typeof r[k] === 'number' ? (r[k] as number).toFixed(2) : (r[k] as Cell)))),
  );
}

/** The file names in the zip, one per kind of record, and the key of each in data.json. */
export const EXPORT_FILES = {
  profile: 'profile.csv',
  addresses: 'addresses.csv',
  orders: 'orders.csv',
  lines: 'order-lines.csv',
  ledger: 'balance.csv',
  topUps: 'top-ups.csv',
  reviews: 'reviews.csv',
  comments: 'video-comments.csv',
  favouriteGoods: 'favourite-goods.csv',
  favouriteVideos: 'favourite-videos.csv',
  recentlyViewed: 'recently-viewed.csv',
  feedback: 'feedback.csv',
} as const satisfies Record<keyof MemberData, string>;

/**
 * The member's copy: `data.json` with every record, the same records as one CSV per kind (spreadsheets open them),
 * and a README in the member's language saying what each file holds. Money in yuan, times in UTC.
 */
export function exportZip(data: MemberData, readme: string, exportedAt: string): Uint8Array {
  const records = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, Array.isArray(v) ? (v as Row[]).map(readable) : readable(v as Row)]),
  ) as Record<keyof MemberData, Row | Row[]>;
  const folder = 'orchid-data/';
  const files: Record<string, Uint8Array> = {
    [`${folder}README.txt`]: strToU8(readme.replace(/\n/g, '\r\n')),
    [`${folder}data.json`]: strToU8(JSON.stringify({ exportedAt, ...records }, null, 2)),
  };
  for (const [key, name] of Object.entries(EXPORT_FILES)) {
    const value = records[key as keyof MemberData];
    files[`${folder}${name}`] = strToU8(csv(Array.isArray(value) ? value : [value]));
  }
  return zipSync(files, { level: 6, mtime: new Date(exportedAt) });
}
