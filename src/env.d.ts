/// <reference types="astro/client" />

declare namespace App {
  /** Handed over by the Node entry (src/server/web/page-locals.ts) to pages rendered on demand. */
  interface Locals {
    catalogue: import('./server/web/page-locals.ts').PageLocals['catalogue'];
  }
}
