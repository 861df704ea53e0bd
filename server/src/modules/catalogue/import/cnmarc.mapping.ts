import type { Record as MarcRecord } from 'marcjs';
import type { ResourceKind } from '../resource-kind.js';
import type { ImportCopy, RawRecord } from './import-record.js';
import { readPages, splitCreators, stripCreatorRole } from './import-values.rules.js';
import { dataFields, firstValue, imprintText, kindFromLeader, links, stripIsbd, subfield, subfields, titleWithParts } from './marc-fields.js';

/** A CNMARC (UNIMARC as Chinese libraries catalogue) record as import fields. */
export function cnmarcToRaw(record: MarcRecord, defaultKind: ResourceKind): RawRecord {
  const title = dataFields(record, '200')[0];
  // 210 publication; newer UNIMARC records use 214 instead.
  const imprint = dataFields(record, '210')[0] ?? dataFields(record, '214')[0];
  const extent = firstValue(record, '215', 'a');
  const holdings = dataFields(record, '905');
  // 905 (local holdings, CALIS practice): $b barcode, $c location, $d class part and $e book number of the call number.
  const callNumbers = holdings.map((field) => [subfield(field, 'd'), subfield(field, 'e')].filter(Boolean).join('/')).filter(Boolean);
  const copies: ImportCopy[] = holdings
    .filter((field) => subfield(field, 'b'))
    .map((field) => ({ barcode: subfield(field, 'b') ?? '', branch: subfield(field, 'c') }));
  return {
    kind: kindFromLeader(record.leader, defaultKind),
    title: titleWithParts(subfield(title, 'a'), [...subfields(title, 'h'), ...subfields(title, 'i')]),
    subtitle: stripIsbd(subfield(title, 'e')),
    creators: creators(record),
    isbn: firstValue(record, '010', 'a'),
    issn: firstValue(record, '011', 'a'),
    language: firstValue(record, '101', 'a'),
    callNumber: callNumbers[0],
    classCode: firstValue(record, '690', 'a'),
    edition: stripIsbd(firstValue(record, '205', 'a')),
    publishPlace: imprintText(subfield(imprint, 'a')),
    publisher: imprintText(subfield(imprint, 'c')),
    publishYear: subfield(imprint, 'd'),
    pages: extent === undefined ? undefined : readPages(extent),
    series: stripIsbd(firstValue(record, '225', 'a')),
    summary:
      dataFields(record, '330')
        .flatMap((field) => subfields(field, 'a'))
        .join('\n') || undefined,
    keywords: dataFields(record, '606', '610').flatMap((field) => subfields(field, 'a')),
    copies,
    ...links(record),
  };
}

/**
 * The access points (700–702 persons, 710–712 bodies) name the creators; a record without them
 * gives only its statement of responsibility (200$f$g, '曹雪芹, 高鹗著'), read with the role words off.
 */
function creators(record: MarcRecord): string[] {
  const points = dataFields(record, '700', '701', '702', '710', '711', '712').map((field) => {
    const name = stripIsbd(subfield(field, 'a')) ?? '';
    const rest = field.tag.startsWith('70') ? stripIsbd(subfield(field, 'b')) : undefined;
    return rest ? `${name}, ${rest}` : name;
  });
  if (points.some(Boolean)) return points;
  const title = dataFields(record, '200')[0];
  return [...subfields(title, 'f'), ...subfields(title, 'g')].flatMap(splitCreators).map(stripCreatorRole);
}
