import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ResourceKind } from '../resource-kind.js';
import { importTemplateXlsx, parseSpreadsheet } from './spreadsheet-import.js';
import { checkXlsxZip } from './xlsx-zip-guard.js';

const options = { fileName: 'books.csv', defaultKind: ResourceKind.book };
const csv = (text: string) => Buffer.from(text, 'utf8');
const unreadable = (message: string) => ({ code: 'BAD_USER_INPUT', field: 'file', message: expect.stringContaining(message) });

describe('parseSpreadsheet: CSV', () => {
  it('reads every column, by Chinese or English header in any case', async () => {
    const outcome = await parseSpreadsheet(
      csv(
        [
          'Title,副题名,AUTHOR,isbn,ISSN,Publisher,出版地,Year,Call Number,CLC,Language,Summary,Keywords,页数,版次,丛书,类型,Cover,URL,条码号,馆藏地,架位',
          '红楼梦,程乙本,"曹雪芹 著; 高鹗",978-7-02-000220-7,,人民文学出版社,北京,1996年,I242.47/6,i242.47,中文,"中国古典长篇章回小说。\n第二段。","章回小说; 清代、古典",1606页,第3版,中国古典文学读本丛书,纸质图书,/uploads/hlm.jpg,https://example.org/hlm,A0012345; A0012346,总馆,三楼 A12',
        ].join('\n'),
      ),
      options,
    );
    expect(outcome).toEqual({
      records: [
        {
          row: 2,
          record: {
            kind: ResourceKind.book,
            title: '红楼梦',
            subtitle: '程乙本',
            creators: ['曹雪芹', '高鹗'],
            isbn: '9787020002207',
            publisher: '人民文学出版社',
            publishPlace: '北京',
            publishYear: 1996,
            callNumber: 'I242.47/6',
            classCode: 'I242.47',
            language: 'zh',
            summary: '中国古典长篇章回小说。\n第二段。',
            keywords: ['章回小说', '清代', '古典'],
            pages: 1606,
            edition: '第3版',
            series: '中国古典文学读本丛书',
            coverUrl: '/uploads/hlm.jpg',
            url: 'https://example.org/hlm',
            copies: [
              { barcode: 'A0012345', branch: '总馆', location: '三楼 A12' },
              { barcode: 'A0012346', branch: '总馆', location: '三楼 A12' },
            ],
          },
        },
      ],
      rejected: [],
      warnings: [],
      total: 1,
    });
  });

  it('rejects each bad row with its sheet row number and reason, and keeps the rest', async () => {
    const longTitle = '长'.repeat(301);
    const outcome = await parseSpreadsheet(
      csv(
        [
          '题名,作者,ISBN,ISSN,出版年,类型', // row 1
          '红楼梦,曹雪芹,9787020002207,,1996,', // 2 ok
          ',无名氏,,,2001,', // 3 no title
          '西游记,吴承恩,9787020002208,,1980,', // 4 ISBN check digit
          ',,,,,', // 5 blank: skipped
          '"水浒\n传",施耐庵,,,3000,', // 6 (one row over two lines) year
          '三国演义,罗贯中,,0317-8472,1990,', // 7 ISSN
          '读者,,,,1981,期干', // 8 kind
          `${longTitle},,,,,`, // 9 title too long
          '红楼梦（重印）,,702000220X,,,', // 10 same ISBN as row 2, written as ISBN-10
          '儒林外史,吴敬梓,,,2020,期刊', // 11 ok
        ].join('\r\n'),
      ),
      options,
    );
    expect(outcome.records.map(({ row, record }) => [row, record.title, record.kind])).toEqual([
      [2, '红楼梦', ResourceKind.book],
      [11, '儒林外史', ResourceKind.journal],
    ]);
    expect(outcome.rejected).toEqual([
      { row: 3, field: 'title', message: '缺少题名' },
      { row: 4, field: 'isbn', message: 'ISBN 校验位错误：9787020002208' },
      { row: 6, field: 'publishYear', message: expect.stringContaining('出版年份无效：3000') },
      { row: 7, field: 'issn', message: 'ISSN 校验位错误：0317-8472' },
      { row: 8, field: 'kind', message: expect.stringContaining('资源类型无效：期干') },
      { row: 9, field: 'title', message: '题名不能超过300个字' },
      { row: 10, field: 'isbn', message: '文件内 ISBN 重复，与第 2 行相同' },
    ]);
    expect(outcome.total).toBe(9);
  });

  it('reports several reasons for one row, and no warnings for a rejected row', async () => {
    const outcome = await parseSpreadsheet(csv('题名,ISBN,出版年,语种\n,123,abc,火星文'), options);
    expect(outcome.rejected.map((p) => p.field)).toEqual(['title', 'isbn', 'publishYear']);
    expect(outcome.warnings).toEqual([]);
    expect(outcome.total).toBe(1);
  });

  it('drops other bad values with a warning and imports the row', async () => {
    const creators = Array.from({ length: 22 }, (_, i) => `作者${i + 1}`).join(';');
    const outcome = await parseSpreadsheet(
      csv(
        [
          '题名,作者,语种,链接,摘要,分类号,页数,出版年,条码号,备注,价格',
          `甲,${creators},火星文,ftp://x,${'很'.repeat(5001)},123,很多,[19--],B001`,
          '乙,,,,,,,,B001',
          '丙,,,,,,,,,,',
        ].join('\n'),
      ),
      options,
    );
    expect(outcome.rejected).toEqual([]);
    expect(outcome.records).toHaveLength(3);
    const [first, second] = outcome.records;
    expect(first.record).toMatchObject({ title: '甲', keywords: [], copies: [{ barcode: 'B001' }] });
    expect(first.record.creators).toHaveLength(20);
    expect(first.record).not.toHaveProperty('language');
    expect(first.record).not.toHaveProperty('summary');
    expect(second.record).not.toHaveProperty('copies');
    expect(outcome.warnings).toEqual([
      { row: 1, message: '未识别的列已忽略：备注、价格' },
      { row: 2, field: 'publishYear', message: '出版年份不详：[19--]，已忽略' },
      { row: 2, field: 'creators', message: '责任者超过20个，只导入了前20个' },
      { row: 2, field: 'classCode', message: '分类号格式不正确：123，已忽略' },
      { row: 2, field: 'language', message: '无法识别的语种：火星文，已忽略' },
      { row: 2, field: 'summary', message: '摘要超过5000个字，已忽略' },
      { row: 2, field: 'pages', message: '页数无效：很多，已忽略' },
      { row: 2, field: 'url', message: expect.stringContaining('链接无效') },
      { row: 3, field: 'copies', message: '文件内条码号重复，与第 2 行相同：B001，已忽略' },
    ]);
  });

  it('ignores barcodes on a kind other than paper books, with a warning', async () => {
    const outcome = await parseSpreadsheet(csv('题名,类型,条码号\n某刊,期刊,C001'), options);
    expect(outcome.records[0].record).not.toHaveProperty('copies');
    expect(outcome.warnings).toEqual([{ row: 2, field: 'copies', message: '只有纸质图书可以登记馆藏条码，期刊的条码号已忽略' }]);
  });

  it('uses the default kind for rows that do not say', async () => {
    const outcome = await parseSpreadsheet(csv('题名\n某书'), { ...options, defaultKind: ResourceKind.ebook });
    expect(outcome.records[0].record.kind).toBe(ResourceKind.ebook);
  });

  it('reads UTF-8 with a BOM', async () => {
    const outcome = await parseSpreadsheet(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv('题名,作者\n围城,钱钟书')]), options);
    expect(outcome.records[0].record).toMatchObject({ title: '围城', creators: ['钱钟书'] });
    expect(outcome.warnings).toEqual([]);
  });

  it('reads GBK when the bytes are not UTF-8', async () => {
    // '题名,作者,出版社,出版年\r\n红楼梦,曹雪芹；高鹗,人民文学出版社,1996\r\n' in GBK.
    const gbk = Buffer.from(
      'cce2c3fb2cd7f7d5df2cb3f6b0e6c9e72cb3f6b0e6c4ea0d0abaecc2a5c3ce2cb2dcd1a9c7dba3bbb8dff0ca2cc8cbc3f1cec4d1a7b3f6b0e6c9e72c313939360d0a',
      'hex',
    );
    const outcome = await parseSpreadsheet(gbk, options);
    expect(outcome.records).toEqual([
      {
        row: 2,
        record: {
          kind: ResourceKind.book,
          title: '红楼梦',
          creators: ['曹雪芹', '高鹗'],
          publisher: '人民文学出版社',
          publishYear: 1996,
          keywords: [],
        },
      },
    ]);
  });

  it('sniffs a semicolon or tab delimiter', async () => {
    const semicolon = await parseSpreadsheet(csv('题名;作者;出版社\n"围城, 新版";钱钟书;人民文学出版社\n'), options);
    expect(semicolon.records[0].record).toMatchObject({ title: '围城, 新版', creators: ['钱钟书'], publisher: '人民文学出版社' });
    const tab = await parseSpreadsheet(csv('题名\t作者\n围城\t钱钟书\n'), options);
    expect(tab.records[0].record).toMatchObject({ title: '围城', creators: ['钱钟书'] });
  });

  it("reads Excel's UTF-16 Unicode text", async () => {
    const text = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('题名\t出版年\r\n围城\t1947\r\n', 'utf16le')]);
    const outcome = await parseSpreadsheet(text, options);
    expect(outcome.records[0].record).toMatchObject({ title: '围城', publishYear: 1947 });
  });

  it('finds the header under a caption row, ignoring * marks and notes in brackets', async () => {
    const outcome = await parseSpreadsheet(csv('2024 年新书清单,,\n,,\n题名*,出版年（YYYY）,ISBN(13位)\n围城,1947,="9787020090006"\n'), options);
    expect(outcome.records).toEqual([{ row: 4, record: expect.objectContaining({ title: '围城', publishYear: 1947 }) }]);
    // '="…"' (text protected from Excel) unwrapped.
    expect(outcome.records[0].record.isbn).toBe('9787020090006');
  });

  it('rejects the row where a quote is never closed, keeping the rows before it', async () => {
    const outcome = await parseSpreadsheet(csv('题名,作者\n围城,钱钟书\n"边城,沈从文\n呐喊,鲁迅\n'), options);
    expect(outcome.records.map((r) => r.record.title)).toEqual(['围城']);
    expect(outcome.rejected).toEqual([{ row: 3, message: expect.stringContaining('引号没有闭合') }]);
    expect(outcome.total).toBe(2);
  });

  it('throws when the file as a whole cannot be read', async () => {
    await expect(parseSpreadsheet(Buffer.alloc(0), options)).rejects.toMatchObject(unreadable('空文件'));
    await expect(parseSpreadsheet(csv(' \r\n '), options)).rejects.toMatchObject(unreadable('空文件'));
    await expect(parseSpreadsheet(csv('name,author\nx,y\n'), options)).rejects.toMatchObject(unreadable('没有找到表头'));
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
      'hex',
    );
    await expect(parseSpreadsheet(png, options)).rejects.toMatchObject(unreadable('无法识别'));
    const xls = Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex');
    await expect(parseSpreadsheet(xls, options)).rejects.toMatchObject(unreadable('.xls'));
    await expect(parseSpreadsheet(Buffer.from('PK\x03\x04 not really a zip'), options)).rejects.toMatchObject(unreadable('不是有效的 Excel'));
  });
});

describe('parseSpreadsheet: XLSX', () => {
  async function workbook(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('书目');
    rows.forEach((row, index) => {
      sheet.getRow(index + 1).values = row;
    });
    book.addWorksheet('第二页').addRow(['题名']).commit();
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it('reads the first worksheet: rich text, links, numbers, dates and formulas', async () => {
    const buffer = await workbook([
      ['书目清单'],
      ['题名', 'ISBN', '出版时间', '链接', '页数', '作者'],
      [
        { richText: [{ text: '红', font: { bold: true } }, { text: '楼梦' }] },
        9787020002207,
        new Date(Date.UTC(1996, 4, 1)),
        { text: '点这里', hyperlink: 'https://example.org/hlm' },
        1606,
        '曹雪芹',
      ],
      [],
      [
        { formula: '"围"&"城"', result: '围城' },
        306406152,
        1947,
        'https://example.org/wc',
        null,
        { text: '钱钟书', hyperlink: 'mailto:x@example.org' },
      ],
      ['坏书', 9787020002208, 1990],
    ]);
    const outcome = await parseSpreadsheet(buffer, { ...options, fileName: 'books.xlsx' });
    expect(outcome.records).toEqual([
      {
        row: 3,
        record: {
          kind: ResourceKind.book,
          title: '红楼梦',
          creators: ['曹雪芹'],
          isbn: '9787020002207',
          publishYear: 1996,
          url: 'https://example.org/hlm',
          pages: 1606,
          keywords: [],
        },
      },
      {
        row: 5,
        record: {
          kind: ResourceKind.book,
          title: '围城',
          creators: ['钱钟书'],
          isbn: '0306406152',
          publishYear: 1947,
          url: 'https://example.org/wc',
          keywords: [],
        },
      },
    ]);
    expect(outcome.rejected).toEqual([{ row: 6, field: 'isbn', message: 'ISBN 校验位错误：9787020002208' }]);
  });

  it('refuses a ZIP that would inflate past the limit before exceljs opens it', () => {
    // One central-directory entry declaring 400 MB, and the end-of-directory record pointing at it.
    const entry = Buffer.alloc(46 + 5);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt32LE(400 * 1024 * 1024, 24);
    entry.writeUInt16LE(5, 28);
    entry.write('a.xml', 46, 'latin1');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(entry.length, 12);
    end.writeUInt32LE(4, 16);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), entry, end]);
    expect(checkXlsxZip(zip)).toEqual({ ok: false, reason: 'too-large' });
    return expect(parseSpreadsheet(zip, options)).rejects.toMatchObject(unreadable('过大'));
  });
});

describe('importTemplateXlsx', () => {
  it('round-trips: the template parses to its one example record', async () => {
    const template = await importTemplateXlsx();
    const outcome = await parseSpreadsheet(template, { fileName: '导入模板.xlsx', defaultKind: ResourceKind.ebook });
    expect(outcome.rejected).toEqual([]);
    expect(outcome.warnings).toEqual([]);
    expect(outcome.total).toBe(1);
    expect(outcome.records).toEqual([
      {
        row: 2,
        record: expect.objectContaining({
          kind: ResourceKind.book,
          title: '红楼梦',
          creators: ['曹雪芹', '高鹗'],
          isbn: '9787020002207',
          publishYear: 1996,
          language: 'zh',
          copies: [
            { barcode: 'A0012345', branch: '总馆', location: '三楼文学区 A12' },
            { barcode: 'A0012346', branch: '总馆', location: '三楼文学区 A12' },
          ],
        }),
      },
    ]);
  });

  it('has the Chinese header row', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await importTemplateXlsx()) as unknown as ArrayBuffer);
    const header = (book.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['题名', '副题名', '作者', 'ISBN']);
    expect(header).toContain('条码号');
    expect(book.worksheets[1].name).toBe('填写说明');
  });
});
