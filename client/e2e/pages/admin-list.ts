import { expect, type Locator, type Page } from '@playwright/test';
import { graphqlError } from '../support';

/** A list page of the back office (client/src/admin/crud): heading, 新增, the table with a checkbox per row, the batch buttons. */
export class AdminList {
  readonly heading: Locator;
  readonly addButton: Locator;

  constructor(
    private readonly page: Page,
    readonly path: string,
    /** The list's heading (its config's title). */
    readonly title: string,
  ) {
    this.heading = page.getByRole('heading', { name: title, exact: true });
    this.addButton = page.getByRole('button', { name: '新增', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === this.path);
    await expect(this.heading, `the heading ${this.title}`).toBeVisible();
  }

  /** The table row that shows `text`. */
  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** Ticks the row checkbox labelled 选择 <name>. */
  async select(name: string): Promise<void> {
    const checkbox = this.page.getByRole('checkbox', { name: `选择 ${name}`, exact: true });
    await checkbox.check();
    await expect(checkbox).toBeChecked();
  }

  /**
   * Clicks a batch button (批量停用…) and answers 确定 in the confirm dialog; the request it sends
   * must succeed (a batch mutation). `beforeConfirm` runs while the dialog is open.
   */
  async batch(label: string, beforeConfirm?: () => Promise<void>): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
    const dialog = this.page.getByRole('alertdialog');
    await expect(dialog, 'the confirm dialog').toBeVisible();
    await beforeConfirm?.();
    const sent = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/graphql/.test(response.url()) && /batch/i.test(response.request().postData() ?? ''),
    );
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await graphqlError(await sent), `${label}`).toBeUndefined();
    await expect(dialog, 'the confirm dialog after 确定').toBeHidden();
  }
}
