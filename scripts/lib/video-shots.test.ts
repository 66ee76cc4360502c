import { describe, expect, it } from 'vitest';
import { DEMO_VIDEOS } from '../../src/server/seed/video/data.ts';
import { chordAt, music, SAMPLE_RATE } from './video-music.ts';
import { FADE, filterGraph, lengthOf, planShots } from './video-shots.ts';

describe('demo video shots', () => {
  it.each(DEMO_VIDEOS.map((v) => [v.key, v.seconds] as const))('%s: shots of 5–11 s fill its %i seconds and end on the purple card', (key, seconds) => {
    const shots = planShots(key, seconds);
    expect(lengthOf(shots)).toBeCloseTo(seconds, 6);
    expect(shots.at(-1)!.still).toBe('close');
    expect(shots[0]!.transition).toBe('none');
    for (const s of shots.slice(0, -1)) expect(s.seconds).toBeGreaterThanOrEqual(5);
    for (const s of shots) expect(s.seconds).toBeLessThanOrEqual(11);
    // Next to each other, two shots never show the same still.
    for (let i = 1; i < shots.length; i++) expect(shots[i]!.still).not.toBe(shots[i - 1]!.still);
    expect(shots.length).toBeGreaterThanOrEqual(4);
  });

  it('crossfades each shot into the next where the previous one ends, less the fade', () => {
    const shots = planShots('rose-bath', 54);
    const graph = filterGraph(shots);
    const offsets = [...graph.matchAll(/xfade=transition=\w+:duration=(\d+):offset=(\d+(?:\.\d+)?)/g)].map((m) => Number(m[2]));
    expect(offsets).toHaveLength(shots.length - 1);
    let at = 0;
    shots.slice(0, -1).forEach((s, i) => {
      at += s.seconds - FADE;
      expect(offsets[i]).toBeCloseTo(at, 6);
    });
    expect(graph).toContain('afade=t=out:st=51:d=3');
  });
});

describe('demo video music', () => {
  it('moves through two progressions, one chord every four seconds', () => {
    const chords = Array.from({ length: 8 }, (_, bar) => chordAt(bar * 4 + 1));
    expect(chords.map((c) => c.chord)).toEqual(['I', 'V', 'vi', 'IV', 'vi', 'IV', 'ii', 'V']);
    expect(chordAt(33).chord).toBe('I');
  });

  it('is quiet, never clips, and is not one constant tone', () => {
    const samples = music(220, 8);
    expect(samples.length).toBe(8 * SAMPLE_RATE);
    const peak = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(peak).toBeGreaterThan(0.05);
    expect(peak).toBeLessThan(0.6);
    // Two stretches a chord apart differ: the music moves.
    const a = samples.subarray(1 * SAMPLE_RATE, 1.5 * SAMPLE_RATE);
    const b = samples.subarray(5 * SAMPLE_RATE, 5.5 * SAMPLE_RATE);
    expect(a.some((v, i) => Math.abs(v - b[i]!) > 0.02)).toBe(true);
  });
});
