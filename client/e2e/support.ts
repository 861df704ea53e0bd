/**
 * What the journeys share: the GraphQL and upload helpers their fixtures use, the two login forms,
 * a small PNG made on the spot, and where-am-I assertions.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page, Request, Response } from '@playwright/test';
import { expect, type Audit } from './fixtures';
import { ADMIN_PASSWORD } from './portal';
import { workerPortal } from './settings';

/** This worker's portal (the global setup starts one per worker). */
export function baseURL(): string {
  const url = workerPortal()?.baseURL;
  if (!url) throw new Error('no portal for this worker (E2E_PORTALS): run the journeys with `npm run e2e` (the global setup starts the portals)');
  return url;
}

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

/** The page is at this path (a string: the pathname exactly; a RegExp: tested on pathname + search), and the app has started there. */
export async function atPath(page: Page, path: string | RegExp): Promise<void> {
  await expect(page, `expected to be at ${path}`).toHaveURL((url) =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search),
  );
  // And working: a server-rendered page shows before the app has started (lib/app-ready.tsx).
  await expect(page.locator('html[data-app-ready]'), `the app started at ${path}`).toBeAttached();
}

export async function graphql<T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(new URL('/graphql', baseURL()), {
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
  (/\/api\/admin\/upload/.test(request.url()) ||
    (/\/graphql/.test(request.url()) && /multipart\/form-data/.test(request.headers()['content-type'] ?? '')));

/** The failure a GraphQL or REST response reports, or undefined when it succeeded. */
export async function graphqlError(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => undefined)) as { errors?: { message: string }[]; code?: number; msg?: string } | undefined;
  if (!response.ok()) return `HTTP ${response.status()} ${JSON.stringify(body ?? '')}`;
  if (body?.errors?.length) return body.errors.map((error) => error.message).join('; ');
  if (typeof body?.code === 'number' && body.code !== 200) return `code ${body.code}: ${body.msg}`;
  return undefined;
}

/** A GraphQL upload (multipart request, as the client's upload link sends it); answers the stored file's URL. */
export async function uploadPng(token: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($file: Upload!) { uploadFile(file: $file) { url } }', variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(makePng(480, 320))], { type: 'image/png' }), name);
  const response = await fetch(new URL('/graphql', baseURL()), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = (await response.json()) as { data?: { uploadFile: { url: string } }; errors?: unknown };
  if (!body.data) throw new Error(`upload failed: ${JSON.stringify(body.errors ?? body)}`);
  return body.data.uploadFile.url;
}

/** The demo seed's first reader (server/src/seeders/accounts.seeder.ts). */
export const DEMO_READER = { card: '2024000101', password: 'reader123', name: '张晓明' };

/** An admin token from adminLogin (the e2e portal runs with the captcha off). */
export async function adminToken(): Promise<string> {
  const { adminLogin } = await graphql<{ adminLogin: { token: string } }>(
    'mutation($input: AdminLoginInput!) { adminLogin(input: $input) { token } }',
    { input: { username: 'admin', password: ADMIN_PASSWORD, captchaKey: 'e2e', captchaCode: 'e2e' } },
  );
  return adminLogin.token;
}

/** Logs in to the back office through its form at /account, landing on /admin/home/carousel (both pages audited). */
export async function logInAsAdmin(page: Page, audit: Audit): Promise<void> {
  await page.goto('/account');
  await atPath(page, '/account');
  await audit.check('account');
  await page.getByLabel('用户名', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByLabel('验证码', { exact: true }).fill('test');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await atPath(page, '/admin/home/carousel');
  await audit.check('admin-home');
}

/**
 * On the reader login page: the reader-card tab (the one open at first), audited, then the demo
 * reader's card and password. Where it lands is the caller's.
 */
export async function logInWithReaderCard(page: Page, audit: Audit): Promise<void> {
  // A rendered login page shows before the app has started: type once it works (lib/app-ready.tsx).
  await expect(page.locator('html[data-app-ready]'), 'the app started at the login page').toBeAttached();
  await expect(page.getByRole('tab', { name: '读者证登录', exact: true })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('form', { name: '读者证登录' }).getByLabel('读者证号', { exact: true });
  await expect(card).toBeVisible();
  await audit.check('login');
  await card.fill(DEMO_READER.card);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_READER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Chooses a PNG for the file input labelled `label` (上传封面) and waits for its upload to succeed. */
export async function uploadThroughInput(page: Page, label: string, file: { name: string; buffer: Buffer }): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await expect(input, `a file input labelled ${label}`).toHaveCount(1);
  const uploaded = page.waitForResponse((response) => isUpload(response.request()));
  await input.setInputFiles({ name: file.name, mimeType: 'image/png', buffer: file.buffer });
  expect(await graphqlError(await uploaded), `the upload for ${label}`).toBeUndefined();
}

/** Waits until an image has loaded (complete, with a width). */
export async function expectImageLoaded(image: Locator, what: string): Promise<void> {
  await expect(image, what).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0), {
      message: `${what} loaded (naturalWidth > 0)`,
    })
    .toBe(true);
}

/** Waits until a media element has read its file's metadata (readyState ≥ 1), i.e. it can play; a MediaError fails at once. */
export async function expectMediaReady(media: Locator, what: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const state = await media.evaluate((element) => ({
          ready: (element as HTMLMediaElement).readyState,
          error: (element as HTMLMediaElement).error?.code,
        }));
        if (state.error) throw new Error(`${what} failed to load (MediaError ${state.error})`);
        return state.ready >= 1;
      },
      { message: `${what} read its metadata` },
    )
    .toBe(true);
}
