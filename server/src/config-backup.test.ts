import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'lp-config-'));

describe('backup settings (issue 17, 52)', () => {
  it('backs up daily at 02:30 library time and keeps 7 scheduled backups by default; BACKUP_CRON=off turns the schedule off', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).backup).toEqual({ cron: '30 2 * * *', keep: 7, pgBinDir: undefined });
    const custom = loadConfig({ DATA_DIR: dataDir(), BACKUP_CRON: '30 2 * * 0', BACKUP_KEEP: '3', BACKUP_PG_BIN_DIR: '/usr/lib/postgresql/18/bin' });
    expect(custom.backup).toEqual({ cron: '30 2 * * 0', keep: 3, pgBinDir: '/usr/lib/postgresql/18/bin' });
    expect(loadConfig({ DATA_DIR: dataDir(), BACKUP_CRON: 'off' }).backup.cron).toBeUndefined();
  });

  it.each([
    [{ BACKUP_CRON: 'every night' }, /BACKUP_CRON must be a 5-field cron expression/],
    [{ BACKUP_CRON: '0 3 * *' }, /BACKUP_CRON must be a 5-field cron expression/],
    [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP must be an integer between 1 and 1000/],
    [{ LIBRARY_TIME_ZONE: 'Beijing' }, /LIBRARY_TIME_ZONE must be an IANA time zone name such as Asia\/Shanghai, got "Beijing"/],
    [{ LIBRARY_TIME_ZONE: "Asia/Shanghai'; drop table x; --" }, /LIBRARY_TIME_ZONE must be an IANA time zone name/],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('takes a valid LIBRARY_TIME_ZONE', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), LIBRARY_TIME_ZONE: 'Europe/Paris' })).not.toThrow();
  });
});
