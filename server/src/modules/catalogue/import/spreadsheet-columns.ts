/**
 * The columns a spreadsheet may have, each with the header names libraries use for it. Headers are
 * compared case-insensitively, ignoring spaces, '*' marks and notes in brackets ('出版年（YYYY）').
 * The first name is the one the template uses.
 */
export const COLUMNS = {
  title: ['题名', '书名', '标题', '正题名', 'title'],
  subtitle: ['副题名', '副标题', '其他题名信息', 'subtitle'],
  creators: ['作者', '著者', '责任者', '主要责任者', '编著者', 'creator', 'creators', 'author', 'authors'],
  isbn: ['ISBN', 'ISBN号', '国际标准书号'],
  issn: ['ISSN', 'ISSN号', '国际标准连续出版物号'],
  publisher: ['出版社', '出版者', '出版单位', 'publisher'],
  publishPlace: ['出版地', 'place', 'publish place', 'place of publication'],
  publishYear: ['出版年', '出版时间', '出版日期', '出版年份', '出版年月', 'year', 'date', 'publish year', 'publication year'],
  callNumber: ['索书号', '索取号', 'call number', 'call no', 'call no.'],
  classCode: ['中图分类号', '分类号', '中图法分类号', 'clc', 'clc code', 'class code'],
  language: ['语种', '语言', 'language', 'lang'],
  summary: ['摘要', '简介', '内容简介', '内容提要', '提要', 'summary', 'abstract', 'description'],
  keywords: ['关键词', '主题词', '关键字', 'keywords', 'keyword', 'subjects', 'subject'],
  pages: ['页数', '总页数', 'pages', 'page count'],
  edition: ['版次', '版本', 'edition'],
  series: ['丛书', '丛书名', '丛编', 'series'],
  kind: ['类型', '资源类型', 'kind', 'type', 'resource type'],
  coverUrl: ['封面', '封面图片', '封面地址', 'cover', 'cover url', 'cover image'],
  url: ['链接', '网址', '链接地址', '全文链接', 'url', 'link'],
  barcode: ['条码号', '条码', '条形码', 'barcode', 'barcodes'],
  branch: ['馆藏地', '馆藏地点', '所属馆', '分馆', 'branch', 'library'],
  location: ['架位', '排架位置', '架位号', 'location', 'shelf'],
} as const;

export type ColumnKey = keyof typeof COLUMNS;

export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]|【[^】]*】/g, '')
    .replace(/[\s_*:：.-]/g, '');
}

const COLUMN_BY_HEADER = new Map(
  (Object.entries(COLUMNS) as [ColumnKey, readonly string[]][]).flatMap(([key, names]) => names.map((name) => [normaliseHeader(name), key] as const)),
);

export interface HeaderMatch {
  /** Column index (0-based) → the field it holds. */
  columns: Map<number, ColumnKey>;
  /** Header texts not recognised, or naming a field an earlier column already holds. */
  ignored: string[];
}

/** Reads a header row; undefined when it has no title column (then it is not the header). */
export function matchHeader(cells: string[]): HeaderMatch | undefined {
  const columns = new Map<number, ColumnKey>();
  const ignored: string[] = [];
  const taken = new Set<ColumnKey>();
  cells.forEach((cell, index) => {
    const text = cell.trim();
    if (!text) return;
    const key = COLUMN_BY_HEADER.get(normaliseHeader(text));
    if (!key || taken.has(key)) {
      ignored.push(text);
      return;
    }
    taken.add(key);
    columns.set(index, key);
  });
  return taken.has('title') ? { columns, ignored } : undefined;
}

/** How far down the sheet the header may be: offices often put a caption row or two above it. */
export const HEADER_SEARCH_ROWS = 10;
