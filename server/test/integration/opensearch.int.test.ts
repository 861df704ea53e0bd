import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

/** Issue 18: browsers offer the catalogue as a search engine, with suggestions as they type. */
describe('OpenSearch', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ demoContent: true, env: { PUBLIC_URL: 'https://lib.example.org/', SITE_NAME: '钱塘市图书馆' } });
  });
  afterAll(() => portal?.close());

  it('describes the catalogue search in a well-formed OpenSearch 1.1 document with absolute templates', async () => {
    const res = await fetch(`${portal.url}/opensearch.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/opensearchdescription\+xml/);
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml).OpenSearchDescription;
    expect(doc.xmlns).toBe('http://a9.com/-/spec/opensearch/1.1/');
    expect(doc.ShortName).toBe('钱塘市图书馆');
    expect(doc.InputEncoding).toBe('UTF-8');
    const templates = Object.fromEntries((doc.Url as Array<{ type: string; template: string }>).map((url) => [url.type, url.template]));
    expect(templates['text/html']).toBe('https://lib.example.org/retrieve?q={searchTerms}');
    expect(templates['application/x-suggestions+json']).toBe('https://lib.example.org/opensearch/suggest?q={searchTerms}');
    expect(templates['application/opensearchdescription+xml']).toBe('https://lib.example.org/opensearch.xml');
  });

  it('suggests what the header box suggests, in the OpenSearch suggestions format', async () => {
    const res = await fetch(`${portal.url}/opensearch/suggest?q=${encodeURIComponent('三国')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-suggestions\+json/);
    const [query, texts, labels, urls] = (await res.json()) as [string, string[], string[], string[]];
    expect(query).toBe('三国');
    expect(texts).toContain('三国演义');
    expect(texts.length).toBeLessThanOrEqual(10);
    expect(labels).toHaveLength(texts.length);
    expect(labels[texts.indexOf('三国演义')]).toBe('题名');
    expect(urls[texts.indexOf('三国演义')]).toBe(`https://lib.example.org/retrieve?q=${encodeURIComponent('三国演义')}`);
    // What a guest may not open is not suggested either (e-books need a reader-card login).
    const [ebook] = await portal.sql<{ title: string }>(
      `select title from resource where kind = 'ebook' and enabled and on_shelf order by id limit 1`,
    );
    const forEbook = (await (await fetch(`${portal.url}/opensearch/suggest?q=${encodeURIComponent(ebook.title)}`)).json()) as [string, string[]];
    expect(forEbook[1]).not.toContain(ebook.title);
  });

  it('answers an empty query with no suggestions and refuses a malformed one', async () => {
    expect(await (await fetch(`${portal.url}/opensearch/suggest?q=`)).json()).toEqual(['', [], [], []]);
    const twice = await fetch(`${portal.url}/opensearch/suggest?q=a&q=b`);
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ code: 400, msg: '请求有误：q 只能出现一次' });
    // U+0000 is refused as everywhere else (REST's bad-input answer), not sent to PostgreSQL.
    const nul = await fetch(`${portal.url}/opensearch/suggest?q=%00`);
    expect(await nul.json()).toMatchObject({ code: 400, msg: '输入内容含有不允许的字符，请检查后重试' });
  });
});
