import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error.js';
import { recordEvent } from '../../core/events/index.js';
import { verifyAgainstNothing, verifyPassword } from '../../core/auth/passwords.js';
import { LOGIN_TYPE_CARD, LOGIN_TYPE_SMS, type Viewer } from '../../core/auth/viewer.js';
import type { RateLimitRule } from '../../core/auth/rate-limit.js';
import { SMS_NOT_CONFIGURED } from '../../core/auth/sms.provider.js';
import type { Services } from '../../core/services.js';
import { AuthCodeKind } from './auth-code.entity.js';
import { LoginFailure } from './login-failure.entity.js';
import type { AdminLoginInput, ReaderLoginInput } from './auth.inputs.js';
import { consumeCode, issueCode } from './one-time-code.js';
import { LIMIT_MESSAGES, LOGIN_WAITS, RATE_LIMITS, loginWaitMessage, loginWaitSeconds } from './rules.js';
import { AdminUser, Reader } from '../users/index.js';

const WRONG_ADMIN = '用户名或密码错误';
const WRONG_CARD = '读者证号或密码错误';
const WRONG_SMS = '手机号或验证码错误';
const WRONG_CAPTCHA = '验证码错误或已过期';
const ACCOUNT_DISABLED = '该账号已停用，请联系图书馆';
/** Said with field `captchaCode`: the login form then shows the captcha. */
export const CAPTCHA_NEEDED = '登录失败次数较多，请输入图形验证码';

export class AuthService {
  constructor(private readonly services: Services) {}

  private async limit(rule: RateLimitRule, key: string, message: string) {
    if (!(await this.services.rateLimiter.hit(rule, key))) throw AppError.tooManyRequests(message);
  }

  /**
   * A login waits while its address or its account does (issue 54, S8): a wait follows a failure
   * past the captcha's limit and grows with each (LOGIN_WAITS), so a guesser who solves captchas
   * still gets a guess only every so many seconds. Asked before the captcha and the password, so a
   * refused try uses neither, and is not counted: the owner's own tries never make the wait longer.
   */
  private async refuseWhileWaiting(ip: string, account: string) {
    const limiter = this.services.rateLimiter;
    const [address, owner] = await Promise.all([limiter.heldFor(LOGIN_WAITS.address.hold, ip), limiter.heldFor(LOGIN_WAITS.account.hold, account)]);
    const ms = Math.max(address, owner);
    if (ms > 0) {
      const seconds = Math.ceil(ms / 1000);
      throw AppError.tooManyRequests(loginWaitMessage(seconds), seconds);
    }
  }

  /**
   * The captcha rule (issue 11, D5; issue 54, S8): admins solve one on every login (unless
   * AUTH_CAPTCHA=off, for tests); any account — readers too — needs one once it has had
   * RATE_LIMITS.loginFailuresPerAccount failures, and every login from an address that has had
   * RATE_LIMITS.loginFailuresPerIp. Wrong guesses from anywhere only make the owner (or everyone
   * behind the address) solve a captcha and wait a little; they never refuse the right password
   * (the old 15-minute lock-outs let anyone lock anyone out, and a whole library behind its proxy).
   */
  private async checkCaptcha(em: EntityManager, ip: string, account: string, input: { captchaKey?: string; captchaCode?: string }, always: boolean) {
    const limiter = this.services.rateLimiter;
    if (
      !always &&
      !(await limiter.exceeded(RATE_LIMITS.loginFailuresPerAccount, account)) &&
      !(await limiter.exceeded(RATE_LIMITS.loginFailuresPerIp, ip))
    )
      return;
    if (!input.captchaKey || !input.captchaCode) throw AppError.badInput('captchaCode', always ? '请输入验证码' : CAPTCHA_NEEDED);
    if (!(await consumeCode(em, AuthCodeKind.Captcha, input.captchaCode, { key: input.captchaKey }))) {
      throw AppError.badInput('captchaCode', WRONG_CAPTCHA);
    }
  }

  /**
   * A wrong password or code: counts against the account and the address, starts or doubles their
   * waits past their limits, and is kept a day by address (安全检测).
   */
  private async failed(em: EntityManager, ip: string, account: string, field: string, message: string): Promise<never> {
    const limiter = this.services.rateLimiter;
    for (const [wait, key] of [
      [LOGIN_WAITS.account, account],
      [LOGIN_WAITS.address, ip],
    ] as const) {
      const seconds = loginWaitSeconds(wait, await limiter.count(wait.failures, key));
      if (seconds > 0) await limiter.hold(wait.hold, key, seconds);
    }
    await em.insert(LoginFailure, { address: ip.slice(0, 64), audience: account.startsWith('admin:') ? 'admin' : 'reader', createdAt: new Date() });
    throw AppError.badInput(field, message);
  }

  /** The right password or code: the account's failures and wait are forgotten (the address's are not). */
  private async succeeded(account: string) {
    await this.services.rateLimiter.reset(RATE_LIMITS.loginFailuresPerAccount, account);
    await this.services.rateLimiter.reset(LOGIN_WAITS.account.hold, account);
  }

  async captcha(em: EntityManager, ip: string) {
    await this.limit(RATE_LIMITS.captchaPerIp, ip, LIMIT_MESSAGES.captcha);
    const { text, image } = await this.services.captcha();
    const row = await issueCode(em, AuthCodeKind.Captcha, text);
    return { key: row.key, image, expiresAt: row.expiresAt };
  }

  async adminLogin(em: EntityManager, input: AdminLoginInput, ip: string) {
    const account = `admin:${input.username.toLowerCase()}`;
    await this.refuseWhileWaiting(ip, account);
    await this.checkCaptcha(em, ip, account, input, this.services.config.captchaEnabled);
    const admin = await em.findOne(AdminUser, { username: input.username });
    const ok = admin ? await verifyPassword(admin.passwordHash, input.password) : await verifyAgainstNothing(input.password);
    if (!admin || !ok) return this.failed(em, ip, account, 'password', WRONG_ADMIN);
    if (!admin.enabled) throw AppError.forbidden(ACCOUNT_DISABLED);
    await this.succeeded(account);
    admin.lastLoginAt = new Date();
    await em.flush();
    const { token, expiresAt } = await this.services.tokens.sign({ subject: admin.id, audience: 'admin', version: admin.tokenVersion });
    return { token, expiresAt, admin };
  }

  /**
   * Sends a login/binding code. Without a gateway nothing is counted or stored (503 短信服务未配置).
   * The code is stored only once the gateway took the message; when it refuses (or cannot be
   * reached) the reader's counted sends are given back, so a failure costs the reader nothing.
   */
  async sendSmsCode(em: EntityManager, phone: string, ip: string) {
    const sms = this.services.sms;
    if (!sms) throw new AppError('SERVICE_UNAVAILABLE', SMS_NOT_CONFIGURED);
    const counted: Array<[RateLimitRule, string]> = [];
    const count = async (rule: RateLimitRule, key: string, message: string) => {
      await this.limit(rule, key, message);
      counted.push([rule, key]);
    };
    await count(RATE_LIMITS.smsPerIp, ip, LIMIT_MESSAGES.smsIp);
    await count(RATE_LIMITS.smsPerPhoneMinute, phone, LIMIT_MESSAGES.smsMinute);
    await count(RATE_LIMITS.smsPerPhoneHour, phone, LIMIT_MESSAGES.smsMore);
    await count(RATE_LIMITS.smsPerPhoneDay, phone, LIMIT_MESSAGES.smsMore);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    try {
      await sms.sendCode(phone, code);
    } catch (error) {
      await Promise.all(counted.map(([rule, key]) => this.services.rateLimiter.refund(rule, key)));
      throw error;
    }
    const row = await issueCode(em, AuthCodeKind.Sms, code, phone);
    return { expiresAt: row.expiresAt, resendAfter: RATE_LIMITS.smsPerPhoneMinute.windowSeconds };
  }

  async readerLogin(em: EntityManager, input: ReaderLoginInput, ip: string) {
    let reader: Reader | null;
    if (input.loginType === LOGIN_TYPE_CARD) {
      if (!input.cardNumber) throw AppError.badInput('cardNumber', '请输入读者证号');
      if (!input.password) throw AppError.badInput('password', '请输入密码');
      const account = `card:${input.cardNumber}`;
      await this.refuseWhileWaiting(ip, account);
      await this.checkCaptcha(em, ip, account, input, false);
      reader = await em.findOne(Reader, { cardNumber: input.cardNumber });
      const ok = reader ? await verifyPassword(reader.passwordHash, input.password) : await verifyAgainstNothing(input.password);
      if (!reader || !ok) return this.failed(em, ip, account, 'password', WRONG_CARD);
      await this.succeeded(account);
    } else {
      if (!input.phone) throw AppError.badInput('phone', '请输入手机号');
      if (!input.code) throw AppError.badInput('code', '请输入验证码');
      const account = `phone:${input.phone}`;
      await this.refuseWhileWaiting(ip, account);
      await this.checkCaptcha(em, ip, account, input, false);
      if (!(await consumeCode(em, AuthCodeKind.Sms, input.code, { subject: input.phone }))) return this.failed(em, ip, account, 'code', WRONG_SMS);
      reader = await em.findOne(Reader, { phone: input.phone });
      if (!reader) return this.failed(em, ip, account, 'code', WRONG_SMS);
      await this.succeeded(account);
    }
    if (!reader.enabled) throw AppError.forbidden(ACCOUNT_DISABLED);
    const loginType = input.loginType === LOGIN_TYPE_CARD ? LOGIN_TYPE_CARD : LOGIN_TYPE_SMS;
    const readerId = reader.id;
    const now = new Date();
    // The login and its event (daily login points) land together.
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(Reader, { id: readerId }, { lastLoginAt: now, updatedAt: now });
      await recordEvent(tx, { type: 'login', readerId, dims: { method: loginType === LOGIN_TYPE_CARD ? 'card' : 'sms' } });
    });
    // The answer shows what was stored.
    Object.assign(reader, { lastLoginAt: now, updatedAt: now });
    const { token, expiresAt } = await this.services.tokens.sign({ subject: reader.id, audience: 'reader', version: reader.tokenVersion, loginType });
    return { token, expiresAt, loginType, reader };
  }

  /** The viewer a bearer token stands for, or undefined (unknown, expired, revoked, disabled). */
  async viewerFromToken(em: EntityManager, token: string): Promise<Viewer | undefined> {
    const claims = await this.services.tokens.verify(token);
    if (!claims || !/^\d+$/.test(claims.sub)) return undefined;
    // Issued before the last restore: whatever account it names now, it is not the one that logged in.
    if (this.services.sessions.refuses(claims.iat)) return undefined;
    const id = Number(claims.sub);
    if (claims.aud === 'admin') {
      const admin = await em.findOne(AdminUser, { id });
      if (!admin?.enabled || admin.tokenVersion !== claims.ver) return undefined;
      return { kind: 'admin', id, username: admin.username, name: admin.name };
    }
    const reader = await em.findOne(Reader, { id });
    if (!reader?.enabled || reader.tokenVersion !== claims.ver) return undefined;
    // 读者证级访问 counts only where the library turned the grant on (CARD_ACCESS_GRANT); the row keeps it either way.
    const rights = this.services.config.cardAccessGrant ? reader.rights : reader.rights.filter((right) => right !== 'CARD_ACCESS');
    return { kind: 'reader', id, name: reader.name, loginType: claims.lt ?? LOGIN_TYPE_SMS, rights };
  }

  /** Ends every session of the account: tokens made before now stop working. */
  async logoutEverywhere(em: EntityManager, viewer: Viewer) {
    const account =
      viewer.kind === 'admin' ? await em.findOneOrFail(AdminUser, { id: viewer.id }) : await em.findOneOrFail(Reader, { id: viewer.id });
    account.tokenVersion += 1;
    await em.flush();
    return true;
  }
}
