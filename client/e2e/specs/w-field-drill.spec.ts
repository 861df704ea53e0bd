/**
 * w. The field drill (issue 52): the portal as a library runs it on several machines, here on one.
 * nginx terminates HTTPS for library.test in front of two instances of the built portal started
 * together on one fresh database (one migrates, the other waits on the start-up lock); they read from
 * a streaming replica made by pg_basebackup (DATABASE_REPLICA_URLS), share Redis (rate limits, cached
 * answers) and an S3-compatible store (files). Through the proxy it logs in, checks that the per-address
 * limits count the client and not the proxy, has a reader post a comment and see it at once while the
 * replica is held back, uploads through one instance and reads through the other, takes a backup,
 * restores it (the other instance stopped, as the runbook says) and checks that the sessions from
 * before are refused; then it measures GET /api/news through the proxy beside the same straight to
 * one instance. It prints each step and its time, and stops and removes all it started, failed or not.
 *
 * Needs nginx (E2E_NGINX), PostgreSQL's server programs (E2E_PG_BIN, Debian's postgresql-15) and Redis
 * (E2E_REDIS_URL, default redis://127.0.0.1:6379/11: a database of its own; redis-cli clears its keys); without nginx or the
 * PostgreSQL programs it is skipped, except in CI (CI or E2E=required), where it fails.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FieldClient, type Target } from '../field-client';
import { startNginx } from '../nginx';
import { ADMIN_PASSWORD, freePort, startPortal, type Portal } from '../portal';
import { PG_BIN, startReplicatedPostgres, type ReplicatedPostgres } from '../postgres-replica';
import { startLocalS3 } from '../s3';
import { NGINX, OUTPUT_DIR } from '../settings';
import { makePng } from '../support';
import pg from 'pg';

const HOST = 'library.test';
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
const required = Boolean(process.env.CI) || process.env.E2E === 'required';
const missing = [NGINX, join(PG_BIN, 'pg_basebackup')].filter((path) => !existsSync(path));

test.skip(missing.length > 0 && !required, `missing ${missing.join(', ')} (apt-get install -y nginx postgresql-15)`);

/** Redis answers PING (the portals would fall back quietly to per-instance counting without it). */
function redisAnswers(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) }, () => socket.write('PING\r\n'));
    socket.setTimeout(3000, () => socket.destroy(new Error('no answer within 3 s')));
    socket.once('data', (data) => {
      socket.end();
      if (data.toString().startsWith('+PONG')) resolve();
      else reject(new Error(`answered ${data.toString().trim()}`));
    });
    socket.once('error', (error) => reject(new Error(`Redis at ${url}: ${error.message}`)));
  });
}

/**
 * Removes the keys of the instances' cache of public answers from Redis, by redis-cli: they live
 * under `lp:public:<namespace>:`, the namespace being the first 12 characters of the base64url SHA-1
 * of DATABASE_URL (as server/src/services.ts names it, so that sites sharing a Redis never mix).
 */
function forgetCachedAnswers(redisUrl: string, databaseUrl: string) {
  const namespace = createHash('sha1').update(databaseUrl).digest('base64url').slice(0, 12);
  const keys = spawnSync('redis-cli', ['-u', redisUrl, '--scan', '--pattern', `lp:public:${namespace}:*`], { encoding: 'utf8' });
  if (keys.status !== 0) throw new Error(`redis-cli --scan: ${keys.error?.message ?? keys.stderr}`);
  const names = keys.stdout.split('\n').filter(Boolean);
  for (let i = 0; i < names.length; i += 500) {
    const deleted = spawnSync('redis-cli', ['-u', redisUrl, 'del', ...names.slice(i, i + 500)], { encoding: 'utf8' });
    if (deleted.status !== 0) throw new Error(`redis-cli del: ${deleted.error?.message ?? deleted.stderr}`);
  }
}

async function sql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const withDatabase = (serverUrl: string, name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the drill started, stopped in reverse order; its steps' times. */
const cleanups: Array<{ what: string; run: () => Promise<unknown> | unknown }> = [];
const clients: FieldClient[] = [];
const timings: Array<{ step: string; ms: number }> = [];

/** Stops and removes all the drill started, and prints its steps' times; once (the test's end, or afterAll after a time-out). */
async function tearDown() {
  if (!cleanups.length && !clients.length) return;
  for (const made of clients.splice(0)) made.close();
  const started = performance.now();
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup.run();
    } catch (error) {
      console.error(`[drill] clean-up (${cleanup.what}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  timings.push({ step: 'stop everything, drop the database', ms: Math.round(performance.now() - started) });
  console.log(`[drill] steps (ms):\n${timings.map(({ step, ms }) => `  ${String(ms).padStart(6)}  ${step}`).join('\n')}`);
}

// A test that times out never reaches its own finally: the clean-up runs here too, with time of its own.
test.afterAll(async () => {
  test.setTimeout(120_000);
  await tearDown();
});

test('w. field drill: two instances behind nginx over HTTPS, a streaming replica, Redis and S3; backup and restore', async () => {
  // Well under this in CI; a shared machine under load took up to 156 s to start the two instances.
  test.setTimeout(480_000);
  if (missing.length) throw new Error(`missing ${missing.join(', ')}, and this run requires the drill (CI / E2E=required)`);

  const step = async <T>(name: string, work: () => Promise<T>, said: (result: T) => string = () => ''): Promise<T> => {
    const started = performance.now();
    const result = await test.step(name, work);
    const ms = Math.round(performance.now() - started);
    timings.push({ step: name, ms });
    console.log(`[drill] ${name} (${ms} ms)${said(result) ? `: ${said(result)}` : ''}`);
    return result;
  };
  const client = (name: string, localAddress?: string) => {
    const made = new FieldClient(name, localAddress);
    clients.push(made);
    return made;
  };

  try {
    // ---------------------------------------------------------------- the site
    await step(
      'Redis answers',
      () => redisAnswers(REDIS_URL),
      () => REDIS_URL,
    );
    const postgres: ReplicatedPostgres = await step(
      'PostgreSQL primary and streaming replica (pg_basebackup)',
      async () => {
        const made = await startReplicatedPostgres(process.env.DATABASE_URL);
        cleanups.push({ what: 'stop the replica (and a throwaway primary)', run: made.stop });
        return made;
      },
      (made) => `primary: ${made.primary}; replica on ${new URL(made.replicaUrl).host}`,
    );
    const databaseName = `drill_${process.pid}_${randomBytes(4).toString('hex')}`;
    const database = await step(
      'a fresh database, replicated',
      async () => {
        await sql(postgres.primaryUrl, `create database "${databaseName}"`);
        cleanups.push({
          what: `drop database ${databaseName}`,
          run: () => sql(postgres.primaryUrl, `drop database if exists "${databaseName}" with (force)`),
        });
        const lag = await postgres.caughtUp();
        return { primary: withDatabase(postgres.primaryUrl, databaseName), replica: withDatabase(postgres.replicaUrl, databaseName), lag };
      },
      ({ lag }) => `${databaseName}, on the replica after ${lag} ms`,
    );
    const s3 = await step('S3-compatible store (s3rver)', async () => {
      const made = await startLocalS3();
      cleanups.push({ what: 'stop s3rver', run: made.stop });
      return made;
    });

    const ports = { a: await freePort(), b: await freePort() };
    const env: Record<string, string> = {
      DATABASE_REPLICA_URLS: database.replica,
      REDIS_URL,
      ...s3.env,
      // One key for every instance: a token or a read-your-writes mark made by one is good at the other.
      JWT_SECRET: randomBytes(36).toString('base64url'),
      DEMO_DATA: 'false',
      BACKUP_CRON: 'off',
      BACKUP_PG_BIN_DIR: PG_BIN,
      LOG_LEVEL: 'info',
      // The drill's requests/s are the proxy's and the portal's, not those of one log line per request.
      REQUEST_LOG: 'false',
    };
    const logs = { a: join(OUTPUT_DIR, 'drill-a.log'), b: join(OUTPUT_DIR, 'drill-b.log') };
    // The instances' shared cache in Redis: its generation counters have no expiry; removed once the instances are stopped.
    cleanups.push({ what: 'remove the cached answers from Redis', run: () => forgetCachedAnswers(REDIS_URL, database.primary) });
    // Stopped together at the end (each lets its jobs finish for a few seconds); stop() is safe twice.
    const running: Portal[] = [];
    cleanups.push({ what: 'stop the instances', run: () => Promise.all(running.map((portal) => portal.stop())) });
    const instance = (name: 'a' | 'b', logFile = logs[name]) => startPortal({ database: database.primary, port: ports[name], logFile, env });
    const portals: Record<'a' | 'b', Portal> = await step(
      'two instances started together on the fresh database',
      async () => {
        const started = await Promise.allSettled([instance('a'), instance('b')]);
        for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
        const failed = started.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
        return { a: (started[0] as PromiseFulfilledResult<Portal>).value, b: (started[1] as PromiseFulfilledResult<Portal>).value };
      },
      () => {
        const said = (file: string) => readFileSync(file, 'utf8');
        const migrated = (['a', 'b'] as const).filter((name) => said(logs[name]).includes('"applied migrations"'));
        const waited = (['a', 'b'] as const).filter((name) => said(logs[name]).includes('another instance is migrating'));
        expect(migrated, 'exactly one instance applied the migrations').toHaveLength(1);
        return `instance ${migrated[0].toUpperCase()} migrated and seeded; ${waited.length ? `${waited[0].toUpperCase()} waited on the start-up lock` : 'the other found it done'}`;
      },
    );
    const nginx = await step(
      'nginx: HTTPS for library.test in front of both',
      async () => {
        const made = await startNginx([portals.a.baseURL, portals.b.baseURL], HOST);
        cleanups.push({ what: 'stop nginx', run: made.stop });
        return made;
      },
      (made) => `https://${HOST}:${made.ports.https} → ${portals.a.baseURL}, ${portals.b.baseURL}`,
    );
    const site: Target = { url: `https://${HOST}:${nginx.ports.https}`, connectTo: '127.0.0.1', ca: readFileSync(nginx.certificate) };
    const direct = { a: { url: portals.a.baseURL }, b: { url: portals.b.baseURL } } satisfies Record<string, Target>;

    // ---------------------------------------------------------------- logging in through the proxy
    const admin = client('admin');
    const reader = client('reader');
    const card = `D${randomInt(10_000_000, 99_999_999)}`;
    const READER_PASSWORD = 'drill-reader-2026';
    const setUp = await step(
      `log in through the proxy at https://${HOST} (certificate checked for the name)`,
      async () => {
        // The login form's captcha (AUTH_CAPTCHA=off: the portals do not check its text).
        const { adminCaptcha } = await admin.data<{ adminCaptcha: { key: string } }>(site, '{ adminCaptcha { key } }');
        const login = await admin.data<{ adminLogin: { token: string } }>(
          site,
          'mutation($input: AdminLoginInput!) { adminLogin(input: $input) { token } }',
          {
            input: { username: 'admin', password: ADMIN_PASSWORD, captchaKey: adminCaptcha.key, captchaCode: '0000' },
          },
        );
        admin.token = login.adminLogin.token;
        await admin.data(site, 'mutation($input: ReaderInput!) { createReader(input: $input) { id } }', {
          input: { cardNumber: card, name: '演练读者', password: READER_PASSWORD },
        });
        const { createBook } = await admin.data<{ createBook: { id: string } }>(site, 'mutation { createBook(input: { title: "演练图书" }) { id } }');
        await admin.data(site, 'mutation($input: NewsInput!) { createNews(input: $input) { id } }', {
          input: { title: '演练新闻', body: '<p>两台门户，一个副本。</p>', category: 'libraryNews', enabled: true },
        });
        const { readerLogin } = await reader.data<{ readerLogin: { token: string } }>(
          site,
          'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }',
          { input: { loginType: 2, cardNumber: card, password: READER_PASSWORD } },
        );
        reader.token = readerLogin.token;
        const { readerMe } = await reader.data<{ readerMe: { name: string } }>(site, '{ readerMe { name } }');
        expect(readerMe.name).toBe('演练读者');
        return { book: createBook.id };
      },
      () => `admin logged in, made reader ${card}, a book and a news item; the reader logged in and reads 读者中心 (readerMe)`,
    );

    // ---------------------------------------------------------------- per-address limits behind the proxy
    await step(
      'per-address limits count the client, not the proxy (TRUST_PROXY=loopback)',
      async () => {
        const [x, y, z] = [randomInt(1, 255), randomInt(1, 255), randomInt(1, 254)];
        const first = client('guest-1', `127.${x}.${y}.${z}`);
        const second = client('guest-2', `127.${x}.${y}.${z + 1}`);
        const CAPTCHA = '{ adminCaptcha { key } }';
        for (let i = 0; i < 30; i++) await first.data(site, CAPTCHA);
        const refused = await first.gql(site, CAPTCHA);
        expect(refused.errors?.[0]?.message, 'the 31st captcha in a minute from one address').toBe('获取验证码过于频繁，请稍候再试');
        expect((await second.data<{ adminCaptcha: { key: string } }>(site, CAPTCHA)).adminCaptcha.key).toBeTruthy();
        const passed = readFileSync(nginx.accessLog, 'utf8');
        const upstreams = new Set(
          [...passed.matchAll(new RegExp(`^${first.localAddress!.replace(/\./g, '\\.')} https .* (\\S+)$`, 'gm'))].map((m) => m[1]),
        );
        return { first: first.localAddress, second: second.localAddress, upstreams: upstreams.size };
      },
      ({ first, second, upstreams }) =>
        `30 captchas from ${first} through nginx (served by ${upstreams} instance(s), counted together in Redis), the 31st refused (获取验证码过于频繁); ${second}, behind the same proxy, still served`,
    );

    // ---------------------------------------------------------------- read-your-writes
    const comment = await step(
      'a reader posts a comment and sees it at once (read-your-writes; the replica held back)',
      async () => {
        await postgres.caughtUp();
        await postgres.pauseReplay();
        cleanups.push({ what: 'resume the replica', run: () => postgres.resumeReplay().catch(() => undefined) });
        const MINE = '{ myComments(pageSize: 50) { items { id content status } } }';
        // The mark its login left is gone: the one that counts is the comment's.
        reader.cookies.clear();
        const { submitComment } = await reader.data<{ submitComment: { id: string } }>(
          site,
          'mutation($input: CommentInput!) { submitComment(input: $input) { id } }',
          {
            input: { resourceId: setUp.book, content: '演练评论：写入后立即可见' },
          },
        );
        expect(reader.cookies.get('lp_rw'), 'the read-your-writes mark').toBeTruthy();
        // Two reads in a row: nginx takes turns, so both instances honour the mark.
        for (let i = 0; i < 2; i++) {
          const mine = await reader.data<{ myComments: { items: Array<{ id: string }> } }>(site, MINE);
          expect(
            mine.myComments.items.map((c) => c.id),
            'the writer reads the primary',
          ).toContain(submitComment.id);
        }
        // The same reader on another device (no mark): the replica, which has not applied the comment.
        const phone = client('reader-phone');
        phone.token = reader.token;
        const elsewhere = await phone.data<{ myComments: { items: Array<{ id: string }> } }>(site, MINE);
        expect(
          elsewhere.myComments.items.map((c) => c.id),
          'without the mark: the replica, held back',
        ).not.toContain(submitComment.id);
        await postgres.resumeReplay();
        const lag = await postgres.caughtUp();
        // Its replay position passed the primary's; one CI run in about six still read the list without
        // the comment right after (cause not found: no cache holds this answer). A device without the
        // mark is promised the comment soon, not at a given instant: it must appear within 10 s.
        const seenFrom = Date.now();
        let reads = 0;
        await expect
          .poll(
            async () => {
              reads++;
              const later = await phone.data<{ myComments: { items: Array<{ id: string }> } }>(site, MINE);
              return later.myComments.items.map((c) => c.id);
            },
            { message: 'once the replica caught up', timeout: 10_000, intervals: [100, 250, 500] },
          )
          .toContain(submitComment.id);
        return { id: submitComment.id, lag, reads, seenAfter: Date.now() - seenFrom };
      },
      ({ lag, reads, seenAfter }) =>
        'the writer saw it on 2 reads through the proxy (its lp_rw mark sends them to the primary); another device without the mark read the held-back replica and did not; replay resumed, caught up in ' +
        `${lag} ms, then it did (read ${reads} time(s), ${seenAfter} ms)`,
    );

    // ---------------------------------------------------------------- files across instances
    await step(
      'upload through one instance, read through the other and through the proxy',
      async () => {
        const uploaded = await admin.upload<{ uploadFile: { url: string; size: number } }>(
          direct.a,
          'mutation($file: Upload!) { uploadFile(file: $file) { url size } }',
          {
            data: makePng(160, 90),
            name: '演练.png',
            type: 'image/png',
          },
        );
        const url = uploaded.data?.uploadFile.url;
        expect(url, JSON.stringify(uploaded.errors)).toMatch(/^\/uploads\//);
        const fromA = await admin.request(direct.a, 'GET', url!);
        const fromB = await admin.request(direct.b, 'GET', url!);
        const viaProxy = await admin.request(site, 'GET', url!);
        for (const answer of [fromA, fromB, viaProxy]) expect(answer.status).toBe(200);
        expect(fromB.body.equals(fromA.body), 'instance B serves the bytes A stored').toBe(true);
        expect(viaProxy.body.equals(fromA.body)).toBe(true);
        return { url: url!, bytes: fromB.body.length };
      },
      ({ url, bytes }) => `${url} stored in the bucket by A, ${bytes} bytes served alike by B and through nginx`,
    );

    // ---------------------------------------------------------------- backup and restore
    const backup = await step(
      'take a backup (pg_dump and the bucket)',
      async () => {
        const { createBackup } = await admin.data<{ createBackup: { id: string } }>(site, 'mutation { createBackup { id } }');
        for (;;) {
          const { backups } = await admin.data<{
            backups: { items: Array<{ id: string; name: string; state: string; format: string; size: number; error: string | null }> };
          }>(site, '{ backups(pageSize: 20) { items { id name state format size error } } }');
          const made = backups.items.find((item) => item.id === createBackup.id);
          if (made && made.state !== 'RUNNING') {
            expect(made, made.error ?? '').toMatchObject({ state: 'SUCCEEDED', format: 'PG_DUMP' });
            return made;
          }
          await sleep(200);
        }
      },
      (made) => `${made.name}, ${made.format}, ${made.size} bytes`,
    );
    // Written after the backup: gone once it is restored.
    const { submitComment: after } = await reader.data<{ submitComment: { id: string } }>(
      site,
      'mutation($input: CommentInput!) { submitComment(input: $input) { id } }',
      {
        input: { resourceId: setUp.book, content: '备份之后的评论' },
      },
    );
    const oldTokens = { admin: admin.token!, reader: reader.token! };

    await step('stop instance B for the restore (docs/运维手册.md §13)', () => portals.b.stop());
    await step(
      'restore the backup through the proxy',
      async () => {
        const started = await admin.data<{ restoreBackup: { state: string } }>(
          site,
          'mutation($id: ID!) { restoreBackup(id: $id, confirmation: "确认恢复") { state } }',
          {
            id: backup.id,
          },
        );
        expect(started.restoreBackup.state).toBe('RUNNING');
        // Meanwhile a guest's page through the proxy: 503 while the database is replaced.
        const guest = client('guest-during-restore');
        const answered = new Map<number, number>();
        for (;;) {
          const page = await guest.request(site, 'GET', '/api/news');
          answered.set(page.status, (answered.get(page.status) ?? 0) + 1);
          const status = await admin.request(site, 'GET', '/api/admin/backup/restore-status');
          const progress = (JSON.parse(status.body.toString()) as { data: { state: string; error: string | null } | null }).data;
          if (progress && progress.state !== 'RUNNING') {
            expect(progress, progress.error ?? '').toMatchObject({ state: 'SUCCEEDED' });
            expect([...answered.keys()].every((code) => code === 503 || code === 200)).toBe(true);
            return answered;
          }
          await sleep(200);
        }
      },
      (answered) =>
        `pg_restore and the bucket's files; meanwhile GET /api/news through the proxy answered ${[...answered].map(([code, n]) => `${code} ×${n}`).join(', ')}`,
    );
    portals.b = await step('start instance B again', async () => {
      const started = await instance('b', join(OUTPUT_DIR, 'drill-b-after-restore.log'));
      running.push(started);
      return started;
    });

    await step(
      'sessions from before the restore are refused, on both instances',
      async () => {
        const refusedAt = async (target: Target) => {
          const old = client('old-session');
          old.token = oldTokens.reader;
          const answer = await old.gql(target, '{ readerMe { name } }');
          expect(answer.data, `a token from before the restore at ${target.url}`).toBeFalsy();
          expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
          const oldAdmin = client('old-admin');
          oldAdmin.token = oldTokens.admin;
          expect((await oldAdmin.gql(target, '{ backups { total } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        };
        for (const target of [direct.a, direct.b, site, site]) await refusedAt(target);
        // Logging in again works, and the data is the backup's: the comment from before it is there, the one after it is not.
        const again = client('reader-again');
        const { readerLogin } = await again.data<{ readerLogin: { token: string } }>(
          site,
          'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }',
          {
            input: { loginType: 2, cardNumber: card, password: READER_PASSWORD },
          },
        );
        again.token = readerLogin.token;
        const mine = await again.data<{ myComments: { items: Array<{ id: string }> } }>(site, '{ myComments(pageSize: 50) { items { id } } }');
        expect(mine.myComments.items.map((c) => c.id)).toContain(comment.id);
        expect(mine.myComments.items.map((c) => c.id)).not.toContain(after.id);
      },
      () =>
        "the reader's and the admin's old tokens refused by A, by B (started after the restore) and through nginx; a new login sees the backup's data",
    );

    // ---------------------------------------------------------------- throughput
    const SECONDS = 3;
    const CONCURRENCY = 8;
    const rates = await step(
      `requests/s of GET /api/news, ${SECONDS} s each, ${CONCURRENCY} in flight on kept-alive connections`,
      async () => {
        const proxied = await client('load-proxy').throughput(site, '/api/news', SECONDS, CONCURRENCY);
        const straight = await client('load-direct').throughput(direct.a, '/api/news', SECONDS, CONCURRENCY);
        return { proxied, straight };
      },
      ({ proxied, straight }) =>
        `through nginx (HTTPS, both instances) ${proxied.toFixed(0)}/s; straight to instance A (HTTP) ${straight.toFixed(0)}/s; ratio ${(proxied / straight).toFixed(2)}`,
    );
    expect(rates.proxied).toBeGreaterThan(0);
  } finally {
    await tearDown();
  }
});
