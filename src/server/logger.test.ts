import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel } from './logger.ts';
import { requestContext } from './request-context.ts';

function capture(level: 'info' | 'warn' | 'error' | 'silent' = 'info') {
  const lines: { level: LogLevel; line: Record<string, unknown> }[] = [];
  const logger = createLogger(level, (line, lvl) => lines.push({ level: lvl, line: JSON.parse(line) as Record<string, unknown> }));
  return { logger, lines };
}

describe('logger', () => {
  it('writes one JSON line with time, level and message, each level to its own stream, from LOG_LEVEL up', () => {
    const { logger, lines } = capture('warn');
    logger.info('not shown');
    logger.warn('careful', { n: 1 });
    logger.error('broken');
    expect(lines.map((l) => [l.level, l.line.level, l.line.msg])).toEqual([['warn', 'warn', 'careful'], ['error', 'error', 'broken']]);
    expect(lines[0]!.line).toMatchObject({ n: 1 });
    expect(new Date(String(lines[0]!.line.time)).toISOString()).toBe(lines[0]!.line.time);
    const silent = capture('silent');
    silent.logger.error('nothing');
    expect(silent.lines).toEqual([]);
  });

  it('redacts passwords, tokens, codes, emails and credential headers in fields, one level down too', () => {
    const { logger, lines } = capture();
    logger.info('login', {
      account: 'alice',
      password: 'hunter22',
      token: 'tok',
      code: '123456',
      email: 'alice@example.com',
      member: { email: 'a@b.c', payPwd: '123456', id: 7 },
      headers: { authorization: 'Bearer x', cookie: 'sid=1', 'user-agent': 'ua' },
      request: { headers: { cookie: 'sid=2' } },
    });
    const line = lines[0]!.line;
    expect(line).toMatchObject({
      account: 'alice',
      password: '[redacted]',
      token: '[redacted]',
      code: '[redacted]',
      email: '[redacted]',
      member: { email: '[redacted]', payPwd: '[redacted]', id: 7 },
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'user-agent': 'ua' },
      request: { headers: { cookie: '[redacted]' } },
    });
    expect(JSON.stringify(line)).not.toMatch(/hunter22|alice@example|123456|sid=/);
  });

  it('carries the id of the request being answered on every line, also after an await', async () => {
    const { logger, lines } = capture();
    logger.info('outside');
    await requestContext.run({ id: 'req-1234abcd' }, async () => {
      logger.info('first');
      await new Promise((r) => setTimeout(r, 1));
      logger.error('deep inside', { path: '/x' });
    });
    expect(lines.map((l) => l.line.requestId)).toEqual([undefined, 'req-1234abcd', 'req-1234abcd']);
  });
});
