import { describe, expect, it } from 'vitest';
import { parseShipments } from './batch-ship.ts';

describe('reading a CSV of shipments', () => {
  it('takes commas or tabs, quotes, a header and a default carrier; refuses each bad row with its reason', () => {
    const csv = '\uFEFForder,tracking,carrier\r\n20250101000000000001,SF1,顺丰速运\r\n"20250101000000000002","ZT,2"\r\n20250101000000000003,ZT3,no such carrier\r\n20250101000000000001,SF9\r\nabc,1\r\n\r\n';
    expect(parseShipments(csv, 'zto')).toEqual([
      { line: 2, orderNo: '20250101000000000001', trackingNo: 'SF1', carrier: 'sf' },
      { line: 3, orderNo: '20250101000000000002', refused: 'admin.validation.trackingNo' },
      { line: 4, orderNo: '20250101000000000003', refused: 'admin.batch.carrier' },
      { line: 5, orderNo: '20250101000000000001', refused: 'admin.batch.duplicate' },
      { line: 6, orderNo: 'abc', refused: 'order.notFound' },
    ]);
    expect(parseShipments('20250101000000000004\tJT4\tJ&T Express', '')).toEqual([{ line: 1, orderNo: '20250101000000000004', trackingNo: 'JT4', carrier: 'jt' }]);
  });

  it('refuses a file with no rows and one with too many', () => {
    expect(() => parseShipments('orderNo,trackingNo\n', 'sf')).toThrow('admin.batch.empty');
    const many = Array.from({ length: 501 }, (_, i) => `2025010100000${String(i).padStart(7, "0")},T${i}`).join('\n');
    expect(() => parseShipments(many, 'sf')).toThrow('admin.batch.tooMany');
  });
});
