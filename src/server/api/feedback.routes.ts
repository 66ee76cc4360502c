import { Hono } from 'hono';
import type { Executor } from '../db/schema.ts';
import { requireMember } from '../member/auth.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import { feedbackSchema } from '../../lib/schemas/feedback.ts';
import { addFeedback } from '../feedback/feedback.service.ts';

export function feedbackRoutes(db: Executor) {
  return new Hono<AppEnv>().post('/add', requireMember(db), async (c) => {
    await addFeedback(db, c.get('member').id, await parseInput(c, feedbackSchema));
    return ok(c, null, c.get('t')('common.submitSucceeded'));
  });
}
