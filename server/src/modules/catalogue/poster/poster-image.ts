import sharp, { type OverlayOptions } from 'sharp';
import { renderSVG } from 'uqr';

export const POSTER_SIZE = { width: 750, height: 1200 };
const COVER = { left: 165, top: 110, width: 420, height: 560 };
const QR = { left: 520, top: 960, size: 180 };
const FONT = "'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif";

export interface PosterContent {
  title: string;
  creators: string[];
  kindName: string;
  siteName: string;
  /** Where the QR code leads: the resource's public detail page. */
  link: string;
  /** Cover image bytes, if the resource has a readable one. */
  cover?: Buffer;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Breaks a title into lines of about `perLine` characters (CJK counts 1, Latin ½), at most `max` lines. */
export function wrapTitle(title: string, perLine: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const char of title) {
    const w = char.charCodeAt(0) < 0x100 ? 0.5 : 1;
    if (width + w > perLine) {
      lines.push(line);
      line = '';
      width = 0;
      if (lines.length === max) break;
    }
    line += char;
    width += w;
  }
  if (lines.length < max && line) lines.push(line);
  else if (lines.length === max && [...title].length > lines.join('').length) lines[max - 1] = `${[...lines[max - 1]].slice(0, -1).join('')}…`;
  return lines;
}

/** A shareable poster (JPEG): cover, title, creators, the library, and a QR code to the detail page. */
export async function renderPoster(content: PosterContent): Promise<Buffer> {
  const { width, height } = POSTER_SIZE;
  const lines = wrapTitle(content.title, 13, 2);
  const creators = content.creators.slice(0, 3).join(' / ');
  const text = lines
    .map(
      (line, i) => `<text x="375" y="${760 + i * 56}" font-size="44" font-weight="bold" text-anchor="middle" fill="#1f2a44">${escape(line)}</text>`,
    )
    .join('');
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${FONT}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6efe3"/><stop offset="1" stop-color="#e7dcc8"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <rect x="${COVER.left - 8}" y="${COVER.top - 8}" width="${COVER.width + 16}" height="${COVER.height + 16}" fill="#fff" opacity="0.7"/>
    <rect x="${COVER.left}" y="${COVER.top}" width="${COVER.width}" height="${COVER.height}" fill="#8a6d4b"/>
    <text x="375" y="70" font-size="26" text-anchor="middle" fill="#8a6d4b">${escape(content.kindName)}推荐</text>
    ${text}
    <text x="375" y="${760 + lines.length * 56 + 10}" font-size="28" text-anchor="middle" fill="#4a5568">${escape(creators)}</text>
    <line x1="60" y1="930" x2="690" y2="930" stroke="#c9b79c" stroke-width="2"/>
    <text x="60" y="1030" font-size="34" font-weight="bold" fill="#1f2a44">${escape(content.siteName)}</text>
    <text x="60" y="1080" font-size="24" fill="#4a5568">扫描二维码，查看详情</text>
  </svg>`;
  const layers: OverlayOptions[] = [];
  if (content.cover) {
    const cover = await sharp(content.cover)
      .resize(COVER.width, COVER.height, { fit: 'cover' })
      .toBuffer()
      .catch(() => undefined);
    if (cover) layers.push({ input: cover, left: COVER.left, top: COVER.top });
  }
  const qr = await sharp(Buffer.from(renderSVG(content.link, { border: 2 })))
    .resize(QR.size, QR.size)
    .png()
    .toBuffer();
  layers.push({ input: qr, left: QR.left, top: QR.top });
  return sharp(Buffer.from(background)).composite(layers).jpeg({ quality: 86 }).toBuffer();
}
