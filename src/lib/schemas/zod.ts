import { z } from 'zod';

/**
 * zod for the schemas pages share with the server. Object schemas are compiled with `new Function` when the
 * runtime allows it, and zod finds out by trying; the shop's pages forbid eval in their Content Security
 * Policy, so in a browser that probe is itself reported as a violation (logged in the console and the Issues
 * panel) before zod falls back. In browsers zod is told not to compile; the server keeps the faster parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
