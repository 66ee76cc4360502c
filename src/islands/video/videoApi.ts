import { http } from '../../lib/api/index.ts';
import type { Page } from '../../lib/schemas/goods.ts';
import type { CollectedVideo, VideoCard, VideoComment, VideoCommentPage, VideoDetail, VideoReply, VideoSort } from '../../lib/schemas/video.ts';

/** The video section's calls (DESIGN §5 video and collect rows). */

export interface VideoListParams {
  keyword: string;
  sort: VideoSort;
  page: number;
  pageSize: number;
}

export function fetchVideos(q: VideoListParams, signal: AbortSignal): Promise<Page<VideoCard>> {
  const params = { sort: q.sort, page: q.page, pageSize: q.pageSize, ...(q.keyword ? { keyword: q.keyword } : {}) };
  return http.get<Page<VideoCard>>('video/list', params, { signal, silentError: true });
}

export function fetchVideo(id: number, signal: AbortSignal): Promise<VideoDetail> {
  return http.get<VideoDetail>('video/detail', { id }, { signal, silentError: true });
}

/** Counted by the server at most once an hour per member; a failure costs the member nothing. */
export function sendView(id: number): Promise<{ views: number; counted: boolean }> {
  return http.post<{ views: number; counted: boolean }>('video/view', { id }, { silentError: true });
}

export function fetchComments(videoId: number, page: number, pageSize: number, signal: AbortSignal): Promise<VideoCommentPage> {
  return http.get<VideoCommentPage>('video/commentList', { videoId, page, pageSize }, { signal, silentError: true });
}

export function postComment(videoId: number, content: string, parentId?: number): Promise<VideoComment | VideoReply> {
  return http.post<VideoComment | VideoReply>('video/comment', { videoId, content, ...(parentId ? { parentId } : {}) }, { showSuccess: true });
}

export function deleteComment(id: number): Promise<null> {
  return http.post<null>('video/deleteComment', { id }, { showSuccess: true });
}

export function setVideoCollected(videoId: number, collected: boolean): Promise<{ collected: boolean }> {
  return collected
    ? http.post<{ collected: boolean }>('collect/addVideoCollect', { videoId }, { showSuccess: true })
    : http.post<{ collected: boolean }>('collect/cancelVideoCollect', { videoIds: [videoId] }, { showSuccess: true });
}

export function fetchCollectedVideos(q: { page: number; pageSize: number }, signal: AbortSignal): Promise<Page<CollectedVideo>> {
  return http.get<Page<CollectedVideo>>('collect/videoList', q, { signal, silentError: true });
}

export function uncollectVideos(videoIds: number[]): Promise<{ collected: boolean }> {
  return http.post<{ collected: boolean }>('collect/cancelVideoCollect', { videoIds }, { showSuccess: true });
}
