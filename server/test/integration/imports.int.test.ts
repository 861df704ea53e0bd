import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const CSV = [
  '题名,作者,ISBN,出版社,出版年,中图分类号,条码号,馆藏地,索书号',
  '活着,余华,9787506365437,作家出版社,2012,I247.57,T0001,总馆,I247.57/Y8',
  ',无名氏,,,,,,,',
  '许三观卖血记,余华,9787506365438,作家出版社,2012,,,,',
  '在细雨中呼喊,余华,,作家出版社,公元前,,,,',
  '兄弟,余华,,作家出版社,2005,Z999,T0001;T0002,不存在的分馆,',
  '活着（重复）,余华,9787506365437,作家出版社,2012,,,,',
].join('\n');

describe('batch imports of resources', () => {
  let portal: TestPortal;
  let admin: string;

  beforeAll(async () => {
    portal = await startTestPortal({ env: { JOB_POLL_MS: '500' } });
    admin = await portal.adminToken();
    await portal.gql('mutation { createResourceClass(input: { kind: book, name: "文学", code: "I" }) { id } }', {}, admin);
  });
  afterAll(() => portal.close());

  const upload = async (data: Buffer | string, name: string, fields: Record<string, string> = { kind: 'book' }) => {
    const form = new FormData();
    form.append('file', new Blob([data]), name);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const res = await fetch(`${portal.url}/api/admin/resource/import`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    return (await res.json()) as Data;
  };
  const finished = async (id: string) => {
    for (let i = 0; i < 200; i++) {
      const res = await portal.rest<Data>('GET', `/api/admin/resource/import/${id}`, undefined, admin);
      if (res.body.data.state === 'done' || res.body.data.state === 'failed') return res.body.data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('import did not finish');
  };

  it('imports the valid rows of a spreadsheet and reports each rejected row with its reason', async () => {
    const started = await upload(CSV, '新书.csv');
    expect(started).toMatchObject({ code: 200, data: { state: 'queued', fileName: '新书.csv', kind: 'book' } });
    const report = await finished(started.data.id);
    expect(report).toMatchObject({ state: 'done', progress: 100, total: 6, created: 2 });
    expect(report.rejected).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, field: 'title', message: '缺少题名' }),
        expect.objectContaining({ row: 4, field: 'isbn', message: 'ISBN 校验位错误：9787506365438' }),
        expect.objectContaining({ row: 5, field: 'publishYear' }),
        expect.objectContaining({ row: 7, field: 'isbn', message: expect.stringContaining('文件内 ISBN 重复') }),
      ]),
    );
    expect(report.warnings.map((w: Data) => w.message).join('\n')).toMatch(/Z999|分类/);

    const books = await portal.gql<Data>(
      '{ adminBooks(pageSize: 50) { items { title isbn callNumber class { code } ... on Book { copies { barcode library { name } } } } } }',
      {},
      admin,
    );
    const byTitle = Object.fromEntries(books.data!.adminBooks.items.map((b: Data) => [b.title, b]));
    expect(byTitle['活着']).toMatchObject({ isbn: '9787506365437', callNumber: 'I247.57/Y8', class: { code: 'I' }, copies: [{ barcode: 'T0001' }] });
    // T0001 was taken by the first row: the fifth row's copy with it is left out, the other kept.
    expect(byTitle['兄弟'].copies.map((c: Data) => c.barcode)).toEqual(['T0002']);

    // The same file again: the ISBN is now in the catalogue.
    const again = await finished((await upload(CSV, '新书.csv')).data.id);
    expect(again.rejected).toEqual(expect.arrayContaining([expect.objectContaining({ row: 2, message: expect.stringContaining('ISBN 已存在') })]));
  });

  it('imports MARC records (MARCXML) through GraphQL', async () => {
    const xml = readFileSync(join(import.meta.dirname, '../../src/modules/catalogue/import/fixtures/marc21-collection.xml'));
    const res = await portal.upload<Data>(
      'mutation($file: Upload!) { importResources(file: $file, kind: book) { id state } }',
      { file: { data: xml, name: 'records.xml' } },
      admin,
    );
    const report = await finished(res.data!.importResources.id);
    expect(report.state).toBe('done');
    expect(report.created).toBeGreaterThan(0);
  });

  it('refuses an unreadable file at once, and keeps nothing', async () => {
    const res = await upload(Buffer.from([0, 1, 2, 3, 255, 254, 0, 0, 9]), 'junk.bin');
    expect(res).toMatchObject({ code: 400, data: null });
    expect(res.msg).toBeTruthy();
    const imports = await portal.gql<Data>('{ resourceImports { fileName } }', {}, admin);
    expect(imports.data!.resourceImports.map((i: Data) => i.fileName)).not.toContain('junk.bin');
  });

  it('offers the spreadsheet template, to admins only', async () => {
    const res = await fetch(`${portal.url}/api/admin/resource/import/template`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect((await fetch(`${portal.url}/api/admin/resource/import/template`)).status).toBe(401);
  });
});
