import { describe, expect, it } from 'vitest';
import { searchRow, searchTerms } from './search.ts';

describe('search terms and texts', () => {
  it('looks a Latin word up by its root marker too on the id shop, and by its root at a word start when it carries an affix', () => {
    expect(searchTerms('Pijat', 'id')).toEqual([['pijat', '{pijat}']]);
    expect(searchTerms('pemijat  Leher', 'id')).toEqual([['pemijat', '{pijat}', ' pijat'], ['leher', '{leher}']]);
    // Short words, numbers and other scripts stay as typed.
    expect(searchTerms('gel 0.03 按摩 ph', 'id')).toEqual([['gel', '{gel}'], ['0.03'], ['按摩'], ['ph']]);
  });

  it('looks words up as typed on every other shop', () => {
    expect(searchTerms('pemijat Leher', 'en')).toEqual([['pemijat'], ['leher']]);
    expect(searchTerms('pemijat')).toEqual([['pemijat']]);
  });

  it('marks the roots of the Indonesian texts that differ from their words as the last part of the search text', () => {
    const row = searchRow(['OMPM008', 'Smart Neck & Shoulder Massager', 'Pemijat Leher & Bahu Pintar'], ['Pemijat Leher & Bahu Pintar']);
    expect(row.body).toBe('ompm008 | smart neck & shoulder massager | pemijat leher & bahu pintar | {pijat}');
    expect(row.chars.split(' ')).toContain('{');
    expect(searchRow(['OMMS001', 'Minyak Pijat Lavender'], ['Minyak Pijat Lavender']).body).toBe('omms001 | minyak pijat lavender');
    // Texts in other languages are never cut into roots.
    expect(searchRow(['Pemijat'], []).body).toBe('pemijat');
  });
});

describe('pinyin in the search text', () => {
  it('writes the pinyin of a goods into its search text, before the Indonesian root markers', () => {
    const row = searchRow(['OMMS001', '按摩油', 'Minyak Pemijat'], ['Minyak Pemijat'], ['按摩油', 'Minyak Pemijat']);
    expect(row.body).toBe('omms001 | 按摩油 | minyak pemijat | ⟨amy anmoyou⟩ | {pijat}');
    expect(searchRow(['OMMS001', 'Massage Oil'], [], ['Massage Oil']).body).toBe('omms001 | massage oil');
  });
});
