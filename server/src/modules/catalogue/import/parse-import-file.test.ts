import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { Marc, Record as MarcRecord } from 'marcjs';
import { describe, expect, it } from 'vitest';
import { ResourceKind } from '../resource-kind.js';
import { detectImportFormat, parseImportFile } from './parse-import-file.js';
import { importTemplateXlsx } from './spreadsheet-import.js';

const titles = async (buffer: Buffer, fileName: string) =>
  (await parseImportFile(buffer, fileName, ResourceKind.book)).records.map((r) => r.record.title);

describe('parseImportFile', () => {
  it('chooses the reader from the content, whatever the file is called', async () => {
    const xlsx = await importTemplateXlsx();
    const record = new MarcRecord();
    record.leader = '00000nam a2200000 a 4500';
    record.fields = [['245', '10', 'a', '围城']];
    const mrc = Buffer.from(Marc.format(record, 'iso2709'), 'utf8');
    const xml = readFileSync(new URL('./fixtures/marc21-collection.xml', import.meta.url));
    const csv = Buffer.from('题名\n边城\n');

    expect([xlsx, mrc, xml, csv].map(detectImportFormat)).toEqual(['xlsx', 'iso2709', 'marcxml', 'csv']);
    expect(await titles(xlsx, '模板.csv')).toEqual(['红楼梦']);
    expect(await titles(mrc, 'export.txt')).toEqual(['围城']);
    expect(await titles(xml, 'export.dat')).toEqual(['Middlemarch', 'Sonatas & partitas']);
    expect(await titles(csv, 'books.xlsx')).toEqual(['边城']);
  });

  it('reads a workbook whose first sheet is empty as having no header', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('空');
    book.addWorksheet('数据').addRow(['题名']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    await expect(parseImportFile(buffer, 'x.xlsx', ResourceKind.book)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      message: expect.stringContaining('没有找到表头'),
    });
  });

  it('throws BAD_USER_INPUT on the file for an empty or unreadable upload', async () => {
    await expect(parseImportFile(Buffer.alloc(0), 'a.csv', ResourceKind.book)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      message: '“a.csv”是空文件',
    });
    const binary = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10, 0x80]);
    await expect(parseImportFile(binary, 'a.bin', ResourceKind.book)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      message: expect.stringContaining('无法识别'),
    });
  });
});
