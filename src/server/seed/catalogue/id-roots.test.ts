import { describe, expect, it } from 'vitest';
import { indonesianRoot } from '../../../lib/indonesian-roots.ts';
import { CATEGORY_FILES } from './categories/index.ts';

/**
 * Every word of the demo catalogue's Indonesian goods names gets the root a reader means (decision 091): these are
 * the words marked in the search text; every other word is its own root. A new name whose word the rules cut
 * wrongly fails here, and its root goes into the dictionary of lib/indonesian-roots.ts.
 */
const ROOTS: Record<string, string> = {
  penenang: 'tenang', berenda: 'renda', pertanyaan: 'tanya', berdua: 'dua', permainan: 'main', berbasis: 'basis',
  pelumas: 'lumas', pelembap: 'lembap', kewanitaan: 'wanita', seimbang: 'imbang', perawatan: 'rawat', pemijat: 'pijat',
  pengisi: 'isi', penghangat: 'hangat', pasangan: 'pasang', terhubung: 'hubung', rendaman: 'rendam', berkilau: 'kilau',
  semprotan: 'semprot', penjelajahan: 'jelajah', perjalanan: 'jalan', penutup: 'tutup', berpita: 'pita',
  penyimpanan: 'simpan', berkunci: 'kunci', pembersih: 'bersih',
};

describe('roots of the demo catalogue Indonesian names', () => {
  it('finds the root a reader means for every word', () => {
    const words = new Set(CATEGORY_FILES.flatMap((file) => file.goods.flatMap((goods) => goods.name.id.toLowerCase().match(/[a-z]+/g) ?? [])));
    expect(words.size).toBeGreaterThan(150);
    const found = Object.fromEntries([...words].map((w) => [w, indonesianRoot(w)]).filter(([w, root]) => w !== root));
    expect(found).toEqual(ROOTS);
  });
});
