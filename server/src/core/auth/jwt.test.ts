import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './jwt.js';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-characters!');
const tokens = new TokenService(secret);
const now = () => Math.floor(Date.now() / 1000);

/** A token as an attacker holding the key's output shape would make it: everything valid but the claim under test. */
function token(claims: { aud?: string | string[]; iat?: number; omitIat?: boolean }) {
  const jwt = new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuer('library-portal')
    .setAudience(claims.aud ?? 'admin')
    .setExpirationTime(now() + 3600);
  if (!claims.omitIat) jwt.setIssuedAt(claims.iat ?? now());
  return jwt.sign(secret);
}

describe('TokenService.verify (issue 11)', () => {
  it('accepts its own tokens, and one made a few seconds ahead by a skewed clock', async () => {
    const own = await tokens.sign({ subject: 1, audience: 'reader', version: 3, loginType: 2 });
    // With its issue time: a restore refuses the tokens issued before it (SessionCutoff).
    const claims = await tokens.verify(own.token);
    expect(claims).toEqual({ sub: '1', aud: 'reader', ver: 3, lt: 2, iat: expect.any(Number) });
    expect(Math.abs(claims!.iat - now())).toBeLessThanOrEqual(1);
    expect(await tokens.verify(await token({ iat: now() + 30 }))).toMatchObject({ aud: 'admin' });
  });

  it('refuses a token issued in the future, or with no issue time', async () => {
    expect(await tokens.verify(await token({ iat: now() + 3600 }))).toBeUndefined();
    expect(await tokens.verify(await token({ omitIat: true }))).toBeUndefined();
  });

  it('refuses an audience array instead of taking its first element', async () => {
    expect(await tokens.verify(await token({ aud: ['admin', 'other-service'] }))).toBeUndefined();
    expect(await tokens.verify(await token({ aud: ['admin'] }))).toBeUndefined();
  });
});
