/**
 * The `test` every journey uses. On top of Playwright Test's own fixtures:
 *
 * - without Chromium the journey is skipped (global-setup.ts fails the run first when E2E=required);
 * - `audit`: axe-core on every page the journey visits. `audit.check(name)` is a named step that
 *   lets the page settle and runs axe on it; when the journey ends, its last page is checked too,
 *   and any other path the page was at that axe never checked fails the journey (a redirect's
 *   first address is declared with `audit.passThrough`), so no page goes unaudited. Serious and critical violations and CSP violations fail the journey without
 *   stopping it; the browser console and the API's error answers are attached when it fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { test as base, type Page, type TestInfo } from '@playwright/test';
import { axeViolations, FAILING_IMPACTS, settleAnimations } from './axe';
import { CHROMIUM, workerPortal } from './settings';

export interface Audit {
  /** A named step: the page settles, then axe runs on it (`exclude`: selectors left out, with a reason where used). */
  check(name: string, options?: { exclude?: string[] }): Promise<void>;
  /** A path the journey only passes through (the app redirects from it at once): no page to check. */
  passThrough(path: string): void;
}

class Auditor implements Audit {
  private readonly visited = new Set<string>();
  private readonly audited = new Set<string>();
  private readonly passedThrough = new Set<string>();
  /** Serious and critical violations: one entry per rule and elements, with the pages where they showed. */
  private readonly violations = new Map<string, { text: string; where: string[] }>();
  readonly problems: string[] = [];
  readonly consoleErrors: string[] = [];
  /** The API's error answers (request and body, cut short), so a failure says what the server said. */
  readonly failedApiCalls: string[] = [];

  constructor(private readonly page: Page) {
    page.on('framenavigated', (frame) => {
      const url = new URL(frame.url());
      if (frame === page.mainFrame() && url.protocol.startsWith('http')) this.visited.add(url.pathname);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = `${this.path()}: ${message.text()}`;
      if (/Content[- ]Security[- ]Policy/i.test(text)) this.problems.push(`CSP violation at ${text}`);
      else this.consoleErrors.push(text);
    });
    page.on('pageerror', (error) => this.consoleErrors.push(`${this.path()}: uncaught ${error.name}: ${error.message}`));
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (response.status() < 400 || !/^\/(graphql|api\/)/.test(url.pathname)) return;
      const request = response.request();
      const body = await response.text().catch(() => '(no body)');
      this.failedApiCalls.push(
        `${this.path()}: ${request.method()} ${url.pathname}${url.search} → ${response.status()}\n  sent ${(request.postData() ?? '').slice(0, 500)}\n  got ${body.slice(0, 500)}`,
      );
    });
  }

  private path() {
    return new URL(this.page.url()).pathname;
  }

  async check(name: string, options: { exclude?: string[] } = {}) {
    await base.step(`axe: ${name}`, async () => {
      await this.page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      // Let transitions (toasts, dialogs, fades) settle so colour contrast is measured on the final colours.
      // A fixed pause was not enough on a loaded machine (a dialog still fading in failed the contrast rule):
      // wait for every finite animation of the document to finish, then a frame.
      await settleAnimations(this.page);
      const path = this.path();
      for (const violation of await axeViolations(this.page, options.exclude)) {
        if (!FAILING_IMPACTS.has(violation.impact ?? '')) continue;
        const key = `${violation.id} ${violation.nodes.map((node) => node.html).join(' ')}`;
        const where = `${path} (${name})`;
        const known = this.violations.get(key);
        if (known) {
          known.where.push(where);
          continue;
        }
        const nodes = violation.nodes.map(
          (node) => `    ${JSON.stringify(node.target)} ${node.html}\n      ${(node.failureSummary ?? '').replace(/\n/g, ' ')}`,
        );
        this.violations.set(key, {
          text: `axe ${violation.impact} "${violation.id}": ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`,
          where: [where],
        });
      }
      this.audited.add(path);
    });
  }

  passThrough(path: string) {
    this.passedThrough.add(path);
  }

  /** After the journey: its last page, then the pages it visited that axe never saw. */
  async finish(passed: boolean): Promise<string[]> {
    if (passed && !this.page.isClosed() && !this.audited.has(this.path())) await this.check('last page');
    const unaudited = passed ? [...this.visited].filter((path) => !this.audited.has(path) && !this.passedThrough.has(path)) : [];
    return [
      ...this.problems,
      ...[...this.violations.values()].map(({ text, where }) => text.replace('\n', `\n  at ${where.join(', ')}\n`)),
      ...unaudited.map((path) => `axe never checked ${path}: call audit.check() while the journey is there`),
    ];
  }
}

function attachOnFailure(testInfo: TestInfo, auditor: Auditor, failed: boolean) {
  if (!failed) return Promise.resolve();
  const log = workerPortal()?.log;
  const tail = log && existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-60).join('\n') : '';
  return Promise.all([
    auditor.consoleErrors.length
      ? testInfo.attach('browser console errors', { body: auditor.consoleErrors.join('\n'), contentType: 'text/plain' })
      : undefined,
    auditor.failedApiCalls.length
      ? testInfo.attach('API error answers', { body: auditor.failedApiCalls.join('\n'), contentType: 'text/plain' })
      : undefined,
    tail ? testInfo.attach('portal log (last lines)', { body: tail, contentType: 'text/plain' }) : undefined,
  ]);
}

export const test = base.extend<{ chromiumPresent: void; audit: Audit }>({
  // This worker's portal (global-setup.ts starts one per worker): page.goto('/…') goes there.
  baseURL: async ({ baseURL }, use) => {
    await use(workerPortal()?.baseURL ?? baseURL);
  },
  chromiumPresent: [
    async ({ browserName }, use, testInfo) => {
      testInfo.skip(browserName === 'chromium' && !existsSync(CHROMIUM), `no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
      await use();
    },
    { auto: true },
  ],
  audit: [
    // chromiumPresent first: without a browser the journey is skipped before a page is opened.
    async ({ chromiumPresent, page }, use, testInfo) => {
      void chromiumPresent;
      const auditor = new Auditor(page);
      await use(auditor);
      // A journey that skipped itself (a benchmark without its setting) opened no page to audit.
      if (testInfo.status === 'skipped') return;
      const passed = testInfo.status === testInfo.expectedStatus;
      const problems = await auditor.finish(passed);
      await attachOnFailure(testInfo, auditor, !passed || problems.length > 0);
      if (problems.length) throw new Error(`${problems.length} problem(s) on the pages of this journey:\n${problems.join('\n')}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
