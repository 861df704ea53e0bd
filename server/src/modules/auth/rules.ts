import type { RateLimitRule } from '../../core/auth/rate-limit.js';

const MINUTE = 60;
const HOUR = 3600;

/** The limits of ARCHITECTURE §9, in one place. */
export const RATE_LIMITS = {
  captchaPerIp: { name: 'captcha:ip', limit: 30, windowSeconds: MINUTE },
  // Failed logins by address: a reading room's terminals or a campus behind one address log many
  // readers in, and only failures are a sign of guessing (all logins counted shut e2e's 31st out).
  loginFailuresPerIp: { name: 'login-fail:ip', limit: 30, windowSeconds: 15 * MINUTE },
  // Past this many failures an account's logins need a captcha (AuthService.checkCaptcha), never a lock-out.
  loginFailuresPerAccount: { name: 'login-fail:account', limit: 5, windowSeconds: 15 * MINUTE },
  smsPerPhoneMinute: { name: 'sms:phone:minute', limit: 1, windowSeconds: MINUTE },
  smsPerPhoneHour: { name: 'sms:phone:hour', limit: 5, windowSeconds: HOUR },
  smsPerPhoneDay: { name: 'sms:phone:day', limit: 10, windowSeconds: 24 * HOUR },
  smsPerIp: { name: 'sms:ip', limit: 20, windowSeconds: HOUR },
  // Binding and unbinding a phone, tries of a reader: each code also burns after 5 wrong guesses.
  phoneBindingPerReader: { name: 'phone-binding:reader', limit: 10, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

export const LIMIT_MESSAGES = {
  captcha: '获取验证码过于频繁，请稍候再试',
  loginIp: '登录尝试过于频繁，请15分钟后再试',
  smsMinute: '验证码发送过于频繁，请1分钟后再试',
  smsMore: '今日验证码发送次数已达上限，请稍候再试',
  smsIp: '本网络发送验证码过于频繁，请1小时后再试',
  phoneBinding: '绑定/解绑操作过于频繁，请1小时后再试',
} as const;
