import { expect, test } from '../fixtures';
import { AdminList } from '../pages/admin-list';
import { ResourceList } from '../pages/resource-list';
import { atPath, expectImageLoaded, logInAsAdmin, makePng, uploadThroughInput } from '../support';

test('n. admin: create a paper book with a cover → poster → public list shows it with its cover', async ({ page, audit }) => {
  const title = `端到端测试新书 ${Date.now().toString(36)}`;
  const list = new AdminList(page, '/admin/source/paperBook/list', '纸质图书列表');
  await logInAsAdmin(page, audit);

  await list.goto();
  await list.addButton.click();
  await atPath(page, '/admin/source/paperBook/list/new');
  await page.getByLabel('题名', { exact: true }).fill(title);
  const creators = page.getByLabel('责任者', { exact: true });
  await creators.fill('钱塘市图书馆');
  await creators.press('Enter');
  await page.getByLabel('出版者', { exact: true }).fill('钱塘出版社');
  await uploadThroughInput(page, '上传封面', { name: 'cover.png', buffer: makePng(300, 400) });
  await expectImageLoaded(page.getByRole('img', { name: '封面预览' }), 'the cover preview');
  await audit.check('book-form');

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await list.expectShown();
  const row = list.row(title);
  await expect(row, `the new row "${title}"`).toBeVisible();
  await audit.check('book-created');

  // 海报: the server draws one from the cover and the title.
  await row.getByRole('button', { name: '海报', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `海报：${title}` });
  await expect(dialog, 'the poster dialog').toBeVisible();
  await expect(dialog.getByText('尚未生成海报')).toBeVisible();
  await dialog.getByRole('button', { name: '生成海报', exact: true }).click();
  await expectImageLoaded(dialog.getByRole('img', { name: '当前海报' }), 'the generated poster');
  await expect(dialog.getByRole('link', { name: '下载海报' })).toBeVisible();
  await audit.check('book-poster');
  await dialog.getByRole('button', { name: '关闭' }).click();

  const books = new ResourceList(page, 'book', '纸质图书');
  await books.goto();
  const card = books.card(title);
  await expect(card, `"${title}" on the public list`).toBeVisible();
  await expectImageLoaded(card.locator('img'), `the cover of "${title}"`);
  await audit.check('public-list-with-new-book');
});
