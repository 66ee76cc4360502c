import { describe, expect, it } from 'vitest';
import { bufferSource, probeMp4, probeMp4File, type Mp4Problem } from './mp4.ts';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const box = (type: string, ...parts: number[][]) => {
  const body = parts.flat();
  return [...u32(8 + body.length), ...ascii(type), ...body];
};
const zeros = (n: number) => new Array<number>(n).fill(0);

const ftyp = (brand = 'isom') => box('ftyp', ascii(brand), u32(512), ascii('isom'), ascii('avc1'));
const mvhd = (timescale: number, duration: number) => box('mvhd', [0, 0, 0, 0], u32(0), u32(0), u32(timescale), u32(duration), zeros(80));
function trak(handler: string, codec: string, width = 0, height = 0) {
  const tkhd = box('tkhd', [0, 0, 0, 3], zeros(72), u32(width * 65536), u32(height * 65536));
  const stsd = box('stsd', [0, 0, 0, 0], u32(1), box(codec, zeros(8)));
  const hdlr = box('hdlr', [0, 0, 0, 0], u32(0), ascii(handler), zeros(12));
  return box('trak', tkhd, box('mdia', hdlr, box('minf', box('stbl', stsd))));
}
const moov = (...traks: number[][]) => box('moov', mvhd(1000, 8000), ...traks);
const mdat = box('mdat', zeros(32));
const probe = (...boxes: number[][]) => probeMp4(bufferSource(Uint8Array.from(boxes.flat())));
const problem = async (p: Promise<unknown>): Promise<Mp4Problem | undefined> => p.then(() => undefined, (e: { problem: Mp4Problem }) => e.problem);

describe('probeMp4', () => {
  it('reads duration, size and codecs of an H.264/AAC file with its index first', async () => {
    const info = await probe(ftyp(), moov(trak('vide', 'avc1', 1280, 720), trak('soun', 'mp4a')), mdat);
    expect(info).toEqual({ durationMs: 8000, width: 1280, height: 720, videoCodec: 'avc1', audioCodec: 'mp4a', faststart: true });
  });

  it('accepts a silent video', async () => {
    expect((await probe(ftyp('mp42'), moov(trak('vide', 'avc1', 640, 360)), mdat)).audioCodec).toBeNull();
  });

  it('refuses what is not an MP4 by its content, whatever the name says', async () => {
    expect(await problem(probe(ascii('GIF89a'), zeros(40)))).toBe('notMp4');
    expect(await problem(probe(ftyp('qt  ').map((b, i) => (i >= 16 ? 0 : b)), moov(trak('vide', 'avc1', 1, 1))))).toBe('notMp4');
    expect(await problem(probe(box('free', zeros(8)), ftyp(), moov(trak('vide', 'avc1', 1, 1)), mdat))).toBe('notMp4');
    expect(await problem(probeMp4(bufferSource(new Uint8Array(0))))).toBe('notMp4');
  });

  it('refuses files it cannot stream: no index, no video, other codecs, index last', async () => {
    expect(await problem(probe(ftyp(), mdat))).toBe('noDuration');
    expect(await problem(probe(ftyp(), box('moov', mvhd(1000, 0), trak('vide', 'avc1', 1, 1)), mdat))).toBe('noDuration');
    expect(await problem(probe(ftyp(), moov(trak('soun', 'mp4a')), mdat))).toBe('noVideo');
    expect(await problem(probe(ftyp(), moov(trak('vide', 'hvc1', 1920, 1080)), mdat))).toBe('codec');
    expect(await problem(probe(ftyp(), moov(trak('vide', 'avc1', 1920, 1080), trak('soun', 'Opus')), mdat))).toBe('codec');
    expect(await problem(probe(ftyp(), mdat, moov(trak('vide', 'avc1', 1280, 720))))).toBe('notFaststart');
  });

  it('survives truncated and lying box sizes', async () => {
    const whole = [...ftyp(), ...moov(trak('vide', 'avc1', 1280, 720)), ...mdat];
    for (const cut of [10, 30, 60, 120]) expect(await problem(probe(whole.slice(0, cut)))).toBeDefined();
    const lying = [...ftyp(), ...u32(0xfffffff0), ...ascii('moov')];
    expect(await problem(probe(lying))).toBe('noDuration');
  });

  it('reads the committed demo videos', async () => {
    const info = await probeMp4File(new URL('../../../assets/demo-videos/rose-bath-720.mp4', import.meta.url).pathname);
    expect(info).toMatchObject({ width: 1280, height: 720, videoCodec: 'avc1', audioCodec: 'mp4a', faststart: true });
    // rose-bath is filmed to 54 s (seed/video/data.ts).
    expect(info.durationMs).toBeGreaterThan(53_800);
    expect(info.durationMs).toBeLessThan(54_200);
    expect(info.bytes).toBeGreaterThan(50_000);
  });
});
