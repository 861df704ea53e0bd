/** Identifiers of the demo catalogue: ISBN-13, ISSN, CLC classes and call numbers. */

import { isbn13CheckDigit, issnCheckDigit } from '../modules/catalogue/identifiers.js';

/**
 * An ISBN-13 under a publisher's prefix (978, the group and the registrant: 978702 is 人民文学出版社):
 * the title number is `serial`, padded to fill the 12 digits, then the check digit.
 */
export function isbnUnder(prefix: string, serial: number): string {
  const titleDigits = 12 - prefix.length;
  const first12 = `${prefix}${String(serial % 10 ** titleDigits).padStart(titleDigits, '0')}`;
  return first12 + isbn13CheckDigit(first12);
}

/** An ISSN (NNNN-NNNC) from a 7-digit number, with its mod-11 check character. */
export function issn(serial: number): string {
  const digits = String(serial % 1e7).padStart(7, '0');
  return `${digits.slice(0, 4)}-${digits.slice(4)}${issnCheckDigit(digits)}`;
}

/**
 * Whether a class code covers a CLC number: `I2` covers I247.5, `T` covers TN91, and a range
 * such as `I3/7` covers I3… to I7….
 */
export function clcCovers(classCode: string, clc: string): boolean {
  const range = /^([A-Z]+)(\d)\/(\d)$/.exec(classCode);
  if (range) {
    const [, letters, from, to] = range;
    if (!clc.startsWith(letters)) return false;
    const digit = clc[letters.length];
    return digit !== undefined && digit >= from && digit <= to;
  }
  // A main class (one letter) covers its subclasses too: T covers TN; TP does not cover TPX.
  return clc.startsWith(classCode) && (classCode.length === 1 || !/^[A-Z]$/.test(clc[classCode.length] ?? ''));
}

/** The most specific class that covers a CLC number (longest code wins), or undefined. */
export function classForClc<T extends { code?: string | null }>(classes: readonly T[], clc: string): T | undefined {
  let best: T | undefined;
  for (const candidate of classes) {
    if (candidate.code && clcCovers(candidate.code, clc) && (!best || candidate.code.length > best.code!.length)) best = candidate;
  }
  return best;
}

/** 索书号: the CLC number, a slash and a 著者号 (author number), e.g. I247.5/1024. */
export function callNumber(clc: string, authorNumber: number): string {
  return `${clc}/${100 + (authorNumber % 9900)}`;
}
