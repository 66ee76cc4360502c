import { useState, type SubmitEvent } from 'react';
import { isApiError, isCancelled } from '../../lib/api/errors.ts';
import { followUpInput, REVIEW_MAX_IMAGES } from '../../lib/schemas/review.ts';
import Button from '../ui/Button.tsx';
import { focusFirstInvalid, formErrors, type FieldErrors } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';
import { useUpload } from '../upload/useUpload.ts';
import ReviewWords from './ReviewWords.tsx';
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

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 border-t border-gray-100 pt-4" data-follow-up-form>
      <ReviewWords
        label={t('review.followUp.label')}
        placeholder={t('review.followUp.placeholder')}
        content={content}
        onContent={(text) => {
          setContent(text);
          setErrors((x) => ({ ...x, content: undefined }));
        }}
        upload={upload}
        errors={errors}
      />
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
