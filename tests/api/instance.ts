/**
 * One instance of the shop's API as its own process, for tests/api/instances.test.ts: it boots from the
 * environment it is given (the shared database, APP_SECRET), runs the background jobs on their schedule,
 * and once their first run is over serves the API on a free port and says the port over IPC. On the message 'run-jobs' it runs every job
 * once more (as its timers would) and answers with the names of the jobs it ran.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/server/app.ts';
import { boot } from '../../src/server/boot.ts';
import { runOnce, startJobs } from '../../src/server/jobs/scheduler.ts';
import { createServices } from '../../src/server/services.ts';

const services = createServices(await boot());
const app = createApp(services);
const jobs = startJobs(services.db, services.logger, services.jobs);

// Ready once the first run of the jobs (catching up at start) is over, so a test sees where they left off.
await jobs.caughtUp;
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.send?.({ port: info.port });
});

process.on('message', async (message) => {
  if (message !== 'run-jobs') return;
  const ran = await Promise.all(services.jobs.map(async (job) => ((await runOnce(services.db, services.logger, job)) ? job.name : null)));
  process.send?.({ ran: ran.filter((name) => name !== null) });
});

process.on('SIGTERM', async () => {
  await jobs.stop();
  server.close();
  await services.db.close();
  process.exit(0);
});
