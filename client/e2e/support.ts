/**
 * What the journeys share (run.ts runs them): waiting for what a person would see, the GraphQL and
 * upload helpers the fixtures use, the login forms, and a small PNG made on the spot.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext, Locator, Page, Request, Response } from 'playwright-core';

export const STEP_TIMEOUT = Number(process.env.E2E_STEP_TIMEOUT ?? 15_000);
export const ADMIN_PASSWORD = 'admin123456';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small valid PNG (an RGB gradient), made without any image library. */
export function makePng(width = 48, height = 32): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = 31 + Math.round((x / width) * 150);
      raw[row + 2 + x * 3] = 99 + Math.round((y / height) * 100);
      raw[row + 3 + x * 3] = 173;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export class JourneyError extends Error {}

export async function visible(locator: Locator, what: string, timeout = STEP_TIMEOUT): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new JourneyError(`expected to see ${what}`);
  }
  return locator.first();
}

export async function hidden(locator: Locator, what: string, timeout = STEP_TIMEOUT): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new JourneyError(`expected not to see ${what}`);
  }
}

export async function atPath(page: Page, path: string | RegExp, timeout = STEP_TIMEOUT): Promise<void> {
  const matches = (url: URL) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search));
  try {
    await page.waitForURL(matches, { timeout });
  } catch {
    throw new JourneyError(`expected to be at ${path}, but the page is at ${new URL(page.url()).pathname}${new URL(page.url()).search}`);
  }
}

/** The first of several candidate locators that becomes visible (labels differ a little between designs). */
export async function firstVisible(candidates: Locator[], what: string, timeout = STEP_TIMEOUT): Promise<Locator> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    for (const candidate of candidates) {
      const first = candidate.filter({ visible: true }).first();
      if ((await first.count()) > 0) return first;
    }
    await sleep(200);
  }
  throw new JourneyError(`expected to see ${what}`);
}

export interface JourneyContext {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  /** Screenshot of the current state and an axe-core run on it. */
  step(name: string, options?: { axe?: boolean; axeExclude?: string[] }): Promise<void>;
  /** Problems that fail the journey without stopping it (accessibility, CSP). */
  problems: string[];
}

export interface Journey {
  key: string;
  name: string;
  run(j: JourneyContext): Promise<void>;
}

export async function graphql<T>(baseURL: string, query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** A GraphQL multipart upload (or the REST upload path). */
export const isUpload = (request: Request) =>
  request.method() === 'POST' &&
  (/\/api\/admin\/upload/.test(request.url()) || (/\/graphql/.test(request.url()) && /multipart\/form-data/.test(request.headers()['content-type'] ?? '')));

/** The failure a GraphQL or REST response reports, or undefined when it succeeded. */
export async function graphqlError(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => undefined)) as { errors?: { message: string }[]; code?: number; msg?: string } | undefined;
  if (!response.ok()) return `HTTP ${response.status()} ${JSON.stringify(body ?? '')}`;
  if (body?.errors?.length) return body.errors.map((error) => error.message).join('; ');
  if (typeof body?.code === 'number' && body.code !== 200) return `code ${body.code}: ${body.msg}`;
  return undefined;
}

/** A GraphQL upload (multipart request, as the client's upload link sends it); answers the stored file's URL. */
export async function uploadPng(baseURL: string, token: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($file: Upload!) { uploadFile(file: $file) { url } }', variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(makePng(480, 320))], { type: 'image/png' }), name);
  const response = await fetch(new URL('/graphql', baseURL), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' }, body: form });
  const body = (await response.json()) as { data?: { uploadFile: { url: string } }; errors?: unknown };
  if (!body.data) throw new Error(`upload failed: ${JSON.stringify(body.errors ?? body)}`);
  return body.data.uploadFile.url;
}

/** The demo seed's first reader (server/src/seeders/accounts.seeder.ts). */
export const DEMO_READER = { card: '2024000101', password: 'reader123', name: '张晓明' };

/** An admin token from adminLogin (the e2e portal runs with the captcha off). */
export async function adminToken(baseURL: string): Promise<string> {
  const { adminLogin } = await graphql<{ adminLogin: { token: string } }>(
    baseURL,
    'mutation($input: AdminLoginInput!) { adminLogin(input: $input) { token } }',
    { input: { username: 'admin', password: ADMIN_PASSWORD, captchaKey: 'e2e', captchaCode: 'e2e' } },
  );
  return adminLogin.token;
}

/** Logs in to the back office through its form at /account, landing on /admin/home/carousel (steps account, admin-home). */
export async function logInAsAdmin(page: Page, step: JourneyContext['step']): Promise<void> {
  await page.goto('/account');
  await atPath(page, '/account');
  await step('account');
  await (await visible(page.getByLabel('用户名', { exact: true }), 'the field 用户名')).fill('admin');
  await (await visible(page.getByLabel('密码', { exact: true }), 'the field 密码')).fill(ADMIN_PASSWORD);
  await (await visible(page.getByLabel('验证码', { exact: true }), 'the field 验证码')).fill('test');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await atPath(page, '/admin/home/carousel');
  await step('admin-home');
}

/**
 * On the reader login page: picks the password login if it is not shown, screenshots the form
 * (step login), and logs in with the demo reader's card and password. Where it lands is the caller's.
 */
export async function logInWithReaderCard(page: Page, step: JourneyContext['step']): Promise<void> {
  const card = page.getByLabel('读者证号', { exact: true });
  if (!(await card.isVisible().catch(() => false))) {
    const tab = page.getByRole('tab', { name: /密码|读者证/ }).or(page.getByRole('button', { name: /密码登录|读者证/ }));
    await tab.first().click({ timeout: 3_000 }).catch(() => undefined);
  }
  await step('login');
  await (await visible(card, 'the field 读者证号')).fill(DEMO_READER.card);
  await (await visible(page.getByLabel('密码', { exact: true }), 'the field 密码')).fill(DEMO_READER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Chooses a PNG for the file input labelled `label` (上传封面) and waits for its upload to succeed. */
export async function uploadThroughInput(page: Page, label: string, file: { name: string; buffer: Buffer }): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  if ((await input.count()) === 0) throw new JourneyError(`expected a file input labelled ${label}`);
  const uploaded = page.waitForResponse((response) => isUpload(response.request()), { timeout: STEP_TIMEOUT });
  await input.setInputFiles({ name: file.name, mimeType: 'image/png', buffer: file.buffer });
  const response = await uploaded.catch(() => undefined);
  if (!response) throw new JourneyError(`choosing a file for ${label} sent no upload request`);
  const error = await graphqlError(response);
  if (error) throw new JourneyError(`the upload for ${label} failed: ${error}`);
}
