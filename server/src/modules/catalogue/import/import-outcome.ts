import type { ResourceKind } from '../resource-kind.js';
import { isbn13 } from '../identifiers.js';
import type { ParseOutcome, RawRecord, RowProblem } from './import-record.js';
import { normaliseRecord } from './import-record.rules.js';

/**
 * Collects the rows of one file into a ParseOutcome: checks each row, then what only the whole
 * file shows. A second row with an ISBN already imported from this file is rejected (the same book
 * twice is a mistake in the sheet); a barcode already used by an earlier row is dropped with a
 * warning (the book itself may still be new).
 */
export class ImportOutcomeBuilder {
  private readonly outcome: ParseOutcome = { records: [], rejected: [], warnings: [], total: 0 };
  private readonly isbnRows = new Map<string, number>();
  private readonly barcodeRows = new Map<string, number>();

  /** rowNoun names a row in messages: '行' for spreadsheets, '条记录' for MARC files. */
  constructor(
    private readonly defaultKind: ResourceKind,
    private readonly rowNoun: '行' | '条记录' = '行',
    private readonly now = new Date(),
  ) {}

  add(row: number, raw: RawRecord): void {
    this.outcome.total += 1;
    const { record, rejected, warnings } = normaliseRecord(raw, row, this.defaultKind, this.now);
    if (!record) {
      this.outcome.rejected.push(...rejected);
      return;
    }
    if (record.isbn) {
      const key = isbn13(record.isbn);
      const firstRow = this.isbnRows.get(key);
      if (firstRow !== undefined) {
        this.outcome.rejected.push({ row, field: 'isbn', message: `文件内 ISBN 重复，与第 ${firstRow} ${this.rowNoun}相同` });
        return;
      }
      this.isbnRows.set(key, row);
    }
    if (record.copies) {
      record.copies = record.copies.filter((copy) => {
        const firstRow = this.barcodeRows.get(copy.barcode);
        if (firstRow === undefined) return true;
        warnings.push({ row, field: 'copies', message: `文件内条码号重复，与第 ${firstRow} ${this.rowNoun}相同：${copy.barcode}，已忽略` });
        return false;
      });
      for (const copy of record.copies) this.barcodeRows.set(copy.barcode, row);
      if (record.copies.length === 0) delete record.copies;
    }
    this.outcome.records.push({ row, record });
    this.outcome.warnings.push(...warnings);
  }

  /** A row that could not be read at all (a broken MARC record, an unclosed quote in a CSV). */
  rejectRow(row: number, message: string): void {
    this.outcome.total += 1;
    this.outcome.rejected.push({ row, message });
  }

  /** A note on the file rather than on a row's data (unknown columns); the row is the header's. */
  warn(problem: RowProblem): void {
    this.outcome.warnings.push(problem);
  }

  build(): ParseOutcome {
    return this.outcome;
  }
}
