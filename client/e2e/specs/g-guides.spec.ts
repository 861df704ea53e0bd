import { expect, test } from '../fixtures';
import { AdminList } from '../pages/admin-list';
import { atPath, logInAsAdmin } from '../support';

/**
 * g. 服务指南: an admin edits the 开放时间 page and the public page shows it; a second page saved
 * into the same slot asks 是否覆盖 — 取消 keeps the form (取消覆盖成功), 确定 replaces the page
 * (覆盖成功) and the public page shows the new one, the old one listed 停用.
 */
test('g. guides: edit 开放时间 → public page; a second page asks 是否覆盖 → 取消, then 确定', async ({ page, audit }) => {
  const stamp = Date.now().toString(36);
  const line = `国庆假期（10月1日—7日）正常开放 ${stamp}`;
  const winter = `冬季开放时间 ${stamp}`;
  const list = new AdminList(page, '/admin/service', '服务指南');
  await logInAsAdmin(page, audit);

  await page.getByRole('navigation').getByRole('link', { name: '服务指南', exact: true }).click();
  await list.expectShown();
  await page.getByRole('group', { name: '分组' }).getByRole('button', { name: '本馆概况', exact: true }).click();
  const row = list.row('开放时间').filter({ hasText: '启用' }).first();
  await expect(row, 'the demo 开放时间 page').toBeVisible();
  await audit.check('service-list');

  // Edit: a line added at the end of the body.
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  await expect(page.getByRole('heading', { name: '编辑服务指南', exact: true })).toBeVisible();
  const editor = page.locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(line);
  await audit.check('service-form');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await list.expectShown();

  await page.goto('/service/overView/openingTime');
  await atPath(page, '/service/overView/openingTime');
  await expect(page.getByRole('heading', { level: 1, name: '开放时间' })).toBeVisible();
  await expect(page.getByRole('main').getByText(line), 'the edited line on the public page').toBeVisible();
  await expect(page.getByRole('navigation', { name: '本馆概况栏目' }).getByRole('link', { name: '开放时间' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await audit.check('public-opening-time');

  // A second page for the slot: the overwrite question.
  await list.goto();
  await list.addButton.click();
  await page.getByRole('combobox', { name: '栏目' }).selectOption({ label: '本馆概况 · 开放时间' });
  await page.getByLabel('标题', { exact: true }).fill(winter);
  await page.locator('[contenteditable="true"]').click();
  await page.keyboard.type('冬季（11月—次年2月）：周二至周日 9:00-20:00，周一闭馆。');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('是否覆盖该内容')).toBeVisible();
  await audit.check('overwrite-dialog');
  await dialog.getByRole('button', { name: '取消', exact: true }).click();
  await expect(page.getByText('取消覆盖成功').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '新增服务指南', exact: true }), 'still on the form').toBeVisible();

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByText('覆盖成功', { exact: true }).first()).toBeVisible();
  await list.expectShown();
  await page.getByRole('group', { name: '分组' }).getByRole('button', { name: '本馆概况', exact: true }).click();
  await expect(list.row(winter).getByRole('cell', { name: '启用', exact: true })).toBeVisible();
  await expect(
    list.row('开放时间').filter({ hasNotText: winter }).getByRole('cell', { name: '停用', exact: true }).first(),
    'the old page 停用',
  ).toBeVisible();
  await audit.check('service-list-after-overwrite');

  await page.goto('/service/overView/openingTime');
  await expect(page.getByRole('heading', { level: 1, name: winter }), 'the new page on the public site').toBeVisible();
  await expect(page.getByRole('main').getByText(line)).toHaveCount(0);
  await audit.check('public-opening-time-overwritten');
});
