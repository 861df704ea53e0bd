/**
 * Resolves once the page's hero image (the one marked `fetchpriority="high"`: the home page's first
 * banner, a detail page's cover) has loaded or failed, or at once when there is none, and in any
 * case after `atMostMs`: a server-rendered page asks for the app's code only then, so on a slow link
 * the image a visitor waits for does not share the bandwidth with the script (issue 12, LCP).
 */
export function heroShown(doc: Document, atMostMs: number): Promise<void> {
  const hero = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero || hero.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      hero.removeEventListener('load', done);
      hero.removeEventListener('error', done);
      resolve();
    };
    const timer = setTimeout(done, atMostMs);
    hero.addEventListener('load', done);
    hero.addEventListener('error', done);
  });
}
