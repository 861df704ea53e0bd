import type { ResourceKind } from '../resource-kind.js';

/**
 * What a batch import reads from one spreadsheet row or MARC record, normalised and checked.
 * The lead's import job turns these into resources; nothing here touches the database.
 */
export interface ImportRecord {
  kind: ResourceKind;
  title: string;
  subtitle?: string;
  /** Authors / editors, in order. */
  creators: string[];
  /** Digits only (and a final X for ISBN-10), checksum-valid, 10 or 13 long as the source gave it. */
  isbn?: string;
  /** NNNN-NNNC, checksum-valid. */
  issn?: string;
  publisher?: string;
  publishPlace?: string;
  publishYear?: number;
  /** 索书号 */
  callNumber?: string;
  /** CLC (中图法) code such as I247.5; the lead maps it to a class. */
  classCode?: string;
  /** ISO 639-1 code such as 'zh', 'en'. */
  language?: string;
  summary?: string;
  keywords: string[];
  pages?: number;
  edition?: string;
  series?: string;
  coverUrl?: string;
  url?: string;
  /** Paper-book holdings (kind book only). */
  copies?: ImportCopy[];
}

export interface ImportCopy {
  barcode: string;
  branch?: string;
  location?: string;
}

/** row: spreadsheet row number as the sheet shows it, or the 1-based record number in a MARC file. */
export interface RowProblem {
  row: number;
  /** The ImportRecord field at fault (title, isbn, publishYear…), absent for whole-row problems. */
  field?: string;
  message: string;
}

/**
 * records: rows that can be imported; rejected: why the others cannot (a row may have several
 * reasons); warnings: values dropped from imported rows, and notes on the file itself.
 * total: the data rows read (blank rows not counted) = records + distinct rejected rows.
 */
export interface ParseOutcome {
  records: { row: number; record: ImportRecord }[];
  rejected: RowProblem[];
  warnings: RowProblem[];
  total: number;
}

export interface ParseOptions {
  /** Named in error messages only: the format is read from the content. */
  fileName: string;
  /** The kind of rows that do not say theirs (the back office imports into one kind at a time). */
  defaultKind: ResourceKind;
}

/**
 * One row or record as read from the file, before checking: text as found (numbers and dates
 * where a spreadsheet cell holds them). import-record.rules.ts turns it into an ImportRecord.
 */
export interface RawRecord {
  /** A ResourceKind value, its Chinese name or an alias; absent means the default kind. */
  kind?: string;
  title?: string;
  subtitle?: string;
  creators?: string[];
  isbn?: string | number;
  issn?: string;
  publisher?: string;
  publishPlace?: string;
  publishYear?: string | number | Date;
  callNumber?: string;
  classCode?: string;
  language?: string;
  summary?: string;
  keywords?: string[];
  pages?: string | number;
  edition?: string;
  series?: string;
  coverUrl?: string;
  url?: string;
  copies?: ImportCopy[];
}
