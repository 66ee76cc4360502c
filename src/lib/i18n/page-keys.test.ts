import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import zh from '../../i18n/zh.json' with { type: 'json' };
import { PageKeys } from './page-keys.build.ts';

const SRC = new URL('../../', import.meta.url).pathname;
const pages = new PageKeys(SRC, Object.keys(zh)).pages();

describe('the messages each page embeds (the shop as it is)', () => {
  it('lists every page by its route pattern, and only keys of the catalogue', () => {
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(['/[...locale]', '/[...locale]/goods/details', '/[...locale]/helperCenter/[slug]', '/404']));
    const catalogue = new Set(Object.keys(zh).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')));
    for (const keys of Object.values(pages)) expect(keys.filter((k) => !catalogue.has(k))).toEqual([]);
  });

  it('gives a help page the header script, the request layer and the dialogs that load on demand, not a goods page', () => {
    const help = pages['/[...locale]/helperCenter/[slug]']!;
    expect(help).toEqual(expect.arrayContaining(['header.cartCount', 'api.network', 'feedback.content.label', 'bindEmail.title.bind']));
    expect(help).not.toContain('goodsDetail.buyNow');
    expect(pages['/[...locale]/goods/details']).toContain('goodsDetail.buyNow');
    expect(help.length).toBeLessThan(Object.keys(zh).length / 5);
  });

  it('leaves out words only the server writes into the HTML', () => {
    for (const keys of Object.values(pages)) expect(keys).not.toContain('header.welcome');
  });
});

describe('how a page is walked', () => {
  const dir = mkdtempSync(join(tmpdir(), 'om-page-keys-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  file('pages/[...locale]/shop.astro', `---\nimport Layout from '../../layouts/Layout.astro';\nimport Live from '../../islands/Live.tsx';\nimport Still from '../../islands/Still.tsx';\n---\n<Layout><Still /><Live client:load /></Layout>`);
  file('layouts/Layout.astro', `---\n---\n<slot /><script>\n  import '../scripts/menu.ts';\n</script><script is:inline>const x = 'a.inline';</script>`);
  file('islands/Live.tsx', `import type { X } from './Typed.ts';\nimport { dialog } from './helpers.ts';\nexport default () => t('a.live', { count: 2 });`);
  file('islands/helpers.ts', "export const dialog = () => import('./Dialog.tsx');\nconst kind = 'b';\nexport const sort = t(`a.sort.${kind}`);");
  file('islands/Dialog.tsx', "export default () => t('a.dialog');");
  file('islands/Typed.ts', "export type X = 'a.typed';");
  file('islands/Still.tsx', "export default () => t('a.still');");
  file('scripts/menu.ts', "document.title = t(\"a.menu\");");
  const keys = ['a.live_one', 'a.live_other', 'a.dialog', 'a.typed', 'a.still', 'a.menu', 'a.inline', 'a.sort.x', 'a.sort.y', 'a.unused'];

  it('follows hydrated islands with their static and dynamic imports and page scripts, not server-only components, type imports or inline scripts', () => {
    expect(new PageKeys(dir, keys).pages()).toEqual({ '/[...locale]/shop': ['a.dialog', 'a.live', 'a.menu'] });
  });
});
