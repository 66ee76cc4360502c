import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { PageKeys } from './page-keys.build.ts';

const ID = 'virtual:om-page-keys';
const srcDir = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `virtual:om-page-keys`: the message keys each page's browser code uses, by route pattern (page-keys.build.ts).
 * Worked out when the module is loaded: once per build, and again on each reload under `astro dev`.
 */
export function pageKeysPlugin(): Plugin {
  return {
    name: 'orchid-page-keys',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const zh = JSON.parse(readFileSync(`${srcDir}i18n/zh.json`, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(new PageKeys(srcDir, Object.keys(zh)).pages())};`;
    },
  };
}
