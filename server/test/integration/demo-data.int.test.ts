/**
 * Issue 52, 清除演示数据: the demo seed records every row and file it adds; clearing removes exactly
 * those (with what the demo readers did since), keeps the library's own rows and any demo row they
 * point at, and is admins' only, confirmed by typing 清除演示数据.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/core/auth/passwords.js';
import { keyedTables } from '../../src/core/db/table-keys.js';
import { CheckLevel, SECURITY_RULES } from '../../src/modules/system/security-check.rules.js';
import { AUDIT_SNAPSHOT_PATH } from '../../src/modules/system/security-check.resolver.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const CLEAR = `mutation($confirmation: String!) {
  clearDemoData(confirmation: $confirmation) { removedRows removedFiles keptFiles removed { table count } kept { table count } }
}`;

describe('清除演示数据', () => {
  let portal: TestPortal;
  let admin: string;
  /** Rows of each table before clearing, recorded as demo rows or not. */
  let before: Map<string, { demo: number; other: number }>;
  let files: string[];
  const ids = { staffNews: 0, staffReader: 0, staffLoan: 0, loanedBook: 0, demoReaderLoan: 0 };

  const count = async (query: string, params: unknown[] = []) => (await portal.sql<{ n: number }>(query, params))[0].n;
  /** Per table: its rows that demo_seed_before_test lists, and the others. */
  const census = async () => {
    const result = new Map<string, { demo: number; other: number }>();
    for (const { table, columns } of await keyedTables(portal.services.orm.em.fork())) {
      if (table.startsWith('demo_seed') || table === 'mikro_orm_migrations') continue;
      const key = `jsonb_build_object(${columns.map((c) => `'${c}', t."${c}"`).join(', ')})`;
      const [row] = await portal.sql<{ demo: number; other: number }>(
        `select count(*) filter (where recorded)::int as demo, count(*) filter (where not recorded)::int as other
           from (select exists (select 1 from demo_rows_test d where d.table_name = ? and d.row_key = ${key}) as recorded from "${table}" t) x`,
        [table],
      );
      result.set(table, row);
    }
    return result;
  };
  const demoPasswordRule = () =>
    SECURITY_RULES.find((rule) => rule.key === 'demoReaderPasswords')!.run({
      em: portal.services.orm.em.fork(),
      config: portal.services.config,
      secure: false,
      auditSnapshotPath: AUDIT_SNAPSHOT_PATH,
      now: new Date(),
    });

  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: true });
    admin = await portal.adminToken();
    // What the seed recorded, kept aside (a table without a primary key: never taken for a demo row).
    await portal.sql('create table demo_rows_test as select * from demo_seed_row');
    files = (await portal.sql<{ key: string }>('select storage_key as key from demo_seed_file order by 1')).map((r) => r.key);

    // The library's own data, added after the seed: a news item, a reader, the reader's loan of a demo book.
    const copy = async (table: string, id: number, changes: Record<string, unknown>) =>
      (
        await portal.sql<{ id: number }>(
          `insert into "${table}" select (jsonb_populate_record(null::"${table}", to_jsonb(t) || ?::jsonb || jsonb_build_object('id', nextval('${table}_id_seq')))).*
             from "${table}" t where id = ? returning id`,
          [JSON.stringify(changes), id],
        )
      )[0].id;
    const [news] = await portal.sql<{ id: number }>('select id from news order by id limit 1');
    ids.staffNews = await copy('news', news.id, { title: '馆员发布的新闻' });
    const [reader] = await portal.sql<{ id: number }>(`select id from reader where card_number = '2024000101'`);
    ids.staffReader = await copy('reader', reader.id, {
      card_number: '3100000001',
      phone: '13900000099',
      name: '真实读者',
      password_hash: await hashPassword('a-real-password'),
    });
    const [book] = await portal.sql<{ id: number }>(`select id from resource where kind = 'book' order by id desc limit 1`);
    ids.loanedBook = book.id;
    const [loan] = await portal.sql<{ id: number }>('select id from loan order by id limit 1');
    ids.staffLoan = await copy('loan', loan.id, { reader_id: ids.staffReader, resource_id: book.id, copy_id: null });
    // A demo reader's own later activity: goes with the demo reader.
    const [demoReader] = await portal.sql<{ id: number }>(`select id from reader where card_number = '2024000102'`);
    ids.demoReaderLoan = await copy('loan', loan.id, { reader_id: demoReader.id, resource_id: book.id, copy_id: null });
    before = await census();
  }, 420_000);

  afterAll(() => portal?.close());

  it('records every row and file the demo seed added, and nothing else', async () => {
    expect(before.get('news')!.demo).toBeGreaterThan(10);
    expect(before.get('resource')!.demo).toBeGreaterThan(100);
    expect(before.get('reader')).toEqual({ demo: 4, other: 1 });
    // The administrator and the default point rules are configuration, not demo data.
    expect(before.get('admin_user')).toEqual({ demo: 0, other: 1 });
    expect(before.get('point_rule')!.demo).toBe(0);
    expect(before.get('point_rule')!.other).toBeGreaterThan(0);
    expect(files.length).toBeGreaterThan(50);
    for (const key of files.slice(0, 20)) expect(await portal.services.storage.exists(key), key).toBe(true);
    const status = await portal.gql<Data>('{ demoData { rows files } }', {}, admin);
    expect(status.data!.demoData).toEqual({ rows: [...before.values()].reduce((sum, t) => sum + t.demo, 0), files: files.length });
  });

  it('安全检测 fails while demo readers have the demo password', async () => {
    const finding = await demoPasswordRule();
    expect(finding.level).toBe(CheckLevel.FAIL);
    expect(finding.detail).toContain('2024000101');
    expect(finding.advice).toContain('清除演示数据');
  });

  it('is refused to readers and guests, and without the typed confirmation', async () => {
    const reader = await portal.readerToken();
    expect((await portal.gql(CLEAR, { confirmation: '清除演示数据' }, reader)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await portal.gql(CLEAR, { confirmation: '清除演示数据' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const wrong = await portal.gql(CLEAR, { confirmation: '清除' }, admin);
    expect(wrong.errors?.[0]).toMatchObject({ message: '请输入“清除演示数据”以确认清除', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await count('select count(*)::int as n from demo_seed_row')).toBe([...before.values()].reduce((sum, t) => sum + t.demo, 0));
  });

  it('removes exactly the demo rows and files, keeps the library’s own rows and the demo rows they point at', async () => {
    const res = await portal.gql<Data>(CLEAR, { confirmation: ' 清除演示数据 ' }, admin);
    expect(res.errors).toBeUndefined();
    const result = res.data!.clearDemoData;
    const after = await census();
    const kept = new Map<string, number>(result.kept.map((t: Data) => [t.table, t.count]));
    const removed = new Map<string, number>(result.removed.map((t: Data) => [t.table, t.count]));
    // The real reader's loan holds its book (a demo row), and the book what it points at.
    expect(kept.get('resource')).toBe(1);
    expect(await count('select count(*)::int as n from resource where id = ?', [ids.loanedBook])).toBe(1);
    for (const [table, rows] of before) {
      const now = after.get(table)!;
      // Demo rows: gone, but for the kept ones.
      expect(now.demo, table).toBe(kept.get(table) ?? 0);
      // Other rows: none removed but the demo reader's later loan (the portal's own jobs may add some meanwhile).
      const otherRemoved = table === 'loan' ? 1 : 0;
      expect(removed.get(table) ?? 0, table).toBe(rows.demo - now.demo + otherRemoved);
      expect(now.other, table).toBeGreaterThanOrEqual(rows.other - otherRemoved);
    }
    expect(result.removedRows).toBe([...removed.values()].reduce((sum, n) => sum + n, 0));
    for (const [table, id] of [
      ['news', ids.staffNews],
      ['reader', ids.staffReader],
      ['loan', ids.staffLoan],
    ] as const) {
      expect(await count(`select count(*)::int as n from "${table}" where id = ?`, [id]), table).toBe(1);
    }
    expect(await count('select count(*)::int as n from loan where id = ?', [ids.demoReaderLoan])).toBe(0);
    expect(await count(`select count(*)::int as n from reader where card_number like '202400010%'`)).toBe(0);

    // Files: the demo's are gone, but for those a kept row names (the loaned book's cover).
    const [{ cover }] = await portal.sql<{ cover: string }>('select cover from resource where id = ?', [ids.loanedBook]);
    const left = (await portal.sql<{ key: string }>('select storage_key as key from demo_seed_file')).map((r) => r.key);
    expect(result.keptFiles).toBe(left.length);
    expect(result.removedFiles).toBe(files.length - left.length);
    expect(left.some((key) => cover.includes(key))).toBe(true);
    for (const key of files) expect(await portal.services.storage.exists(key), key).toBe(left.includes(key));

    const [audit] = await portal.sql<Data>(`select admin_name, detail from audit_log where action = 'clearDemo'`);
    expect(audit.admin_name).toBe('系统管理员');
    expect(audit.detail).toContain(`删除演示数据 ${result.removedRows} 行`);
    // Only the kept rows are still recorded: a second clear finds nothing more to remove.
    expect(await count('select count(*)::int as n from demo_seed_row')).toBe([...kept.values()].reduce((sum, n) => sum + n, 0));
  }, 300_000);

  it('安全检测 passes once the demo readers are gone', async () => {
    expect(await demoPasswordRule()).toMatchObject({ level: CheckLevel.PASS });
  });
});
