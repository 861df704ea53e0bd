import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { pageReaders } from '../../catalogue/index.js';

// This module is itself loaded at the first capture (captured-info.resolvers.ts), with the page readers.
const { readPageMetadata, stripSiteSuffix, tidy } = await pageReaders();

/** What a captured page says about its article (信息采集), before its images are copied. */
export interface CapturedArticle {
  title?: string;
  publishedAt?: Date;
  source?: string;
  author?: string;
  summary?: string;
  coverUrl?: string;
  /** The article's body as found (not yet sanitised), images and links absolute. */
  bodyHtml: string;
  /** The absolute addresses of the body's images, in order, each once. */
  imageUrls: string[];
}

/** Where the body usually is: semantic markup first, then the class names of common CMSs (TRS, WordPress…). */
const BODY_SELECTORS = [
  '[itemprop="articleBody"]',
  'article .article-content',
  '.article-content',
  '.TRS_Editor',
  '.v_news_content',
  '.news_content',
  '.entry-content',
  '#content .content',
  'article',
  '#content',
  '.content',
  'main',
];
const NOISE = 'script, style, noscript, iframe, form, nav, header, footer, aside, button, input, select, textarea, .share, .comment, .comments';
const MIN_BODY_TEXT = 40;

/** Dates as Chinese sites write them: 2024-05-01, 2024/5/1 09:30, 2024年5月1日, 2024.05.01. */
const DATE_TEXT = /(20\d{2}|19\d{2})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:\s+(\d{1,2}):(\d{2}))?/;
const SOURCE_TEXT = /(?:来源|来自|稿源|出处)\s*[:：]\s*([^\s|｜<>]{2,40})/;
const AUTHOR_TEXT = /(?:作者|记者|编辑|撰稿)\s*[:：]\s*([^\s|｜<>]{2,20})/;

/**
 * Reads an article page: the catalogue's metadata readers for the title, summary, cover and
 * authors, then the article's own date and source (meta tags, `<time>`, the "来源：" line) and its
 * body (the usual containers, else the block with the most paragraph text). Never throws on bad
 * markup; what cannot be read is left out.
 */
export function readArticle(html: string, pageUrl: string): CapturedArticle {
  const meta = readPageMetadata(html, pageUrl);
  const $ = load(html);
  const metaContent = (...names: string[]) => {
    for (const name of names) {
      const value = tidy($(`meta[property="${name}"], meta[name="${name}"], meta[itemprop="${name}"]`).first().attr('content'));
      if (value) return value;
    }
    return undefined;
  };
  const headline = tidy($('h1').first().text());
  const ogTitle = metaContent('og:title');
  const title = ogTitle ?? headline ?? (meta.title ? stripSiteSuffix(meta.title) : undefined);

  // The text around the headline (the byline) is where "发布时间：… 来源：…" lives.
  const byline = tidy($('h1').first().parent().text()) ?? '';
  const pageText = tidy($('body').text()) ?? '';
  const dateText =
    metaContent('article:published_time', 'datePublished', 'pubdate', 'PubDate', 'publishdate', 'dc.date', 'DC.date') ??
    $('time[datetime]').first().attr('datetime') ??
    DATE_TEXT.exec(byline)?.[0] ??
    DATE_TEXT.exec(pageText)?.[0];
  const source = metaContent('og:site_name', 'source', 'ContentSource') ?? SOURCE_TEXT.exec(byline)?.[1] ?? SOURCE_TEXT.exec(pageText)?.[1];
  const author = metaContent('article:author', 'author') ?? meta.creators[0] ?? AUTHOR_TEXT.exec(byline)?.[1];

  const body = findBody($);
  const base = safeUrl($('base[href]').attr('href') ?? '', pageUrl) ?? pageUrl;
  const imageUrls: string[] = [];
  body?.find('img').each((_, img) => {
    const node = $(img);
    const src = node.attr('data-src') ?? node.attr('data-original') ?? node.attr('src') ?? '';
    const absolute = safeUrl(src, base);
    if (!absolute || !/^https?:/.test(absolute)) return void node.remove();
    node.attr('src', absolute).removeAttr('data-src').removeAttr('data-original').removeAttr('srcset');
    if (!imageUrls.includes(absolute)) imageUrls.push(absolute);
  });
  body?.find('a[href]').each((_, a) => {
    const href = safeUrl($(a).attr('href') ?? '', base);
    if (href) $(a).attr('href', href);
  });

  return {
    title: title?.slice(0, 200),
    publishedAt: parseDate(dateText),
    source: source?.slice(0, 100),
    author: author?.slice(0, 64),
    summary: meta.summary?.slice(0, 500),
    coverUrl: meta.coverUrl ?? imageUrls[0],
    bodyHtml: body?.html()?.trim() ?? '',
    imageUrls,
  };
}

function findBody($: CheerioAPI): Cheerio<AnyNode> | undefined {
  $(NOISE).remove();
  for (const selector of BODY_SELECTORS) {
    const found = $(selector).first();
    if (found.length && textLength(found) >= MIN_BODY_TEXT) return found;
  }
  // No known container: the block whose own paragraphs hold the most text.
  let best: Cheerio<AnyNode> | undefined;
  let bestLength = 0;
  $('div, section, td').each((_, element) => {
    const node = $(element);
    const length = node
      .children('p')
      .toArray()
      .reduce((sum, p) => sum + textLength($(p)), 0);
    if (length > bestLength) [best, bestLength] = [node, length];
  });
  return best ?? ($('body').length ? $('body').first() : undefined);
}

const textLength = (node: Cheerio<AnyNode>) => node.text().replace(/\s+/g, '').length;

function safeUrl(value: string, base: string): string | undefined {
  if (!value.trim()) return undefined;
  try {
    return new URL(value.trim(), base).href;
  } catch {
    return undefined;
  }
}

/** An ISO date or one of DATE_TEXT's forms, read in China's time zone when it has none. */
export function parseDate(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const match = DATE_TEXT.exec(text);
  if (match && !/T\d|[+-]\d{2}:?\d{2}$|Z$/.test(text.trim())) {
    const [, year, month, day, hour = '0', minute = '0'] = match;
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour) - 8, Number(minute)));
    return Number.isNaN(date.getTime()) || Number(month) > 12 || Number(day) > 31 ? undefined : date;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
