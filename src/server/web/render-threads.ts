/**
 * Pages rendered on demand are rendered on worker threads (render-thread.ts), not on the thread answering
 * HTTP. A goods page took about 2 ms of the main thread, which then also held up API requests and cached pages
 * behind it; on its own thread the render runs on another core, and the main thread only hands the request over
 * and sends the bytes back (about 0.3 ms). Each request goes to the thread with the fewest in hand. A thread that
 * dies fails the renders it held (the server answers them 503) and is replaced; the others go on.
 */
import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger.ts';
import { currentRequestId } from '../request-context.ts';
import { builtEntry } from './astro.ts';

/** A request as a render thread receives it. */
export interface RenderJob {
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body?: ArrayBuffer;
}

/** A rendered page as a render thread sends it back. */
export interface RenderedPage {
  id: number;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** Set when the render threw instead of answering: the error, which the server logs. */
  failed?: string;
}

export interface PageRenderer {
  render(request: Request): Promise<Response>;
  close(): Promise<void>;
  /** For the metrics: threads running, those with a render in hand, and the renders in hand. */
  stats?(): { threads: number; busy: number; pending: number };
}

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (page: RenderedPage) => void; reject: (err: Error) => void }>;
}

const THREAD_ENTRY = new URL('./render-thread.ts', import.meta.url);
/** A thread that dies is replaced after this pause, so a thread failing at start does not spin. */
const RESTART_DELAY_MS = 1000;
const NO_BODY = new Set([101, 204, 205, 304]);

export class RenderThreads implements PageRenderer {
  readonly #threads: Thread[] = [];
  readonly #distDir: string;
  readonly #logger: Logger;
  readonly #entry: URL;
  #nextId = 0;
  #closing = false;

  private constructor(distDir: string, logger: Logger, entry: URL) {
    this.#distDir = distDir;
    this.#logger = logger;
    this.#entry = entry;
  }

  /** Starts `threads` render threads and waits until each has loaded the site; fails when one cannot. */
  static async start(opts: { distDir: string; threads: number; logger: Logger; entry?: URL }): Promise<RenderThreads> {
    builtEntry(opts.distDir);
    const pool = new RenderThreads(opts.distDir, opts.logger, opts.entry ?? THREAD_ENTRY);
    try {
      await Promise.all(Array.from({ length: opts.threads }, () => pool.#spawn()));
    } catch (err) {
      await pool.close();
      throw err;
    }
    return pool;
  }

  get size(): number {
    return this.#threads.length;
  }

  stats(): { threads: number; busy: number; pending: number } {
    let busy = 0;
    let pending = 0;
    for (const t of this.#threads) {
      if (t.pending.size > 0) busy += 1;
      pending += t.pending.size;
    }
    return { threads: this.#threads.length, busy, pending };
  }

  #spawn(): Promise<void> {
    const thread: Thread = { worker: new Worker(this.#entry, { workerData: { distDir: this.#distDir } }), pending: new Map() };
    return new Promise((ready, failed) => {
      let started = false;
      thread.worker.on('message', (message: RenderedPage | 'ready') => {
        if (message === 'ready') {
          started = true;
          if (this.#closing) void thread.worker.terminate();
          else this.#threads.push(thread);
          ready();
          return;
        }
        const job = thread.pending.get(message.id);
        thread.pending.delete(message.id);
        job?.resolve(message);
      });
      thread.worker.on('error', (err) => {
        this.#logger.error('render thread failed', { error: err.stack ?? err.message });
        if (!started) failed(err);
      });
      thread.worker.on('exit', (code) => {
        const index = this.#threads.indexOf(thread);
        if (index >= 0) this.#threads.splice(index, 1);
        for (const job of thread.pending.values()) job.reject(new Error(`render thread stopped (exit code ${code})`));
        thread.pending.clear();
        if (!started) failed(new Error(`render thread stopped while starting (exit code ${code})`));
        else if (!this.#closing) {
          this.#logger.warn('render thread stopped; starting another', { exitCode: code });
          setTimeout(() => void this.#spawn().catch(() => undefined), RESTART_DELAY_MS).unref();
        }
      });
    });
  }

  async render(request: Request): Promise<Response> {
    const thread = this.#threads.reduce<Thread | undefined>((best, t) => (!best || t.pending.size < best.pending.size ? t : best), undefined);
    if (!thread) throw new Error('no render thread is running');
    const id = (this.#nextId += 1);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    // The thread learns the request's id as a header (never the one a client sent): its log lines and the error
    // page name it.
    const headers = [...request.headers].filter(([name]) => name !== 'x-request-id');
    const requestId = currentRequestId();
    if (requestId) headers.push(['x-request-id', requestId]);
    const job: RenderJob = { id, url: request.url, method: request.method, headers, body };
    const page = await new Promise<RenderedPage>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage(job, body ? [body] : []);
    });
    if (page.failed !== undefined) throw new Error(page.failed);
    return new Response(NO_BODY.has(page.status) ? null : page.body, { status: page.status, statusText: page.statusText, headers: page.headers });
  }

  /**
   * Stops the threads once the renders they hold are done (up to `drainMs`): a client that went away leaves
   * its render running, and the server closes when its last connection does.
   */
  async close(drainMs = 5000): Promise<void> {
    this.#closing = true;
    const until = Date.now() + drainMs;
    while (this.#threads.some((t) => t.pending.size > 0) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    await Promise.all(this.#threads.splice(0).map((t) => t.worker.terminate()));
  }
}
