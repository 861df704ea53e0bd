import { expect, test } from '../fixtures';
import { logInAsAdmin } from '../support';

test('q. admin: the review queues — 场地预约 审核 with the clash, 评论审核, 纠错管理 → 纠错记录', async ({ page, audit }) => {
  await logInAsAdmin(page, audit);

  await page.getByRole('navigation').getByRole('link', { name: '场地预约', exact: true }).click();
  await expect(page.getByRole('heading', { name: '场地预约' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '社区合唱团排练' });
  await expect(row).toBeVisible();
  await audit.check('place-list');
  await row.getByRole('button', { name: '审核', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '审核：社区合唱团排练' });
  await expect(dialog.getByText('该时段已有通过的预约，不能通过')).toBeVisible();
  await expect(dialog.getByText(/14:00–16:30 已预约/)).toBeVisible();
  await audit.check('place-review');
  await dialog.getByRole('button', { name: '通过', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: '不能重复通过' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('navigation').getByRole('link', { name: '评论审核', exact: true }).click();
  await expect(page.getByRole('heading', { name: '评论审核' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await audit.check('comment-check');
  await page.getByRole('row').nth(1).getByRole('button', { name: '详情', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit.check('comment-detail');
  await page.keyboard.press('Escape');

  await page.getByRole('navigation').getByRole('link', { name: '纠错管理', exact: true }).click();
  await expect(page.getByRole('heading', { name: '纠错管理' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await audit.check('res-error-groups');
  await page.getByRole('row').nth(1).getByRole('button', { name: '纠错记录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '纠错记录' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await audit.check('res-error-reports');
});
