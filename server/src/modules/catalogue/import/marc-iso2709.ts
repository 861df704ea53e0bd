import { isUtf8 } from 'node:buffer';
import { Record as MarcRecord } from 'marcjs';
import { decodeStrict } from './text-decoding.js';

/**
 * ISO 2709 (.mrc) records, read here rather than with marcjs's Iso2709Parser, which decodes every
 * field as UTF-8 (CNMARC files are often GBK) and trusts the directory blindly: a truncated or
 * damaged record comes out as garbage with NaN offsets, or swallows the record after it, instead
 * of being reported. This reader checks each record's structure, rejects the damaged one with its
 * number and carries on with the next; the result is a marcjs Record like Iso2709Parser's.
 */

const FIELD_END = 0x1e;
const RECORD_END = 0x1d;
const SUBFIELD = '\x1f';

/** A leader: length, 5 codes, indicator and subfield-code counts '22', base address, 3 codes, entry map '45'. */
const LEADER = /\d{5}[\x20-\x7e]{5}22\d{5}[\x20-\x7e]{3}45/g;

export type IsoRecordResult = { record: MarcRecord; encoding: 'utf-8' | 'gbk' } | { error: string };

/** An ISO 2709 file starts with a leader (record length and base address in digits) and holds record terminators. */
export function looksLikeIso2709(buffer: Buffer): boolean {
  const start = skipBlank(buffer, 0);
  const head = buffer.toString('latin1', start, start + 24);
  return /^\d{5}[\x20-\x7e]{7}\d{5}/.test(head) && buffer.includes(RECORD_END);
}

/**
 * The file cut into one byte range per record, damaged ones included so that record numbers stay
 * true. Records end at 0x1D; a record that lost its end (truncated) would run into the next one,
 * so a range is also cut where another leader starts inside it.
 */
export function splitIso2709(buffer: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  while (start < buffer.length) {
    const end = buffer.indexOf(RECORD_END, start);
    const next = end === -1 ? buffer.length : end + 1;
    const segment = buffer.subarray(skipBlank(buffer, start), next);
    start = next;
    if (segment.length === 0 || segment.every((byte) => isBlank(byte) || byte === RECORD_END)) continue;
    if (declaredLength(segment) === segment.length) {
      pieces.push(segment);
      continue;
    }
    const cuts = [...segment.toString('latin1').matchAll(LEADER)].map((match) => match.index).filter((index) => index > 0);
    let from = 0;
    for (const cut of cuts) {
      pieces.push(segment.subarray(from, cut));
      from = cut;
    }
    pieces.push(segment.subarray(from));
  }
  return pieces;
}

interface DirectoryEntry {
  tag: string;
  length: number;
  start: number;
}

const DAMAGED = '记录结构损坏（长度或目录与内容不符，文件可能被截断），已跳过';
const UNDECODABLE = '记录编码无法识别（MARC 21 需为 UTF-8，CNMARC 可为 UTF-8 或 GBK），已跳过';

/** One record: its structure checked, its text decoded as UTF-8, or GBK for a CNMARC record that is not UTF-8. */
export function decodeIso2709(bytes: Buffer): IsoRecordResult {
  const leader = bytes.toString('latin1', 0, 24);
  const entries = readDirectory(bytes, leader);
  if (!entries) return { error: DAMAGED };
  const tags = entries.map((entry) => entry.tag);
  // GBK is what Chinese systems write CNMARC in; a MARC 21 record that is not UTF-8 is MARC-8,
  // which GBK would turn into plausible-looking nonsense.
  const encodings: ('utf-8' | 'gbk')[] = tags.includes('200') && !tags.includes('245') ? ['utf-8', 'gbk'] : ['utf-8'];
  const data = bytes.subarray(Number(leader.slice(12, 17)), bytes[bytes.length - 1] === RECORD_END ? bytes.length - 1 : bytes.length);
  // The data area is decoded in one go (a decoder call per field costs more than the rest of the
  // parsing); field terminators are single bytes in UTF-8 and GBK alike, so the n-th 0x1E byte is
  // the n-th '\x1e' of the text.
  const order = piecesByOffset(data, entries);
  for (const encoding of encodings) {
    const text = encoding === 'utf-8' ? (isUtf8(data) ? data.toString('utf8') : undefined) : decodeStrict(data, 'gbk');
    if (text === undefined) continue;
    const pieces = text.split('\x1e');
    const values = order ? order.map((index) => pieces[index]) : fieldsByCharacters(pieces, entries);
    if (values) return { record: toRecord(leader, tags, values), encoding };
  }
  return order ? { error: UNDECODABLE } : { error: DAMAGED };
}

function readDirectory(bytes: Buffer, leader: string): DirectoryEntry[] | undefined {
  if (bytes.length < 26 || !/^\d{5}/.test(leader) || !/^\d{5}$/.test(leader.slice(12, 17))) return undefined;
  const base = Number(leader.slice(12, 17));
  // Entry map (leader 20–22): digits in "length of field" and "starting position", usually 4 and 5.
  const lengthDigits = Number(leader[20]) || 4;
  const startDigits = Number(leader[21]) || 5;
  const entrySize = 3 + lengthDigits + startDigits + (Number(leader[22]) || 0);
  if (base < 25 || base > bytes.length || bytes[base - 1] !== FIELD_END || (base - 25) % entrySize !== 0) return undefined;
  const directory = bytes.toString('latin1', 24, base - 1);
  const entries: DirectoryEntry[] = [];
  for (let at = 0; at < directory.length; at += entrySize) {
    const tag = directory.slice(at, at + 3);
    const length = directory.slice(at + 3, at + 3 + lengthDigits);
    const start = directory.slice(at + 3 + lengthDigits, at + 3 + lengthDigits + startDigits);
    if (!/^[0-9A-Za-z]{3}$/.test(tag) || !/^\d+$/.test(length) || !/^\d+$/.test(start)) return undefined;
    entries.push({ tag, length: Number(length), start: Number(start) });
  }
  return entries;
}

/**
 * The standard reading: each field starts where the directory says, in bytes, and runs to a field
 * terminator exactly `length` bytes on. Returns, per directory entry, the index of its piece among
 * the terminator-separated pieces of the data area; undefined when any entry misses.
 */
function piecesByOffset(data: Buffer, entries: DirectoryEntry[]): number[] | undefined {
  const pieceAt = new Map<number, number>([[0, 0]]);
  for (let at = 0, index = 1; at < data.length; at += 1) {
    if (data[at] === FIELD_END) pieceAt.set(at + 1, index++);
  }
  const order: number[] = [];
  for (const { start, length } of entries) {
    const index = pieceAt.get(start);
    if (index === undefined || length < 1 || data[start + length - 1] !== FIELD_END || data.indexOf(FIELD_END, start) !== start + length - 1)
      return undefined;
    order.push(index);
  }
  return order;
}

/**
 * Some Chinese systems count field lengths and positions in characters, not bytes, so the offsets
 * miss. Such a record is still read when its fields, taken in order between terminators, have
 * exactly the lengths and positions the directory gives in characters; a damaged record does not pass this.
 */
function fieldsByCharacters(pieces: string[], entries: DirectoryEntry[]): string[] | undefined {
  // The data area ends with a terminator, so the text splits into one piece per field plus an empty tail.
  if (pieces.length !== entries.length + 1 || pieces[entries.length] !== '') return undefined;
  let position = 0;
  for (let i = 0; i < entries.length; i += 1) {
    const length = [...pieces[i]].length + 1;
    if (entries[i].length !== length || entries[i].start !== position) return undefined;
    position += length;
  }
  return pieces.slice(0, entries.length);
}

function toRecord(leader: string, tags: string[], values: string[]): MarcRecord {
  const record = new MarcRecord();
  record.leader = leader;
  record.fields = tags.map((tag, i) => {
    const value = values[i];
    if (tag < '010' && /^00\d$/.test(tag)) return [tag, value];
    const first = value.indexOf(SUBFIELD);
    // Indicators are the two characters before the first subfield; a field without them gets blanks.
    const field = [tag, first === 2 ? value.slice(0, 2) : '  '];
    if (first === -1) return field;
    // A plain loop: flatMap over a million small fields took seconds.
    for (const subfield of value.slice(first + 1).split(SUBFIELD)) {
      if (subfield) field.push(subfield[0], subfield.slice(1));
    }
    return field;
  });
  return record;
}

function declaredLength(segment: Buffer): number {
  const text = segment.toString('latin1', 0, 5);
  return /^\d{5}$/.test(text) ? Number(text) : -1;
}

function isBlank(byte: number): boolean {
  return byte === 0x0a || byte === 0x0d || byte === 0x20 || byte === 0x00 || byte === 0x09;
}

function skipBlank(buffer: Buffer, from: number): number {
  let at = from;
  while (at < buffer.length && isBlank(buffer[at])) at += 1;
  return at;
}
