import { expect } from 'vitest';
import type { TestContext } from './harness.ts';

/**
 * Bodies of every wrong kind for a route whose good body is `good`: not an object at all, each field left out,
 * and each field as null, a number, a boolean, an array, an object, empty, huge and direction controls only.
 */
export function badBodies(good: Record<string, unknown>): unknown[] {
  const wrongs: unknown[] = [null, 0, -1, 1.5, true, [], ['x'], {}, '', ' ', 'x'.repeat(5000), '\u202E\u2066', '<b>x</b>'.repeat(200)];
  const bodies: unknown[] = [null, 'text', 5, [], [good], {}];
  for (const key of Object.keys(good)) {
    const { [key]: _, ...without } = good;
    bodies.push(without);
    for (const wrong of wrongs) if (wrong !== good[key]) bodies.push({ ...good, [key]: wrong });
  }
  return bodies;
}

/**
 * Posts each body (and a malformed JSON text) and expects a refusal in the envelope, never a server error. Bodies
 * the route may accept (a harmless value of a field) are the caller's to leave out of `bodies`.
 */
export async function expectRefusals(ctx: TestContext, path: string, headers: Record<string, string>, bodies: unknown[], accept: (body: unknown) => boolean = () => false) {
  for (const json of bodies) {
    const res = await ctx.call('POST', path, {
      json,
      headers: { ...headers, lang: 'en' },
    });
    expect(res.status, JSON.stringify(json)).toBeLessThan(500);
    if (!accept(json)) expect([res.body.code, JSON.stringify(json)]).toEqual([-1, JSON.stringify(json)]);
    if (res.body.code === -1) expect(res.body.msg).not.toMatch(/^(admin|validation|error)\./);
  }
  const broken = await ctx.call('POST', path, {
    body: '{"oops',
    headers: { ...headers, 'content-type': 'application/json' },
  });
  expect(broken.status).toBeLessThan(500);
}
