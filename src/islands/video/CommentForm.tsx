import { useId, useState, type SubmitEvent } from 'react';
import { isApiError } from '../../lib/api/index.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { COMMENT_MAX, plainText } from '../../lib/schemas/video.ts';
import Button from '../ui/Button.tsx';
import { textareaClass } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';

interface Props {
  /** Posts the text; resolves once the server has kept it. */
  onSend: (content: string) => Promise<unknown>;
  /** Names who is answered ("Reply to @Lin"); absent for a new comment. */
  replyTo?: string;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment or reply box with a live character count; the text is kept until the server accepts it. */
export default function CommentForm({ onSend, replyTo, onCancel, autoFocus }: Props) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const label = replyTo ? t('video.comment.replyTo', { name: replyTo }) : t('video.comment.placeholder');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = plainText(text);
    if (!content) return setError('validation.comment.required');
    if (content.length > COMMENT_MAX) return setError('validation.comment.tooLong');
    setBusy(true);
    try {
      await onSend(content);
      setText('');
      setError(null);
    } catch (e) {
      // The request layer has shown the reason; a refused text stays for the member to change.
      if (!isApiError(e)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2" data-comment-form={replyTo ? 'reply' : 'comment'}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        maxLength={COMMENT_MAX}
        rows={replyTo ? 2 : 3}
        placeholder={label}
        autoFocus={autoFocus}
        aria-invalid={!!error}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={textareaClass}
      />
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm">
          {error && (
            <span id={`${id}-error`} role="alert" className="me-3 text-red-700">
              {t(error)}
            </span>
          )}
          <span id={`${id}-count`} className="text-gray-600">
            {t('video.comment.count', { count: text.length, max: COMMENT_MAX })}
          </span>
        </p>
        <div className="flex gap-2">
          {onCancel && (
            <Button variant="secondary" size="sm" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" size="sm" busy={busy}>
            {replyTo ? t('video.comment.sendReply') : t('video.comment.send')}
          </Button>
        </div>
      </div>
    </form>
  );
}
