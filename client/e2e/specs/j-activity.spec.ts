import { expect, test } from '../fixtures';
import { adminToken, atPath, DEMO_READER, graphql, logInWithReaderCard } from '../support';

const DAY = 86_400_000;
const at = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000).toISOString();

const CREATE = 'mutation($input: ActivityInput!) { createActivity(input: $input) { id title } }';
const SIGN_UP = 'mutation($id: ID!) { signUpForActivity(activityId: $id) { status waitingPosition } }';

/** A demo reader's token (reader-card login; the e2e portal runs with the captcha off). */
async function readerToken(cardNumber: string): Promise<string> {
  const { readerLogin } = await graphql<{ readerLogin: { token: string } }>(
    'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }',
    { input: { loginType: 2, cardNumber, password: DEMO_READER.password } },
  );
  return readerLogin.token;
}

/**
 * j. Activities: the list shows the demo activities; a guest on an activity is asked to log in and
 * comes back to it, signs up (报名成功) and finds it in 我的活动. Then the last place of a nearly
 * full workshop goes to exactly one of two readers racing for it (the browser's click and another
 * reader's call at once); the other is put on the waiting list.
 */
test('j. activities: sign up, see it in userActivity; the last place goes to one of two racing readers', async ({ page, audit }) => {
  const admin = await adminToken();
  const suffix = Date.now().toString(36);
  const base = { body: '<p>端到端测试活动。</p>', place: '总馆一楼报告厅', enabled: true };
  const { createActivity: lecture } = await graphql<{ createActivity: { id: string; title: string } }>(
    CREATE,
    { input: { ...base, category: 'LECTURE', title: `端到端讲座 ${suffix}`, startsAt: at(5), endsAt: at(5, 2), capacity: 20 } },
    admin,
  );
  const { createActivity: workshop } = await graphql<{ createActivity: { id: string; title: string } }>(
    CREATE,
    { input: { ...base, category: 'TRAINING', title: `最后一个名额 ${suffix}`, startsAt: at(6), endsAt: at(6, 3), capacity: 2 } },
    admin,
  );
  // Another reader has taken one of the workshop's two places.
  await graphql(SIGN_UP, { id: workshop.id }, await readerToken('2024000103'));

  await page.goto('/activity');
  await audit.check('activity-list');
  await expect(page.getByRole('article').first(), 'the demo activities are listed').toBeVisible();
  await page.getByRole('tab', { name: '往期回顾' }).click();
  await expect(page.getByRole('article').first(), 'past activities stay browsable').toBeVisible();
  await audit.check('activity-list-past');

  // A guest is asked to log in, and comes back to the activity.
  const detail = `/activity/detail?id=${lecture.id}`;
  await page.goto(detail);
  await expect(page.getByRole('heading', { level: 1, name: lecture.title })).toBeVisible();
  await audit.check('activity-detail-guest');
  const panel = page.getByRole('region', { name: '报名' });
  await panel.getByRole('button', { name: '登录后报名', exact: true }).click();
  await atPath(page, '/login');
  await logInWithReaderCard(page, audit);
  await atPath(page, '/activity/detail');
  await panel.getByRole('button', { name: '报名', exact: true }).click();
  await expect(panel.getByText('我的报名：报名成功'), 'signed up').toBeVisible();
  await expect(panel.getByRole('button', { name: '取消报名', exact: true })).toBeVisible();
  await audit.check('activity-detail-signed-up');

  await page.goto('/personal/userActivity');
  const mine = page.getByRole('listitem').filter({ hasText: lecture.title });
  await expect(mine.getByText('报名成功', { exact: true }), 'the sign-up in 我的活动').toBeVisible();
  await audit.check('user-activity');

  // The race for the last place: this reader's click and another reader's call at once.
  await page.goto(`/activity/detail?id=${workshop.id}`);
  await expect(panel.getByText(/剩余名额 1 个/)).toBeVisible();
  const other = await readerToken('2024000102');
  const [, theirs] = await Promise.all([
    panel.getByRole('button', { name: '报名', exact: true }).click(),
    graphql<{ signUpForActivity: { status: string } }>(SIGN_UP, { id: workshop.id }, other),
  ]);
  const outcome = panel.getByText(/^我的报名：(报名成功|候补中 第1位)$/);
  await expect(outcome, 'the page shows its outcome').toBeVisible();
  const browserWon = (await outcome.textContent()) === '我的报名：报名成功';
  expect(theirs.signUpForActivity.status, 'exactly one of the two got the place').toBe(browserWon ? 'WAITING' : 'SIGNED_UP');

  const { adminActivitySignUps } = await graphql<{ adminActivitySignUps: { items: Array<{ status: string }> } }>(
    'query($id: ID!) { adminActivitySignUps(filter: { activityId: $id }) { items { status } } }',
    { id: workshop.id },
    admin,
  );
  const statuses = adminActivitySignUps.items.map((s) => s.status).sort();
  expect(statuses, 'two places taken, one reader waiting').toEqual(['SIGNED_UP', 'SIGNED_UP', 'WAITING']);
  await audit.check('activity-race');
});
