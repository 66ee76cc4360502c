import pino from 'pino';
import SonicBoom from 'sonic-boom';
import type { Config } from './config.ts';
import { currentRequestId } from './request-context.ts';

export type LogLevel = 'info' | 'warn' | 'error';
export type Logger = Record<LogLevel, (msg: string, fields?: Record<string, unknown>) => void>;

/**
 * Field names whose values never reach the log, at the top of a line's fields or one level down
 * (`{ member: { email } }`), and the request headers that carry credentials. A message's own words are the
 * caller's care: fields are where values go.
 */
const SECRET_FIELDS = [
  'password', 'oldPassword', 'newPassword', 'payPwd', 'payPassword', 'pin', 'secret', 'token', 'accessToken',
  'refreshToken', 'code', 'verifyCode', 'email', 'authorization', 'cookie', '["set-cookie"]', 'privateKey',
];
export const REDACTED_PATHS: string[] = [
  ...SECRET_FIELDS.flatMap((name) => (name.startsWith('[') ? [name.slice(2, -2), `*${name}`] : [name, `*.${name}`])),
  '*.headers.authorization', '*.headers.cookie',
];

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

type Write = (line: string, lvl: LogLevel) => unknown;

/** Each level's lines to `write`, without the newline: how tests read what was logged. */
function streamsTo(write: Write): pino.StreamEntry<LogLevel>[] {
  return (['info', 'warn', 'error'] as const).map((lvl) => ({ level: lvl, stream: { write: (line: string) => void write(line.trimEnd(), lvl) } }));
}

/**
 * One JSON object per line, easy to grep and to ship to a log store: information on standard output
 * (buffered), warnings and errors on standard error at once. pino writes them, with `time`, `level` and `msg`
 * as before; secrets in fields are replaced by "[redacted]" (REDACTED_PATHS), and a line written while a
 * request is answered carries that request's id (request-context.ts), as its X-Request-Id answer does.
 */
export function createLogger(level: Config['logLevel'], write?: Write): Logger {
  const streams = write
    ? streamsTo(write)
    : [{ level: 'info' as const, stream: bufferedStdout() }, { level: 'warn' as const, stream: process.stderr }];
  const log = pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    pino.multistream(streams, { dedupe: true }),
  );
  const make = (lvl: LogLevel) => (msg: string, fields?: Record<string, unknown>) => {
    if (fields) log[lvl](fields, msg);
    else log[lvl](msg);
  };
  return { info: make('info'), warn: make('warn'), error: make('error') };
}
