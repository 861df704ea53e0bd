import type { MarcControlField, MarcDataField, Record as MarcRecord } from 'marcjs';
import { ResourceKind } from '../resource-kind.js';

/** Each record's fields in marcjs's structured form, made once: a mapping asks for some twenty tags. */
const structured = new WeakMap<MarcRecord, (MarcControlField | MarcDataField)[]>();

function allFields(record: MarcRecord): (MarcControlField | MarcDataField)[] {
  let fields = structured.get(record);
  if (!fields) {
    fields = record.get(/^/);
    structured.set(record, fields);
  }
  return fields;
}

/** Data fields with one of the tags, in record order. */
export function dataFields(record: MarcRecord, ...tags: string[]): MarcDataField[] {
  return allFields(record).filter((field): field is MarcDataField => 'subf' in field && tags.includes(field.tag));
}

export function controlField(record: MarcRecord, tag: string): string | undefined {
  const field = allFields(record).find((f) => 'value' in f && f.tag === tag);
  return field && 'value' in field ? field.value : undefined;
}

/** Every value of one subfield code in a field. */
export function subfields(field: MarcDataField | undefined, code: string): string[] {
  return (field?.subf ?? []).filter(([c]) => c === code).map(([, value]) => value);
}

export function subfield(field: MarcDataField | undefined, code: string): string | undefined {
  return subfields(field, code)[0];
}

/** The first value of tag$code in the record. */
export function firstValue(record: MarcRecord, tag: string, code: string): string | undefined {
  for (const field of dataFields(record, tag)) {
    const value = subfield(field, code);
    if (value !== undefined) return value;
  }
  return undefined;
}

export function hasSubfield(record: MarcRecord, tag: string, code: string): boolean {
  return firstValue(record, tag, code) !== undefined;
}

/** Without the ISBD punctuation catalogues end elements with ('Middlemarch /', 'London :', 'Eliot, George,'). */
export function stripIsbd(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  return text.replace(/[\s/:;,.=]+$/, '').trim() || undefined;
}

/** Imprint elements: ISBD punctuation off, brackets of supplied data off, 'S.l.' / 's.n.' (unknown) dropped. */
export function imprintText(text: string | undefined): string | undefined {
  const stripped = stripIsbd(text)
    ?.replace(/^\[(.*)\]$/, '$1')
    .trim();
  return stripped && !/^\[?s\.\s?[ln]\.?\]?$/i.test(stripped) ? stripped : undefined;
}

/** Title proper with its part number and name (245$n$p, 200$h$i): each volume of a set has its own title. */
export function titleWithParts(title: string | undefined, parts: string[]): string | undefined {
  const base = stripIsbd(title);
  const extra = parts.map(stripIsbd).filter(Boolean);
  return base && extra.length > 0 ? `${base}. ${extra.join(', ')}` : base;
}

/**
 * The kind a leader's type of record (06) and bibliographic level (07) say, the same codes in
 * MARC 21 and UNIMARC for what matters here. The leader tells printed text from sound, video or
 * software, but not a printed book from an e-book or a thesis, nor a journal from a newspaper:
 * within such a family the kind the operator imports into decides.
 */
export function kindFromLeader(leader: string, defaultKind: ResourceKind): ResourceKind {
  const within = (family: ResourceKind[]) => (family.includes(defaultKind) ? defaultKind : family[0]);
  const type = leader[6];
  const level = leader[7];
  if (type === 'a' || type === 't' || type === 'b') {
    return level === 's'
      ? within([ResourceKind.journal, ResourceKind.newspaper])
      : within([ResourceKind.book, ResourceKind.ebook, ResourceKind.thesis]);
  }
  if (type === 'i' || type === 'j') return ResourceKind.audio;
  if (type === 'g') return ResourceKind.video;
  // MARC 21 'm' computer file; UNIMARC 'l' electronic resource, 'm' multimedia.
  if (type === 'm' || type === 'l') return within([ResourceKind.digital, ResourceKind.database]);
  return defaultKind;
}

const IMAGE = /\.(jpe?g|png|gif|webp)(\?|$)/i;

/** 856 links: the first image (or one labelled cover/封面) is the cover, the first other one the URL. */
export function links(record: MarcRecord): { url?: string; coverUrl?: string } {
  const result: { url?: string; coverUrl?: string } = {};
  for (const field of dataFields(record, '856')) {
    const label = [...subfields(field, '3'), ...subfields(field, 'y'), ...subfields(field, 'q')].join(' ');
    for (const address of subfields(field, 'u')) {
      if (IMAGE.test(address) || /cover|封面|image\//i.test(label)) result.coverUrl ??= address;
      else result.url ??= address;
    }
  }
  return result;
}
