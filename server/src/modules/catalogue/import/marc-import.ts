import type { Record as MarcRecord } from 'marcjs';
import { AppError } from '../../../core/errors/app-error.js';
import type { ResourceKind } from '../resource-kind.js';
import { cnmarcToRaw } from './cnmarc.mapping.js';
import { ImportOutcomeBuilder } from './import-outcome.js';
import type { ParseOptions, ParseOutcome, RawRecord } from './import-record.js';
import { hasSubfield } from './marc-fields.js';
import { decodeIso2709, looksLikeIso2709, splitIso2709 } from './marc-iso2709.js';
import { looksLikeXml, readMarcXml } from './marc-xml.js';
import { marc21ToRaw } from './marc21.mapping.js';

/**
 * Reads MARC records: ISO 2709 (.mrc) or MARCXML, told apart by content; MARC 21 or CNMARC, told
 * apart per record (245$a vs 200$a). A record that cannot be read is rejected with its number
 * (row = 1-based record number) and the next one is read.
 */
export function parseMarc(buffer: Buffer, { fileName, defaultKind }: ParseOptions): ParseOutcome {
  if (buffer.toString('latin1').trim() === '') throw AppError.badInput('file', `“${fileName}”是空文件`);
  const items = readRecords(buffer, fileName);
  const builder = new ImportOutcomeBuilder(defaultKind, '条记录');
  items.forEach((item, index) => {
    if ('error' in item) builder.rejectRow(index + 1, item.error);
    else builder.add(index + 1, marcToRaw(item.record, defaultKind));
  });
  return builder.build();
}

function readRecords(buffer: Buffer, fileName: string): ({ record: MarcRecord } | { error: string })[] {
  if (looksLikeXml(buffer)) {
    const records = readMarcXml(buffer);
    if (!records) throw AppError.badInput('file', `“${fileName}”中没有 MARC 记录：XML 文件需为 MARCXML 格式；表格请另存为 .xlsx 或 CSV 再导入`);
    return records;
  }
  if (looksLikeIso2709(buffer)) return splitIso2709(buffer).map(decodeIso2709);
  throw AppError.badInput('file', `无法识别“${fileName}”：不是 ISO 2709（.mrc）或 MARCXML 格式的 MARC 文件`);
}

/** MARC 21 when the record has 245$a, CNMARC when it has 200$a instead (neither: MARC 21, and no title). */
export function marcToRaw(record: MarcRecord, defaultKind: ResourceKind): RawRecord {
  const cnmarc = !hasSubfield(record, '245', 'a') && hasSubfield(record, '200', 'a');
  return cnmarc ? cnmarcToRaw(record, defaultKind) : marc21ToRaw(record, defaultKind);
}
