import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes what needs quoting, keeps numbers and Chinese, and starts with a byte-order mark', () => {
    expect(toCsv(['订单号', 'Amount'], [['A,1', 12.5], ['say "hi"', null], ['两行\n文字', -3]])).toBe('\uFEFF订单号,Amount\r\n"A,1",12.5\r\n"say ""hi""",\r\n"两行\n文字",-3\r\n');
  });

  it('never lets a typed cell run as a formula', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://e.vil")'], ['+1+1'], ['@SUM(A1)'], ['-5'], ['-x']])).toBe('\uFEFFx\r\n"\'=HYPERLINK(""http://e.vil"")"\r\n\'+1+1\r\n\'@SUM(A1)\r\n-5\r\n\'-x\r\n');
  });
});
