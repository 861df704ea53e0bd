import { RESOURCE_KIND_NAMES } from '../resource-kind.js';
import { COLUMNS, type ColumnKey } from './spreadsheet-columns.js';

/** The template's columns in order: header (the first name in COLUMNS), the example row, the note on the 填写说明 sheet. */
const TEMPLATE: { key: ColumnKey; example: string | number; note: string; width: number }[] = [
  { key: 'title', example: '红楼梦', note: '必填，最多 300 字', width: 24 },
  { key: 'subtitle', example: '', note: '', width: 16 },
  { key: 'creators', example: '曹雪芹; 高鹗', note: '多个作者用 ; 、 或 / 分隔，按署名顺序', width: 18 },
  { key: 'isbn', example: '978-7-02-000220-7', note: '10 位或 13 位，可带连字符；本列已设为文本格式，以免 Excel 改成科学计数法', width: 20 },
  { key: 'issn', example: '', note: '期刊填写，如 0254-4164', width: 12 },
  { key: 'publisher', example: '人民文学出版社', note: '', width: 18 },
  { key: 'publishPlace', example: '北京', note: '', width: 10 },
  { key: 'publishYear', example: 1996, note: '四位年份，如 2020', width: 10 },
  { key: 'callNumber', example: 'I242.47/6', note: '', width: 14 },
  { key: 'classCode', example: 'I242.47', note: '中图法分类号，如 I247.5', width: 14 },
  { key: 'language', example: '中文', note: '中文、英文、日文……，也可填 zh、en、chi、eng', width: 8 },
  { key: 'summary', example: '中国古典长篇章回小说，以贾、史、王、薛四大家族的兴衰为背景。', note: '最多 5000 字', width: 40 },
  { key: 'keywords', example: '章回小说; 清代', note: '多个关键词用 ; 或 、 分隔', width: 18 },
  { key: 'pages', example: 1606, note: '数字', width: 8 },
  { key: 'edition', example: '第3版', note: '', width: 10 },
  { key: 'series', example: '中国古典文学读本丛书', note: '', width: 20 },
  { key: 'kind', example: '纸质图书', note: `留空则按导入时选择的类型；可填：${Object.values(RESOURCE_KIND_NAMES).join('、')}`, width: 10 },
  { key: 'coverUrl', example: '', note: '封面图片地址，以 http(s):// 开头', width: 16 },
  { key: 'url', example: '', note: '以 http(s):// 开头', width: 16 },
  { key: 'barcode', example: 'A0012345; A0012346', note: '仅纸质图书；每个条码号登记一册，多册用 ; 分隔', width: 20 },
  { key: 'branch', example: '总馆', note: '与条码号一起填写', width: 10 },
  { key: 'location', example: '三楼文学区 A12', note: '与条码号一起填写', width: 14 },
];

/** The import template the back office offers as a download: a header row, one example row, and a sheet of notes. */
export async function importTemplateXlsx(): Promise<Buffer> {
  // exceljs is loaded at the first export (issue 54): an idle portal need not hold it.
  const workbook = new (await import('exceljs')).default.Workbook();
  workbook.creator = '图书馆门户';
  const sheet = workbook.addWorksheet('资源导入', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = TEMPLATE.map(({ key, width }) => ({ header: COLUMNS[key][0], key, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
  // Text format keeps ISBNs and barcodes as typed (no scientific notation, no lost leading zeros).
  for (const key of ['isbn', 'issn', 'barcode', 'callNumber'] as const) sheet.getColumn(key).numFmt = '@';
  sheet.addRow(Object.fromEntries(TEMPLATE.map(({ key, example }) => [key, example])));

  const notes = workbook.addWorksheet('填写说明');
  notes.columns = [
    { header: '列名', key: 'header', width: 12 },
    { header: '说明', key: 'note', width: 60 },
    { header: '也可以写作', key: 'aliases', width: 40 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const { key, note } of TEMPLATE) {
    notes.addRow({ header: COLUMNS[key][0], note, aliases: COLUMNS[key].slice(1).join('、') });
  }
  notes.addRow({});
  notes.addRow({ header: '提示', note: '只读取第一个工作表；第一行是表头，空行会跳过；示例行请删除或替换。' });

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
