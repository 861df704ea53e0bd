import { expect, test } from '../fixtures';
import { adminToken, atPath, graphql, logInAsAdmin } from '../support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Today's visits per terminal, after rolling up what the portal has logged so far. */
async function visitsByTerminal(token: string): Promise<Record<string, number>> {
  await graphql('mutation { refreshStatistics }', {}, token);
  const { statistics } = await graphql<{ statistics: Array<{ key: string; value: number }> }>(
    'query($query: StatisticsQuery!) { statistics(query: $query) { key value } }',
    { query: { metric: 'visit', dimension: 'terminal', from: TODAY, to: TODAY, by: 'KEY' } },
    token,
  );
  return Object.fromEntries(statistics.map((row) => [row.key, row.value]));
}

/**
 * z. Statistics (issue 17): a guest visits three public pages on a computer and one on a phone; the
 * site reports each page view. The admin opens 终端统计, picks 今日, presses 更新统计 (the roll-up
 * that otherwise runs on its schedule) and sees those visits added to the computer and phone rows,
 * in the table beside the chart.
 */
test('z. 终端统计 shows the visits the journey made', async ({ page, browser, audit }) => {
  await logInAsAdmin(page, audit);
  const token = await adminToken();
  // Earlier journeys (and the admin's own /account) visited the site too: count from here.
  const before = await visitsByTerminal(token);

  const guest = await browser.newContext();
  const desktop = await guest.newPage();
  const reported: string[] = [];
  desktop.on('request', (request) => {
    if (request.url().endsWith('/api/event/view')) reported.push(JSON.parse(request.postData() ?? '{}').path);
  });
  await desktop.goto('/index');
  await atPath(desktop, '/index');
  // A link followed inside the site is a route change, reported like a page load.
  await desktop.locator('main a[href*="/information/"][href*="/detail"]').first().click();
  await atPath(desktop, /\/information\/.*\/detail/);
  await desktop.goto('/retrieve');
  await atPath(desktop, '/retrieve');
  await expect.poll(() => reported.length, 'three page views reported').toBe(3);
  await guest.close();

  const phone = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  const mobile = await phone.newPage();
  const mobileView = mobile.waitForRequest((request) => request.url().endsWith('/api/event/view'));
  await mobile.goto('/index');
  await (await mobileView).response();
  await phone.close();

  await page.goto('/admin/statistics/terminal');
  await atPath(page, '/admin/statistics/terminal');
  await expect(page.getByRole('heading', { level: 1, name: '终端统计' })).toBeVisible();
  await page.getByRole('button', { name: '今日', exact: true }).click();
  await expect(page.getByRole('button', { name: '今日', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '更新统计' }).click();
  await expect(page.getByText('统计已更新')).toBeVisible();

  const table = page.getByRole('table');
  const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
  const pcVisits = (before.pc ?? 0) + 3;
  const mobileVisits = (before.mobile ?? 0) + 1;
  await expect(row('电脑').getByRole('cell').nth(1)).toHaveText(String(pcVisits));
  await expect(row('手机').getByRole('cell').nth(1)).toHaveText(String(mobileVisits));
  // The chart beside it, drawn as SVG in a box named for screen readers by its label (ECharts' aria
  // is told that label: the numbers themselves are in the table above).
  const chart = page.getByRole('img', { name: '终端统计：终端占比图表（数字见下表）' });
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart.locator('svg path').first()).toBeAttached();
  await audit.check('statistics-terminal');

  // The same numbers over time: today's row of the trend view.
  await page.getByRole('tab', { name: '按日趋势' }).click();
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell', { name: TODAY, exact: true }) })).toBeVisible();
});
