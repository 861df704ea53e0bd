import { createHash, randomBytes } from 'node:crypto';

/** A new key: `lp_` and 32 random bytes in base64url; what is stored of it; what is shown of it. */
export function newApiKey(): { secret: string; secretHash: string; prefix: string } {
  const secret = `lp_${randomBytes(32).toString('base64url')}`;
  return { secret, secretHash: hashApiKey(secret), prefix: secret.slice(0, 11) };
}

export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');
