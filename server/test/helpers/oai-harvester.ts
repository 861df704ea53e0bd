/**
 * An OAI-PMH 2.0 harvester written from the protocol, not from the server's code: it sends the
 * verbs over HTTP, reads the answers with an XML parser, follows resumption tokens to the end and
 * checks every answer against the published schemas with xmllint (Debian's libxml2-utils).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';

/** Parsed XML: elements by name, attributes as '@name', text as '#text'. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape is the answer's, checked by the tests
export type Xml = Record<string, any>;

const SCHEMAS = join(import.meta.dirname, '../fixtures/oai-schemas');
const ARRAYS = new Set([
  'header',
  'record',
  'set',
  'metadataFormat',
  'error',
  'dc:creator',
  'dc:subject',
  'dc:identifier',
  'dc:type',
  'datafield',
  'controlfield',
  'subfield',
  'setSpec',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  isArray: (name) => ARRAYS.has(name),
  parseTagValue: false,
});

/** xmllint's verdict on one answer: '' when valid, else its messages. */
export function schemaErrors(xml: string): string {
  const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', join(SCHEMAS, 'harvest.xsd'), '-'], {
    input: xml,
    encoding: 'utf8',
    env: { ...process.env, XML_CATALOG_FILES: join(SCHEMAS, 'catalog.xml') },
  });
  if (run.error) throw new Error(`xmllint is needed to validate OAI-PMH answers (apt-get install libxml2-utils): ${run.error.message}`);
  return run.status === 0 ? '' : run.stderr;
}

export interface OaiAnswer {
  xml: string;
  /** The parsed <OAI-PMH> element. */
  root: Xml;
  errors: Array<{ code: string; message: string }>;
}

export class Harvester {
  /** Every answer received, for the schema check. */
  readonly answers: string[] = [];

  constructor(private readonly baseUrl: string) {}

  async ask(args: Record<string, string | string[]>, method: 'GET' | 'POST' = 'GET'): Promise<OaiAnswer> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(args)) for (const one of [value].flat()) params.append(name, one);
    const res =
      method === 'GET'
        ? await fetch(`${this.baseUrl}?${params}`)
        : await fetch(this.baseUrl, { method: 'POST', body: params, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${params}`);
    if (!/^text\/xml/.test(res.headers.get('content-type') ?? '')) throw new Error(`not XML: ${res.headers.get('content-type')}`);
    const xml = await res.text();
    this.answers.push(xml);
    const root = parser.parse(xml)['OAI-PMH'];
    const errors = ((root.error ?? []) as Array<Record<string, string>>).map((e) => ({ code: e['@code'], message: e['#text'] ?? '' }));
    return { xml, root, errors };
  }

  /** A whole list (ListIdentifiers / ListRecords / ListSets), following resumption tokens; the items and the tokens' attributes. */
  async list(verb: 'ListIdentifiers' | 'ListRecords', args: Record<string, string>) {
    const items: Xml[] = [];
    const tokens: Array<{ value: string; cursor?: string; completeListSize?: string }> = [];
    let answer = await this.ask({ verb, ...args });
    for (let pages = 1; ; pages++) {
      if (answer.errors.length) return { items, tokens, errors: answer.errors, pages };
      const body = answer.root[verb];
      items.push(...(body[verb === 'ListIdentifiers' ? 'header' : 'record'] ?? []));
      const token = body.resumptionToken;
      if (token === undefined) return { items, tokens, errors: [], pages };
      const value = typeof token === 'string' ? token : (token['#text'] ?? '');
      tokens.push({ value, cursor: token['@cursor'], completeListSize: token['@completeListSize'] });
      if (!value) return { items, tokens, errors: [], pages };
      if (pages > 1000) throw new Error('the harvest does not end');
      answer = await this.ask({ verb, resumptionToken: value });
    }
  }
}

/** A record's or header's identifier and status. */
export const headerOf = (item: Xml) => {
  const header = item.header ? item.header[0] : item;
  return {
    identifier: header.identifier as string,
    deleted: header['@status'] === 'deleted',
    datestamp: header.datestamp as string,
    sets: header.setSpec as string[],
  };
};
