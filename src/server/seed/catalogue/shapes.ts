import type { Shape } from './types.ts';

/**
 * Abstract product silhouettes in a 200×200 box centred on the origin. `fill` paints the body,
 * `accent` the small parts (caps, ribbons, flames); both are colours or url(#id) references.
 */
export function silhouette(shape: Shape, fill: string, accent: string): string {
  const body = `fill="${fill}"`;
  const part = `fill="${accent}"`;
  switch (shape) {
    case 'bottle':
      return `<rect x="-24" y="-100" width="48" height="26" rx="6" ${part}/><rect x="-17" y="-76" width="34" height="40" ${body}/><rect x="-56" y="-40" width="112" height="140" rx="30" ${body}/><rect x="-40" y="0" width="80" height="54" rx="8" fill="#fff" opacity="0.35"/>`;
    case 'pump':
      return `<rect x="-6" y="-82" width="50" height="12" rx="5" ${part}/><rect x="-7" y="-78" width="14" height="38" ${part}/><rect x="-22" y="-44" width="44" height="22" rx="4" ${part}/><rect x="-50" y="-24" width="100" height="124" rx="24" ${body}/><rect x="-34" y="10" width="68" height="50" rx="6" fill="#fff" opacity="0.35"/>`;
    case 'tube':
      return `<path d="M-62 -100 H62 L42 62 H-42 Z" ${body}/><rect x="-62" y="-100" width="124" height="14" ${part}/><rect x="-30" y="60" width="60" height="40" rx="8" ${part}/><path d="M-30 -60 H30 L24 0 H-24 Z" fill="#fff" opacity="0.35"/>`;
    case 'jar':
      return `<rect x="-74" y="-60" width="148" height="36" rx="10" ${part}/><rect x="-84" y="-26" width="168" height="110" rx="34" ${body}/><ellipse cx="0" cy="28" rx="50" ry="22" fill="#fff" opacity="0.35"/>`;
    case 'candle':
      return `<path d="M0 -100 C22 -72 16 -52 0 -46 C-16 -52 -22 -72 0 -100 Z" ${part}/><rect x="-2" y="-48" width="4" height="14" fill="#3a2a4a"/><rect x="-64" y="-36" width="128" height="136" rx="20" ${body}/><ellipse cx="0" cy="-34" rx="64" ry="12" fill="#fff" opacity="0.55"/>`;
    case 'box':
      return `<rect x="-84" y="-28" width="168" height="124" rx="8" ${body}/><rect x="-94" y="-52" width="188" height="32" rx="6" ${body}/><rect x="-12" y="-52" width="24" height="148" ${part}/><ellipse cx="-30" cy="-66" rx="30" ry="16" ${part} transform="rotate(-20 -30 -66)"/><ellipse cx="30" cy="-66" rx="30" ry="16" ${part} transform="rotate(20 30 -66)"/>`;
    case 'heart':
      return `<path d="M0 90 C-70 40 -100 0 -100 -40 C-100 -80 -60 -100 -30 -90 C-12 -84 -4 -70 0 -60 C4 -70 12 -84 30 -90 C60 -100 100 -80 100 -40 C100 0 70 40 0 90 Z" ${body}/><path d="M-60 -50 C-56 -70 -40 -78 -26 -74" stroke="#fff" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.6"/>`;
    case 'wave':
      return [0, 1, 2]
        .map((i) => `<path d="M-100 ${-50 + i * 50} C-60 ${-90 + i * 50} -30 ${-10 + i * 50} 0 ${-50 + i * 50} S60 ${-90 + i * 50} 100 ${-50 + i * 50}" stroke="${i === 1 ? accent : fill}" stroke-width="26" stroke-linecap="round" fill="none"/>`)
        .join('');
    case 'ribbon':
      return `<path d="M-90 60 C-40 -100 40 100 90 -60" stroke="${fill}" stroke-width="34" stroke-linecap="round" fill="none"/><path d="M-90 60 C-40 -100 40 100 90 -60" stroke="${accent}" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.8"/>`;
    case 'garment':
      return `<path d="M-34 -100 L-40 -50 C-70 -10 -86 50 -92 100 H92 C86 50 70 -10 40 -50 L34 -100 L26 -100 L28 -58 C10 -48 -10 -48 -28 -58 L-26 -100 Z" ${body}/><path d="M-40 -50 C-14 -34 14 -34 40 -50" stroke="${accent}" stroke-width="8" fill="none"/>`;
    case 'cards':
      return [-18, 0, 18]
        .map((deg, i) => `<rect x="-50" y="-80" width="100" height="150" rx="12" ${i === 2 ? body : part} stroke="#fff" stroke-width="4" transform="rotate(${deg} 0 90)"/>`)
        .join('') + `<path d="M0 20 C-22 0 -26 -16 -12 -22 C-6 -24 -2 -20 0 -16 C2 -20 6 -24 12 -22 C26 -16 22 0 0 20 Z" fill="#fff" transform="rotate(18 0 90)"/>`;
    case 'dice':
      return `<rect x="-92" y="-40" width="100" height="100" rx="20" ${body} transform="rotate(-12 -42 10)"/><rect x="0" y="-70" width="90" height="90" rx="18" ${part} transform="rotate(14 45 -25)"/>${[[-66, -14], [-18, 34], [-42, 10]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#fff"/>`).join('')}<circle cx="45" cy="-25" r="9" fill="#fff"/>`;
    case 'mask':
      return `<path d="M-100 -10 H100" stroke="${accent}" stroke-width="10"/><path d="M0 -20 C-20 -46 -70 -50 -88 -26 C-100 -6 -90 30 -58 38 C-30 44 -10 24 0 10 C10 24 30 44 58 38 C90 30 100 -6 88 -26 C70 -50 20 -46 0 -20 Z" ${body}/>`;
    case 'wand':
      return `<g transform="rotate(-28)"><rect x="-20" y="-40" width="40" height="140" rx="20" ${body}/><circle cx="0" cy="-62" r="38" ${body}/><rect x="-22" y="-24" width="44" height="10" rx="5" ${part}/><circle cx="0" cy="40" r="7" fill="#fff" opacity="0.8"/></g>`;
    case 'pebble':
      return `<path d="M-10 -90 C50 -96 92 -40 86 20 C80 80 30 100 -20 92 C-76 82 -96 30 -86 -20 C-78 -62 -50 -86 -10 -90 Z" ${body}/><ellipse cx="-8" cy="-30" rx="26" ry="14" ${part} transform="rotate(-20 -8 -30)"/><circle cx="10" cy="30" r="8" fill="#fff" opacity="0.7"/>`;
    case 'sphere':
      return `<circle cx="0" cy="0" r="92" ${body}/>${[[-40, -30, 8], [30, -50, 6], [46, 20, 10], [-20, 40, 7], [10, 0, 5]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" ${part}/>`).join('')}<ellipse cx="-34" cy="-44" rx="24" ry="14" fill="#fff" opacity="0.5"/>`;
    case 'packet':
      // A sealed foil square with the rolled ring showing through and serrated edges: a condom, not a gift.
      return `<g transform="rotate(-10)"><rect x="-84" y="-84" width="168" height="168" rx="10" ${body} stroke="${accent}" stroke-width="6" stroke-dasharray="6 6"/><circle cx="0" cy="0" r="52" fill="none" stroke="#fff" stroke-width="12" opacity="0.75"/><circle cx="0" cy="0" r="30" fill="#fff" opacity="0.3"/><path d="M-70 -66 L-54 -66" stroke="${accent}" stroke-width="6" stroke-linecap="round"/></g>`;
    case 'roller':
      return `<g transform="rotate(-24)"><rect x="-58" y="-96" width="116" height="44" rx="22" ${body}/><rect x="-6" y="-96" width="12" height="44" ${part}/><path d="M-50 -52 V-30 H50 V-52" stroke="${accent}" stroke-width="8" fill="none"/><rect x="-12" y="-32" width="24" height="132" rx="12" ${body}/></g>`;
    case 'case':
      return `<path d="M-34 -70 V-88 C-34 -98 34 -98 34 -88 V-70" stroke="${accent}" stroke-width="12" fill="none"/><rect x="-96" y="-70" width="192" height="160" rx="16" ${body}/><rect x="-96" y="-16" width="192" height="8" fill="#fff" opacity="0.5"/><rect x="-16" y="-30" width="32" height="40" rx="6" ${part}/><circle cx="0" cy="-14" r="5" fill="#fff"/>`;
    case 'pillow':
      return `<path d="M-96 -64 C-60 -54 60 -54 96 -64 C86 -20 86 20 96 64 C60 54 -60 54 -96 64 C-86 20 -86 -20 -96 -64 Z" ${body}/><path d="M-70 -36 C-30 -28 30 -28 70 -36" stroke="${accent}" stroke-width="6" fill="none" opacity="0.7"/>`;
    case 'collar':
      // A U-shaped neck massager, its open side up.
      return `<path d="M-70 -80 C-100 20 -60 84 0 84 C60 84 100 20 70 -80" stroke="${fill}" stroke-width="44" stroke-linecap="round" fill="none"/>${[-50, 0, 50].map((x) => `<circle cx="${x}" cy="${x === 0 ? 84 : 60}" r="10" ${part}/>`).join('')}`;
    case 'pouch':
      return `<path d="M-60 -60 C-90 -10 -96 60 -70 90 H70 C96 60 90 -10 60 -60 Z" ${body}/><path d="M-64 -60 H64" stroke="${accent}" stroke-width="10" stroke-linecap="round"/><path d="M20 -60 C30 -90 60 -96 62 -78" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  }
}
