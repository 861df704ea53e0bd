/**
 * Personal data never reaches the logs through a database error: a failed statement's message
 * carries the values it was given (knex writes them into the SQL of the message, PostgreSQL the
 * violated key's value into its detail), and the logger's error serializer masks the phones, ID
 * card numbers and e-mail addresses in every text of the error (core/personal-data.ts).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { Reader } from '../../src/modules/users/index.js';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const PHONE = '13912345678';
const ID_NUMBER = '11010119900307123X';
const EMAIL = 'zhang.san@example.org';

describe('error logs', () => {
  let portal: TestPortal;
  const lines: string[] = [];
  const log = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
  );

  beforeAll(async () => {
    portal = await startTestPortal({ log });
  }, 120_000);
  afterAll(() => portal?.close());

  it('mask the phone, ID number and e-mail a failed insert on PostgreSQL carries', async () => {
    const reader = { passwordHash: 'x', name: '张三', phone: PHONE, email: EMAIL };
    const em = portal.services.orm.em.fork();
    em.create(Reader, { ...reader, cardNumber: 'R0001' });
    await em.flush();
    // The same phone again (it is unique): the insert fails with every value in its message.
    const again = portal.services.orm.em.fork();
    again.create(Reader, { ...reader, cardNumber: ID_NUMBER });
    const error = await again.flush().catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    const raw = JSON.stringify({ message: (error as Error).message, ...(error as object) });
    for (const value of [PHONE, ID_NUMBER, EMAIL]) expect(raw, `the error itself carries ${value}`).toContain(value);

    lines.length = 0;
    portal.services.log.error({ err: error }, 'reader insert failed');
    const line = lines.find((text) => text.includes('reader insert failed'))!;
    expect(line).toBeDefined();
    for (const value of [PHONE, ID_NUMBER, EMAIL, 'zhang.san@', '张三', 'R0001']) expect(line).not.toContain(value);
    // No value of the statement at all (issue 54, S17), masked or not: its columns stay.
    for (const value of ['139****5678', '110***********123X', 'z***@example.org']) expect(line).not.toContain(value);
    expect(line).toContain('values (?, ?, ?, ?, true, ?, ?, ?, ?, ?, ?)');
    expect(line).toContain('\\"phone\\"');
    // The rest of the error is kept: what failed and where.
    const logged = JSON.parse(line) as { err: { type: string; message: string; stack: string } };
    expect(logged.err.message).toMatch(/insert into "reader"/);
    expect(logged.err.message).toMatch(/duplicate key value violates unique constraint/);
    expect(logged.err.stack).toContain('log-privacy.int.test.ts');
  });

  it('mask personal data in texts that are no statement', () => {
    lines.length = 0;
    portal.services.log.error({ err: new Error(`reader ${PHONE} (${EMAIL}) not found`) }, 'other');
    const logged = JSON.parse(lines[0]) as { err: { message: string } };
    expect(logged.err.message).toBe('reader 139****5678 (z***@example.org) not found');
  });

  it('leave other numbers alone: ids, times, a card number, a price', () => {
    lines.length = 0;
    portal.services.log.error({ err: new Error('resource 123456 at 1765000000000, card R0001, 13.50 元, order 2026120712345') }, 'other');
    const logged = JSON.parse(lines[0]) as { err: { message: string } };
    expect(logged.err.message).toBe('resource 123456 at 1765000000000, card R0001, 13.50 元, order 2026120712345');
  });
});

/**
 * Issue 54, S17: the request log names no download ticket, token, SMS code or any value of a query
 * parameter, whatever the request; a test portal's whole log is captured and searched for each.
 */
describe('request logs', () => {
  let portal: TestPortal;
  const lines: string[] = [];
  const log = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
  );

  beforeAll(async () => {
    portal = await startTestPortal({ log, demoContent: true });
  }, 120_000);
  afterAll(() => portal?.close());

  it('hold the path and the parameters’ names, never a ticket, a token, a code or a value', async () => {
    const reader = await portal.readerToken();
    const ticket = 'Tk9' + 'x'.repeat(29);
    const secrets = { ticket, token: reader, code: '428613', keyword: '秘密的检索词', filter: 'zz-filter-value-77' };
    const requests: Array<[string, RequestInit?]> = [
      [`/files/download/${ticket}`],
      [`/files/download/${ticket}?token=${reader}`],
      [`/api/resource/book/list?page=1&keyword=${encodeURIComponent(secrets.keyword)}&title=${secrets.filter}`],
      [`/api/user/info?token=${reader}&code=${secrets.code}`, { headers: { authorization: `Bearer ${reader}` } }],
      [`/api/news/1?sign=${secrets.filter}`],
      [`/graphql?query=${encodeURIComponent(`{ newsList(keyword: "${secrets.keyword}") { total } }`)}`],
      [`/index?cb=${secrets.filter}`],
    ];
    lines.length = 0;
    for (const [path, init] of requests) await (await fetch(portal.url + path, init)).arrayBuffer();
    // The line of a request is written when its answer has gone.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const text = lines.join('\n');
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/files/download/…',
        '/files/download/…?token=…',
        '/api/resource/book/list?page=…&keyword=…&title=…',
        '/api/user/info?token=…&code=…',
        '/graphql?query=…',
      ]),
    );
    for (const [name, value] of Object.entries({ ...secrets, encodedKeyword: encodeURIComponent(secrets.keyword) }))
      expect(text, `the log holds the ${name}`).not.toContain(value);
    // A ticket the portal grants: its address is never in the log either.
    expect(text).not.toMatch(/files\/download\/[\w-]{8,}/);
  });
});
