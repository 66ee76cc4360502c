import { textsHoldingAny } from '../db/search-index.ts';
import { correctionIn, TYPO_CANDIDATES, typoPieces, typoWord } from './typo.ts';
import type { CatalogueDeps } from './goods.service.ts';
import { remembered } from './list-totals.ts';

/**
 * The keyword with its Latin words of six letters or more each put one typo right (catalogue/typo.ts), or
 * undefined when no word changes. Asked only after a search found nothing; a word some search text holds as typed
 * is left alone. Costs one bounded trigram lookup per such word, once per catalogue version.
 */
export async function correctedKeyword(deps: Pick<CatalogueDeps, 'reads' | 'dialect'>, keyword: string): Promise<string | undefined> {
  const words = keyword.toLowerCase().trim().split(/\s+/).filter(Boolean).slice(0, 5);
  let changed = false;
  const corrected = await Promise.all(
    words.map(async (word) => {
      if (!typoWord(word)) return word;
      // Remembered per catalogue version: a shopper who found nothing often asks again, and so do others.
      const better = await remembered(deps.reads, JSON.stringify(['typo', word]), async () => {
        const texts = await textsHoldingAny(deps.reads, deps.dialect, typoPieces(word), TYPO_CANDIDATES);
        return texts.some((t) => t.includes(word)) ? null : (correctionIn(word, texts) ?? null);
      });
      if (better) changed = true;
      return better ?? word;
    }),
  );
  return changed ? corrected.join(' ') : undefined;
}
