import { useEffect, useState } from 'react';
import { http } from '../../lib/api/index.ts';
import { digitsOnly } from '../../lib/digits.ts';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_MAX_IMAGES, FEEDBACK_PHONE_MAX, feedbackSchema } from '../../lib/schemas/feedback.ts';
import { $feedbackRequested } from '../../stores/feedback.ts';
import Button from '../ui/Button.tsx';
import Field from '../ui/Field.tsx';
import { island } from '../ui/I18nProvider.tsx';
import Modal from '../ui/Modal.tsx';
import { fieldError } from '../ui/forms.ts';
import TextAreaField from '../ui/TextAreaField.tsx';
import { useT } from '../ui/i18n.ts';
import { useForm } from '../ui/useForm.ts';
import PictureField from '../upload/PictureField.tsx';
import { useUpload } from '../upload/useUpload.ts';

const EMPTY = { content: '', phone: '' };

/** The site-wide feedback dialog (600 px), opened by the feedback links for members (see shell-actions.ts). */
export default island(function FeedbackDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const upload = useUpload({ limit: FEEDBACK_MAX_IMAGES });
  const { values, errors, set, setValues, busy, submit } = useForm({
    initial: EMPTY,
    rules: ({ content }) => ({ content: fieldError(feedbackSchema.shape.content, content) }),
    send: async ({ content, phone }) => {
      const body = { content: content.trim(), contactInformation: phone, imageUrl: upload.urls.join(',') };
      await http.post('feedback/add', body, { showSuccess: true, successMessage: t('common.submitSucceeded') });
      setValues(EMPTY);
      upload.reset();
      setOpen(false);
    },
  });

  useEffect(
    () =>
      $feedbackRequested.subscribe((requested) => {
        if (!requested) return;
        $feedbackRequested.set(false);
        setOpen(true);
      }),
    [],
  );

  return (
    <Modal open={open} title={t('common.feedback')} onClose={() => setOpen(false)} size="lg" data-feedback-dialog>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <TextAreaField
          label={t('feedback.content.label')}
          value={values.content}
          onChange={(text) => set('content', text)}
          limit={FEEDBACK_CONTENT_MAX}
          rows={5}
          error={errors.content && t(errors.content)}
          placeholder={t('feedback.content.placeholder')}
        />
        <Field
          label={t('feedback.phone.label')}
          value={values.phone}
          onChange={(e) => set('phone', digitsOnly(e.target.value, FEEDBACK_PHONE_MAX))}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('feedback.phone.placeholder')}
        />
        <PictureField upload={upload} label={t('feedback.images.label')} addLabel={t('feedback.images.add')} />
        <div className="flex justify-end gap-3 border-t border-gray-100 pt-4">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy || upload.busy}>
            {t('common.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
});
