import { ConfigError } from './config.ts';

/**
 * What a start that failed prints: a bad setting is the operator's to fix, so its lines (each naming the
 * variable and what is wrong) stand alone, with no stack trace around them; anything else is a fault of
 * the shop and keeps its stack.
 */
export function startupFailureText(err: unknown): string {
  if (err instanceof ConfigError) return err.message;
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}

/** Ends a start that failed: the text on stderr, exit status 1. */
export function exitOnStartupFailure(err: unknown): never {
  process.stderr.write(`${startupFailureText(err)}\n`);
  process.exit(1);
}
