import type { Config } from './config.ts';

export type LogLevel = 'info' | 'warn' | 'error';
export type Logger = Record<LogLevel, (msg: string, fields?: Record<string, unknown>) => void>;

const RANK: Record<Config['logLevel'], number> = { info: 0, warn: 1, error: 2, silent: 3 };

/** One JSON object per line on stdout/stderr: easy to grep and to ship to a log store. */
export function createLogger(level: Config['logLevel'], write = (line: string, lvl: LogLevel) =>
  (lvl === 'info' ? process.stdout : process.stderr).write(`${line}\n`)): Logger {
  const make = (lvl: LogLevel) => (msg: string, fields?: Record<string, unknown>) => {
    if (RANK[lvl] < RANK[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }), lvl);
  };
  return { info: make('info'), warn: make('warn'), error: make('error') };
}
