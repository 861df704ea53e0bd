import { expect, test } from '../fixtures';
import { AdminList } from '../pages/admin-list';
import { adminToken, atPath, graphql, logInAsAdmin, logInWithReaderCard } from '../support';

/**
 * v. Surveys (问卷调查): the library publishes a survey; a guest sees it with 登录后参与, logs in and
 * is back on it, answers it and sees the thank-you state (also on a return visit); the back office
 * lists it with one answer, and its 结果 shows the chosen option's count and percentage.
 */
test('v. survey: a reader answers a survey and the admin sees the count', async ({ page, audit }) => {
  const title = `端到端问卷 ${Date.now().toString(36)}`;
  const admin = await adminToken();
  const hour = 3_600_000;
  const { createSurvey } = await graphql<{ createSurvey: { id: string } }>(
    'mutation($input: SurveyInput!) { createSurvey(input: $input) { id } }',
    {
      input: {
        title,
        introduction: '为了解读者对周末开放时间的需求，请您花一分钟填写。',
        startsAt: new Date(Date.now() - hour).toISOString(),
        endsAt: new Date(Date.now() + 7 * 24 * hour).toISOString(),
        questions: [
          { type: 'single', title: '您周末到馆的频率', required: true, options: [{ label: '每周都来' }, { label: '偶尔' }, { label: '从不' }] },
          {
            type: 'multiple',
            title: '您希望周末增加哪些服务',
            required: false,
            options: [{ label: '亲子阅读' }, { label: '讲座' }, { label: '自习延时' }],
          },
          { type: 'text', title: '其他建议', required: false },
        ],
      },
    },
    admin,
  );
  const detail = `/service/survey/detail?id=${createSurvey.id}`;

  await page.goto('/service/survey');
  await expect(page.getByRole('heading', { level: 1, name: '问卷调查' })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await audit.check('survey-list');
  await page.getByRole('link', { name: title, exact: true }).click();
  await atPath(page, '/service/survey/detail');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await audit.check('survey-guest-detail');

  await page.getByRole('link', { name: '登录后参与' }).click();
  await atPath(page, '/login');
  await logInWithReaderCard(page, audit);
  await expect(page, 'back on the survey after logging in').toHaveURL((url) => `${url.pathname}${url.search}` === detail);

  const submit = page.getByRole('button', { name: '提交问卷', exact: true });
  await submit.click();
  await expect(page.getByText('请回答第 1 题'), 'the required question').toBeVisible();
  await page.getByRole('radio', { name: '偶尔' }).check({ force: true });
  await page.getByRole('checkbox', { name: '讲座' }).check({ force: true });
  await page.getByRole('textbox', { name: '3. 其他建议' }).fill('希望周日晚上也能开放自习区。');
  await audit.check('survey-filled');
  await submit.click();
  await expect(page.getByRole('heading', { name: '感谢您的参与！' })).toBeVisible();
  await audit.check('survey-thanks');

  await page.reload();
  await expect(page.getByRole('heading', { name: '感谢您的参与！' }), 'answered: the thank-you state on a return visit').toBeVisible();
  await expect(submit).toHaveCount(0);

  await logInAsAdmin(page, audit);
  await page.getByRole('navigation').getByRole('link', { name: '问卷调查', exact: true }).click();
  const list = new AdminList(page, '/admin/service/survey', '问卷调查');
  await list.expectShown();
  const row = list.row(title);
  await expect(row.getByRole('cell', { name: '1', exact: true }), 'one answer in 答卷数').toBeVisible();
  await audit.check('admin-survey-list');
  await row.getByRole('button', { name: '结果', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `结果：${title}` });
  await expect(dialog.getByText('共 1 份答卷')).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: '偶尔：1 人，100%' })).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: '每周都来：0 人，0%' })).toBeVisible();
  await expect(dialog.getByText('希望周日晚上也能开放自习区。')).toBeVisible();
  await audit.check('admin-survey-results');
});
