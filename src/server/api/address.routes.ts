import { Hono } from 'hono';
import type { DbPool } from '../db/schema.ts';
import { requireMember } from '../member/auth.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import { normalizeLocale } from '../../lib/i18n/locales.ts';
import { addressIdSchema, addressSchema, updateAddressSchema } from '../../lib/schemas/address.ts';
import * as service from '../address/address.service.ts';
import { areaPayload, pickEncoding } from '../address/area-payload.ts';

/** A week fresh, then revalidated by ETag: the tree changes only when the data package is updated. */
const AREA_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/** /api/memberAddress/*: the member's address book and the region tree its picker reads. */
export function addressRoutes(db: DbPool) {
  const auth = requireMember(db);
  return new Hono<AppEnv>()
    .get('/getArea', async (c) => {
      // The picker names its language in the address (?lang=en), so browser and CDN caches keep one tree per language.
      const lang = c.req.query('lang');
      const area = await areaPayload(lang ? normalizeLocale(lang) : c.get('locale'));
      const headers: Record<string, string> = { 'Cache-Control': AREA_CACHE_CONTROL, ETag: area.etag, Vary: 'Accept-Encoding, Accept-Language, lang' };
      const tags = (c.req.header('if-none-match') ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
      if (tags.includes(area.etag) || tags.includes('*')) return c.body(null, 304, headers);
      const encoding = pickEncoding(c.req.header('accept-encoding'));
      if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
      const body = area[encoding];
      return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': String(body.length) });
    })
    .get('/list', auth, async (c) => ok(c, await service.listAddresses(db, c.get('member').id, c.get('locale'))))
    .post('/add', auth, async (c) => {
      const address = await service.addAddress(db, c.get('member').id, await parseInput(c, addressSchema), c.get('locale'));
      return ok(c, address, c.get('t')('address.added'));
    })
    .post('/update', auth, async (c) => {
      const address = await service.updateAddress(db, c.get('member').id, await parseInput(c, updateAddressSchema), c.get('locale'));
      return ok(c, address, c.get('t')('common.savedSuccessfully'));
    })
    .post('/delete', auth, async (c) => {
      const { id } = await parseInput(c, addressIdSchema);
      await service.deleteAddress(db, c.get('member').id, id);
      return ok(c, null, c.get('t')('address.deleted'));
    })
    .post('/setDefault', auth, async (c) => {
      const { id } = await parseInput(c, addressIdSchema);
      return ok(c, await service.setDefaultAddress(db, c.get('member').id, id, c.get('locale')), c.get('t')('address.defaultSet'));
    });
}
