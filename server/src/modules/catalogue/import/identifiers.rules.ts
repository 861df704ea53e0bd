/** ISBN and ISSN: pulling the number out of what catalogues write around it, and the checksums. */

export type IdentifierResult =
  | { ok: true; value: string; /** a second number was in the cell and ignored */ extra: boolean }
  | { ok: false; message: string }
  | { ok: 'absent' };

/** Scientific notation is what Excel makes of a 13-digit number in a General-format column. */
const SCIENTIFIC = /^\d(\.\d+)?e\+\d+$/i;

/**
 * Reads an ISBN as catalogues write it: '978-7-02-000220-7', 'ISBN 7020002207 (平装)',
 * '9780306406157 (pbk.) : $20.00'. A number cell of 9 digits is an ISBN-10 whose leading zero
 * the spreadsheet dropped.
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
    const compact = run.replace(/[- ]/g, '').toUpperCase();
    const pieces = run.split(/\s+/).map((p) => p.replace(/-/g, '').toUpperCase());
    if (compact.length !== 10 && compact.length !== 13 && pieces.some((p) => p.length === 10 || p.length === 13)) {
      numbers.push(...pieces.filter((p) => p.length === 10 || p.length === 13));
    } else if (compact.length >= 9) {
      numbers.push(compact);
    }
  }
  return numbers;
}

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

function isbn10CheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(digits[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

function isbn13CheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** The ISBN-13 form of a valid ISBN, so that 7020002207 and 9787020002207 count as the same book. */
export function isbn13(isbn: string): string {
  if (isbn.length === 13) return isbn;
  const body = `978${isbn.slice(0, 9)}`;
  return body + isbn13CheckDigit(body);
}

/** Reads an ISSN ('0317-8471', 'ISSN 0317847X'); the value comes back as NNNN-NNNC. */
export function readIssn(input: string): IdentifierResult {
  const text = input.normalize('NFKC').trim();
  if (!text) return { ok: 'absent' };
  const match = /(\d{4})\s*-?\s*(\d{3}[\dXx])/.exec(text.replace(/^issn[\s:：]*/i, ''));
  if (!match) return { ok: false, message: `ISSN 格式错误：${text}` };
  const digits = (match[1] + match[2]).toUpperCase();
  let sum = 0;
  for (let i = 0; i < 7; i += 1) sum += Number(digits[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  if ((check === 10 ? 'X' : String(check)) !== digits[7]) return { ok: false, message: `ISSN 校验位错误：${text}` };
  return { ok: true, value: `${digits.slice(0, 4)}-${digits.slice(4)}`, extra: false };
}
