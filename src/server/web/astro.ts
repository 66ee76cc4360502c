import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A line Astro logs. */
export interface AstroLogEvent {
  level: 'debug' | 'info' | 'warn' | 'error';
  label: string | null;
  message: string;
}

/** What the built server entry (astro-entry.ts) exports: Astro's app, taking Web-standard requests. */
export interface AstroApp {
  match(request: Request): unknown;
  render(request: Request, options: { locals: object; routeData: unknown; addCookieHeader: boolean }): Promise<Response>;
  /** Where Astro's own log lines go (the console unless set). */
  logger: { setDestination(destination: { write(event: AstroLogEvent): void }): void };
}

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

/** The on-demand pages' app that `astro build` writes (dist/server/entry.mjs). */
export async function loadAstroApp(distDir: string): Promise<AstroApp> {
  const entry = builtEntry(distDir);
  await loadProductionReact();
  const mod = (await import(pathToFileURL(entry).href)) as { app?: AstroApp };
  if (!mod.app) throw new Error(`${entry} exports no app: run "npm run build" again`);
  return mod.app;
}

/** The built server entry's path; throws when the site was not built. */
export function builtEntry(distDir: string): string {
  const entry = join(distDir, 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "npm run build" first`);
  return entry;
}
