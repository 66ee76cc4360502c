import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { boot } from './boot.ts';
import { headAsGet } from './http/head.ts';
import { startPurgeRelay } from './cluster/purge-relay.ts';
import { startJobs } from './jobs/scheduler.ts';
import { createServices } from './services.ts';
import { exitOnStartupFailure } from './startup-failure.ts';
import { RenderThreads } from './web/render-threads.ts';
import { sharedPageCache } from './web/page-cache.ts';
import { createWebServer } from './web/server.ts';

const DIST = resolve(import.meta.dirname, '../../dist');
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const services = createServices(await boot());
  const { config, db, logger } = services;
  const pages = await RenderThreads.start({ distDir: DIST, threads: config.renderThreads, logger });
  const web = createWebServer(services, { clientDir: resolve(DIST, 'client'), pages });
  // Purges reach the other instances on this database and the CDN (decision 079).
  const purges = await startPurgeRelay({ db, databaseUrl: config.databaseUrl, cache: sharedPageCache(), logger, cdnPurgeUrls: config.cdnPurgeUrls });

  const server = serve({ fetch: headAsGet(web.fetch), port: config.port, hostname: config.host }, (info) => {
    logger.info('listening', { url: `http://localhost:${info.port}`, database: db.dialect, env: config.env, renderThreads: pages.size });
  }) as Server;

  const jobs = startJobs(db, logger, services.jobs);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const jobsStopped = jobs.stop();
    // Stop accepting; in-flight requests finish; idle keep-alive sockets close now, busy ones after their response.
    server.close(async () => {
      await jobsStopped;
      await purges.close();
      await pages.close();
      await db.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('forced exit: requests still running after the grace period', { ms: SHUTDOWN_GRACE_MS });
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch(exitOnStartupFailure);
