import { expect, type Locator, type Page } from '@playwright/test';

/** The public list of one kind of resource (/resources/<kind>): its h1, its entries, each linking to a detail page. */
export class ResourceList {
  readonly heading: Locator;
  /** The links to the entries' detail pages, in list order. */
  readonly detailLinks: Locator;
  /** The entries (cards) of the list. */
  readonly cards: Locator;

  constructor(
    private readonly page: Page,
    readonly kind: string,
    /** The list's name, its h1 (纸质图书, 视频…). */
    readonly name: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name });
    this.detailLinks = page.locator(`main a[href*="/resources/${kind}/detail?id="]`);
    this.cards = page.locator('main article');
  }

  get path(): string {
    return `/resources/${this.kind}`;
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await this.expectShown();
  }

  /** The h1 and at least one entry. */
  async expectShown(): Promise<void> {
    await expect(this.heading, `the heading (h1) ${this.name}`).toBeVisible();
    await expect(this.detailLinks.first(), `an entry of ${this.name} in the list`).toBeVisible();
  }

  /** The card whose title links to `title`. */
  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** The ids of the listed entries, in order. */
  async ids(): Promise<string[]> {
    const hrefs = await this.detailLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return hrefs.map((href) => new URL(href, 'http://x').searchParams.get('id') ?? '');
  }

  /** Follows an entry's link, then expects its detail page with the title as h1; answers the title. */
  async open(link: Locator): Promise<string> {
    const title = (await link.textContent())?.trim() ?? '';
    await link.click();
    await this.expectDetail(title);
    return title;
  }

  async expectDetail(title: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === `${this.path}/detail` && url.searchParams.has('id'));
    await expect(this.page.getByRole('heading', { level: 1, name: title }), `the title "${title}" as h1`).toBeVisible();
  }
}
