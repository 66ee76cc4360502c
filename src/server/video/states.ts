import { COMMENT_STATUSES, VIDEO_STATUSES, type CommentStatus, type VideoStatus } from '../../lib/schemas/video.ts';

/**
 * Videos and comments move between states by these tables only (the shape of orders/states.ts). Every move
 * in the repositories is a conditional update `WHERE status IN (from…)`, so of two racing requests one wins
 * and the other learns that the record has left the state it started from.
 */

export { VIDEO_STATUSES, type VideoStatus };
export type VideoAction = 'publish' | 'unpublish';

export const VIDEO_TRANSITIONS: Record<VideoAction, { from: readonly VideoStatus[]; to: VideoStatus }> = {
  // Members see a video once it is published; taking it down keeps its comments, views and collections.
  publish: { from: ['draft'], to: 'published' },
  unpublish: { from: ['published'], to: 'draft' },
};

export { COMMENT_STATUSES, type CommentStatus };
export type CommentAction = 'hide' | 'restore' | 'delete';

export const COMMENT_TRANSITIONS: Record<CommentAction, { from: readonly CommentStatus[]; to: CommentStatus }> = {
  // The operator hides any comment and may restore it; a hidden comment's replies are hidden with it.
  hide: { from: ['visible'], to: 'hidden' },
  restore: { from: ['hidden'], to: 'visible' },
  // Its author deletes it for good, also after the operator hid it; nobody brings it back.
  delete: { from: ['visible', 'hidden'], to: 'deleted' },
};
