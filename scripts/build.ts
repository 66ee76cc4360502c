/** astro build, then precompression, then the stamp that tells `npm start` the build is current. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markBuilt } from './lib/build-state.ts';

const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
// A build is always for production, whoever asks: run from a test (NODE_ENV=test) or a development shell, Astro
// compiled JSX for React's development runtime, and every page with an island then failed to render (500).
const env = { ...process.env, NODE_ENV: 'production' };
execFileSync(bin('astro'), ['build'], { stdio: 'inherit', env });
const serverDir = new URL('../dist/server', import.meta.url).pathname;
const devRuntime = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mjs'))
  .find((file) => readFileSync(join(serverDir, file), 'utf8').includes('react/jsx-dev-runtime'));
if (devRuntime) {
  console.error(`build: dist/server/${devRuntime} uses React's development JSX runtime; pages would not render`);
  process.exit(1);
}
execFileSync(process.execPath, [new URL('./precompress.ts', import.meta.url).pathname], { stdio: 'inherit', env });
markBuilt();
