import { paletteFor, type Palette } from '../catalogue/art.ts';
import { hashOf, pick, seededRandom } from '../catalogue/random.ts';
import { silhouette } from '../catalogue/shapes.ts';
import type { Shape } from '../catalogue/types.ts';
import { CARDBOARD, SKIN, fingers, mix, mug, palm, parcelBack, parcelFront, plant, soap, toothbrushCup } from './photo-props.ts';

/**
 * Demo review photos that look taken by the shoppers: the goods' own silhouette, small and a little askew, in
 * an everyday scene (a wooden table, a bed, a bathroom shelf, the opened parcel, a hand) under window light, with
 * what a phone adds (white balance, vignette, grain). No words: a review photo shows the goods, not a caption.
 */
export const SCENE_KINDS = ['table', 'bed', 'shelf', 'parcel', 'hand'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** Goods too big to hold up in one hand or to stand on a bathroom shelf. */
const LARGE: ReadonlySet<Shape> = new Set(['garment', 'pillow', 'case', 'box', 'collar']);

/** The scenes a goods can be photographed in, in a fixed order. */
export function scenesFor(shape: Shape): SceneKind[] {
  return SCENE_KINDS.filter((kind) => !(LARGE.has(shape) && (kind === 'hand' || kind === 'shelf')));
}

/** Photo n of a goods is taken in the scene after photo n-1's: a goods' photos never repeat a scene back to back. */
export function sceneOf(key: string, shape: Shape, n: number): SceneKind {
  const kinds = scenesFor(shape);
  return kinds[(hashOf(`${key}:scene`) + n) % kinds.length] as SceneKind;
}

interface Shot {
  w: number;
  h: number;
  random: () => number;
  palette: Palette;
  shape: Shape;
  /** The window's side: 1 on the left (shadows fall right), -1 on the right. */
  light: 1 | -1;
}

const GRAIN_TILE = 128;
/** The sides of a photo, as the shop keeps a phone's 3:4 upload once shrunk (modest: the seed renders 120 of them). */
const SHORT = 450;
const LONG = 600;
const f1 = (n: number) => (Math.round(n * 10) / 10).toString();
const f2 = (n: number) => (Math.round(n * 100) / 100).toString();
const jitter = (random: () => number, spread: number) => (random() * 2 - 1) * spread;

/** The goods themselves, lit from the window's side, standing with their base at (x, base). */
function goods(s: Shot, x: number, base: number, scale: number, rotate: number): string {
  const y = base - 96 * scale;
  return `<g transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(rotate)}) scale(${f2(scale)})">${silhouette(s.shape, 'url(#goods)', s.palette.accent)}</g>`;
}

/**
 * The shadow standing goods cast on the surface away from the window: their own outline laid down behind them
 * and slanted, softened a little, over a darker patch where they touch the surface.
 */
function castShadow(s: Shot, x: number, base: number, scale: number, opacity = 0.4): string {
  const rx = 95 * scale;
  const outline = `<g transform="translate(${f1(x)} ${f1(base)}) skewX(${-s.light * 50}) scale(${f2(scale)} ${f2(0.38 * scale)}) translate(0 -96)" opacity="${f1(opacity * 0.45)}">${silhouette(s.shape, '#000', '#000')}</g>`;
  // A wider, fainter copy: the soft edge window light gives, without a blur filter.
  const penumbra = outline.replace(/scale\(([\d.]+) ([\d.]+)\)/, (_, sx: string, sy: string) => `scale(${f2(Number(sx) * 1.08)} ${f2(Number(sy) * 1.12)})`);
  return penumbra + outline + `<ellipse cx="${f1(x + s.light * 6)}" cy="${f1(base)}" rx="${f1(rx * 0.95)}" ry="${f1(rx * 0.13)}" fill="url(#shade)" fill-opacity="${f1(Math.min(1, opacity * 2))}"/>`;
}

/** The shadow of goods lying flat (photographed from above): their outline, offset away from the window. */
function dropShadow(s: Shot, x: number, y: number, scale: number, rotate: number): string {
  return `<g transform="translate(${f1(x + s.light * 12)} ${f1(y + 10)}) rotate(${f1(rotate)}) scale(${f2(scale)})" opacity="0.2">${silhouette(s.shape, '#000', '#000')}</g>`;
}

/** A wooden table top seen from a little above: its grain runs away from the camera towards a vanishing point. */
function woodTable(s: Shot, horizon: number): string {
  const { w, h, random } = s;
  const wood = pick(random, ['#b07a4a', '#c8955f', '#8a5a36', '#d9b184', '#6e4a32']);
  const vanish = w / 2 + jitter(random, w * 0.4);
  const grain = Array.from({ length: 16 }, (_, i) => {
    const t = (i + random() * 0.6) / 16;
    const far = vanish + (t - 0.5) * w * 1.1;
    const near = vanish + (t - 0.5) * w * 3.2;
    const bend = jitter(random, 18);
    return `<path d="M${f1(far)} ${horizon} C${f1(far + bend)} ${f1(horizon + (h - horizon) * 0.4)} ${f1(near - bend)} ${f1(horizon + (h - horizon) * 0.7)} ${f1(near)} ${h + 40}" stroke="${mix(wood, '#000000', 0.25 + random() * 0.2)}" stroke-width="${f1(1 + random() * 3)}" fill="none" stroke-opacity="${f1(0.25 + random() * 0.3)}"/>`;
  }).join('');
  return `<rect x="-40" y="${horizon}" width="${w + 80}" height="${h - horizon + 40}" fill="${wood}"/>${grain}<rect x="-40" y="${horizon}" width="${w + 80}" height="3" fill="#000" fill-opacity="0.25"/>`;
}

/** A bright patch with soft edges (rings of falling opacity: a blur filter costs more than the whole scene). */
function glow(x: number, y: number, w: number, h: number, opacity = 0.3): string {
  return [12, 6, 0].map((grow) => `<rect x="${f1(x - grow)}" y="${f1(y - grow)}" width="${f1(w + grow * 2)}" height="${f1(h + grow * 2)}" rx="${grow + 4}" fill="#fffdf6" fill-opacity="${opacity}"/>`).join('');
}

/** Window light falling on a surface: a slanted bright band, fading away from the window. */
function lightPatch(s: Shot, top: number): string {
  const x0 = s.light === 1 ? -s.w * 0.1 : s.w * 0.5;
  const slant = s.light * s.w * 0.25;
  return `<path d="M${f1(x0)} ${f1(top)} h${f1(s.w * 0.5)} l${f1(slant)} ${f1(s.h - top)} h${f1(-s.w * 0.55)} Z" fill="#fff8e6" fill-opacity="${f1(0.12 + s.random() * 0.1)}"/>`;
}

function wall(s: Shot, height: number): string {
  const colour = pick(s.random, ['#ece6dc', '#e4e7e3', '#dfe4ea', '#efe2d6', '#d8dfd2']);
  const windowX = s.light === 1 ? -40 : s.w - s.w * 0.45 + 40;
  return `<rect width="${s.w}" height="${height}" fill="${colour}"/>${glow(windowX, -20, s.w * 0.45, height * 0.9)}`;
}

function tableScene(s: Shot): string {
  const horizon = Math.round(s.h * (0.28 + s.random() * 0.12));
  const base = s.h * (0.72 + s.random() * 0.1);
  const x = s.w * (0.45 + jitter(s.random, 0.1));
  const scale = (Math.min(s.w, s.h) / 480) * (0.75 + s.random() * 0.25);
  const propX = x - s.light * s.w * (0.3 + s.random() * 0.06);
  const prop = s.random() < 0.5 ? mug(pick(s.random, ['#f4f1ea', '#2f4858', '#d9734e', '#8fb8a8'])) : plant(pick(s.random, ['#c8693f', '#e9e4da', '#5c6b73']), pick(s.random, ['#4f7d46', '#6b9a52']));
  return (
    `${wall(s, horizon + 4)}${woodTable(s, horizon)}${lightPatch(s, horizon)}<g transform="translate(${f1(propX)} ${f1(horizon + (base - horizon) * 0.55)}) scale(0.9)">${prop}</g>` +
    castShadow(s, x, base, scale) +
    goods(s, x, base, scale, jitter(s.random, 8))
  );
}

function bedScene(s: Shot): string {
  const { w, h, random } = s;
  const sheet = pick(random, ['#f3f1ec', '#dfe6ee', '#e9dfd3', '#d9d9dc', '#e6e9df']);
  const folds = Array.from({ length: 7 }, (_, i) => {
    const y0 = (h / 7) * i + jitter(random, 30);
    const d = `M-40 ${f1(y0)} C${f1(w * 0.3)} ${f1(y0 + jitter(random, 80))} ${f1(w * 0.6)} ${f1(y0 + jitter(random, 80))} ${w + 40} ${f1(y0 + jitter(random, 60))}`;
    const shade = mix(sheet, '#000000', 0.2);
    const width = 16 + random() * 20;
    // A fold: a soft shadow (strokes of falling width and rising opacity) under a soft highlight.
    const soft = (colour: string, dy: number, ws: number[]) => ws.map((k) => `<path d="${d}" stroke="${colour}" stroke-width="${f1(width * k)}" fill="none" stroke-opacity="0.14" transform="translate(0 ${dy})"/>`).join('');
    return soft(shade, 0, [1.8, 1.2, 0.7, 0.3]) + soft('#ffffff', -width * 0.9, [1, 0.5]);
  }).join('');
  const pillow = `<rect x="${f1(w * (0.05 + random() * 0.3))}" y="-60" width="${f1(w * 0.9)}" height="${f1(h * 0.22)}" rx="40" fill="${mix(sheet, '#ffffff', 0.5)}" transform="rotate(${f1(jitter(random, 6))})"/>`;
  const x = w * (0.5 + jitter(random, 0.08));
  const base = h * (0.62 + random() * 0.12);
  const scale = (Math.min(w, h) / 480) * (0.9 + random() * 0.25);
  const rotate = jitter(random, 30);
  return `<rect width="${w}" height="${h}" fill="${sheet}"/>${folds}${pillow}${lightPatch(s, 0)}${dropShadow(s, x, base - 96 * scale, scale, rotate)}${goods(s, x, base, scale, rotate)}`;
}

function shelfScene(s: Shot): string {
  const { w, h, random } = s;
  const tile = pick(random, ['#f4f6f6', '#dcebf0', '#e3efe6', '#ecebe7', '#d9dde6']);
  const side = Math.round(w / (5 + Math.floor(random() * 4)));
  // Grout lines as one path: a pattern under the tilted frame costs many times more.
  let lines = '';
  for (let x = -side; x <= w + side; x += side) lines += `M${x} -40 V${h + 40}`;
  for (let y = -side; y <= h + side; y += side) lines += `M-40 ${y} H${w + 40}`;
  const tiles = `<rect x="-40" y="-40" width="${w + 80}" height="${h + 80}" fill="${tile}"/><path d="${lines}" stroke="${mix(tile, '#000000', 0.2)}" stroke-width="2"/>`;
  const ledge = Math.round(h * (0.62 + random() * 0.08));
  const x = w * (0.5 + jitter(random, 0.1));
  const scale = (w / 480) * (0.7 + random() * 0.2);
  const prop = random() < 0.6 ? toothbrushCup(pick(random, ['#e8f1f4', '#f3d9d0', '#9fc4c8']), [pick(random, ['#3f8fd2', '#e25b6a']), pick(random, ['#58b368', '#f0b43c'])]) : soap(pick(random, ['#f6c6cf', '#cfe8d8', '#f4ead2']));
  const propX = x + s.light * w * (0.3 + random() * 0.05);
  return (
    `<g>${tiles}<rect y="${ledge + 24}" width="${w}" height="${h - ledge}" fill="#000" fill-opacity="0.22"/>` +
    `<path d="M-10 ${ledge} H${w + 10} L${w + 30} ${ledge + 24} H-30 Z" fill="#fafafa"/><rect x="-30" y="${ledge + 24}" width="${w + 60}" height="10" fill="#d6d6d6"/>` +
    `<g transform="translate(${f1(propX)} ${ledge + 14}) scale(0.85)">${prop}</g></g>` +
    castShadow(s, x, ledge + 14, scale, 0.35) +
    goods(s, x, ledge + 14, scale, jitter(random, 5))
  );
}

/** The floor under the parcel: a rug's weave as a few long faint stripes. */
function rug(s: Shot, colour: string): string {
  let d = '';
  for (let y = -40; y < s.h + 40; y += 9) d += `M-40 ${f1(y + jitter(s.random, 2))} H${s.w + 40}`;
  return `<rect x="-40" y="-40" width="${s.w + 80}" height="${s.h + 80}" fill="${colour}"/><path d="${d}" stroke="${mix(colour, '#000000', 0.25)}" stroke-width="2" stroke-opacity="0.35"/>`;
}

function parcelScene(s: Shot): string {
  const { w, h, random } = s;
  const brown = pick(random, CARDBOARD);
  const floor = pick(random, ['#9a9187', '#b8a98f', '#7c8288', '#c9c1b4']);
  const cx = w * (0.5 + jitter(random, 0.06));
  const top = h * (0.55 + random() * 0.08);
  const width = w * (0.62 + random() * 0.1);
  const scale = (w / 480) * (0.75 + random() * 0.15);
  return (
    rug(s, floor) +
    `<ellipse cx="${f1(cx + s.light * 24)}" cy="${f1(top + 106)}" rx="${f1(width * 0.64)}" ry="30" fill="url(#shade)" fill-opacity="0.9"/>` +
    `<g transform="translate(${f1(cx)} ${f1(top)}) rotate(${f1(jitter(random, 4))})">${parcelBack(width, brown)}` +
    goods(s, jitter(random, width * 0.12), -20 - random() * 30, scale, jitter(random, 14)) +
    `${parcelFront(width, brown, random)}</g>`
  );
}

function handScene(s: Shot): string {
  const { w, h, random } = s;
  const room = pick(random, ['#cfc6ba', '#b9c3c9', '#d6cfc4', '#a9b3a3']);
  const sofa = pick(random, ['#6d7f8f', '#8c6f5a', '#9aa38b', '#5f5a66']);
  // Out of focus behind the hand: only soft-edged shapes (gradients), no sharp line.
  const sofaTop = h * (0.6 + random() * 0.1);
  const background =
    `<defs><radialGradient id="pane"><stop offset="0.3" stop-color="#fffaf0" stop-opacity="0.95"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="sofa" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sofa}" stop-opacity="0"/><stop offset="0.12" stop-color="${sofa}"/><stop offset="1" stop-color="${mix(sofa, '#000000', 0.3)}"/></linearGradient>` +
    `<radialGradient id="cushion"><stop offset="0.4" stop-color="${mix(sofa, '#ffffff', 0.4)}"/><stop offset="1" stop-color="${mix(sofa, '#ffffff', 0.4)}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="${room}"/><ellipse cx="${s.light === 1 ? f1(w * 0.15) : f1(w * 0.85)}" cy="${f1(h * 0.2)}" rx="${f1(w * 0.4)}" ry="${f1(h * 0.35)}" fill="url(#pane)"/>` +
    `<rect x="-40" y="${f1(sofaTop - 40)}" width="${w + 80}" height="${h}" fill="url(#sofa)"/><ellipse cx="${f1(w * random())}" cy="${f1(sofaTop)}" rx="${f1(60 + random() * 40)}" ry="${f1(50 + random() * 20)}" fill="url(#cushion)"/>`;
  const skin = pick(random, SKIN);
  const scale = (w / 480) * (0.95 + random() * 0.15);
  const x = w * (0.48 + jitter(random, 0.06));
  const y = h * (0.42 + random() * 0.06);
  const tilt = jitter(random, 12);
  return (
    background +
    `<g transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(tilt)}) scale(${f2(scale)})">${palm(skin)}${silhouette(s.shape, 'url(#goods)', s.palette.accent)}${fingers(skin)}</g>`
  );
}

const SCENES: Record<SceneKind, (s: Shot) => string> = { table: tableScene, bed: bedScene, shelf: shelfScene, parcel: parcelScene, hand: handScene };

/** Light from the window, a warm or cool white balance, a darker edge and a little sensor noise. */
function phone(s: Shot): string {
  const warm = s.random() < 0.6;
  const cast = warm ? pick(s.random, ['#ffb766', '#ffc98a', '#ffa94d']) : pick(s.random, ['#8fb4ff', '#a6c8ff']);
  const lx = s.light === 1 ? 0 : 1;
  return (
    `<rect width="${s.w}" height="${s.h}" fill="url(#window${lx})"/>` +
    `<rect width="${s.w}" height="${s.h}" fill="${cast}" fill-opacity="${f1(0.06 + s.random() * 0.08)}"/>` +
    `<rect width="${s.w}" height="${s.h}" fill="url(#vignette)"/>` +
    `<rect width="${s.w}" height="${s.h}" fill="url(#noise)" fill-opacity="0.06"/>`
  );
}

function defs(s: Shot, seed: number): string {
  const p = s.palette;
  const [from, to] = s.light === 1 ? ['0', '1'] : ['1', '0'];
  return (
    `<linearGradient id="goods" x1="${from}" y1="0" x2="${to}" y2="0.3"><stop offset="0" stop-color="${mix(p.body, '#ffffff', 0.5)}"/><stop offset="0.45" stop-color="${p.base}"/><stop offset="1" stop-color="${mix(p.base, p.deep, 0.55)}"/></linearGradient>` +
    `<linearGradient id="window0" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.35"/><stop offset="0.6" stop-color="#fffaf0" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>` +
    `<linearGradient id="window1" x1="1" y1="0" x2="0" y2="0.6"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.35"/><stop offset="0.6" stop-color="#fffaf0" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>` +
    `<radialGradient id="vignette" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${f1(0.3 + s.random() * 0.15)}"/></radialGradient>` +
    `<radialGradient id="shade"><stop offset="0" stop-color="#000" stop-opacity="0.8"/><stop offset="0.5" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    // The noise is made once on a small tile and repeated: a full-frame feTurbulence costs more than the scene.
    `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="${seed % 1000}" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter>` +
    `<pattern id="noise" width="${GRAIN_TILE}" height="${GRAIN_TILE}" patternUnits="userSpaceOnUse"><rect width="${GRAIN_TILE}" height="${GRAIN_TILE}" filter="url(#grain)"/></pattern>`
  );
}

/** Photo `n` of the goods `key`: the same every time, another scene or angle for every n. */
export function reviewPhotoSvg(key: string, shape: Shape, n: number): string {
  const seed = hashOf(`${key}:photo:${n}`);
  const random = seededRandom(seed);
  const kind = sceneOf(key, shape, n);
  // Phones are mostly held upright; a table or a bed is sometimes taken across.
  const across = (kind === 'table' || kind === 'bed') && random() < 0.35;
  const s: Shot = { w: across ? LONG : SHORT, h: across ? SHORT : LONG, random, palette: paletteFor(key), shape, light: random() < 0.5 ? 1 : -1 };
  const d = defs(s, seed);
  const scene = SCENES[kind](s);
  // Held by hand: the frame is never quite level (turned about its centre, enlarged to keep the corners filled).
  const tilt = `rotate(${f1(jitter(random, 3))} ${s.w / 2} ${s.h / 2}) translate(${s.w / 2} ${s.h / 2}) scale(1.07) translate(${-s.w / 2} ${-s.h / 2})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s.w}" height="${s.h}" viewBox="0 0 ${s.w} ${s.h}"><defs>${d}</defs><g transform="${tilt}">${scene}</g>${phone(s)}</svg>`;
}
