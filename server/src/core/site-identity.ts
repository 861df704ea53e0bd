/**
 * The library the site presents, as the browser gets it (config-site.ts): its name, contact,
 * opening hours and public address. Every page the portal serves carries it, in the page itself (a
 * `<script type="application/json">` the client reads as it starts, client/src/lib/site.ts), so
 * the header shows the library's own phone and hours at once, with no request and no flash; the
 * server renderer hands it to the client's server entry for the same reason. index.html's title,
 * description and search-link name are the library's too.
 */
import type { Config } from '../config.js';
import { LIBRARY_TIME_ZONE } from './library-time.js';

/** The id of the element that carries it (client/src/lib/site.ts reads the same). */
export const SITE_IDENTITY_ID = 'site-identity';

export interface SiteIdentity {
  name: string;
  englishName: string;
  phone: string;
  address: string;
  postcode: string;
  openingHours: string;
  email: string;
  icp: string;
  /** PUBLIC_URL, without a trailing slash: the head's absolute links. */
  url: string;
  /** LIBRARY_TIME_ZONE: the pages show dates and times on the library's clock. */
  timeZone: string;
}

export function siteIdentity(config: Config): SiteIdentity {
  const { email, ...site } = config.site;
  return { ...site, email: email ?? '', url: config.publicUrl.replace(/\/+$/, ''), timeZone: LIBRARY_TIME_ZONE };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON a script element cannot be closed from (`<` as `\u003c`), as client/src/lib/ssr-data.ts writes its data. */
const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The site's own description (client/src/lib/page-head.tsx says the same for a rendered page). */
export const siteDescription = (name: string) => `${name}：馆藏检索、数字资源、资讯动态与读者服务`;

/**
 * The built client's index.html made the library's: its title, description and OpenSearch link
 * named by SITE_NAME, and the identity element at the end of its head. Done once at start.
 */
export function withSiteIdentity(indexHtml: string, site: SiteIdentity): string {
  const name = escapeHtml(site.name);
  const element = `<script type="application/json" id="${SITE_IDENTITY_ID}">${scriptJson(site)}</script>`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(siteDescription(site.name))}$2`)
    .replace(/(<link rel="search"[^>]*title=")[^"]*(")/, `$1${name}$2`)
    .replace('</head>', `${element}</head>`);
}
