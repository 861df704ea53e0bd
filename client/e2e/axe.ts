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

/**
 * Waits until the page's finite CSS animations and transitions (a dialog fading in, a toast sliding)
 * have finished, so colour contrast is measured on the final colours. Infinite ones (spinners,
 * skeleton pulses) are not waited for. Animations that start on the next frames after a click are
 * caught by looking again after two frames, a few times; the wait is bounded.
 */
export async function settleAnimations(page: Page, timeoutMs = 5_000): Promise<void> {
  await page.evaluate(async (timeout) => {
    const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const deadline = Date.now() + timeout;
    for (let round = 0; round < 5 && Date.now() < deadline; round += 1) {
      await frames();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
      if (!running.length) return;
      const left = Math.max(0, deadline - Date.now());
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, left)),
      ]);
    }
  }, timeoutMs);
}
