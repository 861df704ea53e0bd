/**
 * One CSL-JSON record of a resource: every citation format is made from it (citation.service.ts).
 * Paper books are cited without an address (GB/T 7714 would mark them [M/OL]); digital kinds carry
 * their public page's address and the date it was seen.
 */
import { libraryDay } from '../../../core/library-time.js';
import { resourcePagePath, ResourceKind } from '../../catalogue/index.js';
import type { OpenResourceRow } from '../resource-rows.js';

export interface CslRecord {
  id: string;
  type: string;
  title: string;
  author?: Array<{ literal: string }>;
  publisher?: string;
  issued?: { 'date-parts': number[][] };
  accessed?: { 'date-parts': number[][] };
  ISBN?: string;
  ISSN?: string;
  URL?: string;
  edition?: string;
  'number-of-pages'?: string;
  genre?: string;
  language?: string;
  'call-number'?: string;
}

/** CSL item types of the kinds. */
const CSL_TYPES: Record<ResourceKind, string> = {
  book: 'book',
  ebook: 'book',
  thesis: 'thesis',
  newspaper: 'periodical',
  journal: 'periodical',
  audio: 'song',
  video: 'motion_picture',
  exhibition: 'graphic',
  database: 'dataset',
  digital: 'webpage',
};

export function cslRecord(row: OpenResourceRow, siteBase: string, today = new Date()): CslRecord {
  const record: CslRecord = {
    id: `resource-${row.id}`,
    type: CSL_TYPES[row.kind],
    title: row.subtitle ? `${row.title}：${row.subtitle}` : row.title,
  };
  if (row.creators?.length) record.author = row.creators.map((name) => ({ literal: name }));
  const publisher = row.kind === ResourceKind.thesis ? (row.institution ?? row.publisher) : row.publisher;
  if (publisher) record.publisher = publisher;
  if (row.publish_year) record.issued = { 'date-parts': [[row.publish_year]] };
  if (row.isbn) record.ISBN = row.isbn;
  if (row.issn) record.ISSN = row.issn;
  if (row.edition) record.edition = row.edition;
  if (row.pages) record['number-of-pages'] = String(row.pages);
  if (row.kind === ResourceKind.thesis && row.degree) record.genre = row.degree;
  if (row.language) record.language = row.language;
  if (row.call_number) record['call-number'] = row.call_number;
  if (row.kind !== ResourceKind.book) {
    record.URL = `${siteBase}${resourcePagePath(row)}`;
    record.accessed = { 'date-parts': [libraryDay(today)] };
  }
  return record;
}
