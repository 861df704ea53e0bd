/**
 * The catalogue search (issue 5) as a reader meets it: the header's box on the home page suggests
 * as one types, Enter lands on /retrieve with the results (matches marked), a kind facet narrows
 * them, and a result opens its detail page.
 *
 * The query is 三国: in the demo seed it finds the novel 三国演义 (纸质图书) and the storytelling
 * 三国演义（评书） (有声读物), so a kind facet has something to narrow. (红楼 finds the one paper
 * book 红楼梦 alone, so its only kind facet would leave the list as it was.)
 */
import { atPath, JourneyError, visible, type Journey } from '../support';

const QUERY = '三国';
/** A result that is a paper book (its detail page needs no login), and the name of that kind. */
const BOOK_TITLE = '三国演义';
const BOOK_KIND = '纸质图书';

export const searchJourney: Journey = {
  key: 's',
  name: 'search: header box 三国 → suggestion → Enter → /retrieve → kind facet narrows → detail',
  async run({ page, step }) {
    await page.goto('/index');
    const header = page.getByRole('banner').getByRole('search', { name: '站内检索' });
    const box = await visible(header.getByRole('combobox', { name: '检索词' }), 'the header search box (combobox 检索词)');
    await box.click();
    await box.pressSequentially(QUERY, { delay: 60 });
    await visible(header.getByRole('listbox', { name: '检索建议' }).getByRole('option', { name: new RegExp(BOOK_TITLE) }), `a suggestion ${BOOK_TITLE} under the header box`);
    if ((await box.getAttribute('aria-expanded')) !== 'true') throw new JourneyError('the header box does not say aria-expanded="true" with its suggestions open');
    await step('header-suggestions');

    // Enter with no suggestion highlighted searches the text.
    await box.press('Enter');
    await atPath(page, new RegExp(`^/retrieve\\?q=${encodeURIComponent(QUERY)}$`));
    await visible(page.getByRole('heading', { level: 1, name: `检索：${QUERY}` }), `the heading 检索：${QUERY}`);
    const results = page.getByRole('main').getByRole('list', { name: '检索结果' });
    const titles = results.getByRole('heading', { level: 2 });
    await visible(titles, 'a result');
    await visible(results.locator('mark', { hasText: QUERY }), `${QUERY} marked in a result`);
    const before = await titles.count();
    await step('retrieve-results');

    // The kind facet 纸质图书 covers some of the results, not all of them.
    const kinds = page.getByRole('navigation', { name: '筛选检索结果' }).getByRole('region', { name: '资源类型' }).getByRole('link');
    await visible(kinds, 'the facet 资源类型');
    const facets = await kinds.evaluateAll((links) =>
      links.map((link) => ({ label: link.querySelector('[title]')?.getAttribute('title') ?? '', count: Number(link.querySelector('[aria-hidden="true"]:not(svg)')?.textContent) })),
    );
    const index = facets.findIndex((facet) => facet.label === BOOK_KIND);
    if (index < 0 || !(facets[index].count > 0 && facets[index].count < before)) {
      throw new JourneyError(`expected the kind facet ${BOOK_KIND} to narrow the ${before} results of ${QUERY}: ${JSON.stringify(facets)}`);
    }
    const expected = facets[index].count;
    await kinds.nth(index).click();
    await atPath(page, /^\/retrieve\?(.*&)?kind=book(&|$)/);
    await visible(page.getByRole('list', { name: '已选筛选条件' }).getByRole('link', { name: `移除筛选条件：资源类型 ${BOOK_KIND}` }), `the chip ${BOOK_KIND}`);
    await page
      .waitForFunction((count) => document.querySelectorAll('main ol[aria-label="检索结果"]:not([aria-busy]) > li').length === count, expected, { timeout: 15_000 })
      .catch(() => {
        throw new JourneyError(`expected ${expected} results of ${BOOK_KIND} after the facet (there were ${before})`);
      });
    const texts = await results.locator(':scope > li').evaluateAll((items) => items.map((item) => item.textContent ?? ''));
    if (!texts.every((text) => text.includes(BOOK_KIND))) throw new JourneyError(`a result after the facet ${BOOK_KIND} is of another kind: ${JSON.stringify(texts)}`);
    await step('retrieve-narrowed');

    const book = await visible(results.getByRole('link', { name: BOOK_TITLE, exact: true }), `the result ${BOOK_TITLE}`);
    await book.click();
    await atPath(page, /^\/resources\/book\/detail\?(.*&)?id=/);
    await visible(page.getByRole('heading', { level: 1, name: BOOK_TITLE }), `the title ${BOOK_TITLE} as h1 of its detail page`);
    await step('book-detail');
  },
};
