import { jwtVerify, SignJWT } from 'jose';

export type Audience = 'admin' | 'reader';

const ISSUER = 'library-portal';
const ALGORITHM = 'HS256';
/** Lifetimes of spec §9: admin token 2 days, reader token 7 days. */
export const TOKEN_LIFETIME_SECONDS: Record<Audience, number> = { admin: 2 * 86400, reader: 7 * 86400 };

const MAX_CLOCK_SKEW_SECONDS = 60;

export interface TokenClaims {
  sub: string;
  aud: Audience;
  /** Token version of the account when the token was made. */
  ver: number;
  /** Reader login type (2 = reader card). */
  lt?: number;
  /** When it was issued, in seconds since the epoch (sessions before a restore are refused: SessionCutoff). */
  iat: number;
}

export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

  async sign(claims: { subject: number; audience: Audience; version: number; loginType?: number }) {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + TOKEN_LIFETIME_SECONDS[claims.audience];
    const token = await new SignJWT({ ver: claims.version, ...(claims.loginType ? { lt: claims.loginType } : {}) })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(claims.subject))
      .setAudience(claims.audience)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(this.secret);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  /** Verifies signature, algorithm, issuer, audience and expiry; undefined when any fails. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: ['admin', 'reader'],
        requiredClaims: ['exp', 'iat', 'sub', 'aud'],
      });
      // One audience, as this service signs them: an array (a token meant for several services) is refused.
      const aud = payload.aud;
      if ((aud !== 'admin' && aud !== 'reader') || typeof payload.ver !== 'number') return undefined;
      // Made in the future (a clock skew of a minute forgiven): not a token this service made.
      if (payload.iat! > Math.floor(Date.now() / 1000) + MAX_CLOCK_SKEW_SECONDS) return undefined;
      return { sub: payload.sub!, aud, ver: payload.ver, lt: typeof payload.lt === 'number' ? payload.lt : undefined, iat: payload.iat! };
    } catch {
      return undefined;
    }
  }
}
