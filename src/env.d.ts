/// <reference types="astro/client" />

declare namespace App {
  /** Handed over by the Node entry (src/server/web/page-locals.ts) to pages rendered on demand. */
  interface Locals {
    // An import() type keeps this file a global declaration (a top-level import would make it a module).
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    catalogue: import('./server/web/page-locals.ts').PageLocals['catalogue'];
    // Where the error page reports a failed page (absent only if the page failed before the locals were set).
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    pageFailed?: import('./server/web/page-locals.ts').PageLocals['pageFailed'];
  }
}

/** Message keys each page's browser code uses, by route pattern (src/lib/i18n/page-keys.plugin.ts). */
declare module 'virtual:om-page-keys' {
  const pageKeys: Record<string, string[]>;
  export default pageKeys;
}
