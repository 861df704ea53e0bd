import { expect, test } from '../fixtures';
import { atPath, logInWithReaderCard } from '../support';

/**
 * p. Points: a reader logs in through the form, the login is recorded as an event, and the event
 * log's dispatch job (every minute) awards 每日登录; /personal/userPoint then shows the balance,
 * the rules with today's progress, and the entry in 积分明细. No shortcut: the journey waits for
 * the real job, so it takes up to about two minutes.
 */
test('p. points: the daily login points appear in /personal/userPoint after the dispatch job', async ({ page, audit }) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await logInWithReaderCard(page, audit);
  await atPath(page, '/index');
  await audit.check('logged-in');

  await page.goto('/personal/userPoint');
  await atPath(page, '/personal/userPoint');
  await expect(page.getByRole('heading', { level: 1, name: '我的积分' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '积分规则与今日进度' })).toBeVisible();
  // The dispatch runs every minute: reload until the award is in the ledger.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('table', { name: '积分明细' }).getByRole('cell', { name: '每日登录' }).first()).toBeVisible({ timeout: 5_000 });
  }, 'the login earned 每日登录 once the dispatch job ran').toPass({ timeout: 200_000, intervals: [10_000] });
  await expect(page.getByRole('progressbar', { name: '每日登录今日进度' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('今日 1/1 分')).toBeVisible();
  await audit.check('user-point');
});
