/**
 * A page's head (issue 52): its title, description, canonical address, Open Graph tags and
 * schema.org JSON-LD, for search engines and link previews (WeChat, which runs no script).
 *
 * In the browser a page's `<PageHead>` renders its `<title>`, which React hoists into the head
 * (adopting the server's on hydration). In the server renderer (entry-server.tsx) it renders nothing
 * and hands its props to the render's HeadCollector instead, which writes the whole head
 * (`headHtml`) into the page's `<head>`: React would write the tags it hoists at the start of the
 * rendered markup, inside the page's body.
 */
import { createContext, useContext, useEffect } from 'react';
import type { SiteIdentity as FullSiteIdentity } from './site';
import { serializeForScript } from './ssr-data';

/** What a head needs of the site: SITE_NAME and PUBLIC_URL (no trailing slash). */
export type SiteIdentity = Pick<FullSiteIdentity, 'name' | 'url'>;

/** A schema.org object (JSON-LD), made with the site's identity for its absolute addresses. */
export type StructuredData = (site: SiteIdentity) => Record<string, unknown>;

export interface PageHeadProps {
  /** The page's title as the page shows it (`三国演义 - 纸质图书 - <SITE_NAME>`). */
  title: string;
  /** A sentence or two; the site's own when left out. */
  description?: string | null;
  /** The page's one address (a site path); the requested path and query when left out. */
  canonical?: string;
  /** Open Graph type: `website` unless the page is an `article`, a `book`… */
  type?: string;
  /** The page's picture (a cover): a site path or an absolute URL. */
  image?: string | null;
  structuredData?: StructuredData;
}

/** What the last `<PageHead>` of a server render said (the deepest page's, rendered last). */
export class HeadCollector {
  private said: PageHeadProps | undefined;
  say(head: PageHeadProps) {
    this.said = head;
  }
  get head(): PageHeadProps | undefined {
    return this.said;
  }
}

export const HeadCollectorContext = createContext<HeadCollector | undefined>(undefined);

export function PageHead(props: PageHeadProps) {
  const collector = useContext(HeadCollectorContext);
  if (collector) {
    collector.say(props);
    return null;
  }
  return <title>{props.title}</title>;
}

/** The site's own description (client/index.html's). */
export const siteDescription = (site: SiteIdentity) => `${site.name}：馆藏检索、数字资源、资讯动态与读者服务`;

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A description from rich text: its words without the markup, cut to `max` characters. */
export function plainText(html: string | null | undefined, max = 120): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An address on the site made absolute (one already absolute is kept). */
export const absoluteUrl = (site: SiteIdentity, path: string) =>
  /^https?:\/\//.test(path) ? path : `${site.url}${path.startsWith('/') ? '' : '/'}${path}`;

/**
 * The head's elements for a page (`requested`: its path and query), escaped: text and attributes as
 * HTML, JSON-LD as JSON in which `<` is `\u003c`, so no title can close its script element.
 */
export function headHtml(head: PageHeadProps | undefined, site: SiteIdentity, requested: string): string {
  const title = head?.title ?? site.name;
  const description = head?.description?.trim() || siteDescription(site);
  const url = absoluteUrl(site, head?.canonical ?? requested);
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', head?.type ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', 'zh_CN'),
    ...(head?.image ? [meta('property', 'og:image', absoluteUrl(site, head.image))] : []),
    ...(head?.structuredData ? [`<script type="application/ld+json">${serializeForScript(head.structuredData(site))}</script>`] : []),
  ].join('');
}

/**
 * The site's name as the document's title while no page declares one. A server-rendered page's head
 * has only its own title, which React adopts and removes when the visitor moves on in the app; a page
 * without a PageHead (the login page) was then left with no title at all (axe: document-title). The
 * head is watched, so a page's own title (a lazy route's, inserted after its first commit) takes the
 * fallback's place at once.
 */
export function useTitleFallback(siteName: string): void {
  useEffect(() => {
    const sync = () => {
      const titles = [...document.head.querySelectorAll('title')];
      const fallback = titles.find((title) => title.hasAttribute('data-fallback'));
      const own = titles.some((title) => title !== fallback && title.textContent);
      if (own) fallback?.remove();
      else if (!fallback) {
        const title = document.createElement('title');
        title.setAttribute('data-fallback', '');
        title.textContent = siteName;
        document.head.append(title);
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    // Its fallback goes with it: a new site name puts its own, and nothing outlives the shell.
    return () => {
      observer.disconnect();
      document.head.querySelector('title[data-fallback]')?.remove();
    };
  }, [siteName]);
}
