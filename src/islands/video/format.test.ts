import { describe, expect, it } from 'vitest';
import { formatDuration, formatViews, videoIdFrom } from './format.ts';

describe('video formats', () => {
  it('shows lengths like a player', () => {
    expect(formatDuration(8.4)).toBe('0:08');
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(-3)).toBe('0:00');
  });

  it('shortens view counts per language', () => {
    expect(formatViews(950, 'en')).toBe('950');
    expect(formatViews(1250, 'en')).toBe('1.3K');
    expect(formatViews(12500, 'zh')).toBe('1.3万');
  });

  it('reads only positive whole ids from the address', () => {
    expect(videoIdFrom('?id=7')).toBe(7);
    for (const bad of ['', '?id=', '?id=0', '?id=-1', '?id=1.5', '?id=abc', '?id=99999999999']) expect(videoIdFrom(bad)).toBeNull();
  });
});
