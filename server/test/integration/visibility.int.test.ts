/**
 * One rule for what a viewer may see (catalogue/visibility): every public read path, GraphQL and
 * REST, run as a guest, a reader (phone login) and a reader-card login over a catalogue with
 * hidden, unpublished, off-shelf, e-book, login-only and own-permission rows. A path fails when it
 * shows a row the role may not see, or the files or children of a row the role may not open; list
 * paths must also show exactly the rows the role may see, and openable rows their files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNamedType, getNullableType, isInterfaceType, isListType, isObjectType } from 'graphql';
import { getSchema } from '../../src/schema.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

type Role = 'guest' | 'reader' | 'card';
const ROLES: Role[] = ['guest', 'reader', 'card'];
const ALL = ROLES;
const LOGIN: Role[] = ['reader', 'card'];
const CARD: Role[] = ['card'];
const NONE: Role[] = [];

/** A resource's files and children, per GraphQL type: what a list must never hand to a viewer who may not open it. */
const GATED: Record<string, string[]> = {
  Book: ['copies'],
  Ebook: ['file', 'chapters'],
  Audio: ['tracks'],
  Thesis: ['file'],
  Newspaper: ['editions'],
  Journal: ['volumes'],
  Video: ['items'],
  Exhibition: ['pictures'],
  DatabaseResource: ['url'],
  DigitalResource: ['url', 'file'],
};
const GATED_NAMES = new Set(Object.values(GATED).flat());
const KIND_OF: Record<string, string> = {
  Book: 'book',
  Ebook: 'ebook',
  Audio: 'audio',
  Thesis: 'thesis',
  Newspaper: 'newspaper',
  Journal: 'journal',
  Video: 'video',
  Exhibition: 'exhibition',
  DatabaseResource: 'database',
  DigitalResource: 'digital',
};
const KINDS = Object.values(KIND_OF);

/** Every card selects every gated field, so a leak anywhere shows. */
const CARD_FIELDS = `__typename id kind title ${Object.entries(GATED)
  .map(([type, fields]) => `... on ${type} { ${fields.map((f) => (f === 'file' || f === 'url' ? f : `${f} { __typename }`)).join(' ')} }`)
  .join(' ')}`;

const DAY = 86_400_000;
const FUTURE = new Date(Date.now() + 30 * DAY).toISOString();

interface Row {
  key: string;
  type: string;
  title: string;
  input?: Data;
  /** Who sees its card; who may open it (detail, files, children). */
  see: Role[];
  open: Role[];
  /** Gated fields this row has data for (a viewer who may open it must get them). */
  has: string[];
  inClass?: boolean;
  views?: number;
  id?: string;
  kind?: string;
}

const ROWS: Row[] = [
  { key: 'book', type: 'Book', title: '星河公开图书', input: { recommended: true }, inClass: true, see: ALL, open: ALL, has: ['copies'] },
  {
    key: 'bookDisabled',
    type: 'Book',
    title: '星河停用图书',
    input: { enabled: false, recommended: true },
    inClass: true,
    see: NONE,
    open: NONE,
    has: ['copies'],
  },
  {
    key: 'bookFuture',
    type: 'Book',
    title: '星河未发布图书',
    input: { publishedAt: FUTURE, recommended: true },
    inClass: true,
    see: NONE,
    open: NONE,
    has: ['copies'],
  },
  {
    key: 'bookOffShelf',
    type: 'Book',
    title: '星河下架图书',
    input: { onShelf: false, recommended: true },
    inClass: true,
    see: NONE,
    open: NONE,
    has: ['copies'],
  },
  {
    key: 'bookReader',
    type: 'Book',
    title: '星河登录图书',
    input: { permission: 'READER', recommended: true },
    inClass: true,
    see: ALL,
    open: LOGIN,
    has: ['copies'],
  },
  {
    key: 'bookCard',
    type: 'Book',
    title: '星河读者证图书',
    input: { permission: 'READER_CARD' },
    inClass: true,
    see: ALL,
    open: CARD,
    has: ['copies'],
  },
  { key: 'ebook', type: 'Ebook', title: '星河电子书', input: { file: '/uploads/vis/ebook.epub' }, see: CARD, open: CARD, has: ['file', 'chapters'] },
  {
    key: 'ebookFuture',
    type: 'Ebook',
    title: '星河未发布电子书',
    input: { file: '/uploads/vis/future.epub', publishedAt: FUTURE },
    see: NONE,
    open: NONE,
    has: ['file'],
  },
  { key: 'thesis', type: 'Thesis', title: '星河学位论文', input: { file: '/uploads/vis/thesis-001.pdf' }, see: ALL, open: LOGIN, has: ['file'] },
  {
    key: 'thesisOffShelf',
    type: 'Thesis',
    title: '星河下架论文',
    input: { file: '/uploads/vis/thesis-002.pdf', onShelf: false },
    see: NONE,
    open: NONE,
    has: ['file'],
  },
  { key: 'audio', type: 'Audio', title: '星河音频', see: ALL, open: LOGIN, has: ['tracks'] },
  { key: 'newspaper', type: 'Newspaper', title: '星河报', see: ALL, open: LOGIN, has: ['editions'] },
  { key: 'journal', type: 'Journal', title: '星河期刊', see: ALL, open: LOGIN, has: ['volumes'] },
  { key: 'video', type: 'Video', title: '星河公开视频', see: ALL, open: ALL, has: ['items'] },
  { key: 'videoReader', type: 'Video', title: '星河登录视频', input: { permission: 'READER' }, see: ALL, open: LOGIN, has: ['items'] },
  {
    key: 'exhibitionCard',
    type: 'Exhibition',
    title: '星河读者证展览',
    input: { permission: 'READER_CARD' },
    see: ALL,
    open: CARD,
    has: ['pictures'],
  },
  {
    key: 'digitalReader',
    type: 'DigitalResource',
    title: '星河登录数字资源',
    input: { permission: 'READER', file: '/uploads/vis/d.pdf', url: 'https://example.org/d' },
    see: ALL,
    open: LOGIN,
    has: ['file', 'url'],
  },
  { key: 'database', type: 'DatabaseResource', title: '星河数据库', input: { url: 'https://example.org/db' }, see: ALL, open: ALL, has: ['url'] },
  {
    key: 'databaseDisabled',
    type: 'DatabaseResource',
    title: '星河停用数据库',
    input: { url: 'https://example.org/off', enabled: false },
    see: NONE,
    open: NONE,
    has: ['url'],
  },
  // "Did you mean": the nearest title the viewer sees, never a hidden one (nor one crowding it out).
  { key: 'hlm', type: 'Book', title: '红楼梦', views: 5, see: ALL, open: ALL, has: [] },
  { key: 'hlmHidden', type: 'Book', title: '洪楼蒙', input: { publishedAt: FUTURE }, views: 1000, see: NONE, open: NONE, has: [] },
  { key: 'xyjEbook', type: 'Ebook', title: '西游记', input: { file: '/uploads/vis/xyj.epub' }, views: 1000, see: CARD, open: CARD, has: ['file'] },
  { key: 'xys', type: 'Book', title: '西游说', views: 10, see: ALL, open: ALL, has: [] },
];
const row = (key: string) => ROWS.find((r) => r.key === key)!;
const visibleTo = (role: Role, keep: (r: Row) => boolean = () => true) => ROWS.filter((r) => r.see.includes(role) && keep(r));
const starry = (r: Row) => r.title.startsWith('星河');

interface Outcome {
  data?: unknown;
  error?: { code: string; message: string };
}

/** What a path must answer: exactly these rows, a refusal (401 guest / 403 `请使用读者证登录！` reader), 404, a value, or anything without leaks. */
type Expectation =
  { rows: Row[] } | { refused: true } | { notFound: true } | { value: unknown; at: (data: unknown) => unknown } | { leaksOnly: true };

interface Path {
  name: string;
  run: (role: Role) => Promise<Outcome>;
  expect: (role: Role) => Expectation;
}

describe('one visibility rule over every public read path', () => {
  let portal: TestPortal;
  let admin: string;
  const tokens: Partial<Record<Role, string>> = {};
  let classId: string;
  let listId: string;
  const videoItems: Array<{ id: string; video: Row }> = [];

  const must = (res: { data?: Data | null; errors?: unknown }) => {
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data;
  };
  const create = async (mutation: string, input: Data) =>
    must(
      await portal.gql<Data>(
        `mutation($input: ${mutation[6].toUpperCase()}${mutation.slice(7)}Input!) { ${mutation}(input: $input) { id } }`,
        { input },
        admin,
      ),
    )[mutation].id as string;

  beforeAll(async () => {
    portal = await startTestPortal();
    admin = await portal.adminToken();
    tokens.reader = await portal.readerToken(1);
    tokens.card = await portal.readerToken(2);
    for (const name of ['ebook.epub', 'future.epub', 'xyj.epub', 'thesis-001.pdf', 'thesis-002.pdf', 'd.pdf', 'a.mp3', 'v.mp4', 'p.jpg', 'cover.jpg'])
      await portal.services.storage.put(`vis/${name}`, Buffer.from(`the content of ${name}`));
    classId = await create('createResourceClass', { kind: 'book', name: '星河类' });
    for (const r of ROWS) {
      r.kind = KIND_OF[r.type];
      r.id = await create(`create${r.type}`, { title: r.title, ...(r.inClass ? { classId } : {}), ...r.input });
      for (const field of r.has) {
        const resourceId = r.id;
        if (field === 'copies') await create('createBookCopy', { resourceId, barcode: `V${resourceId}` });
        if (field === 'chapters') await create('createEbookChapter', { resourceId, title: '第一章' });
        if (field === 'tracks') await create('createAudioTrack', { resourceId, title: '第一段', file: '/uploads/vis/a.mp3' });
        if (field === 'editions') await create('createNewspaperEdition', { resourceId, editionDate: '2026-01-01' });
        if (field === 'volumes') await create('createJournalVolume', { resourceId, year: 2026, issue: '第1期' });
        if (field === 'items')
          videoItems.push({ id: await create('createVideoItem', { resourceId, title: '第一集', file: '/uploads/vis/v.mp4' }), video: r });
        if (field === 'pictures') await create('createExhibitionPicture', { resourceId, image: '/uploads/vis/p.jpg' });
      }
      // Every row ranks: by its total (period ALL) and by today's row (WEEK).
      await portal.sql('update resource set views = ? where id = ?', [r.views ?? 100, Number(r.id)]);
      await portal.sql('insert into resource_daily_stat (resource_id, day, views) values (?, current_date, ?)', [Number(r.id), r.views ?? 100]);
    }
    listId = await create('createResourceList', { listType: 'BOOKLIST', title: '星河书单', resourceIds: ROWS.map((r) => r.id) });
  });
  afterAll(() => portal.close());

  const gql = async (query: string, role: Role, variables: Data = {}): Promise<Outcome> => {
    const res = await portal.gql<Data>(query, variables, tokens[role]);
    const error = res.errors?.[0];
    return error ? { error: { code: String(error.extensions?.code), message: error.message }, data: res.data } : { data: res.data };
  };
  const REST_CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };
  const rest = async (path: string, role: Role): Promise<Outcome> => {
    const res = await portal.rest<Data>('GET', path, undefined, tokens[role]);
    if (res.status === 200 && res.body.code === 200) return { data: res.body.data };
    return { error: { code: REST_CODES[res.status] ?? `HTTP ${res.status} code ${res.body.code}`, message: res.body.msg } };
  };

  /** A detail answers the row itself (its related rows are checked for leaks like any other), 401/403, or 404. */
  const detailExpectation =
    (r: Row) =>
    (role: Role): Expectation =>
      !r.see.length
        ? { notFound: true }
        : r.open.includes(role)
          ? { value: r.id, at: (data) => ((data as Data).resource ?? data).id }
          : { refused: true };
  /** Lists of one kind: the e-book list is refused to non-card logins. */
  const kindExpectation =
    (kind: string, keep: (r: Row) => boolean = () => true) =>
    (role: Role): Expectation =>
      kind === 'ebook' && role !== 'card' ? { refused: true } : { rows: visibleTo(role, (r) => r.kind === kind && keep(r)) };

  /** The conversion job may still be at the (fake) files: the items are made playable before each play. */
  const playable = (id: string) => portal.sql(`update video_item set conversion = 'READY', playback_file = file where id = ?`, [Number(id)]);

  /** A file as a browser asks for it (the login cookie, no header): its audience from Cache-Control, or the refusal. */
  const fileRequest = (url: string, expect: (role: Role) => Expectation): Path => ({
    name: `GET ${url}`,
    run: async (role) => {
      const res = await fetch(`${portal.url}${url}`, { headers: tokens[role] ? { cookie: `token=${tokens[role]}` } : {} });
      if (res.status === 200) return { data: (res.headers.get('cache-control') ?? '').split(',')[0] };
      const body = (await res.json()) as Data;
      return { error: { code: REST_CODES[res.status] ?? `HTTP ${res.status}`, message: body.msg } };
    },
    expect,
  });
  const fileExpectation =
    (r: Row) =>
    (role: Role): Expectation =>
      !r.see.length ? { notFound: true } : r.open.includes(role) ? { value: 'private', at: (data) => data } : { refused: true };

  function paths(): Path[] {
    const searchQuery = `query($q: String!, $filter: SearchFilter, $sort: SearchSort) { search(query: $q, filter: $filter, sort: $sort, pageSize: 100) {
      didYouMean items { resource { ${CARD_FIELDS} } } facets { kind { value count } } } }`;
    const list: Path[] = [
      {
        name: 'GraphQL resources (every kind)',
        run: (role) => gql(`{ resources(pageSize: 100) { items { ${CARD_FIELDS} } } }`, role),
        expect: (role) => ({ rows: visibleTo(role) }),
      },
      ...KINDS.map((kind): Path => ({
        name: `GraphQL resources(kind: ${kind})`,
        run: (role) => gql(`query($kind: ResourceKind) { resources(kind: $kind, pageSize: 100) { items { ${CARD_FIELDS} } } }`, role, { kind }),
        expect: kindExpectation(kind),
      })),
      {
        name: 'GraphQL resources(class, with its subtree)',
        run: (role) =>
          gql(`query($c: ID) { resources(filter: { kind: book, classId: $c }, pageSize: 100) { items { ${CARD_FIELDS} } } }`, role, { c: classId }),
        expect: (role) => ({ rows: visibleTo(role, (r) => !!r.inClass) }),
      },
      {
        name: 'GraphQL resources(recommended, by views)',
        run: (role) => gql(`{ resources(filter: { recommended: true }, sortBy: views, pageSize: 100) { items { ${CARD_FIELDS} } } }`, role),
        expect: (role) => ({ rows: visibleTo(role, (r) => r.input?.recommended === true) }),
      },
      {
        name: 'GraphQL resource.related',
        run: (role) => gql(`query($id: ID!) { resource(id: $id) { related(limit: 20) { ${CARD_FIELDS} } } }`, role, { id: row('book').id }),
        expect: (role) => ({ rows: visibleTo(role, (r) => !!r.inClass && r.key !== 'book') }),
      },
      ...(['ALL', 'WEEK'] as const).map((period): Path => ({
        name: `GraphQL resourceRanking(every kind, ${period})`,
        run: (role) =>
          gql(
            `query($kinds: [ResourceKind!]!, $period: RankPeriod!) { resourceRanking(kinds: $kinds, period: $period, limit: 100) { resource { ${CARD_FIELDS} } } }`,
            role,
            { kinds: KINDS, period },
          ),
        expect: (role) => ({ rows: visibleTo(role) }),
      })),
      {
        name: 'GraphQL resourceRanking(ebook)',
        run: (role) => gql(`{ resourceRanking(kinds: [ebook], period: ALL, limit: 100) { resource { ${CARD_FIELDS} } } }`, role),
        expect: (role) => ({ rows: visibleTo(role, (r) => r.kind === 'ebook') }),
      },
      {
        name: 'GraphQL resourceLists { resources }',
        run: (role) => gql(`{ resourceLists { items { resources { ${CARD_FIELDS} } } } }`, role),
        expect: (role) => ({ rows: visibleTo(role) }),
      },
      {
        name: 'GraphQL resourceList(id) { resources }',
        run: (role) => gql(`query($id: ID!) { resourceList(id: $id) { resources { ${CARD_FIELDS} } } }`, role, { id: listId }),
        expect: (role) => ({ rows: visibleTo(role) }),
      },
      { name: 'GraphQL search(星河)', run: (role) => gql(searchQuery, role, { q: '星河' }), expect: (role) => ({ rows: visibleTo(role, starry) }) },
      {
        name: 'GraphQL search(星河, NEWEST)',
        run: (role) => gql(searchQuery, role, { q: '星河', sort: 'NEWEST' }),
        expect: (role) => ({ rows: visibleTo(role, starry) }),
      },
      {
        name: 'GraphQL search(blank: by the filters)',
        run: (role) => gql(searchQuery, role, { q: '' }),
        expect: (role) => ({ rows: visibleTo(role) }),
      },
      ...KINDS.map((kind): Path => ({
        name: `GraphQL search(星河, kind: ${kind})`,
        run: (role) => gql(searchQuery, role, { q: '星河', filter: { kind } }),
        expect: kindExpectation(kind, starry),
      })),
      {
        name: 'GraphQL search(洪楼梦): did you mean, past an unpublished title',
        run: (role) => gql(searchQuery, role, { q: '洪楼梦' }),
        expect: () => ({ value: '红楼梦', at: (data) => (data as Data).search.didYouMean }),
      },
      {
        name: 'GraphQL search(西游计): did you mean, past an e-book for non-card logins',
        run: (role) => gql(searchQuery, role, { q: '西游计' }),
        expect: (role) => ({ value: role === 'card' ? '西游记' : '西游说', at: (data) => (data as Data).search.didYouMean }),
      },
      {
        name: 'GraphQL searchSuggestions(星河)',
        run: (role) => gql('{ searchSuggestions(query: "星河", limit: 20) { text type resourceId kind } }', role),
        expect: () => ({ leaksOnly: true }),
      },
      {
        name: 'GraphQL searchSuggestions(西游)',
        run: (role) => gql('{ searchSuggestions(query: "西游", limit: 20) { text type resourceId kind } }', role),
        expect: () => ({ leaksOnly: true }),
      },
      ...ROWS.map((r): Path => ({
        name: `GraphQL resource(${r.key})`,
        run: (role) => gql(`query($id: ID!) { resource(id: $id) { ${CARD_FIELDS} } }`, role, { id: r.id }),
        expect: detailExpectation(r),
      })),
      ...videoItems.map(({ id, video }): Path => ({
        name: `GraphQL playVideoItem(${video.key})`,
        run: async (role) => (await playable(id), gql('query($id: ID!) { playVideoItem(id: $id) { playbackUrl } }', role, { id })),
        expect: (role) =>
          video.open.includes(role) ? { value: '/uploads/vis/v.mp4', at: (data) => (data as Data).playVideoItem.playbackUrl } : { refused: true },
      })),
      // REST: the same fields through the spec's paths.
      ...KINDS.map((kind): Path => ({
        name: `REST /api/resource/${kind}/list`,
        run: (role) => rest(`/api/resource/${kind}/list?pageSize=100`, role),
        expect: kindExpectation(kind),
      })),
      ...(
        [
          ['/api/book', 'book'],
          ['/api/digital', 'digital'],
          ['/api/exhibitions', 'exhibition'],
          ['/api/video/index', 'video'],
          ['/api/show/book/new', 'book'],
        ] as const
      ).map(([path, kind]): Path => ({
        name: `REST ${path}`,
        run: (role) => rest(`${path}?pageSize=100`, role),
        expect: kindExpectation(kind),
      })),
      {
        name: 'REST /api/show/book/recommend',
        run: (role) => rest('/api/show/book/recommend?pageSize=100', role),
        expect: kindExpectation('book', (r) => r.input?.recommended === true),
      },
      {
        name: 'REST /api/book?classId',
        run: (role) => rest(`/api/book?classId=${classId}&pageSize=100`, role),
        expect: kindExpectation('book', (r) => !!r.inClass),
      },
      { name: 'REST /api/show/book/rank', run: (role) => rest('/api/show/book/rank?period=ALL&limit=100', role), expect: kindExpectation('book') },
      {
        name: 'REST /api/resource/ranking (every kind)',
        run: (role) => rest(`/api/resource/ranking?period=ALL&limit=100&kinds=${KINDS.join(',')}`, role),
        expect: (role) => ({ rows: visibleTo(role) }),
      },
      {
        name: 'REST /api/retrieve?query=星河',
        run: (role) => rest('/api/retrieve?query=星河&pageSize=100', role),
        expect: (role) => ({ rows: visibleTo(role, starry) }),
      },
      {
        name: 'REST /api/retrieve?query=星河&kind=ebook',
        run: (role) => rest('/api/retrieve?query=星河&kind=ebook&pageSize=100', role),
        expect: kindExpectation('ebook', starry),
      },
      {
        name: 'REST /api/retrieve/suggest?query=星河',
        run: (role) => rest('/api/retrieve/suggest?query=星河', role),
        expect: () => ({ leaksOnly: true }),
      },
      {
        name: 'REST /api/resource/bill/{id}',
        run: (role) => rest(`/api/resource/bill/${listId}`, role),
        expect: (role) => ({ rows: visibleTo(role) }),
      },
      { name: 'REST /api/resource/bill', run: (role) => rest('/api/resource/bill', role), expect: () => ({ leaksOnly: true }) },
      ...ROWS.map((r): Path => ({
        name: `REST /api/resource/${r.kind}/{${r.key}}`,
        run: (role) => rest(`/api/resource/${r.kind}/${r.id}`, role),
        expect: detailExpectation(r),
      })),
      ...videoItems.map(({ id, video }): Path => ({
        name: `REST /api/resource/video/item/{${video.key}}`,
        run: async (role) => (await playable(id), rest(`/api/resource/video/item/${id}`, role)),
        expect: (role) => (video.open.includes(role) ? { value: '/uploads/vis/v.mp4', at: (data) => (data as Data).playbackUrl } : { refused: true }),
      })),
      // The files themselves (issue 11, D2): /uploads asks the same rule, with the login cookies a browser sends.
      ...ROWS.filter((r) => typeof r.input?.file === 'string').map((r) => fileRequest(r.input!.file as string, fileExpectation(r))),
      fileRequest('/uploads/vis/a.mp3', fileExpectation(row('audio'))),
      fileRequest('/uploads/vis/p.jpg', fileExpectation(row('exhibitionCard'))),
      // Shared by a public video and a login-only one: the public one makes it public.
      fileRequest('/uploads/vis/v.mp4', () => ({ value: 'public', at: (data) => data })),
      // A cover (no resource's content refers to it) is public.
      fileRequest('/uploads/vis/cover.jpg', () => ({ value: 'public', at: (data) => data })),
    ];
    return list;
  }

  /** The rows a response shows, and what it shows that the role may not have. */
  function inspect(data: unknown, role: Role) {
    const shown = new Set<string>();
    const problems: string[] = [];
    const byId = new Map(ROWS.map((r) => [r.id!, r]));
    const hiddenTitles = new Map(ROWS.filter((r) => !r.see.includes(role)).map((r) => [r.title, r.key]));
    const walk = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (!value || typeof value !== 'object') return;
      const object = value as Data;
      if (object.resourceId != null) {
        const r = byId.get(String(object.resourceId));
        if (!r?.see.includes(role)) problems.push(`suggests resource ${r?.key ?? object.resourceId}`);
      }
      if (typeof object.text === 'string' && hiddenTitles.has(object.text))
        problems.push(`suggests the hidden title of ${hiddenTitles.get(object.text)}`);
      if (object.id != null && KINDS.includes(object.kind) && typeof object.title === 'string') {
        const r = byId.get(String(object.id));
        if (!r) problems.push(`shows a resource outside the catalogue: ${object.id}`);
        else {
          shown.add(r.key);
          if (!r.see.includes(role)) problems.push(`shows ${r.key}`);
          for (const field of GATED_NAMES) {
            if (!(field in object)) continue;
            const value = object[field];
            const present = Array.isArray(value) ? value.length > 0 : value != null;
            if (present && !r.open.includes(role)) problems.push(`shows ${r.key}.${field}`);
            if (!present && r.open.includes(role) && r.has.includes(field))
              problems.push(`withholds ${r.key}.${field} from a viewer who may open it`);
          }
        }
      }
      Object.values(object).forEach(walk);
    };
    walk(data);
    return { shown, problems };
  }

  it("resolves a resource's files and children through the rule: every such field is marked, and only those", async () => {
    const schema = await getSchema();
    const resource = schema.getType('Resource');
    if (!isInterfaceType(resource)) throw new Error('no Resource interface');
    const marked: Record<string, string[]> = {};
    const unmarked: string[] = [];
    for (const type of schema.getPossibleTypes(resource)) {
      for (const field of Object.values(type.getFields())) {
        const list = isListType(getNullableType(field.type)) && isObjectType(getNamedType(field.type));
        const isGated = field.extensions?.openOnly === true;
        if (isGated) (marked[type.name] ??= []).push(field.name);
        // `related` lists other resources' cards, each with its own files behind the rule.
        else if ((list && field.name !== 'related') || field.name === 'file' || field.name === 'url') unmarked.push(`${type.name}.${field.name}`);
      }
    }
    expect(unmarked).toEqual([]);
    expect(Object.fromEntries(Object.entries(marked).map(([t, f]) => [t, f.sort()]))).toEqual(
      Object.fromEntries(Object.entries(GATED).map(([t, f]) => [t, [...f].sort()])),
    );
  });

  it('shows every role exactly what it may see on every public read path', async () => {
    const failures: string[] = [];
    let runs = 0;
    const all = paths();
    for (const path of all) {
      const outcomes = await Promise.all(ROLES.map((role) => path.run(role)));
      for (const [index, role] of ROLES.entries()) {
        runs += 1;
        const outcome = outcomes[index];
        const expected = path.expect(role);
        const where = `${path.name} as ${role}`;
        const { shown, problems } = inspect(outcome.data, role);
        failures.push(...problems.map((p) => `${where}: ${p}`));
        if ('refused' in expected) {
          const want = role === 'guest' ? { code: 'UNAUTHENTICATED' } : { code: 'FORBIDDEN', message: '请使用读者证登录！' };
          if (outcome.error?.code !== want.code || (want.message && outcome.error.message !== want.message))
            failures.push(`${where}: expected ${JSON.stringify(want)}, got ${JSON.stringify(outcome.error ?? 'data')}`);
        } else if ('notFound' in expected) {
          if (outcome.error?.code !== 'NOT_FOUND') failures.push(`${where}: expected NOT_FOUND, got ${JSON.stringify(outcome.error ?? 'data')}`);
        } else if (outcome.error) {
          failures.push(`${where}: ${outcome.error.code} ${outcome.error.message}`);
        } else if ('rows' in expected) {
          const want = expected.rows.map((r) => r.key).sort();
          const got = [...shown].sort();
          if (JSON.stringify(want) !== JSON.stringify(got)) failures.push(`${where}: shows [${got}], expected [${want}]`);
          const kinds = (outcome.data as Data)?.search?.facets?.kind as Array<{ value: string; count: number }> | undefined;
          if (kinds) {
            const counts = Object.fromEntries(kinds.map((k) => [k.value, k.count]));
            const wantCounts = expected.rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.kind!]: (acc[r.kind!] ?? 0) + 1 }), {});
            if (JSON.stringify(counts, Object.keys(counts).sort()) !== JSON.stringify(wantCounts, Object.keys(wantCounts).sort()))
              failures.push(`${where}: kind facet ${JSON.stringify(counts)}, expected ${JSON.stringify(wantCounts)}`);
          }
        } else if ('value' in expected) {
          const got = expected.at(outcome.data);
          if (got !== expected.value) failures.push(`${where}: got ${JSON.stringify(got)}, expected ${JSON.stringify(expected.value)}`);
        }
      }
    }
    console.log(`visibility: ${all.length} paths × ${ROLES.length} roles = ${runs} runs, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(runs).toBeGreaterThan(200);
  }, 180_000);

  it('reads the resources of a page of book lists in a constant number of statements', async () => {
    for (const title of ['星河书单二', '星河书单三'])
      await create('createResourceList', { listType: 'BOOKLIST', title, resourceIds: ROWS.slice(0, 8).map((r) => r.id) });
    const count = async (pageSize: number) => {
      const res = await fetch(`${portal.url}/api/resource/bill?pageSize=${pageSize}`, { headers: { authorization: `Bearer ${tokens.reader}` } });
      const items = ((await res.json()) as Data).data.items as Data[];
      return { n: Number(res.headers.get('x-sql-statements')), lists: items.length, resources: items.flatMap((l) => l.resources).length };
    };
    const one = await count(1);
    const three = await count(3);
    expect([one.lists, three.lists]).toEqual([1, 3]);
    expect(three.resources).toBeGreaterThan(one.resources);
    expect(three.n).toBe(one.n);
  });

  it('still hands the back office every file and child', async () => {
    const res = must(await portal.gql<Data>(`{ adminResources(pageSize: 100) { items { ${CARD_FIELDS} } } }`, {}, admin));
    const byId = new Map(ROWS.map((r) => [r.id, r]));
    const withheld = (res.adminResources.items as Data[]).flatMap((item) => {
      const r = byId.get(item.id);
      return r
        ? r.has.filter((field) => (Array.isArray(item[field]) ? item[field].length === 0 : item[field] == null)).map((field) => `${r.key}.${field}`)
        : [];
    });
    expect(withheld).toEqual([]);
    // And the files of hidden resources too (the back office previews them), with the admin cookie.
    for (const name of ['future.epub', 'thesis-002.pdf', 'ebook.epub', 'a.mp3']) {
      const file = await fetch(`${portal.url}/uploads/vis/${name}`, { headers: { cookie: `adminToken=${admin}` } });
      expect([name, file.status, file.headers.get('cache-control')]).toEqual([name, 200, 'private, no-cache']);
    }
  });
});
