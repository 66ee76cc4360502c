/**
 * Makes the site's icons and web app manifest from the logo and the site's names: `node scripts/make-icons.ts`.
 * The results are committed in public/ (favicon.ico, apple-touch-icon.png, icons/, manifest.webmanifest); run
 * this after changing public/favicon.svg or the `site.name` / `site.description` messages (a test says when).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LOCALES, type Locale } from '../src/lib/i18n/locales.ts';
import { ICO_SIZES, icoFromPngs, PNG_ICONS, renderIcon, webManifest, type SiteTexts } from './lib/icons.ts';

const PUBLIC = new URL('../public/', import.meta.url).pathname;
const write = (path: string, data: Buffer | string) => {
  const file = join(PUBLIC, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  console.log(`${path}: ${Buffer.byteLength(data)} bytes`);
};

const svg = readFileSync(join(PUBLIC, 'favicon.svg'));
write('/favicon.ico', icoFromPngs(await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await renderIcon(svg, { size, scale: 1 }) })))));
for (const icon of PNG_ICONS) write(icon.path, await renderIcon(svg, icon));

const texts = Object.fromEntries(
  LOCALES.map((l) => {
    const messages = JSON.parse(readFileSync(new URL(`../src/i18n/${l}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    return [l, { name: messages['site.name']!, description: messages['site.description']! }];
  }),
) as Record<Locale, SiteTexts>;
write('/manifest.webmanifest', `${JSON.stringify(webManifest(texts), null, 2)}\n`);
