import { parse, type Info } from 'csv-parse/sync';
// exceljs itself is loaded when a workbook is first made or read (issue 54): an idle portal need not hold it.
import type ExcelJS from 'exceljs';
import { AppError } from '../../../core/errors/app-error.js';
import { decodeTextFile, looksBinary } from './text-decoding.js';
import { checkXlsxZip } from './xlsx-zip-guard.js';

/** A cell as text, with the number, date or link behind it when the spreadsheet has one. */
export interface SheetCell {
  text: string;
  value?: number | Date;
  link?: string;
}

/** row: the row number the spreadsheet program shows (a CSV record spanning lines is one row). */
export interface SheetRow {
  row: number;
  cells: SheetCell[];
}

export interface SheetRead {
  rows: SheetRow[];
  /** Rows that could not be read at all. */
  broken: { row: number; message: string }[];
}

export function isZip(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;
}

/** The first worksheet of an .xlsx workbook. */
export async function readXlsxRows(buffer: Buffer, fileName: string): Promise<SheetRead> {
  const zip = checkXlsxZip(buffer);
  if (!zip.ok && zip.reason === 'too-large') {
    throw AppError.badInput('file', `“${fileName}”解压后过大（超过 300 MB 或文件过多），请拆分成几个文件再导入`);
  }
  const workbook = new (await import('exceljs')).default.Workbook();
  try {
    // exceljs types its argument as its own ArrayBuffer-like `Buffer`; it takes a Node Buffer.
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw AppError.badInput('file', `无法读取“${fileName}”：不是有效的 Excel（.xlsx）文件`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw AppError.badInput('file', `“${fileName}”里没有工作表`);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push({ row: rowNumber, cells: values.slice(1).map((value) => toCell(value)) });
  });
  return { rows, broken: [] };
}

function toCell(value: ExcelJS.CellValue | undefined): SheetCell {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'number') return { text: String(value), value };
  if (typeof value === 'boolean') return { text: value ? '是' : '否' };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), value };
  if ('richText' in value) return { text: value.richText.map((part) => part.text).join('') };
  if ('hyperlink' in value) {
    const text = typeof value.text === 'string' ? value.text : toCell(value.text as ExcelJS.CellValue).text;
    return /^https?:\/\//i.test(value.hyperlink) ? { text, link: value.hyperlink } : { text };
  }
  if ('formula' in value || 'sharedFormula' in value) return toCell(value.result as ExcelJS.CellValue);
  return { text: '' }; // error values such as #N/A
}

const DELIMITERS = [',', ';', '\t'] as const;

/** A CSV file in UTF-8 (BOM or not), GBK or UTF-16; the delimiter is whichever of , ; tab the first lines use most. */
export function readCsvRows(buffer: Buffer, fileName: string): SheetRead {
  const decoded = decodeTextFile(buffer);
  if (!decoded || looksBinary(decoded.text)) {
    throw AppError.badInput('file', `无法识别“${fileName}”：请上传 Excel（.xlsx）、CSV（UTF-8 或 GBK 编码）或 MARC 文件`);
  }
  const broken: SheetRead['broken'] = [];
  let records: { record: string[]; info: Info }[];
  try {
    // With `info`, csv-parse returns { record, info } pairs; its typings do not model the option.
    records = parse(decoded.text, {
      delimiter: sniffDelimiter(decoded.text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
      skip_records_with_error: true,
      // With relaxed quotes and column counts, what is left is mostly a quote never closed, which
      // swallows the rest of the file.
      on_skip: (error) => {
        const message = error?.code === 'CSV_QUOTE_NOT_CLOSED' ? '此行的引号没有闭合，从此行到文件末尾的内容都无法读取' : '此行格式错误，无法读取';
        broken.push({ row: Number(error?.records ?? 0) + 1, message });
        return undefined;
      },
    }) as unknown as { record: string[]; info: Info }[];
  } catch {
    throw AppError.badInput('file', `无法读取“${fileName}”：CSV 格式错误`);
  }
  const rows = records.map(({ record, info }) => ({ row: info.records, cells: record.map((text) => ({ text: unwrapExcelText(text) })) }));
  return { rows, broken };
}

/** '="9787020002207"' is how some programs keep Excel from turning a number into 9.78702E+12. */
function unwrapExcelText(text: string): string {
  const match = /^="(.*)"$/.exec(text.trim());
  return match ? match[1] : text;
}

function sniffDelimiter(text: string): string {
  const lines = text
    .split(/\r?\n/, 50)
    .filter((line) => line.trim())
    .slice(0, 10);
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    let count = 0;
    for (const line of lines) {
      let quoted = false;
      for (const char of line) {
        if (char === '"') quoted = !quoted;
        else if (char === delimiter && !quoted) count += 1;
      }
    }
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}
