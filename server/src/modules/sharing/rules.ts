import type { RateLimitRule } from '../../core/auth/rate-limit.js';

const HOUR = 3600;

/** A reader's shares by e-mail, and the mail one address receives from every reader together. */
export const SHARE_LIMITS = {
  emailPerReader: { name: 'share-email:reader', limit: 10, windowSeconds: HOUR },
  emailPerAddress: { name: 'share-email:to', limit: 20, windowSeconds: 24 * HOUR },
  /** Copied links counted per reader (beyond it they are not counted). */
  linkPerReader: { name: 'share-link:reader', limit: 60, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

export const SHARE_LIMIT_MESSAGE = '分享邮件发送过于频繁，请稍候再试';
