/**
 * The hostile run of issue 11: `npm run hostile` (in server/ or at the root; DATABASE_URL names a
 * PostgreSQL server, on which a throwaway database `lp_hostile_<random>` is created, seeded with
 * the demo catalogue and dropped at the end).
 *
 * It uses the portal as an attacker and an unlucky user would, and counts, per part, what was
 * tried, what was refused as it should be, what answered 5xx, what hung, and what leaked:
 *
 * - authorisation: every protected root field (GraphQL) and REST path as a guest, and the admin
 *   ones as a reader; a leak is a refused caller getting data;
 * - gated content: the files of login-only resources as a guest (a leak is a 200), and the file
 *   URLs of list rows a guest gets (a leak is a non-null one);
 * - REST fuzz: every REST path with hostile values in each query, body and path parameter;
 * - hostile GraphQL and HTTP: the requests of the defects (D1, D4, D6–D9, D12) and their kin;
 * - issue 54's six (S10, S12, S13, S15, REST input names, REST enum case), one part each: what was
 *   tried is refused (or, for the last two, answered as it should be); a leak is the defect back.
 *
 * Exit code 1 when anything answered 5xx, hung or leaked.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openDatabase, type Database } from '../src/database.js';
import { seedIfEmpty } from '../src/seeders/seed.js';
import { createServices } from '../src/services.js';
import { createApp, type App } from '../src/app.js';
import type { Services } from '../src/core/services.js';
import { REST_ROUTES } from '../src/rest/table.js';
import { createThrowawayDatabase } from '../test/helpers/databases.js';
import { minimalEpub } from '../test/helpers/zip-builder.js';
import { operationFor } from '../test/helpers/operations.js';
import { protectedFields, protectedRoutes } from '../test/helpers/protected.js';

const TIMEOUT_MS = 15_000;
const CONCURRENCY = 8;

interface Answer {
  status: number;
  body: string;
  ms: number;
}

interface Tally {
  part: string;
  tried: number;
  refused: number;
  fiveHundreds: number;
  hangs: number;
  leaks: number;
  notes: string[];
}

const tally = (part: string): Tally => ({ part, tried: 0, refused: 0, fiveHundreds: 0, hangs: 0, leaks: 0, notes: [] });

let base = '';

/** One raw request (no client-side fixing of what is sent); status 0 when it hung past TIMEOUT_MS. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = httpRequest(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: Date.now() - started }));
      res.on('error', () => resolve({ status: -1, body: '', ms: Date.now() - started }));
    });
    req.setTimeout(TIMEOUT_MS, () => {
      req.destroy();
      resolve({ status: 0, body: '', ms: Date.now() - started });
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: -1, body: error.code ?? error.message, ms: Date.now() - started }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Runs the tasks CONCURRENCY at a time. */
async function pool<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

/** Counts an answer: 5xx, a hang (0) or a dropped connection (-1) are failures whatever else. */
function count(t: Tally, what: string, answer: Answer) {
  t.tried += 1;
  if (answer.status >= 500 || answer.status <= 0) {
    if (answer.status === 0) t.hangs += 1;
    else t.fiveHundreds += 1;
    if (t.notes.length < 10) t.notes.push(`${what} → ${answer.status} ${answer.body.slice(0, 120)}`);
  }
}

const gqlBody = (query: string, variables?: unknown) => JSON.stringify({ query, variables });
const json = { 'content-type': 'application/json' };

/** Values a form or a query string should never break on. */
const HOSTILE_VALUES: unknown[] = [
  '',
  'a\u0000b',
  '%',
  'x'.repeat(20_000),
  -1,
  0,
  Number('1e309'),
  '1e9',
  Number('99999999999999999999'),
  "' or 1=1 --",
  '<img src=x onerror=alert(1)>',
  '😀'.repeat(50),
  '../../etc/passwd',
  true,
  null,
  [],
  {},
  [1, 2, 3],
  { $ne: null },
  JSON.parse('{"a":'.repeat(60) + '1' + '}'.repeat(60)),
];

async function authorisation(tokens: { reader: string }): Promise<Tally[]> {
  const graph = tally('authorisation: GraphQL protected root fields (guest; reader on admin-only)');
  const rest = tally('authorisation: REST protected paths (guest; reader on admin-only)');
  const fields = await protectedFields();
  const calls = fields.flatMap((f) => [
    { f, token: undefined as string | undefined },
    ...(f.roles.includes('READER') ? [] : [{ f, token: tokens.reader }]),
  ]);
  await pool(calls, async ({ f, token }) => {
    const op = operationFor(f.kind, f.field);
    const answer = await send(
      'POST',
      '/graphql',
      { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      gqlBody(op.query, op.variables),
    );
    count(graph, f.field.name, answer);
    const parsed = safeJson(answer.body) as { data?: Record<string, unknown> | null; errors?: Array<{ extensions?: { code?: string } }> };
    const code = parsed?.errors?.[0]?.extensions?.code;
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') graph.refused += 1;
    else if (graph.notes.length < 10) graph.notes.push(`not refused by role: ${f.field.name} as ${token ? 'reader' : 'guest'}: ${code}`);
    if (parsed?.data && parsed.data[f.field.name] != null) {
      graph.leaks += 1;
      graph.notes.push(`LEAK ${f.field.name} as ${token ? 'reader' : 'guest'}`);
    }
  });
  const routes = await protectedRoutes();
  const restCalls = routes.flatMap((r) => [
    { r, token: undefined as string | undefined },
    ...(r.roles.includes('READER') ? [] : [{ r, token: tokens.reader }]),
  ]);
  await pool(restCalls, async ({ r, token }) => {
    const headers: Record<string, string> = { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const answer = await send(r.method.toUpperCase(), r.url, headers, r.method === 'post' ? '{}' : undefined);
    count(rest, `${r.method} ${r.url}`, answer);
    if (answer.status === 401 || answer.status === 403) rest.refused += 1;
    const parsed = safeJson(answer.body) as { code?: number } | undefined;
    if (answer.status === 200 && (parsed?.code === 200 || parsed === undefined)) {
      rest.leaks += 1;
      rest.notes.push(`LEAK ${r.method} ${r.url} as ${token ? 'reader' : 'guest'}`);
    }
  });
  return [graph, rest];
}

async function gatedContent(database: Database): Promise<Tally> {
  const t = tally('gated content: login-only files and list rows as a guest');
  const files = await database.orm.em.getConnection().execute<Array<{ url: string }>>(`
    select r.file as url from resource r where r.kind in ('ebook', 'thesis') and r.file like '/uploads/%'
    union select t.file from audio_track t where t.file like '/uploads/%'
    union select a.file from journal_article a where a.file like '/uploads/%'`);
  await pool(files, async ({ url }) => {
    const answer = await send('GET', url);
    count(t, url, answer);
    // 404: only hidden resources refer to the file, so for the public it does not exist.
    if (answer.status === 401 || answer.status === 403 || answer.status === 404) t.refused += 1;
    if (answer.status === 200) {
      t.leaks += 1;
      if (t.notes.length < 10) t.notes.push(`LEAK ${url}`);
    }
  });
  for (const kind of ['thesis', 'audio', 'journal', 'newspaper']) {
    const answer = await send('GET', `/api/resource/${kind}/list?pageSize=100`);
    count(t, `list ${kind}`, answer);
    const leaked = (answer.body.match(/"(file|url)":"\/uploads\/[^"]+"/g) ?? []).length;
    if (leaked) {
      t.leaks += leaked;
      t.notes.push(`LEAK ${leaked} file URLs in /api/resource/${kind}/list`);
    } else t.refused += 1;
  }
  return t;
}

async function restFuzz(): Promise<Tally> {
  const t = tally('REST fuzz: every path × hostile values in each parameter');
  const requests: Array<{ method: string; path: string; body?: string; what: string }> = [];
  for (const route of REST_ROUTES) {
    const params = (route.path.match(/:\w+/g) ?? []).length;
    for (const value of HOSTILE_VALUES) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      const path = `/api${route.path.replace(/:\w+/g, encodeURIComponent(text.slice(0, 200)))}`;
      if (route.method === 'get') {
        // Each value at most 2,000 characters: a URL over Node's 16 KB header limit is refused by
        // Node itself (431; the 'URL over 16 KB' case below).
        const short = text.slice(0, 2000);
        const query = new URLSearchParams({ page: short, pageSize: short, keyword: short, id: short, kind: short }).toString();
        requests.push({ method: 'GET', path: `${path}?${query}`, what: `GET ${route.path} ${text.slice(0, 20)}` });
      } else {
        const body = JSON.stringify({ id: value, ids: value, title: value, name: value, input: value, page: value, enabled: value });
        requests.push({ method: 'POST', path, body, what: `POST ${route.path} ${text.slice(0, 20)}` });
      }
      if (params && typeof value === 'string' && value === '%')
        requests.push({ method: 'GET', path: `/api${route.path.replace(/:\w+/g, '%E0%A4%A')}`, what: `bad encoding ${route.path}` });
    }
    // Bodies that are not JSON at all.
    if (route.method === 'post') {
      requests.push({ method: 'POST', path: `/api${route.path.replace(/:\w+/g, '1')}`, body: '{"a": ', what: `bad JSON ${route.path}` });
    }
  }
  await pool(requests, async ({ method, path, body, what }) => {
    const answer = await send(method, path, body === undefined ? {} : json, body);
    count(t, what, answer);
    if (answer.status >= 400 && answer.status < 500) t.refused += 1;
    else if (answer.status === 200 && /"code":(400|401|403|404|429)/.test(answer.body.slice(0, 40))) t.refused += 1;
  });
  return t;
}

async function hostileGraphQL(admin: string): Promise<Tally> {
  const t = tally('hostile GraphQL and HTTP (D1, D4, D6–D9, D12 and kin)');
  const deep = (n: number) => `{ resource(id: 2) { ${'related(limit: 20) { id '.repeat(n)}${'}'.repeat(n)} } }`;
  const boundary = 'hostileBoundary';
  const cases: Array<{ what: string; method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer }> = [
    { what: 'D1 related ×4', body: gqlBody(deep(4)) },
    { what: 'related ×8', body: gqlBody(deep(8)) },
    {
      what: 'costly pages',
      body: gqlBody(
        `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: resources(pageSize: 100) { items { id related(limit: 20) { id } } }`).join(' ')} }`,
      ),
    },
    { what: 'depth 30', body: gqlBody(`{ ${'siteMenu { children { '.repeat(15)}id${' } }'.repeat(15)} }`) },
    { what: '1000 aliases', body: gqlBody(`{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: __typename`).join(' ')} }`) },
    { what: '5000 tokens', body: gqlBody(`{ ${'__typename '.repeat(5000)}}`) },
    { what: 'directives', body: gqlBody(`{ __typename ${'@include(if: true) '.repeat(100)}}`) },
    { what: 'syntax error', body: '{"query":"{"}' },
    { what: 'no query', body: '{}' },
    { what: 'query not a string', body: '{"query": 5}' },
    { what: 'batch', body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]) },
    { what: 'invalid JSON', body: '{"query": ' },
    { what: 'body over 2 MB', body: JSON.stringify({ query: '{ __typename }', variables: { x: 'a'.repeat(3 * 1024 * 1024) } }) },
    { what: 'null byte in a variable', body: gqlBody('query($k: String) { newsList(filter: { keyword: $k }) { total } }', { k: 'a\u0000b' }) },
    { what: 'null byte in a literal', body: gqlBody('{ newsList(filter: { keyword: "a\\u0000b" }) { total } }') },
    { what: 'wrong variable types', body: gqlBody('query($n: Int) { newsList(pageSize: $n) { total } }', { n: 'many' }) },
    { what: 'huge pageSize', body: gqlBody('{ resources(pageSize: 100000000) { items { id } } }') },
    { what: 'negative page', body: gqlBody('{ resources(page: -5, pageSize: -1) { items { id } } }') },
    { what: 'unknown operation name', body: JSON.stringify({ query: '{ __typename }', operationName: 'Nope' }) },
    { what: 'introspection', body: gqlBody('{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }') },
    { what: 'text/plain (CSRF)', headers: { 'content-type': 'text/plain' }, body: '{"query":"{ __typename }"}' },
    { what: 'GET mutation', method: 'GET', path: '/graphql?query=mutation%7BadminLogout%7D', headers: { 'apollo-require-preflight': 'true' } },
    {
      what: 'multipart, no boundary',
      headers: { 'content-type': 'multipart/form-data', 'apollo-require-preflight': 'true', authorization: `Bearer ${admin}` },
      body: 'x',
    },
    {
      what: 'multipart, garbage',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true', authorization: `Bearer ${admin}` },
      body: `--${boundary}\r\ngarbage\r\n\r\n\u0000--${boundary}--`,
    },
    {
      what: 'multipart, control characters in the file name',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true', authorization: `Bearer ${admin}` },
      body: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="operations"',
        '',
        JSON.stringify({ query: 'mutation($f: Upload!) { uploadFile(file: $f) { url } }', variables: { f: null } }),
        `--${boundary}`,
        'Content-Disposition: form-data; name="map"',
        '',
        '{"0":["variables.f"]}',
        `--${boundary}`,
        'Content-Disposition: form-data; name="0"; filename="a\u0001\u0007.png"',
        '',
        'x',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    },
    {
      what: 'multipart as a guest',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true' },
      body: 'x'.repeat(1000),
    },
    { what: 'bad percent-encoding', method: 'GET', path: '/api/news/%E0%A4%A' },
    { what: 'width bomb', method: 'GET', path: '/uploads/2026/01/none.png?width=999999999' },
  ];
  // Headers past Node's 16 KB limit: Node answers 431 and closes at once, so a client still
  // sending may see the close first (ECONNRESET): refused either way, before the portal's code runs.
  const long = await send('GET', `/api/news?keyword=${'x'.repeat(100_000)}`);
  t.tried += 1;
  if (long.status === 431 || long.body === 'ECONNRESET') t.refused += 1;
  else count(t, 'URL over 16 KB', long);
  await pool(cases, async (c) => {
    const answer = await send(c.method ?? 'POST', c.path ?? '/graphql', c.headers ?? json, c.body);
    count(t, c.what, answer);
    if (answer.status >= 400 && answer.status < 500) t.refused += 1;
    else if (answer.status === 200 && /"errors"|"code":4\d\d/.test(answer.body)) t.refused += 1;
  });
  return t;
}

/** One check of issue 54: `ok` when the hostile request was refused (or handled) as it should be, else a leak with its note. */
function verdict(t: Tally, what: string, answer: Answer, ok: boolean) {
  count(t, what, answer);
  if (answer.status >= 500 || answer.status <= 0) return;
  if (ok) t.refused += 1;
  else {
    t.leaks += 1;
    if (t.notes.length < 10) t.notes.push(`LEAK ${what} → ${answer.status} ${answer.body.slice(0, 120)}`);
  }
}

/** A second instance of the portal on the same database, in this process (S13: what one instance tells the others). */
async function secondInstance(throwawayUrl: string, dataDir: string) {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: throwawayUrl,
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: '',
    LOG_LEVEL: 'silent',
    JOB_WORKERS: '0',
  });
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config, log);
  const app = await createApp(createServices(config, log, database.orm));
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`,
    async stop() {
      await app.stop().catch(() => undefined);
      await database.close().catch(() => undefined);
    },
  };
}

/** A raw request to another origin (the second instance), with the same hang and error accounting. */
function sendTo(url: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const saved = base;
  base = url;
  const answer = send(method, path, headers, body);
  base = saved;
  return answer;
}

async function issue54(services: Services, database: Database, tokens: { admin: string }, second: { url: string }): Promise<Tally[]> {
  const sql = database.orm.em.getConnection();
  const signReader = async (cardNumber: string) => {
    const [row] = await sql.execute<Array<{ id: number; token_version: number }>>('select id, token_version from reader where card_number = ?', [
      cardNumber,
    ]);
    return (await services.tokens.sign({ subject: row.id, audience: 'reader', version: row.token_version, loginType: 2 })).token;
  };
  const cookie = (token: string) => ({ cookie: `token=${token}` });

  // S10: a resource's downloadable file at its /uploads address, without the grant and past the day's allowance.
  const s10 = tally('issue 54 S10: downloadable files at /uploads without the grant or past the 50 resources a day');
  await sql.execute(`update reader set rights = array_remove(rights, 'DOWNLOAD') where card_number = '2024000102'`);
  const noGrant = await signReader('2024000102');
  const granted = await signReader('2024000103');
  // One file of each resource: reading online counts each resource once a day, whatever its files.
  const files = await sql.execute<Array<{ url: string }>>(`
    select url from (
      select distinct on (resource_id) resource_id, file as url from (
        select r.id as resource_id, r.file from resource r where r.kind in ('thesis', 'ebook', 'digital') and r.file like '/uploads/%'
          and r.enabled and r.on_shelf and r.published_at <= now() and r.permission <> 'READER_CARD'
        union all select r.id, t.file from audio_track t join resource r on r.id = t.resource_id
          where t.file like '/uploads/%' and r.enabled and r.on_shelf and r.published_at <= now() and r.permission <> 'READER_CARD'
        union all select r.id, a.file from journal_article a join journal_volume v on v.id = a.volume_id join resource r on r.id = v.resource_id
          where a.file like '/uploads/%' and r.enabled and r.on_shelf and r.published_at <= now() and r.permission <> 'READER_CARD'
      ) f order by resource_id, url
    ) one order by url limit 80`);
  for (const { url } of files.slice(0, 10)) {
    const answer = await send('GET', url, cookie(noGrant));
    verdict(s10, `${url} without the grant`, answer, answer.status === 403 || answer.status === 404);
  }
  const max = services.config.downloadsPerDay;
  let sent = 0;
  for (const { url } of files) {
    const answer = await send('GET', url, cookie(granted));
    if (answer.status === 200) sent += 1;
    // The fetches within the allowance are the reader's right; the ones past it are the attack.
    if (sent > max || (answer.status === 429 && sent >= max)) verdict(s10, `${url} past ${max} resources`, answer, answer.status === 429);
    else count(s10, url, answer);
  }
  if (files.length <= max) s10.notes.push(`only ${files.length} resources with files in the catalogue: the allowance was not reached`);

  // S12: a token from before a disable, after the account is enabled again.
  const s12 = tally('issue 54 S12: a token from before a disable, after re-enabling');
  const before = await signReader('2024000104');
  const [{ id: readerId }] = await sql.execute<Array<{ id: number }>>(`select id from reader where card_number = '2024000104'`);
  for (const [what, disable] of [
    ['disableReader', `mutation { disableReader(id: "${readerId}") { id } }`],
    ['batchDisableReader', `mutation { batchDisableReader(ids: ["${readerId}"]) { count } }`],
  ] as const) {
    const token = what === 'disableReader' ? before : await signReader('2024000104');
    await send('POST', '/graphql', { ...json, authorization: `Bearer ${tokens.admin}` }, gqlBody(disable));
    await send(
      'POST',
      '/graphql',
      { ...json, authorization: `Bearer ${tokens.admin}` },
      gqlBody(`mutation { enableReader(id: "${readerId}") { id } }`),
    );
    const answer = await send('POST', '/graphql', { ...json, authorization: `Bearer ${token}` }, gqlBody('{ readerMe { id } }'));
    const parsed = safeJson(answer.body) as { data?: { readerMe?: unknown } | null } | undefined;
    verdict(s12, `old token after ${what} and enableReader`, answer, !parsed?.data?.readerMe);
  }

  // S13: a disabled API key, on this instance at once and on another within 3 s.
  const s13 = tally('issue 54 S13: a disabled API key, here and on a second instance');
  const created = safeJson(
    (
      await send(
        'POST',
        '/graphql',
        { ...json, authorization: `Bearer ${tokens.admin}` },
        gqlBody('mutation { createApiKey(input: { name: "hostile" }) { id secret } }'),
      )
    ).body,
  ) as { data?: { createApiKey?: { id: string; secret: string } } };
  const key = created.data?.createApiKey;
  if (!key) s13.notes.push('could not create an API key');
  else {
    const withKey = { 'x-api-key': key.secret };
    await send('GET', '/api/news', withKey);
    await sendTo(second.url, 'GET', '/api/news', withKey);
    await send(
      'POST',
      '/graphql',
      { ...json, authorization: `Bearer ${tokens.admin}` },
      gqlBody(`mutation { disableApiKey(id: "${key.id}") { id } }`),
    );
    const here = await send('GET', '/api/news', withKey);
    verdict(s13, 'disabled key on this instance', here, here.status === 401);
    let there = await sendTo(second.url, 'GET', '/api/news', withKey);
    for (let waited = 0; there.status === 200 && waited < 3000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      there = await sendTo(second.url, 'GET', '/api/news', withKey);
    }
    verdict(s13, 'disabled key on the second instance within 3 s', there, there.status === 401);
  }

  // S15: EPUBs that lie about their uncompressed sizes, on the back office's upload.
  const s15 = tally('issue 54 S15: EPUBs whose entries lie about their sizes');
  const liars = [
    {
      what: '8 MB declared as 10 bytes',
      data: minimalEpub([{ name: 'a.xhtml', data: Buffer.alloc(8 * 1024 * 1024), deflate: true, claimedSize: 10 }]),
    },
    { what: '5 bytes declared as 5000', data: minimalEpub([{ name: 'b.xhtml', data: Buffer.from('short'), deflate: true, claimedSize: 5000 }]) },
    { what: 'stored, 6 bytes declared as 3', data: minimalEpub([{ name: 'c.css', data: Buffer.from('body{}'), claimedSize: 3 }]) },
  ];
  const boundary = 'hostileEpub';
  for (const liar of liars) {
    const body = Buffer.concat([
      Buffer.from(
        [
          `--${boundary}`,
          'Content-Disposition: form-data; name="operations"',
          '',
          JSON.stringify({ query: 'mutation($f: Upload!) { uploadFile(file: $f) { url } }', variables: { f: null } }),
          `--${boundary}`,
          'Content-Disposition: form-data; name="map"',
          '',
          '{"0":["variables.f"]}',
          `--${boundary}`,
          'Content-Disposition: form-data; name="0"; filename="book.epub"',
          'Content-Type: application/epub+zip',
          '',
          '',
        ].join('\r\n'),
      ),
      liar.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await send(
      'POST',
      '/graphql',
      { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true', authorization: `Bearer ${tokens.admin}` },
      body,
    );
    verdict(s15, liar.what, answer, /BAD_USER_INPUT/.test(answer.body) && !/"url"/.test(answer.body));
  }

  // REST input: a missing or unknown body field is named by itself, not by `input`.
  const restInput = tally('issue 54 REST input: missing and unknown body fields named by themselves');
  for (const c of [
    { path: '/api/admin/news/create', token: tokens.admin, body: { category: 'libraryNews', body: '<p>x</p>' }, field: 'title' },
    { path: '/api/user/message', token: granted, body: { subject: 'x' }, field: 'content' },
    { path: '/api/user/message', token: granted, body: { subject: 'x', content: 'y', colour: 'red' }, field: 'colour' },
  ]) {
    const answer = await send('POST', c.path, { ...json, authorization: `Bearer ${c.token}` }, JSON.stringify(c.body));
    const parsed = safeJson(answer.body) as { code?: number; msg?: string } | undefined;
    verdict(restInput, `${c.path} without ${c.field}`, answer, parsed?.code === 400 && parsed.msg === `输入有误：${c.field} 的值无效或缺失`);
  }

  // REST enum values in any case: answered as the canonical one.
  const enums = tally('issue 54 REST enums: values in query strings whatever their case');
  const [{ id: bookId }] = await sql.execute<Array<{ id: number }>>(
    `select id from resource where kind = 'book' and enabled and on_shelf and published_at <= now() order by id limit 1`,
  );
  for (const [canonical, other] of [
    [`/api/resource/book/${bookId}/cite?format=BIBTEX`, `/api/resource/book/${bookId}/cite?format=bibtex`],
    ['/api/news?category=libraryNews&order=DESC', '/api/news?category=LIBRARYNEWS&order=desc'],
  ]) {
    const expected = await send('GET', canonical);
    const answer = await send('GET', other);
    verdict(
      enums,
      other,
      answer,
      answer.status === 200 && (safeJson(answer.body) as { code?: number })?.code === 200 && answer.body === expected.body,
    );
  }
  return [s10, s12, s13, s15, restInput, enums];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error('DATABASE_URL is not set: the hostile run creates (and drops) its own database on that PostgreSQL server');
    return 2;
  }
  const throwaway = await createThrowawayDatabase(serverUrl, 'lp_hostile');
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-hostile-'));
  let database: Database | undefined;
  let portal: App | undefined;
  try {
    const config = loadConfig({ ...process.env, DATABASE_URL: throwaway.url, PORT: '0', DATA_DIR: dataDir, JWT_SECRET: '', LOG_LEVEL: 'silent' });
    const log = createLogger(config.logLevel);
    database = await openDatabase(config, log);
    await seedIfEmpty(database.orm, config, log);
    const services = createServices(config, log, database.orm);
    portal = await createApp(services);
    const server = portal.httpServer;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const sql = database.orm.em.getConnection();
    const [adminRow] = await sql.execute<Array<{ id: number; token_version: number }>>(
      'select id, token_version from admin_user order by id limit 1',
    );
    const [readerRow] = await sql.execute<Array<{ id: number; token_version: number }>>('select id, token_version from reader order by id limit 1');
    const admin = (await services.tokens.sign({ subject: adminRow.id, audience: 'admin', version: adminRow.token_version })).token;
    const reader = (await services.tokens.sign({ subject: readerRow.id, audience: 'reader', version: readerRow.token_version, loginType: 2 })).token;

    const started = Date.now();
    const secondDir = mkdtempSync(join(tmpdir(), 'lp-hostile-second-'));
    const second = await secondInstance(throwaway.url, secondDir);
    let tallies: Tally[];
    try {
      tallies = [
        ...(await authorisation({ reader })),
        await gatedContent(database),
        await restFuzz(),
        await hostileGraphQL(admin),
        ...(await issue54(services, database, { admin }, second)),
      ];
    } finally {
      await second.stop();
      rmSync(secondDir, { recursive: true, force: true });
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(0);

    console.log(`\nhostile run (${seconds} s, ${CONCURRENCY} at a time, ${TIMEOUT_MS / 1000} s to answer)\n`);
    console.log('| part | tried | refused | 5xx | hung | leaks |');
    console.log('|---|---|---|---|---|---|');
    for (const t of tallies) console.log(`| ${t.part} | ${t.tried} | ${t.refused} | ${t.fiveHundreds} | ${t.hangs} | ${t.leaks} |`);
    for (const t of tallies) for (const note of t.notes) console.log(`  ${t.part.split(':')[0]}: ${note}`);
    return tallies.some((t) => t.fiveHundreds || t.hangs || t.leaks) ? 1 : 0;
  } finally {
    await portal?.stop().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await throwaway.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
