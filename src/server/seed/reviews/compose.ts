import type { ReviewKind, ReviewParts, Stars } from './texts/types.ts';

/**
 * Writes one demo review or follow-up from a language's parts (texts/<locale>.ts): an opening that fits the
 * stars, remarks on what this kind of goods is bought for, sometimes a word on delivery or service. Among the
 * ways to write it, the one whose sentences the goods' earlier reviews used least wins (ties by the random), and
 * a text the goods already has is never written again.
 */

/** What a goods' reviews have said so far: their whole texts, and how often each sentence was used. */
export interface Written {
  texts: Set<string>;
  uses: Map<string, number>;
}

export const nothingWritten = (): Written => ({ texts: new Set(), uses: new Map() });

interface Draft {
  sentences: string[];
  text: string;
}

/** Each item alone and each pair in list order. */
function onesAndPairs(items: readonly string[]): string[][] {
  const out: string[][] = items.map((item) => [item]);
  for (const [i, a] of items.entries()) for (const b of items.slice(i + 1)) out.push([a, b]);
  return out;
}

/** The draft not yet written whose sentences were used least; null when every one was written. */
function leastUsed(drafts: readonly Draft[], written: Written, random: () => number): Draft | null {
  let best: Draft | null = null;
  let bestCost = Infinity;
  for (const draft of drafts) {
    if (written.texts.has(draft.text)) continue;
    const cost = draft.sentences.reduce((sum, s) => sum + (written.uses.get(s) ?? 0), 0) + random();
    if (cost < bestCost) [best, bestCost] = [draft, cost];
  }
  return best;
}

function keep(draft: Draft, written: Written): string {
  written.texts.add(draft.text);
  for (const s of draft.sentences) written.uses.set(s, (written.uses.get(s) ?? 0) + 1);
  return draft.text;
}

/** Remarks a review of `stars` makes: praise, a complaint, or (three stars) one of each. */
function bodiesOf(parts: ReviewParts, kind: ReviewKind, stars: Stars): string[][] {
  const { good, bad } = parts.remarks[kind];
  if (stars === 3) return good.flatMap((g) => bad.map((b) => [g, b]));
  const bodies = onesAndPairs(stars >= 4 ? good : bad);
  return stars === 5 ? [[], ...bodies] : bodies;
}

function servicesOf(parts: ReviewParts, stars: Stars): readonly string[] {
  if (stars >= 4) return parts.service.good;
  return stars === 3 ? [...parts.service.good, ...parts.service.bad] : parts.service.bad;
}

/** A review's text for `stars`, one `written` has not got yet; throws when the parts run out. */
export function composeReview(parts: ReviewParts, kind: ReviewKind, stars: Stars, random: () => number, written: Written): string {
  // The review's length is the random's; the sentences are the least used among those of that length.
  const remarkCount = stars === 3 ? 2 : stars === 5 && random() < 0.12 ? 0 : random() < 0.55 ? 1 : 2;
  const withService = random() < 0.3;
  const drafts: Draft[] = [];
  for (const opening of parts.openings[stars]) {
    for (const body of bodiesOf(parts, kind, stars)) {
      for (const service of [null, ...servicesOf(parts, stars)]) {
        const sentences = [opening, ...body, ...(service === null ? [] : [service])];
        drafts.push({ sentences, text: sentences.join(parts.gap) });
      }
    }
  }
  const preferred = drafts.filter((d) => d.sentences.length === 1 + remarkCount + (withService ? 1 : 0));
  const draft = leastUsed(preferred, written, random) ?? leastUsed(drafts, written, random);
  if (!draft) throw new Error(`no unused ${stars}-star review left for ${kind}`);
  return keep(draft, written);
}

/** Which of the follow-up's "after three weeks / a month / six weeks / nearly two months" fits `days`. */
export function afterIndex(days: number): 0 | 1 | 2 | 3 {
  return days < 26 ? 0 : days < 39 ? 1 : days < 50 ? 2 : 3;
}

/**
 * A follow-up written `days` after a review of `stars`, in the same language: how long it has been in use,
 * then whether it still pleases (sometimes with one more remark), still divides, or what became of the
 * complaint. Null when every follow-up those parts can write is already on the goods.
 */
export function composeFollowUp(parts: ReviewParts, kind: ReviewKind, stars: Stars, days: number, random: () => number, written: Written): string | null {
  const { after, good, mixed, bad } = parts.followUp;
  const bodies = stars >= 4 ? good : stars === 3 ? mixed : bad;
  const extras = stars >= 4 ? parts.remarks[kind].good : [];
  const withExtra = extras.length > 0 && random() < 0.4;
  const drafts: Draft[] = [];
  for (const lead of after[afterIndex(days)]) {
    for (const body of bodies) {
      for (const extra of [null, ...extras]) {
        const first = lead + body;
        drafts.push({ sentences: extra === null ? [body] : [body, extra], text: extra === null ? first : first + parts.gap + extra });
      }
    }
  }
  const preferred = drafts.filter((d) => d.sentences.length === (withExtra ? 2 : 1));
  const draft = leastUsed(preferred, written, random) ?? leastUsed(drafts, written, random);
  return draft ? keep(draft, written) : null;
}
