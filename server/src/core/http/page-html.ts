/**
 * A server-rendered page (issue 12): the built client's index.html with the page's own head (its
 * title, description, canonical link, Open Graph tags and JSON-LD: issue 52) and styles in its
 * head, the page's markup in its root element and the page's data beside it, as a JSON script element (the CSP runs no inline
 * script; the client reads it, client/src/lib/ssr-data.ts). The data comes already escaped.
 */
import { PUBLIC_ANSWER_NO_POLICY, cacheControl, type PublicAnswerPolicy } from './public-answer-policy.js';

const ROOT = '<div id="root"></div>';

const HEAD_END = '</head>';

/**
 * index.html's preloads of the app's code (client/scripts/vite-preload-boot.ts). A rendered page
 * drops them: its HTML paints without any script, and its first image (the LCP) should not share a
 * slow link with ~180 kB of script; the entry asks for the app once the hero is shown (client/src/main.tsx).
 */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/** index.html's title and description, which a rendered page's own replace (it always carries both). */
const SITE_TITLE = /[ \t]*<title>[^<]*<\/title>\n?/;
const SITE_DESCRIPTION = /[ \t]*<meta name="description"[^>]*>\n?/;

/** Splits index.html at the end of its head and at its root element once; each page is then a concatenation. */
export function pageTemplate(indexHtml: string): (page: { head: string; html: string; data: string }) => string {
  indexHtml = indexHtml.replace(MODULE_PRELOAD, '').replace(SITE_TITLE, '').replace(SITE_DESCRIPTION, '');
  const [headEnd, root] = [indexHtml.indexOf(HEAD_END), indexHtml.indexOf(ROOT)];
  if (headEnd < 0 || root < headEnd) throw new Error(`index.html has no ${HEAD_END} followed by ${ROOT}`);
  const [start, middle, end] = [indexHtml.slice(0, headEnd), indexHtml.slice(headEnd, root), indexHtml.slice(root + ROOT.length)];
  return ({ head, html, data }) =>
    `${start}${head}${middle}<div id="root">${html}</div><script type="application/json" id="ssr-data">${data}</script>${end}`;
}

/**
 * The Cache-Control of a page rendered for a guest: as its queries' answers would be over GraphQL
 * GET (core/graphql/public-answer-headers.ts): public for the shortest max-age among them,
 * revalidated every time when one counts a view, and kept by no shared cache when one of them is
 * not a public answer.
 */
export function pageCacheControl(policies: Array<PublicAnswerPolicy | undefined>): string {
  if (policies.length === 0) return 'public, no-cache';
  if (policies.some((policy) => !policy)) return PUBLIC_ANSWER_NO_POLICY;
  const chosen = policies as PublicAnswerPolicy[];
  return cacheControl({
    ...chosen[0],
    maxAge: Math.min(...chosen.map((policy) => policy.maxAge)),
    staleSeconds: Math.min(...chosen.map((policy) => policy.staleSeconds)),
    countsView: chosen.find((policy) => policy.countsView)?.countsView,
    revalidate: chosen.some((policy) => policy.revalidate),
  });
}
