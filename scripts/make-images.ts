// Renders every image the demo seed references (packages/db/src/seed/images.ts) as a JPEG:
// a soft gradient with shapes (balloons, hearts, candles, cakes ...) in the entry's hue.
// Shapes only, no SVG text: the machine may have no fonts. Nothing is fetched from the internet.
//
//   npx tsx scripts/make-images.ts [outDir]     (default: apps/web/public)
//
// Idempotent: files that already exist are skipped.
import { access, mkdir, rename } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { IMAGE_SIZES, type ImageEntry, imageManifest, type Motif } from '../packages/db/src/seed/images';
import { hash, mulberry32 } from '../packages/db/src/seed/random';

type Rand = { next: () => number; range: (min: number, max: number) => number; pick: <T>(items: T[]) => T };

function rand(seed: number): Rand {
  const next = mulberry32(seed);
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

/** HSL to #rrggbb (librsvg understands hex everywhere). */
function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

const n = (x: number) => Number(x.toFixed(2));

type Palette = { main: string; light: string; dark: string; accent: string; soft: string; colors: string[] };

function palette(h: number): Palette {
  return {
    main: hsl(h, 72, 56),
    light: hsl(h, 85, 78),
    dark: hsl(h, 55, 32),
    accent: hsl(h + 40, 80, 62),
    soft: hsl(h - 25, 70, 70),
    colors: [hsl(h, 72, 56), hsl(h + 35, 78, 62), hsl(h - 35, 70, 60), '#f4c95d', '#fdf6ec', hsl(h, 85, 78)],
  };
}

const heart = (x: number, y: number, size: number, fill: string, rotate = 0, opacity = 1) =>
  `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(size)})" fill="${fill}" opacity="${n(opacity)}" d="M0 0.38 C-0.62 -0.02 -0.5 -0.68 0 -0.3 C0.5 -0.68 0.62 -0.02 0 0.38 Z"/>`;

const star = (x: number, y: number, r: number, fill: string, opacity = 1) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${n(x + radius * Math.cos(angle))},${n(y + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" opacity="${n(opacity)}"/>`;
};

const sparkle = (x: number, y: number, r: number, fill: string) =>
  `<path fill="${fill}" d="M${n(x)} ${n(y - r)} Q${n(x + r * 0.15)} ${n(y - r * 0.15)} ${n(x + r)} ${n(y)} Q${n(x + r * 0.15)} ${n(y + r * 0.15)} ${n(x)} ${n(y + r)} Q${n(x - r * 0.15)} ${n(y + r * 0.15)} ${n(x - r)} ${n(y)} Q${n(x - r * 0.15)} ${n(y - r * 0.15)} ${n(x)} ${n(y - r)} Z"/>`;

const shadow = (x: number, y: number, rx: number) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(rx * 0.18)}" fill="#000" opacity="0.12"/>`;

// Motifs are drawn in a 100 x 100 box and placed by the caller.
const MOTIFS: Record<Motif, (r: Rand, p: Palette) => string> = {
  balloons(r, p) {
    const count = Math.floor(r.range(4, 8));
    const knotX = 50 + r.range(-6, 6);
    let out = '';
    for (let i = 0; i < count; i++) {
      const cx = 14 + (72 * (i + 0.5)) / count + r.range(-4, 4);
      const cy = r.range(20, 50) - (i % 2) * 6;
      const rad = r.range(11, 16);
      const color = r.pick(p.colors);
      out += `<path d="M${n(cx)} ${n(cy + rad * 1.2)} Q${n(cx + r.range(-8, 8))} ${n(cy + 30)} ${n(knotX)} 92" stroke="#ffffff" stroke-opacity="0.7" stroke-width="0.6" fill="none"/>`;
      out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rad)}" ry="${n(rad * 1.2)}" fill="${color}"/>`;
      out += `<path d="M${n(cx - 1.8)} ${n(cy + rad * 1.25)} L${n(cx + 1.8)} ${n(cy + rad * 1.25)} L${n(cx)} ${n(cy + rad * 1.15)} Z" fill="${color}"/>`;
      out += `<ellipse cx="${n(cx - rad * 0.35)}" cy="${n(cy - rad * 0.45)}" rx="${n(rad * 0.22)}" ry="${n(rad * 0.34)}" fill="#fff" opacity="0.45" transform="rotate(-20 ${n(cx - rad * 0.35)} ${n(cy - rad * 0.45)})"/>`;
    }
    return out;
  },
  hearts(r, p) {
    let out = heart(50, 52, 46, p.main) + heart(44, 44, 10, '#fff', -10, 0.35);
    for (let i = 0; i < 7; i++) {
      out += heart(r.range(8, 92), r.range(8, 92), r.range(6, 14), r.pick(p.colors), r.range(-25, 25), 0.85);
    }
    return out;
  },
  candles(r, p) {
    const count = Math.floor(r.range(3, 6));
    let out = shadow(50, 90, 38);
    for (let i = 0; i < count; i++) {
      const x = 22 + (56 * (i + 0.5)) / count;
      const h = r.range(22, 46);
      const top = 88 - h;
      out += `<circle cx="${n(x)}" cy="${n(top - 8)}" r="16" fill="url(#glow)"/>`;
      out += `<rect x="${n(x - 4.5)}" y="${n(top)}" width="9" height="${n(h)}" rx="2" fill="url(#wax)"/>`;
      out += `<line x1="${n(x)}" y1="${n(top)}" x2="${n(x)}" y2="${n(top - 3)}" stroke="#3b2a20" stroke-width="0.8"/>`;
      out += `<path d="M${n(x)} ${n(top - 2)} C${n(x + 3.5)} ${n(top - 6)} ${n(x + 2)} ${n(top - 11)} ${n(x)} ${n(top - 15)} C${n(x - 2)} ${n(top - 11)} ${n(x - 3.5)} ${n(top - 6)} ${n(x)} ${n(top - 2)} Z" fill="url(#flame)"/>`;
    }
    out += `<rect x="10" y="88" width="80" height="3" rx="1.5" fill="${p.dark}" opacity="0.5"/>`;
    for (let i = 0; i < 4; i++) out += heart(r.range(10, 90), r.range(70, 94), 5, p.light, 0, 0.8);
    return out;
  },
  gift(r, p) {
    let out = shadow(50, 91, 40);
    const boxes: [number, number, number, number][] = [
      [22, 44, 44, 46],
      [58, 60, 30, 30],
    ];
    for (const [x, y, w, h] of boxes) {
      const color = r.pick([p.main, p.accent, p.soft]);
      const ribbon = r.pick(['#f4c95d', '#fdf6ec']);
      out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="${color}"/>`;
      out += `<rect x="${x - 2}" y="${y - 6}" width="${w + 4}" height="9" rx="2" fill="${color}"/>`;
      out += `<rect x="${x - 2}" y="${y - 6}" width="${w + 4}" height="9" rx="2" fill="#000" opacity="0.08"/>`;
      out += `<rect x="${x + w / 2 - 3}" y="${y - 6}" width="6" height="${h + 6}" fill="${ribbon}"/>`;
      const bx = x + w / 2;
      const by = y - 7;
      out += `<ellipse cx="${bx - 6}" cy="${by - 3}" rx="7" ry="4" fill="${ribbon}" transform="rotate(-25 ${bx - 6} ${by - 3})"/>`;
      out += `<ellipse cx="${bx + 6}" cy="${by - 3}" rx="7" ry="4" fill="${ribbon}" transform="rotate(25 ${bx + 6} ${by - 3})"/>`;
      out += `<circle cx="${bx}" cy="${by - 1}" r="3" fill="${ribbon}"/>`;
    }
    for (let i = 0; i < 5; i++) out += sparkle(r.range(8, 92), r.range(6, 34), r.range(2, 4), '#fff');
    return out;
  },
  cake(r, p) {
    let out = `<ellipse cx="50" cy="88" rx="40" ry="6" fill="#fff" opacity="0.9"/>`;
    const tiers: [number, number, number][] = [
      [20, 62, 60],
      [28, 44, 44],
    ];
    for (const [x, y, w] of tiers) {
      const h = 22;
      out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="#fdf1e4"/>`;
      let drip = `M${x} ${y + 3}`;
      const drips = 6;
      for (let i = 0; i < drips; i++) {
        const dx = x + (w * (i + 1)) / drips;
        const depth = y + r.range(7, 12);
        drip += ` Q${n(dx - w / drips / 2)} ${n(depth)} ${n(dx)} ${y + 3}`;
      }
      out += `<path d="${drip} L${x + w} ${y} L${x} ${y} Z" fill="${p.main}"/>`;
      out += `<rect x="${x}" y="${y - 1}" width="${w}" height="4" rx="2" fill="${p.main}"/>`;
      for (let i = 0; i < 5; i++)
        out += `<circle cx="${n(x + 4 + r.range(0, w - 8))}" cy="${n(y + r.range(12, 19))}" r="1.3" fill="${r.pick(p.colors)}"/>`;
    }
    for (const x of [42, 50, 58]) {
      out += `<circle cx="${x}" cy="29" r="7" fill="url(#glow)"/>`;
      out += `<rect x="${x - 1.5}" y="32" width="3" height="12" rx="1" fill="${p.light}"/>`;
      out += `<path d="M${x} 31 C${x + 2} 28 ${x + 1} 25 ${x} 23 C${x - 1} 25 ${x - 2} 28 ${x} 31 Z" fill="url(#flame)"/>`;
    }
    return out;
  },
  camera(r, p) {
    let out = shadow(50, 86, 38);
    out += `<rect x="14" y="34" width="72" height="48" rx="8" fill="#2f2a33"/>`;
    out += `<rect x="28" y="26" width="20" height="11" rx="3" fill="#2f2a33"/>`;
    out += `<rect x="14" y="44" width="72" height="6" fill="${p.main}" opacity="0.9"/>`;
    out += `<rect x="70" y="38" width="9" height="5" rx="1.5" fill="#fdf6ec" opacity="0.85"/>`;
    out += `<circle cx="50" cy="58" r="19" fill="#56505c"/>`;
    out += `<circle cx="50" cy="58" r="14" fill="#1b181e"/>`;
    out += `<circle cx="50" cy="58" r="9" fill="url(#lens)"/>`;
    out += `<circle cx="46" cy="54" r="2.6" fill="#fff" opacity="0.7"/>`;
    for (let i = 0; i < 6; i++) out += sparkle(r.range(6, 94), r.range(6, 26), r.range(2, 4.5), '#fff');
    for (let i = 0; i < 3; i++) out += heart(r.range(8, 92), r.range(86, 96), 5, p.light, 0, 0.9);
    return out;
  },
  stars(r, p) {
    let out = `<path d="M74 14 A13 13 0 1 0 74 40 A10 13 0 1 1 74 14 Z" fill="#fdf3d8"/>`;
    for (let i = 0; i < 14; i++)
      out += star(r.range(5, 95), r.range(5, 55), r.range(0.8, 2.8), '#fff7e0', r.range(0.5, 1));
    out += `<ellipse cx="50" cy="94" rx="50" ry="16" fill="#151226" opacity="0.9"/>`;
    const tx = r.range(30, 60);
    out += `<circle cx="${n(tx)}" cy="78" r="16" fill="url(#glow)"/>`;
    out += `<path d="M${n(tx - 14)} 86 L${n(tx)} 62 L${n(tx + 14)} 86 Z" fill="${p.light}"/>`;
    out += `<path d="M${n(tx - 4)} 86 L${n(tx)} 74 L${n(tx + 4)} 86 Z" fill="#ffd27a"/>`;
    return out;
  },
  flowers(r, p) {
    let out = '';
    const count = Math.floor(r.range(4, 7));
    for (let i = 0; i < count; i++) {
      const x = 16 + (68 * (i + 0.5)) / count + r.range(-4, 4);
      const y = r.range(26, 56);
      const size = r.range(7, 11);
      const color = r.pick([p.main, p.accent, p.soft, p.light]);
      out += `<path d="M${n(x)} ${n(y)} Q${n(x + r.range(-6, 6))} ${n((y + 92) / 2)} 50 94" stroke="#5f8f4e" stroke-width="1.4" fill="none"/>`;
      out += `<ellipse cx="${n((x + 50) / 2 + 4)}" cy="${n((y + 94) / 2)}" rx="5" ry="2.2" fill="#6fa35c" transform="rotate(-30 ${n((x + 50) / 2 + 4)} ${n((y + 94) / 2)})"/>`;
      for (let k = 0; k < 6; k++) {
        out += `<ellipse cx="${n(x)}" cy="${n(y - size * 0.55)}" rx="${n(size * 0.38)}" ry="${n(size * 0.6)}" fill="${color}" transform="rotate(${k * 60} ${n(x)} ${n(y)})"/>`;
      }
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.3)}" fill="#f4c95d"/>`;
    }
    out += `<path d="M38 84 L62 84 L58 96 L42 96 Z" fill="${p.dark}" opacity="0.85"/>`;
    return out;
  },
  glasses(r, p) {
    const glass = (x: number, angle: number) =>
      `<g transform="rotate(${angle} ${x} 60)">` +
      `<path d="M${x - 11} 28 L${x + 11} 28 C${x + 11} 50 ${x - 11} 50 ${x - 11} 28 Z" fill="#fff" opacity="0.45"/>` +
      `<path d="M${x - 10} 36 L${x + 10} 36 C${x + 9} 49 ${x - 9} 49 ${x - 10} 36 Z" fill="${p.main}" opacity="0.9"/>` +
      `<rect x="${x - 0.9}" y="45" width="1.8" height="26" fill="#fff" opacity="0.8"/>` +
      `<ellipse cx="${x}" cy="72" rx="9" ry="2.2" fill="#fff" opacity="0.8"/></g>`;
    let out = shadow(50, 82, 34) + glass(38, -12) + glass(62, 12);
    out += sparkle(50, 18, 6, '#fff7e0');
    for (let i = 0; i < 10; i++)
      out += `<circle cx="${n(r.range(32, 68))}" cy="${n(r.range(8, 30))}" r="${n(r.range(0.6, 1.6))}" fill="#fff" opacity="0.8"/>`;
    for (let i = 0; i < 4; i++) out += heart(r.range(6, 94), r.range(60, 95), r.range(4, 7), p.light, 0, 0.8);
    return out;
  },
  confetti(r, p) {
    let out = '';
    for (let i = 0; i < 3; i++) {
      const y = r.range(10, 40);
      out += `<path d="M0 ${n(y)} Q25 ${n(y + 12)} 50 ${n(y)} T100 ${n(y)}" stroke="${r.pick(p.colors)}" stroke-width="1.6" fill="none" opacity="0.8"/>`;
    }
    for (let i = 0; i < 55; i++) {
      const x = r.range(2, 98);
      const y = r.range(2, 98);
      const color = r.pick(p.colors);
      out +=
        r.next() < 0.5
          ? `<rect x="${n(x)}" y="${n(y)}" width="3" height="1.6" fill="${color}" transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})"/>`
          : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r.range(0.8, 1.8))}" fill="${color}"/>`;
    }
    out += `<path d="M50 30 L66 80 L34 80 Z" fill="${p.main}"/>`;
    out += `<path d="M44.5 47 L55.5 47 L58.6 56.5 L41.4 56.5 Z M39 64 L61 64 L63.5 71.5 L36.5 71.5 Z" fill="#fdf6ec" opacity="0.9"/>`;
    out += `<circle cx="50" cy="29" r="4" fill="#f4c95d"/>`;
    return out;
  },
  banners(r, p) {
    // Bunting: rows of pennants hanging from sagging strings.
    let out = '';
    const rows = [18, 46, 74].slice(0, Math.floor(r.range(2, 4)));
    for (const [k, top] of rows.entries()) {
      const sag = r.range(8, 14);
      const at = (t: number) => top + 4 * sag * t * (1 - t);
      out += `<path d="M0 ${top} Q50 ${n(top + 2 * sag)} 100 ${top}" stroke="#fff" stroke-width="0.9" fill="none" opacity="0.9"/>`;
      const flags = 7 - k;
      for (let i = 0; i < flags; i++) {
        const t0 = (i + 0.12) / flags;
        const t1 = (i + 0.88) / flags;
        const tm = (t0 + t1) / 2;
        const color = r.pick(p.colors);
        out += `<path d="M${n(t0 * 100)} ${n(at(t0))} L${n(t1 * 100)} ${n(at(t1))} L${n(tm * 100)} ${n(at(tm) + 15)} Z" fill="${color}"/>`;
        out += `<path d="M${n(t0 * 100)} ${n(at(t0))} L${n(tm * 100)} ${n(at(tm))} L${n(tm * 100)} ${n(at(tm) + 15)} Z" fill="#000" opacity="0.07"/>`;
      }
    }
    for (let i = 0; i < 18; i++)
      out += `<circle cx="${n(r.range(4, 96))}" cy="${n(r.range(60, 98))}" r="${n(r.range(0.8, 1.8))}" fill="${r.pick(p.colors)}"/>`;
    return out;
  },
  partyhats(r, p) {
    let out = shadow(50, 90, 40);
    const hats: [number, number, number][] = [
      [30, 86, 30],
      [70, 86, 30],
      [50, 90, 36],
    ];
    for (const [x, base, w] of hats) {
      const top = base - w * 1.45;
      const color = r.pick([p.main, p.accent, p.soft]);
      const clip = `hat${x}`;
      out += `<clipPath id="${clip}"><path d="M${x - w / 2} ${base} L${x} ${n(top)} L${x + w / 2} ${base} Z"/></clipPath>`;
      out += `<path d="M${x - w / 2} ${base} L${x} ${n(top)} L${x + w / 2} ${base} Z" fill="${color}"/>`;
      let stripes = '';
      for (let y = base - 8; y > top; y -= 12)
        stripes += `<rect x="${x - w}" y="${n(y)}" width="${w * 2}" height="4" fill="#fdf6ec" opacity="0.75" transform="rotate(-18 ${x} ${n(y)})"/>`;
      out += `<g clip-path="url(#${clip})">${stripes}</g>`;
      out += `<ellipse cx="${x}" cy="${base}" rx="${n(w / 2 + 1)}" ry="2.4" fill="${p.dark}" opacity="0.6"/>`;
      out += `<circle cx="${x}" cy="${n(top)}" r="4.2" fill="#f4c95d"/>`;
    }
    for (let i = 0; i < 4; i++) {
      const y = r.range(8, 40);
      out += `<path d="M${n(r.range(0, 20))} ${n(y)} q10 -8 20 0 t20 0 t20 0" stroke="${r.pick(p.colors)}" stroke-width="1.4" fill="none"/>`;
    }
    for (let i = 0; i < 4; i++) out += star(r.range(6, 94), r.range(6, 30), r.range(1.5, 3), '#fff7e0', 0.9);
    return out;
  },
};

export function svgFor(entry: ImageEntry): string {
  const { width: w, height: h } = IMAGE_SIZES[entry.kind];
  const r = rand(hash(entry.path));
  const hue = entry.hue;
  const p = palette(hue);
  const night = entry.motif === 'stars';
  // Night scenes stay in blues and violets whatever the entry's hue.
  const bgFrom = night ? hsl(225 + (hue % 40), 50, 14) : hsl(hue, 70, 92);
  const bgTo = night ? hsl(255 + (hue % 40), 48, 36) : hsl(hue + 30, 62, 74);
  const bokeh = Array.from({ length: Math.floor(r.range(8, 15)) }, () => {
    const rad = r.range(0.03, 0.12) * Math.min(w, h);
    return `<circle cx="${n(r.range(0, w))}" cy="${n(r.range(0, h))}" r="${n(rad)}" fill="url(#bokeh)" opacity="${n(r.range(0.35, 0.9))}"/>`;
  }).join('');
  const size = Math.min(w, h) * (entry.kind === 'customization' ? 0.86 : 0.78);
  const x = (w - size) / 2 + r.range(-0.06, 0.06) * w;
  const y = (h - size) / 2 + r.range(-0.02, 0.04) * h;
  const motif = MOTIFS[entry.motif](r, p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/></linearGradient>
<radialGradient id="light" cx="${n(r.range(0.2, 0.8))}" cy="${n(r.range(0.15, 0.45))}" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="${night ? 0.12 : 0.55}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="bokeh"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.7" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#ffd27a" stop-opacity="0.75"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>
<linearGradient id="flame" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#ff8a2a"/><stop offset="0.6" stop-color="#ffc84a"/><stop offset="1" stop-color="#fff3b0"/></linearGradient>
<linearGradient id="wax" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff8ec"/><stop offset="1" stop-color="#efdcc2"/></linearGradient>
<radialGradient id="lens" cx="0.4" cy="0.4"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#light)"/>
${bokeh}
<g transform="translate(${n(x)} ${n(y)}) scale(${n(size / 100)})">${motif}</g>
</svg>`;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const outDir = resolve(process.argv[2] ?? 'apps/web/public');
  const started = performance.now();
  const entries = imageManifest();
  await Promise.all(
    [...new Set(entries.map((e) => dirname(join(outDir, e.path))))].map((d) => mkdir(d, { recursive: true })),
  );
  let made = 0;
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const entry = entries[next++] as ImageEntry;
      const file = join(outDir, entry.path);
      if (await exists(file)) continue;
      // Written under a temporary name and renamed, so an interrupted run leaves no half file behind.
      const partial = `${file}.${process.pid}.part`;
      const info = await sharp(Buffer.from(svgFor(entry)))
        .jpeg({ quality: 72, optimizeCoding: true })
        .toFile(partial);
      await rename(partial, file);
      made++;
      bytes += info.size;
    }
  };
  sharp.concurrency(1); // one libvips thread per image; images run in parallel instead
  const concurrency = Math.max(2, Math.min(8, availableParallelism()));
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `make-images: made ${made} of ${entries.length} images (${entries.length - made} already there), ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB, in ${seconds} s -> ${outDir}`,
  );
}

// Run only as a script, so that tests or tools can import svgFor without rendering everything.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
