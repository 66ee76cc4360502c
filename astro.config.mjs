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

// The access guard runs inline in <head> (before first paint), so CSP must allow exactly its text.
const guardSource = readFileSync(new URL('./src/lib/guard/guard.inline.js', import.meta.url), 'utf8');
/** @type {`sha256-${string}`} */
const guardHash = `sha256-${createHash('sha256').update(guardSource).digest('base64')}`;

export default defineConfig({
  output: 'static',
  // Pages rendered on demand are read whole to be compressed and cached (src/middleware.ts), so streaming
  // them, and each React island, only added per-chunk encoding and stream work (decision 054).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
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
      scriptDirective: { hashes: [guardHash] },
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
