import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthCode, AuthCodeKind } from './auth-code.entity.js';

/** Codes live 5 minutes, work once, and are burnt after 5 wrong tries. */
export const CODE_LIFETIME_MS = 5 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

const hashCode = (key: string, code: string) => createHash('sha256').update(`${key}:${code.trim().toLowerCase()}`).digest('hex');

export async function issueCode(em: EntityManager, kind: AuthCodeKind, code: string, subject = ''): Promise<AuthCode> {
  const key = randomBytes(18).toString('base64url');
  const row = em.create(AuthCode, {
    key,
    kind,
    subject,
    codeHash: hashCode(key, code),
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    createdAt: new Date(),
  });
  await em.persist(row).flush();
  return row;
}

/**
 * Uses a code once, atomically: true only when the code is right, unexpired and unused.
 * `key` identifies a captcha; for SMS codes, the newest live code of `subject` (the phone) is used.
 */
export async function consumeCode(
  em: EntityManager,
  kind: AuthCodeKind,
  code: string,
  target: { key: string } | { subject: string },
): Promise<boolean> {
  const conn = em.getConnection();
  const rows = await conn.execute<{ key: string }[]>(
    'key' in target
      ? `select "key" from "auth_code" where "kind" = ? and "key" = ? and "used_at" is null and "expires_at" > now()`
      : `select "key" from "auth_code" where "kind" = ? and "subject" = ? and "used_at" is null and "expires_at" > now() order by "created_at" desc limit 1`,
    [kind, 'key' in target ? target.key : target.subject],
  );
  const key = rows[0]?.key;
  if (!key) return false;
  const used = await conn.execute<{ key: string }[]>(
    `update "auth_code" set "used_at" = now() where "key" = ? and "used_at" is null and "code_hash" = ? returning "key"`,
    [key, hashCode(key, code)],
  );
  if (used.length === 1) return true;
  // A wrong guess: count it, and burn the code at the limit so it cannot be brute-forced.
  await conn.execute(
    `update "auth_code" set "attempts" = "attempts" + 1,
       "used_at" = case when "attempts" + 1 >= ? then now() else "used_at" end
     where "key" = ?`,
    [MAX_CODE_ATTEMPTS, key],
  );
  return false;
}
