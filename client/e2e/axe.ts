/** axe-core in the page under test, and what counts as a failure (serious or critical). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string; html: string }[];
}

/** The impacts that fail a journey (as before the move to Playwright Test). */
export const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now. The portal's Content-Security-Policy (script-src 'self')
 * blocks the inline <script> that page.addScriptTag({ content }) would add, so the source is
 * evaluated through the DevTools protocol, which CSP does not govern; the page keeps its real CSP
 * (no bypassCSP), so CSP breakage still shows.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!hasAxe) await page.evaluate(axeSource);
  return page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = excluded.length ? { include: [['html']], exclude: excluded.map((selector) => [selector]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target, failureSummary: node.failureSummary, html: node.html.slice(0, 200) })),
    }));
  }, exclude);
}
