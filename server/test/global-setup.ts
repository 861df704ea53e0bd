import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/core/db/embedded.js';
import { createLogger } from '../src/logger.js';
import { prepareTemplates, type DatabaseTemplates } from './helpers/database-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL; each test file creates and drops its own database on it. */
    postgresUrl: string;
    /** The template databases on that server a test's database is created from (helpers/database-templates.ts). */
    templates: DatabaseTemplates;
  }
}

let embedded: EmbeddedDatabase | undefined;
let dir: string | undefined;
let releaseTemplates: (() => Promise<void>) | undefined;

/**
 * DATABASE_URL when set (CI: the machine's PostgreSQL), else an embedded PostgreSQL for the run;
 * the template databases on it (helpers/database-templates.ts), dropped at the end.
 */
export async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL;
  if (!url) {
    dir = mkdtempSync(join(tmpdir(), 'lp-test-pg-'));
    const port = 55000 + Math.floor(Math.random() * 5000);
    embedded = await startEmbeddedPostgres(dir, port, createLogger('warn'));
    url = embedded.url;
  }
  project.provide('postgresUrl', url);
  const { templates, buildMs, release } = await prepareTemplates(url);
  releaseTemplates = release;
  console.info(`template databases: ${templates.migrated} built in ${buildMs[0]} ms, ${templates.demo} in ${buildMs[1]} ms (0: built already)`);
  project.provide('templates', templates);
}

export async function teardown() {
  await releaseTemplates?.();
  await embedded?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
