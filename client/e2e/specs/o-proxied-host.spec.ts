/**
 * o. The portal behind nginx under a host name of its own (issue 52), over plain HTTP — the usual
 * intranet install, http://<server>:8080 — and over HTTPS: a reader logs in and stays in the personal
 * centre, an administrator reaches the back office. Chromium resolves library.test to 127.0.0.1
 * (--host-resolver-rules), where nginx (nginx.ts) passes every request to the portal, which trusts
 * the proxy on its own host (TRUST_PROXY's default). With login cookies Secure on every host but
 * localhost, the plain-HTTP journey lost them and the personal centre sent the reader back to /index.
 */
import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect } from '../fixtures';
import { startNginx, type Nginx } from '../nginx';
import { NGINX } from '../settings';
import { atPath, baseURL, DEMO_READER, logInAsAdmin, logInWithReaderCard } from '../support';

const HOST = 'library.test';
const NO_NGINX = `no nginx at ${NGINX} (apt-get install -y nginx)`;

const test = base.extend<{ scheme: 'http' | 'https' }, { nginx: Nginx }>({
  scheme: ['http', { option: true }],
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      if (!existsSync(NGINX)) throw new Error(`${NO_NGINX}, and E2E=required`);
      const nginx = await startNginx(baseURL(), HOST);
      await use(nginx);
      await nginx.stop();
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`] }),
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx, scheme }, use) => use(`${scheme}://${HOST}:${nginx.ports[scheme]}`),
});

// Without nginx the journey is skipped, as one without Chromium (E2E=required fails it instead).
test.skip(!existsSync(NGINX) && process.env.E2E !== 'required', NO_NGINX);
// The certificate nginx shows is self-signed.
test.use({ ignoreHTTPSErrors: true });

for (const scheme of ['http', 'https'] as const) {
  test.describe(`over ${scheme}`, () => {
    test.use({ scheme });

    test(`o. reader and admin at ${scheme}://${HOST} behind nginx`, async ({ page, context, nginx, audit }) => {
      await page.goto('/login');
      await atPath(page, '/login');
      await logInWithReaderCard(page, audit);
      await atPath(page, '/index');
      await audit.check('logged-in');

      // The personal centre keeps the reader: no 未登录或登录过期, no way back to /index.
      await page.goto('/personal/userInfo');
      await atPath(page, '/personal/userInfo');
      await expect(page.getByText(DEMO_READER.name).first(), `the reader name ${DEMO_READER.name}`).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('未登录或登录过期')).toHaveCount(0);
      await atPath(page, '/personal/userInfo');
      await audit.check('user-info');

      // The login cookies are kept, Secure exactly over HTTPS.
      const cookies = await context.cookies();
      const token = cookies.find((cookie) => cookie.name === 'token');
      expect(token, 'the reader token cookie').toBeDefined();
      expect(token!.secure, 'Secure exactly over HTTPS').toBe(scheme === 'https');

      await logInAsAdmin(page, audit);
      // A new page load reads the admin token from its cookie: still in the back office.
      await page.reload();
      await atPath(page, '/admin/home/carousel');

      // It all went through nginx, on this scheme, under the host name.
      const passed = readFileSync(nginx.accessLog, 'utf8');
      expect(passed).toMatch(new RegExp(`^127\\.0\\.0\\.1 ${scheme} ${HOST.replace('.', '\\.')}:${nginx.ports[scheme]} 200 /graphql`, 'm'));
    });
  });
}
