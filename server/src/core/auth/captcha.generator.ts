import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** A captcha: the text to check against and the picture the browser shows (a data: URL). */
export interface CaptchaPicture {
  text: string;
  image: string;
}

/** Makes a captcha. */
export type CaptchaGenerator = () => CaptchaPicture | Promise<CaptchaPicture>;

/**
 * The characters a captcha uses. The answer is read without case (one-time-code.ts), so a letter
 * and its other case are one answer. Of each group a reader confuses once the glyphs are turned and
 * bent, at most one is kept: 0/O/o/Q/D (none), 1/l/I/i/j (J), 2/Z/z, 5/S/s, 8/B, u/v/V, c/C (none),
 * 9/g/q (9). Capitals only: the answer is without case, so small letters add no answers, only
 * shapes a person mistakes for others once bent and small (h/k/n, f/t, a/e/d: one person read 4 of 9
 * of the mixed-case pictures right at the login form's size).
 */
export const CAPTCHA_ALPHABET = '34679AEFHJKLMNPRTWXY';
export const CAPTCHA_LENGTH = 4;

/** Drawn at twice the size the login form shows it (120 × 40), so it stays sharp on dense screens. */
const WIDTH = 240;
const HEIGHT = 80;

type Point = [number, number];
type PathCommand = { type: 'M' | 'L' | 'Q' | 'C'; points: Point[] } | { type: 'Z'; points: [] };

// server/assets/captcha: src/ and dist/ are at the same depth, so this holds in both (the image copies assets/).
const GLYPH_FILE = join(import.meta.dirname, '../../../assets/captcha/glyphs.json');

/** The outlines of the alphabet (DejaVu Sans Bold, font units, y down; assets/captcha/README.md), read once. */
let outlines: { unitsPerEm: number; glyphs: Map<string, PathCommand[]> } | undefined;
export function glyphOutlines() {
  if (!outlines) {
    const file = JSON.parse(readFileSync(GLYPH_FILE, 'utf8')) as { unitsPerEm: number; glyphs: Record<string, string> };
    const parse = (data: string): PathCommand[] =>
      [...data.matchAll(/([MLQCZ])([^MLQCZ]*)/g)].map(([, type, numbers]) => {
        const values = numbers.trim() ? numbers.trim().split(/\s+/).map(Number) : [];
        const points: Point[] = [];
        for (let i = 0; i + 1 < values.length; i += 2) points.push([values[i], values[i + 1]]);
        return { type, points } as PathCommand;
      });
    outlines = { unitsPerEm: file.unitsPerEm, glyphs: new Map(Object.entries(file.glyphs).map(([char, data]) => [char, parse(data)])) };
  }
  return outlines;
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);

type Transform = (p: Point) => Point;

/** The path's commands as SVG path data, every point moved by `move` (so a bend bends the curves too). */
function pathData(commands: PathCommand[], move: Transform): string {
  return commands
    .map(
      (c) =>
        c.type +
        c.points
          .map((point) =>
            move(point)
              .map((v) => v.toFixed(1))
              .join(' '),
          )
          .join(' '),
    )
    .join('');
}

const dark = () => `hsl(${randomInt(0, 360)},${randomInt(45, 80)}%,${randomInt(18, 36)}%)`;
const light = () => `hsl(${randomInt(0, 360)},${randomInt(30, 70)}%,${randomInt(86, 95)}%)`;

/** The picture as SVG, kept on the server: only its pixels leave (the glyph outlines would name the text). */
export function captchaSvg(text: string): string {
  const { unitsPerEm, glyphs: outline } = glyphOutlines();
  // A wave through the whole picture: letters and the strokes across them bend together.
  const [ax, ay] = [rand(2.5, 4.5), rand(3.5, 6)];
  const [lx, ly] = [rand(14, 22), rand(26, 40)];
  const [px, py] = [rand(0, 2 * Math.PI), rand(0, 2 * Math.PI)];
  const warp: Transform = ([x, y]) => [x + ax * Math.sin(y / lx + px), y + ay * Math.sin(x / ly + py)];

  const glyphs = [...text].map((char) => {
    // A capital is about 0.73 em high: 38–46 px in an 80 px picture.
    const scale = rand(52, 63) / unitsPerEm;
    const commands = outline.get(char)!.map((c) => ({ ...c, points: c.points.map(([x, y]) => [x * scale, y * scale] as Point) }) as PathCommand);
    const points = commands.flatMap((c) => c.points);
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const width = right - left;
    return { commands, width, centre: [(left + right) / 2, (top + bottom) / 2] as Point, step: width * rand(0.88, 1) };
  });
  const span = glyphs.slice(0, -1).reduce((sum, g) => sum + g.step, 0) + glyphs[glyphs.length - 1].width;
  let cursor = (WIDTH - span) / 2 + rand(-6, 6);
  const letters = glyphs.map(({ commands, width, centre: [ox, oy], step }) => {
    const angle = rand(-0.35, 0.35);
    const shear = rand(-0.3, 0.3);
    const stretch = rand(0.85, 1.15);
    const [cx, cy] = [cursor + width / 2, HEIGHT / 2 + rand(-5, 5)];
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const place: Transform = ([x, y]) => {
      const [dx, dy] = [(x - ox) * stretch + shear * (y - oy), y - oy];
      return warp([cx + dx * cos - dy * sin, cy + dx * sin + dy * cos]);
    };
    cursor += step;
    return `<path d="${pathData(commands, place)}" fill="${dark()}"/>`;
  });

  // Two strokes as thick as a letter's, across the letters: they join the glyphs, so they cannot be cut apart.
  const strikes = Array.from({ length: 2 }, () => {
    const y = () => rand(HEIGHT * 0.3, HEIGHT * 0.75);
    const d = pathData(
      [
        { type: 'M', points: [[rand(0, 20), y()]] },
        {
          type: 'C',
          points: [
            [rand(50, 100), rand(0, HEIGHT)],
            [rand(140, 190), rand(0, HEIGHT)],
            [rand(WIDTH - 20, WIDTH), y()],
          ],
        },
      ],
      warp,
    );
    return `<path d="${d}" fill="none" stroke="${dark()}" stroke-width="${rand(2, 3).toFixed(1)}" stroke-linecap="round"/>`;
  });
  // Thin arcs in the background and a few in front.
  const arcs = Array.from({ length: randomInt(4, 7) }, (_, i) => {
    const [x1, y1, x2, y2] = [rand(0, WIDTH), rand(0, HEIGHT), rand(0, WIDTH), rand(0, HEIGHT)];
    const colour = i < 3 ? `hsl(${randomInt(0, 360)},50%,${randomInt(55, 75)}%)` : dark();
    return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} Q${rand(0, WIDTH).toFixed(1)} ${rand(-HEIGHT, 2 * HEIGHT).toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}" fill="none" stroke="${colour}" stroke-width="${rand(1, 1.8).toFixed(1)}"/>`;
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${rand(0, 1).toFixed(2)}"><stop offset="0" stop-color="${light()}"/><stop offset="1" stop-color="${light()}"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#g)"/>`,
    ...arcs.slice(0, 3),
    ...letters,
    ...strikes,
    ...arcs.slice(3),
    '</svg>',
  ].join('');
}

/** Random specks over the pixels: about 4% of them, dark or light. */
function speckle(pixels: Buffer, channels: number) {
  for (let i = 0; i < pixels.length; i += channels) {
    if (Math.random() >= 0.04) continue;
    const shade = Math.random() < 0.5 ? randomInt(0, 90) : randomInt(170, 256);
    for (let c = 0; c < 3; c++) pixels[i + c] = Math.max(0, Math.min(255, shade + randomInt(-30, 31)));
  }
}

/** A random text of CAPTCHA_LENGTH characters of CAPTCHA_ALPHABET. */
export function captchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

/**
 * The login captcha (issue 54, S3): a PNG of turned, sheared, overlapping glyphs bent by one wave,
 * with strokes across them and specks. The svg-captcha it replaces sent each glyph's outline, which a
 * short script matched to its letter (20 of 20); a picture carries only pixels, and what OCR reads of
 * them is measured in server/bench/captcha-ocr.ts (docs/运维手册.md gives the figures).
 */
export const pictureCaptcha = async (text: string = captchaText()): Promise<CaptchaPicture> => {
  const { data, info } = await sharp(Buffer.from(captchaSvg(text)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  speckle(data, info.channels);
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { text, image: `data:image/png;base64,${png.toString('base64')}` };
};
