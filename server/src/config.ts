import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { storageConfig, type StorageConfig } from './config-storage.js';
import { smsConfig, type SmsConfig } from './config-sms.js';
import { parseTimeZone } from './core/library-time.js';
import { trustProxyConfig, type TrustProxy } from './config-proxy.js';
import { noticesConfig, type NoticesConfig } from './config-notices.js';
import { siteConfig, type SiteConfig } from './config-site.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  nodeEnv: string;
  port: number;
  /** Unset: an embedded PostgreSQL is started under `${dataDir}/pg`. */
  databaseUrl?: string;
  /** DATABASE_REPLICA_URLS and DATABASE_REPLICA_STICKY_SECONDS: read-only copies reads may go to (core/db/replica-reads.ts). */
  databaseReplicas: ReplicaConfig;
  embeddedPgPort: number;
  dataDir: string;
  jwtSecret: Uint8Array;
  adminPassword: string;
  captchaEnabled: boolean;
  logLevel: LogLevel;
  upload: { maxFileSize: number; maxFiles: number };
  /** Directory holding the built client, served with history fallback when it exists. */
  clientDir: string;
  /**
   * The server renderer of the public pages (issue 12): the build of client/src/entry-server.tsx
   * (SSR_ENTRY, default client/dist-ssr/entry-server.js beside clientDir; SSR=off renders none), and
   * how long a page may take (SSR_BUDGET_MS) before index.html is sent instead.
   */
  ssr: { entry?: string; budgetMs: number };
  /** Background jobs of each kind (video conversion, imports…) this process runs at once; 0 runs none here. */
  jobWorkers: number;
  /** How often idle job workers look for work (pg-boss polls no faster than every 500 ms). */
  jobPollMs: number;
  /** Whether GraphQL introspection answers (GraphiQL and integrators' tools need it): off by default in production. */
  graphqlIntrospection: boolean;
  /** Most SQL statements a guest's or reader's request may run before it is refused (issue 11, D1). */
  statementLimit: number;
  /** Rate-limit counters go to this Redis when set (else PostgreSQL with DATABASE_URL, else memory). */
  redisUrl?: string;
  /** Resource capture may fetch pages on loopback/private networks (intranet catalogues, tests). */
  captureAllowPrivateHosts: boolean;
  /** The public site's address, for links leaving the site (poster QR codes). */
  publicUrl: string;
  /** The library the site presents: its name (SITE_NAME), contact and opening hours (config-site.ts). */
  site: SiteConfig;
  /** SITEMAP_URLS_PER_FILE: addresses per sitemap file (at most the protocol's 50,000); past it /sitemap.xml is an index. */
  sitemapUrlsPerFile: number;
  /** METRICS_TOKEN: the bearer token /metrics asks for; unset, /metrics is not served. */
  metricsToken?: string;
  /** REQUEST_LOG: one log line per request (default on). */
  requestLog: boolean;
  /**
   * Anonymous public answers (issue 12): how long a browser, proxy or this server may keep them, per
   * kind (the root entity the answer shows: News, Resource, ResourceClass…; `default` for the rest);
   * how long a proxy may serve one stale while it revalidates; how many the server keeps (0: none).
   */
  publicCache: { seconds: Record<string, number>; staleSeconds: number; maxEntries: number; maxBytes: number };
  /** How often counted views are written (one UPDATE per table per interval). */
  viewFlushMs: number;
  /** VIEW_WINDOW_MINUTES: a reader or address counts one view of a detail per this window (0: every view counts). */
  viewWindowMs: number;
  /** Slow requests (issue 54, S16): Node's timeouts and the body-rate floor (core/http/body-rate.ts). */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; bodyMinBytesPerSecond: number; bodyRateWindowMs: number };
  /** Loan rules of the portal's own circulation (issue 14): days lent, renewals allowed and their days, loans at once. */
  circulation: CirculationRules;
  /** The SMTP server mail goes out through (resources shared by e-mail); unset when SMTP_HOST is. */
  smtp?: SmtpConfig;
  /** The library map's tile server (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_MAX_ZOOM): a library may use its own. */
  map: MapConfig;
  /** Whether JWT_SECRET was given (else the key was generated into the data directory): the security check reads it. */
  jwtSecretFromEnv: boolean;
  /** Backups (issue 17): BACKUP_CRON (library time; `off` for none), BACKUP_KEEP scheduled ones kept, BACKUP_PG_BIN_DIR with pg_dump/pg_restore. */
  backup: BackupConfig;
  /** STATS_ROLLUP_CRON: when the statistics roll-up re-counts today and yesterday (cron on the library's clock, LIBRARY_TIME_ZONE; default every 10 minutes). */
  statsRollupCron: string;
  /** EVENT_RETENTION_DAYS: raw usage events are kept this many days (their roll-ups stay). */
  eventRetentionDays: number;
  /** DOWNLOADS_PER_DAY: files a reader may download in one library day (issue 13). */
  downloadsPerDay: number;
  /** CLOUD_QUOTA_MB: what a reader's cloud may hold, in bytes (set in MiB). */
  cloudQuotaBytes: number;
  /** STORAGE and S3_*: the local data directory (default) or an S3-compatible bucket for files. */
  storage: StorageConfig;
  /** SMS_PROVIDER and SMS_*: the gateway phone codes go out through; undefined (production without one): none. */
  sms?: SmsConfig;
  /** TRUST_PROXY: Express's `trust proxy` (config-proxy.ts), whose forwarded client address and protocol count; default loopback. */
  trustProxy: TrustProxy;
  /** DEMO_DATA: a fresh database gets the demo readers and content (default on, except in production, where it is refused). */
  demoData: boolean;
  /**
   * CARD_ACCESS_GRANT: whether the right 读者证级访问 (CARD_ACCESS) an admin grants lets a phone login
   * open what a reader-card login opens (the e-books). Off by default: spec §5 opens the e-books to
   * reader-card logins only; a library whose licences allow more turns it on.
   */
  cardAccessGrant: boolean;
  /** Readers' due-soon, overdue and hold-ready notices (issue 52): NOTICE_* and SMS_TEMPLATE_DUE_SOON/OVERDUE/HOLD_READY. */
  notices: NoticesConfig;
}

export interface ReplicaConfig {
  /** Streaming replicas of DATABASE_URL's database (none: every read goes to DATABASE_URL). */
  urls: string[];
  /** After a client writes, its reads go to the primary this long (read-your-writes; core/http/read-your-writes.ts). */
  stickySeconds: number;
  /** DATABASE_REPLICA_MAX_LAG_SECONDS: a replica whose replay is further behind gets no reads (default: stickySeconds). */
  maxLagSeconds: number;
  /** DATABASE_REPLICA_CHECK_SECONDS: how often each instance checks each replica (core/db/replica-health.ts). */
  checkSeconds: number;
}

/** DATABASE_REPLICA_URLS: comma-separated postgres:// URLs; only beside DATABASE_URL (an embedded database has no replicas). */
function databaseReplicas(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): ReplicaConfig {
  const urls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\/[^\s]+$/.test(url))
      throw new ConfigError(`DATABASE_REPLICA_URLS must be postgres:// URLs separated by commas, got "${url}"`);
  }
  if (urls.length && !databaseUrl) {
    throw new ConfigError('DATABASE_REPLICA_URLS needs DATABASE_URL: the replicas copy that database (the embedded development database has none)');
  }
  if (databaseUrl && urls.includes(databaseUrl)) throw new ConfigError('DATABASE_REPLICA_URLS must not list DATABASE_URL itself');
  const stickySeconds = int(env, 'DATABASE_REPLICA_STICKY_SECONDS', 5, 1, 300);
  return {
    urls,
    stickySeconds,
    // Beyond the read-your-writes window a lagging replica would show a writer the page before its write.
    maxLagSeconds: int(env, 'DATABASE_REPLICA_MAX_LAG_SECONDS', stickySeconds, 1, 3600),
    checkSeconds: int(env, 'DATABASE_REPLICA_CHECK_SECONDS', 5, 1, 60),
  };
}

export interface MapConfig {
  /** A Leaflet URL template with {z}, {x} and {y} (and optionally {s}, {r}). */
  tileUrl: string;
  /** Shown in the map's corner (HTML allowed, as tile licences ask). */
  attribution: string;
  maxZoom: number;
}

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> 贡献者';

function mapConfig(env: NodeJS.ProcessEnv): MapConfig {
  const tileUrl = (env.MAP_TILE_URL ?? '').trim() || DEFAULT_MAP_TILE_URL;
  if (!/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(tileUrl) || !['{z}', '{x}', '{y}'].every((part) => tileUrl.includes(part))) {
    throw new ConfigError(`MAP_TILE_URL must be an http(s) URL or a site path containing {z}, {x} and {y}, got "${tileUrl}"`);
  }
  const attribution = (env.MAP_TILE_ATTRIBUTION ?? '').trim() || (tileUrl === DEFAULT_MAP_TILE_URL ? DEFAULT_MAP_ATTRIBUTION : '');
  return { tileUrl, attribution, maxZoom: int(env, 'MAP_MAX_ZOOM', 19, 1, 24) };
}

export interface CirculationRules {
  /** LOAN_DAYS: a loan's period from the day it is lent. */
  loanDays: number;
  /** LOAN_MAX_RENEWALS: renewals one loan may have (0: none). */
  maxRenewals: number;
  /** RENEW_DAYS: what one renewal adds to the due date. */
  renewDays: number;
  /** LOAN_MAX: a reader's current loans (and open loan requests) at most. */
  maxLoans: number;
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Both or neither: the account the portal logs in with. */
  auth?: { user: string; pass: string };
  /** The sender: `address` or `Name <address>`. */
  from: string;
}

export class ConfigError extends Error {}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

/** The JWT signing key: from JWT_SECRET, else generated once and kept in the data directory. */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  const given = env.JWT_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(given);
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function publicUrl(env: NodeJS.ProcessEnv): string {
  const raw = env.PUBLIC_URL || `http://localhost:${env.PORT || 8080}`;
  if (!/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(raw)) throw new ConfigError(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function redisUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.REDIS_URL || undefined;
  if (raw && !/^rediss?:\/\//.test(raw)) throw new ConfigError(`REDIS_URL must be a redis:// URL, got "${raw}"`);
  return raw;
}

const clientDir = (env: NodeJS.ProcessEnv) => resolve(env.CLIENT_DIR || join(import.meta.dirname, '../../client/dist'));

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

/** `60` or `default=60,News=120,ResourceClass=600`: max-age in seconds per kind of public answer. */
function publicCacheSeconds(env: NodeJS.ProcessEnv): Record<string, number> {
  const seconds: Record<string, number> = { default: 60, ResourceClass: 300 };
  const raw = (env.PUBLIC_CACHE_SECONDS ?? '').trim();
  if (!raw) return seconds;
  for (const part of raw.split(',')) {
    const [kind, value] = part.includes('=') ? part.split('=').map((x) => x.trim()) : ['default', part.trim()];
    const n = Number(value);
    if (!/^[A-Za-z]+$/.test(kind) || !Number.isInteger(n) || n < 0 || n > 86_400) {
      throw new ConfigError(`PUBLIC_CACHE_SECONDS must be seconds (0–86400), or kind=seconds pairs separated by commas, got "${raw}"`);
    }
    seconds[kind] = n;
  }
  return seconds;
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** SMTP_HOST and its companions; undefined when SMTP_HOST is unset (mail is then refused with 邮件服务未配置). */
function smtp(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  const host = (env.SMTP_HOST ?? '').trim();
  const others = ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM', 'SMTP_SECURE'].filter((name) => env[name]);
  if (!host) {
    if (others.length) throw new ConfigError(`${others.join(', ')} set without SMTP_HOST`);
    return undefined;
  }
  if (!/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/.test(host)) throw new ConfigError(`SMTP_HOST must be a host name or address, got "${host}"`);
  const secure = env.SMTP_SECURE ? flag(env, 'SMTP_SECURE') : env.SMTP_PORT === '465';
  const port = int(env, 'SMTP_PORT', secure ? 465 : 587, 1, 65535);
  const user = env.SMTP_USER ?? '';
  const pass = env.SMTP_PASSWORD ?? '';
  if (Boolean(user) !== Boolean(pass)) throw new ConfigError('SMTP_USER and SMTP_PASSWORD must be set together');
  const from = (env.SMTP_FROM || (EMAIL.test(user) ? user : '')).trim();
  if (!from) throw new ConfigError('SMTP_FROM (the sender address) is required with SMTP_HOST unless SMTP_USER is an e-mail address');
  const address = /<([^<>]+)>$/.exec(from)?.[1] ?? from;
  if (!EMAIL.test(address) || /[\r\n]/.test(from)) throw new ConfigError(`SMTP_FROM must be an address or "Name <address>", got "${from}"`);
  return { host: host.replace(/^\[|\]$/g, ''), port, secure, ...(user ? { auth: { user, pass } } : {}), from };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const dataDir = resolve(env.DATA_DIR || './.data');

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must be a postgres:// URL, got "${databaseUrl}"`);
  }

  const captcha = (env.AUTH_CAPTCHA ?? 'on').toLowerCase();
  if (captcha !== 'on' && captcha !== 'off') throw new ConfigError(`AUTH_CAPTCHA must be "on" or "off", got "${env.AUTH_CAPTCHA}"`);
  if (captcha === 'off' && production) throw new ConfigError('AUTH_CAPTCHA=off is refused when NODE_ENV=production');

  const adminPassword = env.ADMIN_PASSWORD ?? '';
  if (production && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD (at least 8 characters) is required when NODE_ENV=production');
  }

  // Links that leave the site (feeds, sitemap, canonical addresses), its name and its contact: a
  // production site must not fall back to localhost and the demo library's name.
  const missing = ['PUBLIC_URL', 'SITE_NAME', 'LIBRARY_EMAIL'].filter((name) => !env[name]?.trim());
  if (production && missing.length) throw new ConfigError(`${missing.join(', ')} required when NODE_ENV=production`);
  // Read by core/library-time.ts from the process's environment (its days and clock); refused here, at start, when invalid.
  try {
    parseTimeZone(env.LIBRARY_TIME_ZONE);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }

  const logLevel = (env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  return {
    nodeEnv,
    port: int(env, 'PORT', 8080, 0, 65535),
    databaseUrl,
    databaseReplicas: databaseReplicas(env, databaseUrl),
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    dataDir,
    jwtSecret: jwtSecret(env, dataDir),
    adminPassword: adminPassword || 'admin123456',
    captchaEnabled: captcha === 'on',
    logLevel,
    upload: {
      maxFileSize: int(env, 'UPLOAD_MAX_FILE_SIZE', 50 * 1024 * 1024, 1024, 2 * 1024 * 1024 * 1024),
      maxFiles: int(env, 'UPLOAD_MAX_FILES', 10, 1, 100),
    },
    clientDir: clientDir(env),
    ssr: {
      entry: env.SSR === 'off' ? undefined : resolve(env.SSR_ENTRY || join(clientDir(env), '../dist-ssr/entry-server.js')),
      budgetMs: int(env, 'SSR_BUDGET_MS', 1500, 100, 30_000),
    },
    jobWorkers: int(env, 'JOB_WORKERS', 1, 0, 16),
    jobPollMs: int(env, 'JOB_POLL_MS', 1000, 500, 60000),
    graphqlIntrospection: env.GRAPHQL_INTROSPECTION ? flag(env, 'GRAPHQL_INTROSPECTION') : !production,
    // A public page runs fewer than 20 statements: 300 is a runaway (core/db/query-counter.ts).
    statementLimit: int(env, 'STATEMENT_LIMIT', 300, 20, 100_000),
    redisUrl: redisUrl(env),
    captureAllowPrivateHosts: flag(env, 'CAPTURE_ALLOW_PRIVATE_HOSTS'),
    publicUrl: publicUrl(env),
    site: siteConfig(env, production),
    sitemapUrlsPerFile: int(env, 'SITEMAP_URLS_PER_FILE', 50_000, 1, 50_000),
    publicCache: {
      seconds: publicCacheSeconds(env),
      staleSeconds: int(env, 'PUBLIC_CACHE_STALE_SECONDS', 300, 0, 86_400),
      maxEntries: int(env, 'PUBLIC_CACHE_ENTRIES', 5000, 0, 1_000_000),
      // Bytes, whatever the entries' count (issue 54, S9): 64 MiB holds every page and list of the
      // demo library many times over (an /index page is 40 KB, a list of 20 books 15 KB, each with
      // room for its compressed forms).
      maxBytes: int(env, 'PUBLIC_CACHE_MB', 64, 1, 4096) * 1024 * 1024,
    },
    viewFlushMs: int(env, 'VIEW_FLUSH_MS', 2000, 10, 600_000),
    viewWindowMs: int(env, 'VIEW_WINDOW_MINUTES', 30, 0, 1440) * 60_000,
    http: {
      // 15 minutes: a 50 MiB upload (UPLOAD_MAX_FILE_SIZE) at 0.5 Mbit/s is 14 minutes; Node's default
      // (5 minutes) cut one at 1 Mbit/s (7 minutes).
      requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_SECONDS', 900, 10, 86_400) * 1000,
      // Over the keep-alive timeout (65 s, app.ts): a client reusing an idle socket is never cut as it sends.
      headersTimeoutMs: int(env, 'HEADERS_TIMEOUT_SECONDS', 66, 5, 600) * 1000,
      // 1 KiB/s (8 kbit/s): 1/128 of a 1 Mbit/s link, so a real upload is far above it; a sender of a
      // byte every 5 s is cut after one window.
      bodyMinBytesPerSecond: int(env, 'BODY_MIN_BYTES_PER_SECOND', 1024, 0, 100 * 1024 * 1024),
      bodyRateWindowMs: int(env, 'BODY_RATE_WINDOW_SECONDS', 20, 1, 600) * 1000,
    },
    circulation: {
      loanDays: int(env, 'LOAN_DAYS', 30, 1, 365),
      maxRenewals: int(env, 'LOAN_MAX_RENEWALS', 1, 0, 10),
      renewDays: int(env, 'RENEW_DAYS', 30, 1, 365),
      maxLoans: int(env, 'LOAN_MAX', 10, 1, 100),
    },
    smtp: smtp(env),
    map: mapConfig(env),
    metricsToken: metricsToken(env),
    requestLog: env.REQUEST_LOG === undefined || env.REQUEST_LOG === '' ? true : flag(env, 'REQUEST_LOG'),
    jwtSecretFromEnv: Boolean(env.JWT_SECRET),
    backup: backupConfig(env),
    statsRollupCron: cron(env, 'STATS_ROLLUP_CRON', '*/10 * * * *'),
    eventRetentionDays: int(env, 'EVENT_RETENTION_DAYS', 180, 2, 3650),
    downloadsPerDay: int(env, 'DOWNLOADS_PER_DAY', 50, 1, 100_000),
    cloudQuotaBytes: int(env, 'CLOUD_QUOTA_MB', 200, 1, 1024 * 1024) * 1024 * 1024,
    storage: storageConfig(env),
    sms: smsConfig(env, production),
    trustProxy: trustProxyConfig(env, production),
    demoData: demoData(env, production),
    cardAccessGrant: flag(env, 'CARD_ACCESS_GRANT'),
    notices: noticesConfig(env),
  };
}

/** Demo data on a fresh database: on unless NODE_ENV=production, where it is never seeded at start. */
function demoData(env: NodeJS.ProcessEnv, production: boolean): boolean {
  if (!env.DEMO_DATA) return !production;
  const on = flag(env, 'DEMO_DATA');
  if (on && production)
    throw new ConfigError(
      'DEMO_DATA=true is refused when NODE_ENV=production: try the demo on a test install (portal seed-demo), not on the live one',
    );
  return on;
}

function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.METRICS_TOKEN?.trim();
  if (raw && raw.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  return raw || undefined;
}

export interface BackupConfig {
  /** A 5-field cron expression on the library's clock (LIBRARY_TIME_ZONE), or undefined when scheduled backups are off. */
  cron?: string;
  /** Successful scheduled backups kept; older ones are deleted. */
  keep: number;
  /** A directory holding pg_dump and pg_restore; unset: the embedded PostgreSQL's, else PATH. */
  pgBinDir?: string;
}

function backupConfig(env: NodeJS.ProcessEnv): BackupConfig {
  const raw = (env.BACKUP_CRON ?? '').trim();
  // 02:30 in the library: outside opening hours (until issue 52 it was 03:00 UTC, 11:00 in Beijing).
  const cron = raw === '' ? '30 2 * * *' : raw.toLowerCase() === 'off' ? undefined : raw;
  if (cron && !/^([0-9*/,-]+\s+){4}[0-9*/,-]+$/.test(cron)) {
    throw new ConfigError(`BACKUP_CRON must be a 5-field cron expression (library time, LIBRARY_TIME_ZONE) or "off", got "${raw}"`);
  }
  const pgBinDir = (env.BACKUP_PG_BIN_DIR ?? '').trim() || undefined;
  return { cron, keep: int(env, 'BACKUP_KEEP', 7, 1, 1000), pgBinDir: pgBinDir ? resolve(pgBinDir) : undefined };
}

/** A five-field cron expression (minute resolution, as the job queue schedules). */
export function cron(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = (env[name] ?? '').trim();
  if (!raw) return fallback;
  if (!/^[\d*/,-]+( [\d*/,-]+){4}$/.test(raw)) throw new ConfigError(`${name} must be a five-field cron expression, got "${raw}"`);
  return raw;
}
