import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'lp-config-'));
/** The site's identity, which production requires. */
const SITE = { PUBLIC_URL: 'https://library.example.org', SITE_NAME: '示例市图书馆', LIBRARY_EMAIL: 'service@library.example.org' };

describe('configuration', () => {
  it('has working defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 8080, databaseUrl: undefined, captchaEnabled: true, logLevel: 'info', dataDir: dir });
    expect(config.upload).toEqual({ maxFileSize: 52428800, maxFiles: 10 });
    expect(config).toMatchObject({ jobWorkers: 1, jobPollMs: 1000, redisUrl: undefined });
    expect(loadConfig({ DATA_DIR: dir, REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
  });

  it('has the loan rules of the spec by default, and takes others from the environment', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).circulation).toEqual({ loanDays: 30, maxRenewals: 1, renewDays: 30, maxLoans: 10 });
    expect(loadConfig({ DATA_DIR: dataDir(), LOAN_DAYS: '14', LOAN_MAX_RENEWALS: '0', RENEW_DAYS: '7', LOAN_MAX: '3' }).circulation).toEqual({
      loanDays: 14,
      maxRenewals: 0,
      renewDays: 7,
      maxLoans: 3,
    });
  });

  it('requires the site’s address, name and contact in production, and defaults them elsewhere', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-password' };
    expect(() => loadConfig(production)).toThrow(new ConfigError('PUBLIC_URL, SITE_NAME, LIBRARY_EMAIL required when NODE_ENV=production'));
    expect(() => loadConfig({ ...production, ...SITE, SITE_NAME: ' ' })).toThrow(new ConfigError('SITE_NAME required when NODE_ENV=production'));
    // Production shows only what it is given: no phone, hours or address of the demo library.
    expect(loadConfig({ ...production, ...SITE })).toMatchObject({
      publicUrl: 'https://library.example.org',
      site: {
        name: '示例市图书馆',
        email: 'service@library.example.org',
        englishName: '',
        phone: '',
        address: '',
        postcode: '',
        openingHours: '',
        icp: '',
      },
    });
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      publicUrl: 'http://localhost:8080',
      site: { name: '钱塘市图书馆', phone: '0571-86001234', email: 'service@qtlib.example.cn', icp: '钱ICP备 20260001 号' },
    });
  });

  it('takes the library’s contact and opening hours from the environment, and the demo library’s only without SITE_NAME outside production', () => {
    const env = {
      DATA_DIR: dataDir(),
      SITE_NAME: ' 示例市图书馆 ',
      SITE_NAME_EN: 'Example City Library',
      LIBRARY_PHONE: '010-12345678',
      LIBRARY_ADDRESS: '示例市中山路 1 号',
      LIBRARY_POSTCODE: '100000',
      LIBRARY_HOURS: '每天 8:30-20:30',
      SITE_ICP: '京ICP备 00000001 号',
    };
    expect(loadConfig(env).site).toEqual({
      name: '示例市图书馆',
      englishName: 'Example City Library',
      phone: '010-12345678',
      address: '示例市中山路 1 号',
      postcode: '100000',
      openingHours: '每天 8:30-20:30',
      email: undefined,
      icp: '京ICP备 00000001 号',
    });
    // Its own name, nothing else: the demo library's phone and hours are not mixed in.
    expect(loadConfig({ DATA_DIR: dataDir(), SITE_NAME: '示例市图书馆' }).site).toMatchObject({
      phone: '',
      openingHours: '',
      address: '',
      email: undefined,
    });
    expect(() => loadConfig({ ...env, LIBRARY_PHONE: 'call us' })).toThrow(/LIBRARY_PHONE must be a telephone number/);
    expect(() => loadConfig({ ...env, SITE_NAME: '图书馆</title>' })).toThrow(/SITE_NAME must be one line of text without < or >/);
    expect(() => loadConfig({ ...env, LIBRARY_HOURS: '9:00\n21:00' })).toThrow(/LIBRARY_HOURS must be one line/);
    expect(() => loadConfig({ ...env, LIBRARY_EMAIL: 'not-an-address' })).toThrow(/LIBRARY_EMAIL must be an e-mail address/);
  });

  it('answers introspection outside production unless told otherwise, and in production only when told to', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-password', ...SITE };
    expect(loadConfig({ DATA_DIR: dataDir() }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), GRAPHQL_INTROSPECTION: 'false' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), GRAPHQL_INTROSPECTION: 'yes' })).toThrow(/GRAPHQL_INTROSPECTION must be true or false/);
  });

  it('seeds demo data on a fresh database outside production only, and refuses DEMO_DATA=true in production', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-password', ...SITE };
    expect(loadConfig({ DATA_DIR: dataDir() }).demoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).demoData).toBe(false);
    // 读者证级访问 counts only when the library says so (spec §5); a typo is refused, not read as off.
    expect(loadConfig({ DATA_DIR: dataDir() }).cardAccessGrant).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), CARD_ACCESS_GRANT: 'true' }).cardAccessGrant).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), CARD_ACCESS_GRANT: 'yes please' })).toThrow(/CARD_ACCESS_GRANT/);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, DEMO_DATA: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, DEMO_DATA: 'true' })).toThrow(/portal seed-demo/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA must be true or false/);
  });

  it('reads the SMTP server: none without SMTP_HOST, port 587 (465 with TLS), the sender from SMTP_FROM or SMTP_USER', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).smtp).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_HOST: 'smtp.example.org', SMTP_FROM: '图书馆 <noreply@lib.example.org>' }).smtp).toEqual({
      host: 'smtp.example.org',
      port: 587,
      secure: false,
      from: '图书馆 <noreply@lib.example.org>',
    });
    const env = { DATA_DIR: dataDir(), SMTP_HOST: 'smtp.example.org', SMTP_USER: 'lib@example.org', SMTP_PASSWORD: 'pw' };
    expect(loadConfig({ ...env, SMTP_SECURE: 'true' }).smtp).toEqual({
      host: 'smtp.example.org',
      port: 465,
      secure: true,
      auth: { user: 'lib@example.org', pass: 'pw' },
      from: 'lib@example.org',
    });
    expect(loadConfig({ ...env, SMTP_PORT: '465' }).smtp).toMatchObject({ port: 465, secure: true });
    expect(loadConfig({ ...env, SMTP_PORT: '2525' }).smtp).toMatchObject({ port: 2525, secure: false });
  });

  it('reads no replica by default, and the comma-separated replicas, their read-your-writes window and their health bounds when given', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).databaseReplicas).toEqual({ urls: [], stickySeconds: 5, maxLagSeconds: 5, checkSeconds: 5 });
    const env = { DATABASE_URL: 'postgres://p@primary/lib', DATABASE_REPLICA_URLS: ' postgres://p@r1/lib, postgresql://p@r2:5433/lib ,' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...env }).databaseReplicas).toEqual({
      urls: ['postgres://p@r1/lib', 'postgresql://p@r2:5433/lib'],
      stickySeconds: 5,
      maxLagSeconds: 5,
      checkSeconds: 5,
    });
    // The lag bound follows the window unless given.
    expect(loadConfig({ DATA_DIR: dataDir(), ...env, DATABASE_REPLICA_STICKY_SECONDS: '30' }).databaseReplicas).toMatchObject({
      stickySeconds: 30,
      maxLagSeconds: 30,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), ...env, DATABASE_REPLICA_MAX_LAG_SECONDS: '60', DATABASE_REPLICA_CHECK_SECONDS: '2' }).databaseReplicas,
    ).toMatchObject({ stickySeconds: 5, maxLagSeconds: 60, checkSeconds: 2 });
  });

  it('generates the JWT secret once and keeps it in the data directory', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(Buffer.from(second).toString()).toBe(Buffer.from(first).toString());
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be an integer/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ AUTH_CAPTCHA: 'maybe' }, /AUTH_CAPTCHA must be "on" or "off"/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32/],
    [{ NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-password', AUTH_CAPTCHA: 'off', ...SITE }, /AUTH_CAPTCHA=off is refused/],
    [{ NODE_ENV: 'production' }, /ADMIN_PASSWORD .* is required/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL must be a redis:\/\/ URL/],
    [{ JOB_POLL_MS: '50' }, /JOB_POLL_MS must be an integer between 500/],
    [{ LOAN_DAYS: '0' }, /LOAN_DAYS must be an integer between 1 and 365/],
    [{ LOAN_MAX_RENEWALS: '-1' }, /LOAN_MAX_RENEWALS must be an integer between 0 and 10/],
    [{ RENEW_DAYS: '1.5' }, /RENEW_DAYS must be an integer between 1 and 365/],
    [{ LOAN_MAX: 'ten' }, /LOAN_MAX must be an integer between 1 and 100/],
    [{ SMTP_FROM: 'a@b.org' }, /SMTP_FROM set without SMTP_HOST/],
    [{ SMTP_HOST: 'smtp example.org', SMTP_FROM: 'a@b.org' }, /SMTP_HOST must be a host name/],
    [{ SMTP_HOST: 'smtp.example.org', SMTP_PORT: '0', SMTP_FROM: 'a@b.org' }, /SMTP_PORT must be an integer between 1 and 65535/],
    [{ SMTP_HOST: 'smtp.example.org', SMTP_USER: 'portal', SMTP_FROM: 'a@b.org' }, /SMTP_USER and SMTP_PASSWORD must be set together/],
    [{ SMTP_HOST: 'smtp.example.org', SMTP_USER: 'portal', SMTP_PASSWORD: 'x' }, /SMTP_FROM \(the sender address\) is required/],
    [{ SMTP_HOST: 'smtp.example.org', SMTP_FROM: 'library' }, /SMTP_FROM must be an address or "Name <address>"/],
    [{ SMTP_HOST: 'smtp.example.org', SMTP_FROM: 'a@b.org', SMTP_SECURE: 'yes' }, /SMTP_SECURE must be true or false/],
    [{ STATS_ROLLUP_CRON: 'every 10 minutes' }, /STATS_ROLLUP_CRON must be a five-field cron expression/],
    [{ EVENT_RETENTION_DAYS: '1' }, /EVENT_RETENTION_DAYS must be an integer between 2 and 3650/],
    [{ DATABASE_REPLICA_URLS: 'postgres://replica/db' }, /DATABASE_REPLICA_URLS needs DATABASE_URL/],
    [{ DATABASE_URL: 'postgres://primary/db', DATABASE_REPLICA_URLS: 'replica:5432/db' }, /DATABASE_REPLICA_URLS must be postgres:\/\/ URLs/],
    [{ DATABASE_URL: 'postgres://primary/db', DATABASE_REPLICA_URLS: 'postgres://primary/db' }, /must not list DATABASE_URL itself/],
    [
      { DATABASE_URL: 'postgres://primary/db', DATABASE_REPLICA_URLS: 'postgres://r/db', DATABASE_REPLICA_STICKY_SECONDS: '0' },
      /DATABASE_REPLICA_STICKY_SECONDS must be an integer between 1 and 300/,
    ],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});

describe('statistics settings', () => {
  it('roll up every 10 minutes and keep raw events 180 days unless told otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lp-config-'));
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ statsRollupCron: '*/10 * * * *', eventRetentionDays: 180 });
    expect(loadConfig({ DATA_DIR: dir, STATS_ROLLUP_CRON: '*/2 * * * *', EVENT_RETENTION_DAYS: '30' })).toMatchObject({
      statsRollupCron: '*/2 * * * *',
      eventRetentionDays: 30,
    });
  });
});
