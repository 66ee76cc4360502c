/**
 * The server entry `astro build` writes (dist/server/entry.mjs) in place of the Node adapter's: Astro's app,
 * which the render threads (render-thread.ts) hand Web-standard requests to. The shop's own server does the
 * HTTP, so the adapter's Node request handler is not needed.
 */
import { createApp } from 'astro/app/entrypoint';
import { setGetEnv } from 'astro/env/setup';

setGetEnv((key) => process.env[key]);

export const app = createApp({ streaming: false });
