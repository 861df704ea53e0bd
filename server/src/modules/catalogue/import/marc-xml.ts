import { load } from 'cheerio/slim';
import { Record as MarcRecord } from 'marcjs';
import { decodeStrict } from './text-decoding.js';

/**
 * MARCXML records, read with an XML parser (cheerio's htmlparser2, already a server dependency)
 * rather than marcjs's MarcxmlParser: that one slices tags at fixed character offsets, so it reads
 * nothing from prefixed elements (<marc:record>, as SRU servers send) and garbage when attributes
 * come in another order (pymarc writes ind1 ind2 tag). Elements are matched by local name, so the
 * MARC21 slim namespace may be declared with or without a prefix, or not at all (CNMARC exports).
 */

/** The parsed-XML node shape walked here (domhandler's, which cheerio does not re-export). */
interface XmlNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: XmlNode[];
  data?: string;
}

export type XmlRecordResult = { record: MarcRecord } | { error: string };

export function looksLikeXml(buffer: Buffer): boolean {
  const head = buffer
    .toString('utf8', 0, 512)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<');
}

/** The MARC records of a MARCXML document, in order; undefined when it holds none. */
export function readMarcXml(buffer: Buffer): XmlRecordResult[] | undefined {
  const { text, lossy } = decodeXml(buffer);
  const root = load(text, { xml: true }).root().toArray()[0] as unknown as XmlNode;
  const records: XmlNode[] = [];
  collectRecords(root, records);
  if (records.length === 0) return undefined;
  return records.map((node) => {
    const record = toRecord(node);
    // Only a file that is not valid UTF-8 is decoded lossily; its damaged records show U+FFFD.
    if (lossy && JSON.stringify(record.fields).includes('\uFFFD')) {
      return { error: '记录包含无法识别的字符（文件不是有效的 UTF-8 编码），已跳过' };
    }
    return { record };
  });
}

function decodeXml(buffer: Buffer): { text: string; lossy: boolean } {
  const declaration = /^[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(buffer.toString('latin1', 0, 200));
  if (declaration && /^(gbk|gb2312|gb18030|cp936)$/i.test(declaration[1])) {
    return { text: new TextDecoder('gbk').decode(buffer), lossy: false };
  }
  const text = decodeStrict(buffer, 'utf-8');
  return text === undefined ? { text: new TextDecoder('utf-8').decode(buffer), lossy: true } : { text, lossy: false };
}

const localName = (node: XmlNode) => (node.name ?? '').replace(/^.*:/, '').toLowerCase();
const elements = (node: XmlNode) => (node.children ?? []).filter((child) => child.type === 'tag');

/** <record> elements holding MARC fields; an SRU envelope's own <record> holds none and is looked into. */
function collectRecords(node: XmlNode, found: XmlNode[]): void {
  for (const child of elements(node)) {
    const isMarc = localName(child) === 'record' && elements(child).some((e) => ['leader', 'controlfield', 'datafield'].includes(localName(e)));
    if (isMarc) found.push(child);
    else collectRecords(child, found);
  }
}

function textOf(node: XmlNode): string {
  if (node.type === 'text' || node.type === 'cdata') return node.data ?? (node.children ?? []).map(textOf).join('');
  return (node.children ?? []).map(textOf).join('');
}

function toRecord(node: XmlNode): MarcRecord {
  const record = new MarcRecord();
  for (const child of elements(node)) {
    const attribs = child.attribs ?? {};
    switch (localName(child)) {
      case 'leader':
        record.leader = textOf(child);
        break;
      case 'controlfield':
        record.fields.push([attribs.tag ?? '', textOf(child)]);
        break;
      case 'datafield': {
        const subfields = elements(child)
          .filter((sub) => localName(sub) === 'subfield')
          .flatMap((sub) => [sub.attribs?.code ?? '', textOf(sub)]);
        record.fields.push([attribs.tag ?? '', (attribs.ind1 || ' ')[0] + (attribs.ind2 || ' ')[0], ...subfields]);
        break;
      }
    }
  }
  return record;
}
