import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const CREATE_CLASS = 'mutation($input: ResourceClassInput!) { createResourceClass(input: $input) { id parentId kind } }';
const UPDATE_CLASS = 'mutation($id: ID!, $input: ResourceClassInput!) { updateResourceClass(id: $id, input: $input) { id parentId } }';
const TREE = 'query($kind: ResourceKind!) { resourceClassTree(kind: $kind) { name children { name children { name } } } }';

describe('catalogue: suppliers, batch numbers and class trees', () => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal();
    admin = await portal.adminToken();
  });
  afterAll(() => portal.close());

  const createClass = async (input: Record<string, unknown>) => {
    const res = await portal.gql<{ createResourceClass: { id: string } }>(CREATE_CLASS, { input: { kind: 'book', ...input } }, admin);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.createResourceClass.id;
  };

  it('builds the enabled class tree of one kind in display order, hiding disabled branches', async () => {
    const literature = await createClass({ name: '文学', code: 'I', sort: 2 });
    const history = await createClass({ name: '历史', code: 'K', sort: 1 });
    await createClass({ name: '中国小说', parentId: literature, sort: 1 });
    const poetry = await createClass({ name: '诗歌', parentId: literature, sort: 0 });
    await createClass({ name: '唐诗', parentId: poetry });
    const hidden = await createClass({ name: '内部分类', parentId: history, enabled: false });
    await createClass({ name: '被隐藏的下级', parentId: hidden });
    await createClass({ kind: 'video', name: '纪录片' });

    const res = await portal.gql<{ resourceClassTree: unknown }>(TREE, { kind: 'book' });
    expect(res.data!.resourceClassTree).toEqual([
      { name: '历史', children: [] },
      {
        name: '文学',
        children: [
          { name: '诗歌', children: [{ name: '唐诗' }] },
          { name: '中国小说', children: [] },
        ],
      },
    ]);
    const rest = await portal.rest<Array<{ name: string }>>('GET', '/api/class/tree?kind=video&_t=1');
    expect(rest.body.data.map((c) => c.name)).toEqual(['纪录片']);

    // The specification's tree item: id and pid (the parent's id; none at the top), parentId kept.
    type Node = { id: string; pid: string | null; parentId: string | null; children: Node[] };
    const tree = await portal.rest<Node[]>('GET', '/api/class/tree?kind=book&_t=2');
    const [historyNode, literatureNode] = tree.body.data;
    expect(historyNode).toMatchObject({ id: history, pid: null, parentId: null });
    expect(literatureNode.children.map((c) => [c.pid, c.parentId])).toEqual([
      [literature, literature],
      [literature, literature],
    ]);
    expect(literatureNode.children[0].children[0]).toMatchObject({ pid: poetry, parentId: poetry });
    const one = await portal.gql<{ adminResourceClass: { pid: string; parentId: string } }>(
      'query($id: ID!) { adminResourceClass(id: $id) { pid parentId } }',
      { id: poetry },
      admin,
    );
    expect(one.data?.adminResourceClass, JSON.stringify(one.errors)).toEqual({ pid: literature, parentId: literature });
  });

  it('lists a class level by parent, or the top level, for the back office', async () => {
    const root = await createClass({ name: '哲学', code: 'B' });
    await createClass({ name: '伦理学', parentId: root });
    const children = await portal.gql<{ adminResourceClasses: { items: Array<{ name: string }> } }>(
      'query($f: ResourceClassFilter) { adminResourceClasses(filter: $f) { items { name } } }',
      { f: { parentId: root } },
      admin,
    );
    expect(children.data!.adminResourceClasses.items.map((c) => c.name)).toEqual(['伦理学']);
    const top = await portal.rest<{ items: Array<{ name: string }> }>(
      'GET',
      '/api/admin/class/index?kind=book&topLevel=true&pageSize=100',
      undefined,
      admin,
    );
    expect(top.body.data.items.map((c) => c.name)).toContain('哲学');
    expect(top.body.data.items.map((c) => c.name)).not.toContain('伦理学');
  });

  it('refuses a parent of another kind, a missing parent, and cycles', async () => {
    const a = await createClass({ name: '甲' });
    const b = await createClass({ name: '乙', parentId: a });
    const c = await createClass({ name: '丙', parentId: b });
    const video = await createClass({ kind: 'video', name: '动画' });

    const otherKind = await portal.gql(CREATE_CLASS, { input: { kind: 'book', name: 'x', parentId: video } }, admin);
    expect(otherKind.errors![0]).toMatchObject({
      message: '上级分类必须属于同一资源类型',
      extensions: { code: 'BAD_USER_INPUT', field: 'parentId' },
    });
    const missing = await portal.gql(CREATE_CLASS, { input: { kind: 'book', name: 'x', parentId: '99999' } }, admin);
    expect(missing.errors![0].message).toBe('上级分类不存在');
    const cycle = await portal.gql(UPDATE_CLASS, { id: a, input: { kind: 'book', name: '甲', parentId: c } }, admin);
    expect(cycle.errors![0]).toMatchObject({ message: '不能把分类移到它自己或它的下级分类之下', extensions: { field: 'parentId' } });
    const self = await portal.gql(UPDATE_CLASS, { id: b, input: { kind: 'book', name: '乙', parentId: b } }, admin);
    expect(self.errors![0].extensions!.field).toBe('parentId');

    const moved = await portal.gql<{ updateResourceClass: { parentId: string | null } }>(
      UPDATE_CLASS,
      { id: c, input: { kind: 'book', name: '丙', parentId: null } },
      admin,
    );
    expect(moved.data!.updateResourceClass.parentId).toBeNull();
  });

  it('keeps class trees at most five levels deep', async () => {
    let parent = await createClass({ name: 'L1' });
    for (let level = 2; level <= 5; level++) parent = await createClass({ name: `L${level}`, parentId: parent });
    const tooDeep = await portal.gql(CREATE_CLASS, { input: { kind: 'book', name: 'L6', parentId: parent } }, admin);
    expect(tooDeep.errors![0].message).toBe('分类最多 5 级');
  });

  it('links batch numbers to suppliers, loading the suppliers of a page in one query', async () => {
    const supplier = await portal.rest<{ id: string }>(
      'POST',
      '/api/admin/supplier/create',
      { name: '超星数字图书馆', contact: '王经理', phone: '010-12345678', website: 'https://www.chaoxing.com' },
      admin,
    );
    expect(supplier.body.code).toBe(200);
    const supplierId = supplier.body.data.id;
    for (let i = 1; i <= 12; i++) {
      const res = await portal.rest(
        'POST',
        '/api/admin/batchCode/create',
        { code: `2026-NB-${String(i).padStart(3, '0')}`, name: `第${i}批新书`, supplierId, receivedAt: '2026-03-01' },
        admin,
      );
      expect(res.body.code).toBe(200);
    }
    const Q = 'query($n: Int!) { adminBatchNumbers(pageSize: $n) { items { code supplier { name } } } }';
    const small = await portal.gql<{ adminBatchNumbers: { items: Array<{ supplier: { name: string } }> } }>(Q, { n: 3 }, admin);
    const large = await portal.gql(Q, { n: 12 }, admin);
    expect(small.data!.adminBatchNumbers.items[0].supplier.name).toBe('超星数字图书馆');
    expect(Number(large.headers.get('x-sql-statements'))).toBe(Number(small.headers.get('x-sql-statements')));

    const filtered = await portal.rest<{ total: number }>('GET', `/api/admin/batchCode/list?supplierId=${supplierId}`, undefined, admin);
    expect(filtered.body.data.total).toBe(12);
    const noSupplier = await portal.rest('POST', '/api/admin/batchCode/create', { code: 'X-1', name: 'x', supplierId: '4242' }, admin);
    expect(noSupplier.body).toMatchObject({ code: 400, msg: '供应商不存在' });
  });

  it('answers a duplicate name or code as bad input on that field, not a server error', async () => {
    await portal.rest('POST', '/api/admin/supplier/create', { name: '方正阿帕比' }, admin);
    const again = await portal.gql('mutation { createSupplier(input: { name: "方正阿帕比" }) { id } }', {}, admin);
    expect(again.errors![0]).toMatchObject({ message: '已存在相同的记录，请修改后再保存', extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    const code = await portal.rest('POST', '/api/admin/batchCode/create', { code: '2026-NB-001', name: '重复' }, admin);
    expect(code.body).toMatchObject({ code: 400, msg: '已存在相同的记录，请修改后再保存' });
  });
});
