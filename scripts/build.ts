/** astro build, then precompression, then the stamp that tells `npm start` the build is current. */
import { execFileSync } from 'node:child_process';
import { markBuilt } from './lib/build-state.ts';

const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
execFileSync(bin('astro'), ['build'], { stdio: 'inherit' });
execFileSync(process.execPath, [new URL('./precompress.ts', import.meta.url).pathname], { stdio: 'inherit' });
markBuilt();
