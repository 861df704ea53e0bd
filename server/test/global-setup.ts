import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/core/db/embedded.js';
import { createLogger } from '../src/logger.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL; each test file creates and drops its own database on it. */
    postgresUrl: string;
  }
}

let embedded: EmbeddedDatabase | undefined;
let dir: string | undefined;

/** DATABASE_URL when set (CI: the machine's PostgreSQL), else an embedded PostgreSQL for the run. */
export async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL;
  if (!url) {
    dir = mkdtempSync(join(tmpdir(), 'lp-test-pg-'));
    const port = 55000 + Math.floor(Math.random() * 5000);
    embedded = await startEmbeddedPostgres(dir, port, createLogger('warn'));
    url = embedded.url;
  }
  project.provide('postgresUrl', url);
}

export async function teardown() {
  await embedded?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
