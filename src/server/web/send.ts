import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { currentRequestId } from '../request-context.ts';

export type HeaderList = [string, string][];

/**
 * Sends bytes held in memory. Under the Node server they go straight to the socket (one writeHead, one
 * end): a Response object would cost a Headers instance, a body stream and node-server's conversion back,
 * more than the rest of a static answer together. In-process (tests, `app.request`) a Response is returned.
 * The request log reads the status from the Node response, as it does for pages Astro writes itself, and the
 * request's id is added here, where the request log can no longer add it.
 */
export function sendBytes(c: Context, status: number, headers: HeaderList, body: Uint8Array | null): Response {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (!outgoing) return new Response(body as BodyInit | null, { status, headers });
  const flat = headers.flat();
  const id = currentRequestId();
  if (id) flat.push('x-request-id', id);
  outgoing.writeHead(status, flat);
  outgoing.end(body ?? undefined);
  return RESPONSE_ALREADY_SENT;
}
