import { carrierCode } from '../../lib/carriers.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { MAX_BATCH_ROWS } from '../../lib/schemas/order-admin.ts';
import { DomainError } from '../errors.ts';

/**
 * A batch of shipments from a CSV: `orderNo,trackingNo[,carrier]` a line (commas, or tabs as a spreadsheet
 * pastes them; fields may be quoted), an optional header line, blank lines ignored. Every row is judged on its own:
 * one that cannot be read is refused with its reason and ships nothing, the others go on.
 */

export type BatchRow =
  | { line: number; orderNo: string; trackingNo: string; carrier: string }
  | { line: number; orderNo: string; refused: MessageKey };

/** The cells of one line; quotes may hold separators and doubled quotes. */
function cells(line: string, separator: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (!quoted && ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (!quoted && ch === separator) {
      out.push(cell.trim());
      cell = '';
    } else {
      cell += ch;
    }
  }
  out.push(cell.trim());
  return out;
}

const ORDER_NO = /^\d{10,32}$/;
const TRACKING_NO = /^[\w-]{1,40}$/;

/** Reads the file into rows, each with its line number, ready to ship or refused with the reason. */
export function parseShipments(csv: string, defaultCarrier: string): BatchRow[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const separator = lines.some((l) => l.includes('\t')) ? '\t' : ',';
  const rows: BatchRow[] = [];
  const seen = new Set<string>();
  lines.forEach((text, index) => {
    if (text.trim() === '') return;
    const [orderNo = '', trackingNo = '', carrierWords = ''] = cells(text, separator);
    // A first line of words (orderNo, tracking…) is the header.
    if (rows.length === 0 && !/\d/.test(orderNo) && !ORDER_NO.test(orderNo)) return;
    const line = index + 1;
    const carrier = carrierCode(carrierWords || defaultCarrier);
    if (!ORDER_NO.test(orderNo)) rows.push({ line, orderNo, refused: 'order.notFound' });
    else if (seen.has(orderNo)) rows.push({ line, orderNo, refused: 'admin.batch.duplicate' });
    else if (!TRACKING_NO.test(trackingNo)) rows.push({ line, orderNo, refused: trackingNo ? 'admin.validation.trackingNo' : 'admin.batch.noTrackingNo' });
    else if (!carrier) rows.push({ line, orderNo, refused: 'admin.batch.carrier' });
    else {
      // A refused row may be written again further down; an order ships from one row only.
      rows.push({ line, orderNo, trackingNo, carrier });
      seen.add(orderNo);
    }
  });
  if (rows.length === 0) throw new DomainError('admin.batch.empty');
  if (rows.length > MAX_BATCH_ROWS) throw new DomainError('admin.batch.tooMany', { max: MAX_BATCH_ROWS });
  return rows;
}
