import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/**
 * ISBN and ISSN: the one rule for the admin form (@IsIsbn, @IsIssn), the import, capture and the
 * demo seed. Check digits, the normal forms (ISBN: 10 or 13 digits and X, no hyphens; ISSN:
 * NNNN-NNNC), and readers for what people and catalogues write around the numbers.
 */

export type IdentifierResult =
  { ok: true; value: string; /** a second number was in the cell and ignored */ extra: boolean } | { ok: false; message: string } | { ok: 'absent' };

export function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function issnCheckDigit(first7: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i += 1) sum += Number(first7[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** `digits` (10 or 13 characters, no separators) against its length, prefix and check digit; `shown` is what messages quote. */
function checkIsbn(digits: string, shown: string, extra: boolean): IdentifierResult {
  if (/^\d{9}[\dX]$/.test(digits)) {
    return isbn10CheckDigit(digits) === digits[9] ? { ok: true, value: digits, extra } : { ok: false, message: `ISBN 校验位错误：${shown}` };
  }
  if (/^\d{13}$/.test(digits)) {
    if (!/^97[89]/.test(digits)) return { ok: false, message: `ISBN 格式错误：${shown}（13 位 ISBN 以 978 或 979 开头）` };
    return isbn13CheckDigit(digits) === digits[12] ? { ok: true, value: digits, extra } : { ok: false, message: `ISBN 校验位错误：${shown}` };
  }
  return { ok: false, message: `ISBN 格式错误：${shown}（应为 10 位或 13 位）` };
}

/** Whether digits (and a final X), without separators, are an ISBN-10 or ISBN-13 with a right check digit. */
export function isValidIsbn(digits: string): boolean {
  return checkIsbn(digits, digits, false).ok === true;
}

/** Full-width digits folded, an `ISBN`/`ISSN` label dropped, hyphens and spaces removed, X upper-cased. */
function compact(text: string, label: RegExp): string {
  return text.replace(label, '').replace(/[-\s]/g, '').toUpperCase();
}

/**
 * One ISBN as a person types it: '978-7-02-000220-7', '7 02 000220 x', 'ISBN 9787020002207'.
 * The value is the normal form (9787020002207); anything else in the text makes it wrong.
 */
export function parseIsbn(input: string): IdentifierResult {
  const text = input.normalize('NFKC').trim();
  if (!text) return { ok: 'absent' };
  return checkIsbn(compact(text, /^isbn[\s:：]*/i), text, false);
}

/** Scientific notation is what Excel makes of a 13-digit number in a General-format column. */
const SCIENTIFIC = /^\d(\.\d+)?e\+\d+$/i;

/**
 * Reads an ISBN as catalogues write it, for the import: '978-7-02-000220-7', 'ISBN 7020002207 (平装)',
 * '9780306406157 (pbk.) : $20.00'. A number cell of 9 digits is an ISBN-10 whose leading zero
 * the spreadsheet dropped. Of several numbers the first is taken (`extra` says so).
 */
export function readIsbn(input: string | number): IdentifierResult {
  if (typeof input === 'number') {
    if (!Number.isSafeInteger(input) || input <= 0) return { ok: false, message: `ISBN 格式错误：${input}` };
    const digits = String(input);
    return checkIsbn(digits.length === 9 ? `0${digits}` : digits, digits, false);
  }
  const text = input.normalize('NFKC').trim();
  if (!text) return { ok: 'absent' };
  if (SCIENTIFIC.test(text)) {
    return { ok: false, message: `ISBN 格式错误：${text}（被 Excel 转成了科学计数法，请把该列设为文本后重新填写）` };
  }
  const numbers = isbnCandidates(text.replace(/^isbn[\s:：-]*/i, ''));
  if (numbers.length === 0) return { ok: false, message: `ISBN 格式错误：${text}` };
  return checkIsbn(numbers[0], text, numbers.length > 1);
}

/** Digit runs long enough to be an ISBN; '9787020002207 9787020002214' is two, '978 7 02 000220 7' one. */
function isbnCandidates(text: string): string[] {
  const numbers: string[] = [];
  for (const run of text.match(/[0-9][0-9\- ]*[0-9Xx]/g) ?? []) {
    const joined = run.replace(/[- ]/g, '').toUpperCase();
    const pieces = run.split(/\s+/).map((p) => p.replace(/-/g, '').toUpperCase());
    if (joined.length !== 10 && joined.length !== 13 && pieces.some((p) => p.length === 10 || p.length === 13)) {
      numbers.push(...pieces.filter((p) => p.length === 10 || p.length === 13));
    } else if (joined.length >= 9) {
      numbers.push(joined);
    }
  }
  return numbers;
}

// In running text (a web page) hyphens and spaces may separate the groups; a longer digit run is not an ISBN.
const ISBN13_IN_TEXT = /(?<![\dX][-\s]?)97[89](?:[-\s]?\d){10}(?![-\s]?[\dX])/g;
const ISBN10_IN_TEXT = /(?<![\dX][-\s]?)\d(?:[-\s]?\d){8}[-\s]?[\dX](?![-\s]?[\dX])/g;

/** The first ISBN in running text whose check digit is right, in its normal form (capture). */
export function findIsbn(text: string): string | undefined {
  const upper = text.normalize('NFKC').toUpperCase();
  for (const pattern of [ISBN13_IN_TEXT, ISBN10_IN_TEXT]) {
    for (const match of upper.matchAll(pattern)) {
      const digits = match[0].replace(/[-\s]/g, '');
      if (isValidIsbn(digits)) return digits;
    }
  }
  return undefined;
}

/** The ISBN-13 form of a valid ISBN, so that 7020002207 and 9787020002207 count as the same book. */
export function isbn13(isbn: string): string {
  if (isbn.length === 13) return isbn;
  const body = `978${isbn.slice(0, 9)}`;
  return body + isbn13CheckDigit(body);
}

function checkIssn(digits: string, shown: string): IdentifierResult {
  if (!/^\d{7}[\dX]$/.test(digits)) return { ok: false, message: `ISSN 格式错误：${shown}` };
  if (issnCheckDigit(digits) !== digits[7]) return { ok: false, message: `ISSN 校验位错误：${shown}` };
  return { ok: true, value: `${digits.slice(0, 4)}-${digits.slice(4)}`, extra: false };
}

/** One ISSN as a person types it ('0317-8471', '0317 847x', 'ISSN 03178471'); the value is NNNN-NNNC. */
export function parseIssn(input: string): IdentifierResult {
  const text = input.normalize('NFKC').trim();
  if (!text) return { ok: 'absent' };
  return checkIssn(compact(text, /^issn[\s:：]*/i), text);
}

/** Reads an ISSN out of a catalogue cell ('ISSN 0317847X', '0317-8471 (印刷版)'), for the import. */
export function readIssn(input: string): IdentifierResult {
  const text = input.normalize('NFKC').trim();
  if (!text) return { ok: 'absent' };
  const match = /(\d{4})\s*-?\s*(\d{3}[\dXx])/.exec(text.replace(/^issn[\s:：]*/i, ''));
  if (!match) return { ok: false, message: `ISSN 格式错误：${text}` };
  return checkIssn((match[1] + match[2]).toUpperCase(), text);
}

/** Whether a text is one ISSN with a right check digit. */
export function isValidIssn(text: string): boolean {
  return parseIssn(text).ok === true;
}

/**
 * A class-validator rule from a parser: the message is the parser's (`ISBN 校验位错误：…`), and a
 * valid value is replaced by its normal form, so '978-7-02-000220-7' is stored as 9787020002207.
 */
function identifierRule(name: string, parse: (text: string) => IdentifierResult, options?: ValidationOptions) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const result = typeof value === 'string' ? parse(value) : undefined;
          if (result?.ok !== true) return false;
          (args.object as Record<string, unknown>)[args.property] = result.value;
          return true;
        },
        defaultMessage(args: ValidationArguments) {
          const result = typeof args.value === 'string' ? parse(args.value) : undefined;
          return result?.ok === false ? result.message : `${name === 'isIsbn' ? 'ISBN' : 'ISSN'} 格式错误：${String(args.value ?? '')}`;
        },
      },
    });
  };
}

/** An ISBN-10 or ISBN-13 with a right check digit; hyphens and spaces allowed, stored without them. */
export const IsIsbn = (options?: ValidationOptions) => identifierRule('isIsbn', parseIsbn, options);

/** An ISSN with a right check digit; stored as NNNN-NNNC. */
export const IsIssn = (options?: ValidationOptions) => identifierRule('isIssn', parseIssn, options);
