import 'reflect-metadata';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createLogger, type Logger } from '../../src/logger.js';
import { openDatabase } from '../../src/database.js';
import { createServices, type ServiceOverrides, type Services } from '../../src/services.js';
import { createApp } from '../../src/app.js';
import { seedIfEmpty } from '../../src/seeders/seed.js';
import type { SmsParams, SmsProvider } from '../../src/core/auth/sms.provider.js';
import { DEMO_READERS } from '../../src/seeders/accounts.seeder.js';
import { createThrowawayDatabase } from './databases.js';
import { ADMIN_PASSWORD, seedSettings, testConfig } from './test-config.js';

export { ADMIN_PASSWORD };
export const READER = DEMO_READERS[0];

/** Keeps the SMS codes the portal sends, instead of a gateway. */
export class CapturingSms implements SmsProvider {
  readonly sent: Array<{ phone: string; code: string }> = [];
  async sendCode(phone: string, code: string) {
    this.sent.push({ phone, code });
  }
  /** Other templated messages (readers' notices), as sent. */
  readonly messages: Array<{ phone: string; templateId: string; params: SmsParams }> = [];
  async send(phone: string, templateId: string, params: SmsParams) {
    this.messages.push({ phone, templateId, params });
  }
  lastCode(phone: string) {
    return [...this.sent].reverse().find((s) => s.phone === phone)?.code;
  }
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; status?: number; field?: string; [k: string]: unknown } }>;
}

export interface RestResult<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: number; msg: string; data: T };
}

/** Loosely typed response data, for tests that read deep into GraphQL and REST answers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Data = Record<string, any>;

export interface TestPortal {
  url: string;
  /** The throwaway database this portal runs on, and the server URL it lives on. */
  database: { name: string; serverUrl: string };
  services: Services;
  sms: CapturingSms;
  /** The captcha texts handed out, newest last. */
  captchas: string[];
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult<T>>;
  /** A multipart GraphQL request (graphql-upload's protocol), one file per variable named in `files`. */
  upload<T = Record<string, unknown>>(
    query: string,
    files: Record<string, { data: Buffer; name: string }>,
    token?: string,
    variables?: Record<string, unknown>,
  ): Promise<GqlResult<T>>;
  rest<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<RestResult<T>>;
  adminToken(): Promise<string>;
  /** Logs in anew at the next adminToken()/readerToken() (the kept tokens end with a restore). */
  forgetTokens(): void;
  readerToken(loginType?: 1 | 2): Promise<string>;
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * A running portal on a database of its own (dropped by close()). Captcha checking is off unless
 * `env.AUTH_CAPTCHA` says otherwise; SMS codes and captcha texts are captured for the tests.
 *
 * The database is a copy of a template (helpers/database-templates.ts): the migrated one, or with
 * `demoContent` the demo one, its rendered files copied into the portal's data directory (its own copies: a test may change or delete them). openDatabase and seedIfEmpty still run on it and find their work done.
 * `emptyDatabase` starts on an empty database instead, for a test of what a first start does
 * (migrations, seeding); so does `demoContent` where the settings seed differently from the
 * template's (S3 storage, other loan rules).
 */
export async function startTestPortal(
  options: {
    env?: Record<string, string>;
    services?: ServiceOverrides;
    demoContent?: boolean;
    /** Start on an empty database: every migration and the seeding run as on a first start. */
    emptyDatabase?: boolean;
    defaultDataDirLayout?: boolean;
    /** Where the portal's log lines go (and at which level), instead of stdout at TEST_LOG_LEVEL. */
    log?: Logger;
    /** The address it listens on (default 127.0.0.1); with `0.0.0.0` a test reaches it from this host's other addresses too. `url` stays on 127.0.0.1. */
    listenOn?: string;
  } = {},
): Promise<TestPortal> {
  const serverUrl = inject('postgresUrl');
  const templates = inject('templates');
  const tempDir = mkdtempSync(join(tmpdir(), 'lp-test-data-'));
  // The default install keeps its data in `./.data`: a dot-folder, which file serving must cope with.
  const dataDir = options.defaultDataDirLayout ? join(tempDir, '.data') : tempDir;
  const demo = options.demoContent ?? false;
  // Settings the template was not seeded on seed anew (on the migrated template).
  const demoTemplate = demo && !options.emptyDatabase && seedSettings(options.env) === templates.demoSeedSettings;
  const template = options.emptyDatabase ? undefined : demoTemplate ? templates.demo : templates.migrated;
  const database = await createThrowawayDatabase(serverUrl, 'lp_test', { template });
  // The seed's files (not the JWT secret the settings keep there).
  if (demoTemplate)
    for (const entry of readdirSync(templates.demoDataDir).filter((name) => name !== 'jwt-secret'))
      cpSync(join(templates.demoDataDir, entry), join(dataDir, entry), { recursive: true });
  const config = testConfig(database.url, dataDir, options.env);
  const log = options.log ?? createLogger(config.logLevel);
  const db = await openDatabase(config, log);
  await seedIfEmpty(db.orm, config, log, { content: demo });
  const sms = new CapturingSms();
  const captchas: string[] = [];
  let n = 0;
  const services = createServices(config, log, db.orm, {
    sms,
    captcha: () => {
      n += 1;
      const text = `c${n}x${(n * 7) % 10}`;
      captchas.push(text);
      return { text, image: 'data:image/svg+xml;base64,PHN2Zy8+' };
    },
    ...options.services,
  });
  const portal = await createApp(services);
  await new Promise<void>((resolve) => portal.httpServer.listen(0, options.listenOn ?? '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(portal.httpServer.address() as AddressInfo).port}`;

  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const gql: TestPortal['gql'] = async (query, variables, token) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(token) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, headers: res.headers, ...((await res.json()) as object) } as never;
  };
  const upload: TestPortal['upload'] = async (query, files, token, variables = {}) => {
    const names = Object.keys(files);
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(names.map((n) => [n, null])) } }));
    form.append('map', JSON.stringify(Object.fromEntries(names.map((n, i) => [String(i), [`variables.${n}`]]))));
    names.forEach((n, i) => form.append(String(i), new Blob([files[n].data]), files[n].name));
    // Apollo's CSRF prevention lets multipart through only with this header.
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true', ...auth(token) }, body: form });
    return { status: res.status, headers: res.headers, ...((await res.json()) as object) } as never;
  };
  const rest: TestPortal['rest'] = async (method, path, body, token) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...auth(token) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: await res.json() } as never;
  };

  let adminToken: string | undefined;
  const readerTokens: Record<number, string> = {};
  return {
    url,
    database: { name: database.name, serverUrl },
    services,
    sms,
    captchas,
    gql,
    upload,
    rest,
    async adminToken() {
      if (adminToken) return adminToken;
      const captcha = await gql<{ adminCaptcha: { key: string } }>('{ adminCaptcha { key } }');
      const res = await gql<{ adminLogin: { token: string } }>('mutation($input: AdminLoginInput!) { adminLogin(input: $input) { token } }', {
        input: { username: 'admin', password: ADMIN_PASSWORD, captchaKey: captcha.data!.adminCaptcha.key, captchaCode: captchas.at(-1) },
      });
      if (!res.data) throw new Error(`admin login failed: ${JSON.stringify(res.errors)}`);
      adminToken = res.data.adminLogin.token;
      return adminToken;
    },
    forgetTokens() {
      adminToken = undefined;
      for (const key of Object.keys(readerTokens)) delete readerTokens[Number(key)];
    },
    async readerToken(loginType = 2) {
      if (readerTokens[loginType]) return readerTokens[loginType];
      let input: Record<string, unknown> = { loginType: 2, cardNumber: READER.cardNumber, password: READER.password };
      if (loginType === 1) {
        await gql('mutation($input: SmsCodeInput!) { sendSmsCode(input: $input) { expiresAt } }', { input: { phone: READER.phone } });
        input = { loginType: 1, phone: READER.phone, code: sms.lastCode(READER.phone) };
      }
      const res = await gql<{ readerLogin: { token: string } }>('mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }', {
        input,
      });
      if (!res.data) throw new Error(`reader login failed: ${JSON.stringify(res.errors)}`);
      readerTokens[loginType] = res.data.readerLogin.token;
      return readerTokens[loginType];
    },
    sql: (query, params = []) => db.orm.em.getConnection().execute(query, params),
    async close() {
      await portal.stop();
      await db.close();
      await database.drop();
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
