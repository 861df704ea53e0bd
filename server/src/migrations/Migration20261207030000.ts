import { Migration } from '@mikro-orm/migrations';

/**
 * Settings the portal writes for every instance (core/settings): first, the instant before which
 * sessions end (a restore's). And where each backup's copy in the object store is, or why it failed.
 */
export class Migration20261207030000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "system_setting" ("key" varchar(64) not null, "value" text not null, "updated_at" timestamptz not null, constraint "system_setting_pkey" primary key ("key"));`);
    // "if not exists": a restore keeps the running portal's backup table (backup-copy-restore.ts), so
    // restoring a backup made before this migration runs it on a table that already has the columns.
    this.addSql(`alter table "backup" add column if not exists "remote_copy" varchar(300) null, add column if not exists "remote_error" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "system_setting" cascade;`);
    this.addSql(`alter table "backup" drop column "remote_copy", drop column "remote_error";`);
  }

}
