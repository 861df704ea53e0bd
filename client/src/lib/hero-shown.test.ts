import { afterEach, describe, expect, it, vi } from 'vitest';
import { heroShown } from './hero-shown';

/** Whether the promise has settled after the pending microtasks. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('heroShown: when a server-rendered page asks for the app', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  const hero = () => {
    document.body.innerHTML = '<img src="/uploads/banner.jpg" fetchpriority="high" alt=""><img src="/a.jpg" alt="">';
    const img = document.querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: false, configurable: true });
    return img;
  };

  it('at once on a page without a hero image', async () => {
    document.body.innerHTML = '<img src="/a.jpg" alt="">';
    expect(await settled(heroShown(document, 1000))).toBe(true);
  });

  it('once the hero has loaded, or failed, and not before', async () => {
    const img = hero();
    const loading = heroShown(document, 60_000);
    expect(await settled(loading)).toBe(false);
    img.dispatchEvent(new Event('load'));
    expect(await settled(loading)).toBe(true);

    const broken = hero();
    const failing = heroShown(document, 60_000);
    broken.dispatchEvent(new Event('error'));
    expect(await settled(failing)).toBe(true);
  });

  it('at the latest after the given time, when the image takes longer', async () => {
    vi.useFakeTimers();
    hero();
    const waiting = heroShown(document, 2500);
    vi.advanceTimersByTime(2400);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(100);
    expect(await settled(waiting)).toBe(true);
  });

  it('at once when the hero is already shown', async () => {
    document.body.innerHTML = '<img src="/uploads/banner.jpg" fetchpriority="high" alt="">';
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: true });
    expect(await settled(heroShown(document, 60_000))).toBe(true);
  });
});
