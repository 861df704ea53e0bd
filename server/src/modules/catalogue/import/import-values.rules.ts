import { RESOURCE_KIND_NAMES, ResourceKind } from '../resource-kind.js';

/** Cell contents that mean "nothing here" in spreadsheets people fill by hand. */
const PLACEHOLDERS = new Set(['无', '暂无', '空', '-', '--', '—', '/', 'n/a', 'na', 'null', 'none']);

/** Trimmed, runs of white space made one space; placeholders and blanks become undefined. */
export function cleanText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.replace(/[\s\u3000]+/g, ' ').trim();
  return text && !PLACEHOLDERS.has(text.toLowerCase()) ? text : undefined;
}

/** Like cleanText but keeps line breaks (summaries). */
export function cleanParagraphs(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u3000]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text && !PLACEHOLDERS.has(text.toLowerCase()) ? text : undefined;
}

/** Length in characters as a reader counts them (code points, so a rare CJK character counts once). */
export function charLength(text: string): number {
  return [...text].length;
}

const KIND_ALIASES: Record<string, ResourceKind> = {
  图书: ResourceKind.book,
  纸书: ResourceKind.book,
  纸本图书: ResourceKind.book,
  书: ResourceKind.book,
  电子书: ResourceKind.ebook,
  有声书: ResourceKind.audio,
  有声读物: ResourceKind.audio,
  学位论文: ResourceKind.thesis,
  杂志: ResourceKind.journal,
};

/** A kind from its enum value ('book', any case), its Chinese name ('纸质图书') or a common alias. */
export function readKind(value: string): ResourceKind | undefined {
  const text = value.normalize('NFKC').trim();
  const lower = text.toLowerCase();
  for (const kind of Object.values(ResourceKind)) {
    if (kind.toLowerCase() === lower || RESOURCE_KIND_NAMES[kind] === text) return kind;
  }
  return KIND_ALIASES[text];
}

const LANGUAGES: Record<string, string[]> = {
  zh: ['中文', '汉语', '汉文', '简体中文', '繁体中文', '中文简体', '中文繁体', 'chi', 'zho', 'chinese', 'zh-cn', 'zh-tw', 'zh-hans', 'zh-hant'],
  en: ['英文', '英语', 'eng', 'english'],
  ja: ['日文', '日语', 'jpn', 'japanese'],
  ko: ['韩文', '韩语', '朝鲜文', '朝鲜语', 'kor', 'korean'],
  fr: ['法文', '法语', 'fre', 'fra', 'french'],
  de: ['德文', '德语', 'ger', 'deu', 'german'],
  ru: ['俄文', '俄语', 'rus', 'russian'],
  es: ['西班牙文', '西班牙语', 'spa', 'spanish'],
  it: ['意大利文', '意大利语', 'ita', 'italian'],
  pt: ['葡萄牙文', '葡萄牙语', 'por', 'portuguese'],
  ar: ['阿拉伯文', '阿拉伯语', 'ara', 'arabic'],
  la: ['拉丁文', '拉丁语', 'lat', 'latin'],
  mn: ['蒙古文', '蒙文', '蒙古语', 'mon', 'mongolian'],
  bo: ['藏文', '藏语', 'tib', 'bod', 'tibetan'],
  ug: ['维吾尔文', '维吾尔语', 'uig', 'uighur', 'uyghur'],
};
const LANGUAGE_BY_NAME = new Map(Object.entries(LANGUAGES).flatMap(([code, names]) => names.map((name) => [name, code] as const)));
/** MARC's "several languages" and "undetermined": no single language to record, and no error either. */
const NO_LANGUAGE = new Set(['mul', 'und', 'zxx', '多语种', '其他']);

/**
 * An ISO 639-1 code from a Chinese or English name, a MARC (639-2) code or a 639-1 code.
 * Several languages ('中文;英文'): the first. undefined = no language; null = not recognised.
 */
export function readLanguage(value: string): string | undefined | null {
  const first = value
    .normalize('NFKC')
    .split(/[;；,，、/|]/)[0]
    .trim()
    .toLowerCase();
  if (!first || NO_LANGUAGE.has(first)) return undefined;
  const known = LANGUAGE_BY_NAME.get(first) ?? LANGUAGE_BY_NAME.get(first.replace(/_/g, '-'));
  if (known) return known;
  if (/^[a-z]{2}$/.test(first)) return first;
  if (/^[a-z]{2}-[a-z]{2,4}$/.test(first)) return first.slice(0, 2);
  return null;
}

export type YearResult = { year: number } | { unknown: true } | { invalid: true };

/**
 * A publication year from '2020', '2020年5月', 'c2019.', '[1998]', a spreadsheet date or number.
 * Catalogues write an unknown year as '[19--]', '199-?', '19uu', 's.d.', '出版年不详': those are no
 * year (a warning), not a wrong one.
 */
export function readYear(value: string | number | Date, now = new Date()): YearResult {
  const maxYear = now.getFullYear() + 1;
  const inRange = (year: number) => (Number.isInteger(year) && year >= 1000 && year <= maxYear ? { year } : { invalid: true as const });
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { invalid: true } : inRange(value.getUTCFullYear());
  if (typeof value === 'number') return inRange(value);
  const text = value.normalize('NFKC').trim();
  const year = /(?<!\d)(\d{4})(?!\d)/.exec(text);
  if (year) return inRange(Number(year[1]));
  if (/(?<!\d)\d{2,3}[-?u_]|^\[?(s\.\s?d|n\.\s?d)\b|不详|未知/i.test(text)) return { unknown: true };
  return { invalid: true };
}

/** Pages from '320', '320页', 'xii, 320 p.', '1 online resource (320 pages)'; undefined if none. */
export function readPages(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= 100_000 ? value : undefined;
  const text = value.normalize('NFKC').trim();
  const match = /^(\d+)\s*(页|頁|p\.?|pp\.?|pages?)?$/i.exec(text) ?? /(\d+)\s*(页|頁|p\b|pp\b|pages?\b)/i.exec(text);
  if (!match) return undefined;
  const pages = Number(match[1]);
  return pages > 0 && pages <= 100_000 ? pages : undefined;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Splits a creators cell: ; ； 、 / ， and ' , '. A bare comma splits Chinese names ('张三,李四')
 * but not Western ones, which catalogues write inverted ('Eliot, George').
 */
export function splitCreators(value: string): string[] {
  const parts = value.normalize('NFKC').split(/[;、/|]|\s+,\s+/);
  return parts
    .flatMap((part) => (CJK.test(part) ? part.split(',') : [part]))
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Statement-of-responsibility words after a name: '鲁迅著', '张三 主编', 'Wang Li (ed.)'. */
const ROLE_SUFFIX = /\s*[（(]?(等?(编著|主编|编译|选编|改编|原著|著译|校注|编|著|译|撰|绘|注|辑)|等|ed\.|eds\.|editor|trans\.)[）)]?$/i;
/** Nationality or dynasty prefixes: '(英)狄更斯', '［清］曹雪芹'. */
const BRACKET_PREFIX = /^\s*[(（[［〔【][^)）\]］〕】]{1,6}[)）\]］〕】]\s*/;

/** A creator's name without the role words and bracketed prefixes around it; keeps two characters at least. */
export function stripCreatorRole(name: string): string {
  let result = name.trim();
  const withoutPrefix = result.replace(BRACKET_PREFIX, '');
  if (charLength(withoutPrefix) >= 2) result = withoutPrefix;
  const withoutRole = result.replace(ROLE_SUFFIX, '').trim();
  if (charLength(withoutRole) >= 2) result = withoutRole;
  return result;
}

/** Splits a keywords cell on ; ； 、 , ， | (not on spaces: 'machine learning' is one keyword). */
export function splitKeywords(value: string): string[] {
  return value
    .normalize('NFKC')
    .split(/[;、,|]/)
    .map((k) => k.trim())
    .filter(Boolean);
}

/** Splits a barcodes cell: barcodes hold no spaces, so any of ; ， 、 or white space separates them. */
export function splitBarcodes(value: string): string[] {
  return value
    .normalize('NFKC')
    .split(/[;,、|\s]+/)
    .filter(Boolean);
}
