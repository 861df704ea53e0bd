import type { Data, TestPortal } from './test-portal.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const BACKUP_FIELDS = 'id name kind state format step size sha256 fileCount error createdBy finishedAt';

/**
 * 备份管理 as an admin drives it in the backup tests: GraphQL with the admin's token, a backup by id,
 * 立即备份 waited for until it ends, and the restore's progress (REST restore-status) waited for.
 * `context` is read at each call: the tests set their portal and token in beforeAll.
 */
export function backupAdmin(context: () => { portal: TestPortal; admin: string }) {
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
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
      if (body.data && body.data.state !== 'RUNNING') return body.data as Data;
      await sleep(100);
    }
    throw new Error('restore did not finish');
  };
  return { gql, backupById, backupDone, makeBackup, restoreStatus, restoreDone };
}
