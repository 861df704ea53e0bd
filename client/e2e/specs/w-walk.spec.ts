import { expect, test } from '../fixtures';
import { graphql } from '../support';

/** The public routes of issue 16 (spec §2 service, activity, topic) that take no id. */
const SERVICE_ROUTES = [
  ...['aboutLibrary', 'department', 'specialRes', 'guidedTour', 'openingTime', 'contactTraffic'].map((slot) => `/service/overView/${slot}`),
  '/service/society/constitution',
  '/service/society/societyNews',
  ...['pledge', 'licensing', 'borrowing', 'standard', 'classification'].map((slot) => `/service/notice/${slot}`),
  ...['street', 'community', 'cityBookBar', 'shareBooks', 'audioBook'].map((type) => `/service/branch/${type}`),
  '/service/survey',
  '/activity',
  '/topic',
];

/** What a page says when it has nothing to show: none of these may appear on a walked page. */
const EMPTY = /暂无|不存在|加载失败|内容为空/;

/**
 * w. The public route walk over issue 16's pages on the demo data: every service, activity and topic
 * route (and a detail page of each kind) shows a heading and real content, never an empty state,
 * and passes axe.
 */
test('w. public route walk: every service, activity and topic page shows demo content', async ({ page, audit }) => {
  test.setTimeout(240_000);
  const ids = await graphql<{
    guides: { items: Array<{ id: string }> };
    surveys: { items: Array<{ id: string }> };
    activities: { items: Array<{ id: string }> };
    topics: { items: Array<{ id: string }> };
  }>(`
    {
      guides(pageSize: 1, filter: { slot: societyNews }) {
        items {
          id
        }
      }
      surveys(pageSize: 1) {
        items {
          id
        }
      }
      activities(pageSize: 1) {
        items {
          id
        }
      }
      topics(pageSize: 1) {
        items {
          id
        }
      }
    }
  `);
  const details = [
    `/service/detail?id=${ids.guides.items[0].id}`,
    `/service/survey/detail?id=${ids.surveys.items[0].id}`,
    `/activity/detail?id=${ids.activities.items[0].id}`,
    `/topic/detail?id=${ids.topics.items[0].id}`,
  ];
  for (const path of [...SERVICE_ROUTES, ...details]) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading, `${path} has its heading`).toBeVisible({ timeout: 20_000 });
    const main = page.locator('main');
    // Content, not a skeleton: wait until the page's text is more than its frame.
    await expect
      .poll(async () => (await main.innerText()).replace(/\s+/g, '').length, { message: `${path} shows its content`, timeout: 20_000 })
      .toBeGreaterThan(120);
    await expect(main, `${path} is not empty`).not.toContainText(EMPTY);
    await audit.check(`walk ${path}`);
  }
});
