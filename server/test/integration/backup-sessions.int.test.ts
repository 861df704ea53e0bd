import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupAdmin } from '../helpers/backup-admin.js';
import { READER, startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';
import { SessionCutoff } from '../../src/core/auth/session-cutoff.js';
import { startSecondInstance } from '../helpers/second-instance.js';

const JWT_SECRET = 'a-secret-shared-by-both-instances-of-the-sessions-test';
const RESTORE = 'mutation($id: ID!, $confirmation: String!) { restoreBackup(id: $id, confirmation: $confirmation) { state } }';
const CREATE_READER = 'mutation($input: ReaderInput!) { createReader(input: $input) { id } }';
const READER_LOGIN = 'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }';
const READER_ME = '{ readerMe { id cardNumber } }';
const ADMIN_ME = '{ adminMe { username } }';

/**
 * 恢复 ends every session issued before it (issue 52): on this instance and, announced through
 * PostgreSQL, on every other instance of the portal; the database keeps the instant for instances
 * that start later.
 */
describe('a restore ends the sessions issued before it', () => {
  let portal: TestPortal;
  let admin: string;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  const { gql, makeBackup, restoreDone } = backupAdmin(() => ({ portal, admin }));

  const readerLogin = async (cardNumber: string, password: string) => {
    const res = await portal.gql<Data>(READER_LOGIN, { input: { loginType: 2, cardNumber, password } });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.readerLogin.token as string;
  };
  /** The existing "login again" answer: 401 UNAUTHENTICATED, 未登录或登录过期. */
  const refused = { message: '未登录或登录过期', extensions: expect.objectContaining({ code: 'UNAUTHENTICATED', status: 401 }) };

  beforeAll(async () => {
    portal = await startTestPortal({ env: { JOB_POLL_MS: '500', BACKUP_CRON: 'off', JWT_SECRET } });
    admin = await portal.adminToken();
    second = await startSecondInstance(portal.services.config.databaseUrl!, { JWT_SECRET });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await portal?.close();
  });

  it('refuses admin and reader tokens from before the restore, revoked ones and a later reader’s, on both instances; new logins work', async () => {
    // Before the backup: the admin's token, reader A's, and a token of A's that A revokes after the backup.
    const readerA = await readerLogin(READER.cardNumber, READER.password);
    const revokedLater = await readerLogin(READER.cardNumber, READER.password);
    const { readerMe: a } = (await portal.gql<Data>(READER_ME, {}, readerA)).data!;
    const backup = await makeBackup();
    expect(backup.state).toBe('SUCCEEDED');

    // After the backup: A ends every session (the token version moves on), reader B is created and logs in.
    expect((await portal.gql('mutation { logoutEverywhere }', {}, revokedLater)).data).toEqual({ logoutEverywhere: true });
    expect((await portal.gql(READER_ME, {}, revokedLater)).errors?.[0]).toMatchObject(refused);
    const readerA2 = await readerLogin(READER.cardNumber, READER.password);
    const { createReader: b } = (await gql(CREATE_READER, {
      input: { cardNumber: 'B-after-backup', name: '读者乙', password: 'pass-b-123456' },
    })) as {
      createReader: { id: string };
    };
    const readerB = await readerLogin('B-after-backup', 'pass-b-123456');
    expect((await second.gql(READER_ME, {}, readerB)).data?.readerMe).toEqual({ id: b.id, cardNumber: 'B-after-backup' });
    expect((await second.gql(ADMIN_ME, {}, admin)).data?.adminMe).toEqual({ username: 'admin' });

    await gql(RESTORE, { id: backup.id, confirmation: backup.name });
    expect(await restoreDone()).toMatchObject({ state: 'SUCCEEDED' });

    // A new reader gets B's id back (the sequence is the backup's): B's token must not open that account.
    const adminBefore = admin;
    portal.forgetTokens();
    admin = await portal.adminToken();
    const { createReader: c } = (await gql(CREATE_READER, {
      input: { cardNumber: 'C-after-restore', name: '读者丙', password: 'pass-c-123456' },
    })) as {
      createReader: { id: string };
    };
    expect(c.id).toBe(b.id);

    const stale = [readerA, revokedLater, readerA2, readerB];
    for (const token of stale) expect((await portal.gql(READER_ME, {}, token)).errors?.[0]).toMatchObject(refused);
    expect((await portal.gql(ADMIN_ME, {}, adminBefore)).errors?.[0]).toMatchObject(refused);

    // The other instance heard of the restore (promptly: it was told, it does not poll).
    await expect.poll(async () => (await second.gql(READER_ME, {}, readerB)).errors?.[0], { timeout: 3000, interval: 100 }).toMatchObject(refused);
    for (const token of stale) expect((await second.gql(READER_ME, {}, token)).errors?.[0]).toMatchObject(refused);
    expect((await second.gql(ADMIN_ME, {}, adminBefore)).errors?.[0]).toMatchObject(refused);

    // New logins work, on either instance.
    expect((await portal.gql<Data>(ADMIN_ME, {}, admin)).data?.adminMe).toEqual({ username: 'admin' });
    expect((await second.gql(ADMIN_ME, {}, admin)).data?.adminMe).toEqual({ username: 'admin' });
    const freshA = await readerLogin(READER.cardNumber, READER.password);
    expect((await second.gql(READER_ME, {}, freshA)).data?.readerMe).toEqual({ id: a.id, cardNumber: READER.cardNumber });
    const freshC = await readerLogin('C-after-restore', 'pass-c-123456');
    expect((await portal.gql<Data>(READER_ME, {}, freshC)).data?.readerMe).toEqual({ id: c.id, cardNumber: 'C-after-restore' });

    // An instance that starts later reads the instant from the database.
    const later = new SessionCutoff(portal.services.orm, portal.services.log);
    await later.start();
    try {
      const iat = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iat: number }).iat;
      expect(stale.map((token) => later.refuses(iat(token)))).toEqual([true, true, true, true]);
      expect(later.refuses(iat(freshA))).toBe(false);
    } finally {
      await later.stop();
    }
  }, 120_000);
});
