/**
 * Issue 52: the `portal` command-line tool, run as a child process (src/cli.ts, as `npx portal`
 * runs dist/cli.js) against a throwaway database: each command's success, a usage error (exit 2)
 * and a failure (exit 1).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { knex, type Knex } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../../src/core/auth/passwords.js';
import { createThrowawayDatabase } from '../helpers/databases.js';
import { serverEntryArgs } from '../helpers/server-entry.js';

const SERVER_DIR = join(import.meta.dirname, '../..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('portal (the command-line tool)', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let db: Knex;
  let dataDir: string;
  const scratch: string[] = [];

  const portal = (args: string[], options: { input?: string; env?: Record<string, string> } = {}) =>
    new Promise<Run>((resolve, reject) => {
      const child = spawn(process.execPath, [...serverEntryArgs('cli'), ...args], {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH, NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: dataDir, ...options.env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.once('error', reject);
      child.once('exit', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(options.input ?? '');
    });
  const rows = async <T>(query: string, params: unknown[] = []) => (await db.raw(query, params as never)).rows as T[];

  beforeAll(async () => {
    database = await createThrowawayDatabase(inject('postgresUrl'));
    db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
    dataDir = mkdtempSync(join(tmpdir(), 'lp-cli-'));
    scratch.push(dataDir);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  /** The settings a production install must give (config.ts), so what is refused is the one a test means. */
  const PRODUCTION = {
    NODE_ENV: 'production',
    ADMIN_PASSWORD: 'a-long-password',
    PUBLIC_URL: 'https://library.example.org',
    SITE_NAME: '测试图书馆',
    LIBRARY_EMAIL: 'library@example.org',
  };

  it('answers --help, and a usage or settings error with exit code 2 and the usage', async () => {
    const runs = await Promise.all([
      portal(['--help']),
      portal(['backup', '--help']),
      portal(['migrate', 'now']),
      portal(['create-admin']),
      portal(['reset-admin-password', 'a', 'b']),
      portal(['clear-demo', '--really']),
      portal(['seed-demo'], { env: PRODUCTION }),
      portal(['backup', 'extra']),
      portal(['restore']),
      portal(['migrate'], { env: { ...PRODUCTION, DEMO_DATA: 'true' } }),
      portal(['no-such-command']),
    ]);
    const [help, backupHelp, ...errors] = runs;
    expect(help).toMatchObject({ code: 0 });
    for (const name of ['migrate', 'create-admin', 'reset-admin-password', 'clear-demo', 'seed-demo', 'backup', 'restore'])
      expect(help.stdout).toContain(name);
    expect(backupHelp).toMatchObject({ code: 0 });
    expect(backupHelp.stdout).toContain('Usage: portal backup');
    for (const run of errors) expect(run.code, run.stderr).toBe(2);
    expect(errors[0].stderr).toContain('Usage: portal migrate');
    expect(errors[1].stderr).toContain('expected 1 argument(s), got 0');
    expect(errors[3].stderr).toContain('unknown option --really');
    expect(errors[4].stderr).toContain('NODE_ENV=production');
    expect(errors[7].stderr).toContain('portal seed-demo');
    expect(errors[8].stderr).toContain('unknown command');
    // Nothing was done: the database is still empty.
    expect(await rows(`select tablename from pg_tables where schemaname = 'public'`)).toEqual([]);
  }, 300_000);

  it('migrate applies the migrations', async () => {
    const run = await portal(['migrate']);
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(run.stdout).toMatch(/^applied \d+ migration\(s\)/);
    expect((await rows('select count(*)::int as n from mikro_orm_migrations'))[0]).toEqual({ n: Number(/applied (\d+)/.exec(run.stdout)![1]) });
  }, 300_000);

  it('create-admin, reset-admin-password and seed-demo: done, or refused with exit code 1', async () => {
    const [created, tooShort, unknown, seeded] = await Promise.all([
      portal(['create-admin', 'alice', '--name', '爱丽丝', '--password-stdin'], { input: 'alice-password-1\n' }),
      portal(['create-admin', 'bob', '--password-stdin'], { input: 'short\n' }),
      portal(['reset-admin-password', 'nobody', '--password-stdin'], { input: 'whatever-password\n' }),
      portal(['seed-demo']),
    ]);
    expect(created, created.stderr).toMatchObject({ code: 0, stdout: 'administrator alice created\n' });
    expect(tooShort).toMatchObject({ code: 1 });
    expect(tooShort.stderr).toContain('密码至少 8 位');
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.stderr).toContain('没有名为 nobody 的管理员');
    expect(seeded, seeded.stderr).toMatchObject({ code: 0 });
    expect(seeded.stdout).toMatch(/^seeded \d+ demo row\(s\)/);
    const [alice] = await rows<{ name: string; password_hash: string; token_version: number }>(
      `select name, password_hash, token_version from admin_user where username = 'alice'`,
    );
    expect(alice.name).toBe('爱丽丝');
    expect(await verifyPassword(alice.password_hash, 'alice-password-1')).toBe(true);
    expect(await rows(`select username from admin_user where username = 'bob'`)).toEqual([]);
    expect((await rows<{ n: number }>(`select count(*)::int as n from reader where card_number like '202400010%'`))[0].n).toBe(4);

    const [again, reset, seededAgain, wrongConfirmation] = await Promise.all([
      portal(['create-admin', 'alice', '--password-stdin'], { input: 'another-password\n' }),
      portal(['reset-admin-password', 'alice', '--password-stdin'], { input: 'alice-password-2\n' }),
      portal(['seed-demo']),
      portal(['clear-demo'], { input: '不清除\n' }),
    ]);
    expect(again).toMatchObject({ code: 1 });
    expect(again.stderr).toContain('管理员 alice 已存在');
    expect(reset, reset.stderr).toMatchObject({ code: 0, stdout: 'password of alice changed\n' });
    const [changed] = await rows<{ password_hash: string; token_version: number }>(
      `select password_hash, token_version from admin_user where username = 'alice'`,
    );
    expect(await verifyPassword(changed.password_hash, 'alice-password-2')).toBe(true);
    expect(changed.token_version).toBe(alice.token_version + 1);
    expect(seededAgain).toMatchObject({ code: 1 });
    expect(seededAgain.stderr).toContain('demo data already');
    expect(wrongConfirmation).toMatchObject({ code: 1 });
    expect(wrongConfirmation.stderr).toContain('请输入“清除演示数据”以确认清除');
    expect((await rows<{ n: number }>('select count(*)::int as n from demo_seed_row'))[0].n).toBeGreaterThan(100);
  }, 600_000);

  it('clear-demo removes the demo data, recorded in the audit log as the command line’s', async () => {
    const run = await portal(['clear-demo', '--yes']);
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(run.stdout).toMatch(/^removed \d+ demo row\(s\) and \d+ file\(s\)/);
    expect(await rows('select count(*)::int as n from demo_seed_row')).toEqual([{ n: 0 }]);
    expect(await rows('select count(*)::int as n from reader')).toEqual([{ n: 0 }]);
    expect(await rows(`select admin_name from audit_log where action = 'clearDemo'`)).toEqual([{ admin_name: '命令行' }]);
  }, 300_000);

  it('backup makes an archive and prints its path; restore brings it back; both fail with exit code 1', async () => {
    // The administrator the restore's audit entry names (this test also runs on its own: -t backup).
    const dora = await portal(['create-admin', 'dora', '--password-stdin'], { input: 'dora-password-1\n' });
    expect(dora, dora.stderr).toMatchObject({ code: 0 });
    const made = await portal(['backup']);
    expect(made, made.stderr).toMatchObject({ code: 0 });
    const archive = made.stdout.trim();
    expect(archive).toMatch(/backup-\d{8}-\d{6}(-\d+)?\.tar$/);
    expect(existsSync(archive)).toBe(true);
    // A manual backup made from the command line (not a scheduled one, which BACKUP_KEEP would delete).
    expect(await rows(`select kind, created_by from backup where state = 'SUCCEEDED'`)).toEqual([{ kind: 'MANUAL', created_by: '命令行' }]);

    // A backup that cannot be written: the data directory's `backups` is a file. On a database of its own.
    const other = await createThrowawayDatabase(inject('postgresUrl'));
    const broken = mkdtempSync(join(tmpdir(), 'lp-cli-broken-'));
    scratch.push(broken);
    writeFileSync(join(broken, 'backups'), 'not a directory');
    // Meanwhile a change the restore must undo.
    await rows(
      `insert into admin_user (created_at, updated_at, username, name, password_hash, token_version, enabled) values (now(), now(), 'carol', 'carol', 'x', 0, true)`,
    );
    const [failed, missing, unconfirmed] = await Promise.all([
      portal(['backup'], { env: { DATA_DIR: broken, DATABASE_URL: other.url } }).finally(() => other.drop()),
      portal(['restore', '99999', '--yes']),
      portal(['restore', archive, '--admin', 'dora'], { input: '随便\n' }),
    ]);
    expect(failed).toMatchObject({ code: 1 });
    expect(failed.stderr).toContain('备份失败：备份目录');
    expect(failed.stderr).toContain('不可用：已有同名的文件，不是目录');
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.stderr).toContain('没有找到备份 99999');
    expect(unconfirmed).toMatchObject({ code: 1 });
    expect(unconfirmed.stderr).toContain('确认恢复');
    expect(await rows(`select username from admin_user where username = 'carol'`)).toEqual([{ username: 'carol' }]);

    const restored = await portal(['restore', archive, '--yes', '--admin', 'dora']);
    expect(restored, restored.stderr).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain('restored backup-');
    expect(await rows(`select username from admin_user where username = 'carol'`)).toEqual([]);
  }, 600_000);
});
