import { keepEarlyInput } from './lib/early-input';
import { heroShown } from './lib/hero-shown';
import { nextTask } from './lib/next-task';
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
/**
 * Parts of the app's code run before the rest, each in a task of its own. Running a module runs the
 * modules it imports that have not run yet, all in one task: the whole app at once was one task of
 * 50–100 ms here (several hundred on Lighthouse's phone), most of a detail page's total blocking
 * time. React DOM (one CommonJS module, 15–35 ms) and the theme (Chakra's recipes, 10–17 ms) go first,
 * then boot.tsx runs the rest. Each step fetches its own files: preloading them all at once (the
 * server's list of index.html's preloads) measured worse, their arrival interleaving with the steps.
 * More steps cut the app into many more files (React DOM, the theme, Apollo and the router: 24 more).
 */
const APP_STEPS = [() => import('react-dom/client'), () => import('./theme')];

async function startApp() {
  for (const step of APP_STEPS) {
    await step();
    await nextTask();
  }
  await import('./boot');
}

/**
 * The first read of the page's cookies or of its sessionStorage waits for another process of the
 * browser (a synchronous request: the cookie store, the storage area loaded). The app's start reads
 * both (the login cookies, react-router's saved view transitions when it is created), each inside
 * one of its long tasks, where the wait counts as blocking time. Read once here, in a short task of
 * their own while the painted page waits for its hero image, they are at hand when the app asks.
 * (A server-rendered page is a guest's: nothing reads localStorage while it starts.)
 */
function openPageStorage() {
  try {
    void document.cookie;
    void sessionStorage.length;
  } catch {
    // Storage refused (the browser's privacy settings): the app copes where it reads it.
  }
}

void painted
  .then(() => {
    if (!serverRendered) return undefined;
    openPageStorage();
    return heroShown(document, HERO_WAIT_MS);
  })
  .then(startApp);
