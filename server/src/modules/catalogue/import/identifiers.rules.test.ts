import { describe, expect, it } from 'vitest';
import { isbn13, readIsbn, readIssn } from './identifiers.rules.js';

describe('ISBN', () => {
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
});
