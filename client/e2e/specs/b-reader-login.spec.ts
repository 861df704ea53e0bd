import { expect, test } from '../fixtures';
import { atPath, DEMO_READER, logInWithReaderCard } from '../support';

test('b. protected page → reader login', async ({ page, audit }) => {
  // The message shows for 3 s: it is looked for from the start, not after the address has changed.
  const message = expect(page.getByText('未登录或登录过期'), 'the message 未登录或登录过期').toBeVisible();
  await page.goto('/personal/userInfo');
  await message;
  await atPath(page, '/index');

  await page.goto('/login');
  await atPath(page, '/login');
  await logInWithReaderCard(page, audit);
  await atPath(page, '/index');
  await audit.check('logged-in');

  await page.goto('/personal/userInfo');
  await atPath(page, '/personal/userInfo');
  await expect(page.getByText(DEMO_READER.name).first(), `the reader name ${DEMO_READER.name}`).toBeVisible();
  await audit.check('user-info');

  // Logged in, /login sends the reader home.
  await page.goto('/login');
  await atPath(page, '/index');
});
