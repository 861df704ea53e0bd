import { expect, test } from '../fixtures';
import { AdminList } from '../pages/admin-list';
import { adminToken, atPath, graphql, logInAsAdmin } from '../support';

/**
 * y. 系统管理 (issue 17). The admin runs 安全检测 (the demo install still has the built-in admin
 * password: 默认管理员密码 fails), runs 数据检测, edits a news item's title and finds the change in
 * 操作日志, whose detail shows the title before and after, and registers a terminal in 移动设备.
 */
test('y. 安全检测, 数据检测, 操作日志 with its detail, 移动设备', async ({ page, audit }) => {
  await logInAsAdmin(page, audit);
  const nav = page.getByRole('navigation');

  // 安全检测: a row per rule, with its result, explanation and advice.
  await nav.getByRole('link', { name: '安全检测', exact: true }).click();
  await atPath(page, '/admin/securityDetection');
  const security = page.getByRole('table', { name: '安全检测结果' });
  const password = security.getByRole('row').filter({ hasText: '默认管理员密码' });
  await expect(password.getByText('失败', { exact: true })).toBeVisible();
  await expect(password).toContainText('仍在使用系统默认密码');
  await expect(security.getByRole('row').filter({ hasText: '依赖包已知漏洞' })).toBeVisible();
  await page.getByRole('button', { name: '重新检测' }).click();
  await expect(password.getByText('失败', { exact: true })).toBeVisible();
  await audit.check('security-detection');

  // 数据检测: runs when asked, one row per rule.
  await nav.getByRole('link', { name: '数据检测', exact: true }).click();
  await atPath(page, '/admin/dataDetect');
  await page.getByRole('button', { name: '开始检测' }).click();
  const detect = page.getByRole('table', { name: '数据检测结果' });
  for (const name of ['引用的文件缺失', '无引用的上传文件', '缺少检索文档的资源', '资源计数与实际不符', '所属资源不符的子项'])
    await expect(detect.getByRole('row').filter({ hasText: name })).toBeVisible();
  await audit.check('data-detect');

  // 操作日志: edit a news item's title, then find the change and its before/after.
  const { adminNewsList } = await graphql<{ adminNewsList: { items: Array<{ id: string; title: string }> } }>(
    '{ adminNewsList(pageSize: 1, sortBy: id, order: ASC) { items { id title } } }',
    undefined,
    await adminToken(),
  );
  const news = adminNewsList.items[0];
  const newTitle = `${news.title}（已更新 ${Date.now().toString(36)}）`;
  await page.goto(`/admin/information/${news.id}`);
  const titleInput = page.getByLabel('标题', { exact: true });
  await expect(titleInput).toHaveValue(news.title);
  await audit.check('news-edit');
  await titleInput.fill(newTitle);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const newsList = new AdminList(page, '/admin/information', '资讯管理');
  await newsList.expectShown();
  await expect(newsList.row(newTitle)).toBeVisible();
  await audit.check('news-edited');

  const log = new AdminList(page, '/admin/logManage', '操作日志');
  await nav.getByRole('link', { name: '操作日志', exact: true }).click();
  await log.expectShown();
  await page.getByRole('combobox', { name: '对象类型' }).selectOption({ label: '资讯' });
  await page.getByRole('combobox', { name: '操作' }).selectOption({ label: '编辑' });
  // Newest first: the first row of this news item is the edit just made.
  const latest = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: news.id, exact: true }) })
    .first();
  await expect(latest).toContainText('系统管理员');
  await audit.check('log-manage');
  await latest.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/logManage/detail' && url.searchParams.has('id'));
  const changes = page.getByRole('table', { name: `变更字段 ${news.id}` });
  const title = changes.getByRole('row').filter({ hasText: '已修改' }).filter({ hasText: '标题' });
  await expect(title).toContainText(news.title);
  await expect(title).toContainText(newTitle);
  await audit.check('log-detail');

  // 移动设备: register one.
  const devices = new AdminList(page, '/admin/mobileDevice', '移动设备');
  await nav.getByRole('link', { name: '移动设备', exact: true }).click();
  await devices.expectShown();
  await expect(devices.row('自助借还机 1号')).toBeVisible();
  await audit.check('mobile-devices');
  const serial = `E2E-${Date.now().toString(36)}`;
  await devices.addButton.click();
  await page.getByLabel('设备名称', { exact: true }).fill('端到端测试阅报屏');
  await page.getByRole('combobox', { name: '类型' }).selectOption({ label: '电子阅报屏' });
  await page.getByLabel('序列号', { exact: true }).fill(serial);
  await page.getByLabel('放置位置', { exact: true }).fill('总馆二楼');
  await audit.check('mobile-device-form');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await devices.expectShown();
  await expect(devices.row(serial)).toContainText('端到端测试阅报屏');
});
