import { createInterface } from 'node:readline';
import type { OpsInput } from '../../src/server/ops/types.ts';

/** Reads a line from a terminal without echoing it. */
function readHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}

/**
 * Secrets for operator commands: typed without echo on a terminal, or read line by line from standard input
 * when it is piped, so scripts can create operators without putting a password on the command line.
 */
export function terminalInput(): OpsInput & { close(): void } {
  if (process.stdin.isTTY) return { secret: readHidden, close: () => undefined };
  // Opened on the first question only: a command that asks nothing must not wait for standard input.
  let reader: ReturnType<typeof createInterface> | undefined;
  let lines: AsyncIterator<string> | undefined;
  let last: string | undefined;
  return {
    close: () => reader?.close(),
    secret: async () => {
      reader ??= createInterface({ input: process.stdin });
      lines ??= reader[Symbol.asyncIterator]();
      const next = await lines.next();
      // One piped line answers both "password" and "again".
      if (next.done) return last ?? '';
      last = next.value;
      return last;
    },
  };
}
