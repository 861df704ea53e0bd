import { AppError } from '../../../core/errors/app-error.js';
import { ImportOutcomeBuilder } from './import-outcome.js';
import type { ImportCopy, ParseOptions, ParseOutcome, RawRecord } from './import-record.js';
import { splitBarcodes, splitCreators, splitKeywords, stripCreatorRole } from './import-values.rules.js';
import { COLUMNS, HEADER_SEARCH_ROWS, matchHeader, type ColumnKey, type HeaderMatch } from './spreadsheet-columns.js';
import { isZip, readCsvRows, readXlsxRows, type SheetCell, type SheetRead, type SheetRow } from './spreadsheet-rows.js';

export { importTemplateXlsx } from './spreadsheet-template.js';

/**
 * Reads a spreadsheet of catalogue records: .xlsx (first worksheet) or CSV, told apart by content.
 * The header row (within the first rows, under any caption) must have a title column; rows after it
 * become records or rejections, blank rows are skipped.
 */
export async function parseSpreadsheet(buffer: Buffer, options: ParseOptions): Promise<ParseOutcome> {
  const { fileName } = options;
  if (buffer.length === 0 || (!isZip(buffer) && buffer.toString('latin1').trim() === '')) {
    throw AppError.badInput('file', `“${fileName}”是空文件`);
  }
  if (buffer.length >= 4 && buffer.readUInt32BE(0) === 0xd0cf11e0) {
    throw AppError.badInput('file', `不支持旧版 Excel（.xls）文件：请在 Excel 中把“${fileName}”另存为 .xlsx 或 CSV 后再导入`);
  }
  const sheet: SheetRead = isZip(buffer) ? await readXlsxRows(buffer, fileName) : readCsvRows(buffer, fileName);
  return sheetToOutcome(sheet, options);
}

function sheetToOutcome({ rows, broken }: SheetRead, { fileName, defaultKind }: ParseOptions): ParseOutcome {
  const found = findHeader(rows);
  if (!found) {
    throw AppError.badInput('file', `“${fileName}”中没有找到表头：前 ${HEADER_SEARCH_ROWS} 行里没有题名列（列名可用：${COLUMNS.title.join('、')}）`);
  }
  const { index, header } = found;
  const builder = new ImportOutcomeBuilder(defaultKind);
  if (header.ignored.length > 0) {
    builder.warn({ row: rows[index].row, message: `未识别的列已忽略：${header.ignored.join('、')}` });
  }
  for (const sheetRow of rows.slice(index + 1)) {
    if (sheetRow.cells.every((cell) => !cell.text.trim())) continue;
    builder.add(sheetRow.row, toRawRecord(sheetRow, header));
  }
  for (const { row, message } of broken) builder.rejectRow(row, message);
  return builder.build();
}

function findHeader(rows: SheetRow[]): { index: number; header: HeaderMatch } | undefined {
  let seen = 0;
  for (let index = 0; index < rows.length && seen < HEADER_SEARCH_ROWS; index += 1) {
    if (rows[index].cells.every((cell) => !cell.text.trim())) continue;
    seen += 1;
    const header = matchHeader(rows[index].cells.map((cell) => cell.text));
    if (header) return { index, header };
  }
  return undefined;
}

function toRawRecord({ cells }: SheetRow, header: HeaderMatch): RawRecord {
  const byKey = new Map<ColumnKey, SheetCell>();
  for (const [index, key] of header.columns) {
    const cell = cells[index];
    if (cell && cell.text.trim()) byKey.set(key, cell);
  }
  const text = (key: ColumnKey) => byKey.get(key)?.text;
  // Numbers and dates stay as such where they mean something: a 9-digit ISBN lost its leading 0.
  const typed = (key: ColumnKey) => byKey.get(key)?.value ?? text(key);
  // A link cell reading '点击查看' holds its address behind the text.
  const link = (key: ColumnKey) => byKey.get(key)?.link ?? text(key);

  const barcodes = splitBarcodes(text('barcode') ?? '');
  const copy = { branch: text('branch'), location: text('location') };
  const copies: ImportCopy[] = barcodes.length > 0 ? barcodes.map((barcode) => ({ barcode, ...copy })) : [{ barcode: '', ...copy }];
  const isbn = typed('isbn');
  const pages = typed('pages');
  return {
    kind: text('kind'),
    title: text('title'),
    subtitle: text('subtitle'),
    creators: splitCreators(text('creators') ?? '').map(stripCreatorRole),
    isbn: isbn instanceof Date ? text('isbn') : isbn,
    issn: text('issn'),
    publisher: text('publisher'),
    publishPlace: text('publishPlace'),
    publishYear: typed('publishYear'),
    callNumber: text('callNumber'),
    classCode: text('classCode'),
    language: text('language'),
    summary: text('summary'),
    keywords: splitKeywords(text('keywords') ?? ''),
    pages: pages instanceof Date ? text('pages') : pages,
    edition: text('edition'),
    series: text('series'),
    coverUrl: link('coverUrl'),
    url: link('url'),
    copies,
  };
}
