/**
 * The star row drawn by Stars.tsx (islands) and Stars.astro (server-rendered pages): five 24-unit stars,
 * 120 × 24 user units, drawn at the size's height; the filled row is clipped to the score's share.
 */
export const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.2 6.6L12 17.3l-5.8 3.3 1.2-6.6-4.9-4.6 6.6-.8z';
export const STAR_OFFSETS = [0, 24, 48, 72, 96] as const;
export const STAR_SIZES = { sm: 'h-4 w-20', md: 'h-5 w-25', lg: 'h-6 w-30' } as const;
export type StarSize = keyof typeof STAR_SIZES;
export const STAR_ROWS = { empty: 'fill-white stroke-gray-500 stroke-[1.5]', filled: 'fill-amber-500 stroke-amber-600 stroke-[1.5]' } as const;

/** The score held to 0–5 and the width, in user units, of the filled row it shows. */
export function starFill(score: number): { held: number; width: number } {
  const held = Math.min(5, Math.max(0, score));
  return { held, width: Math.round(held * 24 * 100) / 100 };
}
