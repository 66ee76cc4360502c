/**
 * Everyday things drawn around the goods in the demo review photos (photo-scenes.ts): a mug, a plant, a
 * toothbrush cup, the plain parcel the shop ships in, the hand holding the goods. Each is drawn around its own
 * origin (the point it stands on, or the goods' centre for the hand) so a scene only places it.
 */

/** A colour between two `#rrggbb` colours (t = 0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const channel = (c: string, i: number) => parseInt(c.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** A mug standing on (0, 0), its handle on the right. */
export function mug(colour: string): string {
  const side = mix(colour, '#000000', 0.25);
  return (
    `<path d="M-34 -40 C-42 -44 -60 -40 -60 -20 C-60 0 -44 4 -34 -2" stroke="${side}" stroke-width="9" fill="none" transform="scale(-1 1)"/>` +
    `<path d="M-36 -78 V-8 C-36 4 36 4 36 -8 V-78 Z" fill="${colour}"/>` +
    `<path d="M-36 -78 V-8 C-36 4 -10 4 -10 4 V-78 Z" fill="#fff" fill-opacity="0.18"/>` +
    `<ellipse cy="-78" rx="36" ry="10" fill="${side}"/><ellipse cy="-76" rx="31" ry="7" fill="#4a2e1c"/>`
  );
}

/** A small potted plant standing on (0, 0). */
export function plant(pot: string, leaf: string): string {
  const leaves = [-60, -35, -12, 10, 34, 58]
    .map((deg, i) => `<ellipse cx="0" cy="-${44 + (i % 2) * 10}" rx="11" ry="${34 + (i % 3) * 6}" fill="${i % 2 ? leaf : mix(leaf, '#000000', 0.2)}" transform="rotate(${deg} 0 -56)"/>`)
    .join('');
  return `<g transform="translate(0 -52)">${leaves}</g><path d="M-30 -56 H30 L24 0 H-24 Z" fill="${pot}"/><rect x="-33" y="-62" width="66" height="10" rx="3" fill="${mix(pot, '#ffffff', 0.15)}"/>`;
}

/** A toothbrush cup with two brushes, standing on (0, 0). */
export function toothbrushCup(cup: string, brushes: readonly [string, string]): string {
  const brush = (colour: string, deg: number) =>
    `<g transform="rotate(${deg} 0 -40)"><rect x="-4" y="-130" width="8" height="96" rx="4" fill="${colour}"/><rect x="-6" y="-150" width="12" height="24" rx="3" fill="#f4f4f4"/></g>`;
  return `${brush(brushes[0], -12)}${brush(brushes[1], 10)}<path d="M-26 -62 H26 L22 0 H-22 Z" fill="${cup}" fill-opacity="0.92"/><ellipse cy="-62" rx="26" ry="6" fill="${mix(cup, '#ffffff', 0.3)}"/>`;
}

/** A bar of soap on a saucer, lying on (0, 0). */
export function soap(colour: string): string {
  return `<ellipse cy="-6" rx="46" ry="12" fill="#f2f2f2"/><ellipse cy="-8" rx="46" ry="9" fill="#dcdcdc"/><rect x="-30" y="-26" width="60" height="20" rx="9" fill="${colour}"/><rect x="-24" y="-24" width="30" height="5" rx="2" fill="#fff" fill-opacity="0.4"/>`;
}

export const CARDBOARD = ['#b88a58', '#c49a66', '#a97b4a', '#bf9460'] as const;

/**
 * The back of an opened plain brown parcel, seen from the front and a little above: its inside and the two
 * flaps folded back. Drawn before the goods, which sit inside it; `parcelFront` covers their lower part.
 */
export function parcelBack(width: number, brown: string): string {
  const w = width / 2;
  const inside = mix(brown, '#000000', 0.45);
  const flap = mix(brown, '#ffffff', 0.12);
  return (
    `<path d="M${-w} -40 L${-w - 60} -130 L${-w + 30} -150 L${-w + 40} -50 Z" fill="${mix(brown, '#000000', 0.1)}"/>` +
    `<path d="M${w} -40 L${w + 70} -120 L${w - 10} -160 L${-w + 40} -150 L${-w + 40} -50 Z" fill="${flap}"/>` +
    `<path d="M${-w} -40 L${-w + 40} -60 H${w - 30} L${w} -40 Z" fill="${inside}"/>`
  );
}

/** The front of the opened parcel, a strip of cut tape on it and crumpled paper inside; no label, no words. */
export function parcelFront(width: number, brown: string, random: () => number): string {
  const w = width / 2;
  // Crumpled packing paper: irregular pale blobs.
  const paper = Array.from({ length: 4 }, (_, i) => {
    const cx = -w + 24 + ((i + random()) * (width - 48)) / 4;
    const cy = -44 - random() * 12;
    const points = Array.from({ length: 7 }, (_, k) => {
      const a = (k / 7) * Math.PI * 2;
      const r = 18 + random() * 14;
      return `${(cx + Math.cos(a) * r * 1.5).toFixed(0)},${(cy + Math.sin(a) * r).toFixed(0)}`;
    }).join(' ');
    return `<polygon points="${points}" fill="${i % 2 ? '#f1ede4' : '#e4ded2'}" stroke="#d3cbbd" stroke-width="1.5" stroke-linejoin="round"/>`;
  }).join('');
  const tapeX = (-w / 3 + random() * (w / 2)).toFixed(0);
  return (
    paper +
    `<path d="M${-w} -40 H${w} L${w - 8} 110 H${-w + 8} Z" fill="${brown}"/>` +
    `<path d="M${-w} -40 H${w} L${w - 2} -24 H${-w + 2} Z" fill="${mix(brown, '#ffffff', 0.2)}"/>` +
    `<rect x="${tapeX}" y="-40" width="34" height="60" fill="#e8d6b0" fill-opacity="0.55"/>` +
    `<path d="M${-w + 20} 60 C${-w / 2} 52 ${w / 2} 66 ${w - 20} 58" stroke="${mix(brown, '#000000', 0.15)}" stroke-width="2" fill="none" stroke-opacity="0.6"/>`
  );
}

export const SKIN = ['#f2c9a8', '#e0ac84', '#c68a62', '#9c6644', '#f6d7c0'] as const;

/**
 * A hand holding goods centred on the origin (the goods' 200-unit box): the palm and wrist behind them,
 * drawn before the goods; `fingers` after them wraps the fingers and the thumb around their sides.
 */
export function palm(skin: string): string {
  const edge = mix(skin, '#000000', 0.2);
  return `<path d="M40 360 C40 250 20 190 30 130" stroke="${edge}" stroke-width="112" stroke-linecap="round" fill="none"/><path d="M40 360 C40 250 20 190 30 130" stroke="${skin}" stroke-width="104" stroke-linecap="round" fill="none"/><ellipse cx="20" cy="90" rx="92" ry="66" fill="${skin}" stroke="${edge}" stroke-width="3"/>`;
}

export function fingers(skin: string): string {
  const edge = mix(skin, '#000000', 0.22);
  const nail = mix(skin, '#ffffff', 0.45);
  const finger = (y: number, len: number) =>
    `<rect x="${112 - len}" y="${y}" width="${len}" height="28" rx="14" fill="${skin}" stroke="${edge}" stroke-width="3"/><ellipse cx="${112 - len + 11}" cy="${y + 14}" rx="6" ry="8" fill="${nail}"/>`;
  const thumb = `<g transform="rotate(-38 -80 90)"><rect x="-100" y="70" width="92" height="36" rx="18" fill="${skin}" stroke="${edge}" stroke-width="3"/><ellipse cx="-20" cy="88" rx="9" ry="11" fill="${nail}"/></g>`;
  return finger(-38, 46) + finger(-8, 52) + finger(22, 50) + finger(52, 42) + thumb;
}
