/**
 * One frame of a demo video as SVG: the goods' silhouette from the catalogue art floating over its palette,
 * drifting soft lights, the goods' names as a caption, and the shop's name at the close. Without words the
 * goods stand alone in the middle and the close is a plain fade: posters are seen in every language, and the
 * title is the page's own text beside them. Pure: the same goods and time always draw the same frame.
 */
import { paletteFor } from '../../src/server/seed/catalogue/art.ts';
import { CATEGORY_FILES } from '../../src/server/seed/catalogue/categories/index.ts';
import { shapeOf } from '../../src/server/seed/catalogue/drafts.ts';
import { hashOf, seededRandom } from '../../src/server/seed/catalogue/random.ts';
import { silhouette } from '../../src/server/seed/catalogue/shapes.ts';
import type { Shape } from '../../src/server/seed/catalogue/types.ts';
import type { DemoVideo } from '../../src/server/seed/video/data.ts';

export const WIDTH = 1280;
export const HEIGHT = 720;
/** Seconds of each demo video, and the moment its poster is taken from. */
export const DURATION = 8;
export const POSTER_AT = 2.5;

export interface SceneInput {
  key: string;
  shape: Shape;
  /** The caption's two lines: the goods' Chinese and English names. */
  caption: { zh: string; en: string };
  /** The closing card's words. */
  shop: string;
  duration: number;
}

export interface SceneOptions {
  /** Draw the caption and the closing card's words; false leaves no <text> in the frame. */
  words: boolean;
}

export const WORDLESS: SceneOptions = { words: false };

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** Smooth start and stop between `from` and `to` seconds. */
const ease = (t: number, from: number, to: number) => {
  const x = clamp01((t - from) / (to - from));
  return x * x * (3 - 2 * x);
};
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FONT = "'Noto Sans CJK SC', 'Noto Sans', 'DejaVu Sans', sans-serif";

function lights(key: string, t: number): string {
  const random = seededRandom(hashOf(`${key}:lights`));
  let out = '';
  for (let i = 0; i < 12; i++) {
    const x = random() * WIDTH;
    const speed = 20 + random() * 40;
    const r = 30 + random() * 110;
    const y = ((random() * (HEIGHT + 2 * r) - speed * t) % (HEIGHT + 2 * r) + HEIGHT + 2 * r) % (HEIGHT + 2 * r) - r;
    const opacity = 0.08 + 0.14 * (0.5 + 0.5 * Math.sin(t * 1.3 + i));
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" opacity="${opacity.toFixed(3)}"/>`;
  }
  return out;
}

export function sceneSvg(input: SceneInput, t: number, { words }: SceneOptions = { words: true }): string {
  const p = paletteFor(input.key);
  const angle = 25 + 30 * (t / input.duration);
  const rad = (angle * Math.PI) / 180;
  const [dx, dy] = [0.5 * Math.cos(rad), 0.5 * Math.sin(rad)];
  const enter = ease(t, 0, 1.4);
  const float = Math.sin((2 * Math.PI * t) / 4);
  const scale = 1.7 + 0.35 * enter;
  // With a caption the goods make room for it on the left; alone they stand in the middle.
  const x = (words ? 420 : WIDTH / 2) - 60 * (1 - enter);
  const y = 370 + 12 * float;
  const rotate = 4 * Math.sin((2 * Math.PI * t) / 6);
  const caption = ease(t, 1, 2);
  const close = ease(t, input.duration - 1.6, input.duration - 0.6);
  const defs =
    `<linearGradient id="bg" x1="${0.5 - dx}" y1="${0.5 - dy}" x2="${0.5 + dx}" y2="${0.5 + dy}"><stop offset="0" stop-color="${p.base}"/><stop offset="1" stop-color="${p.complement}"/></linearGradient>` +
    `<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${p.body}"/></linearGradient>` +
    `<radialGradient id="shade"><stop offset="0" stop-color="${p.deep}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.deep}" stop-opacity="0"/></radialGradient>`;
  const shadowRx = 210 * (1 - 0.05 * float);
  const product =
    `<ellipse cx="${x}" cy="${y + 230}" rx="${shadowRx.toFixed(1)}" ry="${(shadowRx / 7).toFixed(1)}" fill="url(#shade)"/>` +
    `<g opacity="${enter.toFixed(3)}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate.toFixed(2)}) scale(${scale.toFixed(3)})">${silhouette(input.shape, 'url(#body)', p.accent)}</g>`;
  const text = !words
    ? ''
    : `<g opacity="${caption.toFixed(3)}" transform="translate(${(40 * (1 - caption)).toFixed(1)} 0)" font-family="${FONT}">` +
    `<rect x="720" y="292" width="6" height="118" rx="3" fill="${p.deep}"/>` +
    `<text x="748" y="346" font-size="46" font-weight="700" fill="${p.deep}">${escape(input.caption.zh)}</text>` +
    `<text x="748" y="396" font-size="26" fill="${p.deep}" opacity="0.85">${escape(input.caption.en)}</text></g>`;
  const shop = words
    ? `<text x="${WIDTH / 2}" y="${HEIGHT / 2 + 16}" text-anchor="middle" font-family="${FONT}" font-size="48" font-weight="700" fill="#fff">${escape(input.shop)}</text>`
    : '';
  const ending = `<g opacity="${close.toFixed(3)}"><rect width="${WIDTH}" height="${HEIGHT}" fill="${p.deep}"/>${shop}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${lights(input.key, t)}${product}${text}${ending}</svg>`;
}

/** The scene of a demo video: the art of the demo goods it names. */
export function demoScene(video: DemoVideo): SceneInput {
  for (const file of CATEGORY_FILES) {
    const goods = file.goods.find((g) => g.key === video.art);
    if (goods) return { key: goods.key, shape: shapeOf(goods, file), caption: { zh: goods.name.zh, en: goods.name.en }, shop: '兰花商城 · Orchid Mall', duration: DURATION };
  }
  throw new Error(`no demo goods "${video.art}"`);
}

/** A demo video's poster: the goods alone, no words, whatever the reader's language. */
export function posterSvg(video: DemoVideo): string {
  return sceneSvg(demoScene(video), POSTER_AT, WORDLESS);
}
