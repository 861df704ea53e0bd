/**
 * Issue 17, 数据检测: each integrity rule finds a planted problem (with a sample naming it), its
 * fix repairs it and the rule then finds nothing; fixes are audited; files younger than a day and
 * files something refers to are never deleted; admins only, over GraphQL and REST.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;
let uploads: string;

async function ok(query: string, variables: Record<string, unknown> = {}, token = admin): Promise<Data> {
  const res = await portal.gql<Data>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

const CHECK = 'query($rules: [DataCheckRule!]) { dataCheck(rules: $rules) { checkedAt items { rule name count samples fixLabel fixConfirm } } }';
const FIX = 'mutation($rule: DataCheckRule!) { fixDataCheck(rule: $rule) { rule fixed item { count samples } } }';

async function check(rule: string): Promise<Data> {
  return (await ok(CHECK, { rules: [rule] })).dataCheck.items[0];
}

/** A file in storage with its stored_file row, uploaded `daysAgo` days ago. */
async function storedFile(key: string, daysAgo: number) {
  const full = join(uploads, key);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, 'x');
  await portal.sql(
    `insert into stored_file (url, path, original_name, mime, size, created_at) values (?, ?, ?, 'image/png', 1, now() - make_interval(days => ?))`,
    [`/uploads/${key}`, key, `${key.split('/').pop()}`, daysAgo],
  );
  return full;
}

async function createBook(title: string): Promise<string> {
  return (await ok('mutation($input: BookInput!) { createBook(input: $input) { id } }', { input: { title } })).createBook.id;
}

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.adminToken();
  uploads = portal.services.storage.localRoot()!;
}, 120_000);

afterAll(() => portal?.close());

describe('data check rules', () => {
  it('引用的文件缺失: finds an upload a row refers to that storage lacks; it has no fix', async () => {
    expect((await check('missingFiles')).count).toBe(0);
    await ok('mutation($input: NewsInput!) { createNews(input: $input) { id } }', {
      input: { title: '封面丢失的新闻', category: 'libraryNews', body: '<p>正文</p>', cover: '/uploads/2026/11/gone.png' },
    });
    const found = await check('missingFiles');
    expect(found.count).toBe(1);
    expect(found.samples[0]).toBe('/uploads/2026/11/gone.png（news.cover）');
    expect(found.fixLabel).toBeNull();
    const refused = await portal.gql(FIX, { rule: 'missingFiles' }, admin);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'rule' } });
    expect(refused.errors?.[0].message).toContain('没有可自动执行的修复');
  });

  it('无引用的上传文件: finds old files nothing refers to; the fix deletes them and keeps recent and referenced ones', async () => {
    const orphan = await storedFile('2026/10/orphan.png', 3);
    const recent = await storedFile('2026/11/recent.png', 0);
    const inBody = await storedFile('2026/10/in-body.png', 5);
    await ok('mutation($input: NewsInput!) { createNews(input: $input) { id } }', {
      input: { title: '带图新闻', category: 'libraryNews', body: '<p>图：<img src="/uploads/2026/10/in-body.png?width=300" alt="图"></p>' },
    });
    const found = await check('orphanFiles');
    expect(found.count).toBe(1);
    expect(found.samples).toEqual(['/uploads/2026/10/orphan.png（orphan.png）']);
    expect(found.fixConfirm).toContain('无法恢复');

    const { fixDataCheck } = await ok(FIX, { rule: 'orphanFiles' });
    expect(fixDataCheck).toMatchObject({ rule: 'orphanFiles', fixed: 1, item: { count: 0 } });
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(inBody)).toBe(true);
    const urls = (await portal.sql<{ url: string }>('select url from stored_file order by url')).map((r) => r.url);
    expect(urls).toEqual(['/uploads/2026/10/in-body.png', '/uploads/2026/11/recent.png']);
  });

  it('缺少检索文档的资源: finds a resource without a search document; the fix rebuilds it', async () => {
    const id = await createBook('无检索文档的书');
    expect((await check('unindexedResources')).count).toBe(0);
    await portal.sql('update resource set search = null where id = ?', [id]);
    const found = await check('unindexedResources');
    expect(found).toMatchObject({ count: 1, samples: [`#${id} 无检索文档的书`] });
    expect((await ok(FIX, { rule: 'unindexedResources' })).fixDataCheck).toMatchObject({ fixed: 1, item: { count: 0 } });
    const [row] = await portal.sql<{ indexed: boolean }>('select search is not null as indexed from resource where id = ?', [id]);
    expect(row.indexed).toBe(true);
  });

  it('资源计数与实际不符: finds counters that disagree with their rows; the fix recounts them', async () => {
    const id = await createBook('计数不符的书');
    await ok('mutation($id: ID!) { collectResource(resourceId: $id) { collected } }', { id }, await portal.readerToken());
    expect((await check('resourceCounters')).count).toBe(0);
    await portal.sql('update resource set collections = 7, comments = 3 where id = ?', [id]);
    const found = await check('resourceCounters');
    expect(found.count).toBe(1);
    expect(found.samples[0]).toBe(`#${id} 计数不符的书：收藏数 7，实际 1；评论数 3，实际 0`);
    expect((await ok(FIX, { rule: 'resourceCounters' })).fixDataCheck).toMatchObject({ fixed: 1, item: { count: 0 } });
    const [row] = await portal.sql<{ collections: number; comments: number }>('select collections, comments from resource where id = ?', [id]);
    expect(row).toEqual({ collections: 1, comments: 0 });
  });

  it('所属资源不符的子项: finds copies whose resource is no longer a book; the fix removes them', async () => {
    const id = await createBook('变了类型的书');
    await portal.sql(`insert into book_copy (created_at, updated_at, resource_id, barcode) values (now(), now(), ?, 'B-DC-1')`, [id]);
    expect((await check('misplacedParts')).count).toBe(0);
    await portal.sql(`update resource set kind = 'ebook' where id = ?`, [id]);
    const found = await check('misplacedParts');
    expect(found.count).toBe(1);
    expect(found.samples[0]).toMatch(new RegExp(`^馆藏复本 #\\d+（资源 #${id} 变了类型的书）$`));
    expect((await ok(FIX, { rule: 'misplacedParts' })).fixDataCheck).toMatchObject({ fixed: 1, item: { count: 0 } });
    expect(await portal.sql("select id from book_copy where barcode = 'B-DC-1'")).toEqual([]);
  });
});

describe('dataCheck and fixDataCheck', () => {
  it('run every rule when none is named, and a fix is audited', async () => {
    const { dataCheck } = await ok(CHECK);
    expect(dataCheck.items.map((i: Data) => i.rule)).toEqual([
      'missingFiles',
      'orphanFiles',
      'unindexedResources',
      'resourceCounters',
      'misplacedParts',
    ]);
    const [log] = await portal.sql<{ action: string; entity: string; changes: Data[] }>(
      "select action, entity, changes from audit_log where entity = 'DataCheck' order by id desc limit 1",
    );
    expect(log).toMatchObject({ action: 'fix', entity: 'DataCheck' });
    expect(log.changes.map((c) => c.field)).toEqual(['misplacedParts.fixed', 'misplacedParts.remaining']);
  });

  it('are for administrators only', async () => {
    const reader = await portal.readerToken();
    expect((await portal.gql(CHECK, {}, reader)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await portal.gql(FIX, { rule: 'orphanFiles' }, reader)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await portal.gql(FIX, { rule: 'orphanFiles' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answer over REST: api/admin/detect/index and api/admin/detect/fix', async () => {
    const rest = await portal.rest<Data>('GET', '/api/admin/detect/index', undefined, admin);
    expect(rest.body.code).toBe(200);
    expect(rest.body.data.items).toHaveLength(5);
    const fixed = await portal.rest<Data>('POST', '/api/admin/detect/fix', { rule: 'unindexedResources' }, admin);
    expect(fixed.body).toMatchObject({ code: 200, data: { rule: 'unindexedResources', fixed: 0, item: { count: 0 } } });
    const bad = await portal.rest<Data>('POST', '/api/admin/detect/fix', { rule: 'missingFiles' }, admin);
    expect(bad.body.code).toBe(400);
  });
});
