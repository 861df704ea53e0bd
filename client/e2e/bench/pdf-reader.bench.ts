/**
 * The document reader's opening time (issue 13): from clicking 在线阅读 on a thesis's detail page to
 * pdf.js's first drawn page, for a 200-page PDF made here — median of 5, with a cold HTTP cache (a
 * new browser context each time) and a warm one (the same context again) — and the gzip sizes of
 * the reader's chunks and of the pdf.js worker in the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ROOT_DIR } from '../portal';
import { textPdf, uploadPdf } from '../pdf-files';
import { adminToken, baseURL, DEMO_READER, graphql } from '../support';

const PAGES = 200;
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The gzip size of a built file, in kB. */
const gzipKb = (file: string) => Math.round(gzipSync(readFileSync(join(ROOT_DIR, 'client/dist', file))).length / 100) / 10;

function buildSizes() {
  const manifest = JSON.parse(readFileSync(join(ROOT_DIR, 'client/dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string; css?: string[]; assets?: string[] }
  >;
  const chunk = (src: string) => Object.values(manifest).find((entry) => entry.src === src);
  const pages = chunk('src/features/reading/pdf/DocumentReadPages.tsx');
  const engine = chunk('src/features/reading/pdf/pdfjs-engine.ts');
  const worker = Object.values(manifest).find((entry) => /pdf\.worker\.min/.test(entry.file))?.file;
  return {
    readPagesJs: pages && gzipKb(pages.file),
    pdfjsEngineJs: engine && gzipKb(engine.file),
    pdfjsViewerCss: engine?.css?.map(gzipKb).reduce((a, b) => a + b, 0),
    worker: worker && gzipKb(worker),
    workerFile: worker,
  };
}

test('pdf reader: 在线阅读 to the first drawn page of a 200-page PDF', async ({ browser, page, audit }) => {
  const token = await adminToken();
  const { resources } = await graphql<{ resources: { items: { id: string; title: string }[] } }>(
    '{ resources(kind: thesis, pageSize: 1) { items { id title } } }',
  );
  const thesis = resources.items[0];
  const url = await uploadPdf(token, 'bench-200.pdf', textPdf(PAGES));
  await graphql(
    'mutation($id: ID!, $input: ThesisInput!) { updateThesis(id: $id, input: $input) { id } }',
    { id: thesis.id, input: { title: thesis.title, file: url } },
    token,
  );

  // One login, kept as the state every context starts from (cookies and storage; no HTTP cache).
  await page.goto('/login');
  await page.getByRole('form', { name: '读者证登录' }).getByLabel('读者证号', { exact: true }).fill(DEMO_READER.card);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_READER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((next) => next.pathname !== '/login');
  const state = await page.context().storageState();
  audit.passThrough('/login');
  audit.passThrough(new URL(page.url()).pathname);

  const detail = `/resources/thesis/detail?id=${thesis.id}`;
  /** When each request the opening makes finished, after the click (ms): where the time goes. */
  let timeline: string[] = [];
  const openOnce = async (context: BrowserContext) => {
    const tab = context.pages()[0] ?? (await context.newPage());
    await tab.goto(detail);
    const button = tab.getByRole('link', { name: '在线阅读' });
    await expect(button).toBeVisible();
    await tab.waitForLoadState('networkidle');
    timeline = [];
    const started = Date.now();
    const finished = (request: Request) => {
      const name = request.postDataJSON()?.operationName ?? new URL(request.url()).pathname.replace(/^\/assets\//, '');
      timeline.push(`${Date.now() - started} ${name}${request.headers().range ? ` (${request.headers().range})` : ''}`);
    };
    tab.on('requestfinished', finished);
    await button.click();
    await tab.locator('.pdfViewer .page[data-loaded="true"] canvas').first().waitFor({ state: 'visible', timeout: 60_000 });
    const elapsed = Date.now() - started;
    timeline.push(`${elapsed} first page drawn`);
    tab.off('requestfinished', finished);
    await expect(tab.getByRole('textbox', { name: `页码（共 ${PAGES} 页）` })).toBeVisible();
    return elapsed;
  };

  const fresh = (b: Browser) => b.newContext({ baseURL: baseURL(), storageState: state, viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await fresh(browser);
    cold.push(await openOnce(context));
    if (run === RUNS - 1) console.log(`[bench] cold timeline:\n${timeline.join('\n')}`);
    warm.push(await openOnce(context));
    if (run === RUNS - 1) console.log(`[bench] warm timeline:\n${timeline.join('\n')}`);
    await context.close();
  }
  const result = {
    pages: PAGES,
    runs: RUNS,
    coldMs: cold,
    warmMs: warm,
    coldMedianMs: median(cold),
    warmMedianMs: median(warm),
    gzipKb: buildSizes(),
  };
  console.log(`[bench] ${JSON.stringify(result)}`);
  await test.info().attach('pdf-reader-bench.json', { body: JSON.stringify(result, null, 2), contentType: 'application/json' });
});
