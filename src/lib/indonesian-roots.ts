/**
 * The root of an Indonesian word, Nazief–Adriani style (decision 091): «pemijat», «memijat» and «pijatan» all come
 * from «pijat». Particles (-lah, -kah, -tah, -pun), possessives (-ku, -mu, -nya), derivational suffixes (-i, -kan,
 * -an) and up to two prefixes (di-, ke-, se-, be(r)-, te(r)-, me(N)-, pe(N)-, per-) come off, with the nasal of
 * me(N)-/pe(N)- recoded to the consonant it replaced (mem+ijat → pijat, pen+utup → tutup, peny+impan → simpan,
 * meng+irim → kirim).
 *
 * Nazief and Adriani check every step against a full dictionary of roots. This one keeps a small dictionary: the
 * words of the demo catalogue that look affixed but are roots (kedelai, lengan, dengan), and the roots that decide
 * between two readings (berenda: renda, not enda). A word the dictionary does not settle takes the reading the
 * rules give first. Both the goods texts and the search words go through the same function, so a wrong root is
 * at least the same wrong root on both sides.
 */

/** Roots that settle a word: never stripped themselves, and chosen first among the readings of an affixed word. */
const ROOTS = new Set([
  // Look affixed, are not.
  'bantal', 'bentuk', 'beludru', 'dengan', 'kedelai', 'kelopak', 'kencan', 'kepala', 'lengan', 'mandi', 'pendek', 'papan',
  'segar', 'semprot', 'tahan', 'bersih', 'jalan', 'makan', 'teman', 'tangan', 'pelan', 'perak', 'permen', 'pesan', 'senang',
  'selimut', 'sepatu', 'seksi', 'sedang', 'terang', 'tetapi', 'beri', 'kemeja', 'kerja', 'kenal', 'keluar', 'keras', 'mesin', 'merah',
  // Roots that decide between readings.
  'pijat', 'renda', 'rawat', 'isi', 'tanya', 'main', 'ajar', 'tutup', 'tenang', 'kirim', 'pakai', 'pilih', 'simpan', 'lumas',
  'lembap', 'hangat', 'aman', 'kilau', 'kunci', 'hubung', 'wanita', 'imbang', 'jelajah', 'rendam', 'pasang', 'basis', 'pita',
]);

const PARTICLES = ['lah', 'kah', 'tah', 'pun'];
const POSSESSIVES = ['nya', 'ku', 'mu'];
const VOWEL = /[aeiou]/;
/** Consonant pairs a root may begin with (loan words: praktis, kristal, stok); any other pair means a bad cut. */
const ONSETS = new Set(['bl', 'br', 'dr', 'fl', 'fr', 'gl', 'gr', 'kh', 'kl', 'kr', 'ng', 'ny', 'pl', 'pr', 'sk', 'sl', 'sp', 'st', 'sw', 'sy', 'tr']);

type Prefix = 'di' | 'ke' | 'se' | 'be' | 'te' | 'me' | 'pe';
type Suffix = '' | 'i' | 'kan' | 'an';

/** Prefixes that never go with the suffix (Nazief–Adriani's list; pe- nouns take neither -i nor -kan either). */
const FORBIDDEN: Record<Prefix, Suffix[]> = { be: ['i'], di: ['an'], ke: ['i', 'kan'], me: ['an'], se: ['i', 'kan'], te: ['an'], pe: ['i', 'kan'] };
/** A second prefix stands behind these only: memper-, diper-, keber-, keter-, memper-. */
const SECOND: Partial<Record<Prefix, Prefix[]>> = { me: ['pe', 'be'], di: ['pe', 'be'], ke: ['be', 'te', 'pe'], te: ['pe'] };

interface Cut {
  prefix: Prefix;
  rest: string;
}

const isVowel = (c: string | undefined) => !!c && VOWEL.test(c);
const syllables = (w: string) => w.match(/[aeiou]+/g)?.length ?? 0;

/** Each way a prefix can come off the front of `w`, recoded; the likelier reading first. */
function prefixCuts(w: string): Cut[] {
  const cuts: Cut[] = [];
  const add = (prefix: Prefix, ...rests: string[]) => rests.forEach((rest) => cuts.push({ prefix, rest }));
  const after = (n: number) => w.slice(n);
  if (/^(di|ke|se)/.test(w)) add(w.slice(0, 2) as Prefix, after(2));
  if (w.startsWith('me') || w.startsWith('pe')) {
    const p = w.slice(0, 2) as Prefix;
    const c2 = w[2];
    const c3 = w[3];
    if (w.startsWith('ny', 2) && isVowel(w[4])) add(p, `s${after(4)}`, after(2)); // menyimpan → simpan, menyanyi → nyanyi
    else if (w.startsWith('ng', 2)) {
      if (w[4] === 'e' && syllables(after(5)) === 1) add(p, after(5)); // mengebom → bom, mengecat → cat
      if (isVowel(w[4])) add(p, after(4), `k${after(4)}`); // mengisi → isi, mengirim → kirim
      else add(p, after(4)); // menghangat → hangat, menggoda → goda
    } else if (c2 === 'm') {
      if (c3 === 'b' || c3 === 'f' || c3 === 'v' || c3 === 'p') add(p, after(3)); // membeli → beli, memperbaiki → perbaiki
      else if (isVowel(c3)) add(p, `p${after(3)}`, `m${after(3)}`); // memijat → pijat, pemakan → makan
    } else if (c2 === 'n') {
      if (c3 && 'cdjz'.includes(c3)) add(p, after(3)); // penjelajah → jelajah
      else if (isVowel(c3)) add(p, `t${after(3)}`, `n${after(3)}`); // penutup → tutup, menanam → tanam
    } else if (p === 'pe' && c2 === 'r') {
      if (isVowel(c3)) add(p, after(2), after(3)); // perawat → rawat, perisai
      else add(p, after(3)); // permainan → mainan
    } else if (c2 && 'lrwy'.includes(c2)) add(p, after(2)); // melihat → lihat, pelumas → lumas
    else if (p === 'pe' && c2 && !isVowel(c2)) add(p, after(2)); // petani → tani
  }
  if (w.startsWith('be') || w.startsWith('te')) {
    const p = w.slice(0, 2) as Prefix;
    if (w[2] === 'r') {
      if (isVowel(w[3])) add(p, after(3), after(2)); // berisi → isi, berenda → renda (the dictionary decides)
      else add(p, after(3)); // berkilau → kilau, terhubung → hubung
    } else if (/^..[^aeiou]er[^aeiou]/.test(w)) add(p, after(2)); // bekerja → kerja
  }
  return cuts;
}

/** Could `w` be a root: three letters or more, a vowel, and no consonant pair at its start that no root has. */
function rootLike(w: string): boolean {
  if (w.length < 3 || !VOWEL.test(w)) return false;
  return isVowel(w[0]) || isVowel(w[1]) || ONSETS.has(w.slice(0, 2));
}

/** Every root reading of a word stripped of its suffix, the prefixes it carries in front: deepest reading first. */
function* prefixReadings(w: string, before: Prefix[], suffix: Suffix): Generator<string> {
  const last = before[before.length - 1];
  if (before.length === 2) return;
  for (const cut of prefixCuts(w)) {
    if (last ? !SECOND[last]?.includes(cut.prefix) : FORBIDDEN[cut.prefix].includes(suffix)) continue;
    if (!rootLike(cut.rest)) continue;
    yield* prefixReadings(cut.rest, [...before, cut.prefix], suffix);
    yield cut.rest;
  }
}

/** The word with particle and possessive off (each only when enough is left), fullest cut first. */
function inflections(word: string): string[] {
  const out: string[] = [];
  let w = word;
  for (const endings of [PARTICLES, POSSESSIVES]) {
    const ending = endings.find((e) => w.endsWith(e) && w.length - e.length >= 4);
    if (ending) {
      w = w.slice(0, -ending.length);
      out.unshift(w);
    }
  }
  return [...out, word];
}

/** Each suffix reading of `w`: -kan, -an and -i off (where what is left could be a root), then none. */
function suffixes(w: string): [string, Suffix][] {
  const out: [string, Suffix][] = [];
  for (const s of ['kan', 'an', 'i'] as const) {
    const base = w.slice(0, -s.length);
    if (w.endsWith(s) && rootLike(base)) out.push([base, s]);
  }
  return [...out, [w, '']];
}

/** Every root reading of a word, the rules' likeliest first. */
function* readings(word: string): Generator<string> {
  for (const w of inflections(word)) {
    for (const [base, suffix] of suffixes(w)) {
      // -i and -kan make verbs: on a word without a prefix they are its own letters (mandi, ikan). A root taking -i
      // has four letters or more: with three, the -i is the root's own (membeli: beli, mencari: cari).
      yield* [...prefixReadings(base, [], suffix)].filter((root) => suffix !== 'i' || root.length >= 4);
      if (suffix === '' || (suffix === 'an' && base.length >= 4)) yield base;
    }
  }
}

/** The root of one lower-case Indonesian word, or the word itself when it has no affix the rules know. */
export function indonesianRoot(word: string): string {
  if (word.length < 4 || ROOTS.has(word) || !/^[a-z]+$/.test(word)) return word;
  let first: string | undefined;
  for (const reading of readings(word)) {
    if (ROOTS.has(reading)) return reading;
    first ??= reading;
  }
  return first ?? word;
}

/** The distinct roots of the words of an Indonesian text that differ from the words, in the order they appear. */
export function rootsDiffering(text: string): string[] {
  const roots = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const root = indonesianRoot(word);
    if (root !== word) roots.add(root);
  }
  return [...roots];
}
