/**
 * Issue 18, citations: a resource cited as GB/T 7714-2015, APA, MLA, BibTeX and RIS from its one
 * CSL-JSON record, through GraphQL and the REST path api/resource/{kind}/{id}/cite; only what the
 * viewer can see is citable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const BASE = 'https://lib.example.org';
const CITE = `query($id: ID!, $format: CitationFormat) { resourceCitations(resourceId: $id, format: $format) { format label text fileName mime } }`;

describe('citations', () => {
  let portal: TestPortal;
  let admin: string;
  let book: { id: number; title: string; creators: string[]; publisher: string; publish_year: number };

  const cite = async (id: number, format?: string, token?: string) => portal.gql<Data>(CITE, { id: String(id), format }, token);
  const createBook = async (input: Record<string, unknown>) => {
    const res = await portal.gql<Data>('mutation($input: BookInput!) { createBook(input: $input) { id } }', { input }, admin);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return Number(res.data!.createBook.id);
  };

  beforeAll(async () => {
    portal = await startTestPortal({ env: { PUBLIC_URL: `${BASE}/` } });
    admin = await portal.adminToken();
    const id = await createBook({
      title: '红楼梦',
      creators: ['曹雪芹', '高鹗'],
      publisher: '人民文学出版社',
      publishYear: 1996,
      isbn: '9787020002207',
    });
    book = { id, title: '红楼梦', creators: ['曹雪芹', '高鹗'], publisher: '人民文学出版社', publish_year: 1996 };
  });
  afterAll(() => portal?.close());

  it('cites a paper book in the five formats', async () => {
    const res = await cite(book.id);
    expect(res.errors).toBeUndefined();
    const byFormat = Object.fromEntries((res.data!.resourceCitations as Array<{ format: string; text: string }>).map((c) => [c.format, c]));
    expect(Object.keys(byFormat)).toEqual(['GBT7714', 'APA', 'MLA', 'BIBTEX', 'RIS']);
    // GB/T 7714-2015 §4.1: 主要责任者. 题名[文献类型标识]. 出版者, 出版年. — a paper book carries no [M/OL] and no address.
    expect(byFormat.GBT7714.text).toBe('曹雪芹, 高鹗. 红楼梦[M]. 人民文学出版社, 1996.');
    expect(byFormat.APA.text).toBe('曹雪芹 & 高鹗. (1996). 红楼梦. 人民文学出版社.');
    expect(byFormat.MLA.text).toContain('红楼梦');
    expect(byFormat.MLA.text).toContain('人民文学出版社, 1996.');
    expect(byFormat.BIBTEX.text).toMatch(new RegExp(`^@book\\{resource${book.id},`));
    expect(byFormat.BIBTEX.text).toContain('title = {红楼梦}');
    expect(byFormat.BIBTEX.text).toContain('author = {{曹雪芹} and {高鹗}}');
    const ris = byFormat.RIS.text.split('\n').map((line: string) => line.trim());
    expect(ris[0]).toBe('TY  - BOOK');
    expect(ris).toContain('TI  - 红楼梦');
    expect(ris).toContain('AU  - 曹雪芹');
    expect(ris).toContain('SN  - 9787020002207');
    expect(ris.at(-1)).toBe('ER  -');
  });

  it('cites a digital resource with its address and the date it was seen', async () => {
    const res = await portal.gql<Data>(
      'mutation($input: ThesisInput!) { createThesis(input: $input) { id } }',
      { input: { title: '基于深度学习的古籍文字识别研究', creators: ['王小明'], institution: '浙江大学', degree: '博士', publishYear: 2021 } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const id = Number(res.data!.createThesis.id);
    const [gbt] = (await cite(id, 'GBT7714')).data!.resourceCitations;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect(gbt.text).toBe(`王小明. 基于深度学习的古籍文字识别研究[D/OL]. 浙江大学, 2021[${today}]. ${BASE}/resources/thesis/detail?id=${id}.`);
  });

  it('answers the REST path with the kind it names, and refuses what the viewer cannot see', async () => {
    const rest = await portal.rest<Data>('GET', `/api/resource/book/${book.id}/cite?format=RIS`);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toHaveLength(1);
    expect(rest.body.data[0]).toMatchObject({ format: 'RIS', label: 'RIS', fileName: '红楼梦.ris', mime: 'application/x-research-info-systems' });
    expect((await portal.rest<Data>('GET', `/api/resource/audio/${book.id}/cite`)).status).toBe(404);
    expect((await portal.rest<Data>('GET', `/api/resource/book/${book.id}/cite?format=CHICAGO`)).body.code).toBe(400);

    const hidden = await createBook({ title: '下架的书', creators: ['某人'], onShelf: false });
    expect((await cite(hidden)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const ebook = await portal.gql<Data>(
      'mutation($input: EbookInput!) { createEbook(input: $input) { id } }',
      { input: { title: '电子书' } },
      admin,
    );
    // E-books are seen with a reader card only: a guest cannot cite one.
    expect((await cite(Number(ebook.data!.createEbook.id))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
