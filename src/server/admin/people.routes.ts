import { Hono } from 'hono';
import { z } from 'zod';
import { auditQuery } from '../audit/audit-query.ts';
import { handleManyFeedback } from '../flows/operator/bulk.ts';
import { bulkIdsSchema, consoleListQuery, FEEDBACK_SORTS } from '../../lib/schemas/admin-lists.ts';
import { auditChoices, auditLog } from '../audit/audit.service.ts';
import { ledgerPage } from '../balance/balance.service.ts';
import type { RechargeDeps } from '../balance/recharge.service.ts';
import { ledgerListQuery } from '../balance/ledger-list-query.ts';
import { ledgerForConsole } from '../balance/ledger-list.service.ts';
import { topUpsForConsole } from '../balance/topup-list.service.ts';
import { topUpQuery } from '../balance/topup-query.ts';
import type { DbPool } from '../db/schema.ts';
import { feedbackForConsole } from '../feedback/feedback.service.ts';
import { adjustBalance, changeVip, handleFeedback, reconcileRecharge, replyToFeedback } from '../flows/operator/people.ts';
import type { Mailer } from '../mail/mailer.ts';
import { adminOrders } from '../orders/order-admin.service.ts';
import { parseInput, parseParam } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { adminMemberDetail, adminMembers } from '../member/member-admin.service.ts';
import { ledgerQuery, rechargeNoField } from '../../lib/schemas/balance.ts';
import { adminListQuery, adminMemberQuery, balanceAdjustSchema } from '../../lib/schemas/admin.ts';
import { replySchema } from '../../lib/schemas/admin-moderation.ts';
import { vipChangeSchema } from '../../lib/schemas/admin-people.ts';
import { actorOf, idParam, okAdmin, requireOwner } from './admin-http.ts';
import { bulkAnswer, parseListQuery } from './list-query.ts';

/** /api/admin/members: search (by registration dates, sorted) and read for all operators; balance and VIP changes for the owner only. */
export function adminMemberRoutes(db: DbPool) {
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await adminMembers(db, await parseListQuery(c, adminMemberQuery))))
    .get('/:id', async (c) => okAdmin(c, await adminMemberDetail(db, idParam(c))))
    .get('/:id/orders', async (c) => {
      const { account } = await adminMemberDetail(db, idParam(c));
      const page = await adminOrders(db, { ...(await parseInput(c, adminListQuery)), q: account });
      return okAdmin(c, { ...page, list: page.list.filter((o) => o.account === account) });
    })
    .post('/:id/vip', requireOwner, async (c) => {
      const memberId = idParam(c);
      await changeVip(db, actorOf(c), { ...(await parseInput(c, vipChangeSchema)), memberId });
      return okAdmin(c, await adminMemberDetail(db, memberId));
    })
    .get('/:id/ledger', async (c) => okAdmin(c, await ledgerPage(db, idParam(c), await parseInput(c, ledgerQuery))))
    .post('/:id/adjust', requireOwner, async (c) => {
      const id = idParam(c);
      const { amount, reason } = await parseInput(c, balanceAdjustSchema);
      await adjustBalance(db, actorOf(c), { memberId: id, amount: Math.round(amount * 100), reason });
      return okAdmin(c, await adminMemberDetail(db, id));
    });
}

/** /api/admin/recharges: top-ups by state, date and member, sorted and paged for the list and its export; asking the provider to settle one. */
export function adminRechargeRoutes(deps: RechargeDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await topUpsForConsole(deps.db, await parseListQuery(c, topUpQuery))))
    .post('/:rechargeNo/reconcile', async (c) => {
      const rechargeNo = parseParam(c, 'rechargeNo', rechargeNoField);
      const status = await reconcileRecharge(deps, actorOf(c), { rechargeNo });
      return okAdmin(c, { id: rechargeNo, rechargeNo, status });
    });
}

/** The feedback list: handled or not, sent within the dates, sorted by time. */
const feedbackQuery = consoleListQuery(FEEDBACK_SORTS).extend({ handled: z.enum(['true', 'false']).optional().catch(undefined) });

/** /api/admin/feedback: members' feedback by state and dates, sorted; marked handled or answered (by mail and in the member's messages). */
export function adminFeedbackRoutes(deps: { db: DbPool; mailer: Mailer }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await feedbackForConsole(db, await parseListQuery(c, feedbackQuery))))
    .post('/handle', async (c) => okAdmin(c, bulkAnswer(c, await handleManyFeedback(db, actorOf(c), (await parseInput(c, bulkIdsSchema)).ids))))
    .post('/:id/handle', async (c) => okAdmin(c, await handleFeedback(db, actorOf(c), { id: idParam(c) })))
    .post('/:id/reply', async (c) => {
      const id = idParam(c);
      return okAdmin(c, await replyToFeedback(deps, actorOf(c), { id, ...(await parseInput(c, replySchema)) }));
    });
}

/** /api/admin/ledger: every member's balance records by kind, dates, member or order, sorted and paged for the list and its export. */
export function adminLedgerRoutes(db: DbPool) {
  return new Hono<AppEnv>().get('/', async (c) => okAdmin(c, await ledgerForConsole(db, await parseListQuery(c, ledgerListQuery))));
}

/** /api/admin/audit (owner only): the log by operator, action and date; `/choices` lists the operators and actions in it. */
export function adminAuditRoutes(db: DbPool) {
  return new Hono<AppEnv>()
    .use('*', requireOwner)
    .get('/', async (c) => okAdmin(c, await auditLog(db, await parseListQuery(c, auditQuery))))
    .get('/choices', async (c) => okAdmin(c, await auditChoices(db)));
}
