import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { flagField, idField, idList, MAX_ID, orderNoField, pageQuery, stripBidiControls, userText, wholeNumber } from './common.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('pageQuery', () => {
  const q = pageQuery(10, 50);
  it('defaults to the first page of the given size', () => {
    expect(q.parse({})).toEqual({ page: 1, pageSize: 10 });
  });
  it('reads numbers sent as text and falls back on nonsense instead of failing', () => {
    expect(q.parse({ page: '3', pageSize: '20' })).toEqual({ page: 3, pageSize: 20 });
    expect(q.parse({ page: 'x', pageSize: 'y' })).toEqual({ page: 1, pageSize: 10 });
  });
  it('holds the page at 1 or more and the size between 1 and the maximum', () => {
    expect(q.parse({ page: '-4', pageSize: '0' })).toEqual({ page: 1, pageSize: 1 });
    expect(q.parse({ pageSize: '100000' })).toEqual({ page: 1, pageSize: 50 });
  });
});

describe('idList', () => {
  it('takes an array or a comma list, skipping blanks', () => {
    const ids = idList({ max: 3 });
    expect(ids.parse('1,2')).toEqual([1, 2]);
    expect(ids.parse(['4', 5])).toEqual([4, 5]);
    expect(ids.parse('7,,8,')).toEqual([7, 8]);
  });
  it('refuses bad ids and too many with the given messages', () => {
    const ids = idList({ max: 2, invalid: 'cart.lineNotFound' });
    expect(firstMessage(ids.safeParse(['x']))).toBe('cart.lineNotFound');
    expect(firstMessage(ids.safeParse([0]))).toBe('cart.lineNotFound');
    expect(firstMessage(ids.safeParse([1.5]))).toBe('cart.lineNotFound');
    expect(firstMessage(ids.safeParse([1, 2, 3]))).toBe('error.invalidParam');
  });
  it('may be empty unless told otherwise', () => {
    expect(idList({ max: 2 }).parse([])).toEqual([]);
    const required = idList({ max: 2, empty: 'order.empty' });
    expect(firstMessage(required.safeParse([]))).toBe('order.empty');
    expect(firstMessage(required.safeParse(undefined))).toBe('order.empty');
  });
});

describe('idField', () => {
  const id = idField('error.notFound');
  it('takes a whole number from 1 to the largest id a column holds, as a number or decimal digits', () => {
    expect(id.parse(8)).toBe(8);
    expect(id.parse('8')).toBe(8);
    expect(id.parse(MAX_ID)).toBe(MAX_ID);
    expect(id.parse(String(MAX_ID))).toBe(MAX_ID);
  });
  it('refuses everything else with its message: beyond the column, other notations, other types', () => {
    for (const v of [MAX_ID + 1, 2 ** 31, 9999999999999, '2147483648', '9999999999999', 0, -1, '-1', 1.5, '0x8', '8e0', '8.0', ' 8', '8 ', '+8', '', '\u0000', '%00', true, false, null, [8], { id: 8 }, NaN, Infinity]) {
      expect(firstMessage(id.safeParse(v)), JSON.stringify(v)).toBe('error.notFound');
    }
  });
  it('is what whole numbers read by: decimal digits only', () => {
    const n = wholeNumber('cart.quantity.invalid', 1, 999);
    expect(n.parse('12')).toBe(12);
    for (const v of ['1e1', '0x0c', '12.0', true, '']) expect(firstMessage(n.safeParse(v)), String(v)).toBe('cart.quantity.invalid');
  });
});

describe('flagField', () => {
  const flag = flagField();
  it('takes JSON booleans and the words true and false a form sends', () => {
    expect(flag.parse(true)).toBe(true);
    expect(flag.parse(false)).toBe(false);
    expect(flag.parse('true')).toBe(true);
    expect(flag.parse('false')).toBe(false);
  });
  it('reads nothing else as yes or no', () => {
    for (const v of ['1', '0', 1, 0, 'on', 'off', 'yes', 'no', 'TRUE', 'False', ' true', '', null, undefined, [true], {}]) {
      expect(firstMessage(flag.safeParse(v)), JSON.stringify(v)).toBe('error.invalidParam');
    }
  });
  it('may default when left out, never when sent wrong', () => {
    const withDefault = z.object({ on: flagField().default(false) });
    expect(withDefault.parse({})).toEqual({ on: false });
    expect(withDefault.parse({ on: 'true' })).toEqual({ on: true });
    expect(withDefault.safeParse({ on: 'maybe' }).success).toBe(false);
  });
});

describe('orderNoField', () => {
  it('takes the shop\'s order numbers and refuses NUL and anything but digits as an order not found', () => {
    expect(orderNoField().parse('202601010000000001')).toBe('202601010000000001');
    for (const v of ['\u0000', '2026010100\u00000000001', 'abc', '0x8', '1e3', '123', '1'.repeat(33), 2026010100, null]) {
      expect(firstMessage(orderNoField().safeParse(v)), JSON.stringify(v)).toBe('order.notFound');
    }
  });
});

describe('direction controls in user text', () => {
  const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
  it('removes every override, embedding and isolate character', () => {
    for (const c of controls) expect(stripBidiControls(`a${c}b${c}`), `U+${c.codePointAt(0)!.toString(16)}`).toBe('ab');
    expect(stripBidiControls(`\u202Egpj.exe\u202C`)).toBe('gpj.exe');
  });
  it('keeps everything else, the marks of right-to-left writing included', () => {
    const text = 'مرحبا\u200F 123 \u200Eabc 你好 😀 \u061C';
    expect(stripBidiControls(text)).toBe(text);
    // The neighbours of the two ranges stay.
    expect(stripBidiControls('\u2029\u202F\u2065\u206A')).toBe('\u2029\u202F\u2065\u206A');
  });
  it('removes them before the rules judge the text, so a text of controls only is empty', () => {
    const nickname = userText('validation.nickname.required', z.string().trim().min(1, 'validation.nickname.required').max(5, 'validation.nickname.length'));
    expect(nickname.parse(' \u202EAnna\u202C ')).toBe('Anna');
    expect(firstMessage(nickname.safeParse('\u202E\u2066\u2069'))).toBe('validation.nickname.required');
    // Length is counted without them: five letters wrapped in controls fit a five-letter limit.
    expect(nickname.parse('\u2067Annie\u2069')).toBe('Annie');
    expect(firstMessage(nickname.safeParse(42))).toBe('validation.nickname.required');
  });
});
