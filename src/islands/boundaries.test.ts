import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ISLANDS = import.meta.dirname;
const SRC = dirname(ISLANDS);

/** Every import of every island module, as `from → to` paths below src/. */
function islandImports(): { from: string; to: string }[] {
  const files = readdirSync(ISLANDS, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  return files.flatMap((file) => {
    const text = readFileSync(join(ISLANDS, file), 'utf8');
    return [...text.matchAll(/(?:from|import)\s+'(\.[^']+)'/g)].map((m) => ({
      from: join('islands', file),
      to: relative(SRC, join(ISLANDS, dirname(file), m[1]!)),
    }));
  });
}

describe('island boundaries', () => {
  const imports = islandImports();

  it('reads the imports it checks', () => {
    expect(imports.some((i) => i.to === 'islands/ui/Money.tsx')).toBe(true);
  });

  it('keeps islands away from src/components, which is rendered on the server only', () => {
    expect(imports.filter((i) => i.to.startsWith('components/'))).toEqual([]);
  });

  it('takes money, order states, links and the order being shown from ui/ and src/lib, not from the order screens', () => {
    const intoOrders = imports.filter((i) => i.to.startsWith('islands/orders/') && !i.from.startsWith('islands/orders/'));
    // The personal centre offers an order's next step with the order screens' own buttons and dialogs.
    expect(intoOrders).toEqual([{ from: 'islands/mine/RecentOrders.tsx', to: 'islands/orders/OrderActions.tsx' }]);
  });
});
