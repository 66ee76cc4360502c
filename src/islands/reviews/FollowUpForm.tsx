import { useState, type SubmitEvent } from 'react';
import { isApiError, isCancelled } from '../../lib/api/errors.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { followUpInput, REVIEW_CONTENT_MAX, REVIEW_MAX_IMAGES } from '../../lib/schemas/review.ts';
import Button from '../ui/Button.tsx';
import Field from '../ui/Field.tsx';
import { focusFirstInvalid, formErrors, textareaClass, type FieldErrors } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';
import PictureField from '../upload/PictureField.tsx';
import { useUpload } from '../upload/useUpload.ts';
import { submitFollowUp } from './reviewApi.ts';

interface Props {
  orderItemId: number;
  onDone: () => void;
}

/** The one follow-up of a review: a few more words after using the goods a while, and up to six pictures. */
export default function FollowUpForm({ orderItemId, onDone }: Props) {
  const t = useT();
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'content' | 'images'>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useUpload({ limit: REVIEW_MAX_IMAGES });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = formErrors<'content' | 'images'>(followUpInput, { orderItemId, content, images: upload.urls });
    if (upload.busy) found.images = 'review.form.uploading';
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form);
    setBusy(true);
    setRefusal(null);
    try {
      await submitFollowUp(orderItemId, content.trim(), upload.urls);
      onDone();
    } catch (error) {
      if (!isCancelled(error)) setRefusal(isApiError(error) ? error.msg : t('common.operationFailed'));
    } finally {
      setBusy(false);
    }
  };

  const message = (key: MessageKey | undefined) => (key ? t(key) : undefined);
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 border-t border-gray-100 pt-4" data-follow-up-form>
      <Field label={t('review.followUp.label')} required error={message(errors.content)} hint={t('common.count', { count: content.length, limit: REVIEW_CONTENT_MAX })}>
        {(control) => (
          <textarea
            {...control}
            value={content}
            onChange={(e) => {
              setContent(e.target.value);
              setErrors((x) => ({ ...x, content: undefined }));
            }}
            rows={4}
            maxLength={REVIEW_CONTENT_MAX}
            placeholder={t('review.followUp.placeholder')}
            className={textareaClass}
          />
        )}
      </Field>
      <PictureField upload={upload} label={t('review.form.pictures')} addLabel={t('review.form.addPictures')} />
      {errors.images && (
        <p role="alert" className="text-sm text-red-700">
          {t(errors.images)}
        </p>
      )}
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-2 text-sm text-red-800" data-review-refusal>
          {refusal}
        </p>
      )}
      <Button type="submit" busy={busy} className="self-end">
        {t('review.followUp.submit')}
      </Button>
    </form>
  );
}
