import type { Generated } from 'kysely';

/** Tables of the video section (migration 0014). Time as ISO-8601 UTC text. */
export interface VideosTable {
  id: Generated<number>;
  /** URL of the poster picture under /media. */
  poster: string;
  duration_ms: number;
  /** draft | published (video/states.ts) */
  status: string;
  views: Generated<number>;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** Raised by each console save, which writes only at the version its form loaded (migration 0021). */
  version: Generated<number>;
}

export interface VideoTextsTable {
  video_id: number;
  locale: string;
  title: string;
  description: string | null;
}

export interface VideoSourcesTable {
  id: Generated<number>;
  video_id: number;
  src: string;
  /** MIME type with codecs, e.g. 'video/mp4'. */
  type: string;
  width: number;
  height: number;
  bytes: number;
}

export interface VideoGoodsTable {
  video_id: number;
  goods_id: number;
  sort: Generated<number>;
}

export interface VideoCommentsTable {
  id: Generated<number>;
  video_id: number;
  member_id: number;
  /** The top-level comment of a reply; null for a top-level comment. */
  parent_id: number | null;
  /** Whose reply this one answers ("reply to @name"); null when it answers the top-level comment. */
  reply_to_member_id: number | null;
  content: string;
  /** visible | hidden | deleted (video/comment-states.ts) */
  status: string;
  created_at: string;
  updated_at: string;
  /** Why the operator hid it (audit log and console). */
  hidden_reason: Generated<string | null>;
  /** The shop's reply shown under the comment (plain text). */
  reply: Generated<string | null>;
  reply_at: Generated<string | null>;
  reply_by: Generated<string | null>;
}

export interface VideoCollectsTable {
  member_id: number;
  video_id: number;
  created_at: string;
}

export interface VideoViewsTable {
  member_id: number;
  video_id: number;
  counted_at: string;
}

export interface VideoSearchTable {
  video_id: number;
  /** Lower-cased titles in every locale (catalogue/search.ts searchRow). */
  body: string;
  chars: string;
}

export interface VideoTables {
  videos: VideosTable;
  video_texts: VideoTextsTable;
  video_sources: VideoSourcesTable;
  video_goods: VideoGoodsTable;
  video_comments: VideoCommentsTable;
  video_collects: VideoCollectsTable;
  video_views: VideoViewsTable;
  video_search: VideoSearchTable;
}
