import { saveBlob } from '../../lib/save-file';
import type { StatTable } from './stat-table';

const cells = (table: StatTable): Array<Array<string | number>> => [
  [table.rowHeader, ...table.columns],
  ...table.rows.map((row) => [row.label, ...row.values]),
];

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The table as CSV, with a BOM so that Excel reads the Chinese headings right. */
export function tableCsv(table: StatTable): string {
  return `\uFEFF${cells(table)
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')}\r\n`;
}

/** The table as an XLSX workbook (one sheet named after the screen); exceljs loads only when a file is asked for. */
export async function tableXlsx(table: StatTable, sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || '统计');
  sheet.addRows(cells(table));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 16));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Saves what the screen shows as `name.csv` or `name.xlsx`. */
export async function exportTable(table: StatTable, name: string, format: 'csv' | 'xlsx'): Promise<void> {
  if (format === 'csv') saveBlob(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
  else saveBlob(await tableXlsx(table, name), `${name}.xlsx`);
}
