import { backupDataCommands } from './backup-commands.ts';
import { terminalSafe } from './terminal.ts';
import type { DataCommand } from './types.ts';

/**
 * Commands that run without starting the shop (backups): they may replace its database and files, and they load
 * only what they use, so a restore is not kept waiting on the whole shop's modules.
 */
export const dataCommands: Record<string, DataCommand> = Object.fromEntries(
  Object.entries(backupDataCommands).map(([name, command]) => [name, { ...command, run: (env, args, out) => command.run(env, args, (line) => out(terminalSafe(line))) }]),
);
