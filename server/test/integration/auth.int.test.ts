import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, READER, startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const CAPTCHA = '{ adminCaptcha { key image expiresAt } }';
const ADMIN_LOGIN = 'mutation($input: AdminLoginInput!) { adminLogin(input: $input) { token expiresAt admin { username name } } }';
const SEND_SMS = 'mutation($input: SmsCodeInput!) { sendSmsCode(input: $input) { expiresAt resendAfter } }';
const READER_LOGIN = 'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token loginType reader { cardNumber name } } }';

describe('administrator login with captcha', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ env: { AUTH_CAPTCHA: 'on' } });
  });
  afterAll(() => portal.close());

  const captcha = async () => {
    const res = await portal.gql<{ adminCaptcha: { key: string; image: string } }>(CAPTCHA);
    return { key: res.data!.adminCaptcha.key, code: portal.captchas.at(-1)!, image: res.data!.adminCaptcha.image };
  };
  const login = (input: Record<string, unknown>) =>
    portal.gql<{ adminLogin: { token: string; admin: { username: string } } }>(ADMIN_LOGIN, { input });

  it('serves the captcha as an image the browser shows, also over REST', async () => {
    const { image } = await captcha();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const rest = await portal.rest<{ key: string; image: string }>('GET', '/api/admin/captcha');
    expect(rest.body.code).toBe(200);
    expect(rest.body.data.key).toHaveLength(24);
  });

  it('logs in with the right password and captcha, and the token opens admin queries', async () => {
    const c = await captcha();
    const res = await login({ username: 'admin', password: ADMIN_PASSWORD, captchaKey: c.key, captchaCode: c.code.toUpperCase() });
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminLogin.admin.username).toBe('admin');
    const me = await portal.gql<{ adminMe: { username: string } }>('{ adminMe { username } }', {}, res.data!.adminLogin.token);
    expect(me.data!.adminMe.username).toBe('admin');
  });

  it('refuses a wrong password with the same message as an unknown user', async () => {
    const c1 = await captcha();
    const wrong = await login({ username: 'admin', password: 'nope-nope', captchaKey: c1.key, captchaCode: c1.code });
    const c2 = await captcha();
    const unknown = await login({ username: 'nobody', password: 'nope-nope', captchaKey: c2.key, captchaCode: c2.code });
    expect(wrong.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, field: 'password' });
    expect(wrong.errors![0].message).toBe('用户名或密码错误');
    expect(unknown.errors![0].message).toBe(wrong.errors![0].message);
  });

  it('refuses a wrong, reused or expired captcha', async () => {
    const c = await captcha();
    const wrong = await login({ username: 'admin', password: ADMIN_PASSWORD, captchaKey: c.key, captchaCode: 'zzzz' });
    expect(wrong.errors![0]).toMatchObject({ message: '验证码错误或已过期', extensions: { code: 'BAD_USER_INPUT', field: 'captchaCode' } });

    const ok = await captcha();
    expect((await login({ username: 'admin', password: ADMIN_PASSWORD, captchaKey: ok.key, captchaCode: ok.code })).errors).toBeUndefined();
    const reused = await login({ username: 'admin', password: ADMIN_PASSWORD, captchaKey: ok.key, captchaCode: ok.code });
    expect(reused.errors![0].message).toBe('验证码错误或已过期');

    const old = await captcha();
    await portal.sql(`update auth_code set expires_at = now() - interval '1 second' where key = ?`, [old.key]);
    const expired = await login({ username: 'admin', password: ADMIN_PASSWORD, captchaKey: old.key, captchaCode: old.code });
    expect(expired.errors![0].message).toBe('验证码错误或已过期');
  });

  it('burns a captcha after five wrong guesses', async () => {
    const c = await captcha();
    for (let i = 0; i < 5; i++) await login({ username: 'admin', password: ADMIN_PASSWORD, captchaKey: c.key, captchaCode: `x${i}` });
    const right = await login({ username: 'admin', password: ADMIN_PASSWORD, captchaKey: c.key, captchaCode: c.code });
    expect(right.errors![0].message).toBe('验证码错误或已过期');
  });

  it('works over REST with the same body fields', async () => {
    const c = await captcha();
    const res = await portal.rest<{ token: string }>('POST', '/api/admin/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
      captchaKey: c.key,
      captchaCode: c.code,
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.token.split('.')).toHaveLength(3);
  });
});

describe('login rate limits', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal.close());

  const captcha = async () => {
    const res = await portal.gql<{ adminCaptcha: { key: string } }>(CAPTCHA);
    return { captchaKey: res.data!.adminCaptcha.key, captchaCode: portal.captchas.at(-1)! };
  };

  // Issue 11, D5: five wrong passwords from anywhere locked the account for 15 minutes, the owner included.
  it('after five failures asks the admin for a captcha, and never refuses the right password with one', async () => {
    const input = (password: string, solved?: object) => ({ input: { username: 'admin', password, captchaKey: 'k', captchaCode: 'c', ...solved } });
    for (let i = 0; i < 5; i++) {
      const res = await portal.gql(ADMIN_LOGIN, input(`wrong-${i}`));
      expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
    const unsolved = await portal.gql(ADMIN_LOGIN, input(ADMIN_PASSWORD));
    expect(unsolved.errors![0]).toMatchObject({ message: '验证码错误或已过期', extensions: { code: 'BAD_USER_INPUT', field: 'captchaCode' } });
    const owner = await portal.gql<{ adminLogin: { token: string } }>(ADMIN_LOGIN, input(ADMIN_PASSWORD, await captcha()));
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.adminLogin.token).toBeTruthy();
  });

  it('does the same for a reader card, on both faces, and forgets the failures after a login', async () => {
    const login = (password: string, solved?: object) =>
      portal.gql<{ readerLogin: { token: string } }>(READER_LOGIN, { input: { loginType: 2, cardNumber: READER.cardNumber, password, ...solved } });
    for (let i = 0; i < 5; i++) expect((await login(`wrong-${i}`)).errors![0].extensions!.field).toBe('password');
    const asked = await login(READER.password);
    expect(asked.errors![0]).toMatchObject({
      message: '登录失败次数较多，请输入图形验证码',
      extensions: { code: 'BAD_USER_INPUT', field: 'captchaCode' },
    });
    const rest = await portal.rest('POST', '/api/user/login', { loginType: 2, cardNumber: READER.cardNumber, password: READER.password });
    expect(rest.body).toMatchObject({ code: 400, msg: '登录失败次数较多，请输入图形验证码' });
    const wrongCaptcha = await login(READER.password, { captchaKey: (await captcha()).captchaKey, captchaCode: 'zzzz' });
    expect(wrongCaptcha.errors![0]).toMatchObject({ message: '验证码错误或已过期', extensions: { field: 'captchaCode' } });
    expect((await login(READER.password, await captcha())).errors).toBeUndefined();
    // The owner is in: the next login needs no captcha.
    expect((await login(READER.password)).errors).toBeUndefined();
  });

  it('limits how often one phone gets an SMS code', async () => {
    const phone = '13912345678';
    expect((await portal.gql(SEND_SMS, { input: { phone } })).errors).toBeUndefined();
    const again = await portal.gql(SEND_SMS, { input: { phone } });
    expect(again.errors![0]).toMatchObject({ message: '验证码发送过于频繁，请1分钟后再试', extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(portal.sms.sent.filter((s) => s.phone === phone)).toHaveLength(1);
  });

  // Issue 11, D13: the per-address limit said 今日…已达上限, as if it were this phone's daily limit.
  it('says so when one address asks for too many SMS codes, whatever the phones', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await portal.gql(SEND_SMS, { input: { phone: `1370000${String(i).padStart(4, '0')}` } }));
    expect(answers[0].errors).toBeUndefined();
    expect(answers.at(-1)!.errors![0]).toMatchObject({
      message: '本网络发送验证码过于频繁，请1小时后再试',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });

  // Stop 27's CI: every login counted against the address, so the 31st reader logging in from one
  // address (a reading room, the e2e journeys) was refused. Only failures count now. Issue 54, S8:
  // 30 failures then refused every login from the address for 15 minutes (behind a proxy, the whole
  // library); now they ask a captcha of every login from it, and the right password with one gets in.
  it('never refuses an address for logins that succeed; after 30 failures asks it for a captcha and lets the right password in', async () => {
    const fresh = await startTestPortal();
    try {
      const login = (password: string, solved?: object) =>
        fresh.gql<{ readerLogin: { token: string } }>(READER_LOGIN, { input: { loginType: 2, cardNumber: READER.cardNumber, password, ...solved } });
      for (let i = 0; i < 35; i++) expect((await login(READER.password)).errors).toBeUndefined();
      // Other accounts, so the per-account captcha does not answer first.
      const wrong = (i: number) => fresh.gql(READER_LOGIN, { input: { loginType: 2, cardNumber: `99${String(i).padStart(8, '0')}`, password: 'x' } });
      for (let i = 0; i < 30; i++) expect((await wrong(i)).errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      const asked = await login(READER.password);
      expect(asked.errors![0]).toMatchObject({
        message: '登录失败次数较多，请输入图形验证码',
        extensions: { code: 'BAD_USER_INPUT', field: 'captchaCode' },
      });
      const captcha = await fresh.gql<{ adminCaptcha: { key: string } }>(CAPTCHA);
      const solved = await login(READER.password, { captchaKey: captcha.data!.adminCaptcha.key, captchaCode: fresh.captchas.at(-1) });
      expect(solved.errors).toBeUndefined();
      expect(solved.data!.readerLogin.token).toBeTruthy();
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('blocks an aliased brute force in one request', async () => {
    const aliases = Array.from(
      { length: 20 },
      (_, i) => `a${i}: adminLogin(input: { username: "admin", password: "p${i}", captchaKey: "k", captchaCode: "c" }) { token }`,
    );
    const res = await portal.gql(`mutation { ${aliases.join(' ')} }`);
    expect(res.data).toBeUndefined();
    expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });
});

describe('reader login', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal.close());

  it('logs in with reader card and password as login type 2, reaching reader-card-only fields', async () => {
    const res = await portal.gql<{ readerLogin: { token: string; loginType: number; reader: { cardNumber: string } } }>(READER_LOGIN, {
      input: { loginType: 2, cardNumber: READER.cardNumber, password: READER.password },
    });
    expect(res.data!.readerLogin).toMatchObject({ loginType: 2, reader: { cardNumber: READER.cardNumber } });
    const me = await portal.rest<{ name: string }>('GET', '/api/user/detail', undefined, res.data!.readerLogin.token);
    expect(me.body).toMatchObject({ code: 200, data: { name: READER.name } });
  });

  it('refuses a wrong card password and names the field', async () => {
    const res = await portal.gql(READER_LOGIN, { input: { loginType: 2, cardNumber: READER.cardNumber, password: 'wrong' } });
    expect(res.errors![0]).toMatchObject({ message: '读者证号或密码错误', extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
  });

  it('asks for the missing field of the chosen login type', async () => {
    const res = await portal.gql(READER_LOGIN, { input: { loginType: 2, cardNumber: READER.cardNumber } });
    expect(res.errors![0]).toMatchObject({ message: '请输入密码', extensions: { field: 'password' } });
    const bad = await portal.gql(READER_LOGIN, { input: { loginType: 1, phone: '12345' } });
    expect(bad.errors![0]).toMatchObject({ message: '请输入有效的手机号', extensions: { code: 'BAD_USER_INPUT', field: 'phone' } });
  });

  it('logs in with phone and SMS code once; the code does not work twice', async () => {
    const sent = await portal.rest<{ resendAfter: number }>('POST', '/api/user/sms', { phone: READER.phone });
    expect(sent.body).toMatchObject({ code: 200, data: { resendAfter: 60 } });
    const code = portal.sms.lastCode(READER.phone)!;
    expect(code).toMatch(/^\d{6}$/);
    const first = await portal.rest<{ loginType: number; token: string }>('POST', '/api/user/login', { loginType: 1, phone: READER.phone, code });
    expect(first.body).toMatchObject({ code: 200, data: { loginType: 1 } });
    const second = await portal.rest('POST', '/api/user/login', { loginType: 1, phone: READER.phone, code });
    expect(second.body).toMatchObject({ code: 400, msg: '手机号或验证码错误' });
  });

  it('refuses an expired SMS code', async () => {
    const phone = DEMO_PHONE_2;
    await portal.gql(SEND_SMS, { input: { phone } });
    await portal.sql(`update auth_code set expires_at = now() - interval '1 second' where subject = ?`, [phone]);
    const res = await portal.gql(READER_LOGIN, { input: { loginType: 1, phone, code: portal.sms.lastCode(phone) } });
    expect(res.errors![0].message).toBe('手机号或验证码错误');
  });

  it('revokes every token on logoutEverywhere', async () => {
    const token = await portal.readerToken(2);
    expect((await portal.gql('mutation { logoutEverywhere }', {}, token)).data).toEqual({ logoutEverywhere: true });
    const after = await portal.gql('{ readerMe { name } }', {}, token);
    expect(after.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});

const DEMO_PHONE_2 = '13800000002';
