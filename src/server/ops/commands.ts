import { recentActions } from '../audit/audit.service.ts';
import { listFeedback } from '../feedback/feedback.service.ts';
import { intOption } from './args.ts';
import { balanceCommands } from './balance-commands.ts';
import { catalogueCommands } from './catalogue-commands.ts';
import { dataCommands } from './data-commands.ts';
import { imageCommands } from './image-commands.ts';
import { operatorCommands } from './operator-commands.ts';
import { orderCommands } from './order-commands.ts';
import { reviewCommands } from './review-commands.ts';
import { terminalSafe } from './terminal.ts';
import { videoCommands } from './video-commands.ts';
import type { Command } from './types.ts';

export { OpsFailure, UsageError } from './types.ts';
export { dataCommands } from './data-commands.ts';

/** Operator commands; each domain adds its own. All of them go through services and leave an audit entry. */
const all: Record<string, Command> = {
  feedback: {
    usage: 'feedback [--limit N]',
    summary: 'feedback sent by members, newest first (default 20)',
    run: async (shop, args, out) => {
      const entries = await listFeedback(shop.db.kysely, intOption(args, '--limit', 20));
      if (entries.length === 0) out('no feedback');
      for (const f of entries) {
        out(`#${f.id}  ${f.createdAt}  ${f.account}${f.contactInformation ? `  tel ${f.contactInformation}` : ''}`);
        out(`  ${f.content.replace(/\s+/g, ' ')}`);
        if (f.imageUrls.length) out(`  images: ${f.imageUrls.join(' ')}`);
      }
    },
  },
  audit: {
    usage: 'audit [--limit N]',
    summary: 'recent operator and system actions, newest first (default 20)',
    run: async (shop, args, out) => {
      const actions = await recentActions(shop.db.kysely, intOption(args, '--limit', 20));
      if (actions.length === 0) out('no audit entries');
      for (const a of actions) out(`${a.createdAt}  ${a.actor}  ${a.action}  ${a.target ?? ''}  ${a.detail ?? ''}`.trimEnd());
    },
  },
  ...orderCommands,
  ...balanceCommands,
  ...catalogueCommands,
  ...reviewCommands,
  ...videoCommands,
  ...imageCommands,
  ...operatorCommands,
};

/** Every command's output passes through terminalSafe: member text never reaches the terminal raw. */
export const commands: Record<string, Command> = Object.fromEntries(
  Object.entries(all).map(([name, command]) => [name, { ...command, run: (shop, args, out, io) => command.run(shop, args, (line) => out(terminalSafe(line)), io) }]),
);

export function helpText(): string {
  const listed = [...Object.values(commands), ...Object.values(dataCommands)];
  const width = Math.max(...listed.map((c) => c.usage.length), 'help'.length);
  const lines = listed.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
  return ['usage: npm run ops -- <command> [args]', '', `  ${'help'.padEnd(width)}  this list`, ...lines].join('\n');
}
