import { expect, test } from '../fixtures';
import { atPath, DEMO_READER, graphql, logInWithReaderCard } from '../support';

/** A small PDF (the cloud checks the magic bytes, not the name). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A thesis the public may find whose PDF is stored here (a reader's token sees its file). */
async function downloadableThesis(): Promise<{ id: string; title: string }> {
  const { readerLogin } = await graphql<{ readerLogin: { token: string } }>(
    'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }',
    { input: { loginType: 2, cardNumber: DEMO_READER.card, password: DEMO_READER.password } },
  );
  const { resources } = await graphql<{ resources: { items: Array<{ id: string; title: string; permission: string; file?: string | null }> } }>(
    '{ resources(kind: thesis, pageSize: 50) { items { id title permission ... on Thesis { file } } } }',
    {},
    readerLogin.token,
  );
  const thesis = resources.items.find((item) => item.permission === 'PUBLIC' && item.file?.startsWith('/uploads/'));
  if (!thesis) throw new Error('the demo catalogue has no thesis with a stored PDF');
  return thesis;
}

/**
 * f. Downloads and the cloud: a reader downloads a thesis from its detail page (a file under its
 * Chinese title), finds it in 我的云盘 › 我的下载, uploads a PDF of their own, renames it and
 * deletes it again.
 */
test('f. files: download a thesis, then the reader’s cloud (upload, rename, delete)', async ({ page, audit }) => {
  const thesis = await downloadableThesis();
  // A thesis opens with a login (a guest's detail page asks for one), so the reader logs in first.
  const detail = `/resources/thesis/detail?id=${thesis.id}`;
  await page.goto('/login');
  await logInWithReaderCard(page, audit);
  await atPath(page, '/index');
  await audit.check('logged-in');
  await page.goto(detail);
  const button = page.getByRole('button', { name: '下载', exact: true });
  await expect(button).toBeVisible();
  await audit.check('thesis-reader');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename(), 'saved under the thesis title').toBe(`${thesis.title}.pdf`);

  await page.goto('/personal/UserCloud');
  await expect(page.getByRole('heading', { level: 1, name: '我的云盘' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '云盘空间' })).toBeVisible();
  await audit.check('cloud-files');

  const name = `讲义-${Date.now().toString(36)}.pdf`;
  const uploaded = page.waitForResponse((response) => response.url().includes('/api/user/cloud/upload'));
  await page.getByLabel('选择要上传的 PDF 或 EPUB 文件').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  expect((await (await uploaded).json()).code, 'the upload is kept').toBe(200);
  const list = page.getByRole('list', { name: '我的文件' });
  await expect(list.getByText(name)).toBeVisible();

  await list.getByRole('button', { name: `重命名 ${name}` }).click();
  const renamed = `已改名-${name}`;
  await page.getByRole('textbox', { name: '新文件名' }).fill(renamed);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(list.getByText(renamed)).toBeVisible();
  await expect(list.getByRole('link', { name: `阅读 ${renamed}` })).toHaveAttribute('href', /^\/reading\/cloud\?id=\d+$/);

  await list.getByRole('button', { name: `删除 ${renamed}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await audit.check('cloud-delete-confirm');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(renamed)).toHaveCount(0);

  await page.getByRole('tab', { name: '我的下载' }).click();
  await expect(page.getByRole('list', { name: '我的下载' }).getByRole('link', { name: thesis.title }).first()).toBeVisible();
  await audit.check('cloud-downloads');
  await page.getByRole('tab', { name: '书签笔记' }).click();
  await audit.check('cloud-bookmarks');
});
