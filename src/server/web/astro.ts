import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (err?: unknown) => void,
  locals?: object,
) => Promise<void>;

/**
 * React chooses between its development and production builds when first loaded, by NODE_ENV. Ours says how
 * the shop is deployed (`development` is the default, see config.ts), not how the build was made, and React's
 * development build (element validation, owner stacks) was a quarter of a goods page's render time. The server
 * only ever renders a production build, so React is loaded as production once, before the pages ask for it;
 * the modules are then cached and NODE_ENV goes back to what it was.
 */
async function loadProductionReact(): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await Promise.all([import('react'), import('react/jsx-runtime'), import('react-dom/server')]);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** The on-demand page handler that `astro build` writes in middleware mode. */
export async function loadAstroHandler(distDir: string): Promise<AstroHandler> {
  const entry = join(distDir, 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "npm run build" first`);
  await loadProductionReact();
  const mod = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  return mod.handler;
}
