import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await register(ctx)).token;
});
afterAll(() => ctx.close());

async function uploadAs(auth: string): Promise<string> {
  const form = new FormData();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
  form.append('file', new File([new Uint8Array(png)], 'p.png', { type: 'image/png' }));
  const res = await ctx.app.request('/web/api/upload', { method: 'POST', body: form, headers: { token: auth } });
  return ((await res.json()) as { data: { url: string } }).data.url;
}

const send = (json: unknown, auth = token) => ctx.call('POST', '/api/feedback/add', { json, headers: { token: auth, lang: 'en' } });

describe(`feedback (${TEST_DIALECT})`, () => {
  it('stores content, phone and own pictures, and says submit succeeded', async () => {
    const urls = [await uploadAs(token), await uploadAs(token)];
    const { body } = await send({ content: ' The box arrived dented ', contactInformation: '13800138000', imageUrl: urls.join(',') });
    expect(body).toEqual({ code: 200, data: null, msg: 'Submit succeeded' });
    const row = await ctx.db.kysely.selectFrom('feedback').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content: 'The box arrived dented', contact_information: '13800138000', image_urls: urls.join(',') });
  });

  it.each([
    [{ content: '   ' }, 'Please enter the feedback content'],
    [{ content: 'hi', contactInformation: '138-0013' }, 'The phone number may contain only digits, at most 11'],
    [{ content: 'hi', contactInformation: '138001380001' }, 'The phone number may contain only digits, at most 11'],
    [{ content: 'hi', imageUrl: 'https://evil.example/x.png' }, 'Attach at most 6 images that you uploaded'],
  ])('refuses %j', async (json, msg) => {
    expect((await send(json)).body.msg).toBe(msg);
  });

  it('refuses more than 6 pictures and pictures of another member', async () => {
    const mine = await Promise.all(Array.from({ length: 7 }, () => uploadAs(token)));
    expect((await send({ content: 'many', imageUrl: mine.join(',') })).body.msg).toBe('Attach at most 6 images that you uploaded');
    const other = await register(ctx);
    const theirs = await uploadAs(other.token);
    expect((await send({ content: 'not mine', imageUrl: theirs })).body.msg).toBe('Attach at most 6 images that you uploaded');
  });

  it('needs a logged-in member', async () => {
    expect((await send({ content: 'hi' }, 'nope')).body.code).toBe(403);
  });

  it('reaches the operator terminal without control characters', async () => {
    const { commands } = await import('../../src/server/ops/commands.ts');
    const { insertFeedback } = await import('../../src/server/feedback/feedback.repository.ts');
    const member = await ctx.db.kysely.selectFrom('members').select('id').executeTakeFirstOrThrow();
    await insertFeedback(ctx.db.kysely, { memberId: member.id, content: 'hi\u001b[2J\u001b]0;pwned\u0007 there\u202e', contactInformation: '\u001b[31m138', imageUrls: [] });
    const lines: string[] = [];
    await commands.feedback!.run(ctx.services, ['--limit', '1'], (line) => lines.push(line));
    const text = lines.join('\n');
    expect(text).toContain('hi\\u{1b}[2J');
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  });
});
