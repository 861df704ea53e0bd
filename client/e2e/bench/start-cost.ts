/**
 * Paired A/B of what a visitor's phone spends starting a server-rendered page, for two builds of the
 * client (docs/ARCHITECTURE.md §11: a build with a deviation against one without, VITE_DEVIATIONS_OFF).
 * Each build is a folder holding `dist` and `dist-ssr` (`vite build --outDir <dir>/dist && vite build
 * --ssr src/entry-server.tsx --outDir <dir>/dist-ssr`); each is served by its own portal
 * (server/dist/main.js, e2e/portal.ts), all on one throwaway database of DATABASE_URL's server.
 * AB_BUILDS=`with=<dir>;without-x=<dir>;…` compares each build with the first in the same rounds.
 *
 * /index and a book detail are loaded from every build in turn (the order rotates round by round), each
 * in a new browser context (cold HTTP cache), in Chromium at /usr/bin/chromium with its CPU slowed 4×
 * (Lighthouse's mobile setting), for AB_PAIRS rounds (default 6) after a warm-up round. Of each load:
 * total blocking time (the long tasks' time over 50 ms after the first contentful paint, as
 * Lighthouse sums it), the longest task (the worst wait a tap meets), when the last long task ended
 * (the page is interactive from then on) and the main thread's busy time (CDP Performance
 * TaskDuration). Prints each figure's median and min–max per build, each build's ratio to the first
 * in every round and the load average.
 *
 *   AB_A=/tmp/x/with AB_B=/tmp/x/without DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     node --import @swc-node/register/esm-register e2e/bench/start-cost.ts
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startPortal, type Portal } from '../portal';

const PAIRS = Math.max(1, Number(process.env.AB_PAIRS) || 6);
const SLOWDOWN = 4;
/** The page counts as settled when no long task came for this long after load. */
const QUIET_MS = 2500;

interface Load {
  tbt: number;
  longest: number;
  lastLongTaskEnd: number;
  busy: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values: number[]) => `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

async function measure(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      (window as unknown as { __longTasks: [number, number][] }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    // Settled: no new long task for QUIET_MS (at most 30 s).
    const deadline = Date.now() + 30_000;
    let seen = -1;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await page.waitForTimeout(250);
      const count = await page.evaluate(() => (window as unknown as { __longTasks: unknown[] }).__longTasks.length);
      if (count !== seen) [seen, quietSince] = [count, Date.now()];
      else if (Date.now() - quietSince >= QUIET_MS) break;
    }
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const after = tasks.filter(([start, duration]) => start + duration > fcp);
    return {
      tbt: after.reduce((sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, fcp) - 50), 0),
      longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
      lastLongTaskEnd: Math.max(0, ...tasks.map(([start, duration]) => start + duration)),
      busy: (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN) * 1000,
    };
  } finally {
    await context.close();
  }
}

async function bookDetail(portal: Portal): Promise<string> {
  const response = await fetch(`${portal.baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ resources(kind: book, pageSize: 1) { items { id } } }' }),
  });
  const { data } = (await response.json()) as { data: { resources: { items: { id: string }[] } } };
  return `/resources/book/detail?id=${data.resources.items[0].id}`;
}

async function main() {
  // AB_BUILDS=name=dir;name=dir;… (the first is A), or AB_A and AB_B.
  const builds = (process.env.AB_BUILDS ?? `A=${process.env.AB_A ?? ''};B=${process.env.AB_B ?? ''}`)
    .split(';')
    .map((entry) => entry.split('='))
    .map(([name, dir]) => ({ name, dir }));
  if (builds.length < 2 || builds.some(({ name, dir }) => !name || !dir))
    throw new Error('AB_BUILDS (name=dir;…) or AB_A and AB_B name the builds (folders holding dist and dist-ssr)');
  const portals: Portal[] = [];
  let browser: Browser | undefined;
  try {
    // One database for all: the first portal makes and seeds it, the others serve it as it is.
    for (const { dir } of builds) {
      portals.push(
        await startPortal({
          databaseUrl: process.env.DATABASE_URL,
          database: portals[0]?.databaseUrl,
          clientDir: join(dir, 'dist'),
          logFile: join(dir, 'portal.log'),
        }),
      );
    }
    const pages = { '/index': '/index', 'book detail': await bookDetail(portals[0]) };
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    console.log(
      `${builds.map(({ name, dir }) => `${name} ${dir}`).join(', ')}; ${PAIRS} rounds, CPU ${SLOWDOWN}× slower; load average ${loadavg()[0].toFixed(2)}`,
    );
    const results: Record<string, Load[][]> = {};
    for (let round = 0; round <= PAIRS; round++) {
      for (const [page, path] of Object.entries(pages)) {
        // Each build in turn, the order rotating from round to round.
        const order = builds.map((_, i) => (i + round) % builds.length);
        for (const side of order) {
          const load = await measure(browser, portals[side].baseURL + path);
          console.log(
            `round ${round}${round ? '' : ' (warm-up)'} ${page} ${builds[side].name}: TBT ${load.tbt.toFixed(0)} ms, longest ${load.longest.toFixed(0)}, last long task ${load.lastLongTaskEnd.toFixed(0)}, busy ${load.busy.toFixed(0)}`,
          );
          if (round === 0) continue;
          results[page] ??= builds.map(() => []);
          results[page][side].push(load);
        }
      }
    }
    console.log(`\nload average at the end ${loadavg()[0].toFixed(2)} (1 min), ${loadavg()[1].toFixed(2)} (5 min)`);
    for (const [page, loads] of Object.entries(results)) {
      console.log(`${page}:`);
      for (const figure of ['tbt', 'longest', 'lastLongTaskEnd', 'busy'] as const) {
        console.log(`  ${figure} ms: ${builds[0].name} ${spread(loads[0].map((l) => l[figure]))}`);
        for (let side = 1; side < builds.length; side++) {
          const ratios = loads[0].map((a, i) => loads[side][i][figure] / a[figure]);
          console.log(
            `    ${builds[side].name} ${spread(loads[side].map((l) => l[figure]))}; /${builds[0].name} per round ${ratios.map((r) => r.toFixed(2)).join(' ')}, median ${median(ratios).toFixed(2)}`,
          );
        }
      }
    }
  } finally {
    await browser?.close();
    // The first portal made the database: it goes last, dropping it.
    for (const portal of portals.reverse()) await portal.stop();
  }
}

await main();
