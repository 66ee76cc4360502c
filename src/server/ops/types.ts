import type { Services } from '../services.ts';

/** One operator command: `npm run ops -- <name> [args]`. It calls the shop's services and prints lines. */
export interface Command {
  usage: string;
  summary: string;
  run(shop: Services, args: string[], out: (line: string) => void, io?: OpsInput): Promise<void>;
}

/** What a command may ask the person at the terminal: secrets never travel as arguments (shell history, ps). */
export interface OpsInput {
  secret(question: string): Promise<string>;
}

/** The operator typed a command wrongly: shown with the command's usage, exit code 2. */
export class UsageError extends Error {}

/**
 * A command on the data directory itself (restoring or checking a backup): it runs without starting the shop,
 * whose database and files it may replace, and reads the settings from the environment it is given.
 */
export interface DataCommand {
  usage: string;
  summary: string;
  run(env: Record<string, string | undefined>, args: string[], out: (line: string) => void): Promise<void>;
}

/** The command could not do what was asked (a damaged backup, a directory not empty): the reason, exit code 1. */
export class OpsFailure extends Error {}
