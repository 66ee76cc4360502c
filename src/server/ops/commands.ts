import { listAudit } from '../audit/audit.repository.ts';
import { listFeedback } from '../feedback/feedback.service.ts';
import type { Runtime } from '../boot.ts';
import { orderCommands } from './order-commands.ts';
import { balanceCommands } from './balance-commands.ts';
import { UsageError } from './usage.ts';

export { UsageError } from './usage.ts';

export interface Command {
  usage: string;
  summary: string;
  run(rt: Runtime, args: string[], out: (line: string) => void): Promise<void>;
}

function intOption(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new UsageError(`${name} needs a positive whole number`);
  return value;
}

/** Operator commands; each domain adds its own. All of them go through services and leave an audit entry. */
export const commands: Record<string, Command> = {
  feedback: {
    usage: 'feedback [--limit N]',
    summary: 'feedback sent by members, newest first (default 20)',
    run: async (rt, args, out) => {
      const rows = await listFeedback(rt.db.kysely, intOption(args, '--limit', 20));
      if (rows.length === 0) out('no feedback');
      for (const r of rows) {
        out(`#${r.id}  ${r.createdAt}  ${r.account}${r.contactInformation ? `  tel ${r.contactInformation}` : ''}`);
        out(`  ${r.content.replace(/\s+/g, ' ')}`);
        if (r.imageUrls.length) out(`  images: ${r.imageUrls.join(' ')}`);
      }
    },
  },
  audit: {
    usage: 'audit [--limit N]',
    summary: 'recent operator and system actions, newest first (default 20)',
    run: async (rt, args, out) => {
      const rows = await listAudit(rt.db.kysely, intOption(args, '--limit', 20));
      if (rows.length === 0) out('no audit entries');
      for (const r of rows) out(`${r.created_at}  ${r.actor}  ${r.action}  ${r.target ?? ''}  ${r.detail ?? ''}`.trimEnd());
    },
  },
  ...orderCommands,
  ...balanceCommands,
};

export function helpText(): string {
  const width = Math.max(...Object.values(commands).map((c) => c.usage.length), 'help'.length);
  const lines = Object.values(commands).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
  return ['usage: npm run ops -- <command> [args]', '', `  ${'help'.padEnd(width)}  this list`, ...lines].join('\n');
}
