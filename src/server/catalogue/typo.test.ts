import { describe, expect, it } from 'vitest';
import { correctionIn, oneEditApart, typoPieces, typoWord } from './typo.ts';

describe('one typo in a Latin word', () => {
  it('is looked for only in Latin words of six letters or more', () => {
    expect(typoWord('lubricnat')).toBe(true);
    expect(typoWord('massaeg')).toBe(true);
    expect(typoWord('rose')).toBe(false);
    expect(typoWord('按摩油按摩油')).toBe(false);
    expect(typoWord('abc123')).toBe(false);
  });

  it('counts a changed, added, dropped or swapped letter as one edit, and no more', () => {
    expect(oneEditApart('lubricnat', 'lubricant')).toBe(true);
    expect(oneEditApart('lubricamt', 'lubricant')).toBe(true);
    expect(oneEditApart('lubrcant', 'lubricant')).toBe(true);
    expect(oneEditApart('lubriccant', 'lubricant')).toBe(true);
    expect(oneEditApart('lubircnat', 'lubricant')).toBe(false);
    expect(oneEditApart('lubricants', 'lubricant')).toBe(true);
    expect(oneEditApart('lubricantss', 'lubricant')).toBe(false);
  });

  it('cuts a word into two pieces of which any word one edit away holds one', () => {
    expect(typoPieces('lubricnat')).toEqual(['lub', 'cnat']);
    expect(typoPieces('lotoin')).toEqual(['lot', 'oin']);
    const neighbours = ['lubricant', 'lubricnat', 'lubircant', 'lubrixant', 'lubrcant', 'lubricantt', 'xubricant', 'lubricanx'];
    for (const word of neighbours) {
      const pieces = typoPieces(word);
      expect(pieces.every((p) => p.length >= 3)).toBe(true);
      expect(pieces.some((p) => 'lubricant'.includes(p)), word).toBe(true);
    }
  });

  it('picks the word one edit away that most texts hold, alphabetically on ties', () => {
    expect(correctionIn('lubricnat', ['personal lubricant gel', 'lubricant', 'lubricants'])).toBe('lubricant');
    expect(correctionIn('massaeg', ['massage oil', 'massager'])).toBe('massage');
    expect(correctionIn('rosse', ['roses', 'rose'])).toBe('rose');
    expect(correctionIn('zzzzzz', ['massage oil'])).toBeUndefined();
    // The start of a longer word, when no whole word is one edit away; a whole word comes first.
    expect(correctionIn('lubricnat', ['personal lubricants'])).toBe('lubricant');
    expect(correctionIn('lavendre', ['lavender calm', 'lavenders'])).toBe('lavender');
  });
});
