import { EDITIONS, SERIES } from '../../src/server/seed/catalogue/words.ts';

export interface KeywordMix {
  /** One Chinese character: the character index. */
  one: string[];
  /** Two Chinese characters: the character index plus an adjacency check. */
  two: string[];
  /** Three characters or more, Latin and Chinese: the trigram index. */
  long: string[];
}

const chars = (s: string) => [...s];

/**
 * Search keywords drawn from the words the synthetic catalogue names its goods with (series and editions),
 * in equal parts of one Chinese character, two Chinese characters and three or more characters.
 */
export function keywordMix(): KeywordMix {
  const zh = [...SERIES, ...EDITIONS].map((t) => t.zh);
  const one = [...new Set(zh.flatMap(chars))];
  const two = [...new Set(zh.flatMap((w) => chars(w).slice(0, -1).map((c, i) => c + chars(w)[i + 1])))];
  const latin = [...SERIES, ...EDITIONS].flatMap((t) => t.en.toLowerCase().split(' ')).filter((w) => w.length >= 3);
  const long = [...new Set([...latin, ...zh.filter((w) => chars(w).length >= 3)])];
  return { one, two, long };
}

/** A deterministic sequence over the mix: request i takes its kind from i mod 3 and a word by a fixed stride. */
export function keywordAt(mix: KeywordMix, i: number): string {
  const pool = [mix.one, mix.two, mix.long][i % 3]!;
  return pool[(Math.floor(i / 3) * 7919) % pool.length]!;
}
