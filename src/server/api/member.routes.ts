import { Hono } from 'hono';
import type { Config } from '../config.ts';
import { requireMember } from '../member/auth.ts';
import { parseInput } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import {
  credentialsSchema,
  resetCodeSchema,
  resetPwdSchema,
  sendEmailCodeSchema,
  setPayPwdSchema,
  setSecureMailBoxSchema,
  recentlyViewedSchema,
  updateMemberInfoSchema,
  updatePwdSchema,
} from '../../lib/schemas/account.ts';
import { deleteAccountSchema } from '../../lib/schemas/account-deletion.ts';
import * as member from '../member/member.service.ts';
import { revokeSession } from '../member/session.service.ts';
import type { Context } from 'hono';
import { updateProfile } from '../flows/profile.ts';
import { setRecentlyViewed } from '../catalogue/footprint.service.ts';
import { deleteMemberAccount } from '../flows/account.ts';
import { exportDownload, exportStatus, requestExport } from '../member/data-export.service.ts';
import type { Storage } from '../storage/storage.ts';

/** /api/member/*: thin handlers; rules live in member.service.ts. */
export function memberRoutes(deps: member.MemberDeps, config: Config, uploads: Storage) {
  const meta = (c: Context<AppEnv>): member.RequestMeta => ({ ip: clientIp(c, config.trustProxy), locale: c.get('locale') });
  const auth = requireMember(deps.db);
  const t = (c: Context<AppEnv>) => c.get('t');

  return new Hono<AppEnv>()
    .post('/register', async (c) => ok(c, { token: await member.register(deps, await parseInput(c, credentialsSchema), meta(c)) }))
    .post('/login', async (c) => ok(c, { token: await member.login(deps, await parseInput(c, credentialsSchema), meta(c)) }))
    .post('/getResetPwdEmailCode', async (c) => {
      const { account } = await parseInput(c, resetCodeSchema);
      await member.sendResetCode(deps, account, meta(c));
      return ok(c, null, t(c)('account.code.resetSent'));
    })
    .post('/resetPwd', async (c) => {
      await member.resetPassword(deps, await parseInput(c, resetPwdSchema));
      return ok(c, null, t(c)('common.modifiedSuccessfully'));
    })
    .post('/logout', auth, async (c) => {
      await revokeSession(deps.db, c.get('member').tokenHash);
      return ok(c, null);
    })
    .get('/getMemberInfo', auth, async (c) => ok(c, await member.getMemberInfo(deps, c.get('member').id)))
    .post('/updateMemberInfo', auth, async (c) => {
      const input = await parseInput(c, updateMemberInfoSchema);
      return ok(c, await updateProfile(deps.db, c.get('member').id, input), t(c)('common.savedSuccessfully'));
    })
    .post('/recentlyViewed', auth, async (c) => {
      const { enabled } = await parseInput(c, recentlyViewedSchema);
      await setRecentlyViewed(deps.db, c.get('member').id, enabled);
      return ok(c, await member.getMemberInfo(deps, c.get('member').id), t(c)('common.savedSuccessfully'));
    })
    .post('/sendEmailCode', auth, async (c) => {
      const { email } = await parseInput(c, sendEmailCodeSchema);
      await member.sendMemberCode(deps, c.get('member').id, email, meta(c));
      return ok(c, null, t(c)('account.code.sent'));
    })
    .post('/setSecureMailBox', auth, async (c) => {
      const input = await parseInput(c, setSecureMailBoxSchema);
      return ok(c, await member.setSecureMailBox(deps, c.get('member').id, input));
    })
    .post('/setPayPwd', auth, async (c) => {
      await member.setPayPassword(deps, c.get('member').id, await parseInput(c, setPayPwdSchema));
      return ok(c, null, t(c)('common.savedSuccessfully'));
    })
    .post('/updatePwd', auth, async (c) => {
      const { id, tokenHash } = c.get('member');
      await member.updatePassword(deps, id, tokenHash, await parseInput(c, updatePwdSchema));
      return ok(c, null, t(c)('common.modifiedSuccessfully'));
    })
    .get('/exportData', auth, async (c) => ok(c, await exportStatus(deps.db, c.get('member').id)))
    .post('/exportData', auth, async (c) => ok(c, await requestExport(deps.db, c.get('member').id, c.get('locale')), t(c)('setting.dataExport.requested')))
    .get('/exportData/file', auth, async (c) => {
      const { data, readyAt } = await exportDownload(deps.db, c.get('member').id);
      return c.body(new Uint8Array(data), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="orchid-data-${readyAt.slice(0, 10)}.zip"`,
        'Cache-Control': 'no-store',
      });
    })
    .post('/deleteAccount', auth, async (c) => {
      await deleteMemberAccount({ ...deps, uploads }, c.get('member').id, await parseInput(c, deleteAccountSchema), meta(c));
      return ok(c, null, t(c)('account.delete.done'));
    });
}
