// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { devApi } from './src/server/dev/dev-api.ts';
import { satteri } from '@astrojs/markdown-satteri';
import { messagesPlugin } from './src/lib/i18n/content-messages.ts';
import { pageKeysPlugin } from './src/lib/i18n/page-keys.plugin.ts';

// The access guard and discreet mode run inline in <head> (before first paint), so CSP must allow exactly their text.
/** @type {(path: string) => `sha256-${string}`} */
const inlineHash = (path) => `sha256-${createHash('sha256').update(readFileSync(new URL(path, import.meta.url), 'utf8')).digest('base64')}`;
const guardHash = inlineHash('./src/lib/guard/guard.inline.js');
const discreetHash = inlineHash('./src/lib/discreet/discreet.inline.js');

/**
 * The Node adapter (build output, sessions, images) with our own server entry, which exports Astro's app for the
 * render threads instead of the adapter's Node request handler (decision 058).
 */
function nodeAppEntry() {
  const integration = node({ mode: 'middleware', experimentalDisableStreaming: true });
  const configDone = integration.hooks['astro:config:done'];
  if (!configDone) throw new Error('@astrojs/node no longer sets its adapter in astro:config:done');
  integration.hooks['astro:config:done'] = (params) =>
    configDone({ ...params, setAdapter: (adapter) => params.setAdapter({ ...adapter, serverEntrypoint: new URL('./src/server/web/astro-entry.ts', import.meta.url) }) });
  return integration;
}

export default defineConfig({
  output: 'static',
  // Pages rendered on demand are read whole to be compressed and cached (src/middleware.ts), so streaming
  // them, and each React island, only added per-chunk encoding and stream work (decision 054).
  adapter: nodeAppEntry(),
  integrations: [react({ experimentalDisableStreaming: true }), devApi()],
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  server: { port: Number(process.env.PORT ?? 4321) },
  i18n: {
    locales: ['zh', { path: 'zh-tw', codes: ['zh-TW'] }, 'en', 'ja', 'ko', 'ru', 'ar', 'id', 'th', 'vi'],
    defaultLocale: 'zh',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  security: {
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: { hashes: [guardHash, discreetHash] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  // Help pages and agreements take button names and the brand from the message catalogue.
  markdown: { processor: satteri({ mdastPlugins: [messagesPlugin] }) },
  // Pages embed only the messages their browser code uses (decision 049).
  vite: { plugins: [tailwindcss(), pageKeysPlugin()] },
});
