import { http } from '../../lib/api/index.ts';
import type { MessagePage } from '../../lib/schemas/messages.ts';

/** The member's messages from the shop (personal centre → Messages). */

export const MESSAGES_PAGE_SIZE = 10;

export const fetchMessages = (page: number, signal?: AbortSignal) => http.get<MessagePage>('member/messages', { page, pageSize: MESSAGES_PAGE_SIZE }, { signal });

/** Without ids, every message is marked read. */
export const markMessagesRead = (ids?: number[]) => http.post<{ marked: number; unread: number }>('member/messages/read', ids ? { ids } : {});
