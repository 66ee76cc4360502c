/**
 * The quiet music under a demo video: a soft pad, a bass note and a plucked arpeggio over a chord progression
 * that turns every four seconds, with a second progression and a second melody every other sixteen seconds, so
 * the phrase keeps moving. Synthesised here as 16-bit mono WAV (faster than evaluating an expression per sample
 * in ffmpeg); make-demo-videos.ts fades it in and out and adds a little echo. Pure: one key, one tune.
 */
export const SAMPLE_RATE = 32_000;
export const CHORD_SECONDS = 4;
/** Major keys to pick from (root frequencies of G3, A3, B♭3, C4). */
const ROOTS = [196, 220, 233.08, 261.63];
/** Chords as semitones above the key's root, voiced close together: I, V, vi, IV and ii. */
const CHORDS = { I: [0, 4, 7], V: [-1, 2, 7], vi: [-3, 0, 4], IV: [0, 5, 9], ii: [2, 5, 9] } as const;
type Chord = keyof typeof CHORDS;
const PROGRESSIONS: readonly (readonly Chord[])[] = [
  ['I', 'V', 'vi', 'IV'],
  ['vi', 'IV', 'ii', 'V'],
];
/** Which chord tone (0–2, 3 = the root an octave up) each of the eight half-second notes plays. */
const MELODIES = [
  [0, 1, 2, 3, 2, 1, 2, 1],
  [3, 2, 1, 2, 0, 1, 2, 2],
];

const hz = (root: number, semitones: number) => root * 2 ** (semitones / 12);

/** The chord sounding at `t` seconds: the section (0, 1) and its name. */
export function chordAt(t: number): { section: number; chord: Chord } {
  const bar = Math.floor(t / CHORD_SECONDS);
  const section = Math.floor(bar / 4) % PROGRESSIONS.length;
  return { section, chord: PROGRESSIONS[section]![bar % 4]! };
}

export function rootOf(key: string, hash: (s: string) => number): number {
  return ROOTS[hash(key) % ROOTS.length]!;
}

/** The samples of `seconds` of music in the key of `root`, between -1 and 1. */
export function music(root: number, seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  const TAU = 2 * Math.PI;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const { section, chord } = chordAt(t);
    const tones = CHORDS[chord].map((s) => hz(root, s));
    const inBar = t % CHORD_SECONDS;
    // The pad swells in and out with each chord, never clicking at the change.
    const pad = Math.min(1, inBar / 0.6) * Math.min(1, (CHORD_SECONDS - inBar) / 0.6);
    let v = 0;
    for (const f of tones) v += 0.05 * pad * (Math.sin(TAU * f * t) + 0.4 * Math.sin(TAU * f * 1.003 * t));
    v += 0.07 * pad * Math.sin(TAU * (tones[0]! / 2) * t);
    const step = Math.floor(inBar * 2);
    const tone = MELODIES[section]![step]!;
    const note = (tone === 3 ? tones[0]! * 2 : tones[tone]!) * 2;
    const since = inBar - step / 2;
    const pluck = Math.min(1, since / 0.01) * Math.exp(-5 * since);
    v += 0.07 * pluck * (Math.sin(TAU * note * t) + 0.25 * Math.sin(TAU * note * 2 * t));
    out[i] = v;
  }
  return out;
}

/** A mono 16-bit PCM WAV file of the samples. */
export function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
