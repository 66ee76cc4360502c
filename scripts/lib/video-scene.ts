/**
 * The still pictures a demo video is filmed from, as SVG: the goods close up, on a table by a window, on a
 * bedside table under a lamp, a detail filling the frame, beside the goods sold with it, and a closing card in
 * the shop's purple. ffmpeg moves a camera over them (scripts/lib/video-shots.ts). No words anywhere: readers
 * of ten languages see the same pictures, and the page prints the title in theirs. Pure: the same goods always
 * draw the same stills.
 */
import { paletteFor, type Palette } from '../../src/server/seed/catalogue/art.ts';
import { CATEGORY_FILES } from '../../src/server/seed/catalogue/categories/index.ts';
import { shapeOf } from '../../src/server/seed/catalogue/drafts.ts';
import { hashOf, seededRandom } from '../../src/server/seed/catalogue/random.ts';
import { silhouette } from '../../src/server/seed/catalogue/shapes.ts';
import type { Shape } from '../../src/server/seed/catalogue/types.ts';
import type { DemoVideo } from '../../src/server/seed/video/data.ts';

/** Stills are drawn larger than the 720p frame, so the camera can move and zoom without running off them. */
export const STILL_WIDTH = 1920;
export const STILL_HEIGHT = 1080;
export const POSTER_WIDTH = 1280;
export const POSTER_HEIGHT = 720;

export type StillKind = 'closeup' | 'window' | 'bedside' | 'detail' | 'companions' | 'close';
export const STILL_KINDS: readonly StillKind[] = ['closeup', 'window', 'bedside', 'detail', 'companions', 'close'];

interface Goods {
  key: string;
  shape: Shape;
}

export interface SceneInput extends Goods {
  /** Goods shown beside it: the video's other goods, else its neighbours in the catalogue. */
  companions: Goods[];
}

/** The shop's purple (global.css --color-primary-500) and a deeper shade of it. */
const SHOP_PURPLE = '#af57ff';
const SHOP_PURPLE_DEEP = '#5b1f99';

const defs = (p: Palette, angle: number) => {
  const rad = (angle * Math.PI) / 180;
  const [dx, dy] = [0.5 * Math.cos(rad), 0.5 * Math.sin(rad)];
  return (
    `<linearGradient id="bg" x1="${0.5 - dx}" y1="${0.5 - dy}" x2="${0.5 + dx}" y2="${0.5 + dy}"><stop offset="0" stop-color="${p.base}"/><stop offset="1" stop-color="${p.complement}"/></linearGradient>` +
    `<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${p.body}"/></linearGradient>` +
    `<radialGradient id="shade"><stop offset="0" stop-color="${p.deep}" stop-opacity="0.4"/><stop offset="1" stop-color="${p.deep}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff8e8" stop-opacity="0.9"/><stop offset="1" stop-color="#fff8e8" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c89f7c"/><stop offset="1" stop-color="#8a6448"/></linearGradient>`
  );
};

const goodsAt = (g: Goods, x: number, y: number, scale: number, rotate = 0, fill = 'url(#body)') => {
  const p = paletteFor(g.key);
  return `<ellipse cx="${x}" cy="${y + 100 * scale}" rx="${105 * scale}" ry="${16 * scale}" fill="url(#shade)"/><g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${silhouette(g.shape, fill, p.accent)}</g>`;
};

function bokeh(key: string, count: number, opacity: number): string {
  const random = seededRandom(hashOf(`${key}:bokeh`));
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = 40 + random() * 160;
    out += `<circle cx="${(random() * STILL_WIDTH).toFixed(0)}" cy="${(random() * STILL_HEIGHT).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" opacity="${(opacity * (0.5 + random() * 0.5)).toFixed(3)}"/>`;
  }
  return out;
}

const W = STILL_WIDTH;
const H = STILL_HEIGHT;

function closeup(s: SceneInput, p: Palette): string {
  return `<rect width="${W}" height="${H}" fill="url(#bg)"/>${bokeh(s.key, 14, 0.18)}<ellipse cx="${W / 2}" cy="${H - 150}" rx="700" ry="90" fill="#fff" opacity="0.35"/>${goodsAt(s, W / 2, 500, 3.4)}<circle cx="${W / 2 - 420}" cy="260" r="260" fill="url(#glow)" opacity="0.35"/><rect width="${W}" height="${H}" fill="${p.deep}" opacity="0.04"/>`;
}

/** A table by a window: daylight falling in, a plant, a framed picture, the goods in the light. */
function windowScene(s: SceneInput, p: Palette): string {
  const wall = `<rect width="${W}" height="${H}" fill="${p.body}"/><rect width="${W}" height="${H}" fill="url(#bg)" opacity="0.35"/>`;
  const window =
    `<rect x="160" y="110" width="560" height="560" rx="8" fill="#fdfbff"/><rect x="160" y="110" width="560" height="560" rx="8" fill="${p.complement}" opacity="0.45"/>` +
    `<rect x="434" y="110" width="12" height="560" fill="${p.deep}" opacity="0.5"/><rect x="160" y="384" width="560" height="12" fill="${p.deep}" opacity="0.5"/>` +
    `<rect x="146" y="96" width="588" height="588" rx="12" fill="none" stroke="${p.deep}" stroke-opacity="0.55" stroke-width="18"/>` +
    `<path d="M160 680 L720 680 L1320 1080 L-200 1080 Z" fill="#fff" opacity="0.18"/>`;
  const frame = `<rect x="1280" y="190" width="300" height="220" rx="6" fill="#fff" stroke="${p.deep}" stroke-width="12" opacity="0.9"/><circle cx="1380" cy="290" r="50" fill="${p.accent}" opacity="0.7"/><path d="M1296 396 L1400 320 L1480 380 L1564 330 L1564 396 Z" fill="${p.base}"/>`;
  const table = `<rect x="0" y="780" width="${W}" height="40" fill="url(#wood)"/><rect x="0" y="820" width="${W}" height="${H - 820}" fill="#6e4e38" opacity="0.85"/>`;
  const plant =
    `<rect x="1480" y="640" width="120" height="140" rx="14" fill="${p.deep}"/>` +
    [-50, -20, 10, 40, 70].map((a, i) => `<ellipse cx="1540" cy="${560 - (i % 2) * 40}" rx="28" ry="110" fill="#5f9e6e" transform="rotate(${a} 1540 650)"/>`).join('');
  return wall + window + frame + table + plant + goodsAt(s, 1000, 600, 1.75) + `<circle cx="440" cy="380" r="420" fill="url(#glow)" opacity="0.5"/>`;
}

/** A bedside table in the evening: the lamp's warm pool of light, a pillow, the goods under the lamp. */
function bedside(s: SceneInput, p: Palette): string {
  const wall = `<rect width="${W}" height="${H}" fill="${p.deep}"/><rect width="${W}" height="${H}" fill="url(#bg)" opacity="0.25"/>`;
  const bed = `<rect x="-60" y="560" width="760" height="600" rx="60" fill="${p.body}" opacity="0.92"/><rect x="40" y="480" width="520" height="180" rx="80" fill="#fff" opacity="0.9"/><path d="M-60 760 C200 700 480 820 700 760 V1080 H-60 Z" fill="${p.base}" opacity="0.8"/>`;
  const lamp = `<circle cx="1300" cy="360" r="520" fill="url(#glow)" opacity="0.75"/><path d="M1200 200 H1400 L1460 380 H1140 Z" fill="#fff3dc"/><rect x="1290" y="380" width="20" height="300" fill="#d9c2a0"/><ellipse cx="1300" cy="690" rx="90" ry="20" fill="#d9c2a0"/>`;
  const table = `<rect x="900" y="700" width="820" height="36" rx="6" fill="url(#wood)"/><rect x="940" y="736" width="740" height="344" fill="#6e4e38"/><rect x="980" y="790" width="660" height="110" rx="8" fill="#7d5a40"/><circle cx="1310" cy="845" r="12" fill="#d9c2a0"/>`;
  return wall + bed + table + lamp + goodsAt(s, 1060, 540, 1.5, -4) + `<rect width="${W}" height="${H}" fill="#ffb347" opacity="0.06"/>`;
}

/** So close that the goods fill the frame: its surface, a highlight sliding over it. */
function detail(s: SceneInput, p: Palette): string {
  return `<rect width="${W}" height="${H}" fill="url(#bg)"/>${bokeh(`${s.key}:detail`, 8, 0.25)}<g transform="translate(${W / 2 + 120} ${H / 2 + 140}) rotate(-8) scale(7)">${silhouette(s.shape, 'url(#body)', p.accent)}</g><ellipse cx="${W / 2 - 200}" cy="${H / 2 - 120}" rx="520" ry="160" fill="#fff" opacity="0.22" transform="rotate(-20 ${W / 2} ${H / 2})"/>`;
}

/** The goods in front, the goods sold with it a step behind. */
function companions(s: SceneInput, p: Palette): string {
  const [left, right] = [s.companions[0] ?? s, s.companions[1] ?? s.companions[0] ?? s];
  return (
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${bokeh(`${s.key}:together`, 10, 0.15)}<rect x="0" y="760" width="${W}" height="${H - 760}" fill="#fff" opacity="0.4"/>` +
    goodsAt(left, 560, 560, 1.5, -6) + goodsAt(right, 1380, 570, 1.4, 7) + goodsAt(s, W / 2, 610, 2.1) + `<rect width="${W}" height="${H}" fill="${p.deep}" opacity="0.03"/>`
  );
}

/** The close: the shop's purple, soft light and an orchid's five petals, without a word. */
function closeCard(): string {
  const petals = [0, 72, 144, 216, 288].map((deg) => `<ellipse cx="0" cy="-90" rx="52" ry="96" fill="#fff" opacity="0.85" transform="rotate(${deg})"/>`).join('');
  return (
    `<defs><radialGradient id="purple" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${SHOP_PURPLE}"/><stop offset="1" stop-color="${SHOP_PURPLE_DEEP}"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#purple)"/>${bokeh('close', 10, 0.08)}<g transform="translate(${W / 2} ${H / 2})">${petals}<circle r="34" fill="${SHOP_PURPLE_DEEP}" opacity="0.8"/></g>`
  );
}

const DRAW: Record<StillKind, (s: SceneInput, p: Palette) => string> = { closeup, window: windowScene, bedside, detail, companions, close: closeCard };

/** One still of the video at 1920×1080. */
export function stillSvg(scene: SceneInput, kind: StillKind): string {
  const p = paletteFor(scene.key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs(p, 25 + (hashOf(`${scene.key}:${kind}`) % 60))}</defs>${DRAW[kind](scene, p)}</svg>`;
}

/** Soft round lights on transparency, drifted across every shot by the camera (make-demo-videos.ts). */
export function lightsSvg(key: string): string {
  const random = seededRandom(hashOf(`${key}:lights`));
  let out = '';
  for (let i = 0; i < 9; i++) {
    const r = 60 + random() * 140;
    out += `<circle cx="${(random() * 1480).toFixed(0)}" cy="${(random() * 920).toFixed(0)}" r="${r.toFixed(0)}" fill="url(#l)" opacity="${(0.25 + random() * 0.35).toFixed(2)}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1480" height="920" viewBox="0 0 1480 920"><defs><radialGradient id="l"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>${out}</svg>`;
}

function goodsOf(key: string): Goods & { file: (typeof CATEGORY_FILES)[number]; position: number } {
  for (const file of CATEGORY_FILES) {
    const position = file.goods.findIndex((g) => g.key === key);
    if (position >= 0) return { key, shape: shapeOf(file.goods[position]!, file), file, position };
  }
  throw new Error(`no demo goods "${key}"`);
}

/** The scene of a demo video: the goods it shows, and the goods to stand beside it. */
export function demoScene(video: DemoVideo): SceneInput {
  const main = goodsOf(video.art);
  const others = video.goods.filter((k) => k !== video.art).map(goodsOf);
  const neighbours = [main.position - 1, main.position + 1, main.position + 2, main.position - 2]
    .map((i) => main.file.goods[i])
    .flatMap((g) => (g ? [{ key: g.key, shape: shapeOf(g, main.file) }] : []));
  const companionsOf = [...others, ...neighbours].slice(0, 2).map(({ key, shape }) => ({ key, shape }));
  return { key: main.key, shape: main.shape, companions: companionsOf };
}

/** A demo video's poster: its close-up at 720p, no words, whatever the reader's language. */
export function posterSvg(video: DemoVideo): string {
  return stillSvg(demoScene(video), 'closeup').replace(`width="${W}" height="${H}"`, `width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}"`);
}
