import { expect, test } from '../fixtures';
import { AdminList } from '../pages/admin-list';
import { atPath, logInAsAdmin, makePng, uploadThroughInput } from '../support';

test('c. admin: create news with a cover → public list → batch disable → gone', async ({ page, audit }) => {
  const title = `端到端测试新闻 ${Date.now().toString(36)}`;
  const list = new AdminList(page, '/admin/information', '资讯管理');
  const publicList = page.getByRole('main').getByRole('link', { name: title, exact: true });
  await logInAsAdmin(page, audit);

  await page.getByRole('navigation').getByRole('link', { name: '资讯管理', exact: true }).click();
  await list.expectShown();
  await audit.check('information-list');

  await list.addButton.click();
  await page.getByLabel('标题', { exact: true }).fill(title);
  await page.getByRole('combobox', { name: '栏目' }).selectOption({ label: '本馆新闻' });
  await page.locator('[contenteditable="true"]').click();
  await page.keyboard.type('这是端到端测试写入的正文。钱塘市图书馆欢迎您。');
  await uploadThroughInput(page, '上传封面', { name: 'cover.png', buffer: makePng() });
  await expect(page.locator('img[src*="/uploads/"]').first(), 'the cover preview').toBeVisible();
  await audit.check('news-form');

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await list.expectShown();
  await expect(list.row(title), `the new row "${title}" in the list`).toBeVisible();
  await audit.check('news-created');

  await page.goto('/information/libraryNews');
  await expect(page.getByRole('heading', { level: 1, name: '本馆新闻' })).toBeVisible();
  await expect(publicList.first(), `"${title}" on the public list`).toBeVisible();
  await audit.check('public-list-with-new-item');

  await list.goto();
  await list.select(title);
  await list.batch('批量停用', () => audit.check('confirm-batch-disable'));
  await expect(list.row(title).getByRole('cell', { name: '停用', exact: true }), `"${title}" shown 停用`).toBeVisible();

  await page.goto('/information/libraryNews');
  await atPath(page, '/information/libraryNews');
  await expect(page.getByRole('heading', { level: 1, name: '本馆新闻' })).toBeVisible();
  await expect(page.locator('main a[href*="/information/libraryNews/detail"]').first(), 'the other news items').toBeVisible();
  await expect(publicList, `"${title}" is no longer listed after 批量停用`).toHaveCount(0);
  await audit.check('public-list-without-item');
});
