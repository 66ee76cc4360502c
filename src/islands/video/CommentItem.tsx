import { useState } from 'react';
import { relativeTime } from '../../lib/time.ts';
import type { VideoComment, VideoReply } from '../../lib/schemas/video.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import ShopReplyNote from '../ui/ShopReplyNote.tsx';
import CommentForm from './CommentForm.tsx';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  comment: VideoComment | VideoReply;
  /** Answers this comment (a reply to a reply is filed under the same top-level comment). */
  onReply: (content: string) => Promise<unknown>;
  onDelete: () => void;
  now: Date;
}

/** One comment: who, when (relative), the text as plain text, reply and, for the author, delete. */
export default function CommentItem({ comment, onReply, onDelete, now }: Props) {
  const t = useT();
  const locale = useLocale();
  const [replying, setReplying] = useState(false);
  // A member who deleted their account and kept their comments has no name any more.
  const name = comment.author.nickname || t('member.former');
  const replyTo = 'replyTo' in comment && comment.replyTo !== null ? comment.replyTo || t('member.former') : null;

  return (
    <div className="flex gap-3" data-comment={comment.id}>
      {comment.author.avatar ? (
        <Picture url={comment.author.avatar} use={PICTURE_USES.avatar} alt="" width={36} height={36} className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800">
          {[...name][0]?.toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-gray-900">{name}</span>
          {replyTo && <span className="text-gray-600">{t('video.comment.replyTo', { name: replyTo })}</span>}
          <time dateTime={comment.createdAt} className="text-gray-600">
            {relativeTime(comment.createdAt, locale, now)}
          </time>
        </p>
        <p dir="auto" className="mt-1 break-words whitespace-pre-line text-gray-800" data-comment-text>
          {comment.content}
        </p>
        {comment.reply && <ShopReplyNote reply={comment.reply} label="video.comment.shopReply" now={now} />}
        <div className="mt-1 flex gap-4 text-sm">
          <button type="button" className="text-gray-600 hover:text-primary-700" onClick={() => setReplying((v) => !v)} aria-expanded={replying}>
            {t('video.comment.reply')}
          </button>
          {comment.mine && (
            <button type="button" className="text-gray-600 hover:text-red-700" onClick={onDelete}>
              {t('video.comment.delete')}
            </button>
          )}
        </div>
        {replying && (
          <div className="mt-2">
            <CommentForm replyTo={name} autoFocus onCancel={() => setReplying(false)} onSend={(content) => onReply(content).then(() => setReplying(false))} />
          </div>
        )}
      </div>
    </div>
  );
}
