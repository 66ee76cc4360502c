import type { MessageKey } from '../../lib/i18n/messages.ts';
import { REVIEW_CONTENT_MAX } from '../../lib/schemas/review.ts';
import TextAreaField from '../ui/TextAreaField.tsx';
import { useT } from '../ui/i18n.ts';
import PictureField from '../upload/PictureField.tsx';
import type { UploadController } from '../upload/useUpload.ts';

interface Props {
  label: string;
  placeholder: string;
  content: string;
  onContent: (text: string) => void;
  upload: UploadController;
  errors: { content?: MessageKey; images?: MessageKey };
}

/** What a review and a follow-up both carry: the text with its counter, and up to six pictures. */
export default function ReviewWords({ label, placeholder, content, onContent, upload, errors }: Props) {
  const t = useT();
  return (
    <>
      <TextAreaField
        label={label}
        value={content}
        onChange={onContent}
        limit={REVIEW_CONTENT_MAX}
        error={errors.content && t(errors.content)}
        placeholder={placeholder}
      />
      <PictureField upload={upload} label={t('review.form.pictures')} addLabel={t('review.form.addPictures')} />
      {errors.images && (
        <p role="alert" className="text-sm text-red-700">
          {t(errors.images)}
        </p>
      )}
    </>
  );
}
