import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = resolve(import.meta.dirname, '../scripts/structure.ts');

/** `npm run structure -- --strict` on this project or on a fixture tree: its exit code and report. */
async function structure(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, [script, '--strict', ...args]);
    return { code: 0, out: stdout };
  } catch (err) {
    const failed = err as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

const fixtures: string[] = [];
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'structure-'));
  fixtures.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterAll(() => fixtures.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('server folder structure', { timeout: 30_000 }, () => {
  it('has no folder cycle and no import of another folder’s repository', async () => {
    const { code, out } = await structure();
    expect(out).toContain("imports of another folder's repository: 0");
    expect(out).toContain('folder cycles: 0');
    expect(code).toBe(0);
  });

  it('fails on a cycle, type-only imports included, and on a reach into another folder’s repository', async () => {
    const root = tree({
      'src/server/cart/cart.service.ts': "import type { Row } from '../orders/lines.ts';\nexport type R = Row;\n",
      'src/server/orders/lines.ts': "import { add } from '../cart/cart.service.ts';\nexport type Row = 1;\nexport const a = add;\n",
      'src/server/flows/checkout.ts': "import { goodsById } from '../catalogue/goods.repository.ts';\nexport const g = goodsById;\n",
      'src/server/catalogue/goods.repository.ts': 'export const goodsById = 1;\n',
    });
    const { code, out } = await structure('--root', root);
    expect(out).toContain('folder cycles: 1');
    expect(out).toContain('cart ↔ orders');
    expect(out).toContain('src/server/flows/checkout.ts → src/server/catalogue/goods.repository.ts');
    expect(code).toBe(1);
  });

  it('passes a tree whose flows call services and whose domains keep their repositories', async () => {
    const root = tree({
      'src/server/flows/checkout.ts': "import { card } from '../catalogue/goods.service.ts';\nexport const c = card;\n",
      'src/server/catalogue/goods.service.ts': "import { goodsById } from './goods.repository.ts';\nexport const card = goodsById;\n",
      'src/server/catalogue/goods.repository.ts': 'export const goodsById = 1;\n',
    });
    expect(await structure('--root', root)).toMatchObject({ code: 0 });
  });
});
