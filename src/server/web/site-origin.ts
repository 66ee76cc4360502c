/**
 * The shop's public address without a trailing slash: PUBLIC_SITE_URL, else the local address on PORT.
 * config.ts validates the variable at start; this reads the same rule where no config is loaded (pages
 * prerendered at build time, render threads), so canonical links and the callbacks agree on one origin.
 */
export function siteUrlFrom(publicSiteUrl: string | undefined, port: number | string): string {
  return (publicSiteUrl || `http://localhost:${port}`).replace(/\/+$/, '');
}

export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return siteUrlFrom(env.PUBLIC_SITE_URL, env.PORT || 4321);
}
