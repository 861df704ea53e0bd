import { Migration } from '@mikro-orm/migrations';

export class Migration20261125195238 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "stat_daily" ("metric" varchar(40) not null, "scope" varchar(40) not null, "dimension" varchar(20) not null, "day" date not null, "key" varchar(100) not null, "value" bigint not null, constraint "stat_daily_pkey" primary key ("metric", "scope", "dimension", "day", "key"));`);
    this.addSql(`create index "stat_daily_day_index" on "stat_daily" ("day");`);

    this.addSql(`create table "stat_rollup_day" ("day" date not null, "rolled_at" timestamptz not null, constraint "stat_rollup_day_pkey" primary key ("day"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stat_daily" cascade;`);

    this.addSql(`drop table if exists "stat_rollup_day" cascade;`);
  }

}
