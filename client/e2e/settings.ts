/** Settings the config, the global setup and the fixtures share. */
import { resolve } from 'node:path';

/** E2E_CHROMIUM points at another build (a missing one tries the skip path). */
export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
/** E2E_NGINX: the nginx the proxied-host journey starts (Debian's package: apt-get install -y nginx). */
export const NGINX = process.env.E2E_NGINX ?? '/usr/sbin/nginx';
/** How long one step may wait for what a person would see (E2E_STEP_TIMEOUT, ms). */
export const STEP_TIMEOUT = Number(process.env.E2E_STEP_TIMEOUT ?? 15_000);
/** Traces of failed journeys (results/) and the portal's log (git-ignored). */
export const OUTPUT_DIR = resolve(import.meta.dirname, 'output');

/**
 * How many workers run the journeys (E2E_WORKERS, default 1): each has a portal of its own, on a
 * database of its own (global-setup.ts), so that no journey sees another worker's data. One by
 * default: on issue 53's shared 2-core machine (load 25–38), two portals seeding side by side were
 * not healthy within 180 s (twice; one portal took 117 s, and once did not make it either), so
 * two workers could not be shown faster there.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

/** A portal the global setup started, as the workers find it (E2E_PORTALS: one per worker, in order). */
export interface WorkerPortal {
  baseURL: string;
  /** The portal's log file. */
  log: string;
  /** The portal's DATA_DIR (`<tmp>/.data`). */
  dataDir: string;
}

/** The portal of this worker: the one at its parallel index (Playwright's TEST_PARALLEL_INDEX, 0 outside a worker). */
export function workerPortal(): WorkerPortal | undefined {
  const portals = JSON.parse(process.env.E2E_PORTALS ?? '[]') as WorkerPortal[];
  return portals[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
}
