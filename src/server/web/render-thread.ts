/**
 * A worker thread rendering pages on demand (render-threads.ts sends it requests). It reads the catalogue
 * through its own database connection and renders with the built Astro app; the page is compressed here too
 * (src/middleware.ts), so the thread answering HTTP only stores and sends bytes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { loadAstroApp } from './astro.ts';
import { pageLocals } from './page-locals.ts';
import type { RenderJob, RenderedPage } from './render-threads.ts';

/** Pages read a goods, its SKUs and texts and the category tree: a few connections carry a thread's renders. */
const CONNECTIONS = 4;

const port = parentPort!;
const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const db = openDatabase(config.databaseUrl, { connections: CONNECTIONS });
const app = await loadAstroApp((workerData as { distDir: string }).distDir);
const locals = pageLocals({ catalogue: { db: db.kysely, dialect: db.dialect } });

async function render(job: RenderJob): Promise<RenderedPage> {
  const request = new Request(job.url, { method: job.method, headers: job.headers, body: job.body });
  try {
    const response = await app.render(request, { locals: { ...locals }, routeData: app.match(request), addCookieHeader: true });
    const body = new Uint8Array(await response.arrayBuffer());
    return { id: job.id, status: response.status, statusText: response.statusText, headers: [...response.headers], body };
  } catch (err) {
    logger.error('page render failed', { url: job.url, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    return { id: job.id, status: 500, statusText: 'Internal Server Error', headers: [['content-type', 'text/plain; charset=utf-8']], body: new TextEncoder().encode('Internal Server Error') };
  }
}

port.on('message', (job: RenderJob) => {
  void render(job).then((page) => port.postMessage(page, [page.body.buffer]));
});
port.postMessage('ready');
