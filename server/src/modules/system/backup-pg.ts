import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { PgTools } from './backup-tools.js';

const run = promisify(execFile);

/** The backup list itself and the job queue stay as they are when a backup is restored (see backup.entity.ts). */
export const DUMP_EXCLUDES = ['--exclude-table=backup', '--exclude-table=backup_id_seq', '--exclude-schema=pgboss'];

/** The connection as pg_dump takes it: the URL without its password, which goes in PGPASSWORD (not on the command line). */
function connection(clientUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(clientUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The last lines a PostgreSQL tool wrote to stderr: what an administrator needs to see why it failed. */
function failure(error: unknown): string {
  const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
  const lines = stderr.split('\n').filter(Boolean).slice(-5).join('\n');
  return (lines || (error as Error).message || String(error)).slice(0, 2000);
}

export class PgToolError extends Error {}

/** `pg_dump -Fc` of the whole database (but DUMP_EXCLUDES) into `file`. */
export async function pgDump(tools: PgTools, clientUrl: string, file: string, signal?: AbortSignal): Promise<void> {
  const { dbname, env } = connection(clientUrl);
  try {
    await run(tools.pgDump, ['--format=custom', `--file=${file}`, ...DUMP_EXCLUDES, `--dbname=${dbname}`], { env, signal, maxBuffer: 16 << 20 });
  } catch (error) {
    throw new PgToolError(`pg_dump 失败：${failure(error)}`);
  }
}

/**
 * Restores a dump over the current database in ONE transaction: every object of the dump is dropped
 * and created again with its data; on any error nothing changes. Objects the dump does not hold (the
 * backup list, the job queue) are left alone.
 */
export async function pgRestore(tools: PgTools, clientUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(clientUrl);
  try {
    await run(
      tools.pgRestore,
      ['--clean', '--if-exists', '--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file],
      { env, maxBuffer: 16 << 20 },
    );
  } catch (error) {
    throw new PgToolError(`pg_restore 失败，数据库保持恢复前的状态：${failure(error)}`);
  }
}
