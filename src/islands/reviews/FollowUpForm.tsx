import { useState } from 'react';
import { isApiError, isCancelled } from '../../lib/api/errors.ts';
import { followUpInput, REVIEW_MAX_IMAGES } from '../../lib/schemas/review.ts';
import Button from '../ui/Button.tsx';
import { formErrors } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';
import { useForm } from '../ui/useForm.ts';
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useUpload({ limit: REVIEW_MAX_IMAGES });
  const { values, errors, set, busy, submit } = useForm<{ content: string }, 'content' | 'images'>({
    initial: { content: '' },
    rules: ({ content }) => {
      const found = formErrors<'content' | 'images'>(followUpInput, { orderItemId, content, images: upload.urls });
      if (upload.busy) found.images = 'review.form.uploading';
      return found;
    },
    send: async ({ content }) => {
      setRefusal(null);
      await submitFollowUp(orderItemId, content.trim(), upload.urls);
      onDone();
    },
    onRefused: (error) => {
      if (!isCancelled(error)) setRefusal(isApiError(error) ? error.msg : t('common.operationFailed'));
    },
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-3 border-t border-gray-100 pt-4" data-follow-up-form>
      <ReviewWords
        label={t('review.followUp.label')}
        placeholder={t('review.followUp.placeholder')}
        content={values.content}
        onContent={(text) => set('content', text)}
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
