/**
 * Issue 18, OAI-PMH 2.0 at /oai: a harvester written from the protocol (helpers/oai-harvester.ts)
 * takes the whole demo catalogue and finds exactly the resources a guest sees; every answer —
 * lists, records in both formats, errors — validates against the published schemas (xmllint); a
 * withdrawn or removed resource is reported deleted; the protocol's error codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harvester, headerOf, schemaErrors } from '../helpers/oai-harvester.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const BASE = 'https://lib.example.org';
const id = (identifier: string) => Number(/^oai:lib\.example\.org:(\d+)$/.exec(identifier)?.[1]);

describe('OAI-PMH', () => {
  let portal: TestPortal;
  let admin: string;
  let oai: Harvester;

  /** What a guest sees, written here from the rule's definition rather than taken from the server. */
  const visibleIds = async (kind?: string) =>
    (
      await portal.sql<{ id: number }>(
        `select id from resource where enabled and on_shelf and published_at <= now() and kind <> 'ebook' ${kind ? 'and kind = ?' : ''} order by id`,
        kind ? [kind] : [],
      )
    ).map((row) => Number(row.id));

  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await portal.gql<Data>(query, variables, admin);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  };

  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: true, env: { PUBLIC_URL: `${BASE}/`, LIBRARY_EMAIL: 'service@lib.example.org' } });
    admin = await portal.adminToken();
    oai = new Harvester(`${portal.url}/oai`);
  });
  afterAll(() => portal?.close());

  it('harvests the whole catalogue a guest sees, in pages of 100, and nothing else', async () => {
    const visible = await visibleIds();
    expect(visible.length, 'the demo catalogue spans several pages').toBeGreaterThan(200);
    const { items, tokens, errors, pages } = await oai.list('ListIdentifiers', { metadataPrefix: 'oai_dc' });
    expect(errors).toEqual([]);
    const live = items.map(headerOf).filter((header) => !header.deleted);
    expect(live.map((header) => id(header.identifier)).sort((a, b) => a - b)).toEqual(visible);
    expect(pages).toBe(Math.ceil(items.length / 100));
    // Cursors count what came before; the last token is empty; every one states the list's size.
    expect(tokens.map((token) => Number(token.cursor))).toEqual(tokens.map((_, index) => index * 100));
    expect(tokens.at(-1)!.value).toBe('');
    for (const token of tokens) expect(Number(token.completeListSize)).toBe(items.length);
    // Datestamps ascend: a harvest is in datestamp order, so `from` resumes an incremental one.
    const stamps = items.map((item) => headerOf(item).datestamp);
    expect([...stamps].sort()).toEqual(stamps);
  });

  it('gives each kind a set, e-books (reader card only) none, and records in Dublin Core and MARCXML', async () => {
    const sets = await oai.ask({ verb: 'ListSets' });
    const specs = (sets.root.ListSets.set as Array<{ setSpec: string[]; setName: string }>).map((set) => set.setSpec[0]);
    expect(specs).toContain('book');
    expect(specs).toContain('audio');
    expect(specs).not.toContain('ebook');
    expect(sets.root.ListSets.set.find((set: { setSpec: string[] }) => set.setSpec[0] === 'book').setName).toBe('纸质图书');

    const liveIds = (items: Array<Record<string, unknown>>) =>
      items
        .map(headerOf)
        .filter((header) => !header.deleted)
        .map((header) => id(header.identifier))
        .sort((a, b) => a - b);
    const audio = await oai.list('ListRecords', { metadataPrefix: 'oai_dc', set: 'audio' });
    expect(liveIds(audio.items)).toEqual(await visibleIds('audio'));
    const record = audio.items.find((item) => !headerOf(item).deleted)!;
    const dc = record.metadata['oai_dc:dc'];
    const [row] = await portal.sql<{ title: string }>('select title from resource where id = ?', [id(headerOf(record).identifier)]);
    expect(dc['dc:title']).toContain(row.title);
    expect(dc['dc:type']).toContain('Sound');
    expect(dc['dc:identifier']).toContain(`${BASE}/resources/audio/detail?id=${id(headerOf(record).identifier)}`);

    const books = await oai.list('ListRecords', { metadataPrefix: 'marc21' });
    expect(liveIds(books.items)).toEqual(await visibleIds('book'));
    const withdrawn = books.items.filter((item) => headerOf(item).deleted);
    for (const item of withdrawn) expect(item.metadata, 'a deleted record has no metadata').toBeUndefined();
    const marc = books.items.find((item) => !headerOf(item).deleted)!.metadata.record[0];
    expect(marc.leader).toMatch(/^\d{5}nam a22/);
    expect(marc.datafield.find((field: { '@tag': string }) => field['@tag'] === '245')).toBeDefined();
    const fixed = marc.controlfield.find((field: { '@tag': string }) => field['@tag'] === '008')['#text'];
    expect(fixed, '008 has its 40 positions, the language at 35–37').toHaveLength(40);
    expect(fixed.slice(35, 38)).toMatch(/^[a-z]{3}$/);

    const formats = await oai.ask({ verb: 'ListMetadataFormats', identifier: headerOf(record).identifier });
    expect(formats.root.ListMetadataFormats.metadataFormat.map((format: { metadataPrefix: string }) => format.metadataPrefix)).toEqual(['oai_dc']);
    const notMarc = await oai.ask({ verb: 'GetRecord', identifier: headerOf(record).identifier, metadataPrefix: 'marc21' });
    expect(notMarc.errors.map((e) => e.code)).toEqual(['cannotDisseminateFormat']);
  });

  it('reports a withdrawn and a removed resource as deleted, from their new datestamps on', async () => {
    const [first, second] = await visibleIds('book');
    const before = new Date(Date.now() - 1000).toISOString().slice(0, 19) + 'Z';
    await gql('mutation($id: ID!) { unshelveBook(id: $id) { id } }', { id: String(first) });
    await gql('mutation($id: ID!) { removeBook(id: $id) }', { id: String(second) });

    const changed = await oai.list('ListIdentifiers', { metadataPrefix: 'oai_dc', from: before });
    const headers = changed.items.map(headerOf);
    expect(headers.filter((header) => [first, second].includes(id(header.identifier))).map((header) => header.deleted)).toEqual([true, true]);
    for (const gone of [first, second]) {
      const answer = await oai.ask({ verb: 'GetRecord', identifier: `oai:lib.example.org:${gone}`, metadataPrefix: 'oai_dc' });
      const record = answer.root.GetRecord.record[0];
      expect(record.header[0]['@status']).toBe('deleted');
      expect(record.metadata).toBeUndefined();
    }
    const whole = await oai.list('ListIdentifiers', { metadataPrefix: 'oai_dc', set: 'book' });
    expect(
      whole.items
        .map(headerOf)
        .filter((header) => !header.deleted)
        .map((header) => id(header.identifier))
        .sort((a, b) => a - b),
    ).toEqual(await visibleIds('book'));
  });

  it('answers Identify, and the same over POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const answer = await oai.ask({ verb: 'Identify' }, method);
      const identify = answer.root.Identify;
      expect(identify.baseURL).toBe(`${BASE}/oai`);
      expect(identify.protocolVersion).toBe('2.0');
      expect(identify.adminEmail).toBe('service@lib.example.org');
      expect(identify.deletedRecord).toBe('persistent');
      expect(identify.granularity).toBe('YYYY-MM-DDThh:mm:ssZ');
      expect(identify.earliestDatestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(answer.root.request['@verb']).toBe('Identify');
    }
  });

  it('answers the protocol’s error codes, echoing the arguments only when they were legal', async () => {
    const cases: Array<[Record<string, string | string[]>, string]> = [
      [{}, 'badVerb'],
      [{ verb: 'Harvest' }, 'badVerb'],
      [{ verb: ['Identify', 'Identify'] }, 'badVerb'],
      [{ verb: 'Identify', metadataPrefix: 'oai_dc' }, 'badArgument'],
      [{ verb: 'ListRecords' }, 'badArgument'],
      [{ verb: 'ListRecords', metadataPrefix: ['oai_dc', 'oai_dc'] }, 'badArgument'],
      [{ verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2026-02-30' }, 'badArgument'],
      [{ verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2026-01-01', until: '2026-01-01T00:00:00Z' }, 'badArgument'],
      [{ verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2026-02-01', until: '2026-01-01' }, 'badArgument'],
      [{ verb: 'ListRecords', metadataPrefix: 'oai_dc', resumptionToken: 'x' }, 'badArgument'],
      [{ verb: 'GetRecord', identifier: 'oai:lib.example.org:1' }, 'badArgument'],
      [{ verb: 'ListRecords', resumptionToken: 'not-a-token' }, 'badResumptionToken'],
      [{ verb: 'ListSets', resumptionToken: 'x' }, 'badResumptionToken'],
      [{ verb: 'ListRecords', metadataPrefix: 'mods' }, 'cannotDisseminateFormat'],
      [{ verb: 'GetRecord', identifier: 'oai:lib.example.org:999999', metadataPrefix: 'oai_dc' }, 'idDoesNotExist'],
      [{ verb: 'GetRecord', identifier: 'oai:elsewhere.org:1', metadataPrefix: 'oai_dc' }, 'idDoesNotExist'],
      [{ verb: 'ListMetadataFormats', identifier: 'oai:lib.example.org:0' }, 'idDoesNotExist'],
      [{ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', from: '2999-01-01' }, 'noRecordsMatch'],
      [{ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', set: 'ebook' }, 'noRecordsMatch'],
      [{ verb: 'ListIdentifiers', metadataPrefix: 'marc21', set: 'audio' }, 'noRecordsMatch'],
    ];
    for (const [args, code] of cases) {
      const answer = await oai.ask(args);
      expect(
        answer.errors.map((error) => error.code),
        JSON.stringify(args),
      ).toEqual([code]);
      const echoed = Object.keys(answer.root.request).filter((key) => key.startsWith('@'));
      expect(echoed.length > 0, `${JSON.stringify(args)} echoed`).toBe(code !== 'badVerb' && code !== 'badArgument' && Object.keys(args).length > 0);
    }
  });

  it('validates every answer it gave against the OAI-PMH, Dublin Core and MARCXML schemas', () => {
    expect(oai.answers.length).toBeGreaterThan(20);
    for (const xml of oai.answers) expect(schemaErrors(xml), xml.slice(0, 300)).toBe('');
    // The check bites: a misspelt Dublin Core element inside <metadata> fails it.
    const record = oai.answers.find((xml) => xml.includes('<dc:title>'))!;
    expect(schemaErrors(record.replace(/dc:title>/g, 'dc:titel>'))).toContain('titel');
  });
});
