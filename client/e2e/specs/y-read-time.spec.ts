import { expect, test } from '../fixtures';
import { atPath, DEMO_READER, graphql, logInWithReaderCard } from '../support';

const ADD = 'mutation($input: AddReadTimeInput!) { addReadTime(input: $input) { counted todaySeconds } }';
const MINE = '{ myReadTime { today } myReadTimeResources(page: 1, pageSize: 1) { items { resource { id } } } }';

/**
 * y. Read time: the demo reader's 阅读时长 shows the four totals, the last 30 days as a chart (its
 * numbers in a table) and the books read, linking to their pages; a heartbeat of a reader page
 * (sent here as the reader's call) adds to today on the next visit.
 */
test('y. read time: userReadTime shows totals, the 30-day chart and the books read; a heartbeat adds to today', async ({ page, audit }) => {
  await page.goto('/login');
  await logInWithReaderCard(page, audit);
  await atPath(page, '/index');
  await audit.check('logged-in');
  // The same reader's own token for the calls a reader page makes (the e2e portal runs with the captcha off).
  const { readerLogin } = await graphql<{ readerLogin: { token: string } }>(
    'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }',
    { input: { loginType: 2, cardNumber: DEMO_READER.card, password: DEMO_READER.password } },
  );
  const token = readerLogin.token;

  await page.goto('/personal/userReadTime');
  await expect(page.getByRole('heading', { level: 1, name: '阅读时长' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '阅读时长' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const label of ['今日', '本周', '本月', '累计']) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '最近 30 天每日阅读时长（分钟）' })).toBeVisible();
  const books = page.getByTestId('read-book');
  await expect(books.first(), `${DEMO_READER.name}'s demo reading is listed`).toBeVisible();
  await page.getByText('查看数据表').click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(31);
  await audit.check('user-read-time');

  const before = await graphql<{ myReadTime: { today: number }; myReadTimeResources: { items: Array<{ resource: { id: string } }> } }>(
    MINE,
    {},
    token,
  );
  const resourceId = before.myReadTimeResources.items[0].resource.id;
  const added = await graphql<{ addReadTime: { counted: number } }>(
    ADD,
    { input: { resourceId, seconds: 90, heartbeatId: crypto.randomUUID() } },
    token,
  );
  expect(added.addReadTime.counted, 'the heartbeat counted').toBe(90);
  const after = await graphql<{ myReadTime: { today: number } }>(MINE, {}, token);
  expect(after.myReadTime.today).toBe(before.myReadTime.today + 90);

  await books.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/resources\/\w+\/detail\?id=/);
});
