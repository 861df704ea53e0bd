/**
 * kindAccess: the catalogue's own rule of who may open a kind (spec §5), answered to pages that ask
 * before they load (the e-book pages): a reader-card login opens the e-books; a phone login and a
 * guest are told 请使用读者证登录！, and asking the e-book list anyway answers the same refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const ACCESS = 'query($kind: ResourceKind!) { kindAccess(kind: $kind) { kind see open refusal } }';

describe('kindAccess', () => {
  let portal: TestPortal;
  let phone: string;
  let card: string;

  beforeAll(async () => {
    portal = await startTestPortal();
    phone = await portal.readerToken(1);
    card = await portal.readerToken(2);
  });
  afterAll(async () => {
    await portal?.close();
  });

  const access = async (kind: string, token?: string) =>
    (await portal.gql<{ kindAccess: Record<string, unknown> }>(ACCESS, { kind }, token)).data!.kindAccess;

  it('opens the e-books to a reader-card login', async () => {
    expect(await access('ebook', card)).toEqual({ kind: 'ebook', see: true, open: true, refusal: null });
  });

  it('tells a phone login and a guest 请使用读者证登录！, as the e-book list refuses the phone login', async () => {
    expect(await access('ebook', phone)).toEqual({ kind: 'ebook', see: false, open: false, refusal: '请使用读者证登录！' });
    expect(await access('ebook')).toEqual({ kind: 'ebook', see: false, open: false, refusal: '请使用读者证登录！' });
    const list = await portal.gql('{ resources(filter: { kind: ebook }) { total } }', {}, phone);
    expect(list.errors?.[0]?.message).toBe('请使用读者证登录！');
  });

  it('answers the other kinds by their own rule: books for everyone, theses with any login', async () => {
    expect(await access('book')).toEqual({ kind: 'book', see: true, open: true, refusal: null });
    expect(await access('thesis')).toEqual({ kind: 'thesis', see: true, open: false, refusal: '未登录或登录过期' });
    expect(await access('thesis', phone)).toMatchObject({ open: true, refusal: null });
  });
});
