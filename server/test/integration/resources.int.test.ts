import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const KIND_MUTATIONS: Record<string, { type: string; extra: Record<string, unknown> }> = {
  book: { type: 'Book', extra: { isbn: '9787020002207', callNumber: 'I242.4/12', pages: 1606 } },
  ebook: { type: 'Ebook', extra: { isbn: '9787544253994', file: '/uploads/demo/book.epub' } },
  audio: { type: 'Audio', extra: { narrator: '王明' } },
  thesis: { type: 'Thesis', extra: { degree: '硕士', institution: '武汉大学', advisor: '李教授', file: '/uploads/t.pdf' } },
  newspaper: { type: 'Newspaper', extra: { cn: 'CN11-0065', frequency: '日报' } },
  journal: { type: 'Journal', extra: { issn: '1000-0135', frequency: '月刊' } },
  video: { type: 'Video', extra: {} },
  exhibition: { type: 'Exhibition', extra: { venue: '一楼展厅', startsOn: '2026-10-01', endsOn: '2026-12-31' } },
  database: { type: 'DatabaseResource', extra: { url: 'https://www.cnki.net', accessRules: '馆内 IP 访问' } },
  digital: { type: 'DigitalResource', extra: { format: 'PDF', url: 'https://example.org/x' } },
};

describe('resources of every kind', () => {
  let portal: TestPortal;
  let admin: string;
  let reader: string; // phone login: a reader, not a reader card
  let card: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    portal = await startTestPortal();
    admin = await portal.adminToken();
    reader = await portal.readerToken(1);
    card = await portal.readerToken(2);
  });
  afterAll(() => portal.close());

  const must = <T = Data>(res: { data?: T | null; errors?: unknown }) => {
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data;
  };

  it('creates a resource of each kind through its own mutation, with its own fields', async () => {
    for (const [kind, { type, extra }] of Object.entries(KIND_MUTATIONS)) {
      const res = await portal.gql<Data>(
        `mutation($input: ${type}Input!) { create${type}(input: $input) { id kind title creators ... on ${type} { __typename } } }`,
        { input: { title: `测试${kind}`, creators: ['张三', '李四'], keywords: ['测试'], language: 'zh', publishYear: 2020, ...extra } },
        admin,
      );
      const created = must(res)[`create${type}`];
      expect(created).toMatchObject({ kind, title: `测试${kind}`, creators: ['张三', '李四'], __typename: type });
      ids[kind] = created.id;
    }
    const all = must(await portal.gql<Data>('{ resources(pageSize: 50) { total totalCapped items { __typename kind } } }', {}, card));
    expect(all.resources).toMatchObject({ total: 10, totalCapped: false });
    // A kind's own list counts that kind only.
    expect(must(await portal.gql<Data>('{ adminBooks { total } adminResources { total } }', {}, admin))).toEqual({
      adminBooks: { total: 1 },
      adminResources: { total: 10 },
    });
  });

  it('reads kind-specific fields through the interface', async () => {
    const res = must(
      await portal.gql<Data>(
        `query($id: ID!) { resource(id: $id) { id title ... on Book { isbn callNumber pages availableCopies copies { barcode } } } }`,
        { id: ids.book },
      ),
    );
    expect(res.resource).toMatchObject({ id: ids.book, isbn: '9787020002207', callNumber: 'I242.4/12', pages: 1606, availableCopies: 0, copies: [] });
  });

  it('applies the login rules of spec §2/§5 to details and the e-book list', async () => {
    const detail = (id: string, token?: string) => portal.gql<Data>('query($id: ID!) { resource(id: $id) { id } }', { id }, token);
    for (const kind of ['book', 'video', 'exhibition']) expect((await detail(ids[kind])).data?.resource.id).toBe(ids[kind]);
    for (const kind of ['audio', 'thesis', 'newspaper', 'journal']) {
      expect((await detail(ids[kind])).errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect((await detail(ids[kind], reader)).data?.resource.id).toBe(ids[kind]);
    }
    expect((await detail(ids.ebook, reader)).errors![0]).toMatchObject({ message: '请使用读者证登录！', extensions: { code: 'FORBIDDEN' } });
    expect((await detail(ids.ebook, card)).data?.resource.id).toBe(ids.ebook);

    const ebookList = (token?: string) => portal.gql<Data>('{ resources(filter: { kind: ebook }) { total } }', {}, token);
    expect((await ebookList(reader)).errors![0].message).toBe('请使用读者证登录！');
    expect((await ebookList()).errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(must(await ebookList(card)).resources.total).toBe(1);
    // Mixed lists leave e-books out unless the reader logged in with a card.
    const mixed = must(await portal.gql<Data>('{ resources(pageSize: 50) { items { kind } } }', {}, reader));
    expect(mixed.resources.items.map((r: Data) => r.kind)).not.toContain('ebook');
  });

  it('tightens a public kind by the resource permission, singly and in batch', async () => {
    must(await portal.gql('mutation($id: ID!) { setPermissionBook(id: $id, value: READER) { permission } }', { id: ids.book }, admin));
    const guest = await portal.gql<Data>('query($id: ID!) { resource(id: $id) { id } }', { id: ids.book });
    expect(guest.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const batch = await portal.rest<Data>('POST', '/api/admin/resource/book/batch/permission', { ids: [ids.book], value: 'PUBLIC' }, admin);
    expect(batch.body).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await portal.gql<Data>('query($id: ID!) { resource(id: $id) { id } }', { id: ids.book })).data?.resource.id).toBe(ids.book);
  });

  it('takes resources off the shelf in batch and hides them from the public', async () => {
    must(await portal.gql('mutation($ids: [ID!]!) { batchUnshelveVideo(ids: $ids) { count } }', { ids: [ids.video] }, admin));
    expect((await portal.gql<Data>('query($id: ID!) { resource(id: $id) { id } }', { id: ids.video })).errors![0].extensions).toMatchObject({
      code: 'NOT_FOUND',
    });
    const admins = must(await portal.gql<Data>('{ adminVideos(filter: { onShelf: false }) { total items { onShelf } } }', {}, admin));
    expect(admins.adminVideos).toMatchObject({ total: 1, items: [{ onShelf: false }] });
    // A kind's mutation does not reach another kind's resource.
    const wrongKind = await portal.gql<Data>(
      'mutation($ids: [ID!]!) { batchShelveVideo(ids: $ids) { count } }',
      { ids: [ids.video, ids.book] },
      admin,
    );
    expect(wrongKind.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    must(await portal.gql('mutation($id: ID!) { shelveVideo(id: $id) { onShelf } }', { id: ids.video }, admin));
  });

  it('checks the class kind, supplier and batch on save', async () => {
    const cls = must(await portal.gql<Data>('mutation { createResourceClass(input: { kind: video, name: "纪录片" }) { id } }', {}, admin))
      .createResourceClass.id;
    const bad = await portal.gql<Data>(
      'mutation($id: ID!, $c: ID) { updateBook(id: $id, input: { title: "x", classId: $c }) { id } }',
      { id: ids.book, c: cls },
      admin,
    );
    expect(bad.errors![0]).toMatchObject({ message: '分类必须属于同一资源类型', extensions: { field: 'classId' } });
    const ok = must(
      await portal.gql<Data>(
        'mutation($id: ID!, $c: ID) { updateVideo(id: $id, input: { title: "测试video", classId: $c }) { class { name } } }',
        { id: ids.video, c: cls },
        admin,
      ),
    );
    expect(ok.updateVideo.class.name).toBe('纪录片');
    const isbn = await portal.gql<Data>('mutation { createBook(input: { title: "x", isbn: "978-7-02" }) { id } }', {}, admin);
    expect(isbn.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'isbn' });
  });

  it('refuses an ISBN or ISSN with a wrong check digit on GraphQL and REST, as the import does', async () => {
    const gql = await portal.gql<Data>('mutation { createBook(input: { title: "x", isbn: "9787020002208" }) { id } }', {}, admin);
    expect(gql.errors![0]).toMatchObject({ message: 'ISBN 校验位错误：9787020002208', extensions: { code: 'BAD_USER_INPUT', field: 'isbn' } });
    const rest = await portal.rest<Data>(
      'POST',
      `/api/admin/resource/ebook/update/${ids.ebook}`,
      { title: '测试ebook', isbn: '9787544253995' },
      admin,
    );
    expect(rest.body).toMatchObject({ code: 400, msg: 'ISBN 校验位错误：9787544253995' });
    const issn = await portal.rest<Data>(
      'POST',
      `/api/admin/resource/journal/update/${ids.journal}`,
      { title: '测试journal', issn: '1000-0136' },
      admin,
    );
    expect(issn.body).toMatchObject({ code: 400, msg: 'ISSN 校验位错误：1000-0136' });
    // Hyphens and spaces are how ISBNs are printed: accepted, stored without them.
    const typed = must(
      await portal.gql<Data>(
        'mutation($id: ID!) { updateBook(id: $id, input: { title: "测试book", isbn: "978-7-02-000220-7" }) { isbn } }',
        { id: ids.book },
        admin,
      ),
    );
    expect(typed.updateBook.isbn).toBe('9787020002207');
    const spaced = await portal.rest<Data>(
      'POST',
      `/api/admin/resource/journal/update/${ids.journal}`,
      { title: '测试journal', issn: '1000 0135' },
      admin,
    );
    expect(spaced.body.data.issn).toBe('1000-0135');
  });

  it('manages children and shows the enabled ones on the detail', async () => {
    const chapter = (title: string, sort: number, enabled = true) =>
      portal.gql<Data>(
        'mutation($input: EbookChapterInput!) { createEbookChapter(input: $input) { id } }',
        { input: { resourceId: ids.ebook, title, sort, enabled } },
        admin,
      );
    must(await chapter('第二章', 2));
    must(await chapter('第一章', 1));
    must(await chapter('草稿', 3, false));
    const wrongParent = await portal.gql<Data>(
      'mutation($input: EbookChapterInput!) { createEbookChapter(input: $input) { id } }',
      { input: { resourceId: ids.book, title: 'x' } },
      admin,
    );
    expect(wrongParent.errors![0]).toMatchObject({ message: '电子图书不存在', extensions: { field: 'resourceId' } });
    const detail = must(
      await portal.gql<Data>('query($id: ID!) { resource(id: $id) { ... on Ebook { chapters { title } } } }', { id: ids.ebook }, card),
    );
    expect(detail.resource.chapters.map((c: Data) => c.title)).toEqual(['第一章', '第二章']);
    const admins = must(
      await portal.gql<Data>('query($f: ResourcePartFilter) { adminEbookChapters(filter: $f) { total } }', { f: { resourceId: ids.ebook } }, admin),
    );
    expect(admins.adminEbookChapters.total).toBe(3);

    const volume = must(
      await portal.gql<Data>(
        'mutation($input: JournalVolumeInput!) { createJournalVolume(input: $input) { id } }',
        { input: { resourceId: ids.journal, year: 2026, issue: '第3期' } },
        admin,
      ),
    ).createJournalVolume.id;
    must(
      await portal.gql(
        'mutation($input: JournalArticleInput!) { createJournalArticle(input: $input) { id } }',
        { input: { volumeId: volume, title: '图书馆的未来', creators: ['王五'], pages: '12-18' } },
        admin,
      ),
    );
    const journal = must(
      await portal.gql<Data>(
        'query($id: ID!) { resource(id: $id) { ... on Journal { volumes { issue articles { title pages } } } } }',
        { id: ids.journal },
        reader,
      ),
    );
    expect(journal.resource.volumes).toEqual([{ issue: '第3期', articles: [{ title: '图书馆的未来', pages: '12-18' }] }]);
  });

  it('answers the converting code for a video that is not ready', async () => {
    const item = must(
      await portal.gql<Data>(
        'mutation($input: VideoItemInput!) { createVideoItem(input: $input) { id conversion playbackUrl } }',
        { input: { resourceId: ids.video, title: '第一集', file: '/uploads/x.mp4' } },
        admin,
      ),
    ).createVideoItem;
    expect(item).toMatchObject({ conversion: 'PENDING', playbackUrl: null });
    // The item above has a conversion job, which fails at once (its file is not in the store): which
    // answer a later call sees depends on the worker's timing. These rows have no job and keep their state.
    const held = async (conversion: string) => {
      const [row] = await portal.sql<{ id: number }>(
        `insert into video_item (created_at, updated_at, resource_id, title, file, conversion) values (now(), now(), ?, '第二集', '/uploads/held.mp4', ?) returning id`,
        [ids.video, conversion],
      );
      return String(row.id);
    };
    for (const [conversion, message] of [
      ['CONVERTING', '视频正在云端转换，请稍候在访问该视频'],
      ['FAILED', '视频转换失败，请联系管理员'],
    ]) {
      const id = await held(conversion);
      const play = await portal.gql<Data>('query($id: ID!) { playVideoItem(id: $id) { id } }', { id });
      expect(play.errors![0]).toMatchObject({ message, extensions: { code: 'VIDEO_CONVERTING', status: 0 } });
      const rest = await portal.rest<Data>('GET', `/api/resource/video/item/${id}`);
      expect(rest.body).toMatchObject({ code: 0, msg: message });
    }
  });

  it('serves the REST paths of spec §7 through the same fields', async () => {
    const books = await portal.rest<Data>('GET', '/api/book?pageSize=5&_t=1');
    expect(books.body.data.items.every((r: Data) => r.kind === 'book')).toBe(true);
    // A list row is a summary (its class, no children); the detail path carries the copies.
    expect(books.body.data.items[0]).toHaveProperty('availableCopies');
    expect(books.body.data.items[0]).not.toHaveProperty('copies');
    const list = await portal.rest<Data>('GET', '/api/resource/exhibition/list?page=1');
    expect(list.body.data.items[0]).toMatchObject({ kind: 'exhibition', venue: '一楼展厅' });
    const detail = await portal.rest<Data>('GET', `/api/resource/book/${ids.book}`);
    expect(detail.body.data).toMatchObject({ id: ids.book, isbn: '9787020002207', copies: [] });
    const wrongKind = await portal.rest<Data>('GET', `/api/resource/video/${ids.book}`);
    expect(wrongKind.status).toBe(404);
    const adminList = await portal.rest<Data>('GET', '/api/admin/resource/thesis/list', undefined, admin);
    expect(adminList.body.data.items[0]).toMatchObject({ advisor: '李教授' });
    const login = await portal.rest<Data>('GET', `/api/resource/thesis/${ids.thesis}`);
    expect(login.status).toBe(401);
  });

  it('ranks by views over a period and counts each detail view (one per viewer and window)', async () => {
    for (let i = 0; i < 3; i++) {
      await fetch(`${portal.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.2.0.${i + 1}` },
        body: JSON.stringify({ query: 'query($id: ID!) { resource(id: $id) { id } }', variables: { id: ids.book } }),
      });
    }
    await portal.gql('query($id: ID!) { resource(id: $id) { id } }', { id: ids.video });
    // Views are written in batches (core/http/view-counter.ts); rankings read what is written.
    await portal.services.views.flush();
    const rank = must(await portal.gql<Data>('{ resourceRanking(kinds: [book, video], period: WEEK) { rank value resource { id } } }'));
    expect(rank.resourceRanking[0]).toMatchObject({ rank: 1, resource: { id: ids.book } });
    expect(rank.resourceRanking[0].value).toBeGreaterThanOrEqual(3);
    const rest = await portal.rest<Data>('GET', '/api/show/book/rank?period=ALL');
    expect(rest.body.data[0].resource.id).toBe(ids.book);
  });

  it('keeps book lists in the chosen order and shows only visible resources', async () => {
    const list = must(
      await portal.gql<Data>(
        'mutation($input: ResourceListInput!) { createResourceList(input: $input) { id resourceIds } }',
        {
          input: { listType: 'BOOKLIST', title: '寒假书单', resourceIds: [ids.video, ids.book, ids.ebook] },
        },
        admin,
      ),
    ).createResourceList;
    expect(list.resourceIds).toEqual([ids.video, ids.book, ids.ebook]);
    const bill = await portal.rest<Data>('GET', `/api/resource/bill/${list.id}`);
    expect(bill.body.data.resources.map((r: Data) => r.id)).toEqual([ids.video, ids.book]);
    const missing = await portal.gql<Data>(
      'mutation($input: ResourceListInput!) { createResourceList(input: $input) { id } }',
      { input: { listType: 'BOOKLIST', title: 'x', resourceIds: ['999999'] } },
      admin,
    );
    expect(missing.errors![0]).toMatchObject({ message: '部分资源不存在' });
  });

  it('answers a detail with its related resources and nested relations, every time (reads never flush)', async () => {
    const cls = must(await portal.gql<Data>('mutation { createResourceClass(input: { kind: book, name: "散文" }) { id } }', {}, admin))
      .createResourceClass.id;
    const library = (
      await portal.sql<{ id: number }>(
        `insert into library (name, address, created_at, updated_at) values ('东城分馆', '东城路 1 号', now(), now()) returning id`,
      )
    )[0].id;
    const one = must(await portal.gql<Data>('mutation($c: ID) { createBook(input: { title: "文化苦旅", classId: $c }) { id } }', { c: cls }, admin))
      .createBook.id;
    const other = must(
      await portal.gql<Data>(
        'mutation($c: ID) { createBook(input: { title: "山居笔记", isbn: "9787506369763", classId: $c }) { id } }',
        { c: cls },
        admin,
      ),
    ).createBook.id;
    // The related book's copies on the shelf: one of its two (they come with the related rows).
    for (const [barcode, status] of [
      ['T001', 'AVAILABLE'],
      ['T002', 'ON_LOAN'],
    ]) {
      await portal.sql(
        `insert into book_copy (resource_id, barcode, library_id, status, enabled, recommended, sort, created_at, updated_at)
         values (${other}, '${barcode}', ${library}, '${status}', true, false, 0, now(), now())`,
      );
    }
    // Entered out of order: the detail lists them by library, then barcode.
    for (const barcode of ['S002', 'S001']) {
      must(
        await portal.gql(
          'mutation($input: BookCopyInput!) { createBookCopy(input: $input) { id } }',
          { input: { resourceId: one, barcode, libraryId: String(library) } },
          admin,
        ),
      );
    }
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        portal.gql<Data>(
          'query($id: ID!) { resource(id: $id) { id views ... on Book { copies { barcode library { name } } } related { __typename title creators ... on Book { isbn availableCopies } } } }',
          {
            id: one,
          },
        ),
      ),
    );
    for (const res of results) {
      expect(res.errors).toBeUndefined();
      expect(res.data!.resource).toMatchObject({
        copies: [
          { barcode: 'S001', library: { name: '东城分馆' } },
          { barcode: 'S002', library: { name: '东城分馆' } },
        ],
        // The related rows are read by a statement of their own and hydrated as their subtype.
        related: [{ __typename: 'Book', title: '山居笔记', creators: [], isbn: '9787506369763', availableCopies: 1 }],
      });
    }
    // A list's cards count their copies on the shelf in the list's one statement (with its count).
    const list = await portal.gql<Data>('{ resources(kind: book, pageSize: 50) { total items { id title ... on Book { availableCopies } } } }');
    const cards = (list.data!.resources.items as Data[]).filter((item) => ['文化苦旅', '山居笔记'].includes(item.title));
    expect(cards.map(({ title, availableCopies }) => ({ title, availableCopies }))).toEqual([
      { title: '山居笔记', availableCopies: 1 },
      { title: '文化苦旅', availableCopies: 2 },
    ]);
    expect(Number(list.headers.get('x-sql-statements'))).toBe(1);
  });

  it('stops counting at 10,000 on big lists, and says so', async () => {
    await portal.sql(
      `insert into resource (kind, title, created_at, updated_at, published_at) select 'digital', '批量' || g, now(), now(), now() - interval '1 day' from generate_series(1, 10050) g`,
    );
    const big = must(await portal.gql<Data>('{ resources(filter: { kind: digital }, pageSize: 5) { total totalCapped items { title } } }'));
    expect(big.resources).toMatchObject({ total: 10000, totalCapped: true });
    expect(big.resources.items).toHaveLength(5);
    const exact = must(await portal.gql<Data>('{ adminDigitalResources(filter: { keyword: "批量1005" }) { total totalCapped } }', {}, admin));
    expect(exact.adminDigitalResources).toEqual({ total: 2, totalCapped: false }); // 批量1005 and 批量10050
    await portal.sql(`delete from resource where title like '批量%'`);
  });

  it('lists a class with everything below it, in a constant number of statements', async () => {
    const parent = must(await portal.gql<Data>('mutation { createResourceClass(input: { kind: book, name: "文学" }) { id } }', {}, admin))
      .createResourceClass.id;
    const child = must(
      await portal.gql<Data>(
        'mutation($p: ID) { createResourceClass(input: { kind: book, name: "小说", parentId: $p }) { id } }',
        { p: parent },
        admin,
      ),
    ).createResourceClass.id;
    for (let i = 0; i < 6; i++)
      must(await portal.gql('mutation($c: ID) { createBook(input: { title: "小说", classId: $c }) { id } }', { c: i % 2 ? child : parent }, admin));
    const query =
      '{ items { id title class { name } supplier { name } batch { code } ... on Book { copies { barcode library { name } } availableCopies } } total }';
    const count = async (pageSize: number) => {
      const res = await fetch(`${portal.url}/api/book?classId=${parent}&pageSize=${pageSize}`);
      return { n: Number(res.headers.get('x-sql-statements')), total: ((await res.json()) as Data).data.total };
    };
    const small = await count(2);
    const large = await count(50);
    expect(large.total).toBe(6);
    expect(large.n).toBe(small.n);
    expect(query).toBeTruthy();
  });
});
