/**
 * The catalogue search (issue 5) as a reader meets it: the header's box on the home page suggests
 * as one types, Enter lands on /retrieve with the results (matches marked), a kind facet narrows
 * them, and a result opens its detail page.
 *
 * The query is 三国: in the demo seed it finds the novel 三国演义 (纸质图书) and the storytelling
 * 三国演义（评书） (有声读物), so a kind facet has something to narrow. (红楼 finds the one paper
 * book 红楼梦 alone, so its only kind facet would leave the list as it was.)
 */
import { expect, test } from '../fixtures';
import { ResourceList } from '../pages/resource-list';
import { SiteHeader } from '../pages/site-header';
import { atPath } from '../support';

const QUERY = '三国';
/** A result that is a paper book (its detail page needs no login), and the name of that kind. */
const BOOK_TITLE = '三国演义';
const BOOK_KIND = '纸质图书';

test('s. search: header box 三国 → suggestion → Enter → /retrieve → kind facet narrows → detail', async ({ page, audit }) => {
  const header = new SiteHeader(page);
  await page.goto('/index');
  await header.typeQuery(QUERY);
  await expect(
    header.suggestions.getByRole('option', { name: new RegExp(BOOK_TITLE) }).first(),
    `a suggestion ${BOOK_TITLE} under the header box`,
  ).toBeVisible();
  await expect(header.searchBox, 'aria-expanded="true" with the suggestions open').toHaveAttribute('aria-expanded', 'true');
  await audit.check('header-suggestions');

  // Enter with no suggestion highlighted searches the text.
  await header.searchBox.press('Enter');
  await atPath(page, new RegExp(`^/retrieve\\?q=${encodeURIComponent(QUERY)}$`));
  await expect(page.getByRole('heading', { level: 1, name: `检索：${QUERY}` })).toBeVisible();
  const results = page.getByRole('main').getByRole('list', { name: '检索结果' });
  const titles = results.getByRole('heading', { level: 2 });
  await expect(titles.first(), 'a result').toBeVisible();
  await expect(results.locator('mark', { hasText: QUERY }).first(), `${QUERY} marked in a result`).toBeVisible();
  const before = await titles.count();
  await audit.check('retrieve-results');

  // The kind facet 纸质图书 covers some of the results, not all of them.
  const kinds = page.getByRole('navigation', { name: '筛选检索结果' }).getByRole('region', { name: '资源类型' }).getByRole('link');
  await expect(kinds.first(), 'the facet 资源类型').toBeVisible();
  const facets = await kinds.evaluateAll((links) =>
    links.map((link) => ({
      label: link.querySelector('[title]')?.getAttribute('title') ?? '',
      count: Number(link.querySelector('[aria-hidden="true"]:not(svg)')?.textContent),
    })),
  );
  const index = facets.findIndex((facet) => facet.label === BOOK_KIND);
  expect(index, `the kind facet ${BOOK_KIND} among ${JSON.stringify(facets)}`).toBeGreaterThanOrEqual(0);
  const expected = facets[index].count;
  expect(expected, `the facet ${BOOK_KIND} narrows the ${before} results of ${QUERY}`).toBeGreaterThan(0);
  expect(expected).toBeLessThan(before);
  await kinds.nth(index).click();
  await atPath(page, /^\/retrieve\?(.*&)?kind=book(&|$)/);
  await expect(
    page.getByRole('list', { name: '已选筛选条件' }).getByRole('link', { name: `移除筛选条件：资源类型 ${BOOK_KIND}` }),
    `the chip ${BOOK_KIND}`,
  ).toBeVisible();
  await expect(
    page.locator('main ol[aria-label="检索结果"]:not([aria-busy]) > li'),
    `${expected} results of ${BOOK_KIND} after the facet (there were ${before})`,
  ).toHaveCount(expected);
  const texts = await results.locator(':scope > li').allTextContents();
  for (const text of texts) expect(text, `a result after the facet ${BOOK_KIND}`).toContain(BOOK_KIND);
  await audit.check('retrieve-narrowed');

  await results.getByRole('link', { name: BOOK_TITLE, exact: true }).first().click();
  await new ResourceList(page, 'book', BOOK_KIND).expectDetail(BOOK_TITLE);
  await audit.check('book-detail');
});
