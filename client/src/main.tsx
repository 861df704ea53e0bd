import { keepEarlyInput } from './lib/early-input';
import { heroShown } from './lib/hero-shown';
import { isServerRenderedPage } from './lib/ssr-data';

/**
 * The entry: as small as can be. A server-rendered page (issue 12) paints from its HTML, without
 * script: the app's code (boot.tsx) is asked for only once the browser has painted and the page's
 * hero image is shown (the server leaves index.html's preloads of it out of such a page), so the
 * image gets the link first and the long task of starting the app comes after the first paint.
 * Any other page (index.html alone) starts at once, its code already preloaded.
 */
const HERO_WAIT_MS = 2500;

const serverRendered = isServerRenderedPage();
// What is typed meanwhile is given back once the app works (boot.tsx).
if (serverRendered) keepEarlyInput(document);
const painted = serverRendered ? new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))) : Promise.resolve();
void painted.then(() => (serverRendered ? heroShown(document, HERO_WAIT_MS) : undefined)).then(() => import('./boot'));
