/**
 * A resource as metadata: unqualified Dublin Core (oai_dc) for every kind, MARCXML (MARC 21 slim,
 * bibliographic) for paper books. Written into the response's XML tree (xmlbuilder2).
 */
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { RESOURCE_KIND_NAMES, resourcePagePath, ResourceKind } from '../../catalogue/index.js';
import type { MetadataPrefix } from './oai-request.js';
import type { OpenResourceRow } from '../resource-rows.js';

export const FORMATS: Record<MetadataPrefix, { schema: string; namespace: string; kinds?: ResourceKind[] }> = {
  oai_dc: { schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd', namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/' },
  marc21: {
    schema: 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd',
    namespace: 'http://www.loc.gov/MARC21/slim',
    kinds: [ResourceKind.book],
  },
};

/** Whether a record of this kind can be disseminated in the format. */
export const disseminates = (prefix: MetadataPrefix, kind: ResourceKind) => !FORMATS[prefix].kinds || FORMATS[prefix].kinds.includes(kind);

const DC = 'http://purl.org/dc/elements/1.1/';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** DCMI Type Vocabulary terms of the kinds. */
const DCMI_TYPES: Record<ResourceKind, string> = {
  book: 'Text',
  ebook: 'Text',
  thesis: 'Text',
  newspaper: 'Text',
  journal: 'Text',
  audio: 'Sound',
  video: 'MovingImage',
  exhibition: 'Image',
  database: 'Dataset',
  digital: 'InteractiveResource',
};

const fullTitle = (row: OpenResourceRow) => (row.subtitle ? `${row.title}：${row.subtitle}` : row.title);

export function writeMetadata(parent: XMLBuilder, prefix: MetadataPrefix, row: OpenResourceRow, siteBase: string): void {
  if (prefix === 'marc21') writeMarc(parent, row, siteBase);
  else writeDublinCore(parent, row, siteBase);
}

function writeDublinCore(parent: XMLBuilder, row: OpenResourceRow, siteBase: string): void {
  const dc = parent.ele(FORMATS.oai_dc.namespace, 'oai_dc:dc', {
    'xmlns:dc': DC,
    'xmlns:xsi': XSI,
    'xsi:schemaLocation': `${FORMATS.oai_dc.namespace} ${FORMATS.oai_dc.schema}`,
  });
  const add = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && String(value).trim()) dc.ele(DC, `dc:${name}`).txt(String(value));
  };
  add('title', fullTitle(row));
  for (const creator of row.creators ?? []) add('creator', creator);
  add('subject', row.class_name);
  for (const keyword of row.keywords ?? []) add('subject', keyword);
  add('description', row.summary);
  add('publisher', row.publisher ?? row.institution);
  add('date', row.publish_year);
  add('type', DCMI_TYPES[row.kind]);
  add('type', RESOURCE_KIND_NAMES[row.kind]);
  add('identifier', `${siteBase}${resourcePagePath(row)}`);
  if (row.isbn) add('identifier', `ISBN ${row.isbn}`);
  if (row.issn) add('identifier', `ISSN ${row.issn}`);
  add('language', row.language);
}

/** MARC 21 bibliographic record of a paper book (leader: language material, monograph, Unicode). */
function writeMarc(parent: XMLBuilder, row: OpenResourceRow, siteBase: string): void {
  const ns = FORMATS.marc21.namespace;
  const record = parent.ele(ns, 'record', {
    'xmlns:xsi': XSI,
    'xsi:schemaLocation': `${ns} ${FORMATS.marc21.schema}`,
    type: 'Bibliographic',
  });
  record.ele(ns, 'leader').txt('00000nam a2200000 i 4500');
  const stamp = new Date(row.updated_at).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const year = row.publish_year ? String(row.publish_year).padStart(4, '0').slice(0, 4) : '    ';
  const language = marcLanguage(row.language);
  record.ele(ns, 'controlfield', { tag: '001' }).txt(String(row.id));
  record.ele(ns, 'controlfield', { tag: '005' }).txt(`${stamp}.0`);
  record.ele(ns, 'controlfield', { tag: '008' }).txt(fixedField008(stamp.slice(2, 8), year, language));
  const field = (tag: string, ind1: string, ind2: string, subfields: Array<[string, string | number | null | undefined]>) => {
    const present = subfields.filter(([, value]) => value !== null && value !== undefined && String(value).trim());
    if (!present.length) return;
    const element = record.ele(ns, 'datafield', { tag, ind1, ind2 });
    for (const [code, value] of present) element.ele(ns, 'subfield', { code }).txt(String(value));
  };
  field('020', ' ', ' ', [['a', row.isbn]]);
  field('090', ' ', ' ', [['a', row.call_number]]);
  const [first, ...others] = row.creators ?? [];
  field('100', '1', ' ', [['a', first]]);
  field('245', first ? '1' : '0', '0', [
    ['a', row.title],
    ['b', row.subtitle],
    ['c', (row.creators ?? []).join('，')],
  ]);
  field('250', ' ', ' ', [['a', row.edition]]);
  field('264', ' ', '1', [
    ['b', row.publisher],
    ['c', row.publish_year],
  ]);
  field('300', ' ', ' ', [['a', row.pages ? `${row.pages}页` : null]]);
  field('520', ' ', ' ', [['a', row.summary]]);
  field('650', ' ', '4', [['a', row.class_name]]);
  for (const keyword of row.keywords ?? []) field('653', ' ', ' ', [['a', keyword]]);
  for (const other of others) field('700', '1', ' ', [['a', other]]);
  field('856', '4', '0', [['u', `${siteBase}${resourcePagePath(row)}`]]);
}

/**
 * 008 of a book, 40 positions: date entered (yymmdd), single date ('s') and its year, no second
 * date, place unknown ('xx '), the book positions 18–34 (no illustrations, audience, form or
 * contents given; not a government publication, conference or festschrift; no index; not
 * fiction), the language (35–37), not modified, cataloguing source other ('d').
 */
export function fixedField008(entered: string, year: string, language: string): string {
  const book = ' '.repeat(4) + ' ' + ' ' + ' '.repeat(4) + ' ' + '000' + ' ' + '0' + ' ';
  return `${entered}s${year}${' '.repeat(4)}xx ${book}${language} d`;
}

/** MARC language codes of the ISO 639-1 codes the catalogue uses; 'und' when unknown. */
function marcLanguage(code: string | null): string {
  const codes: Record<string, string> = { zh: 'chi', en: 'eng', ja: 'jpn', ko: 'kor', fr: 'fre', de: 'ger', ru: 'rus', es: 'spa' };
  return codes[(code ?? '').toLowerCase().slice(0, 2)] ?? 'und';
}
