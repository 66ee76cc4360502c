import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import { decodeOperatorWords, encodeOperatorWords, NOTE_MAX } from '../../lib/operator-words.ts';
import { closeSchema, logisticsSchema, rejectRefundSchema } from '../../lib/schemas/operator-words.ts';
import { readStoredWords } from './operator-words.ts';
import { readTimelineDetail } from './timeline-detail.ts';

registerServerCatalogue();

const SHENZHEN = '440300';
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('what an operator chooses, stored as a marker', () => {
  it('keeps the code, the city and the note, and reads them back', () => {
    const stored = encodeOperatorWords({ list: 'track', code: 'arrived', city: SHENZHEN, note: 'gate 3 | back door' });
    expect(stored).toBe('ow1|track.arrived|440300|gate 3 | back door');
    expect(decodeOperatorWords(stored)).toEqual({ list: 'track', code: 'arrived', city: SHENZHEN, note: 'gate 3 | back door' });
    expect(decodeOperatorWords(encodeOperatorWords({ list: 'close', code: 'outOfStock' }))).toEqual({ list: 'close', code: 'outOfStock' });
  });

  it('takes words written before the lists, or an unknown code, as plain words', () => {
    expect(decodeOperatorWords('快件已到达深圳南山营业部')).toBeNull();
    expect(decodeOperatorWords('ow1|track.teleported||')).toBeNull();
    expect(decodeOperatorWords('ow1|nonsense.other||')).toBeNull();
    expect(readStoredWords('快件已到达深圳南山营业部', 'en')).toBe('快件已到达深圳南山营业部');
  });

  it('fits the narrowest column it goes into (cancel_reason, 200) with the longest note', () => {
    const parsed = closeSchema.parse({ reason: 'suspectedFraud', note: '长'.repeat(NOTE_MAX) });
    expect(parsed.reason.length).toBeLessThanOrEqual(200);
  });
});

describe('the payloads the console and the server share', () => {
  it('turn a choice into its marker', () => {
    expect(logisticsSchema.parse({ event: 'arrived', city: SHENZHEN, province: '440000', note: null })).toEqual({ text: 'ow1|track.arrived|440300|', city: SHENZHEN });
    expect(logisticsSchema.parse({ event: 'inTransit', city: SHENZHEN })).toEqual({ text: 'ow1|track.inTransit||', city: null });
    expect(rejectRefundSchema.parse({ reason: 'noProof', note: '  ' })).toEqual({ reason: 'ow1|refuse.noProof||' });
  });

  it('refuse "other" without a note, "arrived" without a city, a note too long and a code not on the list', () => {
    expect(issues(closeSchema.safeParse({ reason: 'other', note: '' }))).toEqual(['note:admin.operatorWords.noteRequired']);
    expect(issues(rejectRefundSchema.safeParse({ reason: 'other' }))).toEqual(['note:admin.operatorWords.noteRequired']);
    expect(issues(logisticsSchema.safeParse({ event: 'arrived', city: '' }))).toEqual(['city:admin.operatorWords.cityRequired']);
    expect(issues(logisticsSchema.safeParse({ event: 'delivered', note: 'x'.repeat(NOTE_MAX + 1) }))).toEqual(['note:admin.validation.tooLong']);
    expect(issues(closeSchema.safeParse({ reason: 'whatever' }))).toEqual(['reason:admin.validation.required']);
    expect(closeSchema.safeParse({ reason: 'other', note: 'x'.repeat(NOTE_MAX) }).success).toBe(true);
  });
});

describe('reading what an operator chose', () => {
  const arrived = encodeOperatorWords({ list: 'track', code: 'arrived', city: SHENZHEN, note: '南山营业部' });

  it('writes the event and the city in the reader’s language, the note labelled as the shop’s', () => {
    expect(readStoredWords(arrived, 'en')).toBe("The parcel has arrived in Shenzhen (shop's note: 南山营业部)");
    expect(readStoredWords(arrived, 'zh')).toBe('包裹已到达深圳市（商家备注：南山营业部）');
    expect(readStoredWords(arrived, 'ru')).toMatch(/^Посылка прибыла в город \S+/);
    expect(readStoredWords(arrived, 'ru')).not.toMatch(/arrived|Shenzhen City/);
  });

  it('isolates the city and the note on right-to-left pages', () => {
    const ar = readStoredWords(arrived, 'ar');
    expect(ar.startsWith('وصل الطرد إلى \u2068')).toBe(true);
    expect(ar).toContain('\u2068南山营业部\u2069');
  });

  it('reads reasons in every language and only on the steps operators write', () => {
    const closed = encodeOperatorWords({ list: 'close', code: 'outOfStock' });
    expect(readTimelineDetail('close', closed, 'ja', () => undefined)).toBe('在庫切れのため');
    expect(readTimelineDetail('rejectRefund', encodeOperatorWords({ list: 'refuse', code: 'periodPassed' }), 'vi', () => undefined)).toBe('Đã quá thời hạn trả hàng');
    expect(readTimelineDetail('logistics', encodeOperatorWords({ list: 'track', code: 'delivered' }), 'th', () => undefined)).toBe('นำส่งพัสดุสำเร็จแล้ว');
    expect(readTimelineDetail('requestRefund', closed, 'en', () => undefined)).toBe(closed);
  });
});
