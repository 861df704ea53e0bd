import type { RateLimitRule } from '../../core/auth/rate-limit.js';

const MINUTE = 60;
const HOUR = 3600;

/** The limits of ARCHITECTURE §9, in one place. */
export const RATE_LIMITS = {
  captchaPerIp: { name: 'captcha:ip', limit: 30, windowSeconds: MINUTE },
  // Failed logins by address: a reading room's terminals or a campus behind one address log many
  // readers in, and only failures are a sign of guessing (all logins counted shut e2e's 31st out).
  // Past this many every login from the address needs a captcha, and its failures a growing wait
  // (LOGIN_WAITS) — never a refusal of the right password (issue 54, S8: behind a proxy the
  // address is the whole library).
  loginFailuresPerIp: { name: 'login-fail:ip', limit: 30, windowSeconds: 15 * MINUTE },
  // Past this many failures an account's logins need a captcha (AuthService.checkCaptcha), and its
  // further failures a growing wait, never a lock-out.
  loginFailuresPerAccount: { name: 'login-fail:account', limit: 5, windowSeconds: 15 * MINUTE },
  // The waits themselves (held keys of the limiter, RateLimiter.hold); the window is unused.
  loginWaitPerIp: { name: 'login-wait:ip', limit: 1, windowSeconds: MINUTE },
  loginWaitPerAccount: { name: 'login-wait:account', limit: 1, windowSeconds: MINUTE },
  smsPerPhoneMinute: { name: 'sms:phone:minute', limit: 1, windowSeconds: MINUTE },
  smsPerPhoneHour: { name: 'sms:phone:hour', limit: 5, windowSeconds: HOUR },
  smsPerPhoneDay: { name: 'sms:phone:day', limit: 10, windowSeconds: 24 * HOUR },
  smsPerIp: { name: 'sms:ip', limit: 20, windowSeconds: HOUR },
  // Binding and unbinding a phone, tries of a reader: each code also burns after 5 wrong guesses.
  phoneBindingPerReader: { name: 'phone-binding:reader', limit: 10, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

/**
 * A growing wait after failed logins (issue 54, S3 and S8): once `failures` is past its limit, the
 * failures that follow — each made with a solved captcha, since the captcha is asked from the same
 * limit — make the key wait `firstSeconds`, then twice as long each time, at most `maxSeconds`.
 * Only the wait refuses a login, and only until it is over: the failures themselves never do.
 */
export interface LoginWait {
  failures: RateLimitRule;
  hold: RateLimitRule;
  firstSeconds: number;
  maxSeconds: number;
}

export const LOGIN_WAITS = {
  account: { failures: RATE_LIMITS.loginFailuresPerAccount, hold: RATE_LIMITS.loginWaitPerAccount, firstSeconds: 1, maxSeconds: 60 },
  // Shorter at most: everyone behind the address waits with the guesser.
  address: { failures: RATE_LIMITS.loginFailuresPerIp, hold: RATE_LIMITS.loginWaitPerIp, firstSeconds: 1, maxSeconds: 30 },
} satisfies Record<string, LoginWait>;

/** The wait after the `failures`-th failure in the window, in seconds (0: none yet). */
export function loginWaitSeconds(wait: LoginWait, failures: number): number {
  const past = failures - wait.failures.limit;
  return past > 0 ? Math.min(wait.maxSeconds, wait.firstSeconds * 2 ** (past - 1)) : 0;
}

export const loginWaitMessage = (seconds: number) => `登录尝试过于频繁，请${seconds}秒后再试`;

export const LIMIT_MESSAGES = {
  captcha: '获取验证码过于频繁，请稍候再试',
  smsMinute: '验证码发送过于频繁，请1分钟后再试',
  smsMore: '今日验证码发送次数已达上限，请稍候再试',
  smsIp: '本网络发送验证码过于频繁，请1小时后再试',
  phoneBinding: '绑定/解绑操作过于频繁，请1小时后再试',
} as const;
