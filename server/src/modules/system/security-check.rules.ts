import { readFile, stat } from 'node:fs/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { verifyPassword } from '../../core/auth/passwords.js';
import { failingAddresses } from '../auth/index.js';
import { AdminUser, DEMO_READER_PASSWORD, DEMO_READERS } from '../users/index.js';

export enum CheckLevel {
  PASS = 'PASS',
  WARN = 'WARN',
  FAIL = 'FAIL',
}

/** One row of the security report (安全检测): 检测项, 结果, 说明, 建议. */
export interface SecurityFinding {
  key: string;
  name: string;
  level: CheckLevel;
  detail: string;
  advice: string;
}

/** What the rules read: the database, the configuration, the uploads directory, the request, the audit snapshot. */
export interface SecurityContext {
  em: EntityManager;
  config: Config;
  /** The local uploads directory; undefined when files live elsewhere. */
  uploadsDir?: string;
  /** The request arrived over HTTPS (directly or through the local proxy). */
  secure: boolean;
  /** The committed `npm audit` snapshot (npm run audit:snapshot). */
  auditSnapshotPath: string;
  now: Date;
}

export interface SecurityRule {
  key: string;
  name: string;
  run(ctx: SecurityContext): Promise<Omit<SecurityFinding, 'key' | 'name'>>;
}

/** The password a fresh install gives `admin` when ADMIN_PASSWORD is unset (config.ts). */
export const BUILT_IN_ADMIN_PASSWORD = 'admin123456';
/** Administrators checked for a known password (each check is one Argon2 hash, ≈20 ms). */
const MAX_ADMINS_CHECKED = 50;
const IDLE_DAYS = 90;
/** Failed logins from one address in 24 hours: a warning from here, a failure from FAIL_FAILURES. */
export const WARN_FAILURES = 10;
export const FAIL_FAILURES = 50;
const SNAPSHOT_MAX_AGE_DAYS = 30;

const pass = (detail: string, advice = '无需处理') => ({ level: CheckLevel.PASS, detail, advice });
const warn = (detail: string, advice: string) => ({ level: CheckLevel.WARN, detail, advice });
const fail = (detail: string, advice: string) => ({ level: CheckLevel.FAIL, detail, advice });
const names = (list: string[]) => (list.length > 5 ? `${list.slice(0, 5).join('、')} 等 ${list.length} 个` : list.join('、'));

const defaultAdminPassword: SecurityRule = {
  key: 'defaultAdminPassword',
  name: '默认管理员密码',
  async run({ em, config }) {
    const admins = await em.find(AdminUser, { enabled: true }, { orderBy: { id: 'ASC' }, limit: MAX_ADMINS_CHECKED });
    const builtIn: string[] = [];
    const seeded: string[] = [];
    for (const admin of admins) {
      if (await verifyPassword(admin.passwordHash, BUILT_IN_ADMIN_PASSWORD)) builtIn.push(admin.username);
      else if (config.adminPassword !== BUILT_IN_ADMIN_PASSWORD && (await verifyPassword(admin.passwordHash, config.adminPassword)))
        seeded.push(admin.username);
    }
    if (builtIn.length)
      return fail(
        `管理员 ${names(builtIn)} 仍在使用系统默认密码，任何人都可以登录后台`,
        '立即登录后台修改这些管理员的密码，并使用至少 12 位的强密码',
      );
    if (seeded.length)
      return warn(
        `管理员 ${names(seeded)} 的密码仍是安装时环境变量 ADMIN_PASSWORD 设置的密码`,
        '登录后台修改密码，并从部署配置中删除 ADMIN_PASSWORD',
      );
    return pass('没有管理员使用默认密码');
  },
};

/**
 * Readers the demo seed created (recorded in demo_seed_row, or by card number where the database
 * was seeded before the record) that still have the demo password: anyone who read the README can
 * log in as them. Only these, not every reader: each check is one Argon2 hash.
 */
const demoReaderPasswords: SecurityRule = {
  key: 'demoReaderPasswords',
  name: '演示读者密码',
  async run({ em }) {
    const readers = await em.execute<Array<{ cardNumber: string; passwordHash: string }>>(
      `select card_number as "cardNumber", password_hash as "passwordHash" from reader
        where id in (select (row_key->>'id')::int from demo_seed_row where table_name = 'reader') or card_number in (select jsonb_array_elements_text(?::jsonb))
        order by id limit ${MAX_ADMINS_CHECKED}`,
      [JSON.stringify(DEMO_READERS.map((reader) => reader.cardNumber))],
    );
    const open: string[] = [];
    for (const reader of readers) if (await verifyPassword(reader.passwordHash, DEMO_READER_PASSWORD)) open.push(reader.cardNumber);
    if (open.length)
      return fail(
        `读者证号 ${names(open)} 是演示数据中的读者，仍在使用公开的演示密码 ${DEMO_READER_PASSWORD}，任何人都可以登录`,
        '正式使用前，在后台“安全检测”页点击“清除演示数据”（或执行 portal clear-demo），或在读者管理中修改这些读者的密码',
      );
    return pass(readers.length ? '演示读者都已修改密码' : '没有演示读者');
  },
};

const jwtSecret: SecurityRule = {
  key: 'jwtSecret',
  name: '令牌签名密钥 (JWT_SECRET)',
  async run({ config }) {
    if (config.jwtSecretFromEnv) return pass('令牌签名密钥由环境变量 JWT_SECRET 提供');
    if (config.nodeEnv === 'production')
      return fail(
        '生产环境未设置 JWT_SECRET，签名密钥保存在数据目录中：多个实例之间令牌互不认可，数据目录泄露即可伪造登录令牌',
        '设置至少 32 个字符的随机 JWT_SECRET（例如 openssl rand -base64 48）并重启服务',
      );
    return pass('非生产环境，使用数据目录中自动生成的密钥', '部署到生产环境时设置 JWT_SECRET');
  },
};

const captcha: SecurityRule = {
  key: 'captcha',
  name: '登录图形验证码',
  async run({ config }) {
    if (config.captchaEnabled) return pass('管理员登录需要图形验证码，多次失败的账号也需要验证码');
    return warn('图形验证码已关闭 (AUTH_CAPTCHA=off)，登录只受频率限制保护', '删除 AUTH_CAPTCHA=off 或设为 on 后重启服务');
  },
};

const https: SecurityRule = {
  key: 'https',
  name: 'HTTPS 加密传输',
  async run({ config, secure }) {
    const httpUrl = config.publicUrl.startsWith('http://');
    if (config.nodeEnv !== 'production') return pass(`非生产环境，站点地址为 ${config.publicUrl}`, '部署到生产环境时使用 https:// 地址');
    if (httpUrl)
      return fail(
        `生产环境的站点地址 PUBLIC_URL 为 ${config.publicUrl}，密码和登录令牌以明文传输`,
        '为站点配置 TLS 证书（如在反向代理上），并把 PUBLIC_URL 改为 https:// 地址',
      );
    if (!secure)
      return warn(
        '站点地址为 https://，但本次请求未经 HTTPS 到达（代理未传递 X-Forwarded-Proto: https，或代理不在 TRUST_PROXY 信任的地址内）',
        '让反向代理传递 X-Forwarded-Proto，用 TRUST_PROXY 信任该代理的地址，并把 HTTP 请求重定向到 HTTPS',
      );
    return pass('站点使用 HTTPS');
  },
};

const idleAdmins: SecurityRule = {
  key: 'idleAdmins',
  name: '长期未登录的管理员',
  async run({ em, now }) {
    const before = new Date(now.getTime() - IDLE_DAYS * 24 * 3600 * 1000);
    const idle = await em.find(
      AdminUser,
      { enabled: true, $or: [{ lastLoginAt: { $lt: before } }, { lastLoginAt: null, createdAt: { $lt: before } }] },
      { orderBy: { id: 'ASC' }, limit: 100 },
    );
    if (!idle.length) return pass(`所有启用的管理员在 ${IDLE_DAYS} 天内都登录过`);
    return warn(`管理员 ${names(idle.map((a) => a.username))} 超过 ${IDLE_DAYS} 天未登录`, '确认这些账号是否仍需要，不需要的请停用或删除');
  },
};

const failedLogins: SecurityRule = {
  key: 'failedLogins',
  name: '登录失败过多的地址',
  async run({ em, now }) {
    const rows = await failingAddresses(em, new Date(now.getTime() - 24 * 3600 * 1000), WARN_FAILURES);
    if (!rows.length) return pass(`最近 24 小时没有地址登录失败 ${WARN_FAILURES} 次以上`);
    const list = rows.slice(0, 5).map((row) => `${row.address}（${row.failures} 次）`);
    const detail = `最近 24 小时登录失败较多的地址：${list.join('、')}${rows.length > 5 ? ` 等 ${rows.length} 个` : ''}`;
    const advice = '检查这些地址是否在猜测密码，必要时在防火墙或反向代理上封禁，并提醒相关用户修改密码';
    return rows[0].failures >= FAIL_FAILURES ? fail(detail, advice) : warn(detail, advice);
  },
};

const uploadsPermissions: SecurityRule = {
  key: 'uploadsPermissions',
  name: '上传目录权限',
  async run({ uploadsDir }) {
    if (!uploadsDir) return pass('上传文件不在本机磁盘上');
    const info = await stat(uploadsDir).catch(() => undefined);
    if (!info) return pass(`上传目录 ${uploadsDir} 尚未创建（还没有上传文件）`);
    const mode = (info.mode & 0o777).toString(8).padStart(3, '0');
    if (info.mode & 0o002)
      return fail(
        `上传目录 ${uploadsDir} 的权限为 ${mode}，本机任何用户都可以写入或替换文件`,
        `执行 chmod o-w ${uploadsDir}，只允许运行门户的用户写入`,
      );
    return pass(`上传目录权限为 ${mode}，其他用户不可写`);
  },
};

/** What `npm run audit:snapshot` writes (scripts/audit-snapshot.mjs). */
interface AuditSnapshot {
  generatedAt: string;
  counts: Partial<Record<'critical' | 'high' | 'moderate' | 'low' | 'info', number>>;
}

const SEVERITIES = [
  ['critical', '严重'],
  ['high', '高危'],
  ['moderate', '中危'],
  ['low', '低危'],
] as const;

const dependencies: SecurityRule = {
  key: 'dependencies',
  name: '依赖包已知漏洞',
  async run({ auditSnapshotPath, now }) {
    const raw = await readFile(auditSnapshotPath, 'utf8').catch(() => undefined);
    const snapshot = raw ? (JSON.parse(raw) as AuditSnapshot) : undefined;
    if (!snapshot?.generatedAt || !snapshot.counts)
      return warn('没有找到依赖漏洞扫描结果 (server/security/npm-audit.json)', '在构建时执行 npm run audit:snapshot 并提交结果');
    const date = snapshot.generatedAt.slice(0, 10);
    const counts = SEVERITIES.map(([key, label]) => [label, snapshot.counts[key] ?? 0] as const);
    const summary = counts.map(([label, n]) => `${label} ${n}`).join('，');
    const detail = `${date} 的扫描结果：${summary}`;
    const serious = (snapshot.counts.critical ?? 0) + (snapshot.counts.high ?? 0);
    const other = (snapshot.counts.moderate ?? 0) + (snapshot.counts.low ?? 0);
    if (serious) return fail(detail, '执行 npm audit 查看详情，升级有漏洞的依赖后重新执行 npm run audit:snapshot');
    if (other) return warn(detail, '执行 npm audit 查看详情，安排升级有漏洞的依赖');
    const ageDays = (now.getTime() - new Date(snapshot.generatedAt).getTime()) / (24 * 3600 * 1000);
    if (ageDays > SNAPSHOT_MAX_AGE_DAYS)
      return warn(`${detail}，但扫描已超过 ${SNAPSHOT_MAX_AGE_DAYS} 天`, '重新执行 npm run audit:snapshot，新漏洞随时会公布');
    return pass(detail);
  },
};

/** The rules in the order the report lists them. */
export const SECURITY_RULES: SecurityRule[] = [
  defaultAdminPassword,
  demoReaderPasswords,
  jwtSecret,
  captcha,
  https,
  idleAdmins,
  failedLogins,
  uploadsPermissions,
  dependencies,
];

export async function runSecurityRules(ctx: SecurityContext, rules = SECURITY_RULES): Promise<SecurityFinding[]> {
  const findings: SecurityFinding[] = [];
  // One after another: the password rule hashes, and the others are quick.
  for (const rule of rules) findings.push({ key: rule.key, name: rule.name, ...(await rule.run(ctx)) });
  return findings;
}
