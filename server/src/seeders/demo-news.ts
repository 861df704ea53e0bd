import type { NewsCategory } from '../modules/content/news.entity.js';
import { LIB, pick, prng, type Rand } from './demo-site.js';

/** One news item of the demo data; the body is assembled from it and its kind's paragraphs. */
export interface NewsItem {
  title: string;
  /** 1–2 sentences; also the lead paragraph of the body. */
  summary: string;
  /** Key into the set's kinds. */
  k: string;
  /** Bullet points shown under a heading. */
  points?: string[];
  /** Heading over the points, instead of the kind's. */
  h?: string;
  /** Fixed publication day (YYYY-MM-DD) for items tied to a date, e.g. holiday notices. */
  date?: string;
  rec?: boolean;
  draft?: boolean;
}

export interface NewsKind {
  heading: string;
  authors: string[];
  middle: string[];
  closing: string[];
}

export interface NewsSet {
  category: NewsCategory;
  /** Cover image names, reused in turn. */
  covers: string[];
  kinds: Record<string, NewsKind>;
  /** Notices get a salutation, "特此公告/通知" and the library's signature. */
  notice?: boolean;
  items: NewsItem[];
}

export interface NewsRow {
  category: NewsCategory;
  title: string;
  summary: string;
  cover?: string;
  body: string;
  author: string;
  publishedAt: Date;
  views: number;
  recommended: boolean;
  enabled: boolean;
  sort: number;
}

/** Publication days count back from this fixed date, so the seed is reproducible. */
const BASE = Date.parse('2026-11-01T00:00:00+08:00');
const DAY = 86_400_000;
const SPAN_DAYS = 540;
const pad = (n: number) => String(n).padStart(2, '0');

function publicationTime(item: NewsItem, index: number, count: number, rand: Rand): Date {
  const hour = 8 + Math.floor(rand() * 10);
  const minute = Math.floor(rand() * 60);
  const jitter = Math.floor(rand() * 9);
  if (item.date) return new Date(`${item.date}T${pad(hour)}:${pad(minute)}:00+08:00`);
  const daysBack = Math.round(((index + 0.5) * SPAN_DAYS) / count) + jitter;
  return new Date(BASE - daysBack * DAY + (hour * 60 + minute) * 60_000);
}

/** 2026年9月18日, in Beijing time. */
function chineseDate(date: Date): string {
  const local = new Date(date.getTime() + 8 * 3_600_000);
  return `${local.getUTCFullYear()}年${local.getUTCMonth() + 1}月${local.getUTCDate()}日`;
}

/** `count` distinct entries of `list`, seeded, kept in the list's order (pools are written to read in sequence). */
function several(rand: Rand, list: string[], count: number): string[] {
  const chosen = list
    .map((text, index) => ({ text, index, key: rand() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count);
  return chosen.sort((a, b) => a.index - b.index).map((entry) => entry.text);
}

function body(set: NewsSet, item: NewsItem, kind: NewsKind, publishedAt: Date, rand: Rand): string {
  const parts: string[] = [];
  if (set.notice) parts.push('<p>尊敬的读者朋友：</p>');
  parts.push(`<p>${item.summary}</p>`);
  if (item.points?.length) {
    parts.push(`<h2>${item.h ?? kind.heading}</h2>`, `<ul>${item.points.map((point) => `<li>${point}</li>`).join('')}</ul>`);
  }
  // Notices stay short: salutation, signature and "特此公告" already add lines.
  const middleCount = set.notice ? 1 : (item.points?.length ? 1 : 2) + (rand() < 0.5 ? 1 : 0);
  for (const text of several(rand, kind.middle, middleCount)) parts.push(`<p>${text}</p>`);
  parts.push(`<p>${pick(rand, kind.closing)}</p>`);
  if (set.notice) {
    if (!item.title.endsWith('启事')) parts.push(`<p>特此${item.title.endsWith('通知') ? '通知' : '公告'}。</p>`);
    parts.push(`<p style="text-align: right">${LIB}<br>${chineseDate(publishedAt)}</p>`);
  }
  return parts.join('\n');
}

/** The rows of one category: dates spread over ~18 months, seeded views, every other item with a cover. */
export function buildNews(set: NewsSet, seed: number, coverUrl: (name: string) => string): NewsRow[] {
  const rand = prng(seed);
  return set.items.map((item, index) => {
    const kind = set.kinds[item.k];
    if (!kind) throw new Error(`demo news "${item.title}": unknown kind ${item.k}`);
    const publishedAt = publicationTime(item, index, set.items.length, rand);
    const ageDays = Math.max(0, (BASE - publishedAt.getTime()) / DAY);
    const views = item.draft ? 0 : Math.min(5000, Math.floor(rand() * 1800 + ageDays * 5 + (item.rec ? 900 : 0)));
    return {
      category: set.category,
      title: item.title,
      summary: item.summary,
      cover: index % 2 === 0 ? coverUrl(set.covers[(index / 2) % set.covers.length]) : undefined,
      body: body(set, item, kind, publishedAt, rand),
      author: pick(rand, kind.authors),
      publishedAt,
      views,
      recommended: item.rec === true,
      enabled: item.draft !== true,
      sort: 0,
    };
  });
}
