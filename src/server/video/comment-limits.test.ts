import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import { createT } from '../../lib/i18n/messages.ts';
import { mapError } from '../http/errors.ts';
import { commentLimitError } from './comment-limits.ts';

registerServerCatalogue();

describe('commentLimitError', () => {
  it('says in seconds how long to wait past the per-minute limit, and carries the same seconds', () => {
    const mapped = mapError(commentLimitError('minute', 41_200), createT('en'));
    expect(mapped).toMatchObject({ status: 429, headers: { 'Retry-After': '42' }, body: { data: { retryAfter: 42 } } });
    expect(mapped.body.msg).toBe('You are commenting too quickly; please wait 42 seconds and try again');
    expect(mapError(commentLimitError('minute', 900), createT('en')).body.msg).toContain('wait 1 second and');
    expect(mapError(commentLimitError('minute', 41_200), createT('zh')).body.msg).toBe('评论太频繁了，请 42 秒后再试');
    expect(mapError(commentLimitError('minute', 41_200), createT('ar')).body.msg).toContain('42 ثانية');
    expect(mapError(commentLimitError('minute', 2_000), createT('ar')).body.msg).toContain('ثانيتين');
    expect(mapError(commentLimitError('minute', 3_000), createT('ru')).body.msg).toContain('3 секунды');
  });

  it('says within how many hours past the daily limit', () => {
    const mapped = mapError(commentLimitError('day', 5 * 3_600_000 + 1), createT('en'));
    expect(mapped.body.data).toEqual({ retryAfter: 5 * 3600 + 1 });
    expect(mapped.body.msg).toBe('You have used up today’s comments; you can comment again within 6 hours');
    expect(mapError(commentLimitError('day', 60_000), createT('zh')).body.msg).toBe('今天的评论次数已用完，1 小时内可以再次评论');
  });
});
