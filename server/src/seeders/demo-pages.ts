import { CJK_SANS, CJK_SERIF, LATIN, textLines, wrapCjk, wrapLatin } from './demo-render.js';
import { pick, prng, type Rand } from './demo-site.js';
import { bubbles, lin, star, svgDoc } from './demo-svg.js';

/** Pictures inside resources: exhibition pictures, newspaper pages and the first pages of PDFs. */

const n = (v: number) => v.toFixed(1);
const INK = ['#c0392b', '#2c7be5', '#f39c12', '#27ae60', '#8e44ad', '#16a085', '#e67e22', '#34495e'];

function hills(rand: Rand, w: number, h: number, base: number, colors: string[]): string {
  return colors
    .map((color, layer) => {
      const y = base + layer * 40;
      let d = `M0,${y}`;
      for (let x = 0; x <= w; x += w / 5) d += ` Q${n(x + w / 10)},${n(y - 50 - rand() * 90)} ${n(x + w / 5)},${n(y - rand() * 30)}`;
      return `<path d="${d} L${w},${h} L0,${h} Z" fill="${color}"/>`;
    })
    .join('');
}

/** One picture of an exhibition, in the manner of its class (0 书画 … 4 科普); 480x360. */
export function exhibitionPictureSvg(theme: number, seed: number): string {
  const W = 480,
    H = 360;
  const rand = prng(seed);
  switch (theme % 5) {
    case 0: // ink landscape with a seal
      return svgDoc(
        W,
        H,
        '',
        `<rect width="${W}" height="${H}" fill="#f3ecd9"/>` +
          hills(rand, W, H, 170, ['#c9c6bd', '#8f8d86', '#4a4843']) +
          `<path d="M${n(120 + rand() * 200)},300 q30,12 60,0 l-8,10 h-44 z" fill="#333"/><rect x="${W - 70}" y="40" width="34" height="34" fill="#b3261e"/>` +
          `<rect x="${W - 64}" y="46" width="22" height="22" fill="none" stroke="#f3ecd9" stroke-width="3"/>`,
      );
    case 1: {
      // a landscape photograph
      const sky = pick(rand, [
        ['#ff9a56', '#ffd8a8'],
        ['#4b9fe1', '#d8ecfa'],
        ['#2b5876', '#f7a35c'],
      ]);
      return svgDoc(
        W,
        H,
        lin('sky', sky, true),
        `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${n(60 + rand() * 360)}" cy="${n(60 + rand() * 50)}" r="30" fill="#fff3c4"/>` +
          hills(rand, W, H, 200, ['#5b7f5a', '#3e5f3d']) +
          `<rect y="270" width="${W}" height="90" fill="#4f7ca8"/>` +
          bubbles(rand, 30, W, 90, '#fff', 8, 0.3).replace(/cy="([\d.]+)"/g, (_, y) => `cy="${n(270 + Number(y))}"`),
      );
    }
    case 2: {
      // paper-cut on red
      let petals = '';
      const cx = W / 2,
        cy = H / 2,
        k = 6 + Math.floor(rand() * 6);
      for (let i = 0; i < k; i++) {
        const a = (i / k) * 360;
        petals += `<ellipse cx="${cx}" cy="${cy - 70}" rx="22" ry="60" fill="none" stroke="#ffd166" stroke-width="6" transform="rotate(${a} ${cx} ${cy})"/>`;
      }
      return svgDoc(
        W,
        H,
        '',
        `<rect width="${W}" height="${H}" fill="#b3261e"/><circle cx="${cx}" cy="${cy}" r="150" fill="#c62828" stroke="#ffd166" stroke-width="4"/>${petals}` +
          `<circle cx="${cx}" cy="${cy}" r="34" fill="#ffd166"/>${star(cx, cy, 22, '#b3261e')}`,
      );
    }
    case 3: {
      // an old document in vertical columns
      let columns = '';
      for (let x = W - 60; x > 40; x -= 26) {
        for (let y = 40; y < H - 40; y += 16)
          if (rand() > 0.15) columns += `<rect x="${x}" y="${y}" width="12" height="${n(8 + rand() * 5)}" fill="#3b2f2f" opacity="0.75"/>`;
      }
      return svgDoc(
        W,
        H,
        '',
        `<rect width="${W}" height="${H}" fill="#e8d8b0"/><rect x="20" y="20" width="${W - 40}" height="${H - 40}" fill="none" stroke="#8b5a2b" stroke-width="3"/>` +
          columns +
          `<rect x="60" y="${H - 100}" width="44" height="44" fill="#b3261e" opacity="0.85"/>`,
      );
    }
    default: {
      // planets and orbits
      let orbits = '';
      for (let r = 60; r < 220; r += 45) {
        const a = rand() * Math.PI * 2;
        orbits += `<ellipse cx="${W / 2}" cy="${H / 2}" rx="${r}" ry="${n(r * 0.45)}" fill="none" stroke="#9be7ff" stroke-opacity="0.4"/>`;
        orbits += `<circle cx="${n(W / 2 + Math.cos(a) * r)}" cy="${n(H / 2 + Math.sin(a) * r * 0.45)}" r="${n(6 + rand() * 10)}" fill="${pick(rand, INK)}"/>`;
      }
      return svgDoc(
        W,
        H,
        '',
        `<rect width="${W}" height="${H}" fill="#0b1d3a"/>` +
          bubbles(rand, 60, W, H, '#fff', 2, 0.9) +
          orbits +
          `<circle cx="${W / 2}" cy="${H / 2}" r="34" fill="#ffca28"/>`,
      );
    }
  }
}

/** Grey text columns with headlines and photographs, from y = top. */
function newsColumns(rand: Rand, x0: number, top: number, w: number, h: number, columns: number): string {
  let out = '';
  const colW = (w - (columns - 1) * 12) / columns;
  for (let c = 0; c < columns; c++) {
    const x = x0 + c * (colW + 12);
    let y = top;
    while (y < top + h - 12) {
      const roll = rand();
      if (roll < 0.08) {
        out += `<rect x="${n(x)}" y="${y}" width="${n(colW)}" height="14" fill="#222"/>`;
        y += 24;
      } else if (roll < 0.13 && y < top + h - 90) {
        out += `<rect x="${n(x)}" y="${y}" width="${n(colW)}" height="70" fill="${pick(rand, INK)}" opacity="0.75"/><circle cx="${n(x + colW / 2)}" cy="${y + 35}" r="18" fill="#fff" opacity="0.4"/>`;
        y += 80;
      } else {
        out += `<rect x="${n(x)}" y="${y}" width="${n(colW * (rand() < 0.15 ? 0.6 : 1))}" height="5" fill="#9aa0a6"/>`;
        y += 10;
      }
    }
  }
  return out;
}

/** One page (版面) of a newspaper, 480x680: the masthead on page 1, a page header on the others. */
export function newspaperPageSvg(
  name: string,
  nameEn: string,
  pageNo: number,
  section: string,
  sectionEn: string,
  cjk: boolean,
  seed: number,
): string {
  const W = 480,
    H = 680;
  const rand = prng(seed);
  const label = `${pageNo <= 4 ? 'A' : 'B'}${String(pageNo).padStart(2, '0')}`;
  const head =
    pageNo === 1
      ? textLines([cjk ? name : nameEn], {
          x: W / 2,
          y: 74,
          size: cjk ? 52 : Math.min(40, Math.floor(720 / nameEn.length)),
          family: cjk ? CJK_SERIF : LATIN,
          fill: '#c1121f',
          anchor: 'middle',
          weight: 700,
        }) + `<rect x="20" y="92" width="${W - 40}" height="3" fill="#222"/><rect x="20" y="98" width="${W - 40}" height="1" fill="#222"/>`
      : `<rect x="20" y="20" width="${W - 40}" height="34" fill="#1d3557"/>` +
        textLines([`${label}  ${cjk ? section : sectionEn}`], { x: 30, y: 43, size: 16, family: cjk ? CJK_SANS : LATIN, fill: '#fff', weight: 700 });
  const top = pageNo === 1 ? 112 : 70;
  return svgDoc(
    W,
    H,
    '',
    `<rect width="${W}" height="${H}" fill="#f7f5ef"/>` + head + newsColumns(rand, 20, top, W - 40, H - top - 20, pageNo === 1 ? 3 : 4),
  );
}

/** The first page of a thesis or an article PDF, 595x842 (A4 at 72 dpi). */
export function pdfFirstPageSvg(
  page: {
    heading: string;
    headingEn: string;
    title: string;
    titleEn: string;
    lines: string[];
    linesEn: string[];
    seed: number;
  },
  cjk: boolean,
): string {
  const W = 595,
    H = 842;
  const rand = prng(page.seed);
  const titleLines = cjk ? wrapCjk(page.title, 18, 3) : wrapLatin(page.titleEn, 40, 4);
  const titleSize = cjk ? 28 : 24;
  const after = 200 + titleLines.length * titleSize * 1.3;
  return svgDoc(
    W,
    H,
    '',
    `<rect width="${W}" height="${H}" fill="#fff"/>` +
      textLines([cjk ? page.heading : page.headingEn], {
        x: W / 2,
        y: 80,
        size: 18,
        family: cjk ? CJK_SERIF : LATIN,
        fill: '#1d3557',
        anchor: 'middle',
        spacing: 2,
      }) +
      `<rect x="60" y="100" width="${W - 120}" height="2" fill="#1d3557"/>` +
      textLines(titleLines, { x: W / 2, y: 180, size: titleSize, family: cjk ? CJK_SERIF : LATIN, fill: '#111', anchor: 'middle', weight: 700 }) +
      textLines(cjk ? page.lines : page.linesEn, {
        x: W / 2,
        y: after + 20,
        size: 15,
        family: cjk ? CJK_SANS : LATIN,
        fill: '#333',
        anchor: 'middle',
        lineHeight: 1.6,
      }) +
      newsColumns(rand, 70, after + 40 + 15 * 1.6 * page.lines.length, W - 140, H - after - 120 - 15 * 1.6 * page.lines.length, 1).replace(
        /height="14" fill="#222"/g,
        'height="8" fill="#555"',
      ),
  );
}
