import type { LogoMark } from './brands.ts';
import { hashOf, seededRandom } from './random.ts';
import { silhouette } from './shapes.ts';
import type { Shape } from './types.ts';

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const v = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export interface Palette {
  base: string;
  complement: string;
  body: string;
  accent: string;
  deep: string;
}

/** Around the theme purple (#AF57FF, hue 272) with a warm complement (rose, coral, peach or gold) picked by the key. */
export function paletteFor(key: string): Palette {
  const h = hashOf(key);
  const hue = 258 + (h % 30);
  const comp = (hue + 80 + ((h >>> 8) % 75)) % 360;
  return { base: hsl(hue, 82, 76), complement: hsl(comp, 85, 87), body: hsl(hue, 70, 93), accent: hsl(comp, 58, 62), deep: hsl(hue, 48, 34) };
}

function gradient(id: string, from: string, to: string, angle: number): string {
  const rad = (angle * Math.PI) / 180;
  const x = (0.5 * Math.cos(rad)).toFixed(3);
  const y = (0.5 * Math.sin(rad)).toFixed(3);
  return `<linearGradient id="${id}" x1="${0.5 - Number(x)}" y1="${0.5 - Number(y)}" x2="${0.5 + Number(x)}" y2="${0.5 + Number(y)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function bokeh(random: () => number, width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = 30 + random() * 120;
    out += `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${Math.round(r)}" fill="#fff" opacity="${(0.1 + random() * 0.2).toFixed(2)}"/>`;
  }
  return out;
}

function placed(shape: Shape, x: number, y: number, scale: number, rotate: number, fill: string, accent: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${silhouette(shape, fill, accent)}</g>`;
}

const shadow = (x: number, y: number, rx: number) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${Math.round(rx / 7)}" fill="url(#shade)"/>`;

/** One of a goods' pictures: index 0 is the main picture, later ones vary the composition. */
export function goodsImageSvg(key: string, shape: Shape, index: number): string {
  const p = paletteFor(key);
  const random = seededRandom(hashOf(`${key}#${index}`));
  const defs =
    gradient('bg', p.base, p.complement, 35 + index * 50) +
    gradient('body', '#ffffff', p.body, 90) +
    gradient('alt', p.complement, '#ffffff', 90) +
    `<radialGradient id="shade"><stop offset="0" stop-color="${p.deep}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.deep}" stop-opacity="0"/></radialGradient>`;
  let scene: string;
  switch (index % 5) {
    case 0:
      scene = shadow(400, 650, 240) + placed(shape, 400, 410, 2.2, 0, 'url(#body)', p.accent);
      break;
    case 1:
      scene = shadow(340, 640, 190) + placed(shape, 330, 420, 1.6, -8, 'url(#body)', p.accent) + shadow(590, 690, 110) + placed(shape, 590, 580, 0.9, 10, 'url(#alt)', p.deep);
      break;
    case 2:
      scene = placed(shape, 440, 470, 3.4, -12, 'url(#body)', p.accent);
      break;
    case 3:
      scene = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => placed(shape, 160 + (i % 3) * 240, 160 + Math.floor(i / 3) * 240, 0.8, i % 2 ? 12 : -12, i % 2 ? 'url(#alt)' : 'url(#body)', i % 2 ? p.deep : p.accent)).join('');
      break;
    default:
      scene = `<ellipse cx="400" cy="640" rx="250" ry="48" fill="#fff" opacity="0.55"/>` + placed(shape, 400, 420, 1.9, 6, 'url(#body)', p.deep);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><defs>${defs}</defs><rect width="800" height="800" fill="url(#bg)"/>${bokeh(random, 800, 800, 6)}${scene}</svg>`;
}

/** Small square picture of a top-level category on the home page. */
export function categoryIconSvg(key: string, shape: Shape): string {
  const p = paletteFor(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs>${gradient('bg', p.base, p.complement, 45)}</defs><rect width="160" height="160" rx="36" fill="url(#bg)"/>${placed(shape, 80, 82, 0.52, 0, '#ffffff', p.deep)}</svg>`;
}

function mark(kind: LogoMark, light: string, dark: string): string {
  switch (kind) {
    case 'crescent':
      return `<circle r="70" fill="${light}"/><circle cx="30" cy="-22" r="60" fill="${dark}"/>`;
    case 'leaf':
      return `<path d="M-60 60 C-70 -20 -10 -70 70 -70 C70 10 20 70 -60 60 Z" fill="${light}"/><path d="M-60 60 L40 -40" stroke="${dark}" stroke-width="8" stroke-linecap="round"/>`;
    case 'halo':
      return `<circle r="70" fill="none" stroke="${light}" stroke-width="12"/><circle r="42" fill="none" stroke="${light}" stroke-width="8" opacity="0.7"/><circle r="16" fill="${light}"/>`;
    case 'knot':
      return `<circle cx="-26" r="50" fill="none" stroke="${light}" stroke-width="14"/><circle cx="26" r="50" fill="none" stroke="${light}" stroke-width="14" opacity="0.75"/>`;
    case 'drop':
      return `<path d="M0 -80 C30 -40 62 -4 62 26 C62 60 34 80 0 80 C-34 80 -62 60 -62 26 C-62 -4 -30 -40 0 -80 Z" fill="${light}"/><path d="M-30 30 C-30 50 -14 60 4 60" stroke="${dark}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    case 'petals':
      return [0, 72, 144, 216, 288].map((deg) => `<ellipse cx="0" cy="-40" rx="24" ry="44" fill="${light}" opacity="0.9" transform="rotate(${deg})"/>`).join('') + `<circle r="16" fill="${dark}"/>`;
  }
}

/** A brand's logo: its mark on a round badge in its two colours. */
export function brandLogoSvg(kind: LogoMark, colours: readonly [string, string]): string {
  const [dark, light] = colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><circle cx="120" cy="120" r="116" fill="${dark}"/><g transform="translate(120 120)">${mark(kind, light, dark)}</g></svg>`;
}

/** A wide home banner: soft gradient, waves, and a few silhouettes on the right (the left is kept for the title). */
export function bannerSvg(key: string, shapes: readonly Shape[]): string {
  const p = paletteFor(key);
  const random = seededRandom(hashOf(key));
  const items = shapes.map((shape, i) => shadow(760 + i * 150, 300, 70) + placed(shape, 760 + i * 150, 190 + (i % 2) * 20, 0.95 - (i % 2) * 0.15, i % 2 ? 8 : -6, 'url(#body)', p.accent)).join('');
  const waves = [0, 1].map((i) => `<path d="M0 ${250 + i * 40} C300 ${180 + i * 50} 600 ${330 + i * 20} 1200 ${220 + i * 40} V360 H0 Z" fill="#fff" opacity="${0.18 + i * 0.1}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360"><defs>${gradient('bg', p.base, p.complement, 10)}${gradient('body', '#ffffff', p.body, 90)}<radialGradient id="shade"><stop offset="0" stop-color="${p.deep}" stop-opacity="0.3"/><stop offset="1" stop-color="${p.deep}" stop-opacity="0"/></radialGradient></defs><rect width="1200" height="360" fill="url(#bg)"/>${bokeh(random, 1200, 360, 7)}${waves}${items}</svg>`;
}
