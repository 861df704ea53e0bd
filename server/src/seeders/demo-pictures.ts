import { prng } from './demo-site.js';
import {
  FONT,
  balloon,
  bookStack,
  bubbles,
  calendar,
  extinguisher,
  fill,
  firework,
  glow,
  lantern,
  lin,
  network,
  openBook,
  shelf,
  shield,
  skyline,
  star,
  svgDoc,
  tablet,
} from './demo-svg.js';

/** News covers (800x450) and carousel banners (1920x600) as SVG. */

const BOOKS = ['#c0392b', '#2c7be5', '#f39c12', '#27ae60', '#8e44ad', '#16a085', '#e67e22', '#34495e', '#d35400'];
const PASTEL = ['#ff8a80', '#80d8ff', '#ffd180', '#b9f6ca', '#ea80fc', '#ffe57f'];

const W = 800;
const H = 450;

const COVERS: Record<string, () => string> = {
  shelf: () => {
    const rand = prng(11);
    return svgDoc(W, H, lin('bg', ['#f6e7cb', '#e2c08d']), fill(W, H, 'bg') + shelf(rand, 70, 30, 660, 400, 3, BOOKS, '#8b5a2b'));
  },
  'open-book': () => {
    const rand = prng(12);
    return svgDoc(
      W,
      H,
      lin('bg', ['#134e5e', '#71b280']) + glow('g', '#fff7d6'),
      fill(W, H, 'bg') +
        `<circle cx="400" cy="200" r="260" fill="url(#g)"/>` +
        bubbles(rand, 40, W, H, '#fff', 6, 0.6) +
        openBook(400, 150, 230, 190, '#fdfcf7', '#7b3f2a'),
    );
  },
  lecture: () => {
    const rand = prng(13);
    let audience = '';
    for (let row = 0; row < 3; row++) {
      for (let x = 30 + row * 18; x < W; x += 62) {
        const y = 360 + row * 40 + rand() * 6;
        audience += `<ellipse cx="${x}" cy="${y + 34}" rx="26" ry="22" fill="#0b1b33"/><circle cx="${x}" cy="${y}" r="16" fill="#0b1b33"/>`;
      }
    }
    return svgDoc(
      W,
      H,
      lin('bg', ['#1f3b73', '#3f6fb5'], true) + lin('screen', ['#fff5d7', '#ffd98a']),
      fill(W, H, 'bg') +
        `<rect x="170" y="40" width="460" height="250" rx="6" fill="url(#screen)"/>` +
        openBook(400, 95, 120, 110, '#ffffff', '#c0392b') +
        `<path d="M610,250 L690,250 L680,360 L620,360 Z" fill="#6d3b1e"/><circle cx="650" cy="218" r="18" fill="#0b1b33"/>` +
        audience,
    );
  },
  kids: () => {
    const rand = prng(14);
    let stars = '';
    for (let i = 0; i < 14; i++) stars += star(rand() * W, rand() * 200, 8 + rand() * 14, PASTEL[i % PASTEL.length]);
    return svgDoc(
      W,
      H,
      lin('bg', ['#e0f7fa', '#fff3e0'], true),
      fill(W, H, 'bg') +
        stars +
        `<rect y="400" width="${W}" height="50" fill="#aed581"/>` +
        bookStack(rand, 400, 405, 300, 7, BOOKS) +
        balloon(150, 170, 50, '#ff7043') +
        balloon(230, 120, 42, '#42a5f5') +
        balloon(640, 150, 48, '#ffca28'),
    );
  },
  safety: () =>
    svgDoc(
      W,
      H,
      lin('bg', ['#0f4c81', '#2d9cdb']),
      fill(W, H, 'bg') +
        [230, 170, 110].map((r) => `<circle cx="400" cy="225" r="${r}" fill="#fff" opacity="0.08"/>`).join('') +
        shield(400, 215, 140, '#1565c0'),
    ),
  fire: () => {
    const rand = prng(16);
    return svgDoc(
      W,
      H,
      lin('bg', ['#ffb347', '#ff5f40']),
      fill(W, H, 'bg') +
        bubbles(rand, 25, W, H, '#fff', 30, 0.18) +
        `<rect y="400" width="${W}" height="50" fill="#7a2e1a" opacity="0.5"/>` +
        extinguisher(400, 405, 220),
    );
  },
  city: () => {
    const rand = prng(17);
    return svgDoc(
      W,
      H,
      lin('bg', ['#2b5876', '#f7a35c'], true),
      fill(W, H, 'bg') +
        `<circle cx="600" cy="140" r="60" fill="#ffe29a"/>` +
        skyline(rand, W, 380, 230, '#3d4a6b') +
        skyline(rand, W, 450, 170, '#1e2540', '#ffd166'),
    );
  },
  digital: () => {
    const rand = prng(18);
    return svgDoc(
      W,
      H,
      lin('bg', ['#0f2027', '#2c5364']),
      fill(W, H, 'bg') + network(rand, 20, 20, 760, 410, 26, '#4fc3f7') + tablet(400, 225, 300, 380, '#4fc3f7'),
    );
  },
  calendar: () => svgDoc(W, H, lin('bg', ['#e3eaf5', '#c3d3ea']), fill(W, H, 'bg') + calendar(360, 230, 170, '#2f6fb2', '#e76f51')),
};

export const COVER_NAMES = Object.keys(COVERS);
export const coverSvg = (name: string) => COVERS[name]();

const BW = 1920;
const BH = 600;

/** Latin-only headline on the left; sized to stay clear of the picture on the right. */
const headline = (title: string, subtitle: string, color = '#fff') =>
  `<text x="160" y="290" font-family="${FONT}" font-size="${Math.min(92, Math.floor(840 / (title.length * 0.72)))}" font-weight="700" fill="${color}" letter-spacing="4">${title}</text>` +
  `<rect x="164" y="326" width="120" height="6" fill="${color}" opacity="0.8"/>` +
  `<text x="164" y="392" font-family="${FONT}" font-size="34" fill="${color}" opacity="0.85" letter-spacing="6">${subtitle}</text>`;

const BANNERS: (() => string)[] = [
  () => {
    const rand = prng(21);
    return svgDoc(
      BW,
      BH,
      lin('bg', ['#ff9a56', '#ff6a88']) + glow('g', '#fff3c4'),
      fill(BW, BH, 'bg') +
        `<circle cx="1480" cy="300" r="420" fill="url(#g)"/>` +
        bubbles(rand, 60, BW, BH, '#fff', 14, 0.5) +
        openBook(1500, 190, 300, 250, '#fffdf5', '#8c2f39') +
        headline('READING MONTH 2026', 'READ · SHARE · GROW'),
    );
  },
  () => {
    const rand = prng(22);
    return svgDoc(
      BW,
      BH,
      lin('bg', ['#1e3c72', '#2a5298', '#4aa3df']),
      fill(BW, BH, 'bg') +
        network(rand, 0, 0, BW, BH, 60, '#9be7ff') +
        tablet(1450, 300, 340, 460, '#4aa3df') +
        headline('DIGITAL LIBRARY', 'E-BOOKS · AUDIO · JOURNALS · FREE ACCESS'),
    );
  },
  () => {
    const rand = prng(23);
    let stars = '';
    for (let i = 0; i < 30; i++) stars += star(rand() * BW, rand() * 260, 8 + rand() * 16, PASTEL[i % PASTEL.length]);
    return svgDoc(
      BW,
      BH,
      lin('bg', ['#fff6d8', '#c9f0e4'], true),
      fill(BW, BH, 'bg') +
        stars +
        `<rect y="540" width="${BW}" height="60" fill="#9ccc65"/>` +
        bookStack(rand, 1450, 545, 360, 8, BOOKS) +
        balloon(1190, 230, 60, '#ff7043') +
        balloon(1780, 180, 56, '#42a5f5') +
        balloon(1290, 150, 46, '#ab47bc') +
        headline('KIDS READING SEASON', 'STORIES · SCIENCE · FUN', '#2e5d4b'),
    );
  },
  () => {
    const rand = prng(24);
    let room = `<rect x="1280" y="170" width="480" height="370" fill="#ffcf7a" opacity="0.95"/>`;
    for (let r = 0; r < 3; r++) room += `<rect x="1300" y="${290 + r * 90}" width="440" height="6" fill="#7a4a1e"/>`;
    for (let r = 0; r < 3; r++) room += `<g opacity="0.85">${bookShelfRow(rand, 1304, 290 + r * 90)}</g>`;
    room += `<rect x="1270" y="150" width="500" height="22" fill="#2d3142"/><rect x="1270" y="170" width="10" height="370" fill="#2d3142"/><rect x="1760" y="170" width="10" height="370" fill="#2d3142"/>`;
    return svgDoc(
      BW,
      BH,
      lin('bg', ['#0f2027', '#203a43', '#2c5364'], true),
      fill(BW, BH, 'bg') +
        bubbles(rand, 90, BW, 300, '#fff', 2.5, 0.9) +
        `<circle cx="1000" cy="110" r="50" fill="#f5f3ce"/>` +
        skyline(rand, BW, 540, 130, '#1b2838', '#f7d774') +
        room +
        `<rect y="540" width="${BW}" height="60" fill="#111822"/>` +
        headline('24H CITY BOOK ROOM', 'OPEN DAY AND NIGHT'),
    );
  },
  () => {
    const rand = prng(25);
    return svgDoc(
      BW,
      BH,
      lin('bg', ['#b31217', '#e52d27']),
      fill(BW, BH, 'bg') +
        bubbles(rand, 40, BW, BH, '#ffd166', 5, 0.6) +
        firework(1250, 170, 110, '#ffd166') +
        firework(1700, 260, 80, '#fff1a8') +
        lantern(1450, 260, 90) +
        lantern(1620, 200, 70) +
        headline('HAPPY NEW YEAR', 'SPRING FESTIVAL 2026', '#ffe8a3'),
    );
  },
];

function bookShelfRow(rand: () => number, x: number, baseY: number): string {
  let out = '';
  for (let cx = x; cx < x + 420; cx += 16 + Math.floor(rand() * 8)) {
    const h = 50 + rand() * 28;
    out += `<rect x="${cx}" y="${(baseY - h).toFixed(1)}" width="13" height="${h.toFixed(1)}" fill="${BOOKS[Math.floor(rand() * BOOKS.length)]}"/>`;
  }
  return out;
}

export const BANNER_COUNT = BANNERS.length;
export const bannerSvg = (index: number) => BANNERS[index]();
