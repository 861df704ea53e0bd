import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { logInAsAdmin } from '../support';

/** A POSIX tar starts with 512-byte headers whose magic "ustar" sits at offset 257. */
const isTar = (data: Buffer) => data.length >= 1024 && data.length % 512 === 0 && data.subarray(257, 262).toString('latin1') === 'ustar';

test('x. admin: 备份管理 → 立即备份 → 成功 → 下载 a tar; 服务器管理 shows the version', async ({ page, audit }) => {
  await logInAsAdmin(page, audit);

  await page.getByRole('navigation').getByRole('link', { name: '备份管理', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: '备份管理' })).toBeVisible();
  const backupNow = page.getByRole('button', { name: '立即备份' });
  await expect(page.getByText(/定时备份/)).toBeVisible();
  await audit.check('backup-manage');

  // Backups run whatever tools the machine has; the screen says in which format (with the embedded
  // PostgreSQL 18 and no pg_dump 18 on the machine: the portal's own).
  await expect(page.getByText(/^备份格式：/)).toBeVisible();
  await backupNow.click();
  await expect(page.getByText('已开始备份')).toBeVisible();
  const table = page.getByRole('table', { name: '备份列表' });
  const row = table.getByRole('row').nth(1);
  await expect(row.getByText('成功', { exact: true }), 'the new backup shown 成功 (the list polls)').toBeVisible({ timeout: 60_000 });
  await audit.check('backup-done');
  const name = (await row.getByRole('cell').first().locator('p').first().textContent())!.trim();
  expect(name).toMatch(/^backup-\d{8}-\d{6}/);

  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: `下载 ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}.tar`);
  const data = await readFile((await download.path())!);
  expect(isTar(data), 'the download is a non-empty tar').toBe(true);
  expect(data.includes(Buffer.from('manifest.json'))).toBe(true);

  await page.getByRole('navigation').getByRole('link', { name: '服务器管理', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: '服务器管理' })).toBeVisible();
  await expect(page.getByText(/^版本 \d+\.\d+\.\d+$/)).toBeVisible();
  await expect(page.getByRole('region', { name: '数据库' }).getByText(/个连接$/)).toBeVisible();
  await expect(page.getByRole('region', { name: '数据库' }).getByText(/^备份：/)).toBeVisible();
  await audit.check('server-manage');
});
