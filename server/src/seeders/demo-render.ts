import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { escapeXml } from './demo-files.js';
import { FONT } from './demo-svg.js';

/**
 * Text on the demo catalogue's pictures, and writing them to the upload store.
 *
 * librsvg draws text with the fonts fontconfig finds. Most desktops have a CJK font (PingFang,
 * Microsoft YaHei, Noto CJK), but this project's machines, CI and Docker image do not: there
 * every Chinese character comes out as a box of hex digits. So the designs ask `cjk` first and
 * put Latin text (English titles, kind labels) where Chinese cannot be drawn.
 */

export const CJK_SANS = "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif";
export const CJK_SERIF = "'Noto Serif CJK SC','Source Han Serif SC','Songti SC','SimSun','Noto Sans CJK SC','PingFang SC','Microsoft YaHei',serif";
export const LATIN = FONT;

let cjkProbe: Promise<boolean> | undefined;

/**
 * Whether a CJK font is installed: 一 (one horizontal stroke) is wide and flat in any real font,
 * while the missing-glyph box is taller than it is wide.
 */
export function hasCjkFont(): Promise<boolean> {
  cjkProbe ??= (async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#fff"/><text x="40" y="140" font-family="${CJK_SANS}" font-size="120">一</text></svg>`;
    try {
      const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
      return info.height * 2 < info.width;
    } catch {
      return false; // nothing drawn at all
    }
  })();
  return cjkProbe;
}

/** Width in ems: Han characters and full-width punctuation are 1, Latin letters and digits about 0.6. */
const emWidth = (text: string) => [...text].reduce((sum, c) => sum + (c.charCodeAt(0) < 0x2e80 ? (c === ' ' ? 0.3 : 0.6) : 1), 0);

/**
 * Lines at most `perLine` ems wide for a mixed Chinese/Latin title: a Han character or a Latin word
 * is never split, and a line breaks after punctuation when that keeps it at least half full.
 */
export function wrapCjk(text: string, perLine: number, maxLines: number): string[] {
  const tokens = text.match(/[A-Za-z0-9.'’+#-]+[:;,!?]?|\s+|./gu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    // Closing punctuation hangs at the end of a line rather than start the next one.
    if (line && emWidth(line + token) > perLine && !/^[：，、。）)》:;,!?]$/.test(token)) {
      const cut = [...line].findLastIndex((c) => /[：:，、·—）)]/.test(c));
      const chars = [...line];
      if (cut >= 0 && cut < chars.length - 1 && emWidth(chars.slice(0, cut + 1).join('')) >= perLine / 2) {
        lines.push(chars.slice(0, cut + 1).join(''));
        line = chars
          .slice(cut + 1)
          .join('')
          .trimStart();
      } else {
        lines.push(line.trimEnd());
        line = '';
      }
    }
    if (line || !/^\s+$/.test(token)) line += token;
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length > maxLines) lines.splice(maxLines - 1, lines.length, `${[...lines[maxLines - 1]].slice(0, -1).join('')}…`);
  return lines;
}

/** Word-wrapped Latin lines of at most `perLine` characters. */
export function wrapLatin(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) lines.splice(maxLines - 1, lines.length, `${lines[maxLines - 1].slice(0, perLine - 1)}…`);
  return lines;
}

export interface TextStyle {
  x: number;
  y: number;
  size: number;
  family: string;
  fill: string;
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  lineHeight?: number;
  spacing?: number;
  opacity?: number;
}

/** Lines as one <text> element, escaped. */
export function textLines(lines: string[], style: TextStyle): string {
  const { x, y, size, family, fill, weight = 400, anchor = 'start', lineHeight = 1.3, spacing = 0, opacity = 1 } = style;
  const spans = lines.map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : (size * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`).join('');
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}" opacity="${opacity}">${spans}</text>`;
}

/**
 * Writes rendered pictures to `${uploadsDir}/<key>` and answers their /uploads URLs, a few at a
 * time (sharp already uses every core for one picture), and adds up the bytes written.
 */
export class DemoFileWriter {
  bytes = 0;
  files = 0;
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly shared = new Map<string, Promise<string>>();

  constructor(
    readonly uploadsDir: string,
    private readonly concurrency = 4,
  ) {}

  private async slot<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  async write(key: string, data: Buffer | (() => Promise<Buffer>)): Promise<string> {
    return this.slot(async () => {
      const bytes = Buffer.isBuffer(data) ? data : await data();
      const path = join(this.uploadsDir, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      this.bytes += bytes.length;
      this.files += 1;
      return `/uploads/${key}`;
    });
  }

  /** An SVG as a JPEG under `key`. */
  jpeg(key: string, svg: string, quality = 78): Promise<string> {
    return this.write(key, () => svgToJpeg(svg, quality));
  }

  /** A picture several resources share: rendered the first time its key is asked for. */
  jpegOnce(key: string, svg: () => string, quality = 78): Promise<string> {
    if (!this.shared.has(key)) this.shared.set(key, this.jpeg(key, svg(), quality));
    return this.shared.get(key)!;
  }
}

export function svgToJpeg(svg: string, quality = 78): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
}
