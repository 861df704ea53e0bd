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
