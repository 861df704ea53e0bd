import svgCaptchaLib from 'svg-captcha';

/** Makes a captcha: the text to check against and an image the browser shows. */
export type CaptchaGenerator = () => { text: string; image: string };

export const svgCaptcha: CaptchaGenerator = () => {
  // No 0/O, 1/l/I: codes a reader can tell apart.
  const { text, data } = svgCaptchaLib.create({ size: 4, noise: 2, color: true, ignoreChars: '0oO1lI', width: 120, height: 40 });
  return { text, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
};
