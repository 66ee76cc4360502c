import { Hono } from 'hono';
import type { Executor } from '../db/schema.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import { requireMember } from '../member/auth.ts';
import { listMessages, readMessages } from '../member/messages.service.ts';
import { messagesQuery, readMessagesInput } from '../../lib/schemas/messages.ts';

/** /api/member/messages: the member's messages from the shop, newest first, and marking them read. */
export function messageRoutes(db: Executor) {
  const auth = requireMember(db);
  return new Hono<AppEnv>()
    .get('/messages', auth, async (c) => ok(c, await listMessages(db, c.get('member').id, await parseInput(c, messagesQuery))))
    .post('/messages/read', auth, async (c) => ok(c, await readMessages(db, c.get('member').id, (await parseInput(c, readMessagesInput)).ids)));
}
