import { commands } from '../../src/server/ops/commands.ts';
import type { TestContext } from './harness.ts';

/** Runs an operator command as `npm run ops -- …` would, on the test shop, and returns the lines it printed. */
export async function runOps(ctx: TestContext, ...argv: string[]): Promise<string[]> {
  const [name, ...args] = argv;
  const lines: string[] = [];
  await commands[name!]!.run(ctx.services, args, (line) => lines.push(line));
  return lines;
}
