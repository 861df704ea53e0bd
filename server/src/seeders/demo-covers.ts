import { ResourceKind } from '../modules/catalogue/resource-kind.js';
import { CJK_SANS, CJK_SERIF, LATIN, textLines, wrapCjk, wrapLatin } from './demo-render.js';
import { prng, type Rand } from './demo-site.js';
import { bubbles, lin, network, star, svgDoc } from './demo-svg.js';

/** Cover designs of the demo catalogue, one per kind, as SVG (rendered by demo-render.ts). */

export interface CoverText {
  title: string;
  /** The first creator (author, narrator, institution…), shown under the title. */
  creator?: string;
  /** Latin title shown when no CJK font is installed (English title, or the kind's label). */
  en: string;
  /** Bottom line: publisher, institution, venue… (Chinese) and its Latin counterpart. */
  footer?: string;
  footerEn?: string;
  /** A heading line over the title (a thesis's degree), Chinese and Latin. */
  label?: string;
  labelEn?: string;
}

const PALETTES: Array<[string, string, string]> = [
  ['#8c1c13', '#bf4342', '#f6e7cb'],
  ['#1d3557', '#457b9d', '#f1faee'],
  ['#2a6041', '#4c956c', '#fefee3'],
  ['#3d2c8d', '#916bbf', '#f3e8ff'],
  ['#0b525b', '#1a759f', '#e0fbfc'],
  ['#7f4f24', '#b08968', '#fff1e6'],
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#5f0f40', '#9a031e', '#fb8b24'],
  ['#22223b', '#4a4e69', '#f2e9e4'],
  ['#023047', '#219ebc', '#ffb703'],
  ['#283618', '#606c38', '#fefae0'],
  ['#6a040f', '#d00000', '#ffba08'],
];

const n = (v: number) => v.toFixed(1);

/** One of four backdrops: layered hills, circles, waves or a grid. */
function motif(rand: Rand, w: number, h: number, top: number, colors: [string, string, string]): string {
  const [dark, mid, light] = colors;
  switch (Math.floor(rand() * 4)) {
    case 0: {
      let out = '';
      for (let layer = 0; layer < 3; layer++) {
        const base = top + (h - top) * (0.35 + layer * 0.2);
        let d = `M0,${n(base)}`;
        for (let x = 0; x <= w; x += w / 6) d += ` Q${n(x + w / 12)},${n(base - 30 - rand() * 60)} ${n(x + w / 6)},${n(base - rand() * 20)}`;
        out += `<path d="${d} L${w},${h} L0,${h} Z" fill="${layer === 1 ? mid : layer === 0 ? light : dark}" opacity="${0.35 + layer * 0.25}"/>`;
      }
      return out + `<circle cx="${n(w * (0.2 + rand() * 0.6))}" cy="${n(top + 40)}" r="${n(18 + rand() * 16)}" fill="${light}" opacity="0.8"/>`;
    }
    case 1:
      return Array.from(
        { length: 5 },
        () =>
          `<circle cx="${n(rand() * w)}" cy="${n(top + rand() * (h - top))}" r="${n(20 + rand() * 90)}" fill="${rand() < 0.5 ? light : mid}" opacity="${(0.15 + rand() * 0.35).toFixed(2)}"/>`,
      ).join('');
    case 2: {
      let out = '';
      for (let y = top + 30; y < h; y += 22)
        out += `<path d="M0,${y} Q${w / 4},${n(y - 14)} ${w / 2},${y} T${w},${y}" stroke="${light}" stroke-width="3" fill="none" opacity="0.35"/>`;
      return out;
    }
    default: {
      let out = `<g stroke="${light}" stroke-opacity="0.25">`;
      for (let x = 20; x < w; x += 28) out += `<line x1="${x}" y1="${top}" x2="${x}" y2="${h}"/>`;
      for (let y = top + 10; y < h; y += 28) out += `<line x1="0" y1="${y}" x2="${w}" y2="${y}"/>`;
      return (
        out +
        `</g><rect x="${n(w * 0.55)}" y="${n(top + (h - top) * 0.4)}" width="${n(w * 0.3)}" height="${n(w * 0.3)}" fill="${mid}" opacity="0.7"/>`
      );
    }
  }
}

/** Title and creator in a plate: Chinese when it can be drawn, else the Latin title. */
function titleBlock(cover: CoverText, cjk: boolean, x: number, y: number, width: number, ink: string, family = CJK_SERIF): string {
  if (cjk) {
    const chars = [...cover.title].length;
    const size = chars <= 4 ? 46 : chars <= 8 ? 38 : chars <= 14 ? 30 : 24;
    const lines = wrapCjk(cover.title, Math.max(3, Math.floor(width / (size * 1.05))), 3);
    const creator = cover.creator
      ? textLines([cover.creator], { x, y: y + lines.length * size * 1.25 + 18, size: 16, family: CJK_SANS, fill: ink, opacity: 0.85 })
      : '';
    return textLines(lines, { x, y: y + size, size, family, fill: ink, weight: 700, lineHeight: 1.25 }) + creator;
  }
  const size = cover.en.length <= 16 ? 26 : cover.en.length <= 36 ? 21 : 17;
  const lines = wrapLatin(cover.en, Math.floor(width / (size * 0.58)), 4);
  return textLines(lines, { x, y: y + size, size, family: LATIN, fill: ink, weight: 700, lineHeight: 1.2 });
}

function footer(cover: CoverText, cjk: boolean, x: number, y: number, ink: string, anchor: 'start' | 'middle' = 'start'): string {
  const text = cjk ? cover.footer : cover.footerEn;
  return text ? textLines([text], { x, y, size: 14, family: cjk ? CJK_SANS : LATIN, fill: ink, anchor, opacity: 0.85, spacing: 1 }) : '';
}

/** Paper books and e-books: a coloured jacket with a plate for the title. */
function bookCover(cover: CoverText, seed: number, cjk: boolean, ebook: boolean): string {
  const W = 360,
    H = 500;
  const rand = prng(seed);
  const colors = PALETTES[seed % PALETTES.length];
  const [dark, , light] = colors;
  const badge = ebook
    ? `<rect x="${W - 92}" y="18" width="74" height="24" rx="12" fill="${light}"/><text x="${W - 55}" y="35" font-family="${LATIN}" font-size="13" font-weight="700" fill="${dark}" text-anchor="middle">E-BOOK</text>`
    : '';
  return svgDoc(
    W,
    H,
    lin('bg', [colors[0], colors[1]], true),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      motif(rand, W, H, 250, colors) +
      `<rect x="0" y="0" width="14" height="${H}" fill="#000" opacity="0.18"/>` +
      `<rect x="34" y="60" width="${W - 68}" height="170" fill="${light}" opacity="0.93"/><rect x="34" y="60" width="6" height="170" fill="${dark}"/>` +
      titleBlock(cover, cjk, 54, 74, W - 110, dark) +
      badge +
      footer(cover, cjk, W / 2, H - 26, light, 'middle'),
  );
}

/** Theses: the plain title page of a university. */
function thesisCover(cover: CoverText, seed: number, cjk: boolean): string {
  const W = 360,
    H = 500;
  const accent = PALETTES[seed % PALETTES.length][0];
  const label = cjk ? cover.label : cover.labelEn;
  const degree = label
    ? textLines([label], {
        x: W / 2,
        y: 120,
        size: cjk ? 24 : 18,
        family: cjk ? CJK_SERIF : LATIN,
        fill: accent,
        anchor: 'middle',
        weight: 700,
        spacing: cjk ? 4 : 2,
      })
    : '';
  return svgDoc(
    W,
    H,
    '',
    `<rect width="${W}" height="${H}" fill="#fbf8f1"/><rect x="16" y="16" width="${W - 32}" height="${H - 32}" fill="none" stroke="${accent}" stroke-width="3"/>` +
      `<circle cx="${W / 2}" cy="64" r="22" fill="none" stroke="${accent}" stroke-width="4"/>${star(W / 2, 64, 11, accent)}` +
      degree +
      `<line x1="50" y1="150" x2="${W - 50}" y2="150" stroke="${accent}" stroke-width="1.5"/>` +
      titleBlock(cover, cjk, 50, 170, W - 100, '#222') +
      footer(cover, cjk, W / 2, H - 50, accent, 'middle'),
  );
}

/** Journals and newspapers: a masthead with the name, over a picture. */
function periodicalCover(cover: CoverText, seed: number, cjk: boolean, newspaper: boolean): string {
  const W = 360,
    H = 500;
  const rand = prng(seed);
  const colors = PALETTES[seed % PALETTES.length];
  const name = cjk ? cover.title : cover.en;
  const size = cjk ? Math.min(56, Math.floor(300 / [...name].length)) : Math.min(34, Math.floor(540 / name.length));
  const masthead = textLines([name], {
    x: W / 2,
    y: 90,
    size,
    family: cjk ? CJK_SERIF : LATIN,
    fill: newspaper ? '#c1121f' : '#fff',
    anchor: 'middle',
    weight: 700,
  });
  if (newspaper) {
    let columns = '';
    for (let c = 0; c < 3; c++)
      for (let y = 250; y < H - 30; y += 12)
        if (rand() > 0.08) columns += `<rect x="${24 + c * 108}" y="${y}" width="${96 - (rand() < 0.2 ? 30 : 0)}" height="5" fill="#9aa0a6"/>`;
    return svgDoc(
      W,
      H,
      '',
      `<rect width="${W}" height="${H}" fill="#f7f5ef"/>` +
        masthead +
        `<rect x="20" y="110" width="${W - 40}" height="3" fill="#222"/>` +
        `<rect x="24" y="126" width="${W - 48}" height="16" fill="#333"/><rect x="24" y="150" width="200" height="86" fill="${colors[1]}"/>` +
        bubbles(rand, 12, 200, 86, colors[2], 12, 0.5).replace(
          /cx="([\d.]+)" cy="([\d.]+)"/g,
          (_, x, y) => `cx="${n(24 + Number(x))}" cy="${n(150 + Number(y))}"`,
        ) +
        `<rect x="236" y="150" width="100" height="10" fill="#555"/><rect x="236" y="168" width="90" height="6" fill="#9aa0a6"/><rect x="236" y="182" width="96" height="6" fill="#9aa0a6"/>` +
        columns,
    );
  }
  return svgDoc(
    W,
    H,
    lin('bg', [colors[1], colors[0]], true),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      motif(rand, W, H, 130, colors) +
      `<rect width="${W}" height="124" fill="${colors[0]}" opacity="0.85"/>` +
      masthead +
      footer(cover, cjk, 24, H - 28, colors[2]),
  );
}

/** Audio (square): a record with the title beside. */
function audioCover(cover: CoverText, seed: number, cjk: boolean): string {
  const S = 400;
  const colors = PALETTES[seed % PALETTES.length];
  let grooves = '';
  for (let r = 40; r < 150; r += 9) grooves += `<circle cx="270" cy="150" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.08"/>`;
  return svgDoc(
    S,
    S,
    lin('bg', [colors[0], '#111'], true),
    `<rect width="${S}" height="${S}" fill="url(#bg)"/><circle cx="270" cy="150" r="150" fill="#111"/>${grooves}<circle cx="270" cy="150" r="40" fill="${colors[1]}"/><circle cx="270" cy="150" r="6" fill="#eee"/>` +
      `<rect x="0" y="250" width="${S}" height="150" fill="${colors[2]}" opacity="0.95"/>` +
      titleBlock(cover, cjk, 28, 262, S - 56, colors[0], CJK_SANS),
  );
}

/** Video (16:9): a film strip and a play button. */
function videoCover(cover: CoverText, seed: number, cjk: boolean): string {
  const W = 480,
    H = 270;
  const rand = prng(seed);
  const colors = PALETTES[seed % PALETTES.length];
  let holes = '';
  for (let x = 8; x < W; x += 24)
    holes += `<rect x="${x}" y="6" width="12" height="8" rx="2" fill="#fff" opacity="0.7"/><rect x="${x}" y="${H - 14}" width="12" height="8" rx="2" fill="#fff" opacity="0.7"/>`;
  return svgDoc(
    W,
    H,
    lin('bg', [colors[1], colors[0]]),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      motif(rand, W, H, 60, colors) +
      `<rect width="${W}" height="20" fill="#111"/><rect y="${H - 20}" width="${W}" height="20" fill="#111"/>${holes}` +
      `<circle cx="${W - 80}" cy="${H / 2}" r="38" fill="#000" opacity="0.45"/><path d="M${W - 92},${H / 2 - 20} L${W - 60},${H / 2} L${W - 92},${H / 2 + 20} Z" fill="#fff"/>` +
      titleBlock(cover, cjk, 30, 48, W - 170, '#fff', CJK_SANS),
  );
}

/** Exhibitions (4:3): framed pictures on a gallery wall. */
function exhibitionCover(cover: CoverText, seed: number, cjk: boolean): string {
  const W = 480,
    H = 360;
  const rand = prng(seed);
  const colors = PALETTES[seed % PALETTES.length];
  let frames = '';
  for (const [x, w, h] of [
    [40, 110, 140],
    [180, 130, 100],
    [340, 100, 130],
  ]) {
    frames += `<rect x="${x}" y="40" width="${w}" height="${h}" fill="#5d4037"/><rect x="${x + 8}" y="48" width="${w - 16}" height="${h - 16}" fill="${PALETTES[Math.floor(rand() * PALETTES.length)][1]}"/>`;
    frames += `<circle cx="${n(x + w / 2)}" cy="${n(40 + h / 2)}" r="${n(Math.min(w, h) / 5)}" fill="#fff" opacity="0.5"/>`;
  }
  return svgDoc(
    W,
    H,
    lin('wall', ['#f4efe6', '#e3d8c5'], true),
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>${frames}<rect y="${H - 140}" width="${W}" height="140" fill="${colors[0]}"/>` +
      titleBlock(cover, cjk, 30, H - 126, W - 60, '#fff', CJK_SANS) +
      footer(cover, cjk, 30, H - 16, colors[2]),
  );
}

/** Databases and digital collections (16:9): a network of nodes. */
function digitalCover(cover: CoverText, seed: number, cjk: boolean): string {
  const W = 480,
    H = 270;
  const rand = prng(seed);
  const colors = PALETTES[seed % PALETTES.length];
  return svgDoc(
    W,
    H,
    lin('bg', ['#0f2027', colors[0]]),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      network(rand, 10, 10, W - 20, H - 20, 22, colors[2]) +
      `<rect x="24" y="${H - 120}" width="${W - 48}" height="96" rx="10" fill="#000" opacity="0.45"/>` +
      titleBlock(cover, cjk, 44, H - 112, W - 88, '#fff', CJK_SANS),
  );
}

/** The cover of a resource of `kind`; `seed` picks colours and backdrop, so each is its own. */
export function coverSvg(kind: ResourceKind, cover: CoverText, seed: number, cjk: boolean): string {
  switch (kind) {
    case ResourceKind.book:
      return bookCover(cover, seed, cjk, false);
    case ResourceKind.ebook:
      return bookCover(cover, seed, cjk, true);
    case ResourceKind.thesis:
      return thesisCover(cover, seed, cjk);
    case ResourceKind.journal:
      return periodicalCover(cover, seed, cjk, false);
    case ResourceKind.newspaper:
      return periodicalCover(cover, seed, cjk, true);
    case ResourceKind.audio:
      return audioCover(cover, seed, cjk);
    case ResourceKind.video:
      return videoCover(cover, seed, cjk);
    case ResourceKind.exhibition:
      return exhibitionCover(cover, seed, cjk);
    default:
      return digitalCover(cover, seed, cjk);
  }
}
