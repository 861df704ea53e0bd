import { readFileSync } from 'node:fs';
import { Marc, Record as MarcRecord } from 'marcjs';
import { describe, expect, it } from 'vitest';
import { ResourceKind } from '../resource-kind.js';
import { parseMarc } from './marc-import.js';

const options = { fileName: 'records.mrc', defaultKind: ResourceKind.book };
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const unreadable = (message: string) => ({ code: 'BAD_USER_INPUT', field: 'file', message: expect.stringContaining(message) });

function marcRecord(leader: string, ...fields: string[][]): MarcRecord {
  const record = new MarcRecord();
  record.leader = leader;
  record.fields = fields;
  return record;
}

/** ISO 2709 bytes as marcjs's writer makes them (UTF-8). */
const iso = (record: MarcRecord) => Buffer.from(Marc.format(record, 'iso2709'), 'utf8');

/** GBK bytes, from TextDecoder('gbk') read backwards (Node has no GBK encoder). */
const gbkBytes = (() => {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('gbk', { fatal: true });
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      try {
        const char = decoder.decode(Uint8Array.of(lead, trail));
        if (!table.has(char)) table.set(char, [lead, trail]);
      } catch {
        // not a GBK pair
      }
    }
  }
  return (text: string) => Buffer.from([...text].flatMap((char) => (char.charCodeAt(0) < 0x80 ? [char.charCodeAt(0)] : table.get(char)!)));
})();

/**
 * ISO 2709 assembled by hand, in any encoding. characterCounts writes field lengths and positions
 * in characters instead of bytes, as some Chinese systems do.
 */
function isoBytes(leader: string, fields: string[][], encode: (text: string) => Buffer, characterCounts = false): Buffer {
  const texts = fields.map(([tag, first, ...rest]) =>
    /^00\d$/.test(tag) ? `${first}\x1e` : `${first}${rest.map((value, i) => (i % 2 === 0 ? `\x1f${value}` : value)).join('')}\x1e`,
  );
  const bodies = texts.map(encode);
  let directory = '';
  let position = 0;
  fields.forEach(([tag], i) => {
    const length = characterCounts ? [...texts[i]].length : bodies[i].length;
    directory += `${tag}${String(length).padStart(4, '0')}${String(position).padStart(5, '0')}`;
    position += length;
  });
  const base = 24 + directory.length + 1;
  const total = base + bodies.reduce((sum, body) => sum + body.length, 0) + 1;
  const head = `${String(total).padStart(5, '0')}${leader.slice(5, 12)}${String(base).padStart(5, '0')}${leader.slice(17)}`;
  return Buffer.concat([Buffer.from(`${head}${directory}\x1e`, 'latin1'), ...bodies, Buffer.from([0x1d])]);
}

const BOOK = '00000nam a2200000 a 4500';
const book = (title: string, ...fields: string[][]) => marcRecord(BOOK, ['001', title], ['245', '10', 'a', title], ...fields);

describe('parseMarc: MARC 21', () => {
  it('maps a MARC 21 record written by marcjs', () => {
    const record = marcRecord(
      BOOK,
      ['001', '000000001'],
      ['008', '960101s1996    cc            000 1 chi d'],
      ['020', '  ', 'a', '9787020002207 (精装) :', 'c', 'CNY59.70'],
      ['041', '0 ', 'a', 'chi'],
      ['050', ' 4', 'a', 'PL2727.S2', 'b', 'H6 1996'],
      ['084', '  ', 'a', 'I242.47', '2', 'clc'],
      ['100', '1 ', 'a', '曹雪芹,', 'd', '1715?-1763.'],
      ['245', '10', 'a', '红楼梦 :', 'b', '程乙本 /', 'c', '曹雪芹著.'],
      ['250', '  ', 'a', '第3版.'],
      ['260', '  ', 'a', '北京 :', 'b', '人民文学出版社,', 'c', '1996.'],
      ['300', '  ', 'a', '1606页 ;', 'c', '21 cm.'],
      ['490', '0 ', 'a', '中国古典文学读本丛书'],
      ['520', '  ', 'a', '中国古典长篇章回小说。'],
      ['650', ' 0', 'a', '章回小说', 'y', '清代.'],
      ['653', '  ', 'a', '古典小说'],
      ['700', '1 ', 'a', '高鹗.'],
      ['856', '40', 'u', 'https://example.org/hlm'],
    );
    expect(parseMarc(iso(record), options)).toEqual({
      records: [
        {
          row: 1,
          record: {
            kind: ResourceKind.book,
            title: '红楼梦',
            subtitle: '程乙本',
            creators: ['曹雪芹', '高鹗'],
            isbn: '9787020002207',
            language: 'zh',
            callNumber: 'PL2727.S2 H6 1996',
            classCode: 'I242.47',
            edition: '第3版',
            publishPlace: '北京',
            publisher: '人民文学出版社',
            publishYear: 1996,
            pages: 1606,
            series: '中国古典文学读本丛书',
            summary: '中国古典长篇章回小说。',
            keywords: ['章回小说', '古典小说'],
            url: 'https://example.org/hlm',
          },
        },
      ],
      rejected: [],
      warnings: [],
      total: 1,
    });
  });

  it('takes the kind from the leader, within the family of the default kind', () => {
    const records = [
      marcRecord('00000nim a2200000 a 4500', ['245', '10', 'a', '有声书']),
      marcRecord('00000ngm a2200000 a 4500', ['245', '10', 'a', '纪录片']),
      marcRecord('00000nmm a2200000 a 4500', ['245', '10', 'a', '数据集']),
      marcRecord('00000nas a2200000 a 4500', ['245', '10', 'a', '某刊']),
      marcRecord('00000ncm a2200000 a 4500', ['245', '10', 'a', '乐谱']),
      marcRecord(BOOK, ['245', '10', 'a', '某书']),
    ];
    const file = Buffer.concat(records.map(iso));
    const kinds = (defaultKind: ResourceKind) => parseMarc(file, { ...options, defaultKind }).records.map((r) => r.record.kind);
    expect(kinds(ResourceKind.book)).toEqual(['audio', 'video', 'digital', 'journal', 'book', 'book']);
    expect(kinds(ResourceKind.ebook)).toEqual(['audio', 'video', 'digital', 'journal', 'ebook', 'ebook']);
    expect(kinds(ResourceKind.newspaper)).toEqual(['audio', 'video', 'digital', 'newspaper', 'newspaper', 'book']);
  });

  it('rejects bad records with their record number and reads on', () => {
    const file = Buffer.concat(
      [
        book('甲', ['020', '  ', 'a', '9787020002207']),
        book('乙', ['020', '  ', 'a', '9787020002208']),
        marcRecord(BOOK, ['001', 'x'], ['100', '1 ', 'a', '无名氏']),
        book('丁', ['260', '  ', 'c', '2999']),
        book('戊', ['020', '  ', 'a', '702000220X']),
        book('己', ['022', '  ', 'a', '0317-8472']),
        book('庚'),
      ].map(iso),
    );
    const outcome = parseMarc(file, options);
    expect(outcome.records.map((r) => [r.row, r.record.title])).toEqual([
      [1, '甲'],
      [7, '庚'],
    ]);
    expect(outcome.rejected).toEqual([
      { row: 2, field: 'isbn', message: 'ISBN 校验位错误：9787020002208' },
      { row: 3, field: 'title', message: '缺少题名' },
      { row: 4, field: 'publishYear', message: expect.stringContaining('出版年份无效：2999') },
      { row: 5, field: 'isbn', message: '文件内 ISBN 重复，与第 1 条记录相同' },
      { row: 6, field: 'issn', message: 'ISSN 校验位错误：0317-8472' },
    ]);
    expect(outcome.total).toBe(7);
  });

  it('rejects a truncated record in the middle and still reads the records before and after it', () => {
    const [first, second, third] = ['甲', '乙', '丙'].map((title) => iso(book(title, ['260', '  ', 'c', '2001'])));
    // The second record lost its last 10 bytes, terminator included: it runs into the third.
    const cut = Buffer.concat([first, second.subarray(0, second.length - 10), third]);
    const outcome = parseMarc(cut, options);
    expect(outcome.records.map((r) => [r.row, r.record.title])).toEqual([
      [1, '甲'],
      [3, '丙'],
    ]);
    expect(outcome.rejected).toEqual([{ row: 2, message: expect.stringContaining('记录结构损坏') }]);
    expect(outcome.total).toBe(3);

    // Bytes lost inside the second record, its terminator kept; and a file cut short in the fourth.
    const holed = Buffer.concat([first, second.subarray(0, 40), second.subarray(50), third, first.subarray(0, 30)]);
    const again = parseMarc(holed, options);
    expect(again.records.map((r) => r.row)).toEqual([1, 3]);
    expect(again.rejected.map((p) => p.row)).toEqual([2, 4]);
  });

  it('rejects a MARC 21 record that is not UTF-8 (MARC-8) and reads the next one', () => {
    const latin = isoBytes(BOOK, [['245', '10', 'a', 'Les Misérables']], (text) => Buffer.from(text, 'latin1'));
    const outcome = parseMarc(Buffer.concat([latin, iso(book('Germinal'))]), options);
    expect(outcome.rejected).toEqual([{ row: 1, message: expect.stringContaining('记录编码无法识别') }]);
    expect(outcome.records.map((r) => [r.row, r.record.title])).toEqual([[2, 'Germinal']]);
  });

  it('reads the MARCXML fixture: namespace prefix, attributes in any order, entities', () => {
    const outcome = parseMarc(fixture('marc21-collection.xml'), { ...options, fileName: 'records.xml' });
    expect(outcome.rejected).toEqual([]);
    expect(outcome.warnings).toEqual([]);
    expect(outcome.records).toEqual([
      {
        row: 1,
        record: {
          kind: ResourceKind.book,
          title: 'Middlemarch',
          subtitle: 'a study of provincial life',
          creators: ['Eliot, George'],
          isbn: '9780141439549',
          language: 'en',
          classCode: 'I561.44',
          edition: 'Rev. ed',
          publishPlace: 'London',
          publisher: 'Penguin',
          publishYear: 1994,
          pages: 880,
          series: 'Penguin classics',
          summary: 'Life in a Midlands town in the years before the Reform Act.',
          keywords: ['Domestic fiction', 'Married people'],
          coverUrl: 'https://covers.example.org/9780141439549',
          url: 'https://example.org/middlemarch',
        },
      },
      {
        row: 2,
        record: {
          kind: ResourceKind.audio,
          title: 'Sonatas & partitas',
          creators: ['Bach, Johann Sebastian'],
          publishPlace: 'New York',
          publishYear: 2005,
          keywords: [],
        },
      },
    ]);
  });

  it('rejects a MARCXML record with bytes that are not UTF-8 and keeps the others', () => {
    const xml = (title: string) =>
      `<record><leader>00000nam a2200000 a 4500</leader><datafield tag="245" ind1="1" ind2="0"><subfield code="a">${title}</subfield></datafield></record>`;
    const file = Buffer.concat([
      Buffer.from(`<collection>${xml('甲')}`),
      Buffer.from(xml('B\xe9'), 'latin1'),
      Buffer.from(`${xml('丙')}</collection>`),
    ]);
    const outcome = parseMarc(file, options);
    expect(outcome.records.map((r) => [r.row, r.record.title])).toEqual([
      [1, '甲'],
      [3, '丙'],
    ]);
    expect(outcome.rejected).toEqual([{ row: 2, message: expect.stringContaining('UTF-8') }]);
  });

  it('throws when the file holds no MARC at all', () => {
    expect(() => parseMarc(Buffer.alloc(0), options)).toThrow(expect.objectContaining(unreadable('空文件')));
    expect(() => parseMarc(Buffer.from('<?xml version="1.0"?><Workbook><Row/></Workbook>'), options)).toThrow(
      expect.objectContaining(unreadable('没有 MARC 记录')),
    );
    expect(() => parseMarc(Buffer.from('题名,作者\n围城,钱钟书\n'), options)).toThrow(expect.objectContaining(unreadable('不是 ISO 2709')));
  });
});

describe('parseMarc: CNMARC', () => {
  const hongloumeng = {
    kind: ResourceKind.book,
    title: '红楼梦',
    subtitle: '程乙本',
    creators: ['曹雪芹', '高鹗'],
    isbn: '9787020002207',
    language: 'zh',
    callNumber: 'I242.47/6',
    classCode: 'I242.47',
    edition: '第3版',
    publishPlace: '北京',
    publisher: '人民文学出版社',
    publishYear: 1996,
    pages: 1606,
    series: '中国古典文学读本丛书',
    summary: '中国古典长篇章回小说，以贾、史、王、薛四大家族的兴衰为背景。',
    keywords: ['章回小说', '古典小说'],
    copies: [
      { barcode: 'A0012345', branch: '中文借阅室' },
      { barcode: 'A0012346', branch: '中文借阅室' },
    ],
  };

  it('reads the GBK fixture: holdings, a journal, creators from the statement of responsibility', () => {
    const outcome = parseMarc(fixture('cnmarc-gbk.mrc'), options);
    expect(outcome.rejected).toEqual([]);
    expect(outcome.warnings).toEqual([]);
    expect(outcome.records).toEqual([
      { row: 1, record: hongloumeng },
      {
        row: 2,
        record: {
          kind: ResourceKind.journal,
          title: '读者',
          creators: ['读者杂志社'],
          issn: '0254-4164',
          language: 'zh',
          classCode: 'Z228.1',
          publishPlace: '兰州',
          publisher: '读者出版集团',
          publishYear: 1981,
          keywords: [],
        },
      },
      {
        row: 3,
        record: {
          kind: ResourceKind.book,
          title: '双城记',
          creators: ['狄更斯', '张玲', '张扬'],
          isbn: '7532733726',
          language: 'zh',
          publishPlace: '上海',
          publisher: '上海译文出版社',
          publishYear: 2004,
          pages: 389,
          keywords: [],
        },
      },
    ]);
  });

  const cnmarcFields = [
    ['001', 'CN0001'],
    ['010', '  ', 'a', '978-7-02-000220-7', 'd', 'CNY59.70'],
    ['101', '0 ', 'a', 'chi'],
    ['200', '1 ', 'a', '红楼梦', 'e', '程乙本', 'f', '曹雪芹，高鹗著'],
    ['205', '  ', 'a', '第3版'],
    ['210', '  ', 'a', '北京', 'c', '人民文学出版社', 'd', '1996'],
    ['215', '  ', 'a', '1606页', 'd', '21cm'],
    ['225', '2 ', 'a', '中国古典文学读本丛书'],
    ['330', '  ', 'a', '中国古典长篇章回小说，以贾、史、王、薛四大家族的兴衰为背景。'],
    ['606', '0 ', 'a', '章回小说', 'x', '中国', 'z', '清代'],
    ['610', '0 ', 'a', '古典小说'],
    ['690', '  ', 'a', 'I242.47', 'v', '5'],
    ['701', ' 0', 'a', '曹雪芹', '4', '著'],
    ['701', ' 0', 'a', '高鹗', '4', '续'],
    ['905', '  ', 'a', '110000', 'b', 'A0012345', 'c', '中文借阅室', 'd', 'I242.47', 'e', '6'],
    ['905', '  ', 'a', '110000', 'b', 'A0012346', 'c', '中文借阅室', 'd', 'I242.47', 'e', '6'],
  ];
  const CNMARC_LEADER = '00000nam0 2200000   450 ';

  it('has the first record of the GBK fixture as isoBytes writes it (how the fixture was made)', () => {
    const first = isoBytes(CNMARC_LEADER, cnmarcFields, gbkBytes);
    expect(fixture('cnmarc-gbk.mrc').subarray(0, first.length).equals(first)).toBe(true);
  });

  it('reads the same record in UTF-8, and in GBK with lengths counted in characters', () => {
    const utf8 = iso(marcRecord(CNMARC_LEADER, ...cnmarcFields));
    const counted = isoBytes(CNMARC_LEADER, cnmarcFields, gbkBytes, true);
    for (const file of [utf8, counted]) {
      expect(parseMarc(file, options)).toEqual({ records: [{ row: 1, record: hongloumeng }], rejected: [], warnings: [], total: 1 });
    }
  });

  it('reports a repeated ISBN and barcode by record number', () => {
    const again = cnmarcFields.filter(([tag]) => tag !== '010');
    const outcome = parseMarc(
      Buffer.concat([
        iso(marcRecord(CNMARC_LEADER, ...cnmarcFields)),
        iso(marcRecord(CNMARC_LEADER, ...cnmarcFields)),
        iso(marcRecord(CNMARC_LEADER, ...again)),
      ]),
      options,
    );
    expect(outcome.rejected).toEqual([{ row: 2, field: 'isbn', message: '文件内 ISBN 重复，与第 1 条记录相同' }]);
    expect(outcome.records.map((r) => [r.row, r.record.copies])).toEqual([
      [1, hongloumeng.copies],
      [3, undefined],
    ]);
    expect(outcome.warnings.map((w) => w.message)).toEqual([
      '文件内条码号重复，与第 1 条记录相同：A0012345，已忽略',
      '文件内条码号重复，与第 1 条记录相同：A0012346，已忽略',
    ]);
  });
});
