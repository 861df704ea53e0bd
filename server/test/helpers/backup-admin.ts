import type { Data, TestPortal } from './test-portal.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const BACKUP_FIELDS = 'id name kind state format step size sha256 fileCount error createdBy finishedAt';

/**
 * 备份管理 as an admin drives it in the backup tests: GraphQL with the admin's token, a backup by id,
 * 立即备份 waited for until it ends, and the restore's progress (REST restore-status) waited for.
 * `context` is read at each call: the tests set their portal and token in beforeAll. A restore ends
 * every session: after one, the next `gql` logs the admin in again, and `relogin` hands the test the new token.
 */
export function backupAdmin(context: () => { portal: TestPortal; admin: string; relogin?: (token: string) => void }) {
  /** Set when a restore ended: the next call logs in again. */
  let stale = false;
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    if (stale) {
      stale = false;
      const { portal, relogin } = context();
      relogin?.(await portal.adminToken());
    }
    const { portal, admin } = context();
    const res = await portal.gql<Data>(query, variables, admin);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data;
  };
  const backupById = async (id: string) => {
    const { backups } = await gql(`{ backups(pageSize: 100) { items { ${BACKUP_FIELDS} } } }`);
    return (backups.items as Data[]).find((b) => b.id === id);
  };
  const backupDone = async (id: string) => {
    for (let i = 0; i < 300; i++) {
      const backup = await backupById(id);
      if (backup && backup.state !== 'RUNNING') return backup;
      await sleep(100);
    }
    throw new Error('backup did not finish');
  };
  const makeBackup = async () => {
    const { createBackup } = await gql(`mutation { createBackup { id } }`);
    return backupDone(createBackup.id);
  };
  const restoreStatus = async (token?: string) => {
    const { portal, admin } = context();
    const res = await fetch(`${portal.url}/api/admin/backup/restore-status`, { headers: { authorization: `Bearer ${token ?? admin}` } });
    return { status: res.status, body: (await res.json()) as Data };
  };
  const restoreDone = async () => {
    for (let i = 0; i < 600; i++) {
      const { body } = await restoreStatus();
      if (body.data && body.data.state !== 'RUNNING') {
        // Not at once: a login writes admin_user (its last login), which a test may compare with the backup first.
        stale = true;
        context().portal.forgetTokens();
        return body.data as Data;
      }
      await sleep(100);
    }
    throw new Error('restore did not finish');
  };
  return { gql, backupById, backupDone, makeBackup, restoreStatus, restoreDone };
}

export interface PgDumpCheck {
  /** True when the pg_dump-format tests cannot run here (see checkPgDump). */
  skip: boolean;
  why: string;
}

/**
 * Whether backups here are made with pg_dump. `npm test` with no settings runs on an embedded
 * PostgreSQL (18), which a machine's older pg_dump cannot dump: the portal then makes its own format
 * (tested apart), and the pg_dump-format tests are skipped with the reason. With DATABASE_URL set
 * (CI) they are never skipped: a pg_dump that does not fit fails them.
 */
export async function checkPgDump(gql: (query: string) => Promise<Data>): Promise<PgDumpCheck> {
  const { backupOverview } = await gql('{ backupOverview { format problem } }');
  const skip = backupOverview.format !== 'PG_DUMP' && !process.env.DATABASE_URL;
  const why = `pg_dump does not fit the embedded test server (${backupOverview.problem}); set DATABASE_URL to a server it can dump to run this test`;
  if (skip) console.warn(why);
  return { skip, why };
}
