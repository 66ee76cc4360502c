import SonicBoom from 'sonic-boom';
import type { Config } from './config.ts';

export type LogLevel = 'info' | 'warn' | 'error';
export type Logger = Record<LogLevel, (msg: string, fields?: Record<string, unknown>) => void>;

const RANK: Record<Config['logLevel'], number> = { info: 0, warn: 1, error: 2, silent: 3 };

let stdout: SonicBoom | undefined;

/**
 * Standard output through sonic-boom (pino's writer): lines are gathered and written in batches of at least
 * 4 KB without blocking, where a `process.stdout.write` per request line is a blocking write when standard
 * output is a file (it cost a prerendered page a third of its throughput). A quarter-second flush keeps a
 * quiet shop's log current, and whatever is still gathered is written when the process exits.
 */
function bufferedStdout(): SonicBoom {
  if (!stdout) {
    const stream = new SonicBoom({ fd: 1, minLength: 4096, periodicFlush: 250 });
    process.on('exit', () => {
      try {
        stream.flushSync();
      } catch {
        // Standard output already closed: nothing left to write to.
      }
    });
    stdout = stream;
  }
  return stdout;
}

/**
 * One JSON object per line, easy to grep and to ship to a log store: information on standard output
 * (buffered), warnings and errors on standard error at once.
 */
export function createLogger(level: Config['logLevel'], write = (line: string, lvl: LogLevel) =>
  lvl === 'info' ? bufferedStdout().write(`${line}\n`) : process.stderr.write(`${line}\n`)): Logger {
  const make = (lvl: LogLevel) => (msg: string, fields?: Record<string, unknown>) => {
    if (RANK[lvl] < RANK[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }), lvl);
  };
  return { info: make('info'), warn: make('warn'), error: make('error') };
}
