import { pick, type Rand } from './demo-site.js';

/** SVG building blocks for the generated demo pictures (no CJK text: fonts may be missing). */

export const FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif';
const n = (value: number) => value.toFixed(1);

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** A linear gradient, diagonal unless `vertical`. */
export function lin(id: string, stops: string[], vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  const marks = stops.map((color, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${color}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${marks}</linearGradient>`;
}

export function glow(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.8"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export const fill = (w: number, h: number, id: string) => `<rect width="${w}" height="${h}" fill="url(#${id})"/>`;

export function bubbles(rand: Rand, count: number, w: number, h: number, color: string, maxR: number, opacity: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = maxR * (0.2 + rand() * 0.8);
    out += `<circle cx="${n(rand() * w)}" cy="${n(rand() * h)}" r="${n(r)}" fill="${color}" opacity="${(opacity * (0.3 + rand() * 0.7)).toFixed(2)}"/>`;
  }
  return out;
}

/** Book spines standing on `baseY`, filling `width`. */
export function books(rand: Rand, x: number, baseY: number, width: number, maxH: number, palette: readonly string[]): string {
  let out = '';
  let cx = x;
  while (true) {
    const bw = 14 + Math.floor(rand() * 20);
    if (cx + bw > x + width) break;
    const bh = maxH * (0.62 + rand() * 0.38);
    const top = baseY - bh;
    out += `<rect x="${n(cx)}" y="${n(top)}" width="${bw - 2}" height="${n(bh)}" rx="2" fill="${pick(rand, palette)}"/>`;
    out += `<rect x="${n(cx)}" y="${n(top + bh * 0.14)}" width="${bw - 2}" height="3" fill="#fff" opacity="0.35"/>`;
    out += `<rect x="${n(cx)}" y="${n(top + bh * 0.8)}" width="${bw - 2}" height="2" fill="#000" opacity="0.2"/>`;
    cx += bw + (rand() < 0.06 ? 10 : 0);
  }
  return out;
}

export function shelf(rand: Rand, x: number, y: number, w: number, h: number, rows: number, palette: readonly string[], wood: string): string {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${wood}"/><rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" fill="#000" opacity="0.28"/>`;
  const rowH = (h - 24) / rows;
  for (let r = 0; r < rows; r++) {
    const baseY = y + 12 + rowH * (r + 1) - 8;
    out += books(rand, x + 18, baseY, w - 36, rowH - 22, palette);
    out += `<rect x="${x + 12}" y="${n(baseY)}" width="${w - 24}" height="8" fill="${wood}"/>`;
  }
  return out;
}

/** An open book seen from the front, spine at (cx, cy); `w` is one page's width. */
export function openBook(cx: number, cy: number, w: number, h: number, page: string, cover: string): string {
  const side = (s: number) =>
    `M${cx},${cy + 8} Q${n(cx + s * w * 0.5)},${n(cy - h * 0.1)} ${n(cx + s * w)},${cy} L${n(cx + s * w)},${cy + h} Q${n(cx + s * w * 0.5)},${n(cy + h * 0.9)} ${cx},${cy + h + 8} Z`;
  const coverPath = `M${n(cx - w - 16)},${cy + 12} L${n(cx - w - 16)},${cy + h + 18} Q${n(cx - w * 0.5)},${cy + h + 8} ${cx},${cy + h + 26} Q${n(cx + w * 0.5)},${cy + h + 8} ${n(cx + w + 16)},${cy + h + 18} L${n(cx + w + 16)},${cy + 12} Z`;
  let lines = '';
  for (let i = 1; i <= 7; i++) {
    const y = cy + h * 0.1 + i * h * 0.11;
    const short = i % 3 === 0 ? 0.3 : 0;
    lines += `<line x1="${n(cx - w * 0.86)}" y1="${n(y)}" x2="${n(cx - w * (0.14 + short))}" y2="${n(y)}"/>`;
    lines += `<line x1="${n(cx + w * 0.14)}" y1="${n(y)}" x2="${n(cx + w * (0.86 - short))}" y2="${n(y)}"/>`;
  }
  return (
    `<path d="${coverPath}" fill="${cover}"/><path d="${side(-1)}" fill="${page}"/><path d="${side(1)}" fill="${page}"/>` +
    `<g stroke="#8a8f99" stroke-width="4" stroke-linecap="round" opacity="0.45">${lines}</g>` +
    `<line x1="${cx}" y1="${cy + 8}" x2="${cx}" y2="${cy + h + 8}" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`
  );
}

export function shield(cx: number, cy: number, s: number, color: string): string {
  const d = `M${cx},${cy - s} L${n(cx + s * 0.8)},${n(cy - s * 0.68)} L${n(cx + s * 0.8)},${n(cy + s * 0.05)} Q${n(cx + s * 0.75)},${n(cy + s * 0.75)} ${cx},${n(cy + s * 1.05)} Q${n(cx - s * 0.75)},${n(cy + s * 0.75)} ${n(cx - s * 0.8)},${n(cy + s * 0.05)} L${n(cx - s * 0.8)},${n(cy - s * 0.68)} Z`;
  const check = `M${n(cx - s * 0.35)},${n(cy + s * 0.02)} L${n(cx - s * 0.08)},${n(cy + s * 0.3)} L${n(cx + s * 0.4)},${n(cy - s * 0.28)}`;
  return `<path d="${d}" fill="${color}" stroke="#fff" stroke-width="${n(s * 0.06)}"/><path d="${check}" fill="none" stroke="#fff" stroke-width="${n(s * 0.13)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** City blocks from x=0 to w standing on baseY, optionally with lit windows. */
export function skyline(rand: Rand, w: number, baseY: number, maxH: number, color: string, windows?: string): string {
  let out = '';
  for (let x = -10; x < w;) {
    const bw = 40 + rand() * 90;
    const bh = maxH * (0.3 + rand() * 0.7);
    out += `<rect x="${n(x)}" y="${n(baseY - bh)}" width="${n(bw)}" height="${n(bh + 2)}" fill="${color}"/>`;
    if (rand() < 0.25) out += `<rect x="${n(x + bw / 2 - 2)}" y="${n(baseY - bh - 24)}" width="4" height="24" fill="${color}"/>`;
    if (windows) {
      for (let wy = baseY - bh + 12; wy < baseY - 14; wy += 18) {
        for (let wx = x + 8; wx < x + bw - 12; wx += 14) {
          if (rand() < 0.35) out += `<rect x="${n(wx)}" y="${n(wy)}" width="6" height="9" fill="${windows}" opacity="0.85"/>`;
        }
      }
    }
    x += bw + 4;
  }
  return out;
}

export function calendar(cx: number, cy: number, s: number, main: string, accent: string): string {
  const x = cx - s,
    y = cy - s * 0.85,
    w = s * 2,
    h = s * 1.8;
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(s * 0.1)}" fill="#fff"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.22)}" rx="${n(s * 0.1)}" fill="${main}"/>`;
  for (const rx of [0.3, 0.7]) out += `<rect x="${n(x + w * rx - 6)}" y="${n(y - 14)}" width="12" height="32" rx="6" fill="#555"/>`;
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 6; c++) {
      const color = r === 2 && c === 3 ? accent : '#d5dbe3';
      out += `<rect x="${n(x + w * 0.07 + c * w * 0.148)}" y="${n(y + h * 0.3 + r * h * 0.17)}" width="${n(w * 0.11)}" height="${n(h * 0.12)}" rx="4" fill="${color}"/>`;
    }
  }
  const kx = cx + s * 0.95,
    ky = cy + s * 0.75,
    kr = s * 0.45;
  return (
    out +
    `<circle cx="${n(kx)}" cy="${n(ky)}" r="${n(kr)}" fill="${accent}" stroke="#fff" stroke-width="8"/>` +
    `<path d="M${n(kx)},${n(ky - kr * 0.6)} L${n(kx)},${n(ky)} L${n(kx + kr * 0.45)},${n(ky + kr * 0.2)}" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>`
  );
}

/** Nodes joined to their neighbours, like a network diagram. */
export function network(rand: Rand, x: number, y: number, w: number, h: number, count: number, color: string): string {
  const points = Array.from({ length: count }, () => [x + rand() * w, y + rand() * h]);
  let out = `<g stroke="${color}" stroke-opacity="0.35" stroke-width="2">`;
  points.forEach(([px, py], i) => {
    for (const j of [i + 1, i + 3]) if (points[j]) out += `<line x1="${n(px)}" y1="${n(py)}" x2="${n(points[j][0])}" y2="${n(points[j][1])}"/>`;
  });
  out += '</g>';
  for (const [px, py] of points) out += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(3 + rand() * 6)}" fill="${color}" opacity="0.8"/>`;
  return out;
}

/** A tablet showing a page of text, centred at (cx, cy). */
export function tablet(cx: number, cy: number, w: number, h: number, accent: string): string {
  let out = `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${w * 0.07}" fill="#1b1f2a"/>`;
  out += `<rect x="${cx - w / 2 + 16}" y="${cy - h / 2 + 16}" width="${w - 32}" height="${h - 32}" rx="8" fill="#f4f6fb"/>`;
  out += `<rect x="${cx - w / 2 + 36}" y="${cy - h / 2 + 40}" width="${n(w * 0.35)}" height="${n(h * 0.3)}" rx="6" fill="${accent}"/>`;
  for (let i = 0; i < 9; i++) {
    const y = cy - h / 2 + 40 + (i < 4 ? i * h * 0.075 : h * 0.34 + (i - 4) * h * 0.08);
    const x1 = i < 4 ? cx - w / 2 + 56 + w * 0.35 : cx - w / 2 + 36;
    out += `<rect x="${n(x1)}" y="${n(y + 4)}" width="${n(cx + w / 2 - 36 - x1 - (i % 3) * 24)}" height="8" rx="4" fill="#c5ccd8"/>`;
  }
  return out;
}

export function star(cx: number, cy: number, r: number, color: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${n(cx + Math.cos(a) * radius)},${n(cy + Math.sin(a) * radius)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

/** A stack of closed books lying flat, bottom at baseY. */
export function bookStack(rand: Rand, cx: number, baseY: number, w: number, count: number, palette: readonly string[]): string {
  let out = '';
  let y = baseY;
  for (let i = 0; i < count; i++) {
    const bw = w * (0.75 + rand() * 0.25);
    const bh = 22 + rand() * 16;
    const x = cx - bw / 2 + (rand() - 0.5) * 24;
    y -= bh;
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" rx="4" fill="${pick(rand, palette)}"/><rect x="${n(x + bw - 14)}" y="${n(y + 4)}" width="10" height="${n(bh - 8)}" fill="#fff" opacity="0.8"/>`;
  }
  return out;
}

export function balloon(cx: number, cy: number, r: number, color: string): string {
  return `<path d="M${cx},${cy + r * 1.2} q-10,40 6,${r * 1.6}" stroke="#666" stroke-width="2" fill="none"/><ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${n(r * 1.2)}" fill="${color}"/><ellipse cx="${n(cx - r * 0.35)}" cy="${n(cy - r * 0.4)}" rx="${n(r * 0.18)}" ry="${n(r * 0.3)}" fill="#fff" opacity="0.5"/>`;
}

export function lantern(cx: number, cy: number, s: number): string {
  return (
    `<line x1="${cx}" y1="0" x2="${cx}" y2="${n(cy - s * 0.8)}" stroke="#f7c948" stroke-width="3"/><rect x="${n(cx - s * 0.35)}" y="${n(cy - s * 0.85)}" width="${n(s * 0.7)}" height="${n(s * 0.14)}" fill="#f7c948"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${n(s)}" ry="${n(s * 0.78)}" fill="#e02424"/><ellipse cx="${cx}" cy="${cy}" rx="${n(s * 0.45)}" ry="${n(s * 0.78)}" fill="none" stroke="#f7c948" stroke-width="2" opacity="0.6"/>` +
    `<rect x="${n(cx - s * 0.35)}" y="${n(cy + s * 0.72)}" width="${n(s * 0.7)}" height="${n(s * 0.14)}" fill="#f7c948"/><rect x="${n(cx - 3)}" y="${n(cy + s * 0.86)}" width="6" height="${n(s * 0.7)}" fill="#f7c948"/>`
  );
}

export function firework(cx: number, cy: number, r: number, color: string): string {
  let out = `<g stroke="${color}" stroke-width="3" stroke-linecap="round">`;
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI / 8) * i;
    out += `<line x1="${n(cx + Math.cos(a) * r * 0.3)}" y1="${n(cy + Math.sin(a) * r * 0.3)}" x2="${n(cx + Math.cos(a) * r)}" y2="${n(cy + Math.sin(a) * r)}"/>`;
  }
  return out + '</g>';
}

export function extinguisher(cx: number, baseY: number, s: number): string {
  const w = s * 0.55,
    h = s * 1.5,
    top = baseY - h;
  return (
    `<rect x="${n(cx - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(w / 2)}" fill="#d62828"/>` +
    `<rect x="${n(cx - w / 2 + 8)}" y="${n(top + h * 0.35)}" width="${n(w - 16)}" height="${n(h * 0.3)}" rx="6" fill="#fff" opacity="0.9"/>` +
    `<rect x="${n(cx - 10)}" y="${n(top - s * 0.16)}" width="20" height="${n(s * 0.18)}" fill="#333"/>` +
    `<path d="M${n(cx - 26)},${n(top - s * 0.16)} L${n(cx + 36)},${n(top - s * 0.26)}" stroke="#333" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M${n(cx + 10)},${n(top - s * 0.1)} q${n(s * 0.45)},${n(s * 0.1)} ${n(s * 0.42)},${n(s * 0.6)}" stroke="#333" stroke-width="9" fill="none" stroke-linecap="round"/>`
  );
}
