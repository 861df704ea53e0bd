import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { BANNER_COUNT, COVER_NAMES, bannerSvg, coverSvg } from './demo-pictures.js';
import { prng, type Rand } from './demo-site.js';
import { FONT, books, bubbles, fill, lin, svgDoc } from './demo-svg.js';

/** Library pictures (800x500), link logos (200x80) and writing every demo picture to the upload store. */

const W = 800;
const H = 500;
const GROUND = 430;
const n = (value: number) => value.toFixed(1);
const SPINES = ['#8d6e63', '#5d4037', '#c62828', '#1565c0', '#2e7d32', '#f9a825', '#6a1b9a'];

type Style = 'modern' | 'brick' | 'classic' | 'kids' | 'cube' | 'tower' | 'jiangnan';
interface Look {
  style: Style;
  sky: [string, string];
  body: string;
  glass: string;
  night?: boolean;
}

/** One look per demo library, in the order of DEMO_LIBRARIES. */
const LOOKS: Look[] = [
  { style: 'modern', sky: ['#5aa9e6', '#d8ecfa'], body: '#e4ddd0', glass: '#4f7ca8' },
  { style: 'brick', sky: ['#7fb8e0', '#e8f3fb'], body: '#b5654a', glass: '#dfe9f2' },
  { style: 'classic', sky: ['#f6b980', '#fde9d3'], body: '#efe6d2', glass: '#7a4a32' },
  { style: 'kids', sky: ['#8fd3f4', '#e0f7fa'], body: '#ffb74d', glass: '#4fc3f7' },
  { style: 'cube', sky: ['#0b1d3a', '#2a4a73'], body: '#263238', glass: '#ffcf7a', night: true },
  { style: 'cube', sky: ['#3a3f78', '#f29e7a'], body: '#37474f', glass: '#ffd89b', night: true },
  { style: 'tower', sky: ['#4b9fe1', '#cfe8fb'], body: '#cfd8dc', glass: '#3d6f9e' },
  { style: 'jiangnan', sky: ['#9ccbe8', '#f0f7fc'], body: '#f4f3ee', glass: '#6d4c41' },
];

function scenery(rand: Rand, look: Look): string {
  let out = fill(W, H, 'sky');
  if (look.night) out += bubbles(rand, 50, W, 220, '#fff', 2, 0.9) + '<circle cx="660" cy="80" r="30" fill="#f5f3ce"/>';
  else {
    out += '<circle cx="680" cy="80" r="38" fill="#fff7c2" opacity="0.9"/>';
    for (const [x, y, s] of [
      [120, 70, 1],
      [420, 110, 0.8],
    ]) {
      out += `<g fill="#fff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${60 * s}" ry="${20 * s}"/><ellipse cx="${x + 30 * s}" cy="${y - 14 * s}" rx="${34 * s}" ry="${22 * s}"/></g>`;
    }
  }
  return (
    out +
    `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${look.night ? '#26323f' : '#8bc34a'}"/><path d="M330,${GROUND} L470,${GROUND} L560,${H} L240,${H} Z" fill="${look.night ? '#3b4a5a' : '#d7ccc8'}"/>`
  );
}

function trees(rand: Rand, xs: number[], dark: boolean): string {
  return xs
    .map((x) => {
      const r = 26 + rand() * 16;
      return `<rect x="${x - 4}" y="${GROUND - 40}" width="8" height="40" fill="#5d4037"/><circle cx="${x}" cy="${n(GROUND - 40 - r * 0.7)}" r="${n(r)}" fill="${dark ? '#1b5e20' : '#43a047'}"/>`;
    })
    .join('');
}

function windowGrid(rand: Rand, x: number, y: number, w: number, h: number, cell: number, color: string, arched = false): string {
  let out = '';
  for (let wy = y; wy + cell * 0.8 <= y + h; wy += cell) {
    for (let wx = x; wx + cell * 0.6 <= x + w; wx += cell * 0.8) {
      const opacity = (0.65 + rand() * 0.35).toFixed(2);
      out += arched
        ? `<path d="M${n(wx)},${n(wy + cell * 0.65)} V${n(wy + cell * 0.2)} a${n(cell * 0.25)},${n(cell * 0.2)} 0 0 1 ${n(cell * 0.5)},0 V${n(wy + cell * 0.65)} Z" fill="${color}" opacity="${opacity}"/>`
        : `<rect x="${n(wx)}" y="${n(wy)}" width="${n(cell * 0.55)}" height="${n(cell * 0.65)}" fill="${color}" opacity="${opacity}"/>`;
    }
  }
  return out;
}

function building(rand: Rand, look: Look): string {
  const { body, glass } = look;
  switch (look.style) {
    case 'modern':
      return (
        `<rect x="120" y="170" width="560" height="${GROUND - 170}" fill="${body}"/><rect x="150" y="200" width="330" height="${GROUND - 240}" fill="${glass}"/>` +
        windowGrid(rand, 156, 206, 320, GROUND - 250, 36, '#a9cbe8') +
        `<rect x="90" y="150" width="620" height="22" fill="#6d6a64"/>` +
        `<rect x="520" y="230" width="120" height="60" fill="${glass}" opacity="0.8"/><rect x="350" y="${GROUND - 70}" width="100" height="70" fill="#2f3e4e"/>`
      );
    case 'brick':
      return (
        `<rect x="170" y="150" width="460" height="${GROUND - 150}" fill="${body}"/><rect x="160" y="138" width="480" height="16" fill="#5b3a2e"/>` +
        windowGrid(rand, 200, 180, 400, GROUND - 270, 56, glass, true) +
        `<rect x="360" y="${GROUND - 80}" width="80" height="80" rx="4" fill="#3e2723"/>`
      );
    case 'classic': {
      let columns = '';
      for (let i = 0; i < 6; i++) columns += `<rect x="${215 + i * 72}" y="230" width="22" height="${GROUND - 262}" fill="#fbf7ee"/>`;
      return (
        `<rect x="170" y="215" width="460" height="${GROUND - 235}" fill="${body}"/><polygon points="150,215 400,120 650,215" fill="${glass}"/>` +
        `<polygon points="195,205 400,140 605,205" fill="${body}"/>` +
        columns +
        `<rect x="160" y="${GROUND - 32}" width="480" height="14" fill="#d7ccc8"/><rect x="140" y="${GROUND - 18}" width="520" height="18" fill="#bcaaa4"/>`
      );
    }
    case 'kids': {
      const blocks: [number, number, number, string][] = [
        [140, 230, 180, '#ef5350'],
        [320, 170, 170, body],
        [490, 250, 170, '#66bb6a'],
      ];
      return (
        blocks
          .map(
            ([x, y, w, color]) =>
              `<rect x="${x}" y="${y}" width="${w}" height="${GROUND - y}" rx="10" fill="${color}"/>` +
              `<circle cx="${x + w / 2}" cy="${y + 60}" r="26" fill="${glass}" stroke="#fff" stroke-width="6"/>`,
          )
          .join('') +
        `<path d="M310,175 Q405,90 500,175 Z" fill="#7e57c2"/><rect x="370" y="${GROUND - 90}" width="70" height="90" rx="35" fill="#5d4037"/>`
      );
    }
    case 'cube': {
      let shelves = '';
      for (let r = 0; r < 3; r++)
        shelves += books(rand, 230, 270 + r * 55, 340, 40, SPINES) + `<rect x="225" y="${270 + r * 55}" width="350" height="5" fill="#6d4c41"/>`;
      return (
        `<rect x="200" y="200" width="400" height="${GROUND - 200}" fill="${glass}"/>` +
        shelves +
        `<rect x="190" y="180" width="420" height="24" fill="${body}"/><rect x="190" y="200" width="10" height="${GROUND - 200}" fill="${body}"/>` +
        `<rect x="600" y="200" width="10" height="${GROUND - 200}" fill="${body}"/><rect x="398" y="200" width="4" height="${GROUND - 200}" fill="${body}"/>` +
        `<circle cx="470" cy="${GROUND - 58}" r="12" fill="#37474f"/><rect x="458" y="${GROUND - 46}" width="24" height="46" rx="8" fill="#37474f"/>`
      );
    }
    case 'jiangnan': {
      // White walls under dark stepped gables (马头墙), lattice windows, a wooden door.
      const parts: [number, number, number][] = [
        [150, 120, 215],
        [270, 260, 180],
        [530, 120, 215],
      ];
      let out = parts
        .map(
          ([x, w, top]) =>
            `<rect x="${x}" y="${top}" width="${w}" height="${GROUND - top}" fill="${body}"/><rect x="${x - 8}" y="${top - 12}" width="${w + 16}" height="14" fill="#37474f"/>` +
            `<polygon points="${x - 8},${top - 12} ${x - 22},${top - 22} ${x},${top - 12}" fill="#37474f"/><polygon points="${x + w + 8},${top - 12} ${x + w + 22},${top - 22} ${x + w},${top - 12}" fill="#37474f"/>`,
        )
        .join('');
      for (const x of [185, 300, 450, 565]) {
        out += `<rect x="${x}" y="260" width="50" height="50" fill="${glass}"/><path d="M${x + 25},262 V308 M${x + 2},285 H${x + 48}" stroke="#d7ccc8" stroke-width="3"/>`;
      }
      return (
        out +
        `<rect x="150" y="${GROUND - 14}" width="500" height="14" fill="#90a4ae"/><path d="M370,${GROUND} V${GROUND - 80} a30,30 0 0 1 60,0 V${GROUND} Z" fill="${glass}"/>`
      );
    }
    case 'tower':
      return (
        `<rect x="300" y="60" width="200" height="${GROUND - 60}" fill="${glass}"/>` +
        windowGrid(rand, 308, 70, 190, GROUND - 160, 30, '#a7c7e7') +
        `<rect x="150" y="260" width="500" height="${GROUND - 260}" fill="${body}"/>` +
        windowGrid(rand, 170, 280, 460, GROUND - 330, 34, glass) +
        `<rect x="360" y="${GROUND - 60}" width="80" height="60" fill="#263238"/>`
      );
  }
}

export function librarySvg(index: number): string {
  const look = LOOKS[index % LOOKS.length];
  const rand = prng(40 + index);
  return svgDoc(W, H, lin('sky', look.sky, true), scenery(rand, look) + building(rand, look) + trees(rand, [70, 735], look.night === true));
}

export function logoSvg(abbr: string, color: string): string {
  const size = abbr.length > 5 ? 19 : abbr.length > 4 ? 22 : 26;
  return svgDoc(
    200,
    80,
    '',
    `<rect x="1" y="1" width="198" height="78" rx="10" fill="#fff" stroke="${color}" stroke-width="2"/><circle cx="40" cy="40" r="26" fill="${color}"/>` +
      `<path d="M40,30 q-8,-5 -17,-3 v22 q9,-2 17,3 Z M40,30 q8,-5 17,-3 v22 q-9,-2 -17,3 Z" fill="#fff"/>` +
      `<text x="76" y="${40 + size * 0.36}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${color}">${abbr}</text>` +
      `<rect x="77" y="58" width="36" height="3" fill="${color}" opacity="0.5"/>`,
  );
}

export interface DemoImageUrls {
  banners: string[];
  covers: Record<string, string>;
  libraries: string[];
  logos: string[];
}

/** Renders every demo picture and stores it under `${uploadsDir}/demo/`; returns their /uploads URLs. */
export async function writeDemoImages(
  uploadsDir: string,
  libraryCount: number,
  logos: readonly { abbr: string; color: string }[],
): Promise<DemoImageUrls> {
  await mkdir(join(uploadsDir, 'demo'), { recursive: true });
  const render = async (key: string, svg: string) => {
    const image = sharp(Buffer.from(svg));
    const data = key.endsWith('.png') ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
    await writeFile(join(uploadsDir, key), data);
    return `/uploads/${key}`;
  };
  const [banners, covers, libraries, logoUrls] = await Promise.all([
    Promise.all(Array.from({ length: BANNER_COUNT }, (_, i) => render(`demo/banner-${i + 1}.jpg`, bannerSvg(i)))),
    Promise.all(COVER_NAMES.map((name) => render(`demo/cover-${name}.jpg`, coverSvg(name)))),
    Promise.all(Array.from({ length: libraryCount }, (_, i) => render(`demo/library-${i + 1}.jpg`, librarySvg(i)))),
    Promise.all(logos.map((logo, i) => render(`demo/link-${i + 1}.png`, logoSvg(logo.abbr, logo.color)))),
  ]);
  return { banners, covers: Object.fromEntries(COVER_NAMES.map((name, i) => [name, covers[i]])), libraries, logos: logoUrls };
}
