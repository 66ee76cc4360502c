import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { http } from '../../lib/api/index.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import { FEEDBACK_MAX_IMAGES, digitsOnly, feedbackSchema } from '../../lib/schemas/feedback.ts';
import { focusFirstInvalid } from '../account/styles.ts';
import { fieldError } from '../account/validation.ts';
import Field from '../settings/Field.tsx';
import { primaryButton, secondaryButton } from '../settings/buttons.ts';
import ImageUpload from '../upload/ImageUpload.tsx';
import { useUpload } from '../upload/useUpload.ts';
import { $feedbackRequested } from '../../stores/feedback.ts';

interface Props {
  locale: Locale;
}

const CONTENT_MAX = 500;

/** The site-wide feedback dialog (600 px), opened by the feedback links for members (see shell-actions.ts). */
export default function FeedbackDialog({ locale }: Props) {
  const t = createT(locale);
  const dialog = useRef<HTMLDialogElement>(null);
  const [content, setContent] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const upload = useUpload({ limit: FEEDBACK_MAX_IMAGES });

  useEffect(
    () =>
      $feedbackRequested.subscribe((requested) => {
        if (!requested) return;
        $feedbackRequested.set(false);
        if (!dialog.current?.open) dialog.current?.showModal();
      }),
    [],
  );

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError(feedbackSchema.shape.content, content);
    setError(problem && t(problem));
    if (problem) return focusFirstInvalid(event.currentTarget);
    setSending(true);
    try {
      const body = { content: content.trim(), contactInformation: phone, imageUrl: upload.urls.join(',') };
      await http.post('feedback/add', body, { showSuccess: true, successMessage: t('common.submitSucceeded') });
      setContent('');
      setPhone('');
      upload.reset();
      dialog.current?.close();
    } catch {
      // The request layer has shown why; the form keeps what was written.
    } finally {
      setSending(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="om-feedback-title"
      data-feedback-dialog
      className="m-auto w-[600px] max-w-[calc(100vw-2rem)] rounded-xl p-0 shadow-2xl backdrop:bg-black/40"
    >
      <div className="flex items-center justify-between border-b border-gray-200 px-6 py-4">
        <h2 id="om-feedback-title" className="text-lg font-semibold text-gray-900">
          {t('common.feedback')}
        </h2>
        <form method="dialog">
          <button
            type="submit"
            aria-label={t('common.close')}
            className="flex size-8 items-center justify-center rounded-full text-xl text-gray-500 hover:bg-gray-100"
          >
            ×
          </button>
        </form>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5 px-6 py-5">
        <div className="flex flex-col gap-1">
          <label htmlFor="om-feedback-content" className="text-sm font-medium text-gray-800">
            {t('feedback.content.label')} <span className="text-red-700" aria-hidden="true">*</span>
          </label>
          <textarea
            id="om-feedback-content"
            value={content}
            onChange={(e) => {
              setContent(e.target.value);
              setError(undefined);
            }}
            rows={5}
            maxLength={CONTENT_MAX}
            required
            placeholder={t('feedback.content.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'om-feedback-content-error' : 'om-feedback-content-count'}
            className="w-full resize-y rounded-md border border-gray-300 px-3 py-2 text-gray-900 placeholder:text-gray-500 focus:border-primary-600 focus:outline-none aria-[invalid=true]:border-red-500"
          />
          <div className="flex justify-between gap-4 text-sm">
            <p id="om-feedback-content-error" className="text-red-700">
              {error}
            </p>
            <p id="om-feedback-content-count" className="shrink-0 text-xs text-gray-600">
              {t('feedback.count', { count: content.length, limit: CONTENT_MAX })}
            </p>
          </div>
        </div>
        <Field
          label={t('feedback.phone.label')}
          value={phone}
          onChange={(e) => setPhone(digitsOnly(e.target.value))}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('feedback.phone.placeholder')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 flex w-full justify-between text-sm font-medium text-gray-800">
            <span>{t('feedback.images.label')}</span>
            <span className="text-xs font-normal text-gray-600" data-image-count>
              {t('feedback.count', { count: upload.items.length, limit: FEEDBACK_MAX_IMAGES })}
            </span>
          </legend>
          <ImageUpload locale={locale} upload={upload} label={t('feedback.images.add')} describedBy="om-feedback-images-hint" />
          <p id="om-feedback-images-hint" className="text-xs text-gray-600">
            {t('feedback.images.hint', { limit: FEEDBACK_MAX_IMAGES })}
          </p>
        </fieldset>
        <div className="flex justify-end gap-3 border-t border-gray-100 pt-4">
          <button type="button" onClick={() => dialog.current?.close()} className={secondaryButton}>
            {t('common.cancel')}
          </button>
          <button type="submit" disabled={sending || upload.busy} className={primaryButton}>
            {t('common.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
