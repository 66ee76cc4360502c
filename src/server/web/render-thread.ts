/**
 * A worker thread rendering pages on demand (render-threads.ts sends it requests). It reads the catalogue
 * through its own database connection and renders with the built Astro app; the page is compressed here too
 * (src/middleware.ts), so the thread answering HTTP only stores and sends bytes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig } from '../config.ts';
import { openShopDatabase } from '../boot.ts';
import { createLogger } from '../logger.ts';
import { requestContext } from '../request-context.ts';
import { loadAstroApp } from './astro.ts';
import { pageLocals, type PageFailure } from './page-locals.ts';
import type { RenderJob, RenderedPage } from './render-threads.ts';

/** Pages read a goods, its SKUs and texts and the category tree: a few connections carry a thread's renders. */
const CONNECTIONS = 4;

const port = parentPort!;
const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
// Already off the thread that answers requests: its catalogue reads use its own connection, not reader threads.
const db = openShopDatabase(config, logger, CONNECTIONS, 0);
const app = await loadAstroApp((workerData as { distDir: string }).distDir);
const locals = pageLocals({ catalogue: { db: db.kysely, reads: db.read, dialect: db.dialect }, logger });

/** One render in hand: what the error page reported, and the errors Astro logged while rendering it. */
interface RenderState {
  failure?: PageFailure;
  astroErrors: string[];
}
const rendering = new AsyncLocalStorage<RenderState>();

// Astro writes its own lines to the console, an error as a stack over many lines. A page that throws is reported
// by the error page (500.astro) with its address and answer instead, one line in the shop's log; Astro's account
// of it is kept only in case the error page could not report (it failed too). Anything else Astro says is logged
// as one line of ours.
app.logger.setDestination({
  write(event) {
    const render = rendering.getStore();
    if (event.level === 'error' && render) render.astroErrors.push(event.message);
    else if (event.level === 'error' || event.level === 'warn' || event.level === 'info') logger[event.level]('astro', { label: event.label, message: event.message });
  },
});

const STATUS_TEXT: Record<number, string> = { 500: 'Internal Server Error', 503: 'Service Unavailable' };

async function render(job: RenderJob): Promise<RenderedPage> {
  const request = new Request(job.url, { method: job.method, headers: job.headers, body: job.body });
  const state: RenderState = { astroErrors: [] };
  const pageFailed = (failure: PageFailure) => {
    state.failure = failure;
    locals.pageFailed(failure);
  };
  try {
    const response = await rendering.run(state, () => app.render(request, { locals: { ...locals, pageFailed }, routeData: app.match(request), addCookieHeader: true }));
    const body = new Uint8Array(await response.arrayBuffer());
    // Astro answers its error page 500 whatever the page sets; the error page says 503 for a page whose data
    // could not be read (the database is down), and that is what the client gets.
    const status = state.failure?.status ?? response.status;
    const statusText = status === response.status ? response.statusText : (STATUS_TEXT[status] ?? '');
    if (status >= 500 && !state.failure) {
      const { pathname, search } = new URL(job.url);
      logger.error('page failed', { url: pathname + search, status, error: state.astroErrors.join('\n') || 'no error page was rendered' });
    }
    return { id: job.id, status, statusText, headers: [...response.headers], body };
  } catch (err) {
    // Astro itself failed, error page included: the server logs it and answers "back in a moment" (server.ts).
    return { id: job.id, status: 0, statusText: '', headers: [], body: new Uint8Array(), failed: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
}

// The render runs as part of its request (render-threads.ts sends the id as a header): the lines it logs carry the id.
const idOf = (job: RenderJob) => job.headers.find(([name]) => name === 'x-request-id')?.[1];
port.on('message', (job: RenderJob) => {
  const id = idOf(job);
  const rendered = id ? requestContext.run({ id }, () => render(job)) : render(job);
  void rendered.then((page) => port.postMessage(page, [page.body.buffer]));
});
port.postMessage('ready');
