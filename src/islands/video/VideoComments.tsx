import { useState } from 'react';
import type { VideoComment } from '../../lib/schemas/video.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import Pager from '../ui/Pager.tsx';
import { useT } from '../ui/i18n.ts';
import { usePagedList } from '../ui/usePagedList.ts';
import CommentForm from './CommentForm.tsx';
import CommentItem from './CommentItem.tsx';
import { deleteComment, fetchComments, postComment } from './videoApi.ts';

const PAGE_SIZE = 10;

/**
 * Comments under the player: newest first, a page at a time, each with its replies (one level). The heading
 * counts every comment a member can read, replies included, as the video's card does; `onChanged` lets the
 * cards ask again after a post or a delete.
 */
export default function VideoComments({ videoId, onChanged }: { videoId: number; onChanged?: () => void }) {
  const t = useT();
  const list = usePagedList((q, signal) => fetchComments(videoId, q.page, PAGE_SIZE, signal), { page: 1 });
  const [deleting, setDeleting] = useState<number | null>(null);
  const now = new Date();
  const { result } = list;

  const send = (content: string, parentId?: number) =>
    postComment(videoId, content, parentId).then(() => {
      // A new comment shows at the top of page 1; a reply shows under its comment where the member is.
      if (parentId || list.query.page === 1) list.reload();
      else list.setPage(1);
      onChanged?.();
    });

  const renderComment = (c: VideoComment) => (
    <li key={c.id} className="border-b border-gray-100 py-4 last:border-b-0">
      <CommentItem comment={c} now={now} onReply={(content) => send(content, c.id)} onDelete={() => setDeleting(c.id)} />
      {c.replies.length > 0 && (
        <ul className="ms-12 mt-3 flex flex-col gap-3 border-s-2 border-gray-100 ps-4">
          {c.replies.map((r) => (
            <li key={r.id}>
              <CommentItem comment={r} now={now} onReply={(content) => send(content, r.id)} onDelete={() => setDeleting(r.id)} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );

  return (
    <section aria-labelledby="video-comments" className="mt-8 rounded-lg bg-white p-5" data-video-comments>
      <h2 id="video-comments" className="mb-3 font-semibold text-gray-900">
        {result ? t('video.comment.titleCount', { count: result.count }) : t('video.comment.title')}
      </h2>
      <CommentForm onSend={(content) => send(content)} />
      {list.failed && !result && <LoadFailed className="mt-4" message="video.comment.loadFailed" onRetry={list.reload} />}
      {result && result.total === 0 && <p className="py-6 text-center text-gray-600">{t('video.comment.none')}</p>}
      {result && result.list.length > 0 && <ul className="mt-2" aria-busy={list.loading}>{result.list.map(renderComment)}</ul>}
      {result && <Pager label="video.comment.pager" page={result.page} pageSize={result.pageSize} total={result.total} onPage={list.setPage} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('video.comment.deleteTitle')}
        message={t('video.comment.deleteMessage')}
        confirmLabel={t('video.comment.delete')}
        danger
        onConfirm={() =>
          deleteComment(deleting!).then(() => {
            list.reload();
            onChanged?.();
          })
        }
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
