/**
 * Issue 54: every store a reader writes is bounded. The table of bounds (core/limits/reader-bounds.ts)
 * names every mutation a reader token may call, with its rows, bytes and rate; this walks the schema
 * (and the REST table, which runs the same fields) and fails on a reader mutation missing from it, so
 * a new unbounded reader write cannot land unnoticed. Then the bounds added here are exercised:
 * cloud files per reader, marks per reader and their rate, submissions per reader and type, and the
 * loan-request rate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_LIMITS, READER_MUTATION_BOUNDS } from '../../src/core/limits/reader-bounds.js';
import { REST_ROUTES } from '../../src/rest/table.js';
import { getSchema } from '../../src/schema.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';
import { signedReader } from '../helpers/signed-reader.js';

type Auth = { public?: boolean; roles?: string[] } | undefined;

describe('the table of reader bounds', () => {
  it('names every mutation a reader token (or a guest) may call, and nothing else', async () => {
    const schema = await getSchema();
    const fields = schema.getMutationType()!.getFields();
    const readerCallable = Object.values(fields)
      .filter((field) => {
        const auth = field.extensions?.auth as Auth;
        return auth?.public === true || (auth?.roles ?? []).some((role) => role !== 'ADMIN');
      })
      .map((field) => field.name)
      .sort();
    const missing = readerCallable.filter((name) => !READER_MUTATION_BOUNDS[name]);
    expect(missing, 'reader mutations without a bound in core/limits/reader-bounds.ts').toEqual([]);
    expect(Object.keys(READER_MUTATION_BOUNDS).filter((name) => !readerCallable.includes(name))).toEqual([]);
  });

  it('gives every store its rows, bytes and rate', () => {
    for (const [name, bound] of Object.entries(READER_MUTATION_BOUNDS)) {
      if (bound.kind !== 'store') continue;
      for (const key of ['store', 'rows', 'bytes', 'rate'] as const) {
        expect(bound[key].trim(), `${name}.${key}`).not.toMatch(/^(-|)$/);
      }
    }
  });

  it('covers the REST paths too: each path running a reader mutation runs one of the table', async () => {
    const schema = await getSchema();
    const mutations = schema.getMutationType()!.getFields();
    const uncovered = REST_ROUTES.filter((route) => {
      const auth = mutations[route.field]?.extensions?.auth as Auth;
      const readerCallable = auth?.public === true || (auth?.roles ?? []).some((role) => role !== 'ADMIN');
      return mutations[route.field] && readerCallable && !READER_MUTATION_BOUNDS[route.field];
    });
    expect(uncovered.map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual([]);
  });
});

describe('reader bounds', () => {
  let portal: TestPortal;
  let book: number;
  let newspaper: number;
  let readers = 0;

  async function newReader() {
    readers += 1;
    return signedReader(portal, `R-BOUNDS-${readers}`);
  }
  const first = async (kind: string) =>
    (
      await portal.sql<{ id: number }>(
        `select id from resource where kind = ? and enabled and on_shelf and published_at <= now() and permission = 'PUBLIC' order by id limit 1`,
        [kind],
      )
    )[0].id;
  const error = async (query: string, variables: Record<string, unknown>, token: string) =>
    (await portal.gql<Data>(query, variables, token)).errors?.[0];

  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: true });
    book = await first('book');
    newspaper = await first('newspaper');
  }, 300_000);
  afterAll(() => portal?.close());

  it('cloud: a reader keeps at most filesPerReader files, whatever their size', async () => {
    const reader = await newReader();
    await portal.sql(
      `insert into cloud_file (created_at, updated_at, reader_id, name, storage_key, format, size, sha256)
       select now(), now(), ?, 'f' || g || '.pdf', 'cloud/none/' || g, 'pdf', 1, 'x' from generate_series(1, ?) g`,
      [reader.id, READER_LIMITS.cloud.filesPerReader],
    );
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'one-more.pdf');
    const res = await fetch(`${portal.url}/api/user/cloud/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader.token}` },
      body: form,
    });
    expect(await res.json()).toMatchObject({
      code: 400,
      msg: `云盘文件数量已达上限（${READER_LIMITS.cloud.filesPerReader} 个），请删除不需要的文件后再上传`,
    });
    expect(Number((await portal.sql<{ n: string }>('select count(*) as n from cloud_file where reader_id = ?', [reader.id]))[0].n)).toBe(
      READER_LIMITS.cloud.filesPerReader,
    );
  });

  it('cloud: uploads per hour are limited (429)', async () => {
    const reader = await newReader();
    const rule = READER_LIMITS.cloud.uploadRate;
    await Promise.all(Array.from({ length: rule.limit }, () => portal.services.rateLimiter.hit(rule, String(reader.id))));
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'a.pdf');
    const res = await fetch(`${portal.url}/api/user/cloud/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader.token}` },
      body: form,
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 429, msg: '上传过于频繁，请稍后再试' });
  });

  it('marks: subscriptions per reader are bounded; one already set is answered as before', async () => {
    const reader = await newReader();
    const max = READER_LIMITS.marks.subscriptionsPerReader;
    // As many other resources as the limit, each subscribed (rows as subscribeResource makes them).
    await portal.sql(
      `with made as (
         insert into resource (kind, title, creators, keywords, published_at, created_at, updated_at)
         select 'newspaper', '订阅上限 ' || g, '{}', '{}', now(), now(), now() from generate_series(1, ?) g returning id)
       insert into reader_mark (created_at, updated_at, reader_id, resource_id, type, seen_at) select now(), now(), ?, id, 'SUBSCRIPTION', now() from made`,
      [max, reader.id],
    );
    const SUBSCRIBE = 'mutation($id: ID!) { subscribeResource(resourceId: $id) { subscribed } }';
    expect(await error(SUBSCRIBE, { id: newspaper }, reader.token)).toMatchObject({
      message: `订阅数量已达上限（${max} 个）`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const [kept] = await portal.sql<{ resource_id: number }>(`select resource_id from reader_mark where reader_id = ? limit 1`, [reader.id]);
    const again = await portal.gql<Data>(SUBSCRIBE, { id: kept.resource_id }, reader.token);
    expect(again.errors?.[0]?.message).not.toBe(`订阅数量已达上限（${max} 个）`);
  });

  it('marks: a collect-and-uncollect loop is rate-limited (429)', async () => {
    const reader = await newReader();
    const rule = READER_LIMITS.marks.rate;
    await Promise.all(Array.from({ length: rule.limit }, () => portal.services.rateLimiter.hit(rule, String(reader.id))));
    expect(await error('mutation($id: ID!) { collectResource(resourceId: $id) { collected } }', { id: book }, reader.token)).toMatchObject({
      message: '操作过于频繁，请稍后再试',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(await portal.sql('select id from reader_mark where reader_id = ?', [reader.id])).toEqual([]);
  });

  it('submissions: a reader has at most perReader of one type, whatever their state', async () => {
    const reader = await newReader();
    const max = READER_LIMITS.submissions.perReader;
    await portal.sql(
      `insert into resource_comment (created_at, updated_at, reader_id, author_name, status, unread, resource_id, content, flagged_words)
       select now(), now(), ?, '读*', 'PASSED', false, ?, '旧评论 ' || g, '{}' from generate_series(1, ?) g`,
      [reader.id, book, max],
    );
    const COMMENT = 'mutation($input: CommentInput!) { submitComment(input: $input) { id } }';
    expect(await error(COMMENT, { input: { resourceId: String(book), content: '又一条评论' } }, reader.token)).toMatchObject({
      message: `提交数量已达上限（${max} 条）`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Another type is counted on its own.
    const tag = await portal.gql<Data>(
      'mutation($input: TagInput!) { submitTag(input: $input) { id } }',
      { input: { resourceId: String(book), text: '好书' } },
      reader.token,
    );
    expect(tag.errors).toBeUndefined();
  });

  it('loan requests: a request-and-cancel loop is rate-limited (429)', async () => {
    const reader = await newReader();
    const rule = READER_LIMITS.loanRequests.rate;
    await Promise.all(Array.from({ length: rule.limit }, () => portal.services.rateLimiter.hit(rule, String(reader.id))));
    expect(await error('mutation($id: ID!) { requestLoan(resourceId: $id) { id } }', { id: book }, reader.token)).toMatchObject({
      message: '预约过于频繁，请稍后再试',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });
});
