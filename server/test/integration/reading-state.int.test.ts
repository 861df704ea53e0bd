/**
 * Issue 13, reader state across devices: a card reader saves and reads back a document's state;
 * the later save wins whatever order the saves arrive in; another reader sees only their own; a
 * phone login is refused an e-book (card only) but reads a thesis; bad documents and oversized
 * states are refused in Chinese.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

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
