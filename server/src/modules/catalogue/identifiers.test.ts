import { describe, expect, it } from 'vitest';
import 'reflect-metadata';
import { validate } from 'class-validator';
import { findIsbn, isbn13, isbn13CheckDigit, IsIsbn, IsIssn, isValidIsbn, parseIsbn, parseIssn, readIsbn, readIssn } from './identifiers.js';

class Form {
  @IsIsbn()
  isbn?: string;

  @IsIssn()
  issn?: string;
}

describe('ISBN', () => {
  it('computes check digits of known ISBNs', () => {
    expect(isbn13CheckDigit('978702000220')).toBe('7'); // 红楼梦, 人民文学出版社
    expect(isbn13CheckDigit('978013235088')).toBe('4'); // Clean Code
    expect(isValidIsbn('9780132350884')).toBe(true);
    expect(isValidIsbn('9780132350885')).toBe(false);
    expect(isValidIsbn('080442957X')).toBe(true);
  });

  it('parses one typed ISBN, dropping hyphens and spaces, refusing a wrong check digit', () => {
    expect(parseIsbn('978-7-02-000220-7')).toEqual({ ok: true, value: '9787020002207', extra: false });
    expect(parseIsbn(' 7 02 000220 x ')).toEqual({ ok: true, value: '702000220X', extra: false });
    expect(parseIsbn('ISBN 9787020002207')).toMatchObject({ ok: true, value: '9787020002207' });
    expect(parseIsbn('978-7-02-000220-8')).toEqual({ ok: false, message: 'ISBN 校验位错误：978-7-02-000220-8' });
    expect(parseIsbn('9787020002207 9780306406157')).toMatchObject({ ok: false, message: expect.stringContaining('ISBN 格式错误') });
    expect(parseIsbn('97870200022')).toMatchObject({ ok: false, message: expect.stringContaining('应为 10 位或 13 位') });
  });

  it('finds the first ISBN with a right check digit in running text', () => {
    expect(findIsbn('ISBN 978-7-5366-9293-0')).toBe('9787536692930');
    expect(findIsbn('978 7 5366 9293 0')).toBe('9787536692930');
    expect(findIsbn('ISBN 7-5366-9293-5')).toBe('7536692935');
    expect(findIsbn('isbn: 0-8044-2957-x')).toBe('080442957X');
    expect(findIsbn('9787536692931')).toBeUndefined();
    expect(findIsbn('7-5366-9293-4')).toBeUndefined();
    expect(findIsbn('97875366929301')).toBeUndefined();
    expect(findIsbn('9787536692931, 9787020002207')).toBe('9787020002207');
  });

  it('reads the number out of what catalogues write around it', () => {
    expect(readIsbn('978-7-02-000220-7')).toEqual({ ok: true, value: '9787020002207', extra: false });
    expect(readIsbn('ISBN 7-02-000220-x (平装)')).toEqual({ ok: true, value: '702000220X', extra: false });
    expect(readIsbn('9780306406157 (pbk.) : $20.00')).toEqual({ ok: true, value: '9780306406157', extra: false });
    expect(readIsbn('978 7 02 000220 7')).toMatchObject({ ok: true, value: '9787020002207' });
    expect(readIsbn('９７８７０２０００２２０７')).toMatchObject({ ok: true, value: '9787020002207' });
    expect(readIsbn('')).toEqual({ ok: 'absent' });
  });

  it('takes the first of several and says so', () => {
    expect(readIsbn('9787020002207 9780306406157')).toEqual({ ok: true, value: '9787020002207', extra: true });
    expect(readIsbn('9787020002207；0306406152')).toEqual({ ok: true, value: '9787020002207', extra: true });
  });

  it('restores the leading zero a number cell dropped', () => {
    expect(readIsbn(306406152)).toEqual({ ok: true, value: '0306406152', extra: false });
    expect(readIsbn(9787020002207)).toEqual({ ok: true, value: '9787020002207', extra: false });
  });

  it('rejects wrong check digits and lengths, and explains scientific notation', () => {
    expect(readIsbn('978-7-02-000220-8')).toEqual({ ok: false, message: 'ISBN 校验位错误：978-7-02-000220-8' });
    expect(readIsbn('0306406153')).toMatchObject({ ok: false, message: expect.stringContaining('ISBN 校验位错误') });
    expect(readIsbn('978702000220')).toMatchObject({ ok: false, message: expect.stringContaining('应为 10 位或 13 位') });
    expect(readIsbn('9777020002207')).toMatchObject({ ok: false, message: expect.stringContaining('978 或 979') });
    expect(readIsbn('无书号')).toMatchObject({ ok: false, message: 'ISBN 格式错误：无书号' });
    expect(readIsbn('9.78702E+12')).toMatchObject({ ok: false, message: expect.stringContaining('科学计数法') });
  });

  it('compares ISBN-10 and ISBN-13 as one number', () => {
    expect(isbn13('702000220X')).toBe('9787020002207');
    expect(isbn13('0306406152')).toBe('9780306406157');
    expect(isbn13('9787020002207')).toBe('9787020002207');
  });
});

describe('ISSN', () => {
  it('reads and formats NNNN-NNNC, checking the check digit', () => {
    expect(readIssn('0317-8471')).toEqual({ ok: true, value: '0317-8471', extra: false });
    expect(readIssn('ISSN 2434561x')).toEqual({ ok: true, value: '2434-561X', extra: false });
    expect(readIssn('0317-8472')).toEqual({ ok: false, message: 'ISSN 校验位错误：0317-8472' });
    expect(readIssn('12-34')).toEqual({ ok: false, message: 'ISSN 格式错误：12-34' });
    expect(readIssn(' ')).toEqual({ ok: 'absent' });
  });

  it('parses one typed ISSN into NNNN-NNNC', () => {
    expect(parseIssn('0317 847 1')).toEqual({ ok: true, value: '0317-8471', extra: false });
    expect(parseIssn('ISSN 2434561x')).toMatchObject({ ok: true, value: '2434-561X' });
    expect(parseIssn('0317-8472')).toEqual({ ok: false, message: 'ISSN 校验位错误：0317-8472' });
    expect(parseIssn('0317-8471 0378-5955')).toEqual({ ok: false, message: 'ISSN 格式错误：0317-8471 0378-5955' });
  });
});

describe('the form rules @IsIsbn and @IsIssn', () => {
  it('store the normal form of a valid number', async () => {
    const form = Object.assign(new Form(), { isbn: '978-7-02-000220-7', issn: '0317 8471' });
    expect(await validate(form)).toEqual([]);
    expect(form).toMatchObject({ isbn: '9787020002207', issn: '0317-8471' });
  });

  it("refuse a wrong check digit with the import's wording", async () => {
    const [isbn, issn] = await validate(Object.assign(new Form(), { isbn: '9787020002208', issn: '0317-8472' }));
    expect(isbn.constraints).toEqual({ isIsbn: 'ISBN 校验位错误：9787020002208' });
    expect(issn.constraints).toEqual({ isIssn: 'ISSN 校验位错误：0317-8472' });
    const [blank] = await validate(Object.assign(new Form(), { isbn: ' ', issn: '0317-8471' }));
    expect(blank.constraints).toEqual({ isIsbn: 'ISBN 格式错误： ' });
  });
});
