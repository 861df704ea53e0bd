import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { findIsbn } from '../identifiers.js';
import type { ResourceKind } from '../resource-kind.js';

/** Where a captured field was read from. */
export type MetadataSource = 'jsonld' | 'opengraph' | 'dublincore' | 'citation' | 'microdata' | 'html';

/** A guess at the catalogue kind; the values are those of `ResourceKind`. */
export type KindHint = `${ResourceKind}`;

/** What a web page says about the work it describes, to pre-fill a new catalogue record. */
export interface CapturedMetadata {
  title?: string;
  creators: string[];
  coverUrl?: string;
  summary?: string;
  keywords: string[];
  publisher?: string;
  publishYear?: number;
  isbn?: string;
  language?: string;
  kindHint?: KindHint;
  /** The page the metadata was read from. */
  sourceUrl: string;
  /** For each field that has a value, the markup it came from. */
  sources: Partial<Record<CapturedField, MetadataSource>>;
}

export type CapturedField = Exclude<keyof CapturedMetadata, 'sourceUrl' | 'sources'>;

/** Most trustworthy first: structured data written for machines beats tags written for sharing. */
const SOURCE_ORDER: MetadataSource[] = ['jsonld', 'citation', 'dublincore', 'opengraph', 'microdata', 'html'];

export const SUMMARY_MAX_LENGTH = 2000;
const MAX_KEYWORDS = 30;
const MAX_CREATORS = 20;

/** What one kind of markup offers, before cleaning. Dates and ISBNs are lists: the first usable one wins. */
interface RawFields {
  title?: unknown;
  creators?: unknown[];
  image?: unknown;
  summary?: unknown;
  keywords?: unknown[];
  publisher?: unknown;
  dates?: unknown[];
  isbns?: unknown[];
  language?: unknown;
  kind?: KindHint;
}

type Fields = Omit<CapturedMetadata, 'sourceUrl' | 'sources' | 'creators' | 'keywords'> & { creators?: string[]; keywords?: string[] };

/**
 * Reads the metadata of a page about a book, video, thesis... Never throws on bad markup: what cannot
 * be read is left out.
 */
export function readPageMetadata(html: string, pageUrl: string): CapturedMetadata {
  const $ = load(html);
  const base = baseUrl($, pageUrl);
  const metas = metaIndex($);
  const readers: Record<MetadataSource, () => RawFields> = {
    jsonld: () => readJsonLd($),
    citation: () => readCitation(metas),
    dublincore: () => readDublinCore($, metas),
    opengraph: () => readOpenGraph(metas),
    microdata: () => readMicrodata($),
    html: () => readHtml($, metas),
  };

  const result: CapturedMetadata = { creators: [], keywords: [], sourceUrl: pageUrl, sources: {} };
  const target = result as unknown as Record<CapturedField, unknown>;
  for (const source of SOURCE_ORDER) {
    const fields = clean(readers[source](), base, source === 'html');
    for (const [field, value] of Object.entries(fields) as [CapturedField, unknown][]) {
      if (value === undefined || result.sources[field]) continue;
      target[field] = value;
      result.sources[field] = source;
    }
  }
  // A page that gives an ISBN and nothing else about the kind is about a book.
  if (!result.kindHint && result.isbn) {
    result.kindHint = 'book';
    result.sources.kindHint = result.sources.isbn;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Cleaning

/** Turns one reader's raw values into field values, dropping what is empty or unusable. */
function clean(raw: RawFields, base: URL | undefined, fromHtml: boolean): Fields {
  const title = tidy(raw.title);
  return {
    title: fromHtml && title ? stripSiteSuffix(title) : title,
    creators: nonEmpty(
      dedupe(
        (raw.creators ?? []).flatMap((value) => tidy(value)?.split(/\s*[;；、]\s*/) ?? []).filter((name) => name && !/^https?:\/\//i.test(name)),
      ).slice(0, MAX_CREATORS),
    ),
    coverUrl: absoluteUrl(tidy(raw.image), base),
    summary: truncate(tidy(raw.summary, true), SUMMARY_MAX_LENGTH),
    keywords: nonEmpty(dedupe((raw.keywords ?? []).flatMap(splitKeywords)).slice(0, MAX_KEYWORDS)),
    publisher: tidy(raw.publisher),
    publishYear: firstOf(raw.dates, yearOf),
    isbn: firstOf(raw.isbns, (value) => findIsbn(String(value))),
    language: languageTag(tidy(raw.language)),
    kindHint: raw.kind,
  };
}

const MARKUP = /<\/?[a-z][^>]*>|&(?:#\d+|#x[0-9a-f]+|[a-z]+\d*);/i;

/**
 * A value as one clean line of text: entities decoded, tags dropped (JSON-LD descriptions often carry
 * HTML), whitespace collapsed. Non-strings (numbers aside) give nothing.
 */
export function tidy(value: unknown, keepParagraphs = false): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  if (typeof value !== 'string') return undefined;
  let text = value;
  if (MARKUP.test(text)) {
    if (keepParagraphs) text = text.replace(/<\s*(?:br|\/p|\/div|\/li)\b[^>]*>/gi, '$&\n');
    text = load(text, null, false).text();
  }
  text = text.replace(/[\u200b-\u200d\u2060\ufeff]/g, '');
  text = keepParagraphs
    ? text
        .split(/\s*\n\s*/)
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n')
    : text.replace(/\s+/g, ' ').trim();
  return text || undefined;
}

function nonEmpty<T>(list: T[]): T[] | undefined {
  return list.length ? list : undefined;
}

/** Keeps the first spelling of each value, comparing without case. */
function dedupe(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function firstOf<T>(values: unknown[] | undefined, read: (value: unknown) => T | undefined): T | undefined {
  for (const value of values ?? []) {
    const result = read(value);
    if (result !== undefined) return result;
  }
  return undefined;
}

function splitKeywords(value: unknown): string[] {
  return (tidy(value) ?? '')
    .split(/[,，;；、]/)
    .map((word) => word.trim())
    .filter(Boolean);
}

/** Cuts by code points, so that no character outside the BMP is split in two. */
function truncate(text: string | undefined, max: number): string | undefined {
  if (text === undefined) return undefined;
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * `<title>` usually ends with the site's name: "三体 - 豆瓣读书", "三体_百度百科", "Dune | Site",
 * "三体 (豆瓣)". The last such part is dropped; a hyphen counts only with spaces around it, so
 * "Spider-Man" stays whole.
 */
export function stripSiteSuffix(title: string): string {
  const stripped = title
    .replace(/\s*[(（]豆瓣[)）]$/, '')
    .replace(/^(.*\S)(?:\s+[-–—]\s+|\s*[|｜_]\s*|\s+::\s+)[^|｜_]+$/u, '$1')
    .trim();
  return stripped || title;
}

const CHINESE_DIGITS: Record<string, string> = { 〇: '0', 零: '0', 一: '1', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9' };

/** The year of any date form: 2019, 2019-05-01, 20190501, 2019年5月, 二〇一九年, May 1, 2019. */
export function yearOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : tidy(value);
  if (!text) return undefined;
  const digits = text.replace(/[〇零一二三四五六七八九]{4}(?=年)/g, (run) => Array.from(run, (c) => CHINESE_DIGITS[c]).join(''));
  const match = /(?<!\d)(\d{4})(?:\d{4})?(?!\d)/.exec(digits);
  if (!match) return undefined;
  const year = Number(match[1]);
  return year >= 1000 && year <= new Date().getFullYear() + 5 ? year : undefined;
}

/** "zh_CN" → "zh-CN", "ZH" → "zh"; other forms ("中文") are kept as they are. */
function languageTag(value: string | undefined): string | undefined {
  if (!value || !/^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i.test(value)) return value;
  return value
    .split(/[-_]/)
    .map((part, i) => (i === 0 ? part.toLowerCase() : part.length === 2 ? part.toUpperCase() : part))
    .join('-');
}

/** The page's URL, or its `<base href>`, which relative links are resolved against. */
function baseUrl($: CheerioAPI, pageUrl: string): URL | undefined {
  let base: URL | undefined;
  try {
    base = new URL(pageUrl);
  } catch {
    return undefined;
  }
  const href = $('base[href]').first().attr('href');
  if (!href) return base;
  try {
    return new URL(href, base);
  } catch {
    return base;
  }
}

/** An http(s) URL resolved against the page; data: and javascript: URLs are dropped. */
function absoluteUrl(value: string | undefined, base: URL | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// <meta> tags

/** Every `<meta>` content by lower-case name or property ("dc:title" filed as "dc.title"). */
type MetaIndex = Map<string, string[]>;

function metaIndex($: CheerioAPI): MetaIndex {
  const index: MetaIndex = new Map();
  $('meta[content]').each((_, element) => {
    const $meta = $(element);
    for (const attribute of ['name', 'property']) {
      const key = $meta
        .attr(attribute)
        ?.trim()
        .toLowerCase()
        .replace(/^(dc|dcterms):/, '$1.');
      if (!key) continue;
      const list = index.get(key) ?? [];
      list.push($meta.attr('content') ?? '');
      index.set(key, list);
    }
  });
  return index;
}

function all(metas: MetaIndex, ...keys: string[]): string[] {
  return keys.flatMap((key) => metas.get(key) ?? []);
}

/** The first non-blank value under any of the keys. */
function first(metas: MetaIndex, ...keys: string[]): string | undefined {
  return all(metas, ...keys).find((value) => value.trim());
}

function readCitation(metas: MetaIndex): RawFields {
  const institution = first(metas, 'citation_dissertation_institution');
  const inJournal = first(metas, 'citation_journal_title', 'citation_conference_title');
  return {
    title: first(metas, 'citation_title'),
    creators: [...all(metas, 'citation_author'), ...all(metas, 'citation_authors').flatMap((list) => list.split(/[;；]/))],
    summary: first(metas, 'citation_abstract'),
    keywords: all(metas, 'citation_keywords'),
    publisher: first(metas, 'citation_publisher') ?? institution,
    dates: all(metas, 'citation_publication_date', 'citation_date', 'citation_year', 'citation_online_date'),
    isbns: all(metas, 'citation_isbn'),
    language: first(metas, 'citation_language'),
    kind: institution || inJournal ? 'thesis' : undefined,
  };
}

function readDublinCore($: CheerioAPI, metas: MetaIndex): RawFields {
  const dc = (name: string) => all(metas, `dc.${name}`, `dcterms.${name}`);
  // An identifier counts as an ISBN when it says so (scheme or prefix) or has the 978/979 shape.
  const identifiers = $('meta[content]')
    .filter((_, element) => /^(dc|dcterms)[.:]identifier$/i.test($(element).attr('name') ?? ''))
    .toArray()
    .map((element) => ({ scheme: $(element).attr('scheme') ?? '', content: $(element).attr('content') ?? '' }))
    .filter(({ scheme, content }) => /isbn/i.test(scheme) || /isbn/i.test(content) || /^\s*97[89][-\s\d]{10,16}\s*$/.test(content))
    .map(({ content }) => content);
  return {
    title: dc('title')[0],
    creators: dc('creator'),
    summary: [...dc('description'), ...dc('abstract')][0],
    keywords: dc('subject'),
    publisher: dc('publisher')[0],
    dates: [...dc('date'), ...dc('issued'), ...dc('created')],
    isbns: identifiers,
    language: dc('language')[0],
    kind: kindFromDcType(dc('type').join(' ')),
  };
}

function kindFromDcType(type: string): KindHint | undefined {
  if (/thesis|dissertation|论文/i.test(type)) return 'thesis';
  if (/moving\s*image|video|视频|影片/i.test(type)) return 'video';
  if (/sound|audio|音频/i.test(type)) return 'audio';
  if (/book|图书|书籍/i.test(type)) return 'book';
  return undefined;
}

/** `video.movie` → video; `book` → book; `music.*` → audio; `article`, `website`: no hint. */
const OG_KINDS: [RegExp, KindHint][] = [
  [/^book$/, 'book'],
  [/^video\./, 'video'],
  [/^music\./, 'audio'],
];

function readOpenGraph(metas: MetaIndex): RawFields {
  const type = first(metas, 'og:type')?.trim().toLowerCase() ?? '';
  return {
    title: first(metas, 'og:title'),
    // book:author and video:director are profile URLs by the protocol; sites often put names there.
    creators: all(metas, 'book:author', 'video:director', 'music:musician'),
    image: first(metas, 'og:image', 'og:image:url', 'og:image:secure_url'),
    summary: first(metas, 'og:description'),
    keywords: all(metas, 'book:tag', 'video:tag', 'article:tag'),
    dates: all(metas, 'book:release_date', 'video:release_date', 'music:release_date'),
    isbns: all(metas, 'book:isbn'),
    language: first(metas, 'og:locale'),
    kind: OG_KINDS.find(([pattern]) => pattern.test(type))?.[1],
  };
}

function readHtml($: CheerioAPI, metas: MetaIndex): RawFields {
  return {
    title: $('head title').first().text() || $('title').first().text(),
    creators: all(metas, 'author'),
    image: $('link[rel~="image_src"]').first().attr('href'),
    summary: first(metas, 'description'),
    keywords: all(metas, 'keywords'),
    language: $('html').attr('lang') ?? $('html').attr('xml:lang') ?? first(metas, 'content-language'),
  };
}

// ---------------------------------------------------------------------------------------------
// schema.org: JSON-LD and microdata

/** The schema.org types a catalogue record can come from, best first, with the kind each suggests. */
const WORK_TYPES: Record<string, { rank: number; kind?: KindHint }> = {
  book: { rank: 1, kind: 'book' },
  audiobook: { rank: 1, kind: 'audio' },
  movie: { rank: 1, kind: 'video' },
  videoobject: { rank: 1, kind: 'video' },
  tvseries: { rank: 1, kind: 'video' },
  tvepisode: { rank: 1, kind: 'video' },
  episode: { rank: 1, kind: 'video' },
  audioobject: { rank: 1, kind: 'audio' },
  musicrecording: { rank: 1, kind: 'audio' },
  musicalbum: { rank: 1, kind: 'audio' },
  podcastepisode: { rank: 1, kind: 'audio' },
  podcastseries: { rank: 1, kind: 'audio' },
  thesis: { rank: 1, kind: 'thesis' },
  scholarlyarticle: { rank: 1, kind: 'thesis' },
  periodical: { rank: 1, kind: 'journal' },
  publicationvolume: { rank: 1, kind: 'journal' },
  publicationissue: { rank: 1, kind: 'journal' },
  newspaper: { rank: 1, kind: 'newspaper' },
  exhibitionevent: { rank: 1, kind: 'exhibition' },
  creativework: { rank: 2 },
  article: { rank: 2 },
  newsarticle: { rank: 2 },
  report: { rank: 2 },
  blogposting: { rank: 3 },
};

/** "Book", "schema:Book" and "https://schema.org/Book" all name the type `book`. */
function typeNames(type: unknown): string[] {
  return (Array.isArray(type) ? type : [type])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => (t.split(/[/#:]/).pop() ?? '').toLowerCase());
}

function bestWorkType(type: unknown): { rank: number; kind?: KindHint } | undefined {
  return typeNames(type)
    .map((name) => WORK_TYPES[name])
    .filter((work) => work !== undefined)
    .sort((a, b) => a.rank - b.rank)[0];
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sites wrap JSON-LD in comments or CDATA and leave raw newlines in strings: tolerate that, else skip. */
function parseJsonLd(text: string): unknown {
  const body = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*(?:\/\/)?\s*<!\[CDATA\[|(?:\/\/)?\s*\]\]>\s*$/g, '')
    .trim()
    .replace(/;$/, '');
  for (const candidate of [body, body.replace(/\p{Cc}+/gu, ' ')]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next repair, then give up on this block
    }
  }
  return undefined;
}

/** Every object in the data that has a `@type` or `@id`, through `@graph` and nested values. */
function collectNodes(value: unknown, nodes: JsonObject[], depth = 0): void {
  if (depth > 8 || nodes.length > 1000) return;
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, nodes, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if ('@type' in value || '@id' in value) nodes.push(value);
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) collectNodes(child, nodes, depth + 1);
  }
}

function readJsonLd($: CheerioAPI): RawFields {
  const nodes: JsonObject[] = [];
  $('script[type]').each((_, element) => {
    const type = ($(element).attr('type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/ld+json') return;
    const data = parseJsonLd($(element).html() ?? '');
    if (data !== undefined) collectNodes(data, nodes);
  });
  const byId = new Map<string, JsonObject>();
  for (const node of nodes) {
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1 && !byId.has(node['@id'])) byId.set(node['@id'], node);
  }
  // A bare {"@id": ...} points at a node described elsewhere in the graph.
  const deref = (value: unknown): unknown =>
    isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1 ? (byId.get(value['@id']) ?? value) : value;

  let main: JsonObject | undefined;
  let mainWork: { rank: number; kind?: KindHint } | undefined;
  for (const node of nodes) {
    const work = bestWorkType(node['@type']);
    if (work && (!mainWork || work.rank < mainWork.rank)) [main, mainWork] = [node, work];
  }
  if (!main) return {};
  const work = main;

  const list = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);
  const text = (value: unknown): unknown => {
    const item = deref(list(value)[0]);
    return isObject(item) ? (item['@value'] ?? item.name) : item;
  };
  const person = (value: unknown): unknown => {
    const item = deref(value);
    if (!isObject(item)) return item;
    if (item.name !== undefined) return text(item.name);
    return [item.givenName, item.familyName].filter((part) => typeof part === 'string').join(' ');
  };
  const image = (value: unknown): unknown => {
    for (const entry of list(value)) {
      const item = deref(entry);
      const url = isObject(item) ? (item.url ?? item.contentUrl) : item;
      // Inline placeholders (data: URLs) are not covers; the next image may be.
      if (typeof url === 'string' && url.trim() && !/^\s*data:/i.test(url)) return url;
    }
    return undefined;
  };
  const people = (...keys: string[]) => keys.flatMap((key) => list(work[key]).map(person));
  const creators = people('author', 'creator');
  const formats = typeNames(list(main.bookFormat).map((format) => (isObject(format) ? format['@id'] : format)));
  const editions = list(main.workExample).map(deref).filter(isObject);
  const language = deref(list(main.inLanguage)[0]);

  return {
    title: text(main.name) ?? text(main.headline),
    creators: creators.length ? creators : people('director', 'byArtist', 'editor'),
    image: image(main.image) ?? image(main.thumbnailUrl) ?? image(main.thumbnail),
    summary: text(main.description) ?? text(main.abstract),
    keywords: list(main.keywords).map(text),
    publisher: person(list(main.publisher)[0]),
    dates: [main.datePublished, main.dateCreated, main.copyrightYear, main.uploadDate, ...editions.map((e) => e.datePublished)]
      .flatMap(list)
      .map(text),
    isbns: [main.isbn, ...editions.map((edition) => edition.isbn)].flatMap(list).map(text),
    language: isObject(language) ? (language.alternateName ?? language.name) : language,
    kind: formats.includes('ebook') ? 'ebook' : formats.includes('audiobookformat') ? 'audio' : mainWork?.kind,
  };
}

/** The value of a microdata property, by the element that carries it (HTML §5.2.4). */
function itemValue($: CheerioAPI, element: AnyNode): string | undefined {
  const $element = $(element);
  const tag = ((element as { tagName?: string }).tagName ?? '').toLowerCase();
  if ($element.is('[itemscope]')) {
    const name = $element.find('[itemprop~="name"]').first();
    return name.length ? itemValue($, name[0]) : $element.text();
  }
  if (tag === 'meta') return $element.attr('content');
  if (['img', 'audio', 'video', 'source', 'embed', 'iframe'].includes(tag)) return $element.attr('src');
  if (['a', 'link', 'area'].includes(tag)) return $element.attr('href');
  if (tag === 'object') return $element.attr('data');
  if (tag === 'time') return $element.attr('datetime') ?? $element.text();
  if (tag === 'data' || tag === 'meter') return $element.attr('value');
  return $element.text();
}

function readMicrodata($: CheerioAPI): RawFields {
  let scope: AnyNode | undefined;
  let work: { rank: number; kind?: KindHint } | undefined;
  $('[itemscope][itemtype]').each((_, element) => {
    const found = bestWorkType(($(element).attr('itemtype') ?? '').split(/\s+/));
    if (found && (!work || found.rank < work.rank)) [scope, work] = [element, found];
  });
  // Without a typed item, properties written loose in the page (outside any item) still count.
  const props = (name: string): string[] => {
    const candidates = scope ? $(scope).find(`[itemprop~="${name}"]`) : $(`[itemprop~="${name}"]`);
    return candidates
      .filter((_, element) => {
        const owner = $(element).parent().closest('[itemscope]');
        return scope ? owner[0] === scope : owner.length === 0;
      })
      .toArray()
      .map((element) => itemValue($, element))
      .filter((value): value is string => value !== undefined);
  };
  return {
    title: props('name')[0] ?? props('headline')[0],
    creators: [...props('author'), ...props('creator')],
    image: props('image')[0] ?? props('thumbnailUrl')[0],
    summary: props('description')[0],
    keywords: props('keywords'),
    publisher: props('publisher')[0],
    dates: [...props('datePublished'), ...props('dateCreated'), ...props('copyrightYear')],
    isbns: props('isbn'),
    language: props('inLanguage')[0],
    kind: work?.kind,
  };
}
