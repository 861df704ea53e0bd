import { expect, test } from '../fixtures';
import { adminToken, atPath, graphql, logInWithReaderCard } from '../support';

/**
 * i. A reader collects a book, scores it 4 and comments; the comment waits (审核中) on the page and in
 * the personal centre; the library passes it (GraphQL: the review screens are the moderation
 * issue's) and it shows on the book's page. Then a loan is renewed once, and a second renewal is
 * refused with the rule's message.
 */
test('i. reader interactions: collect, score, comment → pending → passed; renew a loan twice', async ({ page, audit }) => {
  const comment = `端到端评论 ${Date.now().toString(36)}：值得一读。`;
  const { resources } = await graphql<{ resources: { items: Array<{ id: string; title: string }> } }>(
    '{ resources(filter: { kind: book }, sortBy: publishedAt, pageSize: 1) { items { id title } } }',
  );
  const book = resources.items[0];
  const detail = `/resources/book/detail?id=${book.id}`;

  await page.goto('/login');
  await logInWithReaderCard(page, audit);
  await atPath(page, '/index');
  await audit.check('logged-in');

  await page.goto(detail);
  const actions = page.getByRole('group', { name: '读者操作' });
  await actions.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(actions.getByRole('button', { name: '取消收藏', exact: true }), 'collected').toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('group', { name: '我的评分' }).getByRole('button', { name: '4 星', exact: true }).click();
  await expect(page.getByText('我的评分：4 星'), 'the own score').toBeVisible();

  // The comments load when scrolled near (below the fold); the placeholder's heading is replaced then.
  const scrollToComments = () => page.evaluate(() => document.getElementById('comments')?.scrollIntoView());
  await scrollToComments();
  const form = page.getByRole('form', { name: '发表评论' });
  await form.getByRole('textbox', { name: '我要评论' }).fill(comment);
  await form.getByRole('button', { name: '提交评论', exact: true }).click();
  await expect(page.getByText('评论已提交，审核通过后显示').first()).toBeVisible();
  const pending = page.getByRole('listitem').filter({ hasText: comment });
  await expect(pending.getByText('审核中'), 'the comment waits, shown to its author').toBeVisible();
  await audit.check('detail-after-actions');

  await page.goto('/personal/userInformation/comment');
  const mine = page.getByRole('listitem').filter({ hasText: comment });
  await expect(mine.getByText('审核中'), 'pending in the personal centre').toBeVisible();
  await expect(mine.getByRole('link', { name: `《${book.title}》` })).toBeVisible();
  await audit.check('my-comments');

  // The library passes it.
  const admin = await adminToken();
  const queue = await graphql<{ adminComments: { items: Array<{ id: string }> } }>(
    'query($keyword: String) { adminComments(filter: { keyword: $keyword, status: PENDING }) { items { id } } }',
    { keyword: comment },
    admin,
  );
  expect(queue.adminComments.items).toHaveLength(1);
  await graphql('mutation($id: ID!) { setStatusComment(id: $id, value: PASSED) { id } }', { id: queue.adminComments.items[0].id }, admin);

  await page.goto(detail);
  await scrollToComments();
  const comments = page.getByRole('region', { name: '读者评论' });
  const shown = comments.getByRole('listitem').filter({ hasText: comment });
  await expect(shown, 'the passed comment on the book page').toBeVisible();
  await expect(shown.getByText('审核中')).toHaveCount(0);

  // Loans: one of the demo reader's current loans, not renewed yet and not overdue.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')!.value;
  const { myLoans } = await graphql<{ myLoans: { items: Array<{ title: string; renewals: number; overdue: boolean }> } }>(
    '{ myLoans(current: true, pageSize: 20) { items { title renewals overdue } } }',
    {},
    token,
  );
  const loan = myLoans.items.find((item) => item.renewals === 0 && !item.overdue)!;
  expect(loan, 'a renewable demo loan').toBeDefined();
  await page.goto('/personal/userBorrow');
  const renew = page.getByRole('button', { name: `续借《${loan.title}》`, exact: true });
  await renew.click();
  await expect(page.getByText('续借成功').first(), 'renewed once').toBeVisible();
  await renew.click();
  await expect(page.getByRole('alert').filter({ hasText: '未能续借：已达到续借次数上限' }), 'the second renewal refused').toBeVisible();
  await audit.check('renewals');
});
