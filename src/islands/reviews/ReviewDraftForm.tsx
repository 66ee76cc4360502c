import { useImperativeHandle, useState, type Ref } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { REVIEW_MAX_IMAGES, reviewItemInput, type ReviewItemInput } from '../../lib/schemas/review.ts';
import Button from '../ui/Button.tsx';
import { formErrors, type FieldErrors } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';
import { useUpload } from '../upload/useUpload.ts';
import ReviewWords from './ReviewWords.tsx';
import AnonymousSwitch from './AnonymousSwitch.tsx';
import StarPicker from './StarPicker.tsx';

/** What the screen asks of each item's form when everything is submitted at once. */
export interface DraftHandle {
  /** The review to send, or null after marking what is missing. */
  collect: () => ReviewItemInput | null;
}

interface Props {
  orderItemId: number;
  nickname: string;
  busy: boolean;
  onSubmit: (item: ReviewItemInput) => void;
  ref?: Ref<DraftHandle>;
}

type DraftField = 'score' | 'content' | 'images';

/** One item's review: stars, text with its counter, up to six pictures, anonymous or not, and its own submit. */
export default function ReviewDraftForm({ orderItemId, nickname, busy, onSubmit, ref }: Props) {
  const t = useT();
  const [score, setScore] = useState(0);
  const [content, setContent] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<DraftField>>({});
  const upload = useUpload({ limit: REVIEW_MAX_IMAGES });
  const message = (key: MessageKey | undefined) => (key ? t(key) : undefined);

  const collect = (): ReviewItemInput | null => {
    const draft = { orderItemId, score: score || undefined, content, images: upload.urls, anonymous };
    const found = formErrors<DraftField>(reviewItemInput, draft);
    if (upload.busy) found.images = 'review.form.uploading';
    setErrors(found);
    return Object.keys(found).length > 0 ? null : reviewItemInput.parse(draft);
  };
  useImperativeHandle(ref, () => ({ collect }));

  return (
    <div className="flex flex-col gap-3" data-review-form={orderItemId}>
      <StarPicker
        value={score}
        onChange={(n) => {
          setScore(n);
          setErrors((e) => ({ ...e, score: undefined }));
        }}
        error={message(errors.score)}
      />
      <ReviewWords
        label={t('review.form.content')}
        placeholder={t('review.form.contentPlaceholder')}
        content={content}
        onContent={(text) => {
          setContent(text);
          setErrors((x) => ({ ...x, content: undefined }));
        }}
        upload={upload}
        errors={errors}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-3">
        <AnonymousSwitch checked={anonymous} onChange={setAnonymous} nickname={nickname} />
        <Button
          variant="outline"
          size="sm"
          busy={busy}
          onClick={() => {
            const item = collect();
            if (item) onSubmit(item);
          }}
        >
          {t('review.form.submitOne')}
        </Button>
      </div>
    </div>
  );
}
