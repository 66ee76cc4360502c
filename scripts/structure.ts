/**
 * `npm run structure`: how the server's domains depend on each other. Prints the imports from one server
 * folder into another, those that reach into another folder's repository, and the cycles between folders
 * (type-only imports included: they tie the folders together as much for a reader). Exits 1 with `--strict`
 * when a cycle or a cross-folder repository import is found; src/structure.test.ts runs it so in the unit suite.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const rootArg = process.argv.indexOf('--root');
/** The project whose src/server is read: this one, or another given with `--root <dir>` (the tests' fixtures). */
const root = rootArg > 0 ? resolve(process.argv[rootArg + 1]!) : resolve(import.meta.dirname, '..');
const server = join(root, 'src/server');

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The server folder a file belongs to: `src/server/orders/x.ts` → `orders`; files at the top → `(top)`. */
function folderOf(file: string): string {
  const rel = relative(server, file).split('/');
  return rel.length > 1 ? rel[0]! : '(top)';
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]/g;

interface Edge {
  from: string;
  to: string;
  file: string;
  target: string;
}

const edges: Edge[] = [];
for (const file of sources(server)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2]!;
    const target = resolve(dirname(file), spec);
    if (!target.startsWith(server + '/')) continue;
    const from = folderOf(file);
    const to = folderOf(target);
    if (from !== to && from !== '(top)' && to !== '(top)') edges.push({ from, to, file: relative(root, file), target: relative(root, target) });
  }
}

const repositoryEdges = edges.filter((e) => e.target.endsWith('.repository.ts'));

const graph = new Map<string, Set<string>>();
for (const e of edges) {
  if (!graph.has(e.from)) graph.set(e.from, new Set());
  graph.get(e.from)!.add(e.to);
}

/** Pairs of folders that reach each other, directly or through others (strongly connected components). */
function cycles(): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

const found = cycles();
console.log(`imports between server folders: ${edges.length}`);
console.log(`imports of another folder's repository: ${repositoryEdges.length}`);
for (const e of repositoryEdges) console.log(`  ${e.file} → ${e.target}`);
console.log(`folder cycles: ${found.length}`);
for (const component of found) console.log(`  ${component.join(' ↔ ')}`);

if (process.argv.includes('--strict') && (found.length > 0 || repositoryEdges.length > 0)) process.exit(1);
