/**
 * Issue 13, reader state across devices: a card reader saves and reads back a document's state;
 * the later save wins whatever order the saves arrive in; another reader sees only their own; a
 * phone login is refused an e-book (card only) but reads a thesis; bad documents and oversized
 * states are refused in Chinese.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';
import { READER_LIMITS } from '../../src/core/limits/reader-bounds.js';
import { signedReader } from '../helpers/signed-reader.js';

let portal: TestPortal;
let card: string;
let phone: string;
let ebook: number;
let thesis: number;
let video: number;

const SAVE = `mutation($input: SaveReadingStateInput!) { saveReadingState(input: $input) { document resourceId format state progress location savedAt } }`;
const FIND = `query($document: String!) { readingState(document: $document) { state progress location savedAt } }`;
const RECENT = `{ recentReadingStates(limit: 5) { document progress } }`;

const input = (document: string, savedAt: string, overrides: Record<string, unknown> = {}) => ({
  document,
  format: 'epub',
  state: JSON.stringify({ fontSize: 20, theme: 'night', location: 'epubcfi(/6/4!/4/2)' }),
  progress: 0.25,
  location: 'epubcfi(/6/4!/4/2)',
  savedAt,
  ...overrides,
});

async function gql(query: string, variables: Record<string, unknown>, token?: string) {
  return portal.gql<Data>(query, variables, token);
}

beforeAll(async () => {
  portal = await startTestPortal({ demoContent: true });
  card = await portal.readerToken(2);
  phone = await portal.readerToken(1);
  const first = async (kind: string) =>
    (
      await portal.sql<{ id: number }>(
        `select id from resource where kind = ? and enabled and on_shelf and published_at <= now() and permission = 'PUBLIC' order by id limit 1`,
        [kind],
      )
    )[0].id;
  ebook = await first('ebook');
  thesis = await first('thesis');
  video = await first('video');
});
afterAll(() => portal?.close());

describe('reading state', () => {
  it('is null before the first save, then answers what was saved', async () => {
    const document = `resource:${ebook}`;
    expect((await gql(FIND, { document }, card)).data!.readingState).toBeNull();
    const saved = await gql(SAVE, { input: input(document, '2026-11-20T10:00:00Z') }, card);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveReadingState).toMatchObject({ document, resourceId: ebook, format: 'epub', progress: 0.25 });
    const found = (await gql(FIND, { document }, card)).data!.readingState;
    expect(JSON.parse(found.state)).toEqual({ fontSize: 20, theme: 'night', location: 'epubcfi(/6/4!/4/2)' });
    expect(found.savedAt).toBe('2026-11-20T10:00:00.000Z');
  });

  it('keeps the later save: an older save arriving afterwards (another device, offline) is not applied', async () => {
    const document = `resource:${ebook}`;
    await gql(SAVE, { input: input(document, '2026-11-20T12:00:00Z', { progress: 0.6, location: 'later' }) }, card);
    const stale = await gql(SAVE, { input: input(document, '2026-11-20T11:00:00Z', { progress: 0.4, location: 'older' }) }, card);
    expect(stale.data!.saveReadingState).toMatchObject({ progress: 0.6, location: 'later' });
    expect((await gql(FIND, { document }, card)).data!.readingState).toMatchObject({ progress: 0.6, location: 'later' });
  });

  it("is each reader's own: another reader starts empty and their saves leave the first reader's alone", async () => {
    const [row] = await portal.sql<{ id: number }>(
      `insert into reader (created_at, updated_at, enabled, card_number, name, password_hash, level, token_version)
       values (now(), now(), true, 'R-STATE-2', '另一位读者', 'x', 2, 0) returning id`,
    );
    const other = (await portal.services.tokens.sign({ subject: row.id, audience: 'reader', version: 0, loginType: 2 })).token;
    const document = `resource:${ebook}`;
    expect((await gql(FIND, { document }, other)).data!.readingState).toBeNull();
    await gql(SAVE, { input: input(document, '2026-11-25T12:00:00Z', { progress: 0.9, location: 'theirs' }) }, other);
    expect((await gql(FIND, { document }, card)).data!.readingState).toMatchObject({ progress: 0.6, location: 'later' });
    expect((await gql(FIND, { document }, other)).data!.readingState).toMatchObject({ progress: 0.9, location: 'theirs' });
  });

  it('lists the reader’s documents newest first', async () => {
    await gql(SAVE, { input: input(`resource:${thesis}`, '2026-11-21T08:00:00Z', { format: 'pdf', progress: 0.1, location: '3' }) }, card);
    const recent = (await gql(RECENT, {}, card)).data!.recentReadingStates;
    expect(recent.map((r: Data) => r.document)).toEqual([`resource:${thesis}`, `resource:${ebook}`]);
  });

  it('follows who may open the resource: an e-book needs a reader card, a thesis a login', async () => {
    const refused = await gql(SAVE, { input: input(`resource:${ebook}`, '2026-11-22T08:00:00Z') }, phone);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const ok = await gql(SAVE, { input: input(`resource:${thesis}`, '2026-11-22T08:00:00Z', { format: 'pdf' }) }, phone);
    expect(ok.errors).toBeUndefined();
    const guest = await gql(FIND, { document: `resource:${thesis}` });
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses what cannot be read, a wrong format, a bad document, an oversized state and a progress beyond 1', async () => {
    const message = async (variables: Record<string, unknown>) => (await gql(SAVE, variables, card)).errors?.[0].message;
    expect(await message({ input: input(`resource:${video}`, '2026-11-22T08:00:00Z') })).toBe('该资源不支持在线阅读');
    expect(await message({ input: input(`resource:${thesis}`, '2026-11-22T08:00:00Z', { format: 'epub' }) })).toBe('阅读格式无效');
    expect(await message({ input: input(`book:${ebook}`, '2026-11-22T08:00:00Z') })).toMatch(/阅读对象无效/);
    expect(await message({ input: input(`resource:999999`, '2026-11-22T08:00:00Z') })).toBeTruthy();
    expect(await message({ input: input(`resource:${ebook}`, '2026-11-22T08:00:00Z', { state: 'x'.repeat(70_000) }) })).toMatch(/阅读记录过大/);
    expect(await message({ input: input(`resource:${ebook}`, '2026-11-22T08:00:00Z', { progress: 1.5 }) })).toMatch(/阅读进度无效/);
  });
});

/**
 * Issue 54, S1: part names were never checked and nothing limited their number, size or rate (one
 * reader wrote 125 MB in 20 s with a new part name each save). A part must be the resource's own
 * edition or article; rows per resource and per reader, bytes per reader and saves per hour are
 * bounded (READER_LIMITS.readingState), and a state already kept is still saved at the limit.
 */
describe('reading state bounds', () => {
  const LIMITS = READER_LIMITS.readingState;
  let newspaper: number;
  let edition: number;
  let secondEdition: number;
  let foreignEdition: number;
  let journal: number;
  let article: number;
  let readers = 0;

  async function newReader() {
    readers += 1;
    return signedReader(portal, `R-BOUND-${readers}`);
  }
  const rows = async (readerId: number) =>
    Number((await portal.sql<{ n: string }>('select count(*) as n from reading_state where reader_id = ?', [readerId]))[0].n);
  const pdf = (document: string, savedAt = '2026-11-22T08:00:00Z', overrides: Record<string, unknown> = {}) =>
    input(document, savedAt, { format: 'pdf', location: '1', ...overrides });

  beforeAll(async () => {
    const editions = await portal.sql<{ resource_id: number; id: number }>(
      `select e.resource_id, e.id from newspaper_edition e join resource r on r.id = e.resource_id
        where e.enabled and r.enabled and r.on_shelf and r.published_at <= now() and r.permission = 'PUBLIC' order by e.resource_id, e.id`,
    );
    const withTwo = editions.find((e, i) => editions[i + 1]?.resource_id === e.resource_id)!;
    newspaper = withTwo.resource_id;
    [edition, secondEdition] = editions.filter((e) => e.resource_id === newspaper).map((e) => e.id);
    const foreign = editions.find((e) => e.resource_id !== newspaper);
    foreignEdition = foreign ? foreign.id : (await portal.sql<{ id: number }>('select max(id) + 1000 as id from newspaper_edition'))[0].id;
    const [row] = await portal.sql<{ resource_id: number; id: number }>(
      `select v.resource_id, a.id from journal_article a join journal_volume v on v.id = a.volume_id join resource r on r.id = v.resource_id
        where a.enabled and v.enabled and r.enabled and r.on_shelf and r.published_at <= now() and r.permission = 'PUBLIC' order by a.id limit 1`,
    );
    journal = row.resource_id;
    article = row.id;
  });

  it('takes only a part the resource has: its edition or article, never an invented name', async () => {
    const reader = await newReader();
    const save = (document: string) => gql(SAVE, { input: pdf(document) }, reader.token);
    expect((await save(`resource:${newspaper}:edition${edition}`)).errors).toBeUndefined();
    expect((await save(`resource:${journal}:article${article}`)).errors).toBeUndefined();
    const refusal = async (document: string) => (await save(document)).errors?.[0];
    expect(await refusal(`resource:${newspaper}:x1`)).toMatchObject({ message: '阅读对象无效', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await refusal(`resource:${newspaper}:article${article}`)).toMatchObject({ message: '阅读对象无效' });
    expect(await refusal(`resource:${thesis}:edition${edition}`)).toMatchObject({ message: '阅读对象无效' });
    expect(await refusal(`resource:${newspaper}:edition${foreignEdition}`)).toMatchObject({
      message: '该期次或文章不存在',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await refusal(`resource:${newspaper}:edition9999999999`)).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    // The attack: a new part name at each save. No row is added.
    for (let i = 0; i < 30; i += 1) await save(`resource:${newspaper}:page${i}`);
    for (let i = 0; i < 30; i += 1) await save(`resource:${newspaper}:edition${900_000_000 + i}`);
    expect(await rows(reader.id)).toBe(2);
  });

  it('limits documents per resource and per reader; a kept state is still saved at the limit', async () => {
    const reader = await newReader();
    // The reader already keeps as many editions of this newspaper as a reader may (rows as a save would make them).
    await portal.sql(
      `insert into reading_state (created_at, updated_at, reader_id, document, resource_id, format, state, progress, saved_at)
       select now(), now(), ?, 'resource:' || ?::int || ':edition' || (2000000000 + g), ?, 'pdf', '{}', 0, '2026-11-01T00:00:00Z' from generate_series(1, ?) g`,
      [reader.id, newspaper, newspaper, LIMITS.documentsPerResource - 1],
    );
    const kept = `resource:${newspaper}:edition${edition}`;
    expect((await gql(SAVE, { input: pdf(kept) }, reader.token)).errors).toBeUndefined();
    const next = await gql(SAVE, { input: pdf(`resource:${newspaper}:edition${secondEdition}`) }, reader.token);
    expect(next.errors?.[0]).toMatchObject({
      message: `同一资源的阅读记录已达上限（${LIMITS.documentsPerResource} 份）`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Another resource is still saved, and so is a state already kept (no data lost at the limit).
    expect((await gql(SAVE, { input: pdf(`resource:${thesis}`) }, reader.token)).errors).toBeUndefined();
    const again = await gql(SAVE, { input: pdf(kept, '2026-11-23T08:00:00Z', { progress: 0.5, state: '{"page":3}' }) }, reader.token);
    expect(again.errors).toBeUndefined();
    expect(again.data!.saveReadingState).toMatchObject({ document: kept, progress: 0.5 });

    // Every document together.
    await portal.sql(
      `insert into reading_state (created_at, updated_at, reader_id, document, resource_id, format, state, progress, saved_at)
       select now(), now(), ?, 'cloud:' || (2000000000 + g), null, 'pdf', '{}', 0, '2026-11-01T00:00:00Z' from generate_series(1, ?) g`,
      [reader.id, LIMITS.documentsPerReader - (await rows(reader.id))],
    );
    const full = await gql(SAVE, { input: input(`resource:${ebook}`, '2026-11-24T08:00:00Z') }, reader.token);
    expect(full.errors?.[0]).toMatchObject({
      message: `阅读记录已达上限（${LIMITS.documentsPerReader} 份）`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await rows(reader.id)).toBe(LIMITS.documentsPerReader);
  });

  it('limits the bytes a reader keeps; a kept state that does not grow is still saved', async () => {
    const reader = await newReader();
    const per = LIMITS.maxStateChars;
    await portal.sql(
      `insert into reading_state (created_at, updated_at, reader_id, document, resource_id, format, state, progress, saved_at)
       select now(), now(), ?, 'cloud:' || (2000000000 + g), null, 'pdf', repeat('x', ?), 0, '2026-11-01T00:00:00Z' from generate_series(1, ?) g`,
      [reader.id, per, Math.floor(LIMITS.bytesPerReader / per)],
    );
    const more = await gql(SAVE, { input: pdf(`resource:${thesis}`, '2026-11-24T08:00:00Z', { state: '{"page":1}' }) }, reader.token);
    expect(more.errors?.[0]).toMatchObject({
      message: `阅读记录总量已达上限（${LIMITS.bytesPerReader / 1024 / 1024} MB）`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Smaller than what it replaces: kept (rows of cloud files the reader no longer has are not checked here: the row is theirs).
    const [own] = await portal.sql<{ id: number }>(
      `insert into cloud_file (created_at, updated_at, reader_id, name, storage_key, format, size, sha256) values (now(), now(), ?, 'a.pdf', 'x', 'pdf', 1, 'x') returning id`,
      [reader.id],
    );
    await portal.sql(`update reading_state set document = ? where reader_id = ? and document = 'cloud:2000000001'`, [`cloud:${own.id}`, reader.id]);
    const smaller = await gql(SAVE, { input: pdf(`cloud:${own.id}`, '2026-11-24T08:00:00Z', { state: '{"page":2}' }) }, reader.token);
    expect(smaller.errors).toBeUndefined();
  });

  it('limits saves per hour (a client in a loop), with 429', async () => {
    const reader = await newReader();
    const hits = Array.from({ length: LIMITS.rate.limit }, () => portal.services.rateLimiter.hit(LIMITS.rate, String(reader.id)));
    await Promise.all(hits);
    const refused = await gql(SAVE, { input: pdf(`resource:${thesis}`) }, reader.token);
    expect(refused.errors?.[0]).toMatchObject({ message: '阅读记录保存过于频繁，请稍后再试', extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(await rows(reader.id)).toBe(0);
  });
});
