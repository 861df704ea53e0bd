/**
 * Issue 12: procurement data (a resource's supplier and batch) is for the back office; list rows are
 * summaries (a news item's body is for its detail page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

describe('what the public gets of internal and detail-only fields', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: true });
  });
  afterAll(() => portal.close());

  it('answers supplier and batch as null to guests and readers, and to admins as they are', async () => {
    const query = '{ resources(kind: book, pageSize: 20) { items { id supplierId batchId supplier { name } batch { code } } } }';
    for (const token of [undefined, await portal.readerToken(2)]) {
      const items = (await portal.gql<Data>(query, {}, token)).data!.resources.items as Data[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.filter((item) => item.supplierId ?? item.batchId ?? item.supplier ?? item.batch)).toEqual([]);
    }
    const admin = (await portal.gql<Data>(query, {}, await portal.adminToken())).data!.resources.items as Data[];
    expect(admin.some((item) => item.supplierId && item.supplier?.name && item.batch?.code)).toBe(true);
  });

  it('leaves them out of public REST rows, and a news body out of the news list', async () => {
    const books = await portal.rest<Data>('GET', '/api/book?page=1&pageSize=10');
    // A public list: the page, its count and the rows' copies (availability), whatever the page size.
    expect(Number(books.headers.get('x-sql-statements'))).toBeLessThanOrEqual(3);
    const fifty = await portal.rest<Data>('GET', '/api/book?page=1&pageSize=50');
    expect(Number(fifty.headers.get('x-sql-statements'))).toBeLessThanOrEqual(3);
    const row = books.body.data.items[0] as Data;
    expect(row.title).toBeTruthy();
    expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['supplierId']));
    expect(['supplierId', 'batchId', 'supplier', 'batch', 'class'].filter((key) => key in row)).toEqual([]);
    expect(row.classId).toBeTruthy();
    const news = await fetch(`${portal.url}/api/news?page=1&pageSize=10`);
    const text = await news.text();
    const items = (JSON.parse(text) as Data).data.items as Data[];
    expect(items.length).toBe(10);
    expect(items.filter((item) => 'body' in item)).toEqual([]);
    console.log(`REST news list, 10 rows: ${(text.length / 1024).toFixed(1)} KB`);
    const detail = await portal.rest<Data>('GET', `/api/news/${items[0].id}`);
    expect(detail.body.data.body).toBeTruthy();
  });

  it('answers a book detail, its holdings and related books in 3 statements (12 before), its page query in 3', async () => {
    const book = ((await portal.gql<Data>('{ resources(kind: book, pageSize: 1) { items { id } } }')).data!.resources.items as Data[])[0].id;
    const rest = await portal.rest<Data>('GET', `/api/resource/book/${book}`);
    expect(rest.body.data.copies.length).toBeGreaterThan(0);
    expect(rest.body.data.class.name).toBeTruthy();
    // The resource with its class, its copies with their libraries, related with their copies on the
    // shelf; the view is counted in memory and written in batches (core/http/view-counter.ts).
    expect(rest.body.data.related.length).toBeGreaterThan(0);
    expect(Number(rest.headers.get('x-sql-statements'))).toBe(3);
    const page = await portal.gql<Data>(
      `{ resource(id: ${book}) { id title class { name } ... on Book { copies { id library { name } } availableCopies } related(limit: 6) { id title cover } } }`,
    );
    expect(page.data!.resource.copies[0].library.name).toBeTruthy();
    expect(Number(page.headers.get('x-sql-statements'))).toBeLessThanOrEqual(3);
  });
});
