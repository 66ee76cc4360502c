import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Executor } from '../db/schema.ts';
import { requireMember } from '../member/auth.ts';
import { DomainError } from '../errors.ts';
import { HttpError } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import { storeImage, type UploadDeps } from '../uploads/upload.service.ts';
import { readForm } from '../http/body.ts';

/** POST /web/api/upload: multipart field `file`; answers { url }. */
export function uploadRoutes(deps: UploadDeps & { db: Executor }, maxBodyBytes: number) {
  return new Hono<AppEnv>().post(
    '/upload',
    bodyLimit({ maxSize: maxBodyBytes, onError: () => { throw new HttpError(413, 'upload.tooLarge'); } }),
    requireMember(deps.db),
    async (c) => {
      if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) throw new DomainError('upload.missingFile');
      const form = await readForm(c);
      const file = form.file;
      if (!(file instanceof File)) throw new DomainError('upload.missingFile');
      return ok(c, await storeImage(deps, c.get('member').id, file));
    },
  );
}
