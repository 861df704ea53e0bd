import { Migration } from '@mikro-orm/migrations';

/** Settings the portal writes for every instance (core/settings): first, the instant before which sessions end (a restore's). */
export class Migration20261207030000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "system_setting" ("key" varchar(64) not null, "value" text not null, "updated_at" timestamptz not null, constraint "system_setting_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "system_setting" cascade;`);
  }

}
