/**
 * `npm run bench`: builds when needed, starts the production server on a throwaway database and reports
 * page transfer sizes and latency percentiles at a fixed request rate. Options: --rate N (default 500),
 * --seconds N (default 10).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIsStale } from './lib/build-state.ts';
import { load, type LoadResult } from './bench/load.ts';
import { pageSize } from './bench/sizes.ts';

const { values } = parseArgs({ options: { rate: { type: 'string', default: '500' }, seconds: { type: 'string', default: '10' } } });
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const root = new URL('..', import.meta.url).pathname;

if (buildIsStale()) execFileSync(process.execPath, [join(root, 'scripts/build.ts')], { stdio: 'inherit' });

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log('\nPage transfer sizes (prerendered; brotli is what browsers receive)');
for (const page of ['', 'en', 'ar', 'en/login', 'en/helperCenter/newbie']) {
  const s = pageSize(join(root, 'dist/client'), page);
  console.log(
    `  /${page.padEnd(24)} html ${kib(s.html.raw)} raw, ${kib(s.html.brotli)} br | ` +
      `js ${s.js.files} files ${kib(s.js.raw)} raw, ${kib(s.js.brotli)} br | css ${kib(s.css.brotli)} br`,
  );
}

const port = 4397;
const server = spawn(process.execPath, [join(root, 'src/server/main.ts')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'om-bench-')) },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i += 1) {
  if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 100));
}

const results: LoadResult[] = [];
const targets: [string, string][] = [
  ['prerendered page /en/', '/en/'],
  ['API /api/health', '/api/health'],
  ['404 page (on demand)', '/en/no/such/page'],
];
console.log(`\nLoad: ${rate} requests/s for ${seconds} s each (load generator on the same machine)`);
for (const [name, path] of targets) {
  await load(`${name} warm-up`, base + path, { rate, seconds: 2 });
  results.push(await load(name, base + path, { rate, seconds }));
}
server.kill('SIGTERM');
for (const r of results) {
  console.log(`  ${r.name.padEnd(28)} ${String(r.rps).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`);
}
