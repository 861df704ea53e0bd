/**
 * How often a short script solves the login captcha (issue 54, S3): the svg-captcha the portal
 * served before, and the PNG it serves now (core/auth/captcha.generator.ts). Not a test: it needs
 * Tesseract (`apt-get install -y tesseract-ocr`) and takes minutes.
 *
 *   cd server && node --import @swc-node/register/esm-register bench/captcha-ocr.ts [--n 200]
 *
 * Attacks, each over n fresh captchas of each kind:
 * - "outlines" (svg-captcha only): each letter is a <path> with the font's outline, shifted by
 *   ±0.1 and scaled, so the sequence of its path commands names the letter. A dictionary learnt
 *   from 1,000 other captchas reads the text, letters sorted by their first x. The PNG has no path.
 * - Tesseract 5 (LSTM, one word or one line, the alphabet as whitelist) on the picture as served
 *   (an SVG rasterised first), and after the cleaning a script would add: grey, 3×3 or 5×5 median
 *   (removes specks and thin lines), threshold, twice the size.
 * A captcha counts as solved when the whole answer is right, without case, as the portal checks it.
 */
import { execFile } from 'node:child_process';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_ALPHABET, pictureCaptcha } from '../src/core/auth/captcha.generator.js';

const { values } = parseArgs({ options: { n: { type: 'string', default: '200' } } });
const N = Number(values.n);

interface Sample {
  text: string;
  /** The picture as a browser gets it (SVG text or PNG bytes). */
  bytes: Buffer;
  svg: boolean;
}

const OLD_OPTIONS = { size: 4, noise: 2, color: true, ignoreChars: '0oO1lI', width: 120, height: 40 };
const oldSample = (): Sample => {
  const { text, data } = svgCaptcha.create(OLD_OPTIONS);
  return { text, bytes: Buffer.from(data), svg: true };
};
const newSample = async (): Promise<Sample> => {
  const { text, image } = await pictureCaptcha();
  return { text, bytes: Buffer.from(image.slice(image.indexOf(',') + 1), 'base64'), svg: false };
};

/** The letters' paths of an svg-captcha (filled, not stroked), left to right, as command-letter signatures. */
function glyphSignatures(svg: string): string[] {
  const paths = [...svg.matchAll(/<path fill="[^"]*" d="([^"]+)"\/>/g)].map((m) => m[1]);
  return paths
    .map((d) => ({ x: Number(/^M\s*(-?[\d.]+)/.exec(d)?.[1] ?? 0), signature: d.replace(/[^A-Za-z]/g, '') }))
    .sort((a, b) => a.x - b.x)
    .map((glyph) => glyph.signature);
}

function outlineAttack(train: Sample[], test: Sample[]): number {
  const dictionary = new Map<string, string>();
  for (const sample of train) glyphSignatures(sample.bytes.toString()).forEach((signature, i) => dictionary.set(signature, sample.text[i]));
  return test.filter((sample) => {
    const read = glyphSignatures(sample.bytes.toString())
      .map((signature) => dictionary.get(signature) ?? '?')
      .join('');
    return read.toLowerCase() === sample.text.toLowerCase();
  }).length;
}

type Clean = 'none' | 'median3' | 'median5';

async function prepared(sample: Sample, clean: Clean): Promise<Buffer> {
  // An SVG is rasterised as a browser would show it, at the new picture's size (240 × 80).
  let image = sharp(sample.bytes, sample.svg ? { density: 144 } : {}).flatten({ background: '#ffffff' });
  if (clean === 'none') return image.png().toBuffer();
  const { width } = await sharp(await image.png().toBuffer()).metadata();
  image = sharp(await image.png().toBuffer())
    .greyscale()
    .median(clean === 'median3' ? 3 : 5)
    .threshold(150)
    .resize({ width: width! * 2, kernel: 'nearest' })
    // A white border: Tesseract reads glyphs touching the edge badly.
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' });
  return image.png().toBuffer();
}

function tesseract(png: Buffer, psm: 7 | 8, whitelist: string): Promise<string> {
  return new Promise((resolve) => {
    const child = execFile(
      'tesseract',
      // A PNG says no resolution: without --dpi Tesseract guesses one and may crash on it (SIGFPE).
      ['stdin', 'stdout', '--dpi', '150', '--psm', String(psm), '-c', `tessedit_char_whitelist=${whitelist}`],
      { env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
      // A crash reads nothing (counted as not solved, and said).
      (error, stdout) => (error ? (console.warn(`tesseract: ${error.message.split('\n')[0]}`), resolve('')) : resolve(stdout.replace(/\s+/g, ''))),
    );
    child.stdin!.end(png);
  });
}

const OLD_ALPHABET = [...'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ']
  .filter((c) => !OLD_OPTIONS.ignoreChars.includes(c))
  .join('');

async function ocr(samples: Sample[], whitelist: string, clean: Clean, psm: 7 | 8) {
  let solved = 0;
  let letters = 0;
  for (const sample of samples) {
    const read = (await tesseract(await prepared(sample, clean), psm, whitelist)).toLowerCase();
    const want = sample.text.toLowerCase();
    if (read === want) solved += 1;
    for (let i = 0; i < want.length; i++) if (read[i] === want[i]) letters += 1;
  }
  return { solved, letters: letters / (samples.length * 4) };
}

const pct = (k: number, n: number) => `${k}/${n} (${((100 * k) / n).toFixed(1)}%)`;

async function main() {
  const TRAIN = Math.max(N, 1000);
  const oldTrain = Array.from({ length: TRAIN }, oldSample);
  const oldTest = Array.from({ length: N }, oldSample);
  const newTest: Sample[] = [];
  for (let i = 0; i < N; i++) newTest.push(await newSample());
  console.log(`n = ${N} captchas of each kind`);
  console.log(`outline dictionary (svg-captcha, learnt from ${TRAIN} others): ${pct(outlineAttack(oldTrain, oldTest), N)}; PNG: no outline to read`);
  // Control: the new answers drawn plainly (system font DejaVu Sans Bold), to show the OCR set-up reads letters at all.
  const plain = newTest.map((sample) => ({
    text: sample.text,
    svg: true,
    bytes: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="100%" height="100%" fill="#fff"/>` +
        `<text x="14" y="29" font-family="DejaVu Sans" font-weight="bold" font-size="26">${sample.text}</text></svg>`,
    ),
  }));
  const control = await ocr(plain, CAPTCHA_ALPHABET, 'none', 7);
  console.log(`control, the PNG's answers as plain text: ${pct(control.solved, N)} (letters ${(100 * control.letters).toFixed(1)}%)`);
  const variants: Array<[Clean, 7 | 8]> = [
    ['none', 7],
    ['median3', 7],
    ['median3', 8],
    ['median5', 7],
  ];
  for (const [clean, psm] of variants) {
    const started = Date.now();
    const old = await ocr(oldTest, OLD_ALPHABET, clean, psm);
    const now = await ocr(newTest, CAPTCHA_ALPHABET, clean, psm);
    console.log(
      `tesseract psm ${psm}, cleaning ${clean}: svg-captcha ${pct(old.solved, N)} (letters ${(100 * old.letters).toFixed(1)}%), ` +
        `PNG ${pct(now.solved, N)} (letters ${(100 * now.letters).toFixed(1)}%) [${((Date.now() - started) / 1000).toFixed(0)} s]`,
    );
  }
}

await main();
