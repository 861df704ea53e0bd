/**
 * 供应商统计's 资源数 (issue 17: resources, views, downloads and borrows per supplier): the
 * catalogue's resources as of the range's last day, per supplier, per kind, and one supplier's per
 * kind, against numbers counted here by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentDays } from '../../src/modules/stats/stats-rollup.job.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let admin: string;
const ids: Record<string, string> = {};

async function ok(query: string, variables: Record<string, unknown> = {}) {
  const res = await portal.gql<Data>(query, variables, admin);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

const create = async (kind: 'Book' | 'Ebook' | 'Audio', title: string, supplierId?: string) =>
  (await ok(`mutation($input: ${kind}Input!) { create${kind}(input: $input) { id } }`, { input: { title, supplierId } }))[`create${kind}`]
    .id as string;

const STATS = `query($q: StatisticsQuery!) { statistics(query: $q) { period key label value } }`;
const { today, yesterday } = recentDays();
const counts = async (q: Record<string, unknown>) =>
  (await ok(STATS, { q: { metric: 'resource.count', from: today, to: today, by: 'KEY', ...q } })).statistics as Data[];

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.adminToken();
  for (const name of ['甲出版社', '乙数据商']) {
    ids[name] = (await ok(`mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`, { input: { name } })).createSupplier.id;
  }
  // By hand: 甲 2 books and 1 e-book, 乙 1 audio, and a book of no supplier.
  await create('Book', '甲书一', ids['甲出版社']);
  await create('Book', '甲书二', ids['甲出版社']);
  await create('Ebook', '甲电子书', ids['甲出版社']);
  await create('Audio', '乙音频', ids['乙数据商']);
  await create('Book', '无供应商的书');
}, 60_000);

afterAll(async () => {
  await portal?.close();
});

describe('供应商统计: 资源数', () => {
  it('counts resources per supplier (resources of no supplier left out), per kind, and in all', async () => {
    expect(await counts({ dimension: 'supplier' })).toEqual([
      { period: '', key: ids['甲出版社'], label: '甲出版社', value: 3 },
      { period: '', key: ids['乙数据商'], label: '乙数据商', value: 1 },
    ]);
    expect(await counts({ dimension: 'kind' })).toEqual([
      { period: '', key: 'book', label: '纸质图书', value: 3 },
      { period: '', key: 'audio', label: '音频', value: 1 },
      { period: '', key: 'ebook', label: '电子图书', value: 1 },
    ]);
    expect(await counts({ dimension: 'all' })).toEqual([{ period: '', key: '', label: '合计', value: 5 }]);
  });

  it("counts one supplier's resources per kind (supplier/:id)", async () => {
    expect(await counts({ dimension: 'kind', scope: `supplier:${ids['甲出版社']}` })).toEqual([
      { period: '', key: 'book', label: '纸质图书', value: 2 },
      { period: '', key: 'ebook', label: '电子图书', value: 1 },
    ]);
    expect(await counts({ dimension: 'all', scope: `supplier:${ids['乙数据商']}` })).toEqual([{ period: '', key: '', label: '合计', value: 1 }]);
  });

  it('counts the catalogue as of the range’s last day: none of these existed yesterday', async () => {
    expect(await counts({ dimension: 'supplier', from: yesterday, to: yesterday })).toEqual([]);
  });

  it('reads the counts and the suppliers’ names in the same two statements, however many suppliers (no N+1)', async () => {
    const statements = async (q: Record<string, unknown>) => {
      const res = await portal.gql<Data>(
        STATS,
        { q: { metric: 'resource.count', from: today, to: today, by: 'KEY', dimension: 'supplier', ...q } },
        admin,
      );
      expect(res.errors).toBeUndefined();
      return Number(res.headers.get('x-sql-statements'));
    };
    const one = await statements({ keys: [ids['甲出版社']] });
    expect(await statements({})).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
  });

  it('refuses a grouping by day or month, and a dimension it has not', async () => {
    const refusal = async (q: Record<string, unknown>) =>
      (await portal.gql<Data>(STATS, { q: { metric: 'resource.count', from: today, to: today, dimension: 'all', ...q } }, admin)).errors?.[0];
    expect(await refusal({ by: 'DAY' })).toMatchObject({ message: '资源数只能按项目统计', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await refusal({ by: 'KEY', dimension: 'resource' })).toMatchObject({ message: '该指标不支持此统计维度' });
  });
});
