import { HTTP_URL, URL_OR_PATH } from '../../../core/crud/patterns.js';
import { RESOURCE_KIND_NAMES, ResourceKind } from '../resource-kind.js';
import { readIsbn, readIssn } from '../identifiers.js';
import type { ImportCopy, ImportRecord, RawRecord, RowProblem } from './import-record.js';
import { charLength, cleanParagraphs, cleanText, readKind, readLanguage, readPages, readYear } from './import-values.rules.js';

export const LIMITS = {
  title: 300,
  creators: 20,
  creator: 100,
  summary: 5000,
  keywords: 50,
  keyword: 50,
  url: 500,
} as const;

/** Optional text fields: too long means the value is dropped with a warning, the row still imports. */
const TEXT_FIELDS = {
  subtitle: { label: '副题名', max: 300 },
  publisher: { label: '出版社', max: 200 },
  publishPlace: { label: '出版地', max: 100 },
  callNumber: { label: '索书号', max: 100 },
  edition: { label: '版次', max: 100 },
  series: { label: '丛书', max: 300 },
} as const;

/** 中图法 codes: a capital letter, then digits, letters and the notation's signs (I247.5, K825.6=74, TP311.13). */
const CLASS_CODE = /^[A-Z][A-Z0-9.\-=+:()"<>/[\]]{0,49}$/;
const BARCODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface NormaliseResult {
  /** Absent when the row is rejected. */
  record?: ImportRecord;
  rejected: RowProblem[];
  /** Values dropped from an imported row (empty when the row is rejected). */
  warnings: RowProblem[];
}

/**
 * Checks one row: a missing or overlong title, an unknown kind, or an ISBN, ISSN or year that is
 * wrong rejects it; any other bad value is dropped with a warning. Checks between rows (duplicate
 * ISBNs, barcodes) are ImportOutcomeBuilder's.
 */
export function normaliseRecord(raw: RawRecord, row: number, defaultKind: ResourceKind, now = new Date()): NormaliseResult {
  const rejected: RowProblem[] = [];
  const warnings: RowProblem[] = [];
  const reject = (field: string, message: string) => rejected.push({ row, field, message });
  const warn = (field: string, message: string) => warnings.push({ row, field, message });

  const kindText = cleanText(raw.kind);
  const kind = kindText === undefined ? defaultKind : readKind(kindText);
  if (!kind) reject('kind', `资源类型无效：${kindText}（可填：${Object.values(RESOURCE_KIND_NAMES).join('、')}）`);

  const title = cleanText(raw.title);
  if (!title) reject('title', '缺少题名');
  else if (charLength(title) > LIMITS.title) reject('title', `题名不能超过${LIMITS.title}个字`);

  const record: ImportRecord = { kind: kind ?? defaultKind, title: title ?? '', creators: [], keywords: [] };

  const isbn = readIsbn(typeof raw.isbn === 'string' ? (cleanText(raw.isbn) ?? '') : (raw.isbn ?? ''));
  if (isbn.ok === true) {
    record.isbn = isbn.value;
    if (isbn.extra) warn('isbn', `有多个 ISBN，只导入了第一个：${isbn.value}`);
  } else if (isbn.ok === false) reject('isbn', isbn.message);

  const issn = readIssn(cleanText(raw.issn) ?? '');
  if (issn.ok === true) record.issn = issn.value;
  else if (issn.ok === false) reject('issn', issn.message);

  const yearValue = typeof raw.publishYear === 'string' ? cleanText(raw.publishYear) : raw.publishYear;
  if (yearValue !== undefined) {
    const year = readYear(yearValue, now);
    if ('year' in year) record.publishYear = year.year;
    else if ('invalid' in year) reject('publishYear', `出版年份无效：${showValue(yearValue)}（应在 1000 到 ${now.getFullYear() + 1} 之间）`);
    else warn('publishYear', `出版年份不详：${showValue(yearValue)}，已忽略`);
  }

  if (rejected.length > 0) return { rejected, warnings: [] };

  record.creators = readCreators(raw.creators ?? [], warn);
  for (const [field, { label, max }] of Object.entries(TEXT_FIELDS) as [keyof typeof TEXT_FIELDS, { label: string; max: number }][]) {
    const text = cleanText(raw[field]);
    if (text === undefined) continue;
    if (charLength(text) > max) warn(field, `${label}超过${max}个字，已忽略`);
    else record[field] = text;
  }

  const classCode = cleanText(raw.classCode)?.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  if (classCode !== undefined) {
    if (CLASS_CODE.test(classCode)) record.classCode = classCode;
    else warn('classCode', `分类号格式不正确：${classCode}，已忽略`);
  }

  const languageText = cleanText(raw.language);
  if (languageText !== undefined) {
    const language = readLanguage(languageText);
    if (language) record.language = language;
    else if (language === null) warn('language', `无法识别的语种：${languageText}，已忽略`);
  }

  const summary = cleanParagraphs(raw.summary);
  if (summary !== undefined) {
    if (charLength(summary) > LIMITS.summary) warn('summary', `摘要超过${LIMITS.summary}个字，已忽略`);
    else record.summary = summary;
  }

  record.keywords = readKeywords(raw.keywords ?? [], warn);

  const pagesValue = typeof raw.pages === 'string' ? cleanText(raw.pages) : raw.pages;
  if (pagesValue !== undefined) {
    const pages = readPages(pagesValue);
    if (pages !== undefined) record.pages = pages;
    else warn('pages', `页数无效：${pagesValue}，已忽略`);
  }

  const coverUrl = cleanText(raw.coverUrl);
  if (coverUrl !== undefined) {
    if (URL_OR_PATH.test(coverUrl) && coverUrl.length <= LIMITS.url) record.coverUrl = coverUrl;
    else warn('coverUrl', `封面地址无效（应以 http(s):// 或 / 开头）：${coverUrl}，已忽略`);
  }
  const url = cleanText(raw.url);
  if (url !== undefined) {
    if (HTTP_URL.test(url) && url.length <= LIMITS.url) record.url = url;
    else warn('url', `链接无效（应以 http(s):// 开头）：${url}，已忽略`);
  }

  const copies = readCopies(raw.copies ?? [], record.kind, warn);
  if (copies.length > 0) record.copies = copies;

  return { record, rejected: [], warnings };
}

function readCreators(values: string[], warn: (field: string, message: string) => void): string[] {
  const creators: string[] = [];
  for (const value of values) {
    const name = cleanText(value);
    if (name === undefined || creators.includes(name)) continue;
    if (charLength(name) > LIMITS.creator) warn('creators', `责任者超过${LIMITS.creator}个字，已忽略：${name.slice(0, 20)}…`);
    else creators.push(name);
  }
  if (creators.length > LIMITS.creators) {
    warn('creators', `责任者超过${LIMITS.creators}个，只导入了前${LIMITS.creators}个`);
    return creators.slice(0, LIMITS.creators);
  }
  return creators;
}

function readKeywords(values: string[], warn: (field: string, message: string) => void): string[] {
  const keywords: string[] = [];
  for (const value of values) {
    const keyword = cleanText(value);
    if (keyword === undefined || keywords.includes(keyword)) continue;
    if (charLength(keyword) > LIMITS.keyword) warn('keywords', `关键词超过${LIMITS.keyword}个字，已忽略：${keyword.slice(0, 20)}…`);
    else keywords.push(keyword);
  }
  if (keywords.length > LIMITS.keywords) {
    warn('keywords', `关键词超过${LIMITS.keywords}个，只导入了前${LIMITS.keywords}个`);
    return keywords.slice(0, LIMITS.keywords);
  }
  return keywords;
}

function readCopies(values: ImportCopy[], kind: ResourceKind, warn: (field: string, message: string) => void): ImportCopy[] {
  const given = values.filter((copy) => cleanText(copy.barcode) !== undefined);
  if (given.length === 0) {
    if (values.some((copy) => cleanText(copy.branch) !== undefined || cleanText(copy.location) !== undefined)) {
      warn('copies', '馆藏地或架位需要和条码号一起填写，已忽略');
    }
    return [];
  }
  if (kind !== ResourceKind.book) {
    warn('copies', `只有纸质图书可以登记馆藏条码，${RESOURCE_KIND_NAMES[kind]}的条码号已忽略`);
    return [];
  }
  const copies: ImportCopy[] = [];
  for (const copy of given) {
    const barcode = cleanText(copy.barcode) ?? '';
    if (!BARCODE.test(barcode)) {
      warn('copies', `条码号只能包含字母、数字和 - _ .（最多64位）：${barcode}，已忽略`);
      continue;
    }
    if (copies.some((c) => c.barcode === barcode)) continue;
    const branch = shortText(copy.branch, '馆藏地', warn);
    const location = shortText(copy.location, '架位', warn);
    copies.push({ barcode, ...(branch ? { branch } : {}), ...(location ? { location } : {}) });
  }
  return copies;
}

function shortText(value: string | undefined, label: string, warn: (field: string, message: string) => void): string | undefined {
  const text = cleanText(value);
  if (text === undefined || charLength(text) <= 100) return text;
  warn('copies', `${label}超过100个字，已忽略`);
  return undefined;
}

function showValue(value: string | number | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}
