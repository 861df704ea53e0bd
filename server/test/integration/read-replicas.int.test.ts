/**
 * Read replicas (DATABASE_REPLICA_URLS) and read-your-writes. The "replica" here is a second database
 * made from the same template as the portal's, whose news titles then differ ("replica: …"), so each
 * answer shows where it was read; it never receives the portal's writes, as a replica that lags
 * would not have them yet. (client/e2e/specs/w-field-drill.spec.ts runs a real streaming replica.)
 */
import { knex, type Knex } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { readRows } from '../../src/core/db/fast-read/read-rows.js';
import { ReplicaRoutingDriver, withReadRoute } from '../../src/core/db/replica-reads.js';
import { READ_YOUR_WRITES_COOKIE, ReadYourWrites } from '../../src/core/http/read-your-writes.js';
import { News } from '../../src/modules/content/index.js';
import { createDatabaseSql, createThrowawayDatabase } from '../helpers/databases.js';
import { READER, startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const STICKY_SECONDS = 2;
const NEWS = 'query($id: ID!) { news(id: $id) { title } }';
const COMMENT = 'mutation($input: CommentInput!) { submitComment(input: $input) { id } }';
const MY_COMMENTS = '{ myComments(pageSize: 100) { items { id } } }';

type Replica = Awaited<ReturnType<typeof createThrowawayDatabase>> & { sql: Knex };

/** A copy of the demo template the portal's database is made from, its news retitled "replica: …". */
async function replicaDatabase(): Promise<Replica> {
  const database = await createThrowawayDatabase(inject('postgresUrl'), 'lp_test', { template: inject('templates').demo });
  const sql = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 1 } });
  await sql.raw(`update news set title = 'replica: ' || title`);
  return { ...database, sql };
}

/** A request to the portal with a cookie header, answering the status, the body and the read-your-writes cookie it set. */
async function call(portal: TestPortal, path: string, init: { method?: string; body?: unknown; token?: string; cookie?: string } = {}) {
  const res = await fetch(`${portal.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const setCookie = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${READ_YOUR_WRITES_COOKIE}=`));
  return { status: res.status, body: (await res.json()) as Data, setCookie, cookie: setCookie?.split(';')[0] };
}

const gql = (portal: TestPortal, query: string, variables: Record<string, unknown>, options: { token?: string; cookie?: string } = {}) =>
  call(portal, '/graphql', { method: 'POST', body: { query, variables }, ...options });

describe('with a replica', () => {
  let portal: TestPortal;
  let replica: Replica;
  let newsId: number;
  let primaryTitle: string;
  let book: number;

  beforeAll(async () => {
    replica = await replicaDatabase();
    // Without the server's own cache of guests' answers, whose misses read the primary (tested below).
    portal = await startTestPortal({
      demoContent: true,
      env: { DATABASE_REPLICA_URLS: replica.url, DATABASE_REPLICA_STICKY_SECONDS: String(STICKY_SECONDS), PUBLIC_CACHE_ENTRIES: '0' },
    });
    [{ id: newsId, title: primaryTitle }] = await portal.sql<{ id: number; title: string }>(
      'select id, title from news where enabled order by id limit 1',
    );
    [{ id: book }] = await portal.sql<{ id: number }>(
      `select id from resource where kind = 'book' and enabled and on_shelf and permission = 'PUBLIC' order by id limit 1`,
    );
  });

  afterAll(async () => {
    await portal?.close();
    await replica?.sql.destroy();
    await replica?.drop();
  });

  it('runs on MikroORM’s replicas with the routing driver', () => {
    expect(portal.services.orm.config.get('driver')).toBe(ReplicaRoutingDriver);
    expect(portal.services.orm.config.get('replicas')).toEqual([{ name: 'replica-1', clientUrl: replica.url }]);
  });

  it('a guest’s read and a reader’s query go to the replica, and mark nobody', async () => {
    const guest = await call(portal, `/api/news/${newsId}`);
    expect(guest.body.data.title).toBe(`replica: ${primaryTitle}`);
    expect(guest.setCookie).toBeUndefined();
    const token = await portal.readerToken();
    const reader = await gql(portal, NEWS, { id: newsId }, { token });
    expect(reader.body.data.news.title).toBe(`replica: ${primaryTitle}`);
    expect(reader.setCookie).toBeUndefined();
  });

  it('a reader who posts a comment sees it at once; the reader’s requests without the mark and others’ read the replica', async () => {
    const token = await portal.readerToken();
    const sent = await gql(portal, COMMENT, { input: { resourceId: book, content: '读后感：副本之外' } }, { token });
    expect(sent.body.data.submitComment.id).toBeDefined();
    expect(sent.setCookie).toMatch(
      new RegExp(`^${READ_YOUR_WRITES_COOKIE}=\\d{13}\\.[\\w-]{43}; Max-Age=${STICKY_SECONDS}; Path=/; Expires=.*; HttpOnly; SameSite=Lax$`),
    );

    // With the cookie the browser sends back: from the primary, which has the comment and the news' own title.
    const mine = await gql(portal, MY_COMMENTS, {}, { token, cookie: sent.cookie });
    expect(mine.body.data.myComments.items.map((c: Data) => c.id)).toContain(sent.body.data.submitComment.id);
    expect((await gql(portal, NEWS, { id: newsId }, { token, cookie: sent.cookie })).body.data.news.title).toBe(primaryTitle);
    expect((await call(portal, `/api/news/${newsId}`, { cookie: sent.cookie })).body.data.title).toBe(primaryTitle);
    // Without it (another client, or after it ends): from the replica, which has neither.
    expect((await gql(portal, MY_COMMENTS, {}, { token })).body.data.myComments.items.map((c: Data) => c.id)).not.toContain(
      sent.body.data.submitComment.id,
    );
    expect((await call(portal, `/api/news/${newsId}`)).body.data.title).toBe(`replica: ${primaryTitle}`);
  });

  it('a REST path that runs a mutation marks the client; one that only reads, even by POST, does not', async () => {
    const login = await call(portal, '/api/user/login', {
      method: 'POST',
      body: { loginType: 2, cardNumber: READER.cardNumber, password: READER.password },
    });
    expect(login.status).toBe(200);
    expect(login.cookie).toBeDefined();
    expect((await call(portal, `/api/news/${newsId}`, { cookie: login.cookie })).body.data.title).toBe(primaryTitle);
    // api/news?… by GET and GraphQL queries by POST read, and set no mark.
    expect((await call(portal, '/api/news')).setCookie).toBeUndefined();
    expect((await gql(portal, NEWS, { id: newsId })).setCookie).toBeUndefined();
  });

  it('the mutations browsers send on every page or every minute (page views, the badge poll) mark nobody', async () => {
    const token = await portal.readerToken();
    const view = await gql(portal, 'mutation($input: PageViewInput!) { recordPageView(input: $input) }', { input: { path: '/index' } });
    expect(view.body.data.recordPageView).toBe(true);
    expect(view.setCookie).toBeUndefined();
    const poll = await call(portal, '/api/user/polling', { method: 'POST', body: {}, token });
    expect(poll.status).toBe(200);
    expect(poll.setCookie).toBeUndefined();
    expect((await gql(portal, 'mutation { readerNotices { unreadReplies } }', {}, { token })).setCookie).toBeUndefined();
    // With a mutation that writes beside it, the operation marks.
    const both = await gql(
      portal,
      'mutation($input: CommentInput!) { readerNotices { unreadReplies } submitComment(input: $input) { id } }',
      {
        input: { resourceId: book, content: '一并提交' },
      },
      { token },
    );
    expect(both.setCookie).toBeDefined();
  });

  it('an upload (a multipart mutation) marks the client too', async () => {
    const png = await sharp({ create: { width: 32, height: 16, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const res = await portal.upload<{ uploadFile: { url: string } }>(
      'mutation($f: Upload!) { uploadFile(file: $f) { url } }',
      { f: { data: png, name: 'a.png' } },
      await portal.adminToken(),
    );
    expect(res.data?.uploadFile.url).toMatch(/^\/uploads\//);
    expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${READ_YOUR_WRITES_COOKIE}=`))).toBe(true);
  });

  it('the mark ends after DATABASE_REPLICA_STICKY_SECONDS; a forged or stretched one counts for nothing', async () => {
    const token = await portal.readerToken();
    const { cookie } = await gql(portal, COMMENT, { input: { resourceId: book, content: '再来一条' } }, { token });
    expect((await call(portal, `/api/news/${newsId}`, { cookie })).body.data.title).toBe(primaryTitle);
    await new Promise((resolve) => setTimeout(resolve, STICKY_SECONDS * 1000 + 100));
    expect((await call(portal, `/api/news/${newsId}`, { cookie })).body.data.title).toBe(`replica: ${primaryTitle}`);

    const until = Date.now() + 1000;
    const forged = `${READ_YOUR_WRITES_COOKIE}=${until}.${'A'.repeat(43)}`;
    expect((await call(portal, `/api/news/${newsId}`, { cookie: forged })).body.data.title).toBe(`replica: ${primaryTitle}`);
    // Signed with the instances' key, but ending an hour from now: not one the portal gives.
    const marks = new ReadYourWrites(portal.services.config.jwtSecret, STICKY_SECONDS);
    const stretched = `${READ_YOUR_WRITES_COOKIE}=${marks.value(Date.now() + 3_600_000)}`;
    expect((await call(portal, `/api/news/${newsId}`, { cookie: stretched })).body.data.title).toBe(`replica: ${primaryTitle}`);
    const fresh = `${READ_YOUR_WRITES_COOKIE}=${marks.value(Date.now() + 1000)}`;
    expect((await call(portal, `/api/news/${newsId}`, { cookie: fresh })).body.data.title).toBe(primaryTitle);
  });

  it('inside a transaction every read goes to the primary; the fast read path follows the request’s route', async () => {
    const orm = portal.services.orm;
    const title = async (em: typeof orm.em) => (await em.fork().findOneOrFail(News, newsId, { disableIdentityMap: true })).title;
    const fastTitle = async (em: typeof orm.em) => (await readRows<{ title: string }>(em, 'select title from news where id = ?', [newsId]))[0].title;
    await withReadRoute(true, undefined, async () => {
      expect(await title(orm.em)).toBe(`replica: ${primaryTitle}`);
      expect(await fastTitle(orm.em.fork())).toBe(`replica: ${primaryTitle}`);
      expect(await orm.em.fork().count(News, { title: { $like: 'replica: %' } })).toBeGreaterThan(0);
      await orm.em.fork().transactional(async (tx) => {
        expect((await tx.findOneOrFail(News, newsId)).title).toBe(primaryTitle);
        expect(await fastTitle(tx)).toBe(primaryTitle);
        expect(await tx.count(News, { title: { $like: 'replica: %' } })).toBe(0);
      });
    });
    // A request whose client wrote moments ago, and work outside any request (start-up, jobs, the command line): the primary.
    await withReadRoute(false, undefined, async () => expect(await title(orm.em)).toBe(primaryTitle));
    expect(await title(orm.em)).toBe(primaryTitle);
    expect(await fastTitle(orm.em.fork())).toBe(primaryTitle);
  });

  it('a flush that changes rows, on any route, moves the rest of the request to the primary and marks its client once', async () => {
    const orm = portal.services.orm;
    let marks = 0;
    await withReadRoute(
      true,
      () => (marks += 1),
      async () => {
        const em = orm.em.fork();
        const news = await em.findOneOrFail(News, newsId);
        expect(news.title).toBe(`replica: ${primaryTitle}`);
        await em.flush();
        expect(marks).toBe(0);
        news.views += 1;
        await em.flush();
        expect(marks).toBe(1);
        expect((await orm.em.fork().findOneOrFail(News, newsId)).title).toBe(primaryTitle);
        news.views += 1;
        await em.flush();
        expect(marks).toBe(1);
      },
    );
  });
});

describe('with a replica and the server’s cache of guests’ answers', () => {
  let portal: TestPortal;
  let replica: Replica;

  beforeAll(async () => {
    replica = await replicaDatabase();
    portal = await startTestPortal({ demoContent: true, env: { DATABASE_REPLICA_URLS: replica.url } });
  });

  afterAll(async () => {
    await portal?.close();
    await replica?.sql.destroy();
    await replica?.drop();
  });

  it('an answer kept for every guest is made from the primary (a lagging replica’s rows would outlive the write); a reader’s from the replica', async () => {
    const [{ id, title }] = await portal.sql<{ id: number; title: string }>('select id, title from news where enabled order by id limit 1');
    const first = await call(portal, `/api/news/${id}`);
    expect(first.body.data.title).toBe(title);
    expect((await call(portal, `/api/news/${id}`)).body.data.title).toBe(title);
    const token = await portal.readerToken();
    expect((await gql(portal, NEWS, { id }, { token })).body.data.news.title).toBe(`replica: ${title}`);
  });
});

/** The read replica's health as the instance holds it (core/db/replica-health.ts). */
function replicaHealth(portal: TestPortal) {
  const driver = portal.services.orm.em.getDriver();
  if (!(driver instanceof ReplicaRoutingDriver)) throw new Error('not the replica routing driver');
  return { driver, health: driver.replicaHealth };
}

/** Polls `read` until it gives `expected` (the checker's next rounds), up to `ms`. */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  let last = await read();
  while (last !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  return last;
}

describe('with a replica that is down from the start', () => {
  // Port 1: nothing listens there, so every connection is refused.
  const DOWN = 'postgres://postgres:secret-pw@127.0.0.1:1/lp_replica_down';
  const METRICS = 'replica-metrics-token';
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal({
      demoContent: true,
      env: { DATABASE_REPLICA_URLS: DOWN, DATABASE_REPLICA_CHECK_SECONDS: '1', PUBLIC_CACHE_ENTRIES: '0', METRICS_TOKEN: METRICS },
    });
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('the portal starts; guests’ and readers’ reads answer from the primary; /readyz is 200 and shows the replica unhealthy, without its URL', async () => {
    const [{ id, title }] = await portal.sql<{ id: number; title: string }>('select id, title from news where enabled order by id limit 1');
    const guest = await call(portal, `/api/news/${id}`);
    expect(guest.status).toBe(200);
    expect(guest.body.data.title).toBe(title);
    const token = await portal.readerToken();
    const reader = await gql(portal, NEWS, { id }, { token });
    expect(reader.status).toBe(200);
    expect(reader.body.errors).toBeUndefined();
    expect(reader.body.data.news.title).toBe(title);
    expect((await gql(portal, MY_COMMENTS, {}, { token })).body.data.myComments.items).toBeDefined();

    const ready = await fetch(`${portal.url}/readyz`);
    expect(ready.status).toBe(200);
    const text = await ready.text();
    expect(JSON.parse(text)).toEqual({ status: 'ready', replicas: [{ index: 1, healthy: false, lagSeconds: null, error: expect.any(String) }] });
    expect(text).not.toContain('127.0.0.1:1');
    expect(text).not.toContain('secret-pw');

    const metrics = await (await fetch(`${portal.url}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })).text();
    expect(metrics).toMatch(/^db_replicas_healthy 0$/m);
  });
});

describe('with a replica whose database is dropped, then made again', () => {
  let portal: TestPortal;
  let replica: Replica;
  let id: number;
  let title: string;

  beforeAll(async () => {
    replica = await replicaDatabase();
    portal = await startTestPortal({
      demoContent: true,
      env: { DATABASE_REPLICA_URLS: replica.url, DATABASE_REPLICA_CHECK_SECONDS: '1', PUBLIC_CACHE_ENTRIES: '0' },
    });
    [{ id, title }] = await portal.sql<{ id: number; title: string }>('select id, title from news where enabled order by id limit 1');
  });

  afterAll(async () => {
    await portal?.close();
    await replica?.sql.destroy();
    await replica?.drop();
  });

  const readyz = async () => (await (await fetch(`${portal.url}/readyz`)).json()) as Data;

  it('healthy: reads go to it, and /readyz says so', async () => {
    expect((await call(portal, `/api/news/${id}`)).body.data.title).toBe(`replica: ${title}`);
    expect(await readyz()).toEqual({ status: 'ready', replicas: [{ index: 1, healthy: true, lagSeconds: 0 }] });
  });

  it('a read that fails on it to connect marks it at once and is answered by the primary; the replica back, reads go to it again', async () => {
    // Without the checker, only the failing read itself can mark the replica.
    await (portal.services.orm.em.getDriver() as unknown as Partial<ReplicaRoutingDriver>).replicaHealth?.stop();
    await replica.sql.destroy();
    await replica.drop();
    const guest = await call(portal, `/api/news/${id}`);
    expect(guest.status).toBe(200);
    expect(guest.body.data.title).toBe(title);
    const token = await portal.readerToken();
    const reader = await gql(portal, NEWS, { id }, { token });
    expect(reader.body.errors).toBeUndefined();
    expect(reader.body.data.news.title).toBe(title);
    const ready = await fetch(`${portal.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as Data).replicas).toEqual([{ index: 1, healthy: false, lagSeconds: 0, error: expect.any(String) }]);

    // The checker finds it still gone, then back (the same database made again).
    const { driver, health } = replicaHealth(portal);
    await health.start(driver.getConnection('write'), driver.replicaConnections(), portal.services.config.databaseReplicas, portal.services.log);
    expect((await call(portal, `/api/news/${id}`)).body.data.title).toBe(title);
    const admin = knex({ client: 'pg', connection: inject('postgresUrl'), pool: { min: 0, max: 1 } });
    try {
      await admin.raw(createDatabaseSql(replica.name, inject('templates').demo));
    } finally {
      await admin.destroy();
    }
    replica.sql = knex({ client: 'pg', connection: replica.url, pool: { min: 0, max: 1 } });
    await replica.sql.raw(`update news set title = 'replica: ' || title`);
    expect(await eventually(async () => (await call(portal, `/api/news/${id}`)).body.data.title, `replica: ${title}`)).toBe(`replica: ${title}`);
    expect(await readyz()).toEqual({ status: 'ready', replicas: [{ index: 1, healthy: true, lagSeconds: 0 }] });
    expect((await gql(portal, NEWS, { id }, { token })).body.data.news.title).toBe(`replica: ${title}`);
  });
});

describe('with a replica that lags', () => {
  let portal: TestPortal;
  let replica: Replica;
  let id: number;
  let title: string;

  beforeAll(async () => {
    replica = await replicaDatabase();
    // A standby's view of itself, played by functions found before pg_catalog's on this database's
    // search path: in recovery, replayed up to `replay_lsn`, its last replayed transaction at `replay_at`.
    // It starts an hour behind.
    await replica.sql.raw(`
      create schema standby;
      create table standby.state (replay_lsn pg_lsn not null, replay_at timestamptz);
      insert into standby.state values ('0/0', now() - interval '1 hour');
      create function standby.pg_is_in_recovery() returns boolean language sql as 'select true';
      create function standby.pg_last_wal_replay_lsn() returns pg_lsn language sql as 'select replay_lsn from standby.state';
      create function standby.pg_last_xact_replay_timestamp() returns timestamptz language sql as 'select replay_at from standby.state';
      alter database "${replica.name}" set search_path = standby, "$user", public, pg_catalog;
    `);
    portal = await startTestPortal({
      demoContent: true,
      env: {
        DATABASE_REPLICA_URLS: replica.url,
        DATABASE_REPLICA_CHECK_SECONDS: '1',
        DATABASE_REPLICA_MAX_LAG_SECONDS: '30',
        PUBLIC_CACHE_ENTRIES: '0',
      },
    });
    [{ id, title }] = await portal.sql<{ id: number; title: string }>('select id, title from news where enabled order by id limit 1');
  });

  afterAll(async () => {
    await portal?.close();
    await replica?.sql.destroy();
    await replica?.drop();
  });

  const replicas = async () => ((await (await fetch(`${portal.url}/readyz`)).json()) as Data).replicas as Data[];
  const newsTitle = async () => (await call(portal, `/api/news/${id}`)).body.data.title as string;

  it('further behind than DATABASE_REPLICA_MAX_LAG_SECONDS it gets no reads; caught up with an idle primary (its last transaction an hour old) it does; a little behind, too', async () => {
    expect(await newsTitle()).toBe(title);
    const token = await portal.readerToken();
    expect((await gql(portal, NEWS, { id }, { token })).body.data.news.title).toBe(title);
    const [behind] = await replicas();
    expect(behind).toMatchObject({ index: 1, healthy: false, error: expect.stringMatching(/behind the primary \(more than 30 s\)/) });
    expect(behind.lagSeconds).toBeGreaterThanOrEqual(3600);

    // Replayed all the primary wrote (an idle primary: no transaction since the one an hour ago).
    await replica.sql.raw(`update standby.state set replay_lsn = 'FFFFFFFF/FFFFFFFF'`);
    expect(await eventually(newsTitle, `replica: ${title}`)).toBe(`replica: ${title}`);
    expect(await replicas()).toEqual([{ index: 1, healthy: true, lagSeconds: 0 }]);

    // Behind, by 10 s of a 30 s bound: still read from.
    await replica.sql.raw(`update standby.state set replay_lsn = '0/0', replay_at = now() - interval '10 seconds'`);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const [near] = await replicas();
    expect(near).toMatchObject({ index: 1, healthy: true });
    expect(near.lagSeconds).toBeGreaterThanOrEqual(10);
    expect(near.lagSeconds).toBeLessThan(30);
    expect(await newsTitle()).toBe(`replica: ${title}`);
  });
});

describe('without a replica', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: true });
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('everything reads the one database, and nobody is marked; /readyz lists no replicas', async () => {
    expect(await (await fetch(`${portal.url}/readyz`)).json()).toEqual({ status: 'ready' });
    expect(portal.services.orm.config.get('driver')).toBe(PostgreSqlDriver);
    expect(portal.services.orm.config.get('replicas') ?? []).toEqual([]);
    const [{ id: book }] = await portal.sql<{ id: number }>(
      `select id from resource where kind = 'book' and enabled and on_shelf and permission = 'PUBLIC' order by id limit 1`,
    );
    const token = await portal.readerToken();
    const sent = await gql(portal, COMMENT, { input: { resourceId: book, content: '单库' } }, { token });
    expect(sent.body.data.submitComment.id).toBeDefined();
    expect(sent.setCookie).toBeUndefined();
    expect((await gql(portal, MY_COMMENTS, {}, { token })).body.data.myComments.items.map((c: Data) => c.id)).toContain(
      sent.body.data.submitComment.id,
    );
  });
});
