/**
 * How a demo video is cut and moved: a list of shots over the stills of video-scene.ts, each with a camera
 * move (ffmpeg zoompan), joined by crossfades (xfade), ending on the shop's purple card; and the filter graph
 * that films them. Pure, so the plan can be tested without ffmpeg.
 */
import { hashOf, seededRandom } from '../../src/server/seed/catalogue/random.ts';
import type { StillKind } from './video-scene.ts';

export const FPS = 24;
/** Seconds two shots overlap while one fades into the next. */
export const FADE = 1;
const CLOSE_SECONDS = 5;

export type Move = 'zoomIn' | 'zoomOut' | 'panRight' | 'panLeft' | 'rise';

export interface Shot {
  still: StillKind;
  move: Move;
  /** Seconds on screen, fades included. */
  seconds: number;
  /** The crossfade into this shot (none for the first). */
  transition: string;
}

/** The order shots come in; long videos go round it again with other camera moves. */
const ROUND: readonly [StillKind, Move][] = [
  ['closeup', 'zoomIn'],
  ['window', 'panRight'],
  ['detail', 'rise'],
  ['companions', 'zoomOut'],
  ['bedside', 'panLeft'],
  ['closeup', 'panRight'],
  ['detail', 'zoomIn'],
  ['window', 'zoomOut'],
  ['bedside', 'zoomIn'],
  ['companions', 'panLeft'],
];
const TRANSITIONS = ['fade', 'fade', 'smoothleft', 'fade', 'dissolve', 'smoothright'];

/** The shots of a video of `total` seconds: 6–10 s each, the close last; their lengths add up to `total`. */
export function planShots(key: string, total: number): Shot[] {
  const random = seededRandom(hashOf(`${key}:shots`));
  const body = total - CLOSE_SECONDS + FADE;
  const lengths: number[] = [];
  for (let covered = 0; covered < body; ) {
    const overlap = lengths.length ? FADE : 0;
    // What this shot needs to finish the body: taken whole when short, else a 6–10 s shot.
    const need = body - covered + overlap;
    const seconds = need <= 11 ? need : Math.min(Math.round(6 + random() * 4), need - 6);
    lengths.push(seconds);
    covered += seconds - overlap;
  }
  const start = hashOf(key) % 3;
  const shots: Shot[] = lengths.map((seconds, i) => {
    const [still, move] = ROUND[(start + i) % ROUND.length]!;
    return { still, move, seconds, transition: i === 0 ? 'none' : TRANSITIONS[(i + start) % TRANSITIONS.length]! };
  });
  return [...shots, { still: 'close', move: 'zoomOut', seconds: CLOSE_SECONDS, transition: 'fadeblack' }];
}

/** Seconds the shots last once overlapping fades are counted once. */
export const lengthOf = (shots: readonly Shot[]) => shots.reduce((sum, s, i) => sum + s.seconds - (i ? FADE : 0), 0);

/**
 * The camera over a 1920×1080 still, into 1280×720 frames: zooms by zoompan; pans by a crop sliding over the
 * still shrunk to 1600×900, which costs a tenth as much. The still is decoded once and repeated (loop).
 */
function camera(input: number, move: Move, frames: number): string {
  const hold = `loop=loop=${frames - 1}:size=1:start=0,setpts=N/${FPS}/TB`;
  const eased = (v: string) => `((${v}/${frames})*(${v}/${frames})*(3-2*(${v}/${frames})))`;
  if (move === 'zoomIn' || move === 'zoomOut') {
    const e = eased('on');
    const z = move === 'zoomIn' ? `1.02+0.2*${e}` : `1.24-0.2*${e}`;
    return `[${input}:v]format=yuv420p,${hold},zoompan=z='${z}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=1:s=1280x720:fps=${FPS}`;
  }
  const e = eased('n');
  const [x, y] = { panRight: [`320*${e}`, '90'], panLeft: [`320*(1-${e})`, '90'], rise: ['160', `180*(1-${e})`] }[move];
  return `[${input}:v]scale=1600:900,format=yuv420p,${hold},crop=1280:720:x='${x}':y='${y}'`;
}

/**
 * The filter graph: inputs 0…n-1 are the shots' stills (one picture each), n the drifting lights, n+1
 * the music. Outputs [hi] (720p), [lo] (360p), [a1] and [a2].
 */
export function filterGraph(shots: readonly Shot[]): string {
  const parts = shots.map((s, i) => `${camera(i, s.move, Math.round(s.seconds * FPS))},setsar=1[s${i}]`);
  let last = 's0';
  let offset = 0;
  for (let i = 1; i < shots.length; i++) {
    offset += shots[i - 1]!.seconds - FADE;
    parts.push(`[${last}][s${i}]xfade=transition=${shots[i]!.transition}:duration=${FADE}:offset=${offset}[x${i}]`);
    last = `x${i}`;
  }
  const total = lengthOf(shots);
  const n = shots.length;
  parts.push(
    `[${n}:v]format=yuva420p,loop=loop=${Math.round(total * FPS) - 1}:size=1:start=0,setpts=N/${FPS}/TB[lights]`,
    `[${last}][lights]overlay=x='-100+90*sin(2*PI*t/19)':y='-100+70*cos(2*PI*t/23)':format=auto,format=yuv420p,split=2[hi][lo0]`,
    `[lo0]scale=640:360:flags=lanczos[lo]`,
    `[${n + 1}:a]aecho=0.8:0.6:90|170:0.25|0.15,afade=t=in:d=2,afade=t=out:st=${total - 3}:d=3,asplit=2[a1][a2]`,
  );
  return parts.join(';');
}
