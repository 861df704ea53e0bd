/**
 * Issue 17, 安全检测: each rule is run against a planted problem and must warn or fail (and pass
 * without it); failed logins are kept by address for a day; the report is admins' only, over
 * GraphQL and REST.
 */
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/core/auth/passwords.js';
import type { JobDefinition } from '../../src/core/jobs/job-queue.js';
import type { Services } from '../../src/core/services.js';
import { registerAuthSweep } from '../../src/modules/auth/auth-sweep.job.js';
import { CheckLevel, SECURITY_RULES, WARN_FAILURES, FAIL_FAILURES, type SecurityContext } from '../../src/modules/system/security-check.rules.js';
import { READER, startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;
let scratch: string;

const rule = (key: string) => SECURITY_RULES.find((r) => r.key === key)!;
function context(overrides: Partial<SecurityContext> = {}, config: Partial<SecurityContext['config']> = {}): SecurityContext {
  return {
    em: portal.services.orm.em.fork(),
    config: { ...portal.services.config, ...config },
    uploadsDir: undefined,
    secure: false,
    auditSnapshotPath: join(scratch, 'missing.json'),
    now: new Date(),
    ...overrides,
  };
}
const run = async (key: string, overrides?: Partial<SecurityContext>, config?: Partial<SecurityContext['config']>) =>
  rule(key).run(context(overrides, config));

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.adminToken();
  scratch = await mkdtemp(join(tmpdir(), 'lp-security-'));
}, 120_000);

afterAll(() => portal?.close());

describe('security rules', () => {
  it('默认管理员密码: fails on the built-in password, warns on the seeding password', async () => {
    // The test portal seeds `admin` with its ADMIN_PASSWORD, which is still unchanged.
    expect(await run('defaultAdminPassword')).toMatchObject({ level: CheckLevel.WARN });
    await portal.sql('update admin_user set password_hash = ? where username = ?', [await hashPassword('admin123456'), 'admin']);
    const found = await run('defaultAdminPassword');
    expect(found).toMatchObject({ level: CheckLevel.FAIL });
    expect(found.detail).toContain('admin');
    await portal.sql('update admin_user set password_hash = ? where username = ?', [await hashPassword('Changed-Since-2026'), 'admin']);
    expect(await run('defaultAdminPassword')).toMatchObject({ level: CheckLevel.PASS });
  });

  it('JWT_SECRET: fails in production without it, passes with it', async () => {
    expect(await run('jwtSecret', {}, { nodeEnv: 'production', jwtSecretFromEnv: false })).toMatchObject({ level: CheckLevel.FAIL });
    expect(await run('jwtSecret', {}, { nodeEnv: 'production', jwtSecretFromEnv: true })).toMatchObject({ level: CheckLevel.PASS });
  });

  it('captcha: warns when it is off', async () => {
    expect(await run('captcha', {}, { captchaEnabled: false })).toMatchObject({ level: CheckLevel.WARN });
    expect(await run('captcha', {}, { captchaEnabled: true })).toMatchObject({ level: CheckLevel.PASS });
  });

  it('HTTPS: fails for an http:// site in production, warns when requests arrive unencrypted', async () => {
    expect(await run('https', {}, { nodeEnv: 'production', publicUrl: 'http://library.example' })).toMatchObject({ level: CheckLevel.FAIL });
    expect(await run('https', { secure: false }, { nodeEnv: 'production', publicUrl: 'https://library.example' })).toMatchObject({
      level: CheckLevel.WARN,
    });
    expect(await run('https', { secure: true }, { nodeEnv: 'production', publicUrl: 'https://library.example' })).toMatchObject({
      level: CheckLevel.PASS,
    });
  });

  it('idle administrators: warns about one not logged in for 90 days', async () => {
    expect(await run('idleAdmins')).toMatchObject({ level: CheckLevel.PASS });
    await portal.sql(
      `insert into admin_user (created_at, updated_at, username, name, password_hash, token_version, enabled, last_login_at)
       values (now() - interval '200 days', now(), 'oldadmin', '老管理员', 'x', 0, true, now() - interval '100 days')`,
    );
    const found = await run('idleAdmins');
    expect(found).toMatchObject({ level: CheckLevel.WARN });
    expect(found.detail).toContain('oldadmin');
    await portal.sql("update admin_user set enabled = false where username = 'oldadmin'");
    expect(await run('idleAdmins')).toMatchObject({ level: CheckLevel.PASS });
  });

  it('failed logins: recorded by address on a wrong password, warned about past the threshold', async () => {
    const login = (password: string) =>
      portal.gql('mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }', {
        input: { loginType: 2, cardNumber: READER.cardNumber, password },
      });
    expect((await login('wrong-1')).errors?.[0].message).toBe('读者证号或密码错误');
    const [row] = await portal.sql<{ address: string; audience: string }>('select address, audience from login_failure');
    expect(row).toMatchObject({ address: '127.0.0.1', audience: 'reader' });
    expect(await run('failedLogins')).toMatchObject({ level: CheckLevel.PASS });

    await portal.sql(
      `insert into login_failure (address, audience, created_at) select '203.0.113.9', 'reader', now() from generate_series(1, ${WARN_FAILURES})`,
    );
    const warned = await run('failedLogins');
    expect(warned).toMatchObject({ level: CheckLevel.WARN });
    expect(warned.detail).toContain(`203.0.113.9（${WARN_FAILURES} 次）`);
    await portal.sql(
      `insert into login_failure (address, audience, created_at) select '203.0.113.9', 'reader', now() from generate_series(1, ${FAIL_FAILURES})`,
    );
    expect(await run('failedLogins')).toMatchObject({ level: CheckLevel.FAIL });
    // Older than a day: not counted, and the auth sweep deletes them (and only them).
    await portal.sql("update login_failure set created_at = now() - interval '25 hours' where address = '203.0.113.9'");
    expect(await run('failedLogins')).toMatchObject({ level: CheckLevel.PASS });
    let sweep: JobDefinition | undefined;
    registerAuthSweep({ jobs: { define: (definition: JobDefinition) => (sweep = definition) } } as unknown as Services);
    const swept = (await sweep!.handler({}, { em: portal.services.orm.em.fork(), signal: new AbortController().signal } as never)) as Data;
    expect(swept.failures).toBe(WARN_FAILURES + FAIL_FAILURES);
    expect(await portal.sql('select address from login_failure')).toEqual([{ address: '127.0.0.1' }]);
  });

  it('uploads directory: fails when others may write to it', async () => {
    const dir = join(scratch, 'uploads');
    await mkdir(dir);
    await chmod(dir, 0o755);
    expect(await run('uploadsPermissions', { uploadsDir: dir })).toMatchObject({ level: CheckLevel.PASS });
    await chmod(dir, 0o777);
    const found = await run('uploadsPermissions', { uploadsDir: dir });
    expect(found).toMatchObject({ level: CheckLevel.FAIL });
    expect(found.detail).toContain('777');
  });

  it('dependencies: reads the audit snapshot, counts by severity, and says its date', async () => {
    expect(await run('dependencies')).toMatchObject({ level: CheckLevel.WARN, detail: expect.stringContaining('没有找到') });
    const path = join(scratch, 'npm-audit.json');
    const snapshot = (counts: Data, generatedAt = new Date().toISOString()) => writeFile(path, JSON.stringify({ generatedAt, counts }));
    await snapshot({ critical: 0, high: 2, moderate: 1, low: 0, info: 0 }, '2026-11-20T08:00:00.000Z');
    const found = await run('dependencies', { auditSnapshotPath: path, now: new Date('2026-11-25T00:00:00Z') });
    expect(found).toMatchObject({ level: CheckLevel.FAIL });
    expect(found.detail).toBe('2026-11-20 的扫描结果：严重 0，高危 2，中危 1，低危 0');
    await snapshot({ critical: 0, high: 0, moderate: 3, low: 1 });
    expect(await run('dependencies', { auditSnapshotPath: path })).toMatchObject({ level: CheckLevel.WARN });
    await snapshot({ critical: 0, high: 0, moderate: 0, low: 0 });
    expect(await run('dependencies', { auditSnapshotPath: path })).toMatchObject({ level: CheckLevel.PASS });
    await snapshot({ critical: 0, high: 0, moderate: 0, low: 0 }, '2026-01-01T00:00:00.000Z');
    expect(await run('dependencies', { auditSnapshotPath: path, now: new Date('2026-11-25T00:00:00Z') })).toMatchObject({ level: CheckLevel.WARN });
  });
});

describe('securityReport', () => {
  const REPORT = '{ securityReport { checkedAt items { key name level detail advice } } }';

  it('lists every rule with its result and advice, for admins only', async () => {
    const res = await portal.gql<Data>(REPORT, {}, admin);
    expect(res.errors).toBeUndefined();
    const items = res.data!.securityReport.items as Data[];
    expect(items.map((i) => i.key)).toEqual(SECURITY_RULES.map((r) => r.key));
    // The test portal runs with AUTH_CAPTCHA=off.
    expect(items.find((i) => i.key === 'captcha')).toMatchObject({ name: '登录图形验证码', level: 'WARN' });
    for (const item of items) expect(item.advice).toBeTruthy();
    expect((await portal.gql(REPORT, {}, await portal.readerToken())).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await portal.gql(REPORT)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers over REST as api/admin/security/index', async () => {
    const rest = await portal.rest<Data>('GET', '/api/admin/security/index', undefined, admin);
    expect(rest.body.code).toBe(200);
    expect((rest.body.data.items as Data[]).map((i) => i.key)).toEqual(SECURITY_RULES.map((r) => r.key));
  });
});
