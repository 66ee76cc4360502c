import { describe, expect, it } from 'vitest';
import { terminalSafe } from './terminal.ts';

describe('terminalSafe', () => {
  it('shows escape sequences, bells, carriage returns and direction overrides as visible escapes', () => {
    const out = terminalSafe('ok\u001b[2J\u001b]0;owned\u0007\rfake\u009b31m\u202eevil\ttab');
    expect(out).toBe('ok\\u{1b}[2J\\u{1b}]0;owned\\u{7}\\u{d}fake\\u{9b}31m\\u{202e}evil tab');
    // eslint-disable-next-line no-control-regex
    expect(out).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
  });

  it('leaves ordinary text in any script alone', () => {
    expect(terminalSafe('香薰蜡烛 — مرحبا · ok')).toBe('香薰蜡烛 — مرحبا · ok');
  });
});
