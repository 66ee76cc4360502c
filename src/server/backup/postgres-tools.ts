import { execFile, spawnSync } from 'node:child_process';
import { BackupError } from './manifest.ts';

/** The PostgreSQL client programs found on the PATH; a missing one is undefined. */
export interface PgTools {
  dump?: string;
  restore?: string;
}

export function findPgTools(): PgTools {
  const find = (name: string) => {
    const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined;
  };
  return { dump: find('pg_dump'), restore: find('pg_restore') };
}

/** The URL without its password (which travels in PGPASSWORD, not in the process list) and that password. */
function connection(url: string): { target: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { target: parsed.toString(), password };
}

/** What an operator types: the URL shown without its password. */
export function shownCommand(program: string, args: string[], url: string): string {
  const quote = (a: string) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);
  const { target, password } = connection(url);
  return [...(password ? ['PGPASSWORD=…'] : []), program, ...args, target].map((a) => (a === 'PGPASSWORD=…' ? a : quote(a))).join(' ');
}

export const dumpArgs = (file: string) => ['--format=custom', '--no-owner', `--file=${file}`, '--dbname'];
export const restoreArgs = (file: string, clean: boolean) => [
  '--single-transaction',
  '--exit-on-error',
  '--no-owner',
  '--no-privileges',
  ...(clean ? ['--clean', '--if-exists'] : []),
  `--dbname`,
];

/** Runs pg_dump or pg_restore on `url`; `last` is the argument after the URL (pg_restore's dump file). */
export function runPg(program: string, args: string[], url: string, last: string[] = []): Promise<void> {
  const { target, password } = connection(url);
  return new Promise((resolve, reject) => {
    execFile(program, [...args, target, ...last], { env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }, maxBuffer: 16 << 20 }, (err, _out, stderr) => {
      if (err) reject(new BackupError(`${program} failed: ${stderr.trim() || err.message}`));
      else resolve();
    });
  });
}
