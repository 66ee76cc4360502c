/**
 * Member-written text (feedback, names, messages) printed to an operator's terminal could carry escape
 * sequences that clear the screen, retitle the window, fake earlier output or hide text by reversing its
 * direction. Every control character (C0, DEL, C1) and every bidirectional override is shown as a visible
 * `\u{…}` escape instead; tabs become spaces.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function terminalSafe(line: string): string {
  return line.replaceAll('\t', ' ').replace(UNSAFE, (ch) => `\\u{${ch.codePointAt(0)!.toString(16)}}`);
}
