import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layering rules of eslint.config.js bite: SQL stays in repositories, browser code stays out of the
 * server. Each case lints a snippet as if it were the named file, with the project's own configuration.
 */
let eslint: ESLint;
// The first lint loads the parsers and plugins, seconds on a busy machine: done once here, not in a test's time.
beforeAll(async () => {
  eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
  await eslint.lintText('export {};\n', { filePath: 'src/server/app.ts' });
}, 60_000);

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => /(^|\/)no-restricted/.test(m.ruleId ?? '')).map((m) => `${m.ruleId}: ${m.message}`);
}

const kyselyImport = "import { sql } from 'kysely';\nexport const one = sql`select 1`;\n";
const query = "export const find = (db: { selectFrom(t: string): unknown }) => db.selectFrom('orders');\n";

describe('layering', { timeout: 20_000 }, () => {
  it('keeps kysely out of services, routes and other server modules', async () => {
    expect(await problems('src/server/orders/order.service.ts', kyselyImport)).toEqual([
      "no-restricted-imports: 'kysely' import is restricted from being used. SQL belongs in a *.repository.ts file: call a repository function instead.",
    ]);
    expect(await problems('src/server/api/order.routes.ts', "import type { Kysely } from 'kysely';\nexport type K = Kysely<object>;\n")).toHaveLength(1);
  });

  it('keeps queries out of services', async () => {
    expect(await problems('src/server/cart/cart.service.ts', query)).toEqual([
      'no-restricted-syntax: Queries belong in a *.repository.ts file: call a repository function instead.',
    ]);
  });

  it('lets repositories, the database setup, migrations, the demo seeds, scripts and tests use kysely', async () => {
    for (const file of [
      'src/server/orders/order.repository.ts',
      'src/server/db/database.ts',
      'src/server/db/migrations/0009_orders.ts',
      'src/server/seed/catalogue/bulk.ts',
      'scripts/bench/order-audit.ts',
      'tests/api/orders.test.ts',
    ]) {
      expect(await problems(file, kyselyImport + query), file).toEqual([]);
    }
  });

  it('keeps src/server out of islands, stores, src/lib and components', async () => {
    const cases: [string, string][] = [
      ['src/islands/orders/orderState.ts', "import type { OrderView } from '../../server/orders/order-views.service.ts';\nexport type V = OrderView;\n"],
      ['src/stores/user.ts', "import { ORDER_STATUSES } from '../server/orders/states.ts';\nexport const s = ORDER_STATUSES;\n"],
      ['src/lib/schemas/home.ts', "import type { Services } from '../../server/services.ts';\nexport type S = Services;\n"],
      ['src/components/goods/GoodsCard.tsx', "import { toCard } from '../../server/catalogue/goods.service.ts';\nexport const c = toCard;\n"],
    ];
    for (const [file, code] of cases) {
      const found = await problems(file, code);
      expect(found, file).toHaveLength(1);
      expect(found[0], file).toMatch(/^no-restricted-imports: .*Browser code may not import src\/server/);
    }
    expect(await problems('src/islands/cart/CartRow.tsx', "import { renderToString } from 'react-dom/server';\nexport const r = renderToString;\n")).toEqual([]);
    expect(await problems('src/islands/cart/cartLines.ts', "import { sql } from 'kysely';\nexport const s = sql;\n")).toHaveLength(1);
  });

  it('keeps disk writes in the storage driver: media and uploads go through a Storage', async () => {
    const refusal = "no-restricted-imports: 'writeFile' import from 'node:fs/promises' is restricted. Files the shop keeps go through a Storage (src/server/storage), never the disk directly.";
    const write = "import { writeFile } from 'node:fs/promises';\nexport const w = writeFile;\n";
    for (const file of ['src/server/uploads/upload.service.ts', 'src/server/uploads/media.service.ts', 'src/server/video/media-store.ts', 'src/server/admin/console-uploads.ts', 'src/server/web/static.ts', 'src/server/seed/catalogue/render.ts', 'src/server/video/video.repository.ts']) {
      expect(await problems(file, write), file).toEqual([refusal]);
    }
    for (const code of [
      "import { rename } from 'fs/promises';\nexport const r = rename;\n",
      "import { createWriteStream, mkdirSync } from 'node:fs';\nexport const c = [createWriteStream, mkdirSync];\n",
      "import { promises } from 'node:fs';\nexport const p = promises.rm;\n",
      "import fs from 'node:fs';\nexport const u = fs.unlinkSync;\n",
      "import * as fs from 'fs';\nexport const w = fs.writeFileSync;\n",
    ]) {
      expect((await problems('src/server/video/video-admin.service.ts', code)).length, code).toBeGreaterThan(0);
    }
    // The rule adds to the SQL one rather than replacing it.
    expect(await problems('src/server/uploads/upload.service.ts', kyselyImport + write)).toHaveLength(2);
  });

  it('lets the storage driver, the database, the secret and tests write, and everyone read', async () => {
    const write = "import { mkdirSync, writeFileSync } from 'node:fs';\nexport const w = [mkdirSync, writeFileSync];\n";
    for (const file of ['src/server/storage/local-disk.ts', 'src/server/db/database.ts', 'src/server/secrets.ts', 'src/server/admin/console-uploads.test.ts', 'tests/api/uploads.test.ts', 'scripts/build.ts']) {
      expect(await problems(file, write), file).toEqual([]);
    }
    const read = "import { createReadStream, statSync } from 'node:fs';\nimport { readFile } from 'node:fs/promises';\nexport const r = [createReadStream, statSync, readFile];\n";
    expect(await problems('src/server/video/media-store.ts', read)).toEqual([]);
  });

  it('keeps each repository private to its folder, type-only imports included', async () => {
    for (const [file, code] of [
      ['src/server/flows/checkout.ts', "import { goodsByIds } from '../catalogue/goods.repository.ts';\nexport const g = goodsByIds;\n"],
      ['src/server/orders/item-texts.ts', "import type { GoodsRow } from '../catalogue/goods.repository.ts';\nexport type G = GoodsRow;\n"],
      ['src/server/api/order.routes.ts', "import * as repo from '../orders/order.repository.ts';\nexport const r = repo;\n"],
      ['src/server/seed/reviews/demo-reviews.ts', "import { insertReview } from '../../reviews/review.repository.ts';\nexport const i = insertReview;\n"],
      ['src/server/video/video.repository.ts', "import { matchesAllTerms } from '../catalogue/search.repository';\nexport const m = matchesAllTerms;\n"],
      ['src/pages/[...locale]/index.astro', "---\nimport { flaggedGoods } from '../../server/catalogue/goods.repository.ts';\nconst f = flaggedGoods;\n---\n<p>{String(f)}</p>\n"],
    ] as const) {
      const found = await problems(file, code);
      expect(found, file).toHaveLength(1);
      expect(found[0], file).toMatch(/^@typescript-eslint\/no-restricted-imports: .*A repository is private to its folder/);
    }
  });

  it("lets a domain's service import its own repository, and tests reach any", async () => {
    expect(await problems('src/server/catalogue/goods.service.ts', "import { goodsByIds } from './goods.repository.ts';\nexport const g = goodsByIds;\n")).toEqual([]);
    expect(await problems('src/server/reviews/totals.ts', "import type { TotalsDelta } from './review.repository.ts';\nexport type T = TotalsDelta;\n")).toEqual([]);
    expect(await problems('src/server/orders/order.service.test.ts', "import { findOrder } from '../orders/order.repository.ts';\nexport const f = findOrder;\n")).toEqual([]);
    expect(await problems('tests/api/orders.test.ts', "import { findOrder } from '../../src/server/orders/order.repository.ts';\nexport const f = findOrder;\n")).toEqual([]);
  });

  it('lets pages and the server import the server', async () => {
    expect(await problems('src/server/app.ts', "import { createServices } from './services.ts';\nexport const c = createServices;\n")).toEqual([]);
  });
});
