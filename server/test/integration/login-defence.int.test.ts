import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureCaptcha } from '../../src/core/auth/captcha.generator.js';
import { RATE_LIMITS } from '../../src/modules/auth/rules.js';
import { READER, startTestPortal, type GqlResult, type TestPortal } from '../helpers/test-portal.js';

/**
 * Issue 54, S3 and S8: failures from one address (behind a proxy, the whole library) ask a captcha
 * of every login from it and make it wait a growing time, but never refuse the right password with
 * a solved captcha; an account's failures past its captcha make it wait too. The captcha is a
 * picture that names no glyph.
 */

const READER_LOGIN = 'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }';
const CAPTCHA = '{ adminCaptcha { key image } }';
const ADDRESS_LIMIT = RATE_LIMITS.loginFailuresPerIp.limit;
const ACCOUNT_LIMIT = RATE_LIMITS.loginFailuresPerAccount.limit;

describe('login defence', () => {
  let portal: TestPortal;
  /** The texts of the real captchas the portal drew, newest last. */
  const texts: string[] = [];

  beforeAll(async () => {
    portal = await startTestPortal({
      // The tests stand for several clients behind a proxy on this host.
      env: { TRUST_PROXY: 'loopback' },
      services: {
        captcha: async () => {
          const picture = await pictureCaptcha();
          texts.push(picture.text);
          return picture;
        },
      },
    });
  });
  afterAll(() => portal?.close());

  const from = (address: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': address });
  const gql = async (address: string, query: string, variables: Record<string, unknown> = {}): Promise<GqlResult<Record<string, unknown>>> => {
    const res = await fetch(`${portal.url}/graphql`, { method: 'POST', headers: from(address), body: JSON.stringify({ query, variables }) });
    return { status: res.status, headers: res.headers, ...((await res.json()) as object) } as never;
  };
  const captcha = async (address: string) => {
    const res = await gql(address, CAPTCHA);
    return { captchaKey: (res.data!.adminCaptcha as { key: string }).key, captchaCode: texts.at(-1)! };
  };
  const cardLogin = (address: string, cardNumber: string, password: string, solved: object = {}) =>
    gql(address, READER_LOGIN, { input: { loginType: 2, cardNumber, password, ...solved } });
  /** One failure on an unknown card, so no account's own rule answers first. */
  let unknown = 0;
  const wrong = (address: string, solved: object = {}) => cardLogin(address, `97${String((unknown += 1)).padStart(8, '0')}`, 'x', solved);
  const ended = (rule: (typeof RATE_LIMITS)['loginWaitPerIp'], key: string) => portal.services.rateLimiter.reset(rule, key);
  const waiting = (seconds: number) => ({
    message: `登录尝试过于频繁，请${seconds}秒后再试`,
    extensions: { code: 'TOO_MANY_REQUESTS', status: 429, retryAfter: seconds },
  });

  it('serves the captcha as a PNG whose bytes name no glyph, a new drawing each time', async () => {
    const { image } = (await gql('203.0.113.9', CAPTCHA)).data!.adminCaptcha as { image: string };
    expect(image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // Pixels only: no SVG, no path data, no text chunk, and not the answer itself.
    const latin = png.toString('latin1');
    for (const marker of ['<svg', '<path', 'tEXt', 'iTXt', 'zTXt', texts.at(-1)!]) expect(latin).not.toContain(marker);
    // The same text twice: two different pictures (turns, bends, strokes and specks drawn anew).
    const [a, b] = await Promise.all([pictureCaptcha('9AEF'), pictureCaptcha('9AEF')]);
    expect(a.text).toBe('9AEF');
    expect(a.image).not.toBe(b.image);
  });

  it('after 30 failures from an address asks every login from it for a captcha, and the right password with one gets in', async () => {
    const address = '203.0.113.10';
    for (let i = 0; i < ADDRESS_LIMIT; i++) expect((await wrong(address)).errors![0].extensions!.code, `failure ${i + 1}`).toBe('BAD_USER_INPUT');
    const asked = await cardLogin(address, READER.cardNumber, READER.password);
    expect(asked.errors![0]).toMatchObject({ message: '登录失败次数较多，请输入图形验证码', extensions: { field: 'captchaCode' } });
    const solved = await cardLogin(address, READER.cardNumber, READER.password, await captcha(address));
    expect(solved.errors).toBeUndefined();
    expect(solved.data!.readerLogin).toMatchObject({ token: expect.any(String) });
    // Another address is not asked.
    expect((await cardLogin('203.0.113.11', READER.cardNumber, READER.password)).errors).toBeUndefined();
  }, 60_000);

  it('makes a failing address wait, doubling with each further failure, said in seconds with 429 and Retry-After on REST', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < ADDRESS_LIMIT; i++) await wrong(address);
    // The 31st failure (a solved captcha, a wrong password): one second.
    expect((await wrong(address, await captcha(address))).errors![0].extensions!.field).toBe('password');
    const rest = await fetch(`${portal.url}/api/user/login`, {
      method: 'POST',
      headers: from(address),
      body: JSON.stringify({ loginType: 2, cardNumber: READER.cardNumber, password: READER.password, ...(await captcha(address)) }),
    });
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toBe('1');
    expect(await rest.json()).toMatchObject({ code: 429, msg: '登录尝试过于频繁，请1秒后再试' });
    // Each further failure doubles it: 2, 4, 8 … seconds (the test ends each wait instead of sleeping through it).
    for (const seconds of [2, 4, 8]) {
      await ended(RATE_LIMITS.loginWaitPerIp, address);
      expect((await wrong(address, await captcha(address))).errors![0].extensions!.field).toBe('password');
      const refused = await wrong(address, await captcha(address));
      expect(refused.errors![0]).toMatchObject(waiting(seconds));
    }
    // Only this address waits; and once its wait is over the right password with a captcha gets in.
    expect((await cardLogin('203.0.113.21', READER.cardNumber, READER.password)).errors).toBeUndefined();
    await ended(RATE_LIMITS.loginWaitPerIp, address);
    expect((await cardLogin(address, READER.cardNumber, READER.password, await captcha(address))).errors).toBeUndefined();
  }, 60_000);

  it('really waits: the second after the first wait the right password gets in', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i < ADDRESS_LIMIT; i++) await wrong(address);
    await wrong(address, await captcha(address));
    expect((await cardLogin(address, READER.cardNumber, READER.password, await captcha(address))).errors![0]).toMatchObject(waiting(1));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await cardLogin(address, READER.cardNumber, READER.password, await captcha(address))).errors).toBeUndefined();
  }, 60_000);

  it("makes an account with failures past its captcha wait, from every address, doubling, until the owner's login", async () => {
    const card = READER.cardNumber;
    for (let i = 0; i < ACCOUNT_LIMIT; i++)
      expect((await cardLogin(`198.51.100.${i + 1}`, card, 'wrong')).errors![0].extensions!.field).toBe('password');
    // The sixth, with a solved captcha: one second, then two.
    expect((await cardLogin('198.51.100.10', card, 'wrong', await captcha('198.51.100.10'))).errors![0].extensions!.field).toBe('password');
    expect((await cardLogin('198.51.100.11', card, READER.password, await captcha('198.51.100.11'))).errors![0]).toMatchObject(waiting(1));
    await ended(RATE_LIMITS.loginWaitPerAccount, `card:${card}`);
    await cardLogin('198.51.100.12', card, 'wrong', await captcha('198.51.100.12'));
    expect((await cardLogin('198.51.100.13', card, 'wrong', await captcha('198.51.100.13'))).errors![0]).toMatchObject(waiting(2));
    // A refused try is not counted: the wait does not grow while the owner keeps trying.
    await ended(RATE_LIMITS.loginWaitPerAccount, `card:${card}`);
    const owner = await cardLogin('198.51.100.14', card, READER.password, await captcha('198.51.100.14'));
    expect(owner.errors).toBeUndefined();
    // The owner is in: the account's failures and wait are forgotten.
    expect((await cardLogin('198.51.100.15', card, READER.password)).errors).toBeUndefined();
  }, 60_000);
});
