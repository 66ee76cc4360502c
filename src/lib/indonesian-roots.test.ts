import { describe, expect, it } from 'vitest';
import { indonesianRoot, rootsDiffering } from './indonesian-roots.ts';

const roots = (words: Record<string, string>) => Object.fromEntries(Object.keys(words).map((w) => [w, indonesianRoot(w)]));

describe('Indonesian word roots', () => {
  it('takes the prefixes off, recoding the nasal of me(N)- and pe(N)- to the consonant it replaced', () => {
    const words = {
      pemijat: 'pijat', memijat: 'pijat', dipijat: 'pijat', // mem/pem + vowel → p
      membeli: 'beli', pembersih: 'bersih', // mem/pem + b: the b stays
      menulis: 'tulis', penutup: 'tutup', penenang: 'tenang', // men/pen + vowel → t
      mencari: 'cari', penjelajah: 'jelajah', mendengar: 'dengar', // men/pen + c, j, d: they stay
      menyimpan: 'simpan', // meny + vowel → s
      mengirim: 'kirim', pengisi: 'isi', penghangat: 'hangat', mengebom: 'bom', // meng/peng + vowel, h, and menge- before one syllable
      melihat: 'lihat', pelumas: 'lumas', pelembap: 'lembap', merawat: 'rawat', // me-/pe- before l, r
      berkilau: 'kilau', berenda: 'renda', berdua: 'dua', bekerja: 'kerja', // ber- and be- before C-er
      terhubung: 'hubung', seimbang: 'imbang', kekasih: 'kasih',
    };
    expect(roots(words)).toEqual(words);
  });

  it('takes the suffixes off, and a prefix and a suffix together', () => {
    const words = {
      pijatan: 'pijat', pasangan: 'pasang', rendaman: 'rendam', semprotan: 'semprot', // -an
      keamanan: 'aman', kewanitaan: 'wanita', pertanyaan: 'tanya', permainan: 'main', perjalanan: 'jalan', perawatan: 'rawat', // ke-/per- … -an
      penyimpanan: 'simpan', pengiriman: 'kirim', pemijatan: 'pijat', // peN- … -an
      memijati: 'pijat', mendekati: 'dekat', menemani: 'teman', // meN- … -i
      dipijatkan: 'pijat', mengeluarkan: 'keluar', // -kan
      memperbaiki: 'baik', diperbaiki: 'baik', kebersamaan: 'sama', // two prefixes
    };
    expect(roots(words)).toEqual(words);
  });

  it('takes particles and possessives off', () => {
    expect(roots({ pijatlah: '', pijatnya: '', pijatkah: '', bertanya: '' })).toEqual({ pijatlah: 'pijat', pijatnya: 'pijat', pijatkah: 'pijat', bertanya: 'tanya' });
  });

  it('leaves roots that only look affixed as they are', () => {
    const words = ['kedelai', 'lengan', 'dengan', 'kencan', 'kepala', 'kelopak', 'segar', 'pendek', 'bentuk', 'beludru', 'tahan', 'papan', 'mandi', 'pribadi', 'hati', 'diri', 'kunci', 'privasi', 'mesra', 'masker'];
    expect(words.filter((w) => indonesianRoot(w) !== w)).toEqual([]);
  });

  it('leaves words the rules cannot cut into a root as they are: short words, loan words, numbers, other scripts', () => {
    const words = ['spa', 'gel', 'pebble', 'travel', 'lavender', 'signature', 'semprot', 'mini', '0.03', 'ph', 'Pemijat', '按摩'];
    expect(words.filter((w) => indonesianRoot(w) !== w)).toEqual([]);
  });

  it('lists the roots of a text that differ from its words, once each, in the order they appear', () => {
    expect(rootsDiffering('Pemijat Leher & Bahu Pintar')).toEqual(['pijat']);
    expect(rootsDiffering('Kotak Penyimpanan Berkunci')).toEqual(['simpan', 'kunci']);
    expect(rootsDiffering('Pemijat dan pijatan: memijat')).toEqual(['pijat']);
    expect(rootsDiffering('Minyak Pijat Hangat Jahe')).toEqual([]);
  });
});
