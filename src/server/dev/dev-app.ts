import { Hono } from 'hono';
import { createApp } from '../app.ts';
import { boot } from '../boot.ts';
import { createServices } from '../services.ts';
import { mediaFiles, uploadFiles } from '../web/static.ts';

/** The API plus uploads, as the dev server mounts them. */
export async function createDevApp(): Promise<Hono> {
  const services = createServices(await boot());
  const api = createApp(services);
  const app = new Hono();
  app.use('/uploads/*', uploadFiles(services.storage.uploads));
  app.use('/media/*', mediaFiles(services.storage.media));
  // The Node request goes along (c.env), so the API sees the real peer: the dev mailbox answers only this machine.
  app.all('*', (c) => api.fetch(c.req.raw, c.env));
  return app;
}
