import { AppError } from '../../../core/errors/app-error.js';
import { ResourceKind } from '../resource-kind.js';
import type { ParseOutcome } from './import-record.js';
import { looksLikeIso2709 } from './marc-iso2709.js';
import { parseMarc } from './marc-import.js';
import { looksLikeXml } from './marc-xml.js';
import { parseSpreadsheet } from './spreadsheet-import.js';
import { isZip } from './spreadsheet-rows.js';

export type ImportFormat = 'xlsx' | 'marcxml' | 'iso2709' | 'csv';

/**
 * Which reader a file needs, from its first bytes rather than its name (people rename .csv files
 * to .xls, and .mrc downloads arrive as .dat or .txt): a ZIP is an .xlsx workbook, '<' starts
 * MARCXML, a leader with record terminators is ISO 2709, anything else is read as CSV.
 */
export function detectImportFormat(buffer: Buffer): ImportFormat {
  if (isZip(buffer)) return 'xlsx';
  if (looksLikeXml(buffer)) return 'marcxml';
  if (looksLikeIso2709(buffer)) return 'iso2709';
  return 'csv';
}

/** Reads an uploaded import file into records and a per-row report; throws only when the file as a whole is unreadable. */
export async function parseImportFile(buffer: Buffer, fileName: string, defaultKind: ResourceKind): Promise<ParseOutcome> {
  // The kind usually arrives through the GraphQL enum; a job's stored payload is checked again here.
  if (!Object.values(ResourceKind).includes(defaultKind)) throw AppError.badInput('kind', '资源类型无效');
  if (buffer.length === 0) throw AppError.badInput('file', `“${fileName}”是空文件`);
  const format = detectImportFormat(buffer);
  return format === 'marcxml' || format === 'iso2709'
    ? parseMarc(buffer, { fileName, defaultKind })
    : parseSpreadsheet(buffer, { fileName, defaultKind });
}
