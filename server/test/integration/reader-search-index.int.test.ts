/**
 * 积分管理 (pointAccounts) finds a reader by any part of the name, card number or phone: on
 * 100,000 readers the planner answers it from the trigram index of reader, not by reading the table;
 * 用户管理 (readers) asks the same.
 */
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAccountStatements } from '../../src/modules/points/point-queries.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
const READERS = 100_000;

/** The plan's node types (a scan with its table: `Seq Scan on reader`) and index names, flattened. */
function planOf(explained: Array<Record<string, unknown>>): string[] {
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    found.push(node['Relation Name'] ? `${String(node['Node Type'])} on ${String(node['Relation Name'])}` : String(node['Node Type']));
    if (node['Index Name']) found.push(String(node['Index Name']));
    for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
  };
  walk((explained[0]['QUERY PLAN'] as Array<{ Plan: Record<string, unknown> }>)[0].Plan);
  return found;
}

const explain = async (statement: { sql: string; params: unknown[] }) =>
  planOf(await portal.sql<Record<string, unknown>>(`explain (format json) ${statement.sql}`, statement.params));

beforeAll(async () => {
  portal = await startTestPortal();
  await portal.sql(
    `insert into reader (created_at, updated_at, card_number, phone, name, password_hash)
     select now(), now(), 'K' || lpad(g::text, 9, '0'), '137' || lpad(g::text, 8, '0'), '读者' || g, 'x'
     from generate_series(1, ${READERS}) g`,
  );
  await portal.sql('analyze reader');
}, 120_000);

afterAll(async () => {
  await portal?.close();
});

describe('用户积分 keyword search on 100,000 readers', () => {
  it.each([
    ['a card number', '000054321'],
    ['a phone', '37000543'],
    ['a name', '读者54321'],
  ])('finds %s through the trigram index (count and page)', async (_, keyword) => {
    const { count, rows } = pointAccountStatements(keyword, 1, 20);
    for (const plan of [await explain(count), await explain(rows)]) {
      expect(plan).toContain('reader_search_trgm_index');
      // The readers are not read whole; a small joined table (point_account) may be, as the planner likes.
      expect(plan).not.toContain('Seq Scan on reader');
    }
  });

  it('answers the same readers through GraphQL, in 积分管理 and 用户管理', async () => {
    const admin = await portal.adminToken();
    const res = await portal.gql<Data>(
      'query($k: String) { pointAccounts(keyword: $k) { total items { name cardNumber } } }',
      { k: '读者54321' },
      admin,
    );
    expect(res.data?.pointAccounts).toEqual({ total: 1, items: [{ name: '读者54321', cardNumber: 'K000054321' }] });
    for (const k of ['读者54321', '000054321', '3700054321']) {
      const list = await portal.gql<Data>('query($k: String) { adminReaders(filter: { keyword: $k }) { total items { name } } }', { k }, admin);
      expect(list.data?.adminReaders, JSON.stringify(list.errors)).toEqual({ total: 1, items: [{ name: '读者54321' }] });
    }
  });
});
