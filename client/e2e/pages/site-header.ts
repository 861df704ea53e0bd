import { expect, type Locator, type Page } from '@playwright/test';

/** The public site's header (role banner): the library's name, the search box and the main navigation. */
export class SiteHeader {
  readonly root: Locator;
  readonly siteName: Locator;
  readonly navigation: Locator;
  /** The search box (combobox 检索词 in the search landmark 站内检索). */
  readonly searchBox: Locator;
  readonly suggestions: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('banner');
    this.siteName = this.root.getByRole('link', { name: /钱塘市图书馆.*（返回首页）/ });
    this.navigation = this.root.getByRole('navigation', { name: '主导航' });
    const search = this.root.getByRole('search', { name: '站内检索' });
    this.searchBox = search.getByRole('combobox', { name: '检索词' });
    this.suggestions = search.getByRole('listbox', { name: '检索建议' });
  }

  /** Opens a section's list (hovering over the section, as its sub-menu shows on hover) and follows one of its links. */
  async openSubsection(section: string, link: string): Promise<void> {
    await this.navigation.getByRole('link', { name: section, exact: true }).hover();
    const sub = this.navigation.getByRole('list', { name: section }).getByRole('link', { name: link, exact: true });
    await expect(sub, `the link ${link} under ${section} in 主导航`).toBeVisible();
    await sub.click();
  }

  /** Types into the search box as a person does (one key at a time, so the suggestions follow). */
  async typeQuery(text: string): Promise<void> {
    await this.searchBox.click();
    await this.searchBox.pressSequentially(text, { delay: 60 });
  }
}
