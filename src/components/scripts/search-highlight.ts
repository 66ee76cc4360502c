/**
 * A suggestion's text cut where it holds what was typed (case-insensitively, every typed word), so the matched
 * parts can be marked. A suggestion found by pinyin or one typo away holds no typed word and is left whole.
 */
export interface TextPart {
  text: string;
  match: boolean;
}

export function highlightParts(text: string, typed: string): TextPart[] {
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of typed.toLowerCase().split(/\s+/).filter(Boolean)) {
    // toLowerCase keeps the length of the texts shops write (no İ or ẞ), so positions line up.
    if (lower.length !== text.length) break;
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + word.length)) marked.fill(true, at, at + word.length);
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, match: marked[i]! });
  }
  return parts;
}
