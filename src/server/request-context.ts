import { AsyncLocalStorage } from 'node:async_hooks';

/** What the shop knows about the request being answered, wherever in its handling the code runs. */
export interface RequestContext {
  /** The request's id: on every log line written while answering it, and sent back as X-Request-Id. */
  id: string;
  /** The API route pattern that answered (set by the API app), for the request metrics. */
  route?: string;
}

/**
 * The request in hand, carried through every await of its handling: a service logging deep inside a request
 * needs no logger handed down to name it, and the logger adds its id to every line (logger.ts).
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.id;
}
