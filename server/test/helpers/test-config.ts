import { loadConfig, type Config } from '../../src/config.js';

export const ADMIN_PASSWORD = 'test-admin-password';

/**
 * The settings a test portal runs on: captcha checking off, quiet logs, no server-rendered pages
 * (a test that renders gives its own entry), and what `env` adds. The demo template database is
 * seeded on these too, so it holds what a test portal would seed itself.
 */
export function testConfig(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    AUTH_CAPTCHA: 'off',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Pages are not server-rendered from whatever client/dist-ssr lies built here; a test that renders gives its own entry.
    SSR: 'off',
    ...env,
  });
}

/**
 * What the seeders read from the settings besides the data directory (seed.ts and the seeders it
 * calls), for test settings with `env` added: the same text, the same demo database.
 */
export function seedSettings(env: Record<string, string> = {}): string {
  // A given JWT secret: reading the settings writes nothing into the (unused) data directory.
  const config = testConfig('postgres://127.0.0.1/unused', '/nonexistent', { JWT_SECRET: 'x'.repeat(32), ...env });
  return JSON.stringify({ adminPassword: config.adminPassword, circulation: config.circulation, storage: config.storage.kind });
}
