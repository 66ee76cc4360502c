// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { devApi } from './src/server/dev/dev-api.ts';

export default defineConfig({
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), devApi()],
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  server: { port: Number(process.env.PORT ?? 4321) },
  i18n: {
    locales: ['zh', { path: 'zh-tw', codes: ['zh-TW'] }, 'en', 'ja', 'ko', 'ru', 'ar', 'id', 'th', 'vi'],
    defaultLocale: 'zh',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  vite: { plugins: [tailwindcss()] },
});
