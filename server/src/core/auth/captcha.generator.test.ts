import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, captchaSvg, captchaText, glyphOutlines, pictureCaptcha } from './captcha.generator.js';

describe('picture captcha', () => {
  it('has an outline for every character of its alphabet, and none of 0/O, 1/l/I', () => {
    const { glyphs } = glyphOutlines();
    for (const char of CAPTCHA_ALPHABET) expect(glyphs.get(char)?.length, char).toBeGreaterThan(2);
    for (const char of '0Oo1lIi') expect(CAPTCHA_ALPHABET).not.toContain(char);
    expect(captchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
  });

  // Issue 54, S3: svg-captcha sent every letter as its font outline, which a script matched to the letter.
  it('sends a PNG of pixels only, a different one for the same text', async () => {
    const [a, b] = await Promise.all([pictureCaptcha('9AEF'), pictureCaptcha('9AEF')]);
    expect(a.text).toBe('9AEF');
    expect(a.image).toMatch(/^data:image\/png;base64,/);
    expect(a.image).not.toBe(b.image);
    const png = Buffer.from(a.image.slice(a.image.indexOf(',') + 1), 'base64').toString('latin1');
    for (const marker of ['<svg', '<path', 'tEXt', 'iTXt', 'zTXt', '9AEF']) expect(png).not.toContain(marker);
    // The drawing itself (kept on the server) differs each time too: no outline repeats between two.
    const paths = (svg: string) => new Set([...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]));
    const [one, two] = [paths(captchaSvg('9AEF')), paths(captchaSvg('9AEF'))];
    expect([...one].filter((d) => two.has(d))).toEqual([]);
  });
});
