/**
 * REST input as REST sends it (issue 54): a POST's body fields missing or unknown are named by
 * themselves (输入有误：title 的值无效或缺失), not by the GraphQL argument that holds the body
 * (`input`); an enum's value in a query string is read whatever its case (`?format=bibtex`), on every
 * path, since the REST compiler coerces it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

describe('REST input errors and enum values', () => {
  let portal: TestPortal;
  let admin: string;
  let reader: string;

  beforeAll(async () => {
    portal = await startTestPortal();
    admin = await portal.adminToken();
    reader = await portal.readerToken();
  }, 120_000);
  afterAll(() => portal?.close());

  it('names the missing body field on api/admin/news/create', async () => {
    const res = await portal.rest<Data>('POST', '/api/admin/news/create', { category: 'libraryNews', body: '<p>正文</p>' }, admin);
    expect(res.body).toMatchObject({ code: 400, msg: '输入有误：title 的值无效或缺失' });
  });

  it('names the missing body field on api/user/message, and an unknown one', async () => {
    const missing = await portal.rest<Data>('POST', '/api/user/message', { subject: '开馆时间' }, reader);
    expect(missing.body).toMatchObject({ code: 400, msg: '输入有误：content 的值无效或缺失' });
    const unknown = await portal.rest<Data>('POST', '/api/user/message', { subject: '开馆时间', content: '周日开吗', colour: 'red' }, reader);
    expect(unknown.body).toMatchObject({ code: 400, msg: '输入有误：colour 的值无效或缺失' });
    // A value of the wrong type was named by its field already, and still is.
    const wrong = await portal.rest<Data>('POST', '/api/user/message', { subject: '开馆时间', content: 5 }, reader);
    expect(wrong.body).toMatchObject({ code: 400, msg: '输入有误：content 的值无效或缺失' });
  });

  it('reads enum values in query strings whatever their case', async () => {
    const created = await portal.gql<Data>(
      'mutation($input: BookInput!) { createBook(input: $input) { id } }',
      { input: { title: '引用测试' } },
      admin,
    );
    const id = created.data!.createBook.id as string;
    const upper = await portal.rest<Data>('GET', `/api/resource/book/${id}/cite?format=BIBTEX`);
    expect(upper.body.code).toBe(200);
    const lower = await portal.rest<Data>('GET', `/api/resource/book/${id}/cite?format=bibtex`);
    expect(lower.body).toEqual(upper.body);
    expect((await portal.rest<Data>('GET', `/api/resource/book/${id}/cite?format=BibTeX`)).body).toEqual(upper.body);
    // A filter's enum (news category) and a sort order, on another path.
    const exact = await portal.rest<Data>('GET', '/api/news?category=libraryNews&order=DESC');
    expect(exact.body.code).toBe(200);
    expect((await portal.rest<Data>('GET', '/api/news?category=LIBRARYNEWS&order=desc')).body).toEqual(exact.body);
    // A value that is none of them is still refused, named by its parameter.
    expect((await portal.rest<Data>('GET', `/api/resource/book/${id}/cite?format=chicago`)).body).toMatchObject({
      code: 400,
      msg: '输入有误：format 的值无效或缺失',
    });
  });
});
