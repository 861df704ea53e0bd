/**
 * The document reader (issue 13): a logged-in reader opens a thesis from its detail page (在线阅读),
 * searches it, goes to page 3 and zooms; after a reload the reader is back on page 3 at that zoom.
 * Then a Chinese PDF whose font is not embedded reads as Chinese (the CMaps come with the reader).
 */
import { expect, test } from '../fixtures';
import { chineseTextPdf, uploadPdf } from '../pdf-files';
import { adminToken, atPath, graphql, logInWithReaderCard } from '../support';

test('f. the document reader: opens a thesis PDF, goes to page 3, zooms, and is back there after a reload', async ({ page, audit }) => {
  const { resources } = await graphql<{ resources: { items: { id: string; title: string }[] } }>(
    '{ resources(kind: thesis, pageSize: 2) { items { id title } } }',
  );
  const thesis = resources.items[0];
  expect(thesis, 'a demo thesis').toBeTruthy();

  await page.goto('/login');
  await logInWithReaderCard(page, audit);
  await page.waitForURL((url) => url.pathname !== '/login');
  audit.passThrough(new URL(page.url()).pathname);
  await page.goto(`/resources/thesis/detail?id=${thesis.id}`);
  await expect(page.getByRole('heading', { level: 1, name: thesis.title })).toBeVisible();
  await page.getByRole('link', { name: '在线阅读' }).click();
  await atPath(page, '/resources/thesis/detail/read');

  // The first page is drawn by pdf.js (its worker from this portal), with the page count beside the number.
  const pageNumber = page.getByRole('textbox', { name: /^页码/ });
  await expect(pageNumber).toHaveValue('1');
  await expect(pageNumber).toHaveAccessibleName(/共 \d+ 页/);
  const rendered = (n: number) => page.locator(`.pdfViewer .page[data-page-number="${n}"] canvas`);
  await expect(rendered(1), 'page 1 drawn').toBeVisible();
  await audit.check('thesis-reader');

  // The outline lists the chapters; the text layer makes the words findable.
  await expect(page.getByRole('tab', { name: '目录' })).toBeVisible();
  await page.getByRole('searchbox', { name: '在文档中搜索' }).fill('Conclusions');
  await page.getByRole('searchbox', { name: '在文档中搜索' }).press('Enter');
  await expect(page.getByRole('search').getByText(/^\d+\/\d+$/), 'the matches counted').toBeVisible();

  await pageNumber.fill('3');
  await pageNumber.press('Enter');
  await expect(pageNumber).toHaveValue('3');
  await expect(rendered(3), 'page 3 drawn').toBeVisible();
  await expect(page.locator('.pdfViewer .page[data-page-number="3"] .textLayer'), 'the text of page 3, selectable').toContainText('CONTENTS');

  const zoom = page.getByRole('combobox', { name: '缩放' });
  await zoom.selectOption('1.5');
  await expect(zoom).toHaveValue('1.5');
  // 150 % of an A4 page (595 pt at 96/72 px a point).
  await expect(async () =>
    expect((await page.locator('.pdfViewer .page[data-page-number="3"]').boundingBox())?.width).toBeGreaterThan(1150),
  ).toPass();
  await expect(pageNumber).toHaveValue('3');

  await page.reload();
  await expect(pageNumber, 'back on page 3 after the reload').toHaveValue('3');
  await expect(zoom).toHaveValue('1.5');
  await expect(rendered(3)).toBeVisible();

  await page.getByRole('link', { name: '返回详情' }).click();
  await atPath(page, '/resources/thesis/detail');
  await expect(page.getByRole('heading', { level: 1, name: thesis.title })).toBeVisible();
  await audit.check('thesis-detail');

  const other = resources.items[1];
  const token = await adminToken();
  const file = await uploadPdf(token, 'chinese.pdf', chineseTextPdf('钱塘市图书馆'));
  await graphql(
    'mutation($id: ID!, $input: ThesisInput!) { updateThesis(id: $id, input: $input) { id } }',
    { id: other.id, input: { title: other.title, file } },
    token,
  );
  await page.goto(`/resources/thesis/detail/read?id=${other.id}`);
  await expect(page.locator('.pdfViewer .page[data-page-number="1"] .textLayer'), 'the Chinese text, read through the bundled CMap').toContainText(
    '钱塘市图书馆',
  );
});
