import { terminalActor } from '../flows/operator-action.ts';
import * as moderation from '../flows/operator/moderation.ts';
import * as flows from '../flows/operator/videos.ts';
import * as comments from '../video/comment.service.ts';
import { COMMENT_STATUSES } from '../video/states.ts';
import * as videos from '../video/video-admin.service.ts';
import { intOption, need, positionals, positiveId, statusOption, textOption } from './args.ts';
import { UsageError, type Command } from './types.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const idsOption = (value: string | undefined) => (value ? value.split(',').filter(Boolean).map((id) => positiveId(id, 'a goods id')) : []);
/** The CLI names the media directory; the files go through the local-disk storage there. */
const storeOf = (shop: Parameters<Command['run']>[0]) => ({ db: shop.db.kysely, media: shop.storage.media });

/** Videos (added as drafts, published when ready) and the moderation of their comments. */
export const videoCommands: Record<string, Command> = {
  videos: {
    usage: 'videos [--limit N]',
    summary: 'videos, newest first: status, views, length, sources',
    run: async (shop, args, out) => {
      const list = await videos.operatorVideos(shop.db.kysely, intOption(args, '--limit', 50));
      if (list.length === 0) out('no videos');
      for (const v of list) out(`#${v.id}  ${v.status.padEnd(9)}  ${String(v.views).padStart(7)} views  ${seconds(v.durationMs).padStart(7)}  ${v.sources} source(s)  ${v.title}`);
    },
  },
  'video:add': {
    usage: 'video:add <file.mp4> --title "…" [--description "…"] [--locale L] [--poster img] [--goods id,id]',
    summary: 'add an MP4 (H.264/AAC, faststart) as a draft video; publish it with video:publish',
    run: async (shop, args, out) => {
      const [file] = need(positionals(args, ['--title', '--description', '--locale', '--poster', '--goods']), 1, 'MP4 file');
      const title = textOption(args, '--title');
      if (!title) throw new UsageError('missing --title');
      const { video, width, height, durationMs } = await flows.create(storeOf(shop), terminalActor, {
        file: file!,
        poster: textOption(args, '--poster'),
        texts: [{ locale: textOption(args, '--locale'), title, description: textOption(args, '--description') }],
        goodsIds: idsOption(textOption(args, '--goods')),
      });
      out(`video #${video.id} added as a draft: ${width}×${height}, ${seconds(durationMs)}; publish it with: npm run ops -- video:publish ${video.id}`);
    },
  },
  'video:source': {
    usage: 'video:source <videoId> <file.mp4>',
    summary: 'add another height of a video (one per height; the same height is replaced)',
    run: async (shop, args, out) => {
      const [id, file] = need(args, 2, 'video id or MP4 file');
      const videoId = positiveId(id, 'the video id');
      const source = await flows.addSource(storeOf(shop), terminalActor, { id: videoId, file: file! });
      out(`video #${videoId}: ${source.height}p source ${source.src}`);
    },
  },
  'video:poster': {
    usage: 'video:poster <videoId> <picture>',
    summary: 'replace the poster of a video (JPG, PNG or WebP, cropped to 16:9); members see it at once',
    run: async (shop, args, out) => {
      const [id, file] = need(args, 2, 'video id or picture');
      const videoId = positiveId(id, 'the video id');
      const poster = await flows.setPoster(storeOf(shop), terminalActor, { id: videoId, picture: file! });
      out(`video #${videoId}: poster ${poster}`);
    },
  },
  'video:text': {
    usage: 'video:text <videoId> <locale> --title "…" [--description "…"]',
    summary: 'set the title and description of a video in one language',
    run: async (shop, args, out) => {
      const [id, locale] = need(positionals(args, ['--title', '--description']), 2, 'video id or locale');
      const videoId = positiveId(id, 'the video id');
      const title = textOption(args, '--title');
      if (!title) throw new UsageError('missing --title');
      await flows.setText(shop.db.kysely, terminalActor, { id: videoId, locale: locale!, title, description: textOption(args, '--description') });
      out(`video #${videoId}: ${locale} title set`);
    },
  },
  'video:goods': {
    usage: 'video:goods <videoId> [goodsId,goodsId…]',
    summary: 'the goods shown under a video, in order (none given: no goods)',
    run: async (shop, args, out) => {
      const [id, list] = need(args, 1, 'video id');
      const videoId = positiveId(id, 'the video id');
      const goodsIds = idsOption(list);
      await flows.setGoods(shop.db.kysely, terminalActor, { id: videoId, goodsIds });
      out(`video #${videoId}: ${goodsIds.length} goods linked`);
    },
  },
  'video:publish': {
    usage: 'video:publish <videoId>',
    summary: 'show a draft video to members',
    run: async (shop, args, out) => {
      const videoId = positiveId(need(args, 1, 'video id')[0], 'the video id');
      await flows.publish(shop.db.kysely, terminalActor, { id: videoId });
      out(`video #${videoId} published`);
    },
  },
  'video:unpublish': {
    usage: 'video:unpublish <videoId>',
    summary: 'take a video down (comments, views and collections are kept)',
    run: async (shop, args, out) => {
      const videoId = positiveId(need(args, 1, 'video id')[0], 'the video id');
      await flows.unpublish(shop.db.kysely, terminalActor, { id: videoId });
      out(`video #${videoId} taken down`);
    },
  },
  comments: {
    usage: 'comments [--video ID] [--status S] [--limit N]',
    summary: `latest video comments, optionally of one video or in one state (${COMMENT_STATUSES.join(', ')})`,
    run: async (shop, args, out) => {
      const videoText = textOption(args, '--video');
      const list = await comments.recentComments(shop.db.kysely, {
        videoId: videoText === undefined ? undefined : positiveId(videoText, '--video'),
        status: statusOption(args, COMMENT_STATUSES),
        limit: intOption(args, '--limit', 30),
      });
      if (list.length === 0) out('no comments');
      for (const c of list) {
        const place = c.parentId ? `video #${c.videoId}, reply to #${c.parentId}` : `video #${c.videoId}`;
        out(`#${c.id}  ${c.status.padEnd(7)}  ${c.createdAt}  ${c.account}  (${place})`);
        out(`  ${c.content.replace(/\s+/g, ' ')}`);
      }
    },
  },
  'comment:hide': {
    usage: 'comment:hide <commentId>',
    summary: 'hide a comment (and its replies) from members',
    run: async (shop, args, out) => {
      const id = positiveId(need(args, 1, 'comment id')[0], 'the comment id');
      await moderation.hideComment(shop.db.kysely, terminalActor, { id });
      out(`comment #${id} hidden`);
    },
  },
  'comment:restore': {
    usage: 'comment:restore <commentId>',
    summary: 'show a hidden comment again',
    run: async (shop, args, out) => {
      const id = positiveId(need(args, 1, 'comment id')[0], 'the comment id');
      await moderation.restoreComment(shop.db.kysely, terminalActor, { id });
      out(`comment #${id} restored`);
    },
  },
};
