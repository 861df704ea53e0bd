import type { Record as MarcRecord } from 'marcjs';
import type { ResourceKind } from '../resource-kind.js';
import type { RawRecord } from './import-record.js';
import { readPages } from './import-values.rules.js';
import {
  controlField,
  dataFields,
  firstValue,
  imprintText,
  kindFromLeader,
  links,
  stripIsbd,
  subfield,
  subfields,
  titleWithParts,
} from './marc-fields.js';

/** A MARC 21 bibliographic record as import fields. */
export function marc21ToRaw(record: MarcRecord, defaultKind: ResourceKind): RawRecord {
  const title = dataFields(record, '245')[0];
  // 260 (older records) or 264 with second indicator 1 (publication), else any 264.
  const imprint = dataFields(record, '260')[0] ?? dataFields(record, '264').find((f) => f.ind2 === '1') ?? dataFields(record, '264')[0];
  // The call number the record carries: LC (050), NLM (060) or Dewey (082), the first present.
  const callField = dataFields(record, '050', '060', '082')[0];
  const clc = dataFields(record, '084').find((field) => /^clc/i.test(subfield(field, '2') ?? ''));
  const extent = firstValue(record, '300', 'a');
  return {
    kind: kindFromLeader(record.leader, defaultKind),
    title: titleWithParts(subfield(title, 'a'), [...subfields(title, 'n'), ...subfields(title, 'p')]),
    subtitle: stripIsbd(subfield(title, 'b')),
    creators: dataFields(record, '100', '110', '700', '710').map((field) => stripIsbd(subfield(field, 'a')) ?? ''),
    isbn: firstValue(record, '020', 'a'),
    issn: firstValue(record, '022', 'a'),
    // 041 lists languages when there are several or a translation; 008/35–37 is the language otherwise.
    language: firstValue(record, '041', 'a')?.slice(0, 3) ?? controlField(record, '008')?.slice(35, 38).trim(),
    callNumber: callField ? [subfield(callField, 'a'), subfield(callField, 'b')].filter(Boolean).join(' ') : undefined,
    classCode: subfield(clc, 'a'),
    edition: stripIsbd(firstValue(record, '250', 'a')),
    publishPlace: imprintText(subfield(imprint, 'a')),
    publisher: imprintText(subfield(imprint, 'b')),
    publishYear: subfield(imprint, 'c'),
    pages: extent === undefined ? undefined : readPages(extent),
    series: stripIsbd(firstValue(record, '490', 'a') ?? firstValue(record, '830', 'a')),
    summary:
      dataFields(record, '520')
        .flatMap((field) => subfields(field, 'a'))
        .join('\n') || undefined,
    keywords: dataFields(record, '650', '653').flatMap((field) => subfields(field, 'a').map((k) => stripIsbd(k) ?? '')),
    ...links(record),
  };
}
