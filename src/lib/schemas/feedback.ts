import { z } from './zod.ts';
import { UPLOAD_URL } from './upload.ts';
import { userText } from './common.ts';

export const FEEDBACK_MAX_IMAGES = 6;
export const FEEDBACK_PHONE_MAX = 11;
export const FEEDBACK_CONTENT_MAX = 500;

export const feedbackSchema = z.object({
  content: userText('validation.feedback.content', z.string().trim().min(1, 'validation.feedback.content').max(FEEDBACK_CONTENT_MAX, 'validation.feedback.contentLength')),
  contactInformation: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{0,${FEEDBACK_PHONE_MAX}}$`), 'validation.feedback.phone')
    .optional()
    .default(''),
  imageUrl: z
    .string()
    .optional()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(UPLOAD_URL, 'validation.feedback.images')).max(FEEDBACK_MAX_IMAGES, 'validation.feedback.images')),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
