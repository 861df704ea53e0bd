import { expect, test } from '../fixtures';
import { AdminList } from '../pages/admin-list';
import { adminToken, atPath, graphql, logInAsAdmin, logInWithReaderCard } from '../support';

/**
 * m. Moderation (issue 15): a reader's comment with a sensitive word waits in 评论审核 with the word
 * marked; the library passes it in one batch with two other comments; all three show on their books.
 */
test('m. moderation: a flagged comment and two others → 评论审核 → 批量通过 → shown on their books', async ({ page, audit }) => {
  const stamp = Date.now().toString(36);
  const admin = await adminToken();
  const { adminSensitiveWords } = await graphql<{ adminSensitiveWords: { items: Array<{ word: string; enabled: boolean }> } }>(
    '{ adminSensitiveWords(filter: { keyword: "刷单" }) { items { word enabled } } }',
    {},
    admin,
  );
  expect(adminSensitiveWords.items, 'the demo word 刷单').toContainEqual({ word: '刷单', enabled: true });
  const { resources } = await graphql<{ resources: { items: Array<{ id: string; title: string }> } }>(
    '{ resources(filter: { kind: book }, sortBy: views, pageSize: 3) { items { id title } } }',
  );
  expect(resources.items).toHaveLength(3);
  const texts = [`有人在刷单，请管理员看看 ${stamp}`, `第二条端到端评论 ${stamp}`, `第三条端到端评论 ${stamp}`];
  const detail = (index: number) => `/resources/book/detail?id=${resources.items[index].id}`;
  // The comments load when scrolled near (WhenVisible), replacing their placeholder: scroll until they are there.
  const comments = page.getByRole('region', { name: '读者评论' });
  const scrollToComments = () =>
    expect(async () => {
      await comments.scrollIntoViewIfNeeded({ timeout: 1000 });
      await expect(comments.getByText(/提交评论|登录后评论/).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });

  await page.goto('/login');
  await logInWithReaderCard(page, audit);
  // The app goes home after logging in: check that page, not the login page it leaves.
  await atPath(page, '/index');
  await audit.check('reader-logged-in');

  // The flagged one through the book page (it waits like any other: 评论 are reviewed by hand).
  await page.goto(detail(0));
  await scrollToComments();
  const form = page.getByRole('form', { name: '发表评论' });
  await form.getByRole('textbox', { name: '我要评论' }).fill(texts[0]);
  await form.getByRole('button', { name: '提交评论', exact: true }).click();
  await expect(page.getByText('评论已提交，审核通过后显示').first()).toBeVisible();
  await audit.check('flagged-comment-sent');
  // The two others through the API, as the same reader.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')!.value;
  for (const index of [1, 2]) {
    await graphql(
      'mutation($input: CommentInput!) { submitComment(input: $input) { id } }',
      { input: { resourceId: resources.items[index].id, content: texts[index] } },
      token,
    );
  }

  await logInAsAdmin(page, audit);
  const list = new AdminList(page, '/admin/check/commentCheck', '评论审核');
  await list.goto();
  await page.getByRole('button', { name: '待审核', exact: true }).click();
  await expect(list.row(texts[0]).locator('mark').filter({ hasText: '刷单' }), 'the sensitive word marked').toBeVisible();
  await expect(list.row(texts[1]).locator('mark'), 'nothing marked in a clean comment').toHaveCount(0);
  await audit.check('comment-queue');
  for (const text of texts) await list.select(text);
  await list.batch('批量通过', () => audit.check('confirm-batch-pass'));
  for (const text of texts) await expect(list.row(text), `"${text}" left 待审核`).toHaveCount(0);

  for (const [index, text] of texts.entries()) {
    await page.goto(detail(index));
    await scrollToComments();
    const shown = comments.getByRole('listitem').filter({ hasText: text });
    await expect(shown, `comment ${index + 1} on its book`).toBeVisible();
    await audit.check(`book-${index + 1}`);
  }
});
