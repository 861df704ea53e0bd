/**
 * Personal data as logs may show it (a log file is kept, copied and read by more people than the
 * database): a phone as 138****0000, an ID card number as 110***********1234, an e-mail address as
 * z***@example.org. The logger's error serializer (logger.ts) masks every text of an error with
 * `maskPersonalData`: a database error's message carries the values of its statement (knex writes
 * the SQL with its bindings into the message, PostgreSQL a violated key's value into `detail`).
 */

/** A phone as logs show it: 138****0000 (whole numbers in logs are personal data). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/^\+86/, '');
  return digits.length >= 7 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : '****';
}

/** A mainland ID card number (18 characters, the last a digit or X), not inside a longer run of digits or letters. */
const ID_NUMBER = /(?<![0-9A-Za-z])[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![0-9A-Za-z])/g;
/** A mainland mobile number, with or without +86, not inside a longer run of digits. */
const MOBILE = /(?<!\d)(?:\+86[- ]?)?1[3-9]\d{9}(?!\d)/g;
const EMAIL = /(?<![\w.%+-])([\w.%+-])[\w.%+-]*@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})/g;

/** The text with every phone, ID card number and e-mail address in it masked. */
export function maskPersonalData(text: string): string {
  return text
    .replace(ID_NUMBER, (id) => `${id.slice(0, 3)}***********${id.slice(-4)}`)
    .replace(MOBILE, (phone) => maskPhone(phone.replace(/[- ]/g, '')))
    .replace(EMAIL, (_address, first: string, domain: string) => `${first}***@${domain}`);
}

/**
 * A serialized value with every string in it masked (an error's message, stack, detail, cause…):
 * personal data, and the values of an SQL statement (maskSqlValues), depth-limited.
 */
export function maskDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return maskPersonalData(maskSqlValues(value)) as T;
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskDeep(item, depth + 1)])) as T;
}

/** A text that holds an SQL statement (knex writes the statement, with its values, into a failed query's message). */
const SQL_TEXT = /\b(?:insert into|update\s+"|delete from|select\s)/i;
/** A quoted SQL literal ('it''s' included), or a number standing alone (not $1, not in a name). */
const SQL_LITERAL = /'(?:[^']|'')*'|(?<![\w"$.:])-?\d+(?:\.\d+)?(?![\w":])/g;
/** PostgreSQL's detail of a violated key or constraint: `Key (card_number)=(R0001) already exists.` */
const KEY_VALUE = /(Key \([^)]*\)=)\((.*?)\)(?= already exists| is not present| conflicts|\.|$)/g;

/**
 * The text with the values of any SQL statement in it replaced by `?`, and the value of a violated
 * key by `…` (issue 54, S17): a log line keeps what failed and where, not what was written.
 */
export function maskSqlValues(text: string): string {
  const keyless = text.replace(KEY_VALUE, '$1(…)');
  return SQL_TEXT.test(keyless) ? keyless.replace(SQL_LITERAL, '?') : keyless;
}
