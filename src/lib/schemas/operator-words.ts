import { z } from './zod.ts';
import { userText } from './common.ts';
import { CLOSE_REASONS, encodeOperatorWords, NOTE_MAX, REFUSAL_REASONS, TRACKING_EVENTS } from '../operator-words.ts';

/**
 * The console's tracking event, close and refusal payloads, shared by its forms and /api/admin (decision 092):
 * a choice from a translated list and an optional note for the member; "other" needs a note, "arrived" a city.
 * Each parses to the marker the order stores (src/lib/operator-words.ts).
 */

const blank = (v: unknown) => (v == null ? '' : v);
const note = z.preprocess(blank, userText(undefined, z.string().trim().max(NOTE_MAX, 'admin.validation.tooLong')));
const cityCode = z.preprocess(blank, z.string().regex(/^(\d{6})?$/, 'admin.operatorWords.cityRequired'));

export const logisticsSchema = z
  .object({ event: z.enum(TRACKING_EVENTS, 'admin.validation.required'), city: cityCode, note })
  .superRefine((v, ctx) => {
    if (v.event === 'arrived' && !v.city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'admin.operatorWords.cityRequired' });
  })
  .transform((v) => ({ text: encodeOperatorWords({ list: 'track', code: v.event, city: v.event === 'arrived' ? v.city : undefined, note: v.note }), city: v.event === 'arrived' ? v.city : null }));

function reasonPayload<T extends readonly [string, ...string[]]>(list: 'close' | 'refuse', reasons: T) {
  return z
    .object({ reason: z.enum(reasons, 'admin.validation.required'), note })
    .superRefine((v, ctx) => {
      if (v.reason === 'other' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'admin.operatorWords.noteRequired' });
    })
    .transform((v) => ({ reason: encodeOperatorWords({ list, code: v.reason, note: v.note }) }));
}

export const closeSchema = reasonPayload('close', CLOSE_REASONS);
export const rejectRefundSchema = reasonPayload('refuse', REFUSAL_REASONS);
