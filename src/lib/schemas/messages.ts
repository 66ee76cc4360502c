import { z } from './zod.ts';
import { idList, pageQuery } from './common.ts';

/** The member's messages from the shop (personal centre → Messages): GET member/messages, POST member/messages/read. */

/** topUpKept: a top-up started to pay an order came when the order no longer waited; `quote` is the order number, `content` the fen kept. */
export const MESSAGE_KINDS = ['feedbackReply', 'topUpKept'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const messagesQuery = pageQuery(10, 50);

/** Some messages read (`ids`), or every message when `ids` is left out. */
export const readMessagesInput = z.object({
  ids: z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), idList({ max: 100, empty: 'error.invalidParam' }).optional()),
});

export interface MemberMessage {
  id: number;
  kind: MessageKind;
  /** What the member wrote that the message answers. */
  quote: string | null;
  content: string;
  createdAt: string;
  /** When the member marked it read; null while unread. */
  readAt: string | null;
}

export interface MessagePage {
  list: MemberMessage[];
  total: number;
  page: number;
  pageSize: number;
  unread: number;
}
