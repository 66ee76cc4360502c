import { Hono } from 'hono';
import { createApp } from '../app.ts';
import { boot } from '../boot.ts';
import { mediaFiles, uploadFiles } from '../web/static.ts';

/** The API plus uploads, as the dev server mounts them. */
export async function createDevApp(): Promise<Hono> {
  const runtime = await boot();
  const api = createApp(runtime);
  const app = new Hono();
  app.use('/uploads/*', uploadFiles(runtime.uploadsDir));
  app.use('/media/*', mediaFiles(runtime.mediaDir));
  app.all('*', (c) => api.fetch(c.req.raw));
  return app;
}
