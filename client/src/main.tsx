/**
 * The entry: as small as can be. On a server-rendered page (issue 12) the app's code (boot.tsx, which
 * index.html already preloads) runs only after the browser has painted the HTML, so the page shows
 * before the long task of starting the app; any other page starts at once.
 */
const serverRendered = !!document.getElementById('ssr-data');
const painted = serverRendered ? new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))) : Promise.resolve();
void painted.then(() => import('./boot'));
