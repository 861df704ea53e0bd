/**
 * Issue 18's restart drill: the database goes away for 3 s and comes back while 10 clients read
 * lists and 2 write (an admin adding news, readers leaving messages). Afterwards every write the
 * portal acknowledged is in the database, no request took longer than 6 s, every failure in the
 * window was a 503 with the Chinese message, and the process kept serving. The figures (failed
 * requests, recovery time) are printed.
 *
 * The outage is made on the CI server's PostgreSQL the way a restart looks to the portal: every
 * connection of its database is terminated and new ones are refused until it is "back".
 */
import { knex } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const UNAVAILABLE = '服务暂时不可用，请稍候再试';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  ok: boolean;
  ms: number;
  at: number;
  detail: string;
}

describe('database restart under load', () => {
  let portal: TestPortal;
  let dba: ReturnType<typeof knex>;
  let admin: string;
  let readers: string[];

  beforeAll(async () => {
    portal = await startTestPortal();
    dba = knex({ client: 'pg', connection: portal.database.serverUrl, pool: { min: 0, max: 1 } });
    admin = await portal.adminToken();
    const rows = await portal.sql<{ id: number }>(
      `insert into reader (created_at, updated_at, enabled, card_number, name, password_hash, level, token_version)
       select now(), now(), true, 'DRILL-' || g, '演练读者' || g, 'x', 2, 0 from generate_series(1, 300) g returning id`,
    );
    readers = await Promise.all(
      rows.map(async (r) => (await portal.services.tokens.sign({ subject: r.id, audience: 'reader', version: 0, loginType: 2 })).token),
    );
    for (let i = 0; i < 12; i++) {
      await portal.gql(
        `mutation($input: NewsInput!) { createNews(input: $input) { id } }`,
        { input: { category: 'libraryNews', title: `演练资讯${i}`, body: '<p>正文</p>' } },
        admin,
      );
    }
  });
  afterAll(async () => {
    await dba.raw(`alter database "${portal.database.name}" allow_connections true`);
    await dba.destroy();
    await portal.close();
  });

  it('keeps every acknowledged write, answers 503 quickly while the database is gone, and recovers', async () => {
    const outcomes: Outcome[] = [];
    const ackNews: string[] = [];
    const ackMessages: string[] = [];
    const start = Date.now();
    let downAt = Infinity;
    let upAt = Infinity;
    const LOAD_MS = 9000;

    /** Times one request; a failure must be the 503 with its message, within 6 s. */
    const timed = async (what: string, call: () => Promise<{ ok: boolean; detail: string }>) => {
      const began = Date.now();
      const { ok, detail } = await call();
      outcomes.push({ ok, ms: Date.now() - began, at: began, detail: `${what}: ${detail}` });
      return ok;
    };

    const reader = async (n: number) => {
      let i = 0;
      while (Date.now() - start < LOAD_MS) {
        i += 1;
        // A keyword no cache holds: each read reaches the database.
        const keyword = `演练${n}-${i}-${Math.random().toString(36).slice(2, 6)}`;
        if (i % 2) {
          await timed('GET api/news', async () => {
            const res = await portal.rest('GET', `/api/news?keyword=${encodeURIComponent(keyword)}&page=1&pageSize=10`);
            return { ok: res.status === 200 && res.body.code === 200, detail: `${res.status} ${JSON.stringify(res.body).slice(0, 120)}` };
          });
        } else {
          await timed('newsList', async () => {
            const res = await portal.gql(`query($k: String) { newsList(filter: { keyword: $k }) { total } }`, { k: keyword });
            return { ok: !res.errors, detail: `${res.status} ${JSON.stringify(res.errors ?? '').slice(0, 160)}` };
          });
        }
      }
    };
    const newsWriter = async () => {
      let i = 0;
      while (Date.now() - start < LOAD_MS) {
        const title = `演练写入${++i}`;
        await timed('createNews', async () => {
          const res = await portal.gql<{ createNews: { id: string } }>(
            `mutation($input: NewsInput!) { createNews(input: $input) { id } }`,
            { input: { category: 'libraryNews', title, body: '<p>正文</p>' } },
            admin,
          );
          if (res.data?.createNews) ackNews.push(res.data.createNews.id);
          return { ok: !!res.data?.createNews, detail: `${res.status} ${JSON.stringify(res.errors ?? '').slice(0, 160)}` };
        });
      }
    };
    const messageWriter = async () => {
      let i = 0;
      while (Date.now() - start < LOAD_MS && i < readers.length) {
        const subject = `演练留言${i + 1}`;
        const token = readers[i++];
        await timed('submitMessage', async () => {
          const res = await portal.gql<{ submitMessage: { id: string } }>(
            `mutation($input: MessageInput!) { submitMessage(input: $input) { id } }`,
            { input: { subject, content: '数据库重启演练中的留言' } },
            token,
          );
          if (res.data?.submitMessage) ackMessages.push(subject);
          return { ok: !!res.data?.submitMessage, detail: `${res.status} ${JSON.stringify(res.errors ?? '').slice(0, 160)}` };
        });
      }
    };
    const outage = async () => {
      await sleep(2500);
      await dba.raw(`alter database "${portal.database.name}" allow_connections false`);
      await dba.raw('select pg_terminate_backend(pid) from pg_stat_activity where datname = ?', [portal.database.name]);
      downAt = Date.now();
      await sleep(3000);
      await dba.raw(`alter database "${portal.database.name}" allow_connections true`);
      upAt = Date.now();
    };

    await Promise.all([...Array.from({ length: 10 }, (_, n) => reader(n)), newsWriter(), messageWriter(), outage()]);

    const failed = outcomes.filter((o) => !o.ok);
    const firstOkAfterUp = outcomes.filter((o) => o.ok && o.at >= upAt).sort((a, b) => a.at - b.at)[0];
    const recoveryMs = firstOkAfterUp ? firstOkAfterUp.at + firstOkAfterUp.ms - upAt : Infinity;
    console.info(
      `restart drill: ${outcomes.length} requests, ${failed.length} failed (all in the window: ${failed.every((o) => o.at + o.ms >= downAt - 100)}), ` +
        `slowest ${Math.max(...outcomes.map((o) => o.ms))} ms, recovery ${recoveryMs} ms after the database came back; ` +
        `acknowledged writes: ${ackNews.length} news, ${ackMessages.length} messages`,
    );

    // Nothing hung; every failure was the outage's 503, said in Chinese.
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(6000);
    for (const o of failed) {
      // REST answers HTTP 503; GraphQL too when the request fails before any field (the token's
      // check), else HTTP 200 with the field's SERVICE_UNAVAILABLE (status 503).
      expect(o.detail, o.detail).toMatch(/^GET api\/news: 503 |^\w+: (200|503) .*"code":"SERVICE_UNAVAILABLE","status":503/);
      expect(o.detail).toContain(UNAVAILABLE);
    }
    expect(failed.length).toBeGreaterThan(0);
    expect(recoveryMs).toBeLessThan(5000);

    // Every acknowledged write is in the database.
    const news = await portal.sql<{ id: number }>('select id from news where id in (?)', [ackNews.map(Number)]);
    expect(news.length).toBe(ackNews.length);
    const messages = await portal.sql<{ subject: string }>('select subject from reader_message where subject in (?)', [ackMessages]);
    expect(messages.length).toBe(ackMessages.length);
    expect(ackNews.length + ackMessages.length).toBeGreaterThan(4);

    // The process kept serving.
    expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
    expect((await portal.rest('GET', '/api/news?page=1&pageSize=5')).status).toBe(200);
  }, 60_000);
});
