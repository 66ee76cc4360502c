import { open } from 'node:fs/promises';

/**
 * Reads what the shop needs to know about an MP4 file from its boxes (ISO/IEC 14496-12), without decoding a
 * frame: that it is an MP4 by content (an `ftyp` box with an MP4 brand), its duration (`mvhd`), the video
 * track's size (`tkhd`) and codecs (`stsd`), and whether the index (`moov`) comes before the media data
 * (`mdat`), which browsers need to start playing before the whole file has arrived ("faststart").
 */
export interface Mp4Info {
  durationMs: number;
  width: number;
  height: number;
  /** Sample entry of the video track: avc1/avc3 for H.264. */
  videoCodec: string;
  /** Sample entry of the audio track (mp4a for AAC), null without sound. */
  audioCodec: string | null;
  faststart: boolean;
}

export type Mp4Problem = 'notMp4' | 'noDuration' | 'noVideo' | 'codec' | 'notFaststart';

export class Mp4Error extends Error {
  readonly problem: Mp4Problem;
  constructor(problem: Mp4Problem, detail: string) {
    super(detail);
    this.problem = problem;
  }
}

/** Random access to the file's bytes: a file on disk, or a buffer in tests. */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4A ', 'dash', 'mp71']);
/** The index is read whole; real ones are kilobytes to a few megabytes. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

interface Box {
  type: string;
  /** Where the box starts and where its content starts, in the file or the parent buffer. */
  start: number;
  body: number;
  end: number;
}

const fourcc = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);
const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

/** Box header at `at`: 32-bit size, type, and a 64-bit size when the first says 1 (0: to the end). */
function header(b: Uint8Array, at: number, limit: number): Box | undefined {
  if (at + 8 > b.length) return undefined;
  const v = view(b);
  let size = v.getUint32(at);
  let body = at + 8;
  if (size === 1) {
    if (at + 16 > b.length) return undefined;
    size = Number(v.getBigUint64(at + 8));
    body = at + 16;
  } else if (size === 0) size = limit - at;
  if (size < body - at || at + size > limit) return undefined;
  return { type: fourcc(b, at + 4), start: at, body, end: at + size };
}

/** The child boxes of a box held in memory. */
function children(b: Uint8Array, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at < to; ) {
    const box = header(b, at, to);
    if (!box) break;
    boxes.push(box);
    at = box.end;
  }
  return boxes;
}

const child = (b: Uint8Array, parent: Box, type: string) => children(b, parent.body, parent.end).find((c) => c.type === type);

/** The top-level boxes, read header by header from the source. */
async function topLevel(src: ByteSource): Promise<Box[]> {
  const boxes: Box[] = [];
  for (let at = 0; at < src.size; ) {
    const head = await src.read(at, 16);
    const box = header(head, 0, src.size - at);
    if (!box) break;
    boxes.push({ type: box.type, start: at, body: at + box.body, end: at + (box.end - box.start) });
    at += box.end - box.start;
  }
  return boxes;
}

function movieDuration(moov: Uint8Array, root: Box): number {
  const mvhd = child(moov, root, 'mvhd');
  if (!mvhd) return 0;
  const v = view(moov);
  const version = moov[mvhd.body]!;
  const timescale = v.getUint32(mvhd.body + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(v.getBigUint64(mvhd.body + 24)) : v.getUint32(mvhd.body + 16);
  return timescale > 0 ? Math.round((duration / timescale) * 1000) : 0;
}

interface Track {
  handler: string;
  codec: string | null;
  width: number;
  height: number;
}

function track(moov: Uint8Array, trak: Box): Track | undefined {
  const tkhd = child(moov, trak, 'tkhd');
  const mdia = child(moov, trak, 'mdia');
  const hdlr = mdia && child(moov, mdia, 'hdlr');
  if (!tkhd || !mdia || !hdlr) return undefined;
  const minf = child(moov, mdia, 'minf');
  const stbl = minf && child(moov, minf, 'stbl');
  const stsd = stbl && child(moov, stbl, 'stsd');
  // stsd: version and flags (4), entry count (4), then the first sample entry's size (4) and format.
  const codec = stsd && stsd.body + 16 <= stsd.end ? fourcc(moov, stsd.body + 12) : null;
  // tkhd ends with width and height as 16.16 fixed point; its version decides where they are.
  const v = view(moov);
  const sizeAt = tkhd.body + (moov[tkhd.body] === 1 ? 88 : 76);
  const fits = sizeAt + 8 <= tkhd.end;
  return {
    handler: fourcc(moov, hdlr.body + 8),
    codec,
    width: fits ? Math.round(v.getUint32(sizeAt) / 65536) : 0,
    height: fits ? Math.round(v.getUint32(sizeAt + 4) / 65536) : 0,
  };
}

/** Checks the source is an MP4 the shop can stream (H.264 video, AAC or no sound, index first). */
export async function probeMp4(src: ByteSource): Promise<Mp4Info> {
  const boxes = await topLevel(src);
  const ftyp = boxes[0]?.type === 'ftyp' ? await src.read(boxes[0].body, Math.min(64, boxes[0].end - boxes[0].body)) : undefined;
  const brands = ftyp ? Array.from({ length: Math.floor(ftyp.length / 4) }, (_, i) => fourcc(ftyp, i * 4)).filter((_, i) => i !== 1) : [];
  if (!brands.some((b) => MP4_BRANDS.has(b))) throw new Mp4Error('notMp4', 'the file is not an MP4 video (no MP4 file type box at its start)');

  const moovBox = boxes.find((b) => b.type === 'moov');
  const mdatAt = boxes.find((b) => b.type === 'mdat')?.start ?? Infinity;
  if (!moovBox || moovBox.end - moovBox.start > MAX_MOOV_BYTES) throw new Mp4Error('noDuration', 'the file has no readable movie index (moov)');
  const moov = await src.read(moovBox.start, moovBox.end - moovBox.start);
  const root = header(moov, 0, moov.length)!;

  const durationMs = movieDuration(moov, root);
  if (durationMs <= 0) throw new Mp4Error('noDuration', 'the movie index gives no duration');
  const tracks = children(moov, root.body, root.end).filter((b) => b.type === 'trak').map((t) => track(moov, t)).filter((t): t is Track => !!t);
  const video = tracks.find((t) => t.handler === 'vide');
  const audio = tracks.find((t) => t.handler === 'soun');
  if (!video || video.width === 0 || video.height === 0) throw new Mp4Error('noVideo', 'the file has no video track');
  if (video.codec !== 'avc1' && video.codec !== 'avc3') throw new Mp4Error('codec', `the video is ${video.codec ?? 'of an unknown codec'}, not H.264`);
  if (audio && audio.codec !== 'mp4a') throw new Mp4Error('codec', `the sound is ${audio.codec ?? 'of an unknown codec'}, not AAC`);
  const faststart = moovBox.start < mdatAt;
  if (!faststart) throw new Mp4Error('notFaststart', 'the movie index comes after the media data; re-mux it with: ffmpeg -i in.mp4 -c copy -movflags +faststart out.mp4');
  return { durationMs, width: video.width, height: video.height, videoCodec: video.codec, audioCodec: audio?.codec ?? null, faststart };
}

/** A file on disk as a byte source; reads past its end come back short. */
export async function probeMp4File(path: string): Promise<Mp4Info & { bytes: number }> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const info = await probeMp4({
      size,
      read: async (offset, length) => {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        await handle.read(buffer, 0, buffer.length, offset);
        return buffer;
      },
    });
    return { ...info, bytes: size };
  } finally {
    await handle.close();
  }
}

export function bufferSource(bytes: Uint8Array): ByteSource {
  return { size: bytes.length, read: async (offset, length) => bytes.subarray(offset, offset + length) };
}
