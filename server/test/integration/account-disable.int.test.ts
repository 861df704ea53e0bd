/**
 * Disabling an account ends its sessions for good (issue 54, S12): a token made before the account
 * was disabled stays refused after it is enabled again, for readers (the back office's disable and
 * batch disable) and administrators (an operator's SQL, the CLI's way); a new login works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_READERS } from '../../src/seeders/accounts.seeder.js';
import { startTestPortal, type Data, type GqlResult, type TestPortal } from '../helpers/test-portal.js';

const [, , C, D] = DEMO_READERS;
const ME = '{ readerMe { id } }';
const ADMIN_ME = '{ adminMe { id } }';
const LOGIN = 'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }';

const must = <T = Data>(res: GqlResult<T>): T => {
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data;
};
const code = (res: GqlResult) => res.errors?.[0]?.extensions?.code;

describe('a disabled account’s tokens stay ended when it is enabled again', () => {
  let portal: TestPortal;
  let admin: string;
  const gql = (query: string, variables: Data = {}, token = admin) => portal.gql<Data>(query, variables, token);
  const login = async (reader: (typeof DEMO_READERS)[number]) =>
    must(await gql(LOGIN, { input: { loginType: 2, cardNumber: reader.cardNumber, password: reader.password } }, '')).readerLogin.token as string;
  const idOf = async (cardNumber: string) =>
    String((await portal.sql<{ id: number }>('select id from reader where card_number = ?', [cardNumber]))[0].id);

  beforeAll(async () => {
    portal = await startTestPortal();
    admin = await portal.adminToken();
  }, 120_000);
  afterAll(() => portal?.close());

  it('a reader disabled and enabled again (singly): the old token is refused, a new login works', async () => {
    const id = await idOf(C.cardNumber);
    const old = await login(C);
    expect(must(await gql(ME, {}, old)).readerMe.id).toBe(id);
    must(await gql('mutation($id: ID!) { disableReader(id: $id) { enabled } }', { id }));
    must(await gql('mutation($id: ID!) { enableReader(id: $id) { enabled } }', { id }));
    expect(code(await gql(ME, {}, old))).toBe('UNAUTHENTICATED');
    expect(must(await gql(ME, {}, await login(C))).readerMe.id).toBe(id);
  });

  it('a reader disabled and enabled again in batch: the same', async () => {
    const id = await idOf(D.cardNumber);
    const old = await login(D);
    must(await gql('mutation($ids: [ID!]!) { batchDisableReader(ids: $ids) { count } }', { ids: [id] }));
    must(await gql('mutation($ids: [ID!]!) { batchEnableReader(ids: $ids) { count } }', { ids: [id] }));
    expect(code(await gql(ME, {}, old))).toBe('UNAUTHENTICATED');
    expect(must(await gql(ME, {}, await login(D))).readerMe.id).toBe(id);
  });

  it('an administrator disabled and enabled again: the old token is refused, a new login works', async () => {
    expect(must(await gql(ADMIN_ME)).adminMe.id).toBeTruthy();
    await portal.sql(`update admin_user set enabled = false where username = 'admin'`);
    await portal.sql(`update admin_user set enabled = true where username = 'admin'`);
    expect(code(await gql(ADMIN_ME))).toBe('UNAUTHENTICATED');
    portal.forgetTokens();
    admin = await portal.adminToken();
    expect(must(await gql(ADMIN_ME)).adminMe.id).toBeTruthy();
  });

  it('saving an account without disabling it leaves its tokens alone', async () => {
    const token = await login(C);
    const id = await idOf(C.cardNumber);
    must(await gql('mutation($id: ID!) { enableReader(id: $id) { enabled } }', { id }));
    must(
      await gql('mutation($id: ID!, $input: ReaderInput!) { updateReader(id: $id, input: $input) { id } }', {
        id,
        input: { cardNumber: C.cardNumber, name: '改名读者' },
      }),
    );
    expect(must(await gql(ME, {}, token)).readerMe.id).toBe(id);
  });
});
