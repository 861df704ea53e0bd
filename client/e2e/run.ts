/**
 * End-to-end journeys in real Chromium (playwright-core drives /usr/bin/chromium; no browser is
 * ever downloaded). `npm run e2e` (root or client workspace):
 *
 * 1. builds the portal (`npm run build` at the root) unless E2E_SKIP_BUILD=1;
 * 2. starts the built portal as the README says (`node server/dist/main.js`) on a throwaway
 *    database: created on the DATABASE_URL server (and dropped afterwards) when that is set, else
 *    an embedded PostgreSQL in a temporary DATA_DIR;
 * 3. runs the journeys, each in a fresh browser context, with a screenshot per step in
 *    client/e2e/artifacts/ and axe-core on every visited page (serious or critical violations fail
 *    the journey);
 * 4. stops everything and prints `e2e: N passed, M failed`.
 *
 * Without /usr/bin/chromium the journeys are skipped (exit 0), unless E2E=required (exit 1).
 *
 * The journeys share the helpers in support.ts; the catalogue's (k, n) are in catalogue.journeys.ts.
 *
 * Settings: E2E_SKIP_BUILD=1 (use the existing build), E2E_ONLY=a,c (some journeys, by letter),
 * E2E_STEP_TIMEOUT (ms, default 15000), E2E_LOG_LEVEL (the portal's, default warn),
 * E2E_CHROMIUM (another Chromium binary).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { catalogueJourneys } from './catalogue.journeys';
import { searchJourney } from './journeys/search';
import {
  adminToken, ADMIN_PASSWORD, atPath, DEMO_READER, firstVisible, graphql, graphqlError, hidden, JourneyError, logInAsAdmin, logInWithReaderCard, makePng, sleep,
  STEP_TIMEOUT, uploadPng, uploadThroughInput, visible, type Journey, type JourneyContext,
} from './support';

/** E2E_CHROMIUM points at another build (tests of the skip path use a missing one). */
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const CLIENT_DIR = resolve(import.meta.dirname, '..');
const ROOT_DIR = resolve(CLIENT_DIR, '..');
const ARTIFACTS = join(CLIENT_DIR, 'e2e', 'artifacts');

// ---------------------------------------------------------------------------------------------
// Skip when there is no browser
// ---------------------------------------------------------------------------------------------

if (!existsSync(CHROMIUM)) {
  console.log(`e2e: skipped — no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
  process.exit(process.env.E2E === 'required' ? 1 : 0);
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

const log = (message: string) => console.log(`[e2e] ${message}`);

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}

const stripHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

// ---------------------------------------------------------------------------------------------
// Accessibility (axe-core)
// ---------------------------------------------------------------------------------------------

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string; html: string }[];
}

/**
 * Runs axe-core on the page as it is now. The portal's Content-Security-Policy (script-src 'self')
 * blocks the inline <script> that page.addScriptTag({ content }) would add (and logs a CSP
 * violation), so the source is evaluated through the DevTools protocol instead, which CSP does not
 * govern; the page under test keeps its real CSP (no bypassCSP), so CSP breakage still shows.
 */
async function axeViolations(page: Page, exclude: string[] = []): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!hasAxe) await page.evaluate(axeSource);
  return page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = excluded.length ? { include: [['html']], exclude: excluded.map((selector) => [selector]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target, failureSummary: node.failureSummary, html: node.html.slice(0, 200) })),
    }));
  }, exclude);
}

// ---------------------------------------------------------------------------------------------
// Journeys
// ---------------------------------------------------------------------------------------------


interface ResourceFixtures {
  /** A paper book with copies, when the journey had to create one (the demo seed's books are used otherwise). */
  bookTitle?: string;
  exhibitionId: string;
  exhibitionTitle: string;
}

/**
 * What the resources journey needs: paper books, and an exhibition with at least two pictures. The
 * demo seed provides them when it has resources; otherwise they are created through the admin API.
 */
async function ensureResourceFixtures(baseURL: string): Promise<ResourceFixtures> {
  const token = await adminToken(baseURL);
  const admin = <T>(query: string, variables?: Record<string, unknown>) => graphql<T>(baseURL, query, variables, token);
  const suffix = Date.now().toString(36);
  const fixtures: Partial<ResourceFixtures> = {};

  const { resources: books } = await graphql<{ resources: { total: number } }>(baseURL, '{ resources(kind: book, pageSize: 1) { total } }');
  if (books.total === 0) {
    const { libraries } = await graphql<{ libraries: { items: { id: string }[] } }>(baseURL, '{ libraries(pageSize: 1) { items { id } } }');
    const libraryId = libraries.items[0]?.id
      ?? (await admin<{ createLibrary: { id: string } }>('mutation($input: LibraryInput!) { createLibrary(input: $input) { id } }', { input: { name: '钱塘市图书馆总馆', address: '钱塘市江滨区之江大道 1288 号' } })).createLibrary.id;
    fixtures.bookTitle = `端到端测试图书 ${suffix}`;
    const { createBook } = await admin<{ createBook: { id: string } }>('mutation($input: BookInput!) { createBook(input: $input) { id } }', {
      input: { title: fixtures.bookTitle, creators: ['钱塘市图书馆'], publisher: '钱塘出版社', publishYear: 2026, isbn: '9787000000000', callNumber: 'Z228/1', summary: '端到端测试写入的纸质图书。' },
    });
    const copies = [
      { barcode: `E2E${suffix}1`, status: 'AVAILABLE', location: '二楼社科书库' },
      { barcode: `E2E${suffix}2`, status: 'ON_LOAN', location: '二楼社科书库', dueAt: new Date(Date.now() + 14 * 86_400_000).toISOString() },
    ];
    for (const copy of copies) {
      await admin('mutation($input: BookCopyInput!) { createBookCopy(input: $input) { id } }', { input: { ...copy, resourceId: createBook.id, libraryId } });
    }
  }

  const { resources: exhibitions } = await graphql<{ resources: { items: { id: string; title: string; pictures: { id: string }[] }[] } }>(
    baseURL,
    '{ resources(kind: exhibition, pageSize: 50) { items { id title ... on Exhibition { pictures { id } } } } }',
  );
  const shown = exhibitions.items.find((item) => item.pictures.length >= 2);
  if (shown) return { ...fixtures, exhibitionId: shown.id, exhibitionTitle: shown.title };

  const title = `端到端测试展览 ${suffix}`;
  const cover = await uploadPng(baseURL, token, 'exhibition-cover.png');
  const { createExhibition } = await admin<{ createExhibition: { id: string } }>('mutation($input: ExhibitionInput!) { createExhibition(input: $input) { id } }', {
    input: { title, cover, venue: '总馆一楼展厅', startsOn: '2026-05-01', endsOn: '2026-06-30', summary: '端到端测试写入的展览。' },
  });
  for (const [index, caption] of ['展品一', '展品二', '展品三'].entries()) {
    const image = await uploadPng(baseURL, token, `picture-${index + 1}.png`);
    await admin('mutation($input: ExhibitionPictureInput!) { createExhibitionPicture(input: $input) { id } }', {
      input: { resourceId: createExhibition.id, image, caption, description: `${caption}的说明`, sort: index + 1 },
    });
  }
  return { ...fixtures, exhibitionId: createExhibition.id, exhibitionTitle: title };
}

const journeys: Journey[] = [
  {
    key: 'a',
    name: 'home → news list → news detail',
    async run({ page, step, baseURL }) {
      await page.goto('/');
      await atPath(page, '/index');
      await visible(page.getByText('钱塘市图书馆'), 'the site name 钱塘市图书馆');
      await visible(page.locator('a[href*="/information/"][href*="/detail"]'), 'news items on the home page');
      await step('home');

      const navigation = await firstVisible(
        [
          page.getByRole('navigation').getByRole('link', { name: '本馆新闻', exact: true }),
          page.getByRole('link', { name: '本馆新闻', exact: true }),
          page.locator('a[href$="/information/libraryNews"]').filter({ hasText: /本馆新闻|更多/ }),
        ],
        'a link 本馆新闻 (navigation, or 更多 of the news block)',
      );
      await navigation.click();
      await atPath(page, '/information/libraryNews');
      await visible(page.getByRole('heading', { level: 1, name: '本馆新闻' }), 'the heading (h1) 本馆新闻');
      const first = await visible(page.locator('a[href*="/information/libraryNews/detail"]').filter({ visible: true }), 'a news title in the list');
      await step('news-list');

      const href = (await first.getAttribute('href')) ?? '';
      const id = new URL(href, baseURL).searchParams.get('id');
      if (!id) throw new JourneyError(`the first news link has no ?id=: ${href}`);
      const { news } = await graphql<{ news: { title: string; body: string } }>(baseURL, 'query($id: ID!) { news(id: $id) { title body } }', { id });
      await first.click();
      await atPath(page, /^\/information\/libraryNews\/detail\?(.*&)?id=/);
      await visible(page.getByRole('heading', { level: 1, name: news.title }), `the title "${news.title}" as h1`);
      const excerpt = stripHtml(news.body).slice(0, 12);
      if (excerpt) await visible(page.getByText(excerpt, { exact: false }), `the body text ("${excerpt}…")`);
      await visible(page.getByText(/上一篇/), '上一篇');
      await visible(page.getByText(/下一篇/), '下一篇');
      await step('news-detail');
    },
  },
  {
    key: 'b',
    name: 'protected page → reader login',
    async run({ page, step }) {
      await page.goto('/personal/userInfo');
      await atPath(page, '/index');
      await visible(page.getByText('未登录或登录过期'), 'the message 未登录或登录过期');
      await step('redirected-with-message', { axe: false });

      await page.goto('/login');
      await atPath(page, '/login');
      await logInWithReaderCard(page, step);
      await atPath(page, '/index');
      await step('logged-in');

      await page.goto('/personal/userInfo');
      await atPath(page, '/personal/userInfo');
      await visible(page.getByText(DEMO_READER.name), `the reader name ${DEMO_READER.name}`);
      await step('user-info');

      await page.goto('/login');
      await atPath(page, '/index');
    },
  },
  {
    key: 'c',
    name: 'admin: create news with a cover → public list → batch disable → gone',
    async run({ page, step }) {
      const title = `端到端测试新闻 ${Date.now().toString(36)}`;
      await logInAsAdmin(page, step);

      const menu = page.getByRole('link', { name: '资讯管理', exact: true }).filter({ visible: true });
      if ((await menu.count()) > 0) await menu.first().click();
      else await page.goto('/admin/information');
      await atPath(page, '/admin/information');
      await step('information-list');

      await (await firstVisible(
        [page.getByRole('button', { name: '新增', exact: true }), page.getByRole('link', { name: '新增', exact: true })],
        'the button 新增',
      )).click();
      const titleField = await visible(page.getByLabel('标题', { exact: true }), 'the field 标题');
      await titleField.fill(title);

      const category = page.getByLabel('栏目', { exact: true }).first();
      await visible(category, 'the field 栏目');
      const tag = await category.evaluate((element) => element.tagName);
      if (tag === 'SELECT') {
        await category.selectOption({ label: '本馆新闻' });
      } else {
        await category.click();
        await (await visible(page.getByRole('option', { name: '本馆新闻', exact: true }), 'the option 本馆新闻')).click();
      }

      const editor = await visible(page.locator('[contenteditable="true"]'), 'the rich-text editor (正文)');
      await editor.click();
      await page.keyboard.type('这是端到端测试写入的正文。钱塘市图书馆欢迎您。');

      await uploadThroughInput(page, '上传封面', { name: 'cover.png', buffer: makePng() });
      await visible(page.locator('img[src*="/uploads/"]'), 'the cover preview');
      await step('news-form');

      await page.getByRole('button', { name: '保存', exact: true }).click();
      await atPath(page, '/admin/information');
      await visible(page.getByText(title, { exact: true }), `the new row "${title}" in the list`);
      await step('news-created');

      await page.goto('/information/libraryNews');
      await visible(page.getByRole('heading', { level: 1, name: '本馆新闻' }), 'the heading (h1) 本馆新闻');
      await visible(page.getByText(title, { exact: true }), `"${title}" on the public list`);
      await step('public-list-with-new-item');

      await page.goto('/admin/information');
      await atPath(page, '/admin/information');
      const checkbox = page.getByRole('checkbox', { name: `选择 ${title}`, exact: true }).or(page.getByLabel(`选择 ${title}`, { exact: true }));
      await checkbox.first().waitFor({ state: 'attached', timeout: STEP_TIMEOUT }).catch(() => {
        throw new JourneyError(`expected a row checkbox labelled "选择 ${title}"`);
      });
      await checkbox.first().check({ force: true }).catch(() => undefined);
      if (!(await checkbox.first().isChecked())) await checkbox.first().evaluate((element) => (element as HTMLElement).click());
      if (!(await checkbox.first().isChecked())) throw new JourneyError(`could not select the row "${title}"`);
      await page.getByRole('button', { name: '批量停用', exact: true }).click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await visible(dialog, 'the confirm dialog');
      await step('confirm-batch-disable');
      const disabled = page.waitForResponse(
        (response) => response.request().method() === 'POST' && /batchDisable|\/batch\/disable/.test(`${response.url()} ${response.request().postData() ?? ''}`),
        { timeout: STEP_TIMEOUT },
      );
      await dialog.getByRole('button', { name: '确定', exact: true }).click();
      const disableResponse = await disabled.catch(() => undefined);
      if (!disableResponse) throw new JourneyError('确定 sent no batch-disable request');
      const disableError = await graphqlError(disableResponse);
      if (disableError) throw new JourneyError(`批量停用 failed: ${disableError}`);
      await hidden(dialog, 'the confirm dialog after 确定');
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await step('after-batch-disable', { axe: false });

      await page.goto('/information/libraryNews');
      await visible(page.getByRole('heading', { level: 1, name: '本馆新闻' }), 'the heading (h1) 本馆新闻');
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await visible(page.locator('a[href*="/information/libraryNews/detail"]'), 'the other news items');
      if ((await page.getByText(title, { exact: true }).count()) > 0) throw new JourneyError(`"${title}" is still listed after 批量停用`);
      await step('public-list-without-item');
    },
  },
  {
    key: 'd',
    name: 'GraphiQL: run a query, then one with the admin token',
    async run({ page, context, step, baseURL }) {
      await page.goto('/graphiql');
      await atPath(page, '/graphiql');
      const queryEditor = await visible(page.locator('.graphiql-query-editor .monaco-editor'), 'the GraphiQL query editor', 30_000);
      // GraphiQL's own tab strip nests its close button inside role="tab" (axe nested-interactive,
      // serious): third-party markup we cannot change, so only that strip is left out of the audit.
      await step('graphiql', { axeExclude: ['.graphiql-tabs'] });

      const runQuery = async (query: string) => {
        await queryEditor.click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.press('Delete');
        // insertText types the whole text at once, so Monaco does not auto-close the braces.
        await page.keyboard.insertText(query);
        await page.getByRole('button', { name: /^Execute query/ }).click();
      };
      const response = page.locator('.graphiql-response');

      await runQuery('{ siteMenu { name } }');
      await visible(response.getByText('首页'), '首页 in the result of { siteMenu { name } }');
      await step('graphiql-site-menu', { axe: false });

      // The token bar: without an admin login it says so; with one, the token goes out as Authorization: Bearer.
      await page.getByRole('button', { name: '使用管理员令牌', exact: true }).click();
      await visible(page.getByText('没有管理员登录令牌', { exact: false }), 'the notice that there is no admin token');
      const token = await adminToken(baseURL);
      await context.addCookies([{ name: 'adminToken', value: token, url: baseURL, sameSite: 'Strict' }]);
      await page.reload();
      await visible(page.locator('.graphiql-query-editor .monaco-editor'), 'the GraphiQL query editor', 30_000);
      await page.getByRole('button', { name: '使用管理员令牌', exact: true }).click();
      const tokenInput = page.getByLabel('访问令牌');
      if ((await tokenInput.inputValue()) !== token) throw new JourneyError('使用管理员令牌 did not fill the token from the adminToken cookie');
      await runQuery('{ adminMe { username } }');
      await visible(response.getByText('"admin"'), 'adminMe.username "admin" in the result (the token is sent)');
      await step('graphiql-admin-me', { axe: false });

      await page.getByRole('button', { name: '清除', exact: true }).click();
      if ((await tokenInput.inputValue()) !== '') throw new JourneyError('清除 did not empty the token');
      await runQuery('{ adminMe { username } }');
      await visible(response.getByText(/UNAUTHENTICATED|未登录/), 'an authentication error without the token');
      await step('graphiql-cleared', { axe: false });
    },
  },
  {
    key: 'r',
    name: 'resources: paper books → detail with holdings; exhibition → picture viewer',
    async run({ page, step, baseURL }) {
      const fixtures = await ensureResourceFixtures(baseURL);

      await page.goto('/resources/book');
      await visible(page.getByRole('heading', { level: 1, name: '纸质图书' }), 'the heading (h1) 纸质图书');
      await visible(page.getByRole('navigation', { name: '纸质图书分类' }), 'the class tree 纸质图书分类');
      const books = page.locator('main a[href*="/resources/book/detail?id="]');
      const book = fixtures.bookTitle
        ? await visible(books.filter({ hasText: fixtures.bookTitle }), `the book "${fixtures.bookTitle}" in the list`)
        : await visible(books, 'a book in the list');
      await step('book-list');

      const bookTitle = (await book.textContent())?.trim() ?? '';
      await book.click();
      await atPath(page, /^\/resources\/book\/detail\?(.*&)?id=/);
      await visible(page.getByRole('heading', { level: 1, name: bookTitle }), `the title "${bookTitle}" as h1`);
      const holdings = await visible(page.getByRole('region', { name: '馆藏信息' }), 'the section 馆藏信息');
      await visible(holdings.getByText(/可借 \d+ 本/), 'the availability 可借 N 本');
      if (fixtures.bookTitle) {
        await visible(holdings.getByRole('cell', { name: '在架', exact: true }), 'a copy 在架 in the holdings table');
        await visible(holdings.getByRole('cell', { name: '借出', exact: true }), 'a copy 借出 in the holdings table');
        await visible(holdings.getByText('可借 1 本 / 馆藏 2 本'), '可借 1 本 / 馆藏 2 本');
      }
      await step('book-detail');

      await page.goto('/resources/exhibition');
      await visible(page.getByRole('heading', { level: 1, name: '展览' }), 'the heading (h1) 展览');
      await visible(page.locator('main a[href*="/resources/exhibition/detail?id="]'), 'an exhibition in the list');
      await step('exhibition-list');
      const listed = page.locator(`main a[href="/resources/exhibition/detail?id=${fixtures.exhibitionId}"]`);
      if ((await listed.count()) > 0) await listed.first().click();
      else await page.goto(`/resources/exhibition/detail?id=${fixtures.exhibitionId}`);
      await atPath(page, /^\/resources\/exhibition\/detail\?(.*&)?id=/);
      await visible(page.getByRole('heading', { level: 1, name: fixtures.exhibitionTitle }), `the title "${fixtures.exhibitionTitle}" as h1`);
      const album = await visible(page.getByRole('region', { name: '展品图集' }), 'the section 展品图集');
      await step('exhibition-detail');

      await (await visible(album.getByRole('button', { name: /^查看大图/ }), 'a picture to open')).click();
      const viewer = await visible(page.getByRole('dialog'), 'the picture viewer');
      await visible(viewer.getByText(/^1 \/ \d+$/), 'the counter 1 / N');
      const image = await visible(viewer.locator('img'), 'the full-size picture');
      if (!(await image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0))) {
        await page.waitForFunction(() => [...document.querySelectorAll('[role="dialog"] img')].some((element) => (element as HTMLImageElement).naturalWidth > 0), null, { timeout: STEP_TIMEOUT })
          .catch(() => { throw new JourneyError('the full-size picture did not load'); });
      }
      await step('picture-viewer');
      await page.keyboard.press('ArrowRight');
      await visible(viewer.getByText(/^2 \/ \d+$/), 'the counter 2 / N after →');
      await page.keyboard.press('ArrowLeft');
      await visible(viewer.getByText(/^1 \/ \d+$/), 'the counter 1 / N after ←');
      await page.keyboard.press('Escape');
      await hidden(page.getByRole('dialog'), 'the picture viewer after Esc');
      await step('viewer-closed', { axe: false });
    },
  },
  ...catalogueJourneys,
  searchJourney,
];

// ---------------------------------------------------------------------------------------------
// The portal
// ---------------------------------------------------------------------------------------------

interface Portal {
  baseURL: string;
  process: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

async function startPortal(databaseUrl: string | undefined, dataDir: string): Promise<Portal> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_CAPTCHA: 'off',
    ADMIN_PASSWORD,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  delete env.CLIENT_DIR;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.EMBEDDED_PG_PORT = String(await freePort());

  const child = spawn(process.execPath, ['server/dist/main.js'], { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line);
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: number | string | null | undefined;
  const exit = new Promise<void>((r) =>
    child.on('exit', (code, signal) => {
      exited = signal ?? code;
      r();
    }),
  );

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`the portal exited (${exited}) before it was healthy:\n${output.join('\n')}`);
    try {
      const response = await fetch(`${baseURL}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the portal was not healthy within 120 s:\n${output.join('\n')}`);
    }
    await sleep(250);
  }
  const index = await fetch(`${baseURL}/index`);
  if (!(index.headers.get('content-type') ?? '').includes('text/html')) {
    throw new Error('the portal does not serve the built client (is client/dist built?)');
  }

  return {
    baseURL,
    process: child,
    output,
    async stop() {
      if (exited !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

interface Outcome {
  journey: Journey;
  ok: boolean;
  problems: string[];
  ms: number;
}

async function runJourney(browser: Browser, baseURL: string, journey: Journey): Promise<Outcome> {
  const started = Date.now();
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  context.setDefaultTimeout(STEP_TIMEOUT);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const problems: string[] = [];
  /** Serious and critical axe violations, one entry per rule and elements, with the pages where they showed. */
  const violationsFound = new Map<string, { text: string; where: string[] }>();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) problems.push(`CSP violation at ${new URL(page.url()).pathname}: ${text}`);
    else consoleErrors.push(`${new URL(page.url()).pathname}: ${text}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${new URL(page.url()).pathname}: uncaught ${error.name}: ${error.message}`));

  let stepNumber = 0;
  const step: JourneyContext['step'] = async (name, options = {}) => {
    stepNumber += 1;
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const file = join(ARTIFACTS, `${journey.key}-${String(stepNumber).padStart(2, '0')}-${name}.png`);
    await page.screenshot({ path: file, fullPage: false }).catch((error: Error) => log(`screenshot ${file} failed: ${error.message}`));
    if (options.axe === false) return;
    // Let transitions (toasts, dialogs, fades) settle so colour contrast is measured on the final colours.
    await sleep(400);
    const violations = await axeViolations(page, options.axeExclude);
    const where = `${new URL(page.url()).pathname} (step ${name})`;
    for (const violation of violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const key = `${violation.id} ${violation.nodes.map((node) => node.html).join(' ')}`;
      const known = violationsFound.get(key);
      if (known) {
        known.where.push(where);
        continue;
      }
      const nodes = violation.nodes
        .map((node) => `      ${JSON.stringify(node.target)} ${node.html}\n        ${(node.failureSummary ?? '').replace(/\n/g, ' ')}`)
        .join('\n');
      violationsFound.set(key, { text: `axe ${violation.impact} "${violation.id}": ${violation.help} (${violation.helpUrl})\n${nodes}`, where: [where] });
    }
  };

  let ok = true;
  try {
    await journey.run({ page, context, baseURL, step, problems });
  } catch (error) {
    ok = false;
    const message = error instanceof JourneyError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    problems.unshift(`${message} (at ${page.url()})`);
    await page.screenshot({ path: join(ARTIFACTS, `${journey.key}-failure.png`) }).catch(() => undefined);
  }
  for (const { text, where } of violationsFound.values()) {
    const [first, ...rest] = text.split('\n');
    problems.push([`${first}\n      at ${where.join(', ')}`, ...rest].join('\n'));
  }
  if (problems.length) ok = false;
  if (!ok && consoleErrors.length) problems.push(`browser console errors:\n${consoleErrors.slice(0, 20).map((line) => `      ${line}`).join('\n')}`);
  await context.close().catch(() => undefined);
  return { journey, ok, problems, ms: Date.now() - started };
}

async function main(): Promise<number> {
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });

  if (process.env.E2E_SKIP_BUILD !== '1') {
    log('building the portal (npm run build)');
    await run('npm', ['run', 'build'], ROOT_DIR);
  }
  for (const file of ['server/dist/main.js', 'client/dist/index.html']) {
    if (!existsSync(join(ROOT_DIR, file))) throw new Error(`${file} is missing: build the portal first (npm run build)`);
  }

  const only = (process.env.E2E_ONLY ?? '').split(',').map((key) => key.trim()).filter(Boolean);
  const selected = only.length ? journeys.filter((journey) => only.includes(journey.key)) : journeys;

  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn().catch((error: Error) => log(`cleanup: ${error.message}`));
    cleanups.length = 0;
  };
  const interrupted = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  let outcomes: Outcome[] = [];
  let portal: Portal | undefined;
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'lp-e2e-'));
    // mkdtemp makes it 0700; run as root, the embedded PostgreSQL runs as another user and must get in.
    chmodSync(dataDir, 0o755);
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const { createThrowawayDatabase } = await import('../../server/test/helpers/databases');
      const database = await createThrowawayDatabase(process.env.DATABASE_URL, 'lp_e2e');
      cleanups.push(database.drop);
      databaseUrl = database.url;
      log(`database ${database.name} on the DATABASE_URL server`);
    } else {
      log('embedded PostgreSQL in a temporary directory');
    }

    const startedAt = Date.now();
    portal = await startPortal(databaseUrl, dataDir);
    cleanups.push(portal.stop);
    log(`portal up at ${portal.baseURL} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    cleanups.push(() => browser.close());

    for (const journey of selected) {
      log(`journey ${journey.key}: ${journey.name}`);
      const outcome = await runJourney(browser, portal.baseURL, journey);
      outcomes.push(outcome);
      log(`  ${outcome.ok ? 'passed' : 'FAILED'} in ${(outcome.ms / 1000).toFixed(1)} s`);
      for (const problem of outcome.problems) console.log(`    - ${problem}`);
    }
  } catch (error) {
    console.error(`[e2e] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    outcomes = outcomes.length ? outcomes : [];
    await cleanup();
    console.log(`e2e: ${outcomes.filter((o) => o.ok).length} passed, ${selected.length - outcomes.filter((o) => o.ok).length} failed (the run stopped early)`);
    return 1;
  }
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (failed.length && portal) {
    console.log(`[e2e] the portal's last log lines:\n${portal.output.slice(-40).join('\n') || '(none)'}`);
  }
  await cleanup();
  console.log(`e2e: ${outcomes.length - failed.length} passed, ${failed.length} failed`);
  for (const outcome of failed) console.log(`  failed: ${outcome.journey.key}. ${outcome.journey.name} — ${outcome.problems[0]?.split('\n')[0] ?? ''}`);
  console.log(`[e2e] screenshots: ${ARTIFACTS}`);
  return failed.length ? 1 : 0;
}

process.exitCode = await main();
