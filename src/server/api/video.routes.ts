import { Hono } from 'hono';
import { requireMember } from '../member/auth.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import {
  collectedVideosQuery,
  collectVideoInput,
  commentInput,
  commentListQuery,
  deleteCommentInput,
  uncollectVideoInput,
  videoIdQuery,
  videoListQuery,
} from '../../lib/schemas/video.ts';
import * as comments from '../video/comment.service.ts';
import * as collect from '../video/video-collect.service.ts';
import { listVideos, recordView, videoDetail, type VideoDeps } from '../video/video.service.ts';

/** /api/video/* and the video half of /api/collect/*: the section is for members only. */
export function videoRoutes(deps: VideoDeps) {
  const { db } = deps;
  const auth = requireMember(db);
  return new Hono<AppEnv>()
    .get('/video/list', auth, async (c) => ok(c, await listVideos(deps, c.get('locale'), await parseInput(c, videoListQuery))))
    .get('/video/detail', auth, async (c) => {
      const { id } = await parseInput(c, videoIdQuery);
      return ok(c, await videoDetail(deps, c.get('locale'), id, c.get('member').id));
    })
    .post('/video/view', auth, async (c) => {
      const { id } = await parseInput(c, videoIdQuery);
      return ok(c, await recordView(deps, c.get('member').id, id));
    })
    .get('/video/commentList', auth, async (c) => {
      const { videoId, page, pageSize } = await parseInput(c, commentListQuery);
      return ok(c, await comments.listComments(deps, c.get('member').id, videoId, page, pageSize));
    })
    .post('/video/comment', auth, async (c) => {
      const input = await parseInput(c, commentInput);
      return ok(c, await comments.postComment(deps, c.get('member').id, input), c.get('t')('video.comment.posted'));
    })
    .post('/video/deleteComment', auth, async (c) => {
      const { id } = await parseInput(c, deleteCommentInput);
      await comments.deleteComment(db, c.get('member').id, id);
      return ok(c, null, c.get('t')('video.comment.deleted'));
    })
    .get('/collect/videoList', auth, async (c) => {
      const { page, pageSize } = await parseInput(c, collectedVideosQuery);
      return ok(c, await collect.collectedVideos(db, c.get('locale'), c.get('member').id, page, pageSize));
    })
    .post('/collect/addVideoCollect', auth, async (c) => {
      const { videoId } = await parseInput(c, collectVideoInput);
      await collect.collectVideo(db, c.get('member').id, videoId);
      return ok(c, { collected: true }, c.get('t')('collect.added'));
    })
    .post('/collect/cancelVideoCollect', auth, async (c) => {
      const { videoIds } = await parseInput(c, uncollectVideoInput);
      await collect.uncollectVideos(db, c.get('member').id, videoIds);
      return ok(c, { collected: false }, c.get('t')('collect.removed'));
    });
}
